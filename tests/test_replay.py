"""`rulewright replay` says exactly what it verified: a finished game (exit 0), a log that
stops early (exit 3), a changed line found by the replay or by the log's digest (exit 1);
and a log file cannot exhaust memory or end in a traceback, however it was tampered with."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulewright.cli.game_log import MAX_LINE_BYTES, MAX_LOG_BYTES
from rulewright.cli.main import main


def run(*args, input=None):
    result = CliRunner().invoke(main, [str(a) for a in args], input=input)
    assert "Traceback" not in result.output and not isinstance(result.exception, (RecursionError, MemoryError))
    return result


def compact(event: dict) -> str:
    return json.dumps(event, ensure_ascii=False, separators=(",", ":"))


def write(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def log_lines(tmp_path_factory) -> list[str]:
    path = tmp_path_factory.mktemp("replay") / "bots.jsonl"
    result = run("play", "rattus_cartus", "-n", 4, "--seed", 21, "--agents", "random,greedy,random,random",
                 "--log", path)
    assert result.exit_code == 0, result.output[-2000:]
    return path.read_text(encoding="utf-8").splitlines()


def first_line(lines: list[str], test) -> int:
    """Index of the first line whose event passes `test`."""
    return next(i for i, line in enumerate(lines) if test(json.loads(line)))


def as_version_1(lines: list[str]) -> list[str]:
    """The same game as an older rulewright wrote it: version 1, no digest line."""
    setup = json.loads(lines[0])
    setup["version"] = 1
    return [compact(setup)] + [line for line in lines[1:] if json.loads(line)["type"] != "digest"]


def cut_before_decision(lines: list[str], n: int) -> list[str]:
    i = first_line(lines, lambda e: e["type"] == "decision" and e["n"] == n)
    return lines[:i] + [compact({"type": "abort", "reason": "input_ended", "message": "input ended"})]


# -- what a replay verified --------------------------------------------------------------------

def test_a_finished_game_replays_ok_with_its_digest_verified(log_lines, tmp_path):
    assert json.loads(log_lines[-1])["type"] == "digest"
    result = run("replay", write(tmp_path / "g.jsonl", log_lines))
    assert result.exit_code == 0, result.output
    assert "replay OK: " in result.output and "winners " in result.output and "digest verified" in result.output


def test_a_log_cut_before_a_decision_with_an_abort_appended_fails(log_lines, tmp_path):
    result = run("replay", write(tmp_path / "cut.jsonl", cut_before_decision(log_lines, 2)))
    assert result.exit_code == 1, result.output
    assert "replay FAILED: the log ends at line " in result.output and "without its digest line" in result.output
    assert "cut short or edited" in result.output


def test_an_old_log_that_stops_early_is_reported_as_incomplete(log_lines, tmp_path):
    result = run("replay", write(tmp_path / "old_cut.jsonl", cut_before_decision(as_version_1(log_lines), 2)))
    assert result.exit_code == 3, result.output
    assert ("replay OK as far as it goes: the log stops at decision 2 (input_ended: input ended), "
            "the game is not finished") in result.output
    assert "no digest in this log (written by an older rulewright)" in result.output


def test_an_old_log_without_a_digest_still_replays(log_lines, tmp_path):
    result = run("replay", write(tmp_path / "old.jsonl", as_version_1(log_lines)))
    assert result.exit_code == 0, result.output
    assert "replay OK: " in result.output and "no digest in this log (written by an older rulewright)" in result.output


def test_a_game_stopped_by_the_end_of_input_replays_as_incomplete(tmp_path):
    log = tmp_path / "partial.jsonl"
    played = run("play", "rattus_cartus", "-n", 2, "--seed", 1, "--agents", "human,random", "--log", log,
                 input="1\n")
    assert played.exit_code == 1
    result = run("replay", log)
    assert result.exit_code == 3, result.output
    assert "replay OK as far as it goes: the log stops at decision " in result.output
    assert "(input_ended: input ended), the game is not finished" in result.output
    assert "digest verified" in result.output


def test_a_changed_answer_that_leaves_the_game_the_same_is_found_on_its_line(log_lines, tmp_path):
    # choosing another building's supply draws the same card: every event stays the same
    i = first_line(log_lines, lambda e: e["type"] == "decision")
    event = json.loads(log_lines[i])
    event["answer"] = [(event["answer"][0] + 1) % len(event["options"])]
    lines = list(log_lines)
    lines[i] = compact(event)
    result = run("replay", write(tmp_path / "answer.jsonl", lines))
    assert result.exit_code == 1, result.output
    assert f"replay FAILED: the log was changed after it was written, on line {i + 1} " in result.output


def test_a_changed_answer_that_changes_the_game_names_the_answer(log_lines, tmp_path):
    i = first_line(log_lines, lambda e: e["type"] == "decision" and e["label"] == "enter_building")
    event = json.loads(log_lines[i])
    event["answer"] = [(event["answer"][0] + 1) % len(event["options"])]
    lines = list(log_lines)
    lines[i] = compact(event)
    result = run("replay", write(tmp_path / "enter.jsonl", lines))
    assert result.exit_code == 1
    assert f"replay FAILED: event {i + 2} (line {i + 2} of " in result.output
    assert f"the last answer before it is on line {i + 1}" in result.output


@pytest.mark.parametrize("edit", ["sha256", "checkpoint", "rule position"])
def test_any_edit_the_replay_cannot_see_is_found_by_the_digest(log_lines, tmp_path, edit):
    lines = list(log_lines)
    if edit == "rule position":
        i = first_line(lines, lambda e: e["type"] == "decision" and e["n"] == 3)
        event = json.loads(lines[i])
        event["at"] = "elsewhere.yaml:1:1"
        lines[i] = compact(event)
        expected = f"on line {i + 1} "
    else:
        digest = json.loads(lines[-1])
        if edit == "sha256":
            digest["sha256"] = "0" * 64
            expected = f"the digest on line {len(lines)} does not match"
        else:
            digest["checkpoints"][2] = "0" * 16
            expected = f"the digest line {len(lines)} itself was changed"
        lines[-1] = compact(digest)
    result = run("replay", write(tmp_path / "edited.jsonl", lines))
    assert result.exit_code == 1, result.output
    assert expected in result.output


def test_duplicated_and_reordered_lines_fail_on_their_line(log_lines, tmp_path):
    i = first_line(log_lines, lambda e: e["type"] == "move")
    duplicated = log_lines[:i + 1] + log_lines[i:]
    result = run("replay", write(tmp_path / "dup.jsonl", duplicated))
    assert result.exit_code == 1 and f"replay FAILED: event {i + 2} (line {i + 2} of " in result.output
    swapped = list(log_lines)
    swapped[i], swapped[i + 1] = swapped[i + 1], swapped[i]
    result = run("replay", write(tmp_path / "swap.jsonl", swapped))
    assert result.exit_code == 1 and f"replay FAILED: event {i + 1} (line {i + 1} of " in result.output


def test_the_view_of_a_player_leaves_out_the_digest(log_lines, tmp_path):
    result = run("replay", write(tmp_path / "g.jsonl", log_lines), "--view", 2)
    assert result.exit_code == 0
    seen = [json.loads(line) for line in result.output.splitlines()]
    assert len(seen) == len(log_lines) - 1 and seen[-1]["type"] == "end"
    assert all("seed" not in e and "seen_by" not in json.dumps(e) for e in seen)


def test_a_log_on_standard_input(log_lines):
    result = run("replay", "-", input="\n".join(log_lines) + "\n")
    assert result.exit_code == 0 and "replay OK: " in result.output


# -- bounds ------------------------------------------------------------------------------------

def test_a_file_that_is_not_a_regular_file_is_refused():
    result = run("replay", os.devnull)
    assert result.exit_code == 1
    assert f"error: {os.devnull}: not a regular file" in result.output


def test_a_log_larger_than_the_cap_is_refused_before_reading(tmp_path):
    big = tmp_path / "big.jsonl"
    with open(big, "wb") as handle:
        handle.truncate(MAX_LOG_BYTES + 1)          # sparse: nothing is written
    result = run("replay", big)
    assert result.exit_code == 1
    assert f"more than a log may have ({MAX_LOG_BYTES:,} bytes)" in result.output


def test_a_line_longer_than_the_cap_is_refused_on_its_line(log_lines, tmp_path):
    path = tmp_path / "long.jsonl"
    path.write_text(log_lines[0] + "\n" + log_lines[1] + "\n" + "[" * (MAX_LINE_BYTES + 10) + "\n", encoding="utf-8")
    result = run("replay", path)
    assert result.exit_code == 1
    assert f"long.jsonl:3: the line is longer than {MAX_LINE_BYTES:,} bytes" in result.output


# -- tampered logs: a clear message naming the line, exit 1 ------------------------------------

def _setup_with(log_lines, **changes):
    setup = json.loads(log_lines[0])
    for key, value in changes.items():
        if value is ...:
            del setup[key]
        else:
            setup[key] = value
    return [compact(setup)] + log_lines[1:]


SETUP_EDITS = [
    ({"seed": [1, 2]}, ':1: the setup event needs "seed", a whole number, got [1, 2]'),
    ({"seed": {"a": 1}}, ':1: the setup event needs "seed", a whole number'),
    ({"seed": "21"}, ':1: the setup event needs "seed", a whole number, got "21"'),
    ({"seed": True}, ':1: the setup event needs "seed"'),
    ({"seed": ...}, ':1: the setup event needs "seed"'),
    ({"players": "4"}, ':1: the setup event needs "players"'),
    ({"players": 0}, ':1: the setup event needs "players", a whole number from 1'),
    ({"players": 9, "agents": ["random"] * 9}, ":1: the log has 9 players, but rattus_cartus is for 2 to 5"),
    ({"agents": ["random"] * 3}, ':1: the setup event needs one entry in "agents" per player'),
    ({"agents": [1, 2, 3, 4]}, ':1: the setup event needs one entry in "agents" per player'),
    ({"version": "1"}, ':1: log format version "1" is not supported'),
    ({"ir_hash": 5}, ':1: the setup event needs "ir_hash"'),
    ({"ruleset": "../../elsewhere"}, ':1: the setup event needs "ruleset"'),
    ({"ruleset": ["rattus_cartus"]}, ':1: the setup event needs "ruleset"'),
]


@pytest.mark.parametrize("changes, message", SETUP_EDITS, ids=[m.split(":", 2)[-1][:40] for _, m in SETUP_EDITS])
def test_a_tampered_setup_is_a_clear_error(log_lines, tmp_path, changes, message):
    result = run("replay", write(tmp_path / "t.jsonl", _setup_with(log_lines, **changes)))
    assert result.exit_code == 1, result.output
    assert f"t.jsonl{message}" in result.output, result.output


LINE_EDITS = [
    ("[" * 10_000 + "]" * 10_000, "not a log event (nested"),
    ('{"type": "move", "cards": ' + "[" * 50 + "]" * 50 + "}", "nested more than 32 levels deep"),
    ('{"type": "counter", "new": ' + "9" * 5000 + "}", "not a log event"),
    ('{"type": "counter", "new": NaN}', "NaN is not a number a log holds"),
    ('{"type": "counter", "new": 1e999}', "is not a whole number"),
    ('{"type": 7}', 'each line must be a JSON object with a "type"'),
    ('{"type": "teleport"}', "unknown event type 'teleport'"),
    ('{"type": "decision", "player": 0, "label": "x", "answer": [[0]]}', "a decision needs"),
    ('{"type": "setup", "format": "rulewright-log"}', "a second setup event"),
    ("", "an empty line"),
    ("{not json", "not a JSON object"),
]


@pytest.mark.parametrize("line, message", LINE_EDITS, ids=[m[:30] for _, m in LINE_EDITS])
def test_a_tampered_line_is_a_clear_error_naming_it(log_lines, tmp_path, line, message):
    lines = log_lines[:5] + [line] + log_lines[5:]
    result = run("replay", write(tmp_path / "t.jsonl", lines))
    assert result.exit_code == 1, result.output
    assert f"t.jsonl:6: " in result.output and message in result.output, result.output


def test_events_after_the_end_are_refused(log_lines, tmp_path):
    end = first_line(log_lines, lambda e: e["type"] == "end")
    lines = log_lines[:end + 1] + [log_lines[1]] + log_lines[end + 1:]
    result = run("replay", write(tmp_path / "t.jsonl", lines))
    assert result.exit_code == 1 and f"t.jsonl:{end + 2}: an event after the end event" in result.output
