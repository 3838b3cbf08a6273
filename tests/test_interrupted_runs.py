"""A simulate or compare run stopped by Ctrl-C (or SIGTERM, SIGHUP) says how far it got and
that no result was written, and exits 128 + the signal (130 for Ctrl-C); no output is left."""
from __future__ import annotations

import signal
import subprocess
import sys
import time

import pytest
from click.testing import CliRunner

from rulewright.cli import compare_command, sim_commands
from rulewright.cli.main import main
from rulewright.cli.support import Terminated
from tests.conftest import REPO, RULES

HOUSE = RULES / "rattus_cartus" / "house_rules" / "gentle_plague.yaml"


def stops_after(done: int, stop: BaseException):
    def run(*args, progress=None, **kwargs):
        progress(done, args[1] if isinstance(args[1], int) else args[2])
        raise stop
    return run


@pytest.mark.parametrize("stop, code, name", [(KeyboardInterrupt(), 130, "SIGINT"),
                                              (Terminated(signal.SIGTERM), 143, "SIGTERM")])
def test_an_interrupted_simulation_says_how_far_it_got(monkeypatch, stop, code, name):
    monkeypatch.setattr(sim_commands, "run_simulation", stops_after(37, stop))
    result = CliRunner().invoke(main, ["simulate", "rattus_cartus", "--games", "200",
                                                       "--players", "3", "--no-progress"])
    assert result.exit_code == code
    assert result.stderr.strip().endswith(f"interrupted ({name}) after 37 of 200 games: no result was written")
    assert "Aborted!" not in result.stderr and result.stdout == ""


def test_an_interrupted_comparison_writes_no_pictures(monkeypatch, tmp_path):
    monkeypatch.setattr(compare_command, "run_comparison", stops_after(12, KeyboardInterrupt()))
    plots = tmp_path / "plots"
    result = CliRunner().invoke(main, ["compare", "rattus_cartus", str(HOUSE), "--games", "50",
                                                       "--players", "3", "--plot", str(plots)])
    assert result.exit_code == 130
    assert "interrupted (SIGINT) after 12 of 50 pairs of games: no result was written" in result.stderr
    assert result.stdout == ""
    assert not plots.exists() or list(plots.iterdir()) == []


def test_ctrl_c_stops_a_real_run_with_exit_130():
    proc = subprocess.Popen([sys.executable, "-m", "rulewright.cli.main", "simulate", "rattus_cartus",
                             "--games", "1000000", "--players", "4"], cwd=REPO,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    time.sleep(4)                  # compiled and playing
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert out == b"" and b"Traceback" not in err and b"Aborted!" not in err
    assert b"of 1000000 games: no result was written" in err
