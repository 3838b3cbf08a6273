#!/usr/bin/env python3
"""rulewright against a hand-written reference implementation of Rattus Cartus, side by side.

    python bench/against_reference.py PATH/TO/rattus_aligned.py [--games 2000] [--players 2,3,4,5]
                                      [--repeats 3] [--seed 1] [--engine generated|interpreter]
                                      [--clock wall|cpu|instructions]

For each player count it runs the reference (`python3 REFERENCE GAMES PLAYERS SEED --json`) and
`rulewright bench bench/reference_rules.yaml -n GAMES -p PLAYERS --json` alternately, each in a
fresh process, `--repeats` times, keeps the best rate of each (machines are noisy; the best run
is the one least disturbed) and prints both rates and their ratio. Both play complete games with
uniformly random players, one core, no pool, and the decisions per game are printed for both:
they must agree, or the two do not play the same game.

`--clock cpu` compares CPU time instead of the clock, for a machine that other work keeps busy
(there the clock also counts the time a process waits for a core): rulewright's figure is
`games_per_cpu_second` of `rulewright bench --json`, the reference's the CPU time of its games
played in a process that imports it (its `Game(players, random.Random(f"{seed}:{game}")).play()`,
as its own main loop plays them; the decisions per game show it is the same game).

`--clock instructions` counts machine instructions instead of time, with valgrind's callgrind
(which must be installed): each program once with GAMES games and once with one, in fresh
processes, with `PYTHONHASHSEED=0` and, where `setarch` is, no address randomisation; the
difference over GAMES - 1 is the instructions of a game, start-up and imports left out. The
count does not depend on what else the machine does, so it is the figure to judge a change by
on a machine whose speed drifts. A run is about 50 times slower than the program alone: the
games default to 101 here, and `--repeats` is not used (the count is the same every run, to
about 0.3%).

The reference follows the Rattus Cartus parameter defaults from before two of them changed, so
rulewright plays bench/reference_rules.yaml, a house rule that sets them back
(flute_rat_from_supply: true, follow_two_player_advice: false).
Run it from the repository with rulewright installed (the `rulewright` of this Python is used).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
RULES = HERE / "reference_rules.yaml"


def run_json(command: list[str]) -> dict:
    done = subprocess.run(command, capture_output=True, text=True, timeout=3600)
    if done.returncode != 0:
        sys.exit(f"error: {' '.join(command[:3])} ... failed (exit {done.returncode}): "
                 f"{done.stderr.strip().splitlines()[-1:] or ''}")
    return json.loads(done.stdout)


# the reference's games timed by CPU: its module imported, its games played as its main loop does
CPU_RUNNER = """
import importlib.util, json, random, sys, time
path, games, players, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
spec = importlib.util.spec_from_file_location("reference", path)
ref = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ref)
decisions, started = 0, time.process_time()
for g in range(games):
    game = ref.Game(players, random.Random(f"{seed}:{g}"))
    game.play()
    decisions += game.decisions
cpu = time.process_time() - started
print(json.dumps({"games_per_cpu_second": games / cpu, "decisions_per_game": decisions / games}))
"""


def reference(path: str, games: int, players: int, seed: int, clock: str = "wall") -> tuple[float, float]:
    """(games/s, decisions per game) of one run of the reference."""
    if clock == "cpu":
        d = run_json([sys.executable, "-c", CPU_RUNNER, path, str(games), str(players), str(seed)])
        return d["games_per_cpu_second"], d["decisions_per_game"]
    d = run_json([sys.executable, path, str(games), str(players), str(seed), "--json"])
    return d["timing"]["games_per_second"], d["length"]["decisions"]["mean"]


def engine(games: int, players: int, seed: int, which: str = "generated", clock: str = "wall") -> tuple[float, float]:
    """(games/s, decisions per game) of one run of `rulewright bench`."""
    d = run_json([sys.executable, "-m", "rulewright.cli.main", "bench", str(RULES), "-n", str(games),
                  "-p", str(players), "-s", str(seed), "--engine", which, "--json"])
    return d["games_per_cpu_second" if clock == "cpu" else "games_per_second"], d["decisions_per_game"]


def instructions(command: list[str]) -> int:
    """The machine instructions of a whole process, by valgrind's callgrind."""
    no_aslr = ["setarch", "-R"] if shutil.which("setarch") else []    # the same count run to run
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run(no_aslr + ["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/callgrind.out",
                                         *command], capture_output=True, text=True, timeout=7200,
                              env={**os.environ, "PYTHONHASHSEED": "0"})
    counted = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or counted is None:
        sys.exit(f"error: callgrind of {' '.join(command[:3])} ... failed (exit {done.returncode}): "
                 f"{done.stderr.strip().splitlines()[-1:] or ''}")
    return int(counted.group(1))


def instructions_per_game(path: str, games: int, players: int, seed: int, which: str) -> tuple[float, float]:
    """(reference, rulewright) machine instructions of one game: a run of `games` games less a run
    of one, over games - 1, for each program."""
    def ref(n):
        return instructions([sys.executable, "-c", CPU_RUNNER, path, str(n), str(players), str(seed)])

    def rw(n):
        return instructions([sys.executable, "-m", "rulewright.cli.main", "bench", str(RULES), "-n", str(n),
                             "-p", str(players), "-s", str(seed), "--engine", which, "--json"])
    engine(1, players, seed, which)          # the user cache made first, so that both runs find it
    return (ref(games) - ref(1)) / (games - 1), (rw(games) - rw(1)) / (games - 1)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("reference", help="the reference program (rattus_aligned.py)")
    ap.add_argument("--games", type=int, default=None,
                    help="games per run (default 2000; with --clock instructions 101)")
    ap.add_argument("--players", default="2,3,4,5", help="player counts, comma-separated (default 2,3,4,5)")
    ap.add_argument("--repeats", type=int, default=3, help="runs of each, alternating; the best counts (default 3)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--engine", choices=["generated", "interpreter"], default="generated",
                    help="rulewright's engine (default generated; interpreter: the closures it is tested against)")
    ap.add_argument("--clock", choices=["wall", "cpu", "instructions"], default="wall",
                    help="games per second of the clock (default), per CPU second (a busy machine), or "
                         "machine instructions per game (callgrind: the same whatever the machine does)")
    args = ap.parse_args(argv)
    if not Path(args.reference).is_file():
        ap.error(f"no reference program at {args.reference}")
    if args.games is None:
        args.games = 101 if args.clock == "instructions" else 2000
    if args.games < (2 if args.clock == "instructions" else 1):
        ap.error(f"--games: at least {2 if args.clock == 'instructions' else 1}, not {args.games}")
    try:
        counts = [int(p) for p in args.players.split(",")]
    except ValueError:
        ap.error(f"--players: give whole numbers separated by commas, not '{args.players}'")
    if args.clock == "instructions":
        return _instructions_table(args, counts)
    per = "CPU second" if args.clock == "cpu" else "second"
    print(f"{args.games} games per run, best of {args.repeats} alternating runs, one core each, games per {per}; "
          f"rulewright plays {RULES.relative_to(HERE.parent)} on the {args.engine} engine")
    unit = "games/cpu-s" if args.clock == "cpu" else "games/s"
    header = f"{'players':>7}  {'reference ' + unit:>21}  {'rulewright ' + unit:>22}  {'ratio':>6}  decisions/game (ref, rw)"
    print(header)
    for players in counts:
        best_ref = best_rw = 0.0
        per_game = (0.0, 0.0)
        for _ in range(args.repeats):
            ref, ref_dpg = reference(args.reference, args.games, players, args.seed, args.clock)
            rw, rw_dpg = engine(args.games, players, args.seed, args.engine, args.clock)
            best_ref, best_rw = max(best_ref, ref), max(best_rw, rw)
            per_game = (ref_dpg, rw_dpg)
        print(f"{players:>7}  {best_ref:>21,.0f}  {best_rw:>22,.0f}  {best_ref / best_rw:>5.2f}x  "
              f"{per_game[0]:.1f}, {per_game[1]:.1f}", flush=True)
    return 0


def _instructions_table(args, counts: list[int]) -> int:
    if shutil.which("valgrind") is None:
        sys.exit("error: --clock instructions needs valgrind (Debian: apt-get install valgrind)")
    print(f"machine instructions of a game (callgrind: {args.games} games less one, in fresh processes); "
          f"rulewright plays {RULES.relative_to(HERE.parent)} on the {args.engine} engine")
    print(f"{'players':>7}  {'reference M/game':>16}  {'rulewright M/game':>17}  {'ratio':>6}")
    for players in counts:
        ref, rw = instructions_per_game(args.reference, args.games, players, args.seed, args.engine)
        print(f"{players:>7}  {ref / 1e6:>16.3f}  {rw / 1e6:>17.3f}  {rw / ref:>5.2f}x", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
