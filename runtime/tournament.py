"""Agents against each other with the seats rotated: who plays better, with 95% intervals.

    tournament(game, agents, games, seed=0, players=None, progress=None) -> dict

Game `i` is played with the seed `simulate.game_seed(seed, i)` and the agents of the list
turned by `i mod players` seats: over every `players` games each agent plays from every seat
with the same deals, so a seat's advantage cancels out. Results are per agent name (an agent
named twice is one entry, over all its seats): its share of the wins (a win shared by k counts
1/k) with a Wilson interval, how often it was eliminated, its mean total score with a t
interval, and its mean time per decision (wall clock, in this process). Same seed and the same
agents with fixed budgets give the same table, timings apart.
"""
from __future__ import annotations

import math
import time
from typing import Callable, Sequence

from .errors import GameAbort
from .game import Game
from .simulate import AGENTS, game_seed, mean_interval, rate

__all__ = ["tournament", "rotation"]


def rotation(agents: Sequence[str], index: int) -> list[str]:
    """The agents by seat in game `index`: the list turned by `index` seats."""
    n = len(agents)
    r = index % n
    return [agents[(seat - r) % n] for seat in range(n)]


class _Timed:
    """An agent whose `decide` is timed; everything else is the agent's own."""

    def __init__(self, agent, clock: list):
        self.agent, self.clock = agent, clock
        self.name = getattr(agent, "name", type(agent).__name__)

    def start(self, seed, seat, players):
        start = getattr(self.agent, "start", None)
        if start is not None:
            start(seed, seat, players)

    def decide(self, view, d):
        t = time.perf_counter()
        try:
            return self.agent.decide(view, d)
        finally:
            self.clock[0] += time.perf_counter() - t
            self.clock[1] += 1


def tournament(game: Game, agents: Sequence[str], games: int, seed=0, players: int | None = None,
               progress: Callable[[int, int], None] | None = None) -> dict:
    players = players or len(agents)
    if len(agents) != players:
        raise ValueError(f"{players} players need {players} agents (one per seat), got {len(agents)}")
    if not game.min_players <= players <= game.max_players:
        raise ValueError(f"{game.name} is for {game.player_counts()} players, not {players}")
    unknown = [a for a in agents if a not in AGENTS]
    if unknown:
        raise ValueError(f"unknown agent '{unknown[0]}' (known: {', '.join(AGENTS)})")
    if games < 1:
        raise ValueError(f"the number of games must be at least 1, not {games}")
    names = list(dict.fromkeys(agents))
    unit = math.lcm(*range(1, players + 1))
    acc = {n: {"seat_games": 0, "win_units": 0, "eliminated": 0, "total": 0, "squares": 0,
               "low": None, "high": None, "seconds": 0.0, "decisions": 0} for n in names}
    failed, errors, no_winner = 0, [], 0
    started = time.perf_counter()
    for i in range(games):
        seats = rotation(agents, i)
        clocks = [[0.0, 0] for _ in seats]
        made = [_Timed(AGENTS[a](game), clocks[p]) for p, a in enumerate(seats)]
        gs = game_seed(seed, i)
        try:
            out = game.play(players, gs, made)
        except GameAbort as ex:
            failed += 1
            if len(errors) < 10:
                errors.append({"index": i, "seed": gs, "message": f"{type(ex).__name__}: {ex}"})
        else:
            no_winner += not out.winners
            for p, a in enumerate(seats):
                r = acc[a]
                r["seat_games"] += 1
                if p in out.winners:
                    r["win_units"] += unit // len(out.winners)
                r["eliminated"] += p in out.eliminated
                t = out.totals[p]
                r["total"] += t
                r["squares"] += t * t
                r["low"] = t if r["low"] is None else min(r["low"], t)
                r["high"] = t if r["high"] is None else max(r["high"], t)
                r["seconds"] += clocks[p][0]
                r["decisions"] += clocks[p][1]
        if progress is not None:
            progress(i + 1, games)
    completed = games - failed
    rows = []
    for n in names:
        r = acc[a := n]
        k = r["seat_games"]
        rows.append({
            "agent": a, "seats_per_game": agents.count(a), "player_games": k,
            "wins": rate(r["win_units"] / unit, k),
            # the win share is per player-game, so an agent as good as the others wins 1 in `players`
            # of its player-games, however many seats it holds
            "fair_share": 1 / players,
            "eliminated": rate(r["eliminated"], k),
            "total": mean_interval(r["total"], r["squares"], k, r["low"], r["high"]),
            "seconds_per_decision": r["seconds"] / r["decisions"] if r["decisions"] else None,
            "decisions": r["decisions"],
        })
    return {"ruleset": game.name, "ir_hash": game.ir_hash, "players": players, "agents": list(agents),
            "seed": seed, "games": games, "completed": completed, "failed": failed, "errors": errors,
            "no_winner": rate(no_winner, completed), "rows": rows,
            "seconds": time.perf_counter() - started}
