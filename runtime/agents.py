"""Agents that answer decisions: random, scripted, and a greedy Monte-Carlo player.

An agent has `decide(view, decision) -> list[int]` and optionally
`start(seed, seat, players)`, called by `Game.play` before setup.

An agent may declare what it does not need, and the game then skips that work:
`reads_view = False` - `decide` gets None for the view (no `PlayerView` is built);
`answers_are_legal = True` - its answers are always a legal list of option indexes and are not
checked (a wrong declaration lets an illegal answer through, so only declare it when true).
Without these attributes an agent gets a view and its answers are checked; a declaration counts
only for the class's own `decide` (a subclass that overrides it must declare again).
"""
from __future__ import annotations

import random
from typing import Callable

from .errors import ScriptExhausted


def seat_seed(seed, seat: int, salt: str = "agent") -> int:
    """A reproducible seed for one seat's own generator (independent of the engine's)."""
    return random.Random(f"{salt}:{seed}:{seat}").getrandbits(64)


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
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)

    def start(self, seed, seat: int, players: int) -> None:
        if not self._fixed:
            self.rng = random.Random(seat_seed(seed, seat))

    def decide(self, view, d) -> list[int]:
        return random_answer(self.rng, d)


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

    A playout replays the game to this decision, hides what this player cannot see by
    reshuffling it (see `runtime.lookahead`), applies the candidate, and finishes with
    random players. Value: a share of the win, plus a little for the own total score.
    Decisions with one legal answer are not simulated.
    """

    name = "greedy"

    def __init__(self, game, playouts: int = 8, max_candidates: int = 6, horizon: int | None = 0):
        self.game = game
        self.playouts = playouts
        self.max_candidates = max_candidates
        self.horizon = horizon
        self.rng = random.Random(0)

    def start(self, seed, seat: int, players: int) -> None:
        self.rng = random.Random(seat_seed(seed, seat, "greedy"))

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
        from .lookahead import evaluate
        cands = self.candidates(d)
        if len(cands) == 1:
            return cands[0]
        if len(cands) > self.max_candidates:
            cands = self.rng.sample(cands, self.max_candidates)
        best, best_value = cands[0], None
        for c in cands:
            value = evaluate(self.game, view, d, c, self.playouts, self.rng, self.horizon)
            if best_value is None or value > best_value:
                best, best_value = c, value
        return best
