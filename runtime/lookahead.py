"""Monte-Carlo evaluation of answers to a decision, for search agents.

A playout starts from a copy of the game at the decision being evaluated (`runtime.snapshot`:
a fork of the process, or a replay from the seed), and there:
1. determinizes: the cards the deciding player cannot see are shuffled among the places
   they cannot see, within families of cards that start in the same zone (so a card only
   lands where cards like it can be); the engine's random generator is reseeded;
2. gives the candidate answer, and lets random players finish the game.
What determinization does not hide (docs/agents.md): counters the player may not see (an
owner-only counter of another seat) keep their true values in the copy unless the caller gives
what the player can know of them (`determinize(..., counters=)`: the search agent does), and
variables keep theirs.
"""
from __future__ import annotations

import random

from . import draws
from .snapshot import explore, random_pick


def hidden_places(s, seat: int) -> dict[int, list[tuple[int, int]]]:
    """Where the cards `seat` cannot see lie: start zone -> [(zone, position)]."""
    lay = s.layout
    vis, owner, start = lay.zone_vis, lay.zone_owner, lay.card_start
    revealed, known = s.revealed, s.known[seat]
    families: dict[int, list[tuple[int, int]]] = {}
    for z, cards in enumerate(s.zl):
        # `State.can_see` of each card, the zone's part once: a zone `seat` sees shows every card
        v = vis[z]
        if not cards or v == "public" or z in revealed or (v == "owner" and owner[z] == seat):
            continue
        for pos, card in enumerate(cards):
            if card.id not in known:
                families.setdefault(start[card.id], []).append((z, pos))
    return families


def unseen_deal(s, seat: int, places: dict | None = None) -> list[tuple[list, list]]:
    """[(places, the cards there in the order of their ids)] for each family of two or more
    cards `seat` cannot see: what `determinize` shuffles (work it out once for many copies of
    one state)."""
    out = []
    for spots in (hidden_places(s, seat) if places is None else places).values():
        if len(spots) >= 2:
            out.append((spots, sorted((s.zl[z][pos] for z, pos in spots), key=lambda c: c.id)))
    return out


def determinize(s, seat: int, rng: random.Random, counters: dict | None = None,
                deal: list | None = None) -> None:
    """Reshuffle what `seat` cannot see, within families of cards sharing a start zone;
    `counters` (slot -> value, `belief.seen_counters`): set the counters `seat` cannot see to
    what it can know of them (the search agent's option; without it they keep their values).

    The shuffle starts from the unseen cards in the order of their ids, not from where they
    lie, so the result depends only on what `seat` knows (which cards it does not see, and
    where unseen cards lie) and on `rng`: two games that differ only in what `seat` cannot see
    give it the same determinization. `deal`: `unseen_deal(s, seat)` worked out before, on
    this state or on one equal to it (every copy of one decision: the search agent)."""
    zl, where = s.zl, s.where
    for spots, cards in (unseen_deal(s, seat) if deal is None else deal):
        cards = list(cards)
        draws.shuffle(rng, cards)        # rng.shuffle(cards), written out
        for (z, pos), card in zip(spots, cards):
            zl[z][pos] = card
            where[card.id] = z
    if counters:
        cv = s.cv
        for slot, v in counters.items():
            cv[slot] = v
    s.rng = draws.generator(rng.getrandbits(64))


def value_of(outcome, seat: int) -> float:
    """A share of the win, plus a small amount for the own total score."""
    win = 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0
    alive = 0.0 if seat in outcome.eliminated else 0.1
    return win + alive + 0.001 * outcome.totals[seat]


class Result:
    """What a playout's end says, for every seat (picklable: it leaves a forked copy)."""

    __slots__ = ("winners", "eliminated", "totals")

    def __init__(self, s):
        self.winners = list(s.winners or [])
        self.eliminated = [p for p in s.players if s.eliminated[p]]
        self.totals = [s.total(p) for p in s.players]

    def __reduce__(self):
        return (_result, (self.winners, self.eliminated, self.totals))


def _result(winners, eliminated, totals):
    r = Result.__new__(Result)
    r.winners, r.eliminated, r.totals = winners, eliminated, totals
    return r


class CandidatePlayout:
    """One playout of one candidate answer: determinize, the candidate, then random answers."""

    def __init__(self, seat: int, candidate: list, rng: random.Random, deal: list | None = None):
        # deal: `unseen_deal` of the state at the decision, which every copy of it is again
        self.seat, self.candidate, self.rng, self.deal = seat, candidate, rng, deal

    def begin(self, s, player, raw, lo, hi, multiple) -> list:
        determinize(s, self.seat, self.rng, deal=self.deal)
        return self.candidate

    def answer(self, s, player, raw, lo, hi, multiple) -> list:
        return random_pick(self.rng, len(raw), lo, hi, multiple)

    def result(self, s):
        return None if s is None else value_of(Result(s), self.seat)


def evaluate_all(game, view, d, candidates: list, playouts: int, rng: random.Random,
                 horizon: int | None = None, mode: str = "round"):
    """Mean value of each candidate over `playouts` playouts (a playout that breaks a rule counts
    0); `horizon` rounds after this one, then the game is scored. In a forked copy: the
    `snapshot.ChildAnswer` to answer with."""
    from .snapshot import ChildAnswer
    deal = unseen_deal(view._s, view.player)       # the same in every copy of this decision
    jobs = [CandidatePlayout(view.player, c, draws.generator(rng.getrandbits(64)), deal)
            for c in candidates for _ in range(playouts)]
    results = explore(game, view._s, d, jobs, horizon, mode)
    if isinstance(results, ChildAnswer):
        return results
    means = []
    for i in range(len(candidates)):
        total = 0.0
        for v in results[i * playouts:(i + 1) * playouts]:
            if v is not None:
                total += v
        means.append(total / max(1, playouts))
    return means
