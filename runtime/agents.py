"""Agents that answer decisions: random, scripted, and a greedy Monte-Carlo player.

An agent has `decide(view, decision) -> list[int]` and optionally
`start(seed, seat, players)`, called by `Game.play` before setup.

An agent may declare what it does not need, and the game then skips that work:
`reads_view = False` - `decide` gets None for the view (no `PlayerView` is built);
`answers_are_legal = True` - its answers are always a legal list of option indexes and are not
checked (a wrong declaration lets an illegal answer through, so only declare it when true).
Without these attributes an agent gets a view and its answers are checked; a declaration counts
only for the class's own `decide` (a subclass that overrides it must declare again). An agent
whose class also defines `decide_quick(count, lo, hi, multiple)` next to its `decide`, and that
reads no view and answers only legal answers, is asked through it in unlogged games.
"""
from __future__ import annotations

import random
from typing import Callable

from . import draws
from .errors import ScriptExhausted


_UNSEEDED = random.Random()


def seat_seed(seed, seat: int, salt: str = "agent") -> int:
    """A reproducible seed for one seat's own generator (independent of the engine's)."""
    return draws.seed_bits(f"{salt}:{seed}:{seat}", 64)


def random_answer(rng: random.Random, d) -> list[int]:
    if not d.multiple:
        return [rng.randrange(d.count)]
    k = rng.randint(d.min, d.max)
    return rng.sample(range(d.count), k)


class RandomAgent:
    """Uniform over legal answers; for several, a uniform size in [min, max] then a uniform subset.

    With no `rng`, the agent reseeds its own generator from the game seed and its seat at
    every `start`, so a game is reproducible from its seed alone.
    """

    name = "random"
    reads_view = False           # it looks only at the decision's size
    answers_are_legal = True     # random_answer draws from the legal answers only

    def __init__(self, rng: random.Random | int | None = None):
        self._fixed = rng is not None
        # without an rng, `start` gives the agent its own generator; until then (an agent asked
        # outside a game) it draws from one generator seeded by the system, made once: seeding
        # a new one from the system for every agent took longer than a short game's decisions
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng) if rng is not None else _UNSEEDED

    def start(self, seed, seat: int, players: int) -> None:
        if not self._fixed:
            self.rng = draws.generator(seat_seed(seed, seat))

    def decide(self, view, d) -> list[int]:
        return random_answer(self.rng, d)

    def decide_quick(self, count: int, lo: int, hi: int, multiple: bool) -> list[int]:
        """`decide` from the decision's size alone (the engine then builds no `Decision`): the
        same draws as `random_answer`, without the argument checks of randrange / randint
        (count >= 1 and lo <= hi always hold for a decision that is put)."""
        rng = self.rng
        if not multiple:
            return [rng._randbelow(count)]
        return rng.sample(range(count), lo + rng._randbelow(hi - lo + 1))


class ScriptedAgent:
    """Answers from a list of index lists, in order, or from `fn(view, decision)`."""

    name = "scripted"

    def __init__(self, answers: list | Callable):
        self.fn = answers if callable(answers) else None
        self.answers = list(answers) if not callable(answers) else []
        self.asked: list = []

    def decide(self, view, d) -> list[int]:
        self.asked.append(d)
        if self.fn is not None:
            return self.fn(view, d)
        if not self.answers:
            raise ScriptExhausted(
                f"the script has no answer left for '{d.label}': question {len(self.asked)} of the game, "
                f"to players[{d.player}] at {d.at or 'the rules'}, with the options "
                f"{_options_text(d)}; add an answer (a list of option numbers, from 0) to `decisions:`")
        return self.answers.pop(0)


def _options_text(d, most: int = 8) -> str:
    """A decision's options as an author reads them: a card by its kind and attributes, any
    other value as it is (a seat is its number), the first `most` of them."""
    def one(o: dict) -> str:
        if "value" in o:
            v = o["value"]
            return str(v).lower() if type(v) is bool else str(v)
        if o.get("hidden") or "kind" not in o:
            return "a hidden card"
        return o["kind"] + "".join(f" {k}={v}" for k, v in o.items() if k not in ("kind", "id"))
    shown = [f"[{i}] {one(o)}" for i, o in enumerate(d.options[:most])]
    return ", ".join(shown) + (f" and {d.count - most} more" if d.count > most else "")


class GreedyAgent:
    """Game-agnostic: tries each candidate answer in a few playouts and keeps the best.

    A playout starts from a copy of the game at this decision (`runtime.snapshot`: by default
    the state kept at the start of this round, with this round's answers replayed; all the
    ways give the same playout),
    hides what this player cannot see by reshuffling it (see `runtime.lookahead`), applies the
    candidate, and plays on with random players to the end of the round after `horizon` more
    rounds (None: the end of the game). Value: a share of the win, 0.1 for staying in the
    game, plus a little for the own total score. Decisions with one legal answer are not
    simulated. `snapshots`: "round", "replay" or "fork" (see `runtime.snapshot`).
    """

    name = "greedy"

    def __init__(self, game, playouts: int = 8, max_candidates: int = 6, horizon: int | None = 0,
                 snapshots: str = "round"):
        self.game = game
        self.snapshots = snapshots
        self.playouts = playouts
        self.max_candidates = max_candidates
        self.horizon = horizon
        self.rng = random.Random(0)

    def start(self, seed, seat: int, players: int) -> None:
        self.rng = draws.generator(seat_seed(seed, seat, "greedy"))

    def candidates(self, d) -> list[list[int]]:
        if not d.multiple:
            return [[i] for i in range(d.count)]
        out, seen = [], set()
        sizes = sorted({d.min, d.max, (d.min + d.max) // 2})
        tries = 0
        while len(out) < self.max_candidates and tries < 50:
            tries += 1
            k = sizes[tries - 1] if tries <= len(sizes) else self.rng.randint(d.min, d.max)
            pick = tuple(sorted(self.rng.sample(range(d.count), k)))
            if pick not in seen:
                seen.add(pick)
                out.append(list(pick))
        return out

    def decide(self, view, d) -> list[int]:
        from .lookahead import evaluate_all
        from .snapshot import ChildAnswer
        cands = self.candidates(d)
        if len(cands) == 1:
            return cands[0]
        if len(cands) > self.max_candidates:
            cands = self.rng.sample(cands, self.max_candidates)
        values = evaluate_all(self.game, view, d, cands, self.playouts, self.rng, self.horizon, self.snapshots)
        if isinstance(values, ChildAnswer):      # this process is a copy playing a candidate out
            return values.answer
        best, best_value = cands[0], None
        for c, value in zip(cands, values):
            if best_value is None or value > best_value:
                best, best_value = c, value
        return best
