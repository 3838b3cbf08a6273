"""The `invariants` of a ruleset: conditions the rules guarantee, checked on the state.

Each invariant is a true/false expression, for each player (`me`) when `per_player`. Those
`checked: always` are checked after setup, after each turn of any `turns` queue, after each
phase and before end_of_game runs (and on the situation an example or scenario sets up); those
`checked: at_the_end` once, after end_of_game. A break is an `InvariantBroken` rule error that
names the invariant and the player. A ruleset without invariants pays nothing: the program has
no `Invariants` then, and no hook is installed.
"""
from __future__ import annotations

from .errors import GameAbort, RuleError


class InvariantBroken(RuleError):
    """The state broke an invariant of the rules. `name` is the invariant, `seat` the player
    it was checked for (None for an invariant of the whole game)."""

    def __init__(self, message: str, at: str | None = None, rule: str | None = None,
                 name: str = "", seat: int | None = None):
        super().__init__(message, at, rule)
        self.name, self.seat = name, seat

    def __reduce__(self):
        return (type(self), (self.message, self.at, self.rule, self.name, self.seat))


class Invariants:
    """The compiled invariants of a program."""

    __slots__ = ("items",)

    def __init__(self, program, ir: dict):
        self.items = []
        for name, spec in ir["invariants"].items():
            params = ("me",) if spec["per_player"] else ()
            unit = program.expr_unit(spec["holds"], params, label=f"invariants.{name}")
            self.items.append((name, unit, spec["per_player"], spec["checked"], spec.get("at", "")))

    def broken(self, s, checked: str = "always") -> list[tuple[str, int | None, str]]:
        """The invariants checked at `checked` that do not hold: (name, seat or None, position).
        An invariant whose condition cannot be computed counts as broken."""
        out = []
        for name, unit, per_player, when, at in self.items:
            if when != checked:
                continue
            seats = [p for p in range(s.n)] if per_player else [None]
            for seat in seats:
                frame = unit.new_frame()
                if seat is not None:
                    frame[unit.slots["me"]] = seat
                try:
                    ok = unit.run(s, frame)
                except GameAbort:
                    ok = False
                if not ok:
                    out.append((name, seat, at))
        return out

    def check(self, s, when: str, checked: str = "always") -> None:
        """Raise `InvariantBroken` for the first invariant checked at `checked` that does not hold;
        `when` says at which moment ("after a turn", ...)."""
        found = self.broken(s, checked)
        if found:
            name, seat, at = found[0]
            raise InvariantBroken(f"the rules broke the invariant '{name}'{describe(seat)} {when} "
                                  f"(round {s.round}, phase {s.phase})", at, f"invariants.{name}", name, seat)


def describe(seat: int | None) -> str:
    """' for player 2' (seats count from 1 in messages), or '' for a whole-game invariant."""
    return "" if seat is None else f" for player {seat + 1}"


def turn_hook(invariants: Invariants | None, ends_hook):
    """What runs after each turn: the invariants, then the end conditions (either may be absent)."""
    if invariants is None:
        return ends_hook

    def after_turn(s) -> None:
        invariants.check(s, "after a turn")
        if ends_hook is not None:
            ends_hook(s)
    return after_turn
