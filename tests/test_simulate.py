"""Tests for the simulator (runtime.simulate) and the `simulate` and `bench` commands."""
from __future__ import annotations

import json
import math
import os
import random
import re
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulewright.runtime.agents import RandomAgent
from rulewright.runtime.game import Game
from rulewright.runtime.simulate import (Tally, game_seed, mean_interval, plan_batches, simulate, t_quantile,
                              wilson)
from rulewright.cli import sim_commands
from rulewright.cli.sim_commands import bench
from rulewright.cli.sim_commands import simulate as simulate_command
from tests.conftest import edit

ROOT = Path(__file__).resolve().parent.parent
RULES = str(ROOT / "rules" / "rattus_cartus")


@pytest.fixture(scope="module")
def ir(rattus_ir):
    return rattus_ir


@pytest.fixture(scope="module")
def game(ir):
    return Game(ir)


def invoke(command, args):
    return CliRunner().invoke(command, args)


# ---- statistics -------------------------------------------------------------------------

def test_wilson_known_values():
    # 0 of 10: the upper bound is z^2 / (n + z^2)
    z2 = 1.959963984540054 ** 2
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(z2 / (10 + z2)) and hi == pytest.approx(0.27753, abs=1e-5)
    lo, hi = wilson(10, 10)
    assert hi == 1.0 and lo == pytest.approx(1 - z2 / (10 + z2))
    # half of 100: symmetric around 0.5 (the textbook 0.4038 .. 0.5962)
    lo, hi = wilson(50, 100)
    assert (lo, hi) == (pytest.approx(0.40383, abs=1e-5), pytest.approx(0.59617, abs=1e-5))
    assert wilson(0, 0) == (None, None)


@pytest.mark.parametrize("x, n", [(1, 7), (81, 263), (2.5, 40), (999, 1000), (0.5, 3)])
def test_wilson_bounds_solve_the_score_equation(x, n):
    """The Wilson bounds are the p where |x/n - p| = z * sqrt(p (1 - p) / n)."""
    z = 1.959963984540054
    lo, hi = wilson(x, n)
    assert 0 <= lo < x / n < hi <= 1
    for p in (lo, hi):
        assert abs(x / n - p) == pytest.approx(z * math.sqrt(p * (1 - p) / n), rel=1e-9, abs=1e-12)


def test_wilson_covers_the_true_rate_about_95_percent_of_the_time():
    rng = random.Random(5)
    p, n, trials = 0.3, 50, 2000
    covered = 0
    for _ in range(trials):
        x = sum(rng.random() < p for _ in range(n))
        lo, hi = wilson(x, n)
        covered += lo <= p <= hi
    assert 0.93 <= covered / trials <= 0.97


def test_t_quantile_and_mean_interval():
    for df, t in [(1, 12.7062), (5, 2.5706), (6, 2.4469), (10, 2.2281), (30, 2.0423), (1000, 1.9623)]:
        assert t_quantile(df) == pytest.approx(t, abs=2e-4)
    xs = [1, 2, 3, 4, 5]
    m = mean_interval(sum(xs), sum(x * x for x in xs), len(xs))
    assert m["mean"] == 3 and m["sd"] == pytest.approx(math.sqrt(2.5))
    assert m["high"] - 3 == pytest.approx(2.7764 * math.sqrt(2.5) / math.sqrt(5), abs=1e-3)
    assert mean_interval(7, 49, 1) == {"mean": 7, "sd": None, "low": None, "high": None}


def test_plan_batches_cover_every_index_once():
    for games, parts in [(1, 1), (10, 64), (1000, 3), (12345, 64)]:
        batches = plan_batches(games, parts)
        assert [i for b in batches for i in b] == list(range(games))
        assert max(len(b) for b in batches) <= 1000


# ---- the simulator ----------------------------------------------------------------------

def test_summary_counts_what_the_games_did(game):
    """Recount 40 games by hand with the same per-game seeds."""
    n, games, seed = 3, 40, 9
    s = simulate(game, games, n, ["random"] * n, seed)
    wins, elim, totals, no_winner = [0.0] * n, [0] * n, [0] * n, 0
    decisions = []
    for i in range(games):
        out = game.play(n, game_seed(seed, i), [RandomAgent() for _ in range(n)])
        for p in out.winners:
            wins[p] += 1 / len(out.winners)
        for p in out.eliminated:
            elim[p] += 1
        for p in range(n):
            totals[p] += out.totals[p]
        no_winner += not out.winners
        decisions.append(out.decisions)
    for p in range(n):
        seat = s.seats[p]
        assert seat["wins"]["count"] == pytest.approx(wins[p]) and seat["wins"]["n"] == games
        assert seat["eliminated"]["count"] == elim[p]
        assert seat["total"]["mean"] == pytest.approx(totals[p] / games)
    assert s.no_winner["count"] == no_winner
    assert s.eliminated["count"] == sum(elim) and s.eliminated["n"] == games * n
    assert s.length["decisions"]["min"] == min(decisions) and s.length["decisions"]["max"] == max(decisions)
    assert s.length["decisions"]["mean"] == pytest.approx(sum(decisions) / games)
    assert s.by_agent["random"]["wins"]["count"] == pytest.approx(sum(wins))
    assert s.completed == games and s.failed == 0


def test_deterministic_whatever_the_workers_batches_and_executor(game):
    args = (game, 300, 4, ["random", "random", "random", "random"])
    one = simulate(*args, seed=3).comparable()
    assert simulate(*args, seed=3).comparable() == one
    assert simulate(*args, seed=3, batch_size=7).comparable() == one
    assert simulate(*args, seed=3, workers=2).comparable() == one
    with ThreadPoolExecutor(3) as ex:            # a caller's executor: tasks carry the game
        assert simulate(*args, seed=3, workers=3, executor=ex, batch_size=11).comparable() == one
    assert simulate(*args, seed=4).comparable() != one


def test_a_task_carries_the_rules_without_building_a_game_per_batch(game, monkeypatch):
    """A task for an executor without our initializer (Dask) carries the IR; a worker builds
    the game from it once, not every time a task is unpickled."""
    import pickle
    from rulewright.runtime import simulate as sim
    built = []
    real = Game.__init__
    monkeypatch.setattr(Game, "__init__", lambda self, *a, **k: (built.append(1), real(self, *a, **k))[1])
    monkeypatch.setattr(sim, "_GAMES", {})
    task = sim.Task(sim.game_key(game), sim.Shipped(game), 3, ("random",) * 3, 1, range(0, 5))
    again = pickle.loads(pickle.dumps(task))
    assert built == []                               # unpickling a task builds nothing
    first = sim.run_task(again)
    assert built == [1]                              # the worker built the game once ...
    second = sim.run_task(pickle.loads(pickle.dumps(task)))
    assert built == [1]                              # ... and used it for the next task
    assert vars(first) == vars(second) == vars(sim.play_batch(game, 3, ("random",) * 3, 1, range(0, 5)))


def test_a_task_carries_the_rules_pickled_once_and_a_worker_settles(game, monkeypatch):
    """The IR is pickled once for all the tasks of a run (each task copies those bytes), and a
    worker process that builds the game from a task keeps it out of the collector's passes, as a
    local worker does after its initializer; the process that sent the task does not."""
    import pickle
    from rulewright.runtime import simulate as sim
    real_dumps = pickle.dumps
    inner = []
    monkeypatch.setattr(sim.pickle, "dumps", lambda *a, **k: (inner.append(1), real_dumps(*a, **k))[1])
    ship = sim.Shipped(game)
    tasks = [sim.Task(sim.game_key(game), ship, 3, ("random",) * 3, 1, range(a, a + 4)) for a in (0, 4, 8)]
    sent = [real_dumps(t) for t in tasks]
    assert len(inner) == 1                             # the rules: once, for three tasks
    settled = []
    monkeypatch.setattr(sim, "settle", lambda: settled.append(1))
    monkeypatch.setattr(sim, "_GAMES", {})
    here = [sim.run_task(pickle.loads(b)) for b in sent[:1]]
    assert settled == []                               # built in the sending process: no settle
    monkeypatch.setattr(sim, "_GAMES", {})
    monkeypatch.setattr(ship, "origin", ship.origin + 1)   # as if sent from another process
    elsewhere = [sim.run_task(pickle.loads(real_dumps(t))) for t in tasks]
    assert settled == [1]                              # built once, settled once
    assert vars(here[0]) == vars(elsewhere[0]) == vars(sim.play_batch(game, 3, ("random",) * 3, 1, range(0, 4)))


def test_shared_wins_are_exact_fractions():
    t = Tally(3, ["a"])
    assert t.unit == 6

    class Out:
        scores, totals, eliminated, rounds, decisions, steps = [{"a": 1}] * 3, [1, 1, 1], [], 1, 1, 1

    for winners in ([0, 1, 2], [0, 1], [2]):
        o = Out()
        o.winners = winners
        t.add(o)
    assert t.win_units == [2 + 3, 2 + 3, 2 + 6] and t.shared == 2 and sum(t.win_units) == 3 * t.unit


def test_games_that_break_a_rule_are_counted_and_named(ir):
    tight = Game(ir, step_budget=1230)           # about 1230 statements, rounds and turns make a 4-player game
    s = simulate(tight, 60, 4, ["random"] * 4, seed=1)
    assert 0 < s.failed < 60 and s.completed + s.failed == 60
    assert [e["index"] for e in s.errors] == sorted(e["index"] for e in s.errors)
    assert all("step budget exhausted" in e["message"] for e in s.errors)
    first = s.errors[0]
    assert first["seed"] == game_seed(1, first["index"])
    with pytest.raises(Exception, match="step budget"):
        tight.play(4, first["seed"], [RandomAgent() for _ in range(4)])
    # the workers rebuild the game with its settings (step budget) from the pickle
    assert simulate(tight, 60, 4, ["random"] * 4, seed=1, workers=2).comparable() == s.comparable()


@pytest.mark.parametrize("kwargs, message", [
    ({"players": 6}, "2 to 5 players"), ({"agents": ["random"] * 3}, "one per seat"),
    ({"agents": ["random", "clever", "random", "random"]}, "unknown agent 'clever'"), ({"games": 0}, "at least 1"),
])
def test_simulate_rejects_impossible_requests(game, kwargs, message):
    args = {"games": 5, "players": 4, "agents": ["random"] * 4, **kwargs}
    if "players" in kwargs and "agents" not in kwargs:
        args["agents"] = ["random"] * kwargs["players"]
    with pytest.raises(ValueError, match=message):
        simulate(game, args["games"], args["players"], args["agents"], 0)


def test_greedy_beats_random(ir):
    """Interval-based, not a threshold: in seat 0 of two-player games, greedy's 95% interval
    for its win rate lies wholly above the interval of a random agent in the same seat
    (2,000 cheap all-random games; the first 40 on the same seeds). Greedy wins about a
    quarter of the games, a random agent about 2%: for this to fail, greedy would have to win
    at most 2 of its 40 games (probability below 0.1%). 23 CPU seconds: about 13 s on two
    free cores (any number of workers gives the same result)."""
    baseline = simulate(ir, 2000, 2, ["random", "random"], seed=11)
    s = simulate(ir, 40, 2, ["greedy", "random"], seed=11, workers=min(4, max(2, os.cpu_count() or 1)))
    greedy, random_ = s.seats[0], baseline.seats[0]
    assert greedy["wins"]["low"] > random_["wins"]["high"], (greedy["wins"], random_["wins"])
    assert greedy["eliminated"]["high"] < random_["eliminated"]["low"], (greedy["eliminated"], random_["eliminated"])


# ---- the commands -----------------------------------------------------------------------

def test_cli_output_is_identical_for_one_and_two_workers():
    base = ["rattus_cartus", "--games", "200", "--players", "3", "--agents", "random,random,random", "--seed", "5"]
    one = invoke(simulate_command, base + ["--workers", "1"])
    two = invoke(simulate_command, base + ["--workers", "2"])
    assert one.exit_code == two.exit_code == 0, one.output + two.output
    strip = lambda text: [line for line in text.splitlines() if not line.startswith("time:")]
    assert strip(one.stdout) == strip(two.stdout)
    assert one.stdout.splitlines()[-1].startswith("time:") and "1 worker" in one.stdout and "2 workers" in two.stdout
    assert re.search(r"^0\s+random\s+\d+\.\d% \[", one.stdout, re.M)
    jone = json.loads(invoke(simulate_command, base + ["--workers", "1", "--json"]).stdout)
    jtwo = json.loads(invoke(simulate_command, base + ["--workers", "2", "--json"]).stdout)
    assert jone.pop("timing")["workers"] == 1 and jtwo.pop("timing")["workers"] == 2
    assert jone == jtwo


def test_cli_json_shape():
    r = invoke(simulate_command, ["rattus_cartus", "-n", "4", "-a", "random,greedy,random", "-s", "7", "--json"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    assert r.stderr == ""
    assert d["ruleset"] == "rattus_cartus" and d["seed"] == 7 and re.fullmatch(r"[0-9a-f]{64}", d["ir_hash"])
    assert d["games"] == d["completed"] == 4 and d["failed"] == 0 and d["errors"] == []
    assert d["players"] == 3 and d["agents"] == ["random", "greedy", "random"]
    assert set(d["versions"]) >= {"rulewright", "python", "ir_format"}
    assert set(d["timing"]) == {"seconds", "games_per_second", "workers", "batches"}
    assert [s["seat"] for s in d["seats"]] == [0, 1, 2] and [s["agent"] for s in d["seats"]] == d["agents"]
    assert list(d["by_agent"]) == ["random", "greedy"] and d["by_agent"]["random"]["seats"] == [0, 2]
    assert d["by_agent"]["random"]["wins"]["n"] == 8
    for group in d["seats"] + list(d["by_agent"].values()):
        for key in ("wins", "eliminated"):
            r_ = group[key]
            assert set(r_) == {"count", "n", "rate", "low", "high"} and r_["low"] <= r_["rate"] <= r_["high"]
        assert list(group["scores"]) == d["categories"]
        for m in [*group["scores"].values(), group["total"]]:
            assert set(m) == {"mean", "sd", "low", "high"} and m["low"] <= m["mean"] <= m["high"]
    for key in ("no_winner", "shared_wins", "eliminated"):
        assert d[key]["low"] <= d[key]["rate"] <= d[key]["high"]
    assert d["length"]["rounds"]["min"] == d["length"]["rounds"]["max"] == 9     # 3 players: 9 rounds
    assert set(d["length"]) == {"rounds", "decisions", "steps"}


@pytest.mark.parametrize("args, message", [
    (["--players", "4", "--agents", "random,random"], "4 players need 4 agents"),
    (["--agents", "random,smart"], "unknown agent 'smart'"),
    (["--agents", "random,greedy:3"], "unknown agent 'greedy:3': greedy takes no budget: write greedy"),
    (["--agents", "random,ismcts:0"], "unknown agent 'ismcts:0': ismcts takes 1 to 1000000 iterations"),
    (["--agents", "random,ismcts:abc"], "unknown agent 'ismcts:abc': ismcts takes 1 to 1000000 iterations"),
    (["--agents", "human,random"], "unknown agent 'human': a person plays only in `rulewright play`"),
    (["--agents", "random,,random"], "empty agent name"),
    (["--players", "6"], "2 to 5 players, not 6"),
    (["--agents", "random"], "2 to 5 players, not 1"),
    (["--games", "0"], "--games"),
    (["--workers", "-1"], "--workers"),
])
def test_cli_usage_errors_exit_2(args, message):
    r = invoke(simulate_command, ["rattus_cartus", *args])
    assert r.exit_code == 2, r.output
    assert message in r.stderr and r.stdout == ""


def test_cli_missing_ruleset_exits_2():
    r = invoke(simulate_command, ["no_such_ruleset"])
    assert r.exit_code == 2 and "no ruleset at 'no_such_ruleset'" in r.stderr


def test_cli_rules_that_do_not_compile_exit_1(ruleset_copy):
    edit(ruleset_copy / "cards.yaml", "take(sword, 2)", "take(swrod, 2)")
    for command in (simulate_command, bench):
        r = invoke(command, [str(ruleset_copy), "-n", "1"])
        assert r.exit_code == 1, r.output
        # like every command but validate, the diagnostics go to stderr: stdout is for results
        assert "RW301" in r.stderr and "swrod" in r.stderr and r.stdout == ""


def test_cli_a_game_that_breaks_a_rule_exits_1(monkeypatch, ir):
    monkeypatch.setattr(sim_commands, "Game", lambda ir_: Game(ir_, step_budget=1230))
    r = invoke(simulate_command, [RULES, "-n", "40", "-p", "4"])
    assert r.exit_code == 1
    assert "FAILED:" in r.stdout and re.search(r"game \d+ \(seed \d+\): RuleError: .*step budget", r.stderr)


def test_cli_progress_goes_to_stderr_only():
    base = ["rattus_cartus", "-n", "50", "-p", "2"]
    quiet, loud = invoke(simulate_command, base), invoke(simulate_command, base + ["--progress"])
    assert quiet.stderr == "" and "simulated 50/50 games" in loud.stderr
    strip = lambda text: [line for line in text.splitlines() if not line.startswith("time:")]
    assert strip(quiet.stdout) == strip(loud.stdout)


def test_bench_prints_figures():
    r = invoke(bench, ["rattus_cartus", "--games", "20", "--players", "3"])
    assert r.exit_code == 0, r.output
    for label in ("games/s", "decisions/s", "statements/s", "per game"):
        assert re.search(rf"^{label}\s+[\d,.]+", r.stdout, re.M), label
    d = json.loads(invoke(bench, ["rattus_cartus", "-n", "10", "--json"]).stdout)
    assert d["games"] == 10 and d["players"] == 4 and d["games_per_second"] > 0 and d["decisions_per_second"] > 0
    assert d["cpu_seconds"] > 0 and d["games_per_cpu_second"] == pytest.approx(10 / d["cpu_seconds"])


def test_bench_profile_lists_the_engine():
    """The profile names the code that ran: the generated units by default, the interpreter's
    closures with --engine interpreter."""
    r = invoke(bench, ["rattus_cartus", "-n", "5", "--profile", "--top", "10"])
    assert r.exit_code == 0, r.output
    assert "ncalls" in r.stdout and "tottime" in r.stdout and "rulewright generated" in r.stdout
    r = invoke(bench, ["rattus_cartus", "-n", "5", "--profile", "--top", "10", "--engine", "interpreter"])
    assert r.exit_code == 0, r.output
    assert "interpreter.py" in r.stdout and "interpreter engine" in r.stdout


def test_the_time_line_reads_for_slow_runs_too():
    """A search agent's compare runs at a fraction of a game per second: '0 pairs of games/s'
    said nothing, the time per game does."""
    from rulewright.cli.sim_commands import rate_text
    assert rate_text(2041.3, "games", "game") == "2,041 games/s"
    assert rate_text(3.44, "games", "game") == "3.4 games/s"
    assert rate_text(1 / 15.46, "pairs of games", "pair of games") == "15.5 s per pair of games"
