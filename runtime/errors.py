"""Exceptions raised while a game is played, and the runtime's limits (no rules knowledge here)."""
from __future__ import annotations

import linecache
import re

# Every number a game computes or keeps (arithmetic results, counters, scores) lies within
# [-MAX_NUMBER, MAX_NUMBER]. The compiler bounds integer literals by the same value (its own
# constant: runtime and compiler never import each other).
MAX_NUMBER = 10**15

_POSITION = re.compile(r"^(.*):(\d+):(\d+)$")


class GameAbort(Exception):
    """Base of every exception that ends a play; the interpreter never rewraps these."""


class RuleError(GameAbort):
    """A rule could not be carried out. `at` is the rule position ("file:line:col") and `rule`
    the code unit that was running ("setup", "phases.supplies", "cards.x.actions.y"); the
    interpreter fills both in as the error leaves the statement and the unit."""

    def __init__(self, message: str, at: str | None = None, rule: str | None = None):
        self.message = message
        self.at = at or ""
        self.rule = rule or ""
        super().__init__(message)

    def located(self, at: str, rule: str) -> "RuleError":
        """Fill in the position and unit where they are still unknown (the innermost wins)."""
        if not self.at:
            self.at = at
        if not self.rule:
            self.rule = rule
        return self

    def __str__(self) -> str:
        text = self.message
        if self.rule:
            text += f" in {self.rule}"
            source = source_line(self.at)
            if source:
                text += f": {source}"
        return f"{self.at}: {text}" if self.at else text

    def __reduce__(self):
        return (type(self), (self.message, self.at, self.rule))


class IllegalDecision(GameAbort):
    """An agent answered a decision with something the decision does not allow."""


class ScriptExhausted(GameAbort):
    """A scripted player (an example's `decisions:`) was asked more than its script answers."""


class AgentError(GameAbort):
    """An agent raised while deciding; the original exception is the __cause__."""


def source_line(at: str, width: int = 100) -> str:
    """The source line a rule position points at, stripped and cut to `width` characters, or
    "" when the file cannot be read (the IR may come from another machine)."""
    m = _POSITION.match(at or "")
    if not m:
        return ""
    try:
        line = linecache.getline(m.group(1), int(m.group(2))).strip()
    except (OSError, ValueError, UnicodeDecodeError):
        return ""
    return line if len(line) <= width else line[:width - 3] + "..."


def number_out_of_range(value, at: str = "") -> RuleError:
    sign = "more" if value > 0 else "less"
    bound = "10^15" if MAX_NUMBER == 10**15 else f"{MAX_NUMBER:,}"
    return RuleError(f"number out of range ({sign} than {'' if value > 0 else '-'}{bound})", at)
