"""The `simulate` and `bench` commands: many seeded games with a summary, and the speed of
the engine on one core.

Registered on the main group by `rulewright.cli.main`, which loads it lazily; the shared helpers
come from `rulewright.cli.support`.
"""
from __future__ import annotations

import json
import math
import os
import signal
import sys
import time
from contextlib import contextmanager
from typing import Callable, NoReturn

import click

from rulewright.cli.support import (UsageProblem, compiled_or_exit, ruleset_path, signals_as_interrupts,
                                    why_not_an_agent)
from rulewright.cli.terminal import control_writer

from rulewright.runtime.game import Game
from rulewright.runtime.narration_end import calls
from rulewright.runtime.simulate import AGENTS, Summary, game_seed, versions
from rulewright.runtime.simulate import simulate as run_simulation

CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}
DEFAULT_PLAYERS = 4


# A run is planned in batches before it starts; 10^8 games (days of play) keep that plan
# small, while 10^12 would fill the memory before the first game.
MAX_GAMES = 100_000_000
GAMES = click.IntRange(min=1, max=MAX_GAMES)


class _Seconds(click.FloatRange):
    """A positive, finite number of seconds (FloatRange lets nan and inf through)."""

    def convert(self, value, param, ctx):
        seconds = super().convert(value, param, ctx)
        if not math.isfinite(seconds):
            self.fail(f"{value} is not a number of seconds (give a positive number, e.g. 5)", param, ctx)
        return seconds


SECONDS = _Seconds(min=0, min_open=True)


def rate_text(per_second: float, plural: str, singular: str) -> str:
    """A rate as a person reads it: "2,041 games/s", "3.4 games/s", or for a slow run "15.5 s
    per game" (a search agent's games; "0 games/s" would say nothing)."""
    if per_second >= 10:
        return f"{per_second:,.0f} {plural}/s"
    if per_second >= 1:
        return f"{per_second:.1f} {plural}/s"
    return f"{1 / per_second:,.1f} s per {singular}"


def _compile(name: str):
    """The IR of RULESET, or the diagnostics and exit 1; exit 2 for a missing ruleset."""
    return compiled_or_exit(ruleset_path(name)).ir


def category_names(rulesets, lang: str | None) -> dict[str, str]:
    """The scoring categories' names in `lang` (each ruleset's `category-<c>` messages, the
    first ruleset's first), for the text and the pictures; {} without `lang`, and a category
    no ruleset names keeps its identifier. `rulesets`: compiled rulesets (`.ir`, `.root`).
    A language a ruleset does not offer is a usage error, a broken locale file exit 1."""
    if lang is None:
        return {}
    from rulewright.i18n import I18nError, ruleset_localizer
    names: dict[str, str] = {}
    for compiled in rulesets:
        spec = compiled.ir["ruleset"].get("locales") or {}
        offered = list(spec.get("languages", []))
        if lang not in offered:
            raise UsageProblem(f"the ruleset '{compiled.ir['ruleset'].get('name')}' is not translated into "
                               f"'{lang}'; choose --lang from: {', '.join(offered) or 'none'}")
        try:
            loc = ruleset_localizer(compiled.ir, compiled.root, lang)
            for c in compiled.ir["categories"]:
                if c not in names and loc.has(f"category-{c}"):
                    names[c] = loc.format(f"category-{c}")
        except I18nError as ex:
            click.echo(f"error: {ex}", err=True)
            sys.exit(1)
    return names


def _usage(message: str):
    return UsageProblem(message)


def _parse_agents(text: str | None) -> list[str] | None:
    if text is None:
        return None
    names = [a.strip().lower() for a in text.split(",")]     # as `play` reads them
    if not all(names):
        raise _usage(f"--agents: empty agent name in '{text}' (give names separated by commas, e.g. random,greedy)")
    unknown = [a for a in names if a not in AGENTS]
    if unknown:
        why = why_not_an_agent(unknown[0]) if unknown[0] != "human" else \
            f"a person plays only in `rulewright play`; here every seat is a bot ({', '.join(AGENTS)})"
        raise _usage(f"--agents: unknown agent '{unknown[0]}': {why}" if why else
                     f"--agents: unknown agent '{unknown[0]}' (known: {', '.join(AGENTS)}; "
                     f"ismcts:N for N iterations per decision, ismcts:Xs for X seconds)")
    return names


def _seats(game: Game, players: int | None, agents: list[str] | None) -> tuple[int, list[str]]:
    span = f"{game.name} is for {game.player_counts()} players"
    if players is None and agents:
        players = len(agents)
        if not game.min_players <= players <= game.max_players:
            raise _usage(f"--agents: one agent per seat, and {span}, not {players}")
    if players is None:
        players = min(max(DEFAULT_PLAYERS, game.min_players), game.max_players)
    if not game.min_players <= players <= game.max_players:
        raise _usage(f"--players: {span}, not {players}")
    if agents is None:
        agents = ["random"] * players
    if len(agents) != players:
        raise _usage(f"--agents: {players} players need {players} agents (one per seat, in seat order), "
                     f"got {len(agents)}: {','.join(agents)}")
    return players, agents


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:        # pragma: no cover - not on Linux
        return os.cpu_count() or 1


MAX_WORKERS_PER_CORE = 4          # more processes than this only fight over the cores


def worker_count(requested: int) -> int:
    """--workers for a local pool: 0 means one per core; more than MAX_WORKERS_PER_CORE per
    core is capped, with a note on stderr saying the number used."""
    cores = _cores()
    if requested == 0:
        return cores
    most = MAX_WORKERS_PER_CORE * cores
    if requested > most:
        click.echo(f"note: --workers {requested} is more than this machine can use; using {most} "
                   f"({MAX_WORKERS_PER_CORE} per core, {cores} core{'s' if cores != 1 else ''})", err=True)
        return most
    return requested


class Progress:
    """Progress on stderr, never on stdout. On a terminal: a bar redrawn in place, once a run
    has lasted `delay` seconds (0.5). Elsewhere (a log file, CI): a plain line at each further
    tenth of the run or every LINE_EVERY seconds, once it has lasted `delay` seconds (10 by
    default, so short runs stay quiet), and a last line at the end."""

    TTY_DELAY, TTY_EVERY = 0.5, 0.1
    LINE_DELAY, LINE_EVERY, LINE_STEP = 10.0, 10.0, 0.1

    def __init__(self, total: int, stream, tty: bool, delay: float | None = None,
                 verb: str = "simulated", noun: str = "games"):
        self.total, self.tty, self.verb, self.noun = total, tty, verb, noun
        self.write, self.flush = control_writer(stream), stream.flush
        self.delay = delay if delay is not None else (self.TTY_DELAY if tty else self.LINE_DELAY)
        self.started = time.monotonic()
        self.last: float | None = None
        self.next_mark = 0             # lines: the count at which the next tenth is reached
        self.drawn = False

    def _due(self, done: int, total: int, now: float) -> bool:
        if done >= total:              # the end: only to finish what was shown (or was asked for)
            return self.drawn or (not self.tty and self.delay == 0)
        if now - self.started < self.delay:
            return False
        if self.last is None:
            return True
        if self.tty:
            return now - self.last >= self.TTY_EVERY
        return done >= self.next_mark or now - self.last >= self.LINE_EVERY

    def __call__(self, done: int, total: int) -> None:
        now = time.monotonic()
        if not self._due(done, total, now):
            return
        self.last = now
        elapsed = now - self.started
        rate = done / elapsed if elapsed > 0 else 0.0
        eta = f", {((total - done) / rate):.0f} s left" if rate and done < total else ""
        share = f"{100 * done // total}%"
        if self.tty:
            width = 30
            fill = int(width * done / total)
            self.write(f"\r[{'#' * fill}{'.' * (width - fill)}] {done}/{total} {self.noun}, {elapsed:.1f} s{eta}\033[K")
        else:
            step = max(1, int(total * self.LINE_STEP))
            self.next_mark = (done // step + 1) * step
            self.write(f"{self.verb} {done}/{total} {self.noun} ({share}), {elapsed:.1f} s{eta}\n")
        self.flush()
        self.drawn = True

    def close(self) -> None:
        if self.tty and self.drawn:
            self.write("\r\033[K")
            self.flush()


def progress_for(progress: bool | None, total: int, stream, verb: str = "simulated",
                 noun: str = "games") -> Progress | None:
    """The progress report a command asked for: --no-progress none; --progress from the
    start (lines) or after half a second (a bar); by default a bar on a terminal, lines
    elsewhere after LINE_DELAY seconds."""
    if progress is False:
        return None
    tty = _isatty(stream)
    delay = 0.0 if progress and not tty else None
    return Progress(total, stream, tty=tty, delay=delay, verb=verb, noun=noun)


class Done:
    """How many games of a run are done (for the message when it is stopped), passed on to
    the progress report when there is one."""

    def __init__(self, report: Callable[[int, int], None] | None):
        self.report, self.done = report, 0

    def __call__(self, done: int, total: int) -> None:
        self.done = done
        if self.report is not None:
            self.report(done, total)


def stopped(ex: KeyboardInterrupt, done: int, total: int, noun: str = "games") -> NoReturn:
    """A run stopped by Ctrl-C, SIGTERM or SIGHUP: say how far it got, exit 128 + the signal
    (130 for Ctrl-C), as shells do for a process a signal ended."""
    signum = getattr(ex, "signum", signal.SIGINT)
    click.echo(f"interrupted ({signal.Signals(signum).name}) after {done} of {total} {noun}: "
               f"no result was written", err=True)
    sys.exit(128 + signum)


def _isatty(stream) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError, OSError):
        return False


# ---- where the games run ------------------------------------------------------------------

EXECUTORS = ("local", "dask")
DASK_CONNECT_TIMEOUT = 5       # seconds to reach a scheduler
DASK_WORKER_WAIT = 10          # seconds for a first worker to join it


def executor_options(command):
    """The options --executor local|dask and --scheduler ADDRESS (simulate, compare)."""
    command = click.option(
        "--scheduler", metavar="ADDRESS",
        help="Address of the Dask scheduler for --executor dask, e.g. tcp://10.0.0.5:8786.")(command)
    return click.option(
        "--executor", "executor_kind", type=click.Choice(EXECUTORS), default="local", show_default=True,
        help="local: --workers processes on this machine; dask: the workers of the Dask cluster at "
             "--scheduler (pip install 'rulewright[dask]'). The results are the same.")(command)


def check_executor(kind: str, scheduler: str | None) -> None:
    """Usage errors (exit 2) of --executor and --scheduler."""
    if kind == "dask" and not scheduler:
        raise _usage("--executor dask needs --scheduler ADDRESS, the address of a running Dask scheduler "
                     "(e.g. tcp://10.0.0.5:8786)")
    if kind == "local" and scheduler:
        raise _usage("--scheduler is only for --executor dask: add --executor dask, or leave out --scheduler")
    if kind == "dask":
        problem = scheduler_address_problem(scheduler)
        if problem:
            raise _usage(f"--scheduler '{scheduler}': {problem}; give the address of a Dask scheduler as "
                         f"tcp://HOST:PORT (e.g. tcp://10.0.0.5:8786)")


SCHEDULER_PROTOCOLS = ("tcp", "tls", "ws", "wss", "ucx")


def scheduler_address_problem(address: str) -> str | None:
    """What is wrong with a scheduler address, or None. Checked before Dask sees it: a client
    given a malformed address fails half-built, and its clean-up at exit prints a traceback."""
    protocol, sep, location = address.partition("://")
    if not sep:
        protocol, location = "tcp", address
    if protocol not in SCHEDULER_PROTOCOLS:
        return f"unknown protocol '{protocol}' (one of {', '.join(SCHEDULER_PROTOCOLS)})"
    if location.startswith("["):                       # [IPv6]:PORT
        host, bracket, port = location[1:].partition("]")
        if not bracket or not port.startswith(":"):
            return "an IPv6 address needs brackets and a port, like [::1]:8786"
        port = port[1:]
    else:
        host, colon, port = location.rpartition(":")
        if not colon:
            return "no port number (HOST:PORT)"
    if not host or any(c.isspace() or c in "/[]@" for c in host):
        return "no host name or address"
    if not (port.isascii() and port.isdigit() and 1 <= int(port) <= 65535):
        return "no port number (1 to 65535)"
    return None


def _fail(message: str):
    click.echo(f"error: {message}", err=True)
    sys.exit(1)


@contextmanager
def open_executor(kind: str, scheduler: str | None, workers: int):
    """(executor, workers) for a run: (None, workers) on this machine; with Dask, a client's
    executor and the number of worker threads of the cluster. A missing `distributed`, a
    scheduler that cannot be reached (within DASK_CONNECT_TIMEOUT seconds), a cluster with
    no worker and a failure on the cluster are errors with exit 1, without a traceback.
    Tasks are submitted with pure=False: Dask never merges two of them, and each carries its
    own range of game indexes anyway."""
    if kind != "dask":
        yield None, workers
        return
    try:
        from distributed import Client
    except ImportError:
        _fail("--executor dask needs the Dask package 'distributed': pip install 'rulewright[dask]'")
    try:
        client = Client(scheduler, timeout=DASK_CONNECT_TIMEOUT, set_as_default=False)
    except Exception as ex:           # OSError (timeout, refused), ValueError (malformed address), ...
        _fail(f"cannot reach the Dask scheduler at '{scheduler}': {ex}")
    try:
        try:
            client.wait_for_workers(1, timeout=DASK_WORKER_WAIT)
        except Exception:
            _fail(f"the Dask scheduler at '{scheduler}' has no worker (none joined within {DASK_WORKER_WAIT} s)")
        threads = sum(client.nthreads().values()) or 1
        try:
            yield client.get_executor(pure=False), threads
        except Exception as ex:
            _fail(f"the Dask cluster at '{scheduler}' could not run the games: {type(ex).__name__}: {ex} "
                  "(do its workers have this version of rulewright installed?)")
    finally:
        client.close()


# ---- text output ------------------------------------------------------------------------

def _pct(r: dict) -> str:
    if r["rate"] is None:
        return "-"
    return f"{100 * r['rate']:.1f}% [{100 * r['low']:.1f}, {100 * r['high']:.1f}]"


def _mean(m: dict) -> str:
    if m["mean"] is None:
        return "-"
    if m["low"] is None:
        return f"{m['mean']:.2f}"
    return f"{m['mean']:.2f} [{m['low']:.2f}, {m['high']:.2f}]"


def _table(rows: list[list[str]], right: set[int] = frozenset()) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = []
    for r in rows:
        cells = [c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))]
        out.append("  ".join(cells).rstrip())
    return out


def render_text(s: Summary, can_eliminate: bool = True, categories: dict[str, str] | None = None) -> str:
    """The summary as text; `can_eliminate` False (no rule calls `eliminate`) leaves the
    elimination figures out, which could only be 0; `categories`: display names of the
    scoring categories (default: their identifiers)."""
    v = s.versions
    lines = [
        f"{s.ruleset}: {s.completed} games, {s.players} players, seed {s.seed}",
        f"rules: IR sha256 {s.ir_hash[:16]} (format {v.get('ir_format')}); "
        f"rulewright {v.get('rulewright')}, Python {v.get('python')}",
        "",
    ]
    if s.completed == 0:
        every = "the game" if s.games == 1 else f"all {s.games} games"
        lines.append(f"no game finished: {every} broke a rule (named on standard error), so there is nothing "
                     f"to summarise")
    else:
        lines += _figures(s, can_eliminate, categories or {})
    if s.failed:
        lines += ["", f"FAILED: {s.failed} of {s.games} games broke a rule (not counted above)"]
    t = s.timing
    speed = f", {rate_text(t['games_per_second'], 'games', 'game')}" if t["games_per_second"] else ""
    workers = f"{t['workers']} worker" + ("s" if t["workers"] != 1 else "")
    lines += ["", f"time: {t['seconds']:.2f} s{speed}, {workers}"]      # last line: the only one that varies
    return "\n".join(lines)


def _figures(s: Summary, can_eliminate: bool, categories: dict[str, str]) -> list[str]:
    out = lambda cells: [c for i, c in enumerate(cells) if can_eliminate or i != 3]   # noqa: E731
    lines = ["Rates with 95% Wilson intervals; means with 95% t intervals. A win shared by k players counts 1/k.",
             ""]
    rows = [out(["seat", "agent", "win rate", "eliminated", "mean total score"])]
    for seat in s.seats:
        rows.append(out([str(seat["seat"]), seat["agent"], _pct(seat["wins"]), _pct(seat["eliminated"]),
                         _mean(seat["total"])]))
    lines += _table(rows) + [""]
    if len(s.by_agent) > 1 or any(len(a["seats"]) > 1 for a in s.by_agent.values()):
        rows = [out(["agent", "seats", "win rate", "eliminated", "mean total score"])]
        for name, a in s.by_agent.items():
            rows.append(out([name, ",".join(map(str, a["seats"])), _pct(a["wins"]), _pct(a["eliminated"]),
                             _mean(a["total"])]))
        lines += _table(rows) + [""]
    rows = [["mean score"] + [f"seat {p}" for p in range(s.players)]]
    for cat in s.categories:
        rows.append([categories.get(cat, cat)] + [_mean(seat["scores"][cat]) for seat in s.seats])
    rows.append(["total"] + [_mean(seat["total"]) for seat in s.seats])
    lines += _table(rows) + [""]
    rows = [
        ["games with no winner", f"{s.no_winner['count']} of {s.completed}", _pct(s.no_winner)],
        ["games with a shared win", f"{s.shared_wins['count']} of {s.completed}", _pct(s.shared_wins)],
    ]
    if can_eliminate:
        rows.append(["players eliminated", f"{s.eliminated['count']} of {s.eliminated['n']}", _pct(s.eliminated)])
    lines += _table(rows) + [""]
    rows = [["game length", "mean", "min", "max"]]
    for k, m in s.length.items():
        rows.append([k, "-" if m["mean"] is None else f"{m['mean']:.1f}", str(m["min"]), str(m["max"])])
    return lines + _table(rows, right={1, 2, 3})


# ---- simulate ---------------------------------------------------------------------------

@click.command(context_settings=CONTEXT)
@click.argument("ruleset")
@click.option("-n", "--games", type=GAMES, default=1000, show_default=True,
              help="Number of games.")
@click.option("-p", "--players", type=click.IntRange(min=1),
              help=f"Players per game (default: the number of agents, else {DEFAULT_PLAYERS} within the ruleset's range).")
@click.option("-a", "--agents", metavar="NAME,...",
              help=f"One agent per seat, in seat order ({'|'.join(AGENTS)}); default: random in every seat.")
@click.option("-s", "--seed", type=int, default=0, show_default=True, help="Seed of the whole run.")
@click.option("-w", "--workers", type=click.IntRange(min=0), default=1, show_default=True,
              help=f"Worker processes (0: one per available core; at most {MAX_WORKERS_PER_CORE} per core).")
@executor_options
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
@click.option("--lang", help="Name the scoring categories in this language (default: by their identifiers).")
@click.option("--progress/--no-progress", default=None,
              help="Progress on stderr (default: a bar on a terminal after half a second; elsewhere a line "
                   "every tenth of the run or 10 s, once it has lasted 10 s).")
def simulate(ruleset: str, games: int, players: int | None, agents: str | None, seed: int, workers: int,
             executor_kind: str, scheduler: str | None, as_json: bool, lang: str | None, progress: bool | None) -> None:
    """Play many seeded games of RULESET and summarise them: win rates, eliminations, scores
    per category and game length, with 95% confidence intervals.

    Game i uses a seed made from --seed and i only, so the result does not depend on
    --workers, nor on --executor. Exit 0 on success, 1 when the rules do not compile, a game
    breaks a rule or the Dask cluster fails, 2 for a usage error, 130 when stopped by Ctrl-C.
    """
    names = _parse_agents(agents)
    check_executor(executor_kind, scheduler)
    compiled = compiled_or_exit(ruleset_path(ruleset))
    ir = compiled.ir
    categories = category_names([compiled], lang)
    game = Game(ir)
    players, names = _seats(game, players, names)
    workers = worker_count(workers) if executor_kind == "local" else workers or _cores()
    bar = progress_for(progress, games, sys.stderr)
    done, interrupt = Done(bar), None
    try:
        # SIGTERM and SIGHUP stop like Ctrl-C, so the worker processes are shut down, not orphaned
        with signals_as_interrupts(), open_executor(executor_kind, scheduler, workers) as (pool, workers):
            summary = run_simulation(game, games, players, names, seed, workers=workers, executor=pool,
                                     progress=done)
    except KeyboardInterrupt as ex:
        interrupt = ex
    finally:
        if bar is not None:
            bar.close()
    if interrupt is not None:
        stopped(interrupt, done.done, games)
    if as_json:
        click.echo(json.dumps(summary.to_dict(), indent=1, ensure_ascii=False))
    else:
        click.echo(render_text(summary, can_eliminate=calls(ir, "eliminate"), categories=categories))
    if summary.failed:
        for e in summary.errors:
            click.echo(f"game {e['index']} (seed {e['seed']}): {e['message']}", err=True)
        click.echo(f"{summary.failed} of {summary.games} games broke a rule", err=True)
        sys.exit(1)


# ---- bench ------------------------------------------------------------------------------

def _bench_run(game: Game, players: int, seed: int, games: int | None, seconds: float):
    from rulewright.runtime.agents import RandomAgent
    played = decisions = steps = 0
    started, cpu = time.perf_counter(), time.process_time()
    deadline = started + seconds
    # at least one game, however short --seconds is: the figures divide by the games played
    while (played < games) if games is not None else (played == 0 or time.perf_counter() < deadline):
        out = game.play(players, game_seed(seed, played), [RandomAgent() for _ in range(players)])
        played += 1
        decisions += out.decisions
        steps += out.steps
    return played, decisions, steps, time.perf_counter() - started, time.process_time() - cpu


def _bench_figures(game: Game, ir: dict, players: int, seed: int, games: int | None, seconds: float,
                   check_invariants: bool) -> dict:
    _bench_run(game, players, seed, 1, 0)                                   # warm-up
    from rulewright.runtime.simulate import settle
    settle()                      # as a simulate worker does: the compiled game out of the collector's way
    played, decisions, steps, elapsed, cpu = _bench_run(game, players, seed, games, seconds)
    return {
        "ruleset": game.name, "ir_hash": game.ir_hash, "players": players, "agents": "random",
        "check_invariants": check_invariants, "engine": game.engine, "games": played, "seconds": elapsed,
        "games_per_second": played / elapsed, "decisions_per_second": decisions / elapsed,
        "statements_per_second": steps / elapsed, "decisions_per_game": decisions / played,
        "statements_per_game": steps / played, "ms_per_game": 1000 * elapsed / played,
        # the CPU time of this process over the same games: steadier than the clock on a busy machine
        "cpu_seconds": cpu, "games_per_cpu_second": played / cpu if cpu > 0 else None,
        "versions": versions(ir),
    }


def _bench_players(game: Game, asked: tuple[int, ...], every: bool) -> list[int]:
    if every:
        return list(range(game.min_players, game.max_players + 1))
    if not asked:
        return [_seats(game, None, None)[0]]
    return [_seats(game, p, None)[0] for p in asked]


@click.command(context_settings=CONTEXT)
@click.argument("rulesets", metavar="RULESET...", nargs=-1, required=True)
@click.option("-p", "--players", type=click.IntRange(min=1), multiple=True,
              help=f"Players per game; repeat for several counts (default {DEFAULT_PLAYERS} within the ruleset's range).")
@click.option("--all-players", is_flag=True, help="Every player count the ruleset allows.")
@click.option("-n", "--games", type=GAMES, help="Play exactly this many games (default: as many as fit in --seconds).")
@click.option("-t", "--seconds", type=SECONDS, default=5.0, show_default=True,
              help="How long to play when --games is not given.")
@click.option("-s", "--seed", type=int, default=0, show_default=True)
@click.option("--check-invariants", is_flag=True, help="Check the state's invariants at every statement (to see what it costs).")
@click.option("--engine", type=click.Choice(["generated", "interpreter"]), default="generated", show_default=True,
              help="The generated Python of the ruleset, or the closure interpreter (the reference it is tested against).")
@click.option("--profile", is_flag=True, help="Also play the games under cProfile and print the top entries.")
@click.option("--top", type=click.IntRange(min=1), default=25, show_default=True, help="Entries shown with --profile.")
@click.option("--sort", "sort_key", type=click.Choice(["tottime", "cumulative"]), default="tottime", show_default=True,
              help="Order of the --profile entries.")
@click.option("--json", "as_json", is_flag=True, help="Print the figures as JSON (a list when several are measured).")
def bench(rulesets: tuple[str, ...], players: tuple[int, ...], all_players: bool, games: int | None, seconds: float,
          seed: int, check_invariants: bool, engine: str, profile: bool, top: int, sort_key: str, as_json: bool) -> None:
    """Speed of the engine: complete random games of RULESET per second, decisions and
    statements per second, in this process on one core (no worker pool), for each ruleset
    and player count asked for. One warm-up game is not counted.
    """
    if profile and (len(rulesets) > 1 or len(players) > 1 or all_players):
        raise _usage("--profile measures one ruleset and one player count")
    cases = []
    for name in rulesets:
        ir = _compile(name)
        game = Game(ir, check_invariants=check_invariants, engine=engine)
        cases += [(game, ir, p) for p in _bench_players(game, players, all_players)]
    results = [_bench_figures(game, ir, p, seed, games, seconds, check_invariants) for game, ir, p in cases]
    if as_json and not profile:
        click.echo(json.dumps(results[0] if len(results) == 1 else results, indent=1))
        return
    if not as_json and len(results) > 1:
        checks = ", invariants checked at every statement" if check_invariants else ""
        click.echo(f"random players, one core, no pool, {cases[0][0].engine} engine{checks}")
        rows = [["ruleset", "players", "games", "games/s", "decisions/s", "statements/s", "ms/game",
                 "decisions/game", "statements/game"]]
        for f in results:
            rows.append([f["ruleset"], str(f["players"]), str(f["games"]), f"{f['games_per_second']:,.0f}",
                         f"{f['decisions_per_second']:,.0f}", f"{f['statements_per_second']:,.0f}",
                         f"{f['ms_per_game']:.2f}", f"{f['decisions_per_game']:.1f}", f"{f['statements_per_game']:.0f}"])
        for line in _table(rows, right=set(range(1, 9))):
            click.echo(line)
        return
    figures = results[0]
    game, _, players = cases[0]
    played, elapsed = figures["games"], figures["seconds"]
    if not as_json:
        checks = ", invariants checked at every statement" if check_invariants else ""
        click.echo(f"{game.name}: {players} random players, one core, no pool, {game.engine} engine{checks}")
        rows = [
            ["games", f"{played}", f"in {elapsed:.2f} s"],
            ["games/s", f"{figures['games_per_second']:,.0f}", ""],
            ["decisions/s", f"{figures['decisions_per_second']:,.0f}", ""],
            ["statements/s", f"{figures['statements_per_second']:,.0f}", ""],
            ["per game", f"{figures['ms_per_game']:.2f} ms",
             f"{figures['decisions_per_game']:.1f} decisions, {figures['statements_per_game']:.0f} statements"],
        ]
        for line in _table(rows, right={1}):
            click.echo(line)
    else:
        click.echo(json.dumps(figures, indent=1))
    if profile:
        import cProfile
        import io
        import pstats
        profiler = cProfile.Profile()
        profiler.enable()
        _bench_run(game, players, seed, played, 0)
        profiler.disable()
        buf = io.StringIO()
        stats = pstats.Stats(profiler, stream=buf)
        stats.strip_dirs().sort_stats(sort_key).print_stats(top)
        out = sys.stderr if as_json else None
        click.echo(f"\nprofile of the same {played} games (times inflated by the profiler), by {sort_key}:",
                   file=out)
        click.echo(buf.getvalue().strip("\n"), file=out)
