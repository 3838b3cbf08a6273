"""The budget every evaluation runs within (docs/language.md, "Limits"): the errors for an
exhausted budget, for a Python error raised by rule code, and the bound on numbers. Shared by
the interpreter and its built-in functions."""
from __future__ import annotations

from .errors import MAX_NUMBER, GameAbort, RuleError, number_out_of_range

MOVE_COST = 4


class Overrun(GameAbort):
    """Raised by code that charges its steps a block at a time (runtime/codegen_unit.py) where
    it finds a budget spent: the budget ran out somewhere before, and only the exact code can
    say where. `Game.play` then plays the game again on the exact code."""


def _when(s) -> str:
    return f"; round {s.round}" if s.round else ""


def out_of_steps(s, at: str) -> RuleError:
    return RuleError(f"step budget exhausted ({s.budget[0]:,} statements, rounds and turns{_when(s)})", at)


def out_of_work(s, at: str) -> RuleError:
    return RuleError(f"step budget exhausted ({s.budget[1]:,} steps of work: list elements visited, "
                     f"numbers made, cards moved{_when(s)})", at)


def unexpected(ex: Exception, at: str, label: str) -> RuleError:
    """A Python error raised by rule code, as a rule error of the statement that ran."""
    if isinstance(ex, RecursionError):
        return RuleError("rules nested too deeply to run", at, label)
    if isinstance(ex, TypeError) and "float" in str(ex):
        return RuleError(f"a whole number is needed here ({ex})", at, label)
    return RuleError(f"{type(ex).__name__}: {ex}", at, label)


def bounded(x, at: str):
    """`x` when it is a number within the bounds (or not a number), else the rule error."""
    if type(x) is int and not -MAX_NUMBER <= x <= MAX_NUMBER:
        raise number_out_of_range(x, at)
    return x
