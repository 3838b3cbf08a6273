"""The checker's scopes of local names and the context of a block of statements (see checker.py)."""
from __future__ import annotations

from dataclasses import dataclass, field


class CheckError(Exception):
    """Raised inside the checker to abandon one expression after reporting it."""


@dataclass
class Scope:
    names: dict = field(default_factory=dict)
    parent: "Scope | None" = None

    def lookup(self, name):
        scope = self
        while scope is not None:
            if name in scope.names:
                return scope.names[name]
            scope = scope.parent
        return None

    def all_names(self):
        scope, out = self, set()
        while scope is not None:
            out |= set(scope.names)
            scope = scope.parent
        return out


@dataclass
class Context:
    in_turns: bool = False      # inside `turns`, where defer_turn() is allowed
