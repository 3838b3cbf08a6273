"""Two rulesets played on the same seeds, compared game by game.

    compare(base, house, games, players, agents, seed, workers=1, executor=None,
            progress=None, batch_size=None) -> Comparison

Game `i` of both rulesets is played with the same seed, `game_seed(seed, i)`, and the same
agents in the same seats (each agent seeds its generator from that game seed and its seat):
common random numbers. Both games of index `i` are played by the same task, one after the
other, and the task adds up, per measure, the base value, the house value and their
difference (house - base), with their squares. So the paired statistics come from exact
integer sums, whatever the number of workers, the batching or the executor, and the base
and house columns are exactly what `simulate` reports for each ruleset with the same seed.

Measures, per game: each seat's share of the win (a win shared by k players counts 1/k),
whether each seat was eliminated, the share of players eliminated, whether nobody won, the
mean score per player in each scoring category and in total, each seat's total, and the
game's rounds, decisions and statements run. Every difference has a 95% paired t interval
(`mean(d) +- t(n-1) * sd(d) / sqrt(n)` over the per-game differences d, for rates too);
a difference is significant when its interval does not contain zero.

A pair in which either game breaks a rule is left out of every statistic; the failed games
are counted per side and the first ones described (index, seed, side, message).
"""
from __future__ import annotations

import math
import time
from collections import Counter
from concurrent.futures import Executor
from dataclasses import asdict, dataclass, field
from typing import Callable, Sequence

from .errors import GameAbort
from .game import Game, Outcome
from .simulate import (BATCHES_PER_WORKER, ERRORS_KEPT, MAX_BATCH, check_request, game_key, game_seed, run_batches,
                       bounded, make_agents, mean_interval, plan_batches, process_pool, versions, wilson,
                       worker_games)

__all__ = ["Comparison", "PairTally", "compare", "describe", "paired"]

SIDES = ("base", "house")


def _measures(players: int, categories: Sequence[str]) -> list[dict]:
    """The paired measures, in report order: key, group, kind, seat / category, and the
    divisor that turns the integer per-game value into the reported one."""
    unit = math.lcm(*range(1, players + 1))
    out = []
    for p in range(players):
        out.append({"key": f"win/{p}", "group": "win_rate", "kind": "rate", "seat": p, "scale": unit})
    out.append({"key": "no_winner", "group": "no_winner", "kind": "rate", "scale": 1})
    out.append({"key": "eliminated", "group": "eliminated", "kind": "rate", "scale": players, "per_player": True})
    for p in range(players):
        out.append({"key": f"eliminated/{p}", "group": "eliminated", "kind": "rate", "seat": p, "scale": 1})
    for c in categories:
        out.append({"key": f"score/{c}", "group": "scores", "kind": "mean", "category": c, "scale": players})
    out.append({"key": "total", "group": "total_score", "kind": "mean", "scale": players})
    for p in range(players):
        out.append({"key": f"total/{p}", "group": "total_score", "kind": "mean", "seat": p, "scale": 1})
    for k in ("rounds", "decisions", "steps"):
        out.append({"key": k, "group": "length", "kind": "mean", "scale": 1})
    return out


def _values(out: Outcome, players: int, unit: int, categories: Sequence[str]) -> list[int]:
    """The integer per-game values of `_measures`, in the same order."""
    v = [0] * players
    if out.winners:
        share = unit // len(out.winners)
        for p in out.winners:
            v[p] = share
    v.append(0 if out.winners else 1)
    elim = [0] * players
    for p in out.eliminated:
        elim[p] = 1
    v.append(sum(elim))
    v += elim
    for c in categories:
        v.append(sum(scores.get(c, 0) for scores in out.scores))
    v.append(sum(out.totals))
    v += out.totals
    v += [out.rounds, out.decisions, out.steps]
    return v


class PairTally:
    """Integer sums over pairs of games; merging is exact and order-independent.

    For each paired measure j: sums of the base values, the house values and the
    differences, and of their squares. For a category of one side only: that side's sums.
    Per side, how many players ended with each score in each category and in total.
    """

    def __init__(self, players: int, base_categories: Sequence[str], house_categories: Sequence[str]):
        self.players = players
        self.unit = math.lcm(*range(1, players + 1))
        self.base_categories = list(base_categories)
        self.house_categories = list(house_categories)
        self.common = [c for c in self.base_categories if c in self.house_categories]
        self.only = {"base": [c for c in self.base_categories if c not in self.house_categories],
                     "house": [c for c in self.house_categories if c not in self.base_categories]}
        self.size = len(_measures(players, self.common))
        self.games = 0                       # pairs in which both games ended
        self.failed = {"base": 0, "house": 0}
        self.errors: list[tuple[int, int, str, str]] = []   # (index, game seed, side, message)
        zeros = lambda: [0] * self.size
        self.sum = {"base": zeros(), "house": zeros(), "diff": zeros()}
        self.sq = {"base": zeros(), "house": zeros(), "diff": zeros()}
        self.only_sum = {s: [0] * len(self.only[s]) for s in SIDES}
        self.only_sq = {s: [0] * len(self.only[s]) for s in SIDES}
        self.hist = {s: {c: Counter() for c in cats} for s, cats in
                     (("base", self.base_categories), ("house", self.house_categories))}
        self.hist_total = {s: Counter() for s in SIDES}

    def add(self, base: Outcome, house: Outcome) -> None:
        self.games += 1
        n, unit, common = self.players, self.unit, self.common
        vb, vh = _values(base, n, unit, common), _values(house, n, unit, common)
        sb, sh, sd = self.sum["base"], self.sum["house"], self.sum["diff"]
        qb, qh, qd = self.sq["base"], self.sq["house"], self.sq["diff"]
        for j, (b, h) in enumerate(zip(vb, vh)):
            d = h - b
            sb[j] += b
            sh[j] += h
            sd[j] += d
            qb[j] += b * b
            qh[j] += h * h
            qd[j] += d * d
        for side, out in (("base", base), ("house", house)):
            for j, c in enumerate(self.only[side]):
                v = sum(scores.get(c, 0) for scores in out.scores)
                self.only_sum[side][j] += v
                self.only_sq[side][j] += v * v
            hist = self.hist[side]
            for scores in out.scores:
                for c, counter in hist.items():
                    counter[scores.get(c, 0)] += 1
            for t in out.totals:
                self.hist_total[side][t] += 1

    def fail(self, index: int, seed: int, side: str, message: str) -> None:
        self.failed[side] += 1
        self.errors.append((index, seed, side, message))
        self.errors.sort()
        del self.errors[ERRORS_KEPT:]

    def merge(self, other: "PairTally") -> None:
        if (other.players, other.base_categories, other.house_categories) != \
                (self.players, self.base_categories, self.house_categories):
            raise ValueError("tallies of different comparisons cannot be merged")
        self.games += other.games
        for s in SIDES:
            self.failed[s] += other.failed[s]
            for j, v in enumerate(other.only_sum[s]):
                self.only_sum[s][j] += v
                self.only_sq[s][j] += other.only_sq[s][j]
            for c, counter in other.hist[s].items():
                self.hist[s][c].update(counter)
            self.hist_total[s].update(other.hist_total[s])
        self.errors = sorted(self.errors + other.errors)[:ERRORS_KEPT]
        for k in ("base", "house", "diff"):
            mine_s, mine_q = self.sum[k], self.sq[k]
            for j in range(self.size):
                mine_s[j] += other.sum[k][j]
                mine_q[j] += other.sq[k][j]


# ---- playing ------------------------------------------------------------------------------

def play_pairs(base: Game, house: Game, players: int, agents: Sequence[str], seed, indexes: Sequence[int],
               on_game: Callable[[], None] | None = None) -> PairTally:
    """Play game `i` of both rulesets on the same seed for every `i` in `indexes`."""
    tally = PairTally(players, base.layout.categories, house.layout.categories)
    for i in indexes:
        gs = game_seed(seed, i)
        outs = {}
        for side, game in (("base", base), ("house", house)):
            try:
                outs[side] = game.play(players, gs, make_agents(game, agents))
            except GameAbort as ex:
                tally.fail(i, gs, side, f"{type(ex).__name__}: {ex}")
        if len(outs) == 2:
            tally.add(outs["base"], outs["house"])
        if on_game is not None:
            on_game()
    return tally


@dataclass(frozen=True)
class PairTask:
    """One batch of pairs. The games (which pickle as their IR and settings) are None when
    the worker process was initialised with them."""
    keys: tuple[str, str]
    games: tuple[Game, Game] | None
    players: int
    agents: tuple[str, ...]
    seed: object
    indexes: range


def run_pair_task(task: PairTask) -> PairTally:
    base, house = worker_games(task.keys, task.games)
    return play_pairs(base, house, task.players, task.agents, task.seed, task.indexes)


# ---- statistics ---------------------------------------------------------------------------

def _scaled(m: dict, scale: int) -> dict:
    return {k: (None if v is None else v / scale) for k, v in m.items()}


def paired(diff_sum: int, diff_sq: int, n: int, scale: int = 1, low: float | None = None,
           high: float | None = None) -> dict:
    """The mean of n paired differences (integers, divided by `scale`) with its 95% t interval,
    clipped to the differences possible [low, high]; `significant` when the interval leaves
    out zero, `identical` when every difference is 0."""
    m = bounded(_scaled(mean_interval(diff_sum, diff_sq, n), scale), low, high)
    significant = m["low"] is not None and (m["low"] > 0 or m["high"] < 0)
    direction = None
    if significant:
        direction = "higher" if m["mean"] > 0 else "lower"
    return {**m, "significant": significant, "direction": direction, "identical": n > 0 and diff_sq == 0}


def _side(m: dict, total: int, squares: int, n: int, low: float | None = None, high: float | None = None) -> dict:
    """One ruleset's value of a measure: a rate with its Wilson interval (the share of
    players eliminated over player-games, like `simulate`; the others over games), or a mean
    with its t interval over games, clipped to the range [low, high] of the values."""
    scale = m["scale"]
    if m["kind"] == "rate":
        if m.get("per_player"):
            count, trials = total, n * scale
        else:
            count, trials = (total if scale == 1 else total / scale), n
        lo, hi = wilson(count, trials)
        return {"mean": count / trials if trials else None, "low": lo, "high": hi, "count": count, "n": trials}
    s = bounded(_scaled(mean_interval(total, squares, n), scale), low, high)
    return {"mean": s["mean"], "low": s["low"], "high": s["high"], "sd": s["sd"]}


def _range(t: "PairTally", side: str, m: dict) -> tuple[float | None, float | None]:
    """The values a measure's per-game value can take on one side: a rate in [0, 1]; a score
    or total between the lowest and highest a player had (the per-game value is a player's
    or the players' mean); a length is a count, never below 0."""
    if m["kind"] == "rate":
        return 0.0, 1.0
    key = m["key"]
    counter = t.hist[side].get(m["category"]) if key.startswith("score/") else \
        t.hist_total[side] if key.startswith("total") else None
    if counter:
        return min(counter), max(counter)
    return (0.0, None) if m["group"] == "length" else (None, None)


# ---- the result ---------------------------------------------------------------------------

@dataclass
class Comparison:
    base: dict                     # ruleset, ir_hash, house_rule (or None)
    house: dict
    seed: object
    games: int                     # requested
    paired: int                    # pairs in which both games ended
    failed: dict                   # base, house: games that broke a rule
    errors: list[dict]             # the first failed games: index, seed, side, message
    players: int
    agents: list[str]
    categories: dict               # both, only_base, only_house
    win_rate: list[dict]           # per seat
    no_winner: dict
    eliminated: dict               # all, seats
    scores: dict                   # per category
    total_score: dict              # all, seats
    length: dict                   # rounds, decisions, steps
    distributions: dict            # base/house -> scores (category -> value -> players), total
    timing: dict = field(default_factory=dict)
    versions: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return asdict(self)

    def comparable(self) -> dict:
        """Everything but timings: equal for equal inputs, whatever the workers or executor."""
        d = self.to_dict()
        d.pop("timing")
        return d

    def rows(self) -> list[dict]:
        """Every paired measure, in report order (each has `group`, `key` and the fields of
        a comparison: kind, base, house, difference)."""
        out = [*self.win_rate, self.no_winner, self.eliminated["all"], *self.eliminated["seats"]]
        out += [c for c in self.scores.values() if c["difference"] is not None]
        out += [self.total_score["all"], *self.total_score["seats"], *self.length.values()]
        return out


def describe(game: Game) -> dict:
    house_rule = game.ir.get("house_rule")
    return {"ruleset": game.name, "ir_hash": game.ir_hash,
            "house_rule": None if not house_rule else {"name": house_rule.get("name"),
                                                        "intent": house_rule.get("intent")}}


def summarise(t: PairTally, *, base: Game, house: Game, seed, games: int, agents: Sequence[str],
              seconds: float = 0.0, workers: int = 1, batches: int = 1) -> Comparison:
    n = t.games
    rows = {}
    for j, m in enumerate(_measures(t.players, t.common)):
        seat = m.get("seat")
        row = {"key": m["key"], "group": m["group"], "kind": m["kind"]}
        if seat is not None:
            row["seat"] = seat
            row["agent"] = agents[seat]
        if "category" in m:
            row["category"] = m["category"]
        ranges = {s: _range(t, s, m) for s in SIDES}
        for s in SIDES:
            row[s] = _side(m, t.sum[s][j], t.sq[s][j], n, *ranges[s])
        (base_lo, base_hi), (house_lo, house_hi) = ranges["base"], ranges["house"]
        row["difference"] = paired(t.sum["diff"][j], t.sq["diff"][j], n, m["scale"],
                                   None if house_lo is None or base_hi is None else house_lo - base_hi,
                                   None if house_hi is None or base_lo is None else house_hi - base_lo)
        rows[m["key"]] = row
    scores = {}
    for c in dict.fromkeys(t.base_categories + t.house_categories):     # base order, then the house's new ones
        if c in t.common:
            scores[c] = {**rows[f"score/{c}"], "only_in": None}
            continue
        side = "base" if c in t.only["base"] else "house"
        j = t.only[side].index(c)
        row = {"key": f"score/{c}", "group": "scores", "kind": "mean", "category": c, "only_in": side,
               "base": None, "house": None, "difference": None}
        measure = {"kind": "mean", "scale": t.players, "key": f"score/{c}", "category": c, "group": "scores"}
        row[side] = _side(measure, t.only_sum[side][j], t.only_sq[side][j], n, *_range(t, side, measure))
        scores[c] = row
    seats = range(t.players)
    hist = lambda counter: {str(v): counter[v] for v in sorted(counter)}
    return Comparison(
        base=describe(base), house=describe(house), seed=seed, games=games, paired=n,
        failed=dict(t.failed),
        errors=[{"index": i, "seed": s, "side": side, "message": msg} for i, s, side, msg in t.errors],
        players=t.players, agents=list(agents),
        categories={"both": list(t.common), "only_base": list(t.only["base"]), "only_house": list(t.only["house"])},
        win_rate=[rows[f"win/{p}"] for p in seats],
        no_winner=rows["no_winner"],
        eliminated={"all": rows["eliminated"], "seats": [rows[f"eliminated/{p}"] for p in seats]},
        scores=scores,
        total_score={"all": rows["total"], "seats": [rows[f"total/{p}"] for p in seats]},
        length={k: rows[k] for k in ("rounds", "decisions", "steps")},
        distributions={s: {"scores": {c: hist(h) for c, h in t.hist[s].items()}, "total": hist(t.hist_total[s])}
                       for s in SIDES},
        timing={"seconds": seconds, "pairs_per_second": (n + sum(t.failed.values())) / seconds if seconds > 0 else None,
                "workers": workers, "batches": batches},
        versions=versions(base.ir),
    )


# ---- the entry point ----------------------------------------------------------------------

def compare(base: dict | Game, house: dict | Game, games: int, players: int, agents: Sequence[str], seed=0,
            workers: int = 1, executor: Executor | None = None,
            progress: Callable[[int, int], None] | None = None, batch_size: int | None = None) -> Comparison:
    """Play `games` pairs of games (base and house on the same seed, agent `agents[i]` in
    seat i) and compare them. Runs like `simulate`: in this process with `workers=1` and no
    executor, on a process pool of `workers` otherwise, or on a caller's executor (for
    example a Dask client's `get_executor(pure=False)`), whose tasks then carry both games.
    `progress(done, total)` counts pairs."""
    base = base if isinstance(base, Game) else Game(base)
    house = house if isinstance(house, Game) else Game(house)
    agents = tuple(agents)
    check_request(base, games, players, agents)
    check_request(house, games, players, agents)
    if workers < 1:
        raise ValueError(f"workers must be at least 1, not {workers}")
    parts = 1 if executor is None and workers == 1 else workers * BATCHES_PER_WORKER
    batches = plan_batches(games, parts, batch_size or MAX_BATCH)
    started = time.perf_counter()
    if executor is None and workers == 1:
        results = run_batches(batches, games, progress, local=lambda indexes, tick: play_pairs(
            base, house, players, agents, seed, indexes, tick))
    else:
        own = executor is None
        keys = (game_key(base), game_key(house))
        ship = None if own else (base, house)
        results = run_batches(batches, games, progress,
                              pool=process_pool(workers, base, house) if own else executor, own_pool=own,
                              submit=lambda pool, indexes: pool.submit(
                                  run_pair_task, PairTask(keys, ship, players, agents, seed, indexes)))
    seconds = time.perf_counter() - started
    total = PairTally(players, base.layout.categories, house.layout.categories)
    for tally in results:                       # batch order = game-index order
        total.merge(tally)
    return summarise(total, base=base, house=house, seed=seed, games=games, agents=agents,
                     seconds=seconds, workers=workers, batches=len(batches))
