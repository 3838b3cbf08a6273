"""Tests for the paired comparison of two rulesets (runtime.compare) and `rulewright compare`,
and for running `simulate` and `compare` on a Dask cluster."""
from __future__ import annotations

import json
import math
import re
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulewright.compiler.build import compile_ruleset
from rulewright.runtime.agents import RandomAgent
from rulewright.runtime.compare import compare, paired
from rulewright.runtime.game import Game
from rulewright.runtime.simulate import game_seed, simulate, t_quantile
from rulewright.cli import sim_commands
from rulewright.cli.compare_command import compare as compare_command
from rulewright.cli.sim_commands import simulate as simulate_command
from tests.conftest import edit

ROOT = Path(__file__).resolve().parent.parent
GENTLE = str(ROOT / "rules" / "rattus_cartus" / "house_rules" / "gentle_plague.yaml")
CATEGORIES = ["class_majority", "hand_majority", "special_majority", "gold_majority", "victory_tokens"]


def invoke(command, args):
    return CliRunner().invoke(command, args)


def ir_of(path) -> dict:
    r = compile_ruleset(Path(path), locales=False)
    assert r.ok, r.diagnostics
    return r.ir


@pytest.fixture(scope="module")
def base():
    return Game(ir_of(ROOT / "rules" / "rattus_cartus"))


@pytest.fixture(scope="module")
def gentle():
    return Game(ir_of(GENTLE))


@pytest.fixture(scope="module")
def tokens_rule(tmp_path_factory) -> Path:
    """A house rule whose effect is certain: a victory point token is worth 3 points, not 1."""
    path = tmp_path_factory.mktemp("house") / "three_point_tokens.yaml"
    path.write_text("house_rule:\n"
                    "  name: three_point_tokens\n"
                    "  extends: rattus_cartus\n"
                    "  intent: Each victory point token is worth three points.\n"
                    "change:\n"
                    "  parameters:\n"
                    "    vp_token_value: {value: 3}\n", encoding="utf-8")
    return path


def rows_of(d: dict) -> list[dict]:
    """Every measure of a comparison as JSON (those with a difference)."""
    rows = [*d["win_rate"], d["no_winner"], d["eliminated"]["all"], *d["eliminated"]["seats"],
            *d["scores"].values(), d["total_score"]["all"], *d["total_score"]["seats"], *d["length"].values()]
    return [r for r in rows if r["difference"] is not None]


# ---- the statistics -----------------------------------------------------------------------

def test_paired_interval_is_the_t_interval_of_the_differences():
    ds = [3, -1, 4, 1, 5, 9, -2, 6]
    n = len(ds)
    mean = sum(ds) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in ds) / (n - 1))
    half = t_quantile(n - 1) * sd / math.sqrt(n)
    p = paired(sum(ds), sum(d * d for d in ds), n)
    assert p["mean"] == pytest.approx(mean) and p["sd"] == pytest.approx(sd)
    assert (p["low"], p["high"]) == (pytest.approx(mean - half), pytest.approx(mean + half))
    assert p["significant"] and p["direction"] == "higher" and not p["identical"]
    q = paired(-sum(ds) * 2, sum(4 * d * d for d in ds), n, scale=2)          # scaled: -d
    assert q["mean"] == pytest.approx(-mean) and q["direction"] == "lower"
    flat = paired(0, 0, 50)
    assert (flat["mean"], flat["low"], flat["high"]) == (0, 0, 0) and flat["identical"] and not flat["significant"]
    noisy = paired(1, 9, 9)                       # mean 1/9, sd 1: the interval holds 0
    assert not noisy["significant"] and noisy["direction"] is None and not noisy["identical"]
    assert paired(3, 9, 1)["low"] is None and not paired(3, 9, 1)["significant"]


def test_differences_are_recounted_game_by_game(base, gentle):
    """The paired figures of 30 games, recounted by playing each game of both rulesets."""
    games, players, seed = 30, 3, 4
    c = compare(base, gentle, games, players, ["random"] * players, seed)
    win0, elim, decisions = [], [], []
    for i in range(games):
        outs = [g.play(players, game_seed(seed, i), [RandomAgent() for _ in range(players)]) for g in (base, gentle)]
        share = [(1 / len(o.winners) if 0 in o.winners else 0.0) for o in outs]
        win0.append(share[1] - share[0])
        elim.append((len(outs[1].eliminated) - len(outs[0].eliminated)) / players)
        decisions.append(outs[1].decisions - outs[0].decisions)
    for row, ds in ((c.win_rate[0], win0), (c.eliminated["all"], elim), (c.length["decisions"], decisions)):
        mean = sum(ds) / games
        sd = math.sqrt(sum((d - mean) ** 2 for d in ds) / (games - 1))
        assert row["difference"]["mean"] == pytest.approx(mean, abs=1e-12)
        assert row["difference"]["sd"] == pytest.approx(sd, abs=1e-12)
        assert row["difference"]["high"] - row["difference"]["mean"] == pytest.approx(
            t_quantile(games - 1) * sd / math.sqrt(games), abs=1e-12)
    assert c.paired == games and c.failed == {"base": 0, "house": 0}


def test_base_and_house_columns_are_what_simulate_reports(base, gentle):
    c = compare(base, gentle, 120, 4, ["random"] * 4, seed=2)
    for side, game in (("base", base), ("house", gentle)):
        s = simulate(game, 120, 4, ["random"] * 4, seed=2)
        for p in range(4):
            assert c.win_rate[p][side]["mean"] == s.seats[p]["wins"]["rate"]
            assert (c.win_rate[p][side]["low"], c.win_rate[p][side]["high"]) == \
                   (s.seats[p]["wins"]["low"], s.seats[p]["wins"]["high"])
            assert c.eliminated["seats"][p][side]["mean"] == s.seats[p]["eliminated"]["rate"]
            assert c.total_score["seats"][p][side]["mean"] == pytest.approx(s.seats[p]["total"]["mean"])
        assert c.eliminated["all"][side]["mean"] == s.eliminated["rate"]
        assert c.no_winner[side]["mean"] == s.no_winner["rate"]
        for cat in CATEGORIES:
            assert c.scores[cat][side]["mean"] == pytest.approx(s.by_agent["random"]["scores"][cat]["mean"])
        assert c.length["decisions"][side]["mean"] == pytest.approx(s.length["decisions"]["mean"])


def test_the_same_whatever_the_workers_batches_and_executor(base, gentle):
    args = (base, gentle, 150, 3, ["random"] * 3)
    one = compare(*args, seed=8).comparable()
    assert compare(*args, seed=8, batch_size=7).comparable() == one
    assert compare(*args, seed=8, workers=2).comparable() == one
    with ThreadPoolExecutor(2) as ex:              # a caller's executor: tasks carry both games
        assert compare(*args, seed=8, workers=2, executor=ex, batch_size=13).comparable() == one
    assert compare(*args, seed=9).comparable() != one


def test_a_category_of_one_ruleset_only_is_shown_as_such(ruleset_copy, base):
    edit(ruleset_copy / "ruleset.yaml", "gold_majority, victory_tokens]", "gold_majority, token_points]")
    edit(ruleset_copy / "flow.yaml", "score(p, victory_tokens,", "score(p, token_points,")
    renamed = Game(ir_of(ruleset_copy))
    c = compare(base, renamed, 40, 2, ["random"] * 2, seed=1)
    assert c.categories == {"both": CATEGORIES[:4], "only_base": ["victory_tokens"], "only_house": ["token_points"]}
    old, new = c.scores["victory_tokens"], c.scores["token_points"]
    assert old["only_in"] == "base" and old["house"] is None and old["difference"] is None
    assert new["only_in"] == "house" and new["base"] is None and new["house"]["mean"] == old["base"]["mean"]
    assert all(c.scores[cat]["difference"]["identical"] for cat in CATEGORIES[:4])
    from rulewright.cli.compare_command import render_text
    text = render_text(c)
    assert re.search(r"^  victory_tokens +\d+\.\d+ +- .*only in base$", text, re.M)
    assert re.search(r"^  token_points +- +\d+\.\d+ .*only in house$", text, re.M)


def test_a_pair_with_a_game_that_breaks_a_rule_is_left_out(base, monkeypatch):
    tight = Game(base.ir, step_budget=1230)       # about 1230 statements, rounds and turns make a 4-player game
    c = compare(tight, base, 40, 4, ["random"] * 4, seed=1)
    assert 0 < c.failed["base"] < 40 and c.failed["house"] == 0 and c.paired == 40 - c.failed["base"]
    assert {e["side"] for e in c.errors} == {"base"} and all("step budget" in e["message"] for e in c.errors)
    assert c.errors[0]["seed"] == game_seed(1, c.errors[0]["index"])
    assert c.win_rate[0]["house"]["n"] == c.paired                     # the house games of failed pairs too
    from rulewright.cli import compare_command as module
    monkeypatch.setattr(module, "Game", lambda ir: Game(ir, step_budget=1230))
    r = invoke(compare_command, ["rattus_cartus", GENTLE, "-n", "40", "-p", "4"])
    assert r.exit_code == 1 and "FAILED:" in r.stdout
    assert re.search(r"^game \d+ of base \(seed \d+\): RuleError: .*step budget", r.stderr, re.M)


# ---- the command ---------------------------------------------------------------------------

def test_a_ruleset_compared_with_itself_differs_in_nothing():
    args = ["rattus_cartus", "rattus_cartus", "-n", "60", "-p", "3", "-s", "3"]
    r = invoke(compare_command, args)
    assert r.exit_code == 0, r.output
    table = [line for line in r.stdout.splitlines() if re.match(r"^ *\S.* [+-]?\d+\.\d+( pp)?  \[", line)]
    assert len(table) == 3 + 1 + 1 + len(CATEGORIES) + 1 + 2           # seats, no winner, eliminated, ...
    for line in table:
        assert re.search(r"  0\.0+( pp)?  \[0\.0+, 0\.0+\]  +same in every game$", line), line
    assert "No difference is significant at 95%." in r.stdout and "significant, " not in r.stdout
    d = json.loads(invoke(compare_command, args + ["--json"]).stdout)
    for row in rows_of(d):
        diff = row["difference"]
        assert (diff["mean"], diff["low"], diff["high"], diff["sd"]) == (0, 0, 0, 0), row["key"]
        assert not diff["significant"] and diff["identical"]
        assert row["verdict"] == "not significant: the same in every game"
        assert row["base"] == row["house"]


def test_three_point_tokens_raise_the_victory_token_score(tokens_rule):
    r = invoke(compare_command, ["rattus_cartus", str(tokens_rule), "-n", "300", "-p", "4", "--json"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    tokens = d["scores"]["victory_tokens"]
    assert tokens["difference"]["significant"] and tokens["difference"]["direction"] == "higher"
    assert tokens["difference"]["low"] > 0
    assert tokens["house"]["mean"] == pytest.approx(3 * tokens["base"]["mean"])       # same tokens, worth 3
    assert tokens["verdict"] == "significant: the house rule raises the mean victory_tokens score"
    assert d["total_score"]["all"]["difference"]["direction"] == "higher"
    for cat in CATEGORIES[:4]:                     # the other categories do not move at all
        assert d["scores"][cat]["difference"]["identical"]
    assert d["house"]["house_rule"]["name"] == "three_point_tokens"
    text = invoke(compare_command, ["rattus_cartus", str(tokens_rule), "-n", "300", "-p", "4"]).stdout
    assert re.search(r"^  victory_tokens .* \+\d\.\d+  \[\+\d\.\d+, \+\d\.\d+\] +significant, higher$", text, re.M)
    assert "- It raises the mean victory_tokens score from " in text


def test_gentle_plague_eliminates_fewer_players():
    r = invoke(compare_command, ["rattus_cartus", GENTLE, "-n", "300", "-a", "random,random,random,random"])
    assert r.exit_code == 0, r.output
    assert re.search(r"^players eliminated .* -\d+\.\d+ pp  \[-\d+\.\d+, -\d+\.\d+\] +significant, lower$",
                     r.stdout, re.M), r.stdout
    assert "- It lowers the share of players eliminated from " in r.stdout
    assert r.stdout.splitlines()[-1].startswith("time:") and r.stderr == ""


def test_json_shape(tokens_rule):
    r = invoke(compare_command, ["rattus_cartus", str(tokens_rule), "-n", "20", "-a", "random,random", "-s", "5",
                                 "--json"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    assert d["seed"] == 5 and d["games"] == d["paired"] == 20 and d["players"] == 2
    assert d["agents"] == ["random", "random"] and d["failed"] == {"base": 0, "house": 0} and d["errors"] == []
    for side in ("base", "house"):
        assert d[side]["ruleset"] == "rattus_cartus" and re.fullmatch(r"[0-9a-f]{64}", d[side]["ir_hash"])
    assert d["base"]["ir_hash"] != d["house"]["ir_hash"] and d["base"]["house_rule"] is None
    assert d["categories"] == {"both": CATEGORIES, "only_base": [], "only_house": []}
    assert [w["seat"] for w in d["win_rate"]] == [0, 1] and len(d["eliminated"]["seats"]) == 2
    assert list(d["scores"]) == CATEGORIES and set(d["length"]) == {"rounds", "decisions", "steps"}
    for row in rows_of(d):
        assert set(row) >= {"key", "kind", "base", "house", "difference", "label", "verdict"}
        assert set(row["difference"]) == {"mean", "sd", "low", "high", "significant", "direction", "identical"}
        for side in ("base", "house"):
            assert row[side]["low"] <= row[side]["mean"] <= row[side]["high"]
            if row["kind"] == "rate":
                assert set(row[side]) == {"mean", "low", "high", "count", "n"}
        assert row["difference"]["low"] <= row["difference"]["mean"] <= row["difference"]["high"]
    for side in ("base", "house"):
        dist = d["distributions"][side]
        assert set(dist["scores"]) == set(CATEGORIES) and sum(dist["total"].values()) == 20 * 2
    assert set(d["timing"]) == {"seconds", "pairs_per_second", "workers", "batches"}
    assert set(d["versions"]) >= {"rulewright", "python", "ir_format"}


def test_plots_are_written(tmp_path, tokens_rule):
    folder = tmp_path / "pictures"
    r = invoke(compare_command, ["rattus_cartus", str(tokens_rule), "-n", "40", "-p", "3", "--plot", str(folder)])
    assert r.exit_code == 0, r.output
    names = ["eliminated.png", "scores.png", "win_rate.png"]
    assert sorted(p.name for p in folder.iterdir()) == names          # no temporary file left behind
    for name in names:
        data = (folder / name).read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
        assert width >= 800 and height >= 300, (name, width, height)
        assert f"wrote {folder / name}" in r.stderr


def test_no_elimination_picture_for_games_that_cannot_eliminate(tmp_path):
    """Neither Hearts nor its house rule calls `eliminate`: the share of players eliminated could
    only be 0, so there is no eliminated.png (as the text has no row for it), and the files the
    command lists are the ones it wrote."""
    folder = tmp_path / "pictures"
    moon = ROOT / "rules" / "hearts" / "house_rules" / "moon_subtracts.yaml"
    r = invoke(compare_command, ["hearts", str(moon), "-n", "6", "-p", "4", "--no-progress", "--plot", str(folder)])
    assert r.exit_code == 0, r.output
    assert sorted(p.name for p in folder.iterdir()) == ["scores.png", "win_rate.png"]
    wrote = [line for line in r.stderr.splitlines() if line.startswith("wrote ")]
    assert wrote == [f"wrote {folder / 'scores.png'}", f"wrote {folder / 'win_rate.png'}"]


def test_plot_without_matplotlib_exits_1(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "matplotlib", None)             # import matplotlib -> ImportError
    r = invoke(compare_command, ["rattus_cartus", "rattus_cartus", "-n", "2", "--plot", str(tmp_path / "p")])
    assert r.exit_code == 1 and "pip install 'rulewright[plot]'" in r.stderr and r.stdout == ""
    assert not (tmp_path / "p").exists()


@pytest.mark.parametrize("args, message", [
    (["-p", "4", "-a", "random,random"], "4 players need 4 agents"),
    (["-a", "random,smart"], "unknown agent 'smart'"),
    (["-p", "6"], "2 to 5 players, not 6"),
    (["--executor", "ray"], "'ray' is not one of 'local', 'dask'"),
    (["--executor", "dask"], "--executor dask needs --scheduler ADDRESS"),
    (["--scheduler", "tcp://127.0.0.1:8786"], "--scheduler is only for --executor dask"),
    (["-n", "0"], "--games"),
])
def test_usage_errors_exit_2(args, message):
    r = invoke(compare_command, ["rattus_cartus", GENTLE, *args])
    assert r.exit_code == 2, r.output
    assert message in r.stderr and r.stdout == ""


def test_players_out_of_range_for_the_house_rule_only_exit_2(ruleset_copy):
    edit(ruleset_copy / "ruleset.yaml", "players: {min: 2, max: 5}", "players: {min: 3, max: 5}")
    r = invoke(compare_command, ["rattus_cartus", str(ruleset_copy), "-p", "2"])
    assert r.exit_code == 2, r.output
    assert "(HOUSE): --players: rattus_cartus is for 3 to 5 players, not 2" in r.stderr
    assert invoke(compare_command, ["rattus_cartus", "no_such_ruleset"]).exit_code == 2


# ---- Dask ----------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def scheduler():
    """A Dask cluster of two worker processes (one thread each) on this machine."""
    from distributed import LocalCluster
    cluster = LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None)
    try:
        yield cluster.scheduler_address
    finally:
        cluster.close()


def without_timing(output: str) -> dict:
    d = json.loads(output)
    d.pop("timing")
    return d


def test_dask_gives_the_local_results(scheduler, tokens_rule):
    sim = ["rattus_cartus", "-n", "300", "-p", "3", "-s", "12", "--json"]
    local = invoke(simulate_command, sim + ["--workers", "2"])
    dask = invoke(simulate_command, sim + ["--executor", "dask", "--scheduler", scheduler])
    assert local.exit_code == dask.exit_code == 0, dask.output
    assert without_timing(dask.stdout) == without_timing(local.stdout)
    assert json.loads(dask.stdout)["timing"]["workers"] == 2              # the cluster's worker threads
    cmp = ["rattus_cartus", str(tokens_rule), "-n", "200", "-p", "4", "-s", "12", "--json"]
    local = invoke(compare_command, cmp + ["--workers", "2"])
    dask = invoke(compare_command, cmp + ["--executor", "dask", "--scheduler", scheduler])
    assert local.exit_code == dask.exit_code == 0, dask.output
    assert without_timing(dask.stdout) == without_timing(local.stdout)
    assert json.loads(dask.stdout)["paired"] == 200                 # every game played, none merged away


@pytest.mark.parametrize("command", [simulate_command, compare_command])
@pytest.mark.parametrize("address, message", [
    ("tcp://127.0.0.1:9", "cannot reach the Dask scheduler at 'tcp://127.0.0.1:9': Timed out"),
])   # a malformed address ("nonsense") is a usage error: tests/test_attacks_running.py
def test_a_wrong_scheduler_address_exits_1(monkeypatch, command, address, message):
    monkeypatch.setattr(sim_commands, "DASK_CONNECT_TIMEOUT", 1)
    rulesets = ["rattus_cartus"] if command is simulate_command else ["rattus_cartus", GENTLE]
    r = invoke(command, [*rulesets, "-n", "5", "--executor", "dask", "--scheduler", address])
    assert r.exit_code == 1, r.output
    assert message in r.stderr and "Traceback" not in r.output and r.stdout == ""


def test_dask_without_distributed_exits_1(monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)
    r = invoke(simulate_command, ["rattus_cartus", "-n", "5", "--executor", "dask", "--scheduler", "tcp://x:1"])
    assert r.exit_code == 1 and "pip install 'rulewright[dask]'" in r.stderr
