"""Speed work must not change what a game does: seeded games of every bundled ruleset (and a
house rule) are played with random and greedy agents, logged and unlogged, and compared with
digests stored in tests/golden/game_digests.json. A difference fails with the game's ruleset,
players, agents and seed, and says whether the log or the unlogged result changed.

When a change of the game is intended (a rule fixed, a new default), write the digests again:

    python tests/test_same_games.py --write

and say in the commit why the games changed. To compare many more games before and after a
change of the engine (the log of every game, byte for byte):

    python tests/test_same_games.py --games 300 --out before.json     # before the change
    python tests/test_same_games.py --games 300 --compare before.json  # after it
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
from functools import lru_cache
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
GOLDEN = REPO / "tests" / "golden" / "game_digests.json"

# (ruleset as typed on the command line, players, agents, seed)
RANDOM_SEEDS = (1, 7, 42, 1009, 65537, 2 ** 40 + 3)
CASES = (
    [("rattus_cartus", p, ("random",) * p, seed) for p in (2, 3, 4, 5) for seed in RANDOM_SEEDS]
    + [("rattus_cartus", 4, ("greedy", "random", "random", "random"), 3),
       ("rattus_cartus", 2, ("random", "greedy"), 11),
       ("rattus_cartus", 3, ("random", "greedy", "random"), 12)]
    + [("rules/rattus_cartus/house_rules/flute_rat_from_supply.yaml", p, ("random",) * p, seed)
       for p in (2, 4) for seed in (5, 6)]
    + [("carrara", p, ("random",) * p, seed) for p in (2, 3, 4) for seed in (8, 9)]
)


@lru_cache(maxsize=None)
def game_of(ruleset: str):
    from rulewright.compiler.build import compile_ruleset, locate_ruleset
    from rulewright.runtime.game import Game
    root, _ = locate_ruleset(ruleset if "/" not in ruleset else str(REPO / ruleset))
    result = compile_ruleset(root, locales=False)
    assert result.ok, result.diagnostics
    return Game(result.ir)


def _stable(event: dict) -> dict:
    """An event without what depends on where the rules lie and how they are formatted (rule
    positions, the IR's hash): what is left is what the game did."""
    return {k: v for k, v in event.items() if k not in ("at", "ir_hash")}


def digest(ruleset: str, players: int, agents: tuple[str, ...], seed: int, whole: bool = False) -> dict:
    """sha256 of the game's log events (`whole`: every field, else `_stable`), and of its
    unlogged result (outcome, answers given)."""
    from rulewright.runtime.simulate import AGENTS
    game = game_of(ruleset)
    events: list = []
    logged = game.play(players, seed, [AGENTS[a](game) for a in agents], log=events)
    text = "\n".join(json.dumps(e if whole else _stable(e), sort_keys=True, ensure_ascii=False) for e in events)
    result = {"log": hashlib.sha256(text.encode()).hexdigest(), "events": len(events)}
    if "greedy" in agents:               # its playouts are unlogged games already
        plain, history = logged, logged.state.history
    else:
        plain = game.play(players, seed, [AGENTS[a](game) for a in agents])
        history = plain.state.history
    unlogged = json.dumps({**plain.to_dict(), "steps": plain.steps, "answers": history}, sort_keys=True)
    result["unlogged"] = hashlib.sha256(unlogged.encode()).hexdigest()
    return result


def case_name(case) -> str:
    ruleset, players, agents, seed = case
    return f"{ruleset} {players}p {','.join(agents)} seed {seed}"


def _stored() -> dict:
    return json.loads(GOLDEN.read_text(encoding="utf-8"))["games"]


@pytest.mark.parametrize("case", CASES, ids=case_name)
def test_same_game_as_stored(case):
    stored = _stored().get(case_name(case))
    assert stored is not None, f"no digest stored for {case_name(case)}: python tests/test_same_games.py --write"
    now = digest(*case)
    assert now["events"] == stored["events"], f"{case_name(case)}: {now['events']} log events, stored {stored['events']}"
    assert now["log"] == stored["log"], f"{case_name(case)}: the log differs from the stored game"
    assert now["unlogged"] == stored["unlogged"], f"{case_name(case)}: the unlogged result differs"


def test_simulate_summary_is_the_stored_one():
    """What a user sees: `simulate --json` over 200 games on two workers, timing left out."""
    from click.testing import CliRunner
    from rulewright.cli.main import main as cli
    run = CliRunner().invoke(cli, ["simulate", "rattus_cartus", "--games", "200", "--players", "3",
                                   "--seed", "5", "--workers", "2", "--json", "--no-progress"])
    assert run.exit_code == 0, run.output
    summary = json.loads(run.output)
    assert summary["completed"] == 200
    assert _summary_digest(summary) == json.loads(GOLDEN.read_text(encoding="utf-8"))["simulate"]


def test_bench_measures_each_ruleset_and_player_count():
    """`bench` (the speed figures the performance notes quote) measures every case asked for."""
    from click.testing import CliRunner
    from rulewright.cli.main import main as cli
    run = CliRunner().invoke(cli, ["bench", "rattus_cartus", "carrara", "--all-players", "-n", "3"])
    assert run.exit_code == 0, run.output
    rows = [line.split() for line in run.output.splitlines()[2:]]
    assert [(r[0], r[1]) for r in rows] == [("rattus_cartus", "2"), ("rattus_cartus", "3"), ("rattus_cartus", "4"),
                                            ("rattus_cartus", "5"), ("carrara", "2"), ("carrara", "3"), ("carrara", "4")]
    figures = json.loads(CliRunner().invoke(cli, ["bench", "carrara", "-p", "2", "-p", "4", "-n", "3", "--json"]).output)
    assert [f["players"] for f in figures] == [2, 4] and all(f["statements_per_second"] > 0 for f in figures)
    refused = CliRunner().invoke(cli, ["bench", "rattus_cartus", "-p", "2", "-p", "3", "--profile"])
    assert refused.exit_code == 2 and "--profile measures one ruleset and one player count" in refused.output


def _summary_digest(summary: dict) -> str:
    kept = {k: v for k, v in summary.items() if k not in ("timing", "versions", "ir_hash")}
    return hashlib.sha256(json.dumps(kept, sort_keys=True).encode()).hexdigest()


# ---- script mode: write the golden file, or compare many games before and after --------------

def _many(games: int) -> list:
    """`games` seeded cases over 2-5 players: random seats, and one greedy seat in every 25th."""
    out = []
    for i in range(games):
        players = 2 + i % 4
        agents = ["random"] * players
        if i % 25 == 24:
            agents[i % players] = "greedy"
        out.append(("rattus_cartus", players, tuple(agents), 1000 + i))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--write", action="store_true", help="write tests/golden/game_digests.json")
    ap.add_argument("--games", type=int, help="play this many seeded games (with --out or --compare)")
    ap.add_argument("--out", help="write their digests to this file")
    ap.add_argument("--compare", help="compare them with the digests in this file")
    args = ap.parse_args(argv)
    if args.write:
        from click.testing import CliRunner
        from rulewright.cli.main import main as cli
        run = CliRunner().invoke(cli, ["simulate", "rattus_cartus", "--games", "200", "--players", "3",
                                       "--seed", "5", "--workers", "2", "--json", "--no-progress"])
        data = {"about": "python tests/test_same_games.py --write", "games": {case_name(c): digest(*c) for c in CASES},
                "simulate": _summary_digest(json.loads(run.output))}
        GOLDEN.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"wrote {len(CASES)} game digests to {GOLDEN.relative_to(REPO)}")
        return 0
    if not args.games or not (args.out or args.compare):
        ap.error("give --write, or --games N with --out FILE or --compare FILE")
    found = {case_name(c): digest(*c, whole=True) for c in _many(args.games)}
    if args.out:
        Path(args.out).write_text(json.dumps(found, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {len(found)} game digests")
        return 0
    before = json.loads(Path(args.compare).read_text(encoding="utf-8"))
    differ = [name for name, d in found.items() if before.get(name) != d]
    for name in differ:
        print(f"DIFFERENT: {name}")
    print(f"{len(found) - len(differ)} of {len(found)} games identical")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.path.insert(0, str(REPO))
    sys.exit(main())
