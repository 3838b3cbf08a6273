"""Outputs and the terminal boundary (docs/outputs.md): files are checked before the work and
written whole, with the usual permissions, never onto devices or read-only files; signals
leave no temporary file and no lost game log; failing standard streams and control
characters in the rules never reach the user as a traceback or as executed escape codes;
--workers is capped; progress shows where nobody watches a terminal; a sheet's format
follows its file name."""
from __future__ import annotations

import json
import os
import re
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulewright.cli import sim_commands
from rulewright.cli.main import main
from tests.conftest import REPO, edit

ESCAPE = "\x1b]0;PWNED\x07"            # sets a terminal's window title
SHOWN = "\\u001b]0;PWNED\\u0007"
HOUSE = REPO / "rules" / "rattus_cartus" / "house_rules" / "gentle_plague.yaml"


def run(*args, input=None):
    return CliRunner().invoke(main, [str(a) for a in args], input=input)


def cli(*args, **kwargs):
    """`rulewright ARGS` in a new process, from the repository."""
    return subprocess.Popen([sys.executable, "-m", "rulewright.cli.main", *map(str, args)], cwd=REPO, **kwargs)


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


def one_error_line(result, needle: str) -> None:
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output and not isinstance(result.exception, OSError), result.exception
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: cannot write ") and needle in lines[0], result.stderr


# ---- 1, 2: outputs that cannot be written ---------------------------------------------------

def bad_places(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    """name: (path, words of the expected message)"""
    (tmp_path / "a_file").write_text("x")
    places = {
        "parent is a file": (tmp_path / "a_file" / "out.x", "is a file, not a folder"),
        "device": (Path(os.devnull), "is a device"),
    }
    if Path("/proc").is_dir():
        places["missing under /proc"] = (Path("/proc/nope/out.x"), "/proc/nope")
    if Path("/sys").is_dir():
        places["/sys"] = (Path("/sys/out.x"), "cannot create a file in /sys")
    return places


COMMANDS = {
    "compile -o": lambda place: ["compile", "rattus_cartus", "-o", place.with_suffix(".json")
                                 if place != Path(os.devnull) else place],
    "sheet -o": lambda place: ["sheet", "rattus_cartus", "--lang", "en", "--format", "md", "-o", place],
    "play --log": lambda place: ["play", "rattus_cartus", "-n", 2, "--agents", "random,random", "--seed", 1,
                                 "--log", place],
}


@pytest.mark.parametrize("command", COMMANDS)
def test_an_output_that_cannot_be_written_is_one_line_and_exit_1_before_the_work(tmp_path, command):
    for name, (place, words) in bad_places(tmp_path).items():
        result = run(*COMMANDS[command](place))
        one_error_line(result, words)
        assert result.stdout == "", (name, result.stdout[:300])     # no game played, no sheet printed
    assert leftovers(tmp_path) == []
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)                 # the device is still a device


@pytest.mark.parametrize("option", ["--all", "--plot"])
def test_an_output_folder_that_cannot_be_made_is_one_line_and_exit_1(tmp_path, option):
    (tmp_path / "a_file").write_text("x")
    args = ["sheet", "rattus_cartus", "--all"] if option == "--all" else \
        ["compare", "rattus_cartus", HOUSE, "-n", 2, "--plot"]
    one_error_line(run(*args, tmp_path / "a_file" / "pictures"), "is a file, not a folder")
    if Path("/sys").is_dir():
        one_error_line(run(*args, "/sys/pictures"), "/sys/pictures")


def test_the_output_is_checked_before_the_rules_are_compiled(ruleset_copy, tmp_path):
    edit(ruleset_copy / "cards.yaml", "take(sword, 2)", "take(swrod, 2)")
    (tmp_path / "a_file").write_text("x")
    for args in (["compile", ruleset_copy, "-o", tmp_path / "a_file" / "ir.json"],
                 ["sheet", ruleset_copy, "--lang", "en", "-o", tmp_path / "a_file" / "s.html"]):
        result = run(*args)
        one_error_line(result, "is a file, not a folder")
        assert "RW301" not in result.output


# ---- 3: writing like real software ------------------------------------------------------------

def test_new_files_get_the_usual_permissions_and_replaced_files_keep_theirs(tmp_path):
    old = os.umask(0o022)
    try:
        assert run("compile", "carrara", "-o", tmp_path / "ir.json").exit_code == 0
        assert stat.S_IMODE(os.stat(tmp_path / "ir.json").st_mode) == 0o644
        os.chmod(tmp_path / "ir.json", 0o600)
        assert run("compile", "carrara", "-o", tmp_path / "ir.json").exit_code == 0
        assert stat.S_IMODE(os.stat(tmp_path / "ir.json").st_mode) == 0o600
    finally:
        os.umask(old)


def test_a_link_is_followed_and_stays_a_link(tmp_path):
    (tmp_path / "real.json").write_text("old")
    (tmp_path / "link.json").symlink_to("real.json")
    assert run("compile", "carrara", "-o", tmp_path / "link.json").exit_code == 0
    assert (tmp_path / "link.json").is_symlink()
    assert json.loads((tmp_path / "real.json").read_text())["ruleset"]["name"] == "carrara"


def test_read_only_files_and_fifos_are_refused(tmp_path):
    (tmp_path / "ro.json").write_text("keep me")
    os.chmod(tmp_path / "ro.json", 0o444)
    one_error_line(run("compile", "carrara", "-o", tmp_path / "ro.json"), "read-only")
    assert (tmp_path / "ro.json").read_text() == "keep me"
    os.mkfifo(tmp_path / "pipe")
    one_error_line(run("compile", "carrara", "-o", tmp_path / "pipe"), "named pipe")
    assert stat.S_ISFIFO(os.stat(tmp_path / "pipe").st_mode) and leftovers(tmp_path) == []


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root may write into any folder")
def test_an_unwritable_folder_is_refused(tmp_path):
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        one_error_line(run("compile", "carrara", "-o", folder / "ir.json"), "cannot create a file in")
    finally:
        folder.chmod(0o755)


WRITER = """
import sys
from rulewright.cli.support import write_atomically
write_atomically(sys.argv[1], b"x" * 300_000_000)
"""


def test_a_signal_while_writing_leaves_no_temporary_file(tmp_path):
    target = tmp_path / "big.bin"
    proc = subprocess.Popen([sys.executable, "-c", WRITER, str(target)], cwd=REPO)
    deadline = time.monotonic() + 60
    while not leftovers(tmp_path) and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.001)
    proc.send_signal(signal.SIGTERM)
    proc.wait(timeout=60)
    assert proc.returncode == -signal.SIGTERM          # the signal still ends the process ...
    assert leftovers(tmp_path) == []                   # ... once the file is whole
    assert target.stat().st_size == 300_000_000


# ---- 4: logs survive interruption -------------------------------------------------------------

@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_stopped_game_keeps_its_log(tmp_path, signum):
    log = tmp_path / "game.jsonl"
    proc = cli("play", "rattus_cartus", "-n", 2, "--agents", "human,random", "--seed", 3, "--log", log,
               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    seen = b""
    while b"Your choice" not in seen:                  # the person is asked: the game waits
        chunk = os.read(proc.stdout.fileno(), 65536)
        assert chunk, seen
        seen += chunk
    proc.send_signal(signum)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 1, err
    assert b"Traceback" not in err
    events = [json.loads(line) for line in log.read_text().splitlines()]
    aborts = [e for e in events if e["type"] == "abort"]
    assert events[0]["type"] == "setup" and aborts and aborts[0]["reason"] == "interrupted"
    if signum == signal.SIGTERM:
        assert b"stopped by SIGTERM" in err
    assert leftovers(tmp_path) == []


# ---- 5: the terminal boundary -----------------------------------------------------------------

def test_a_full_disk_on_stdout_is_one_line():
    with open("/dev/full", "w") as full:
        # the JSON list of diagnostics (the assumptions in force) goes to standard output
        proc = cli("validate", "--format", "json", "carrara", stdout=full, stderr=subprocess.PIPE)
        _, err = proc.communicate(timeout=120)
    assert proc.returncode == 1
    assert err.decode().strip().splitlines()[-1] == "error: cannot write to standard output: No space left on device"
    assert b"Traceback" not in err and b"Exception ignored" not in err


def test_a_closed_pipe_is_quiet():
    proc = cli("play", "rattus_cartus", "-n", 3, "--agents", "random,random,random", "--seed", 1,
               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.readline()
    proc.stdout.close()                               # like `| head -1`
    err = proc.stderr.read()
    assert proc.wait(timeout=120) == 1
    assert b"Traceback" not in err and b"Exception ignored" not in err and b"Broken pipe" not in err


def test_control_characters_from_a_house_rule_are_shown_not_executed(tmp_path):
    """The intent, in YAML and in the house rule's own English translation."""
    text = HOUSE.read_text(encoding="utf-8").replace("extends: ../../rattus_cartus", "extends: rattus_cartus")
    text = re.sub(r"^(  intent: )(.*)$", lambda m: f'{m[1]}"\\e]0;PWNED\\a {m[2]}"', text, flags=re.M)
    text = re.sub(r"^(  en: )(house-rule-intent = )(.*)$", lambda m: f'{m[1]}"{m[2]}\\e]0;PWNED\\a {m[3]}"',
                  text, flags=re.M)
    (tmp_path / "loud.yaml").write_text(text, encoding="utf-8")
    for args in (["diff", "rattus_cartus", tmp_path / "loud.yaml"],
                 ["compare", "rattus_cartus", tmp_path / "loud.yaml", "-n", 2]):
        result = run(*args)
        assert result.exit_code == 0, result.output
        assert "\x1b" not in result.output and "\x07" not in result.output
        assert SHOWN in result.output, result.output


def test_control_characters_from_a_locale_are_shown_in_play(ruleset_copy):
    edit(ruleset_copy.parent.parent / "locales" / "en" / "rattus_cartus.ftl",
         "game-title = Rattus Cartus", f"game-title = Rattus{ESCAPE}Cartus\x9b2J")
    result = run("play", ruleset_copy, "-n", 2, "--agents", "random,random", "--seed", 1)
    assert result.exit_code == 0, result.output
    assert f"Rattus{SHOWN}Cartus\\u009b2J" in result.stdout
    assert not any(ch in result.output for ch in "\x1b\x07\x9b\r")


def test_json_output_stays_json_with_the_same_values(ruleset_copy):
    edit(ruleset_copy / "parameters.yaml", "reason: The face value of a victory point token is not in the sources",
         'reason: "The face\\u009b2J value\\x7f of a victory point token is not in the sources')
    edit(ruleset_copy / "parameters.yaml", "sources; one point each.", 'sources; one point each."')
    result = run("validate", ruleset_copy, "--format", "json")
    data = json.loads(result.stdout)
    assert "\x9b" not in result.stdout and "\x7f" not in result.stdout
    assert any("The face\x9b2J value\x7f of" in (d.get("hint") or "") for d in data), result.stdout


# ---- 6, 7: workers and progress ---------------------------------------------------------------

def test_too_many_workers_are_capped_with_a_note():
    most = 4 * len(os.sched_getaffinity(0))
    result = run("simulate", "rattus_cartus", "-n", 4, "-p", 2, "--workers", 1000)
    assert result.exit_code == 0, result.output
    assert f"using {most}" in result.stderr
    assert result.stdout.splitlines()[-1].endswith(f"{most} workers")


def test_progress_where_nobody_watches_a_terminal(monkeypatch):
    clock = [100.0]
    monkeypatch.setattr(sim_commands.time, "monotonic", lambda: clock[0])
    lines = []

    class Log:                                        # stderr redirected to a file
        write = staticmethod(lines.append)

        def flush(self):
            pass

        def isatty(self):
            return False
    progress = sim_commands.progress_for(None, 1000, Log())
    for done in range(1, 1001):
        clock[0] += 0.1                               # 100 s in all
        progress(done, 1000)
    assert re.match(r"simulated 10\d/1000 games \(10%\), 10\.\d s, 90 s left\n", lines[0])  # quiet for 10 s
    assert 9 <= len(lines) <= 12 and lines[-1].startswith("simulated 1000/1000 games (100%), 100.0 s")
    assert all(line.endswith("\n") and "\r" not in line for line in lines)
    short = []
    Log.write = staticmethod(short.append)
    quick = sim_commands.progress_for(None, 10, Log())
    for done in range(1, 11):
        quick(done, 10)
    assert short == []                                # a short run says nothing


def test_simulate_progress_lines_on_request():
    result = run("simulate", "rattus_cartus", "-n", 20, "-p", 2, "--progress")
    assert result.exit_code == 0
    assert "simulated 20/20 games (100%)" in result.stderr and "simulated" not in result.stdout


# ---- 8: the sheet's format ---------------------------------------------------------------------

def test_the_sheet_format_follows_the_file_name(tmp_path):
    assert run("sheet", "rattus_cartus", "--lang", "de", "-o", tmp_path / "s.md").exit_code == 0
    assert (tmp_path / "s.md").read_text(encoding="utf-8").lstrip().startswith("#")
    clash = run("sheet", "rattus_cartus", "--lang", "de", "--format", "html", "-o", tmp_path / "s.pdf")
    assert clash.exit_code == 2 and "--format html does not match" in clash.stderr
    unknown = run("sheet", "rattus_cartus", "--lang", "de", "-o", tmp_path / "s.txt")
    assert unknown.exit_code == 2 and ".md, .html or .pdf" in unknown.stderr
    assert not (tmp_path / "s.pdf").exists() and not (tmp_path / "s.txt").exists()


def test_a_pdf_file_name_gives_a_pdf(tmp_path):
    pytest.importorskip("weasyprint", reason="PDF needs WeasyPrint (pip extra 'sheets')")
    assert run("sheet", "rattus_cartus", "--lang", "de", "-o", tmp_path / "x.pdf").exit_code == 0
    assert (tmp_path / "x.pdf").read_bytes()[:5] == b"%PDF-"


def test_a_pdf_without_weasyprint_says_how_to_install_it_before_any_work(monkeypatch, ruleset_copy, tmp_path):
    monkeypatch.setitem(sys.modules, "weasyprint", None)           # import weasyprint -> ImportError
    edit(ruleset_copy / "cards.yaml", "take(sword, 2)", "take(swrod, 2)")
    result = run("sheet", ruleset_copy, "--lang", "en", "-o", tmp_path / "x.pdf")
    assert result.exit_code == 1 and 'pip install "rulewright[sheets]"' in result.stderr
    assert "RW301" not in result.output and not (tmp_path / "x.pdf").exists()
