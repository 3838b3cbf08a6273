"""The rounds of a game, and ending the game or a round when a condition holds.

`game_ends: {when, checked}` ends the game (the rest is skipped, `end_of_game` runs) when its
condition holds at a checking point: at the end of a round, after each phase, or after each turn
of any `turns` queue. `round_ends: {when, checked}` ends the current round the same way (after
each turn or each phase): the running phase stops, and of the round's remaining phases only
those with `at_round_end: true` run. Without `rounds`, rounds go on until `game_ends` holds;
each round costs a step of the budget, so a condition that never holds ends in the usual
budget error. Players knocked out (`knock_out`) are back in play when a round starts.

A condition that held is a log event `{"type": "ended", "what": "game" | "round", "round": r}`.
Rulesets without these sections play exactly as before (no new events, no new checks).
"""
from __future__ import annotations

from .budget import out_of_steps
from .errors import GameAbort, RuleError
from .invariants import turn_hook


class Ended(GameAbort):
    """A condition of `game_ends` (what="game") or `round_ends` (what="round") held after a
    turn; the round loop catches it (and so does an example that runs one phase)."""

    def __init__(self, what: str):
        super().__init__(f"the {what} ends")
        self.what = what


class Ends:
    """The compiled `game_ends` and `round_ends` of a program (either may be None)."""

    __slots__ = ("game", "game_at", "round", "round_at")

    def __init__(self, program, ir: dict):
        self.game = self.round = None
        self.game_at = self.round_at = None
        for section in ("game_ends", "round_ends"):
            spec = ir.get(section)
            if spec:
                unit = program.expr_unit(spec["when"], label=section)
                setattr(self, section[:-5], unit)
                setattr(self, section[:-5] + "_at", spec["checked"])

    def holds(self, unit, s) -> bool:
        return bool(unit.run(s, unit.new_frame()))

    def after_turn(self, s) -> None:
        """Called by every `turns` queue after a turn (see `hook`)."""
        if self.game_at == "after_each_turn" and self.holds(self.game, s):
            raise Ended("game")
        if self.round_at == "after_each_turn" and not s.round_cut and self.holds(self.round, s):
            raise Ended("round")

    @property
    def hook(self):
        turn = "after_each_turn" in (self.game_at, self.round_at)
        return self.after_turn if turn else None


def play_rounds(game, s, emit, rounds: int | None, first: int = 1, program=None) -> None:
    """Rounds `first`, `first`+1, ... up to `rounds` (None: no limit) or until `game_ends`
    holds. The caller runs end_of_game afterwards. `program`: the units to run (default: the
    game's)."""
    prog = game.program if program is None else program
    ends = prog.ends
    invariants = prog.invariants
    if emit is None and invariants is None and ends.game is None and ends.round is None:
        # nothing to tell and nothing to check between phases (an unlogged game without
        # `game_ends`, `round_ends` or invariants): the same rounds without the checks
        s.after_turn = None
        _plain_rounds(s, [(name, unit.run, unit.nslots) for name, unit, _ in prog.phases], rounds, first)
        return
    # what is checked where, decided once (a game without `game_ends`/`round_ends` checks nothing)
    round_after_phase = ends.round_at == "after_each_phase"
    game_after_phase = ends.game_at == "after_each_phase"
    game_after_round = ends.game_at == "end_of_round"
    phases = [(name, unit.run, unit.nslots, at_end) for name, unit, at_end in prog.phases]
    s.after_turn = turn_hook(invariants, ends.hook)
    r = first
    try:
        while rounds is None or r <= rounds:
            _begin_round(s, r, rounds)
            for name, run, nslots, at_end in phases:
                if s.round_cut and not at_end:
                    continue
                s.phase = name
                if emit:
                    emit({"type": "phase", "round": r, "phase": name})
                try:
                    run(s, [None] * nslots)          # the unit's `run(s, unit.new_frame())`
                except Ended as ended:
                    if ended.what == "game":
                        raise
                    _cut(s, emit)
                if invariants is not None:
                    invariants.check(s, "after the phase")
                if round_after_phase and not s.round_cut and ends.holds(ends.round, s):
                    _cut(s, emit)
                if game_after_phase and ends.holds(ends.game, s):
                    raise Ended("game")
            if game_after_round and ends.holds(ends.game, s):
                raise Ended("game")
            r += 1
    except Ended as ended:
        if ended.what != "game":      # a round condition outside a round: cannot happen
            raise RuleError("the round ended outside a round") from None
        if emit:
            emit({"type": "ended", "what": "game", "round": s.round})
    finally:
        s.after_turn = None


def _begin_round(s, r: int, rounds: int | None) -> None:
    """Round `r` starts: a search agent's copy of the game is told (runtime/snapshot.py), the
    round costs a step, players knocked out come back, no round end holds yet."""
    if s.on_round is not None:
        s.on_round(s, rounds)
    s.steps -= 1
    if s.steps < 0:
        raise out_of_steps(s, "")
    s.round = r
    if any(s.knocked_out):
        s.knocked_out = [False] * s.n
    s.round_cut = False


def _plain_rounds(s, phases, rounds: int | None, r: int) -> None:
    """`play_rounds` where no condition ends a round or the game (so no round is ever cut
    and `Ended` is never raised) and nothing is logged or checked after a phase."""
    while rounds is None or r <= rounds:
        _begin_round(s, r, rounds)
        for name, run, nslots in phases:
            s.phase = name
            run(s, [None] * nslots)
        r += 1


def _cut(s, emit) -> None:
    s.round_cut = True
    if emit:
        emit({"type": "ended", "what": "round", "round": s.round})
