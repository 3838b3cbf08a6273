"""bench/against_reference.py, the side-by-side measure of issue 13, runs both programs and prints
their rates and the ratio; a stand-in reference (a trivial game with the reference's interface)
takes the place of the hand-written program, which lives outside the repository."""
from __future__ import annotations

import importlib.util
import re

import pytest

from tests.conftest import REPO

STAND_IN = '''
import json, sys
class Game:
    def __init__(self, players, rng):
        self.players, self.rng, self.decisions = players, rng, 0
    def play(self):
        self.decisions = sum(self.rng.randrange(2) for _ in range(10))
if __name__ == "__main__":
    games, players = int(sys.argv[1]), int(sys.argv[2])
    print(json.dumps({"timing": {"games_per_second": 1000.0}, "length": {"decisions": {"mean": 5.0}}}))
'''


@pytest.fixture(scope="module")
def against():
    spec = importlib.util.spec_from_file_location("against_reference", REPO / "bench" / "against_reference.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("clock", ["wall", "cpu"])
def test_both_programs_are_run_and_the_ratio_printed(against, tmp_path, capsys, clock):
    ref = tmp_path / "stand_in.py"
    ref.write_text(STAND_IN, encoding="utf-8")
    assert against.main([str(ref), "--games", "3", "--players", "2", "--repeats", "1", "--clock", clock]) == 0
    out = capsys.readouterr().out
    row = re.search(r"^\s+2\s+([\d,]+)\s+([\d,]+)\s+(\d+\.\d\d)x\s+([\d.]+), ([\d.]+)$", out, re.M)
    assert row, out
    ref_rate, rw_rate, ratio = (float(row.group(i).replace(",", "")) for i in (1, 2, 3))
    assert ref_rate > 0 and rw_rate > 0 and ratio == pytest.approx(ref_rate / rw_rate, abs=0.01)
    assert float(row.group(5)) > 10          # rulewright's decisions per game: it played Rattus Cartus


def test_counting_instructions_needs_two_games(against, tmp_path, capsys):
    ref = tmp_path / "stand_in.py"
    ref.write_text(STAND_IN, encoding="utf-8")
    with pytest.raises(SystemExit) as stop:
        against.main([str(ref), "--games", "1", "--clock", "instructions"])
    assert stop.value.code == 2 and "at least 2" in capsys.readouterr().err
