"""Exceptions raised while a game is played (no rules knowledge here)."""
from __future__ import annotations


class GameAbort(Exception):
    """Base of every exception that ends a play; the interpreter never rewraps these."""


class RuleError(GameAbort):
    """A rule could not be carried out; `at` is the rule position ("file:line:col")."""

    def __init__(self, message: str, at: str | None = None):
        self.message = message
        self.at = at or ""
        super().__init__(f"{self.at}: {message}" if self.at else message)

    def __reduce__(self):
        return (type(self), (self.message, self.at))


class IllegalDecision(GameAbort):
    """An agent answered a decision with something the decision does not allow."""


class AgentError(GameAbort):
    """An agent raised while deciding; the original exception is the __cause__."""
