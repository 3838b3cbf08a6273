"""The running side attacked as a hostile user would (issue 9, "Trust"): odd option values,
output names, endless input and signals end in a clear message and the documented exit
code, never a traceback, a hang, unbounded memory or processes left behind."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulewright.cli.main import main
from tests.conftest import REPO

HOUSE = REPO / "rules" / "rattus_cartus" / "house_rules" / "gentle_plague.yaml"


def run(*args, input=None):
    return CliRunner().invoke(main, [str(a) for a in args], input=input)


def cli(*args, **kwargs):
    """`rulewright ARGS` in a new process, from the repository."""
    return subprocess.run([sys.executable, "-m", "rulewright.cli.main", *map(str, args)], cwd=REPO,
                          capture_output=True, timeout=120, **kwargs)


def usage_error(result, *words: str) -> None:
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    for word in words:
        assert word in result.output, result.output


# ---- numbers that cannot be meant -------------------------------------------------------------

@pytest.mark.parametrize("command", [
    ["simulate", "rattus_cartus"],
    ["compare", "rattus_cartus", HOUSE],
    ["bench", "rattus_cartus"],
])
def test_a_number_of_games_that_would_fill_the_memory_is_a_usage_error(command):
    # 10^12 games used to be planned in batches up front: gigabytes before the first game
    usage_error(run(*command, "--games", 10 ** 12), "--games", "100000000")


@pytest.mark.parametrize("seconds", ["nan", "inf"])
def test_bench_seconds_must_be_a_finite_number(seconds):
    usage_error(run("bench", "rattus_cartus", "--seconds", seconds), "--seconds")


def test_bench_plays_at_least_one_game_however_short_the_time():
    result = run("bench", "carrara", "--seconds", "1e-9", "--json")
    assert result.exit_code == 0, result.output       # was ZeroDivisionError: no game played
    assert json.loads(result.stdout)["games"] >= 1


def test_simulate_reads_agent_names_as_play_does():
    result = run("simulate", "rattus_cartus", "--games", 2, "--agents", "RANDOM, Random", "--json")
    assert result.exit_code == 0, result.output
    assert [s["agent"] for s in json.loads(result.stdout)["seats"]] == ["random", "random"]


# ---- the Dask scheduler's address -----------------------------------------------------------

@pytest.mark.parametrize("address", ["nonsense", "tcp://[::1", "inproc://x", "tcp://127.0.0.1:99999",
                                     "tcp://:8786", "tcp://127.0.0.1:port"])
def test_a_malformed_scheduler_address_is_a_usage_error_without_a_traceback(address):
    # a Client given a malformed address failed half-built; at exit its clean-up waited 10 s
    # and printed a traceback
    proc = cli("simulate", "rattus_cartus", "--games", 2, "--executor", "dask", "--scheduler", address)
    err = proc.stderr.decode()
    assert proc.returncode == 2, err
    assert "Traceback" not in err and "--scheduler" in err and "tcp://HOST:PORT" in err


# ---- output names ---------------------------------------------------------------------------

@pytest.mark.parametrize("option", ["compile", "play", "sheet"])
def test_an_output_name_ending_in_a_slash_is_a_folder_not_a_file(tmp_path, option):
    place = f"{tmp_path / 'out'}/"
    args = {"compile": ["compile", "carrara", "-o", place],
            "play": ["play", "rattus_cartus", "-n", 2, "--seed", 1, "--agents", "random,random", "--log", place],
            "sheet": ["sheet", "carrara", "--lang", "en", "--format", "md", "-o", place]}[option]
    result = run(*args)
    usage_error(result, "names a folder")
    assert not (tmp_path / "out").exists()         # was: a file named 'out' holding the output


def test_empty_output_names_are_usage_errors(tmp_path):
    usage_error(run("compile", "carrara", "-o", ""), "empty")
    usage_error(run("compare", "rattus_cartus", HOUSE, "--games", 2, "--plot", ""), "empty")
    usage_error(run("sheet", "carrara", "--all", ""), "empty")


def test_a_plot_folder_name_too_long_is_one_line_and_exit_1(tmp_path):
    result = run("compare", "rattus_cartus", HOUSE, "--games", 2, "--plot", tmp_path / ("a" * 300))
    assert result.exit_code == 1, result.output
    assert not isinstance(result.exception, OSError), result.exception    # was: File name too long
    assert result.stderr.startswith("error: cannot write ") and "too long" in result.stderr


def test_a_plot_folder_that_is_a_dangling_link_says_so(tmp_path):
    (tmp_path / "pictures").symlink_to(tmp_path / "nowhere" / "pictures")
    result = run("compare", "rattus_cartus", HOUSE, "--games", 2, "--plot", tmp_path / "pictures")
    assert result.exit_code == 1, result.output
    assert "symbolic link to nothing" in result.stderr


# ---- input without end ----------------------------------------------------------------------

def test_play_with_endless_input_without_newline_stops_and_keeps_the_log(tmp_path):
    # `play < /dev/zero` read one endless line: 4.4 GB in 20 s until it was killed
    log = tmp_path / "g.jsonl"
    with open(os.devnull if not Path("/dev/zero").exists() else "/dev/zero", "rb") as zero:
        proc = cli("play", "rattus_cartus", "-n", 2, "--seed", 1, "--agents", "human,random", "--log", log,
                   stdin=zero)
    assert proc.returncode == 1, proc.stderr.decode()
    assert b"Traceback" not in proc.stderr
    events = [json.loads(line) for line in log.read_text().splitlines()]
    assert events[-2]["type"] == "abort" and events[-2]["reason"] == "input_ended"


class EndlessLine:
    """An input that is one line without end, like /dev/zero: reading it whole never returns."""

    def readline(self, size: int = -1) -> str:
        if size is None or size < 0:
            raise MemoryError("a read without a limit on a line without end")
        return "\0" * size

    def isatty(self) -> bool:
        return False


def test_a_person_s_answer_is_read_with_a_limit():
    from io import StringIO

    from rulewright.runtime.human import HumanAgent, InputEnded
    agent = HumanAgent(names=None, input=EndlessLine(), output=StringIO())
    with pytest.raises(InputEnded, match="more than a million"):
        agent.read()
    agent = HumanAgent(names=None, input=StringIO("9" * 20_000 + "\n2\n"), output=StringIO())
    assert agent.read() == "\ufffd"                 # too long for an answer: "not a number"
    assert agent.read() == "2"


# ---- signals --------------------------------------------------------------------------------

def _session(sid: int) -> list[int]:
    """Live processes of session `sid` (Linux /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if fields[0] != "Z" and int(fields[3]) == sid:
            found.append(int(entry.name))
    return found


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs Linux /proc")
@pytest.mark.parametrize("command", [
    ["simulate", "rattus_cartus"],
    ["compare", "rattus_cartus", HOUSE],
])
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_a_stopped_run_leaves_no_worker_processes(command, signum):
    proc = subprocess.Popen([sys.executable, "-m", "rulewright.cli.main", *map(str, command), "--games", "100000",
                             "--workers", "2"], cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            start_new_session=True)
    try:
        for _ in range(600):                       # until both workers are there (and busy)
            if len(_session(proc.pid)) >= 5:       # the command, resource tracker, fork server, 2 workers
                break
            time.sleep(0.1)
        time.sleep(1)       # a signal while a worker starts up gets a traceback from multiprocessing itself
        proc.send_signal(signum)
        err = proc.communicate(timeout=60)[1]
        assert proc.returncode == 128 + signum and b"Traceback" not in err, err      # as shells report a signal
        for _ in range(100):                       # the pool shuts down (was: orphans, forever)
            if not _session(proc.pid):
                break
            time.sleep(0.1)
        assert _session(proc.pid) == []
    finally:
        for pid in _session(proc.pid):
            os.kill(pid, signal.SIGKILL)
        proc.kill()
