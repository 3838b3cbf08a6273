"""Monte-Carlo evaluation of one answer to a decision, for search agents.

The interpreter cannot copy a game in the middle of a rule, so a playout replays the game
from its seed with the answers given so far, then, at the decision being evaluated:
1. determinizes: the cards the deciding player cannot see are shuffled among the places
   they cannot see, within families of cards that start in the same zone (so a card only
   lands where cards like it can be); the engine's random generator is reseeded;
2. gives the candidate answer, and lets random players finish the game.
Known leak: counters hidden from the player (e.g. owner-only) keep their true values.
"""
from __future__ import annotations

import random

from .agents import random_answer
from .errors import GameAbort


class _Replay:
    """Shared by all seats of a playout: history first, then the candidate, then random."""

    name = "replay"
    answers_are_legal = True     # answers already checked, a candidate built from the options, random ones

    def __init__(self, history: list, candidate: list, seat: int, rng: random.Random):
        self.history, self.candidate, self.seat, self.rng = history, candidate, seat, rng
        self.i = 0

    def decide(self, view, d):
        i = self.i
        self.i += 1
        if i < len(self.history):
            return self.history[i]
        if i == len(self.history):
            determinize(view._s, self.seat, self.rng)
            return self.candidate
        return random_answer(self.rng, d)


def determinize(s, seat: int, rng: random.Random) -> None:
    """Reshuffle what `seat` cannot see, within families of cards sharing a start zone."""
    lay = s.layout
    families: dict[int, list[tuple[int, int]]] = {}      # start zone -> [(zone, position)]
    for z, cards in enumerate(s.zl):
        for pos, card in enumerate(cards):
            if not s.can_see(seat, card):
                families.setdefault(lay.card_start[card.id], []).append((z, pos))
    for places in families.values():
        if len(places) < 2:
            continue
        cards = [s.zl[z][pos] for z, pos in places]
        rng.shuffle(cards)
        for (z, pos), card in zip(places, cards):
            s.zl[z][pos] = card
            s.where[card.id] = z
    s.rng = random.Random(rng.getrandbits(64))


def value_of(outcome, seat: int) -> float:
    """A share of the win, plus a small amount for the own total score."""
    win = 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0
    alive = 0.0 if seat in outcome.eliminated else 0.1
    return win + alive + 0.001 * outcome.totals[seat]


def evaluate(game, view, decision, candidate: list, playouts: int, rng: random.Random,
             horizon: int | None = None) -> float:
    """Mean value of `candidate` over playouts; `horizon` rounds after this one, then the game is scored."""
    s = view._s
    history = list(s.history)
    total = 0.0
    for _ in range(playouts):
        agent = _Replay(history, candidate, view.player, random.Random(rng.getrandbits(64)))
        try:
            last = None if horizon is None else s.round + horizon
            out = game.play(s.n, s.seed, [agent] * s.n, last_round=last)
        except GameAbort:
            continue                 # a playout that breaks a rule counts as worthless
        total += value_of(out, view.player)
    return total / max(1, playouts)
