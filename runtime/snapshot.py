"""Copies of a game in the middle of a decision, for search agents (see docs/agents.md).

The engine runs a game as ordinary Python control flow and asks an agent from deep inside a
rule, so the rest of the game lives on the Python stack and a `State` cannot be copied and
resumed at a decision. Three ways give a search the game as it stands at the decision; all
three give the same playout, draw for draw (a test holds them to it):

- `round` (the default): between two rounds the rest of the game is only "the remaining
  rounds, then end_of_game" (`Game.play_on`), so there a `State` can be copied and resumed.
  Once a search agent asks for it, the game keeps a copy of its state at the start of each
  round (`State.on_round`, about 0.1 ms); a playout copies that copy, replays the answers given
  in this round up to the decision, and takes over there. The cost of a playout is one round's
  replay, whatever the length of the game so far; portable. Before the first copy (the first
  decision of the agent), a playout replays the game from its seed.
- `replay`: the game is played again from its seed with all the answers given so far. One
  replay of the game so far per playout: quadratic in the length of a game over a whole game.
- `fork`: `os.fork()` at the decision is a copy-on-write copy of the whole process, stack
  included. The child answers the decision, plays the game out and sends its result through a
  pipe. A constant cost, but a high one (2-5 ms for a process of this size, measured in
  docs/agents.md: more than a whole random game of a small card game). POSIX only; elsewhere,
  and in a state that does not live in `Game.play` (scenarios), it falls back to `round`.

A playout is an object with `begin(s, player, raw, lo, hi, multiple) -> answer` (at the
decision: determinize, answer it),
`answer(s, player, raw, lo, hi, multiple) -> answer` (every later decision) and
`result(s) -> picklable value` (`s` is None when the playout broke a rule); with `fork` its
methods run in the child, on the child's copy. Optionally (`round` copies only) `endings(s)`
-> more states like `s` at the horizon, before end_of_game, and `results(states)`: the end
is then scored in each of them.
"""
from __future__ import annotations

import copy
import gc
import os
import pickle
import random
import signal
import sys

from . import draws
from .errors import GameAbort
from .flow import play_rounds
from .state import Card, CheckedState, State, checked

MODES = ("round", "replay", "fork")
DEFAULT_MODE = "round"
FORK_AVAILABLE = hasattr(os, "fork") and sys.platform != "win32"


class ChildAnswer:
    """Returned by `explore` in a forked child: the agent answers its decision with `answer`
    and the child plays on (its result goes to the parent when the game ends)."""

    __slots__ = ("answer",)

    def __init__(self, answer):
        self.answer = answer


class _Horizon(GameAbort):
    """A copy reached the first round after its horizon (caught in the child, not an error)."""


def random_pick(rng: random.Random, count: int, lo: int, hi: int, multiple: bool) -> list[int]:
    """`agents.random_answer` from a decision's size: the same draws (for a plain generator
    through runtime/draws.py, as `Game`'s random decider; count >= 1 and lo <= hi, as for any
    decision that is put)."""
    if type(rng) is not random.Random or not draws.exact():
        if not multiple:
            return [rng.randrange(count)]
        return rng.sample(range(count), rng.randint(lo, hi))
    if not multiple:
        return [draws.below(rng, count)]
    return draws.sample_range(rng, count, lo + draws.below(rng, hi - lo + 1))


def in_play(s) -> bool:
    """Whether this state lives in a `Game.play` (scenarios and examples play without one)."""
    return "copy_ends" in s.__dict__


def explore(game, s, d, playouts: list, horizon: int | None, mode: str = DEFAULT_MODE):
    """Run each playout from decision `d` being answered in state `s`; return their results in
    order, or a `ChildAnswer` in a forked child. `horizon`: rounds after this one that a
    playout plays before the game is scored (None: to the end)."""
    if mode not in MODES:
        raise ValueError(f"snapshot mode must be one of {', '.join(MODES)}, not {mode!r}")
    last = None if horizon is None else s.round + horizon
    if mode == "fork" and not (FORK_AVAILABLE and in_play(s)):
        mode = "round"
    if mode == "fork":
        out = []
        for p in playouts:
            r = _fork_one(game, s, d, p, last)
            if isinstance(r, ChildAnswer):
                return r
            out.append(r)
        return out
    if mode == "round":
        keep_round_copies(s)
        mark = s.__dict__.get("round_copy")
        if mark is not None:
            return [_resume_one(game, s, mark, p, last) for p in playouts]
    return [_replay_one(game, s, p, last) for p in playouts]


# ---- copies between rounds ------------------------------------------------------------------

def keep_round_copies(s) -> None:
    """From the next round on, `s` keeps a copy of itself at the start of every round."""
    if in_play(s) and s.__dict__.get("on_round") is None:
        s.on_round = _take_round_copy


def _take_round_copy(s, rounds) -> None:
    s.round_copy = (copy_state(s), rounds, len(s.history))


def copy_state(s) -> State:
    """A copy of `s` between two rounds, independent of it (cards are shared: they never
    change), as a plain (unlogged) state. What the copy does not need is left out: the log,
    the agents' decider, the hooks, earlier copies and the answers given so far."""
    c = State.__new__(checked(State, isinstance(s, CheckedState)))
    memo = None
    d = c.__dict__
    for k, v in s.__dict__.items():
        if k in _SKIP:
            continue
        shape = _SHAPES.get(k)
        t = type(v)
        if shape is not None and t is shape[0]:
            v = shape[1](v)
        elif t is list:
            if all(type(x) in _FLAT for x in v):        # what _copy_item keeps as it is
                v = list(v)
            else:
                if memo is None:
                    memo = _memo(s)
                v = [_copy_item(x, memo) for x in v]
        elif t is dict:
            if all(type(x) in _FLAT for x in v.values()):
                v = dict(v)
            else:
                if memo is None:
                    memo = _memo(s)
                v = {key: _copy_item(x, memo) for key, x in v.items()}
        elif t is set:
            v = set(v)
        elif t is random.Random:
            r = random.Random.__new__(random.Random)    # not seeded from the system: setstate sets all of it
            r.setstate(v.getstate())
            v = r
        elif k == "layout" or t in (int, str, bool, float, tuple, type(None)) or callable(v):
            pass
        else:
            if memo is None:
                memo = _memo(s)
            v = copy.deepcopy(v, memo)
        d[k] = v
    d["history"] = []          # a copy's answers are the playout's, and nobody replays them
    return c


_SKIP = frozenset(("sink", "_pending", "_pending_key", "decide", "on_round", "round_copy", "copy_ends", "_armed",
                   "history", "forced", "shown"))


def _lists(v):
    return [list(x) for x in v]


# the parts of a State whose shape is known (`State.__init__`): copied without looking inside
# (lists of cards, of numbers, of flags; sets of card ids; score tables); any other part is
# copied by looking at what it holds
_SHAPES = {
    "zl": (list, _lists), "placed": (list, _lists),
    "where": (list, list), "cv": (list, list), "arrival": (list, list), "players": (list, list),
    "eliminated": (list, list), "knocked_out": (list, list), "revealed": (set, set),
    "known": (list, lambda v: [set(x) for x in v]),
    "scores": (list, lambda v: [dict(x) for x in v]),
    "occupants": (dict, lambda v: {k: list(x) for k, x in v.items()}),
}


def _memo(s) -> dict:
    memo = {id(card): card for card in s.layout.cards}
    memo[id(s.layout)] = s.layout
    return memo


_FLAT = frozenset((int, str, bool, float, type(None), Card))


def _copy_item(x, memo):
    t = type(x)
    if t is list:
        return list(x) if all(type(y) not in (list, dict, set) for y in x) else copy.deepcopy(x, memo)
    if t is dict:
        return dict(x) if all(type(y) not in (list, dict, set) for y in x.values()) else copy.deepcopy(x, memo)
    if t is set:
        return set(x)
    if t in (int, str, bool, float, type(None)) or t is Card:
        return x
    return copy.deepcopy(x, memo)


class _RoundReplay:
    """Every seat of a resumed copy: the answers given in this round so far, then the playout's."""

    name = "replay"
    answers_are_legal = True

    def __init__(self, answers: list, playout):
        self.answers, self.playout = answers, playout
        self.i = 0

    def decide(self, view, d):
        return self.ask(view._s, d.player, d._raw, d.min, d.max, d.multiple)

    def ask(self, s, player, raw, lo, hi, multiple):
        i = self.i
        self.i += 1
        if i < len(self.answers):
            return self.answers[i]
        if i == len(self.answers):
            return self.playout.begin(s, player, raw, lo, hi, multiple)
        return self.playout.answer(s, player, raw, lo, hi, multiple)


def _resume_one(game, s, mark, playout, last):
    saved, rounds, done = mark
    c = copy_state(saved)
    agent = _RoundReplay(s.history[done:], playout)

    def decide(player, label, raw, lo, hi, multiple, at):
        c.decisions += 1
        return agent.ask(c, player, raw, lo, hi, multiple)
    c.decide = decide
    if last is not None:
        rounds = last if rounds is None else min(rounds, last)
    try:
        try:
            play_rounds(game, c, None, rounds, first=c.round + 1)     # as Game.play_on
        except GameAbort:
            return playout.result(None)
        endings = getattr(playout, "endings", None)
        others = endings(c) if endings is not None else None
        if others:                 # the playout scores its end in several worlds (`endings`)
            return playout.results([_score(game, x) for x in (c, *others)])
        return playout.result(_score(game, c))
    finally:
        # `decide` closes over the copy (a cycle): drop it once the playout is scored, so the
        # copy is freed at once, not by the garbage collector (as `Game.play` does)
        c.decide = None


def _score(game, c):
    """`c` after end_of_game, or None when that broke a rule."""
    c.phase = "end_of_game"
    unit = game.program.end_of_game
    try:
        unit.run(c, unit.new_frame())
    except GameAbort:
        return None
    return c


# ---- replay -----------------------------------------------------------------------------

class _Replay:
    """Every seat of a replayed game: the answers given so far, then the playout's."""

    name = "replay"
    answers_are_legal = True     # answers already checked, then the playout's (built from the options)

    def __init__(self, history: list, playout):
        self.history, self.playout = history, playout
        self.i = 0

    def decide(self, view, d):
        i = self.i
        self.i += 1
        if i < len(self.history):
            return self.history[i]
        if i == len(self.history):
            return self.playout.begin(view._s, d.player, d._raw, d.min, d.max, d.multiple)
        return self.playout.answer(view._s, d.player, d._raw, d.min, d.max, d.multiple)


def _replay_one(game, s, playout, last):
    history = s.history
    agent = _Replay(history, playout)
    try:
        out = game.play(s.n, s.seed, [agent] * s.n, last_round=last)
    except GameAbort:
        return playout.result(None)
    return playout.result(out.state)


# ---- fork -------------------------------------------------------------------------------

def _fork_one(game, s, d, playout, last):
    r, w = os.pipe()
    outer = sys.exc_info()[1]
    pid = os.fork()
    if pid == 0:                                   # the child: a copy of the game at this decision
        os.close(r)
        try:
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            gc.disable()                           # a collection would touch (copy) every page
            return ChildAnswer(_become_copy(game, s, d, playout, last, w, outer))
        except BaseException:
            os._exit(3)
    os.close(w)
    chunks = []
    while True:
        b = os.read(r, 1 << 16)
        if not b:
            break
        chunks.append(b)
    os.close(r)
    os.waitpid(pid, 0)
    data = b"".join(chunks)
    if not data:
        return playout.result(None)                # the child died: counts as a broken playout
    return pickle.loads(data)


def _become_copy(game, s, d, playout, last, w, outer):
    """Turn this (child) process's game into the playout: silent, answered by the playout, cut
    after round `last`, and reporting its result to the parent when `Game.play` ends."""
    if hasattr(s, "sink"):                         # a logged game: the copy tells nobody anything
        s.flush = lambda: None
        s._pending = s._pending_key = None
        s.sink = lambda event: None
    s.forced = s.shown = None                      # nor tells a choice with one option

    def decide(player, label, raw, lo, hi, multiple, at):
        s.decisions += 1
        return playout.answer(s, player, raw, lo, hi, multiple)

    def ends(state):
        ex = sys.exc_info()[1]
        if ex is outer:
            ex = None
        try:
            if isinstance(ex, _Horizon):           # as `Game.play(last_round=...)`: score it now
                state.__class__ = state.__class__.__bases__[0]
                state.phase = "end_of_game"
                unit = game.program.end_of_game
                unit.run(state, unit.new_frame())
                ex = None
            value = playout.result(None if ex is not None else state)
        except BaseException:
            value = playout.result(None)
        data = pickle.dumps(value)
        view = memoryview(data)
        while view:
            n = os.write(w, view)
            view = view[n:]
        os._exit(0)

    answer = playout.begin(s, d.player, d._raw, d.min, d.max, d.multiple)
    s.decide = decide
    s.copy_ends = ends
    if last is not None:
        s.__class__ = _cut_class(type(s), last)
    return answer



def _cut_class(cls, last: int):
    """`cls` whose `round` cannot pass `last`: play_rounds sets it when a round starts."""
    def get(self):
        return self.__dict__["round"]

    def put(self, value):
        if value > last:
            raise _Horizon("the playout's horizon")
        self.__dict__["round"] = value
    return type("Copy" + cls.__name__, (cls,), {"round": property(get, put)})
