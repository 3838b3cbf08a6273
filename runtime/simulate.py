"""Many seeded games, played in batches on any `concurrent.futures.Executor`, summarised
with 95% confidence intervals.

    simulate(ir, games, players, agents, seed, workers=1, executor=None, progress=None) -> Summary

Determinism: game `i` is played with the seed `game_seed(seed, i)`, which depends on the
user's seed and the game index only; agents derive their own generators from that game
seed and their seat. So a result is the same whatever the number of workers, the batching
or the order in which batches finish. A batch returns a `Tally` of integer counters (a win
shared by k players counts `unit // k` with `unit` divisible by every k), and tallies are
merged in batch order, so even the floating-point statistics are computed from the same
exact integers every time. The same game seeds for two rulesets give common random
numbers for comparing a house rule with the base game.

Execution: `workers=1` and no executor plays in this process. `workers>1` starts a
`ProcessPoolExecutor` whose initializer builds the `Game` from the IR once per process;
tasks carry only a game-index range. A caller's executor (for example a Dask client's
`get_executor()`) has no initializer: its tasks also carry the game (pickled as its IR),
and each worker process keeps the games it built, keyed by the IR hash and settings.
"""
from __future__ import annotations

import gc
import math
import multiprocessing
import os
import pickle
import platform
import time
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from typing import Callable, Sequence

from . import draws
from .agents import GreedyAgent, RandomAgent
from .errors import GameAbort
from .game import Game, Outcome

__all__ = ["AGENTS", "Summary", "Tally", "game_seed", "simulate", "plan_batches",
           "wilson", "mean_interval", "bounded", "t_quantile"]

class AgentTable(dict):
    """name -> factory(game) -> agent. Agents reseed themselves in `start(seed, seat, players)`.

    Besides its own keys it knows the search agent with a budget: `ismcts` (the default
    iterations per decision), `ismcts:400` (iterations), `ismcts:0.5s` (seconds per decision,
    not reproducible), each optionally with a playout policy (`ismcts:400:mast`; see
    `ismcts.POLICIES`). Listing it gives the base names."""

    def factory(self, name: str):
        if dict.__contains__(self, name):
            return dict.__getitem__(self, name)
        base, _, budget = name.partition(":")
        budget, named, policy = budget.partition(":")      # ismcts:400:mast: a playout policy
        if base != "ismcts" or not budget:
            return None
        from .ismcts import DEFAULT_POLICY, POLICIES
        if not named:
            policy = DEFAULT_POLICY
        elif policy not in POLICIES:
            return None
        try:
            if budget.endswith("s"):
                seconds = float(budget[:-1])
                if not 0 < seconds <= 3600:
                    return None
                return lambda game: _ismcts(game, seconds=seconds, policy=policy)
            iterations = int(budget)
        except ValueError:
            return None
        if not 1 <= iterations <= 1_000_000:
            return None
        return lambda game: _ismcts(game, iterations=iterations, policy=policy)

    def __contains__(self, name) -> bool:
        return isinstance(name, str) and self.factory(name) is not None

    def __getitem__(self, name: str):
        f = self.factory(name) if isinstance(name, str) else None
        if f is None:
            raise KeyError(name)
        return f


def _ismcts(game: Game, iterations: int | None = None, seconds: float | None = None, policy: str | None = None):
    from .ismcts import DEFAULT_ITERATIONS, DEFAULT_POLICY, ISMCTSAgent
    policy = policy or DEFAULT_POLICY
    if seconds is not None:
        return ISMCTSAgent(game, iterations=None, seconds=seconds, policy=policy)
    return ISMCTSAgent(game, iterations=iterations or DEFAULT_ITERATIONS, policy=policy)


AGENTS: AgentTable = AgentTable({
    "random": lambda game: RandomAgent(),
    "greedy": lambda game: GreedyAgent(game),
    "ismcts": lambda game: _ismcts(game),
})

MAX_BATCH = 1000            # games per task at most
BATCHES_PER_WORKER = 32     # small tasks: progress with slow agents, load balance; ~1 ms overhead each
Z95 = 1.959963984540054     # standard normal quantile for a two-sided 95% interval
ERRORS_KEPT = 10            # failed games described in a summary (all are counted)


def game_seed(seed, index: int) -> int:
    """The seed of game `index` of a run with the user's `seed` (a str seed is hashed with
    SHA-512 by `random`, stable across processes and PYTHONHASHSEED)."""
    return draws.seed_bits(f"rulewright-simulate:{seed}:{index}", 63)


def versions(ir: dict) -> dict:
    from importlib import metadata
    try:
        own = metadata.version("rulewright")
    except metadata.PackageNotFoundError:
        own = "not installed"
    return {"rulewright": own, "ir_format": ir.get("version"), "python": platform.python_version(),
            "implementation": platform.python_implementation()}


# ---- statistics ---------------------------------------------------------------------------

def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float] | tuple[None, None]:
    """Wilson score interval for a proportion (successes may be fractional: shared wins)."""
    if n <= 0:
        return (None, None)
    p = successes / n
    z2 = z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(max(0.0, p * (1 - p) / n + z2 / (4 * n * n))) / denom
    lo = 0.0 if successes <= 0 else max(0.0, centre - half)     # exact ends, not rounding noise
    hi = 1.0 if successes >= n else min(1.0, centre + half)
    return (lo, hi)


# two-sided 95% Student-t quantiles for 1..30 degrees of freedom (4 decimals)
_T_TABLE = (12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646, 2.3060, 2.2622, 2.2281,
            2.2010, 2.1788, 2.1604, 2.1448, 2.1314, 2.1199, 2.1098, 2.1009, 2.0930, 2.0860,
            2.0796, 2.0739, 2.0687, 2.0639, 2.0595, 2.0555, 2.0518, 2.0484, 2.0452, 2.0423)


def t_quantile(df: int) -> float:
    """Two-sided 95% Student-t quantile: a table up to df 30, then the Cornish-Fisher
    expansion around the normal quantile (error below 2e-5 from df 30 on)."""
    if df < 1:
        raise ValueError("a t quantile needs at least one degree of freedom")
    if df <= len(_T_TABLE):
        return _T_TABLE[df - 1]
    z = Z95
    return (z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2)
            + (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * df ** 3))


def mean_interval(total: int, squares: int, n: int, low: float | None = None, high: float | None = None) -> dict:
    """Mean with a 95% t interval, from the sum and the sum of squares of n integers. The
    interval is clipped to [low, high], the range the values can take or were observed in
    (a mean of non-negative scores never has an interval reaching below 0)."""
    if n <= 0:
        return {"mean": None, "sd": None, "low": None, "high": None}
    mean = total / n
    if n == 1:
        return {"mean": mean, "sd": None, "low": None, "high": None}
    var = max(0, n * squares - total * total) / (n * (n - 1))    # exact integers until here
    sd = math.sqrt(var)
    half = t_quantile(n - 1) * sd / math.sqrt(n)
    return bounded({"mean": mean, "sd": sd, "low": mean - half, "high": mean + half}, low, high)


def bounded(m: dict, low: float | None, high: float | None) -> dict:
    """An interval `m` (mean, low, high) clipped to [low, high]; None leaves that end open."""
    if m.get("low") is None:
        return m
    lo, hi = m["low"], m["high"]
    if low is not None:
        lo, hi = max(lo, low), max(hi, low)
    if high is not None:
        lo, hi = min(lo, high), min(hi, high)
    return {**m, "low": lo, "high": hi}


def rate(count: float, n: int) -> dict:
    lo, hi = wilson(count, n)
    return {"count": count, "n": n, "rate": count / n if n else None, "low": lo, "high": hi}


# ---- counting -----------------------------------------------------------------------------

LENGTHS = ("rounds", "decisions", "steps")


class Tally:
    """Integer counters over games; merging is exact and order-independent."""

    def __init__(self, players: int, categories: Sequence[str]):
        self.players = players
        self.categories = list(categories)
        self.unit = math.lcm(*range(1, players + 1))     # a win shared by k players: unit // k
        self.games = 0
        self.failed = 0
        self.errors: list[tuple[int, int, str]] = []      # (game index, game seed, message)
        self.win_units = [0] * players
        self.eliminated = [0] * players
        self.score_sum = [[0] * len(self.categories) for _ in range(players)]
        self.score_sq = [[0] * len(self.categories) for _ in range(players)]
        self.total_sum = [0] * players
        self.total_sq = [0] * players
        # the observed range over all players, per category and of the total (None: no game yet)
        self.score_range = [[None, None] for _ in self.categories]
        self.total_range = [None, None]
        self.no_winner = 0
        self.shared = 0
        self.length = {k: [0, 0, None, None] for k in LENGTHS}   # sum, sum of squares, min, max

    def add(self, out: Outcome) -> None:
        self.games += 1
        if out.winners:
            share = self.unit // len(out.winners)
            for p in out.winners:
                self.win_units[p] += share
            if len(out.winners) > 1:
                self.shared += 1
        else:
            self.no_winner += 1
        for p in out.eliminated:
            self.eliminated[p] += 1
        cats = self.categories
        ranges = self.score_range
        total_sum, total_sq, total_range = self.total_sum, self.total_sq, self.total_range
        for p, scores in enumerate(out.scores):
            ss, sq = self.score_sum[p], self.score_sq[p]
            for c, name in enumerate(cats):
                v = scores.get(name, 0)
                ss[c] += v
                sq[c] += v * v
                span = ranges[c]               # _widen(span, v), in place
                if span[0] is None or v < span[0]:
                    span[0] = v
                if span[1] is None or v > span[1]:
                    span[1] = v
            t = out.totals[p]
            total_sum[p] += t
            total_sq[p] += t * t
            if total_range[0] is None or t < total_range[0]:
                total_range[0] = t
            if total_range[1] is None or t > total_range[1]:
                total_range[1] = t
        length = self.length
        for k, v in (("rounds", out.rounds), ("decisions", out.decisions), ("steps", out.steps)):   # LENGTHS
            acc = length[k]
            acc[0] += v
            acc[1] += v * v
            if acc[2] is None or v < acc[2]:
                acc[2] = v
            if acc[3] is None or v > acc[3]:
                acc[3] = v

    def fail(self, index: int, seed: int, message: str) -> None:
        self.failed += 1
        self.errors.append((index, seed, message))
        self.errors.sort()
        del self.errors[ERRORS_KEPT:]

    def merge(self, other: "Tally") -> None:
        if (other.players, other.categories) != (self.players, self.categories):
            raise ValueError("tallies of different games cannot be merged")
        self.games += other.games
        self.failed += other.failed
        self.errors = sorted(self.errors + other.errors)[:ERRORS_KEPT]
        for p in range(self.players):
            self.win_units[p] += other.win_units[p]
            self.eliminated[p] += other.eliminated[p]
            self.total_sum[p] += other.total_sum[p]
            self.total_sq[p] += other.total_sq[p]
            for c in range(len(self.categories)):
                self.score_sum[p][c] += other.score_sum[p][c]
                self.score_sq[p][c] += other.score_sq[p][c]
        for mine, theirs in zip(self.score_range + [self.total_range], other.score_range + [other.total_range]):
            for v in theirs:
                if v is not None:
                    _widen(mine, v)
        self.no_winner += other.no_winner
        self.shared += other.shared
        for k in LENGTHS:
            a, b = self.length[k], other.length[k]
            a[0] += b[0]
            a[1] += b[1]
            a[2] = b[2] if a[2] is None else (a[2] if b[2] is None else min(a[2], b[2]))
            a[3] = b[3] if a[3] is None else (a[3] if b[3] is None else max(a[3], b[3]))


def _widen(span: list, v: int) -> None:
    """Grow an observed [min, max] (None, None when empty) to include v."""
    if span[0] is None or v < span[0]:
        span[0] = v
    if span[1] is None or v > span[1]:
        span[1] = v


# ---- playing ------------------------------------------------------------------------------

def make_agents(game: Game, names: Sequence[str]) -> list:
    return [AGENTS[name](game) for name in names]


def play_batch(game: Game, players: int, agents: Sequence[str], seed, indexes: Sequence[int],
               on_game: Callable[[], None] | None = None) -> Tally:
    """Play the games `indexes` of a run; a game that breaks a rule is counted as failed."""
    tally = Tally(players, game.layout.categories)
    makers = [AGENTS[name] for name in agents]      # make_agents' factories, looked up once a batch
    for i in indexes:
        gs = game_seed(seed, i)
        try:
            out = game.play(players, gs, [make(game) for make in makers])
        except GameAbort as ex:
            tally.fail(i, gs, f"{type(ex).__name__}: {ex}")
        else:
            tally.add(out)
        if on_game is not None:
            on_game()
    return tally


@dataclass(frozen=True)
class Task:
    """One batch: picklable, small. `game` (the IR and settings, see `Shipped`) is None
    when the worker was initialised with it."""
    key: str
    game: "Shipped | Game | None"
    players: int
    agents: tuple[str, ...]
    seed: object
    indexes: range


_GAMES: dict[str, Game] = {}     # per worker process: game key -> Game


def game_key(game: Game) -> str:
    """What identifies a game in a worker's cache: its rules and its settings."""
    return f"{game.ir_hash}/{game.step_budget}/{int(game.check_invariants)}/{game.engine}"


def _init_worker(keys: tuple[str, ...], games: tuple[Game, ...]) -> None:
    _GAMES.update(zip(keys, games))     # unpickling rebuilt them from the IR, once per process
    settle()


def settle() -> None:
    """Keep what a process has built so far (the compiled games) out of the garbage collector's
    passes: it lives as long as the process, and scanning it again in every full collection
    cost about 4% of a random game. For processes that do nothing but play (workers, bench)."""
    gc.collect()
    gc.freeze()


class Shipped:
    """A game as a task carries it to an executor without our initializer (Dask): its IR and
    settings, made into a `Game` only by a worker that does not have it yet. (A `Game` unpickles
    by making itself again from its IR, compiling and generating its code: done for every task, that
    cost tens of milliseconds per batch on a worker that had the game already.) The IR is pickled
    once, when the first task is sent, and travels as those bytes: sending a task copies them
    instead of pickling the IR again, and a worker that has the game never unpickles it."""

    __slots__ = ("args", "blob", "origin")

    def __init__(self, game: Game):
        self.args = (game.ir, game.step_budget, game.check_invariants, game.engine)
        self.blob = None
        self.origin = os.getpid()

    def __reduce__(self):
        if self.blob is None:
            self.blob = pickle.dumps(self.args, protocol=pickle.HIGHEST_PROTOCOL)
        return (_shipped, (self.blob, self.origin))

    def build(self) -> Game:
        return Game(*(self.args if self.args is not None else pickle.loads(self.blob)))


def _shipped(blob: bytes, origin: int) -> Shipped:
    s = Shipped.__new__(Shipped)
    s.args, s.blob, s.origin = None, blob, origin
    return s


def worker_games(keys: tuple[str, ...], shipped: tuple[Game | Shipped, ...] | None) -> list[Game]:
    """The games a task needs: from this worker's cache, else the ones the task carries
    (an executor without our initializer, e.g. Dask), which are then cached. A worker process
    (not the one that sent the task) then `settle`s, as a local worker does after its
    initializer: a Dask worker holds many more objects of its own for the collector to scan."""
    games = [_GAMES.get(k) for k in keys]
    if None in games:
        if shipped is None:
            raise RuntimeError("worker was not initialised with the rules and the task carries none")
        if len(_GAMES) >= 8:
            _GAMES.clear()
        games = [g.build() if isinstance(g, Shipped) else g for g in shipped]
        _GAMES.update(zip(keys, games))
        if any(isinstance(g, Shipped) and g.origin != os.getpid() for g in shipped):
            settle()
    return games


def run_task(task: Task) -> Tally:
    [game] = worker_games((task.key,), None if task.game is None else (task.game,))
    return play_batch(game, task.players, task.agents, task.seed, task.indexes)


def plan_batches(games: int, parts: int, max_batch: int = MAX_BATCH) -> list[range]:
    """Contiguous ranges of game indexes, about `parts` of them, each at most `max_batch`."""
    size = max(1, min(max_batch, math.ceil(games / max(1, parts))))
    return [range(a, min(a + size, games)) for a in range(0, games, size)]


def process_pool(workers: int, *games: Game) -> ProcessPoolExecutor:
    """Worker processes that each rebuild `games` once. forkserver (spawn where there is none):
    the default from Python 3.14 on, and no copy of this process's state in the workers."""
    methods = multiprocessing.get_all_start_methods()
    ctx = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
    return ProcessPoolExecutor(max_workers=workers, mp_context=ctx, initializer=_init_worker,
                               initargs=(tuple(map(game_key, games)), games))


# ---- summary ------------------------------------------------------------------------------

@dataclass
class Summary:
    ruleset: str
    ir_hash: str
    seed: object
    games: int                     # requested
    completed: int
    failed: int
    errors: list[dict]             # the first failed games: index, seed, message
    players: int
    agents: list[str]
    categories: list[str]
    seats: list[dict]
    by_agent: dict[str, dict]
    no_winner: dict                # games without a winner
    shared_wins: dict              # games won by several players together
    eliminated: dict               # share of all players eliminated
    length: dict                   # rounds, decisions, steps: mean, min, max
    timing: dict = field(default_factory=dict)
    versions: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return asdict(self)

    def comparable(self) -> dict:
        """Everything but timings: equal for equal inputs, whatever the workers."""
        d = self.to_dict()
        d.pop("timing")
        return d


def _group(tally: Tally, seats: Sequence[int]) -> dict:
    """Statistics over player-games of the given seats (treated as independent draws)."""
    n = tally.games * len(seats)
    wins = sum(tally.win_units[p] for p in seats) / tally.unit
    scores = {}
    for c, name in enumerate(tally.categories):
        scores[name] = mean_interval(sum(tally.score_sum[p][c] for p in seats),
                                     sum(tally.score_sq[p][c] for p in seats), n, *tally.score_range[c])
    return {
        "wins": rate(wins, n),
        "eliminated": rate(sum(tally.eliminated[p] for p in seats), n),
        "scores": scores,
        "total": mean_interval(sum(tally.total_sum[p] for p in seats), sum(tally.total_sq[p] for p in seats), n,
                               *tally.total_range),
    }


def summarise(tally: Tally, *, ruleset: str, key: str, seed, games: int, agents: Sequence[str],
              seconds: float = 0.0, workers: int = 1, batches: int = 1, ir: dict | None = None) -> Summary:
    seats = [{"seat": p, "agent": agents[p], **_group(tally, [p])} for p in range(tally.players)]
    by_agent = {}
    for name in dict.fromkeys(agents):                    # first-seen order
        mine = [p for p, a in enumerate(agents) if a == name]
        by_agent[name] = {"seats": mine, **_group(tally, mine)}
    length = {}
    for k in LENGTHS:
        s, sq, lo, hi = tally.length[k]
        length[k] = {**mean_interval(s, sq, tally.games, lo, hi), "min": lo, "max": hi}
    played = tally.games + tally.failed
    return Summary(
        ruleset=ruleset, ir_hash=key, seed=seed, games=games, completed=tally.games, failed=tally.failed,
        errors=[{"index": i, "seed": s, "message": m} for i, s, m in tally.errors],
        players=tally.players, agents=list(agents), categories=list(tally.categories),
        seats=seats, by_agent=by_agent,
        no_winner=rate(tally.no_winner, tally.games),
        shared_wins=rate(tally.shared, tally.games),
        eliminated=rate(sum(tally.eliminated), tally.games * tally.players),
        length=length,
        timing={"seconds": seconds, "games_per_second": played / seconds if seconds > 0 else None,
                "workers": workers, "batches": batches},
        versions=versions(ir or {}),
    )


# ---- the entry point ----------------------------------------------------------------------

def check_request(game: Game, games: int, players: int, agents: Sequence[str]) -> None:
    """ValueError with a sentence for the user when the request cannot be played."""
    if games < 1:
        raise ValueError(f"the number of games must be at least 1, not {games}")
    if not game.min_players <= players <= game.max_players:
        raise ValueError(f"{game.name} is for {game.player_counts()} players, not {players}")
    if len(agents) != players:
        raise ValueError(f"{players} players need {players} agents (one per seat), got {len(agents)}")
    unknown = [a for a in agents if a not in AGENTS]
    if unknown:
        raise ValueError(f"unknown agent '{unknown[0]}' (known: {', '.join(AGENTS)})")



def run_batches(batches: list, games: int, progress: Callable | None, *, local: Callable | None = None,
                pool: Executor | None = None, own_pool: bool = False, submit: Callable | None = None) -> list:
    """Run every batch and return the results in batch order (= game-index order).

    In this process: `local(indexes, tick)` per batch, `tick()` after each game. On an
    executor: `submit(pool, indexes)` per batch, collected as they finish; `own_pool` pools
    are shut down afterwards. `progress(done, games)` reports either way."""
    results: list = [None] * len(batches)
    done = 0
    if pool is None:
        def tick():
            nonlocal done
            done += 1
            progress(done, games)
        for b, indexes in enumerate(batches):
            results[b] = local(indexes, tick if progress else None)
        return results
    futures = {}
    try:
        for b, indexes in enumerate(batches):
            futures[submit(pool, indexes)] = b
        for fut in as_completed(futures):
            b = futures[fut]
            results[b] = fut.result()
            done += len(batches[b])
            if progress:
                progress(done, games)
    except BaseException:
        for fut in futures:
            fut.cancel()
        raise
    finally:
        if own_pool:
            pool.shutdown(wait=True, cancel_futures=True)
    return results

def simulate(ir: dict | Game, games: int, players: int, agents: Sequence[str], seed=0, workers: int = 1,
             executor: Executor | None = None, progress: Callable[[int, int], None] | None = None,
             batch_size: int | None = None) -> Summary:
    """Play `games` games with agent `agents[i]` in seat i and summarise them.

    `progress(done, total)` is called in this process as games (in-process) or batches
    (in a pool) finish. Games that break a rule are counted in `failed` and the first ones
    described in `errors` (index and seed, to replay them); the statistics cover the rest.
    """
    game = ir if isinstance(ir, Game) else Game(ir)
    agents = tuple(agents)
    check_request(game, games, players, agents)
    if workers < 1:
        raise ValueError(f"workers must be at least 1, not {workers}")
    parts = 1 if executor is None and workers == 1 else workers * BATCHES_PER_WORKER
    batches = plan_batches(games, parts, batch_size or MAX_BATCH)
    started = time.perf_counter()
    if executor is None and workers == 1:
        results = run_batches(batches, games, progress,
                              local=lambda indexes, tick: play_batch(game, players, agents, seed, indexes, tick))
    else:
        own = executor is None
        key, ship = game_key(game), (None if own else Shipped(game))
        results = run_batches(batches, games, progress, pool=process_pool(workers, game) if own else executor,
                              own_pool=own,
                              submit=lambda pool, indexes: pool.submit(
                                  run_task, Task(key, ship, players, agents, seed, indexes)))
    seconds = time.perf_counter() - started
    total = Tally(players, game.layout.categories)
    for tally in results:                      # batch order = game-index order
        total.merge(tally)
    return summarise(total, ruleset=game.name, key=game.ir_hash, seed=seed, games=games, agents=agents,
                     seconds=seconds, workers=workers, batches=len(batches), ir=game.ir)
