"""Hostile input to the language side (loader, rules language, house rules, examples,
scenarios, locales; validate, compile, test, score, diff, assumptions, sheet): each case once
ended in a traceback, a hang or a silent success. Each must now be a clear message with a
diagnostic code and exit 1 (or 2 for a usage error)."""
from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from rulewright.cli.main import main
from tests.conftest import edit


def _run(*args, input=None):
    result = CliRunner().invoke(main, [str(a) for a in args], input=input)
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


def _setup_code(ruleset, code: str) -> int:
    """Put `code` first in the ruleset's setup; returns the line of its first line."""
    flow = ruleset / "flow.yaml"
    text = flow.read_text(encoding="utf-8")
    first = text[:text.index("setup: |\n")].count("\n") + 2
    edit(flow, "setup: |\n", "setup: |\n" + "".join("  " + line + "\n" for line in code.splitlines()))
    return first


# ---- functions calling functions ------------------------------------------------------

def _chain(count: int, wrap: str) -> str:
    """f1 calls f0, f2 calls f1, ...: every call `wrap` levels deeper than its function."""
    lines = ["let f0 = x -> x"]
    lines += [f"let f{i} = x -> {wrap}f{i - 1}(x)" for i in range(1, count)]
    return "\n".join(lines + [f"let y = f{count - 1}(true)"])


@pytest.mark.parametrize("count, wrap", [(400, ""), (150, "not " * 60)], ids=["400 functions", "150 deep functions"])
def test_a_long_chain_of_functions_is_rw204_not_a_recursion_error(ruleset_copy, count, wrap):
    first = _setup_code(ruleset_copy, _chain(count, wrap))
    result = _run("validate", "--no-warnings", ruleset_copy)
    assert result.exit_code == 1, result.output
    found = re.search(r"flow\.yaml:(\d+):\d+: error\[RW204\]: nested too deeply \(more than 100 levels\)", result.output)
    assert found, result.output
    assert first < int(found.group(1)) <= first + count
    assert "1 error" in result.output


def test_a_short_chain_of_functions_still_validates(ruleset_copy):
    _setup_code(ruleset_copy, _chain(20, "not "))
    result = _run("validate", "--no-warnings", ruleset_copy)
    assert result.exit_code == 0, result.output


# ---- house rules ------------------------------------------------------------------------

@pytest.mark.parametrize("head", ["[a]", "x", "5"])
def test_diff_of_a_house_rule_whose_head_is_not_a_mapping_is_rw103(ruleset_copy, head):
    house = ruleset_copy.parent / "house.yaml"
    house.write_text(f"house_rule: {head}\n", encoding="utf-8")
    result = _run("diff", ruleset_copy, house)
    assert result.exit_code == 1
    assert "house.yaml:1:13: error[RW103]: expected a mapping" in result.output
    assert "at: house_rule" in result.output


@pytest.mark.parametrize("change, where, message", [
    ("{parameters: {starting_rats: {value: null}}}", "change.parameters.starting_rats.value", "error[RW104]: nothing (null)"),
    ("{parameters: {starting_rats: {value: 8.0}}}", "change.parameters.starting_rats.value",
     "error[RW103]: expected a whole number, found the number 8.0"),
    ("{parameters: {starting_rats: 8}}", "change.parameters.starting_rats", "error[RW103]: expected a mapping"),
    ("{cards: {castle: {count: -3}}}", "change.cards.castle.count", "error[RW104]: -3 is less than the minimum of 0"),
    ("{setup: [a]}", "change.setup", "error[RW103]: expected a text, found a list"),
])
@pytest.mark.parametrize("command", ["validate", "diff", "sheet"])
def test_a_house_rule_change_is_checked_like_a_rule_file(ruleset_copy, tmp_path, change, where, message, command):
    house = ruleset_copy.parent / "house.yaml"
    house.write_text("house_rule: {name: hr, extends: ./rattus_cartus, intent: x}\n"
                     f"change: {change}\n", encoding="utf-8")
    args = {"validate": ["validate", house], "diff": ["diff", ruleset_copy, house],
            "sheet": ["sheet", house, "--lang", "en", "-o", tmp_path / "sheet.md"]}[command]
    result = _run(*args)
    assert result.exit_code == 1, result.output
    assert re.search(r"house\.yaml:2:\d+: " + re.escape(message), result.output), result.output
    assert f"at: {where}" in result.output
    assert not (tmp_path / "sheet.md").exists()


# ---- locales ----------------------------------------------------------------------------

@pytest.mark.parametrize("old, new, message", [
    ("game-title = Rattus Cartus", "game-title = { game-title }",
     '15:1: error[RW510]: "game-title" refers to itself: game-title -> game-title'),
    ("game-title = Rattus Cartus", "game-title = { nope }", '15:16: error[RW510]: "game-title" refers to "nope", which does not exist'),
    ("game-title = Rattus Cartus", "game-title = { -gone }", '15:16: error[RW510]: "game-title" refers to "-gone", which does not exist'),
])
def test_a_message_that_can_never_be_shown_is_an_error_in_validate(ruleset_copy, tmp_path, old, new, message):
    ftl = ruleset_copy.parent.parent / "locales" / "en" / "rattus_cartus.ftl"
    edit(ftl, old, new)
    result = _run("validate", "--no-warnings", ruleset_copy)
    assert result.exit_code == 1, result.output
    assert f"rattus_cartus.ftl:{message}" in result.output


def test_a_cycle_through_two_messages_is_reported_once(ruleset_copy):
    ftl = ruleset_copy.parent.parent / "locales" / "nl" / "rattus_cartus.ftl"
    text = ftl.read_text(encoding="utf-8")
    church = re.search(r"^class-church = .*$", text, re.M).group(0)
    magic = re.search(r"^class-magic = .*$", text, re.M).group(0)
    edit(ftl, church, "class-church = { class-magic }")
    edit(ftl, magic, "class-magic = { class-church }")
    result = _run("validate", "--no-warnings", ruleset_copy)
    assert result.exit_code == 1, result.output
    assert result.output.count("error[RW510]") == 1
    assert '"class-church" refers to itself: class-church -> class-magic -> class-church' in result.output


def test_an_attribute_that_uses_its_own_message_is_no_cycle(ruleset_copy):
    ftl = ruleset_copy.parent.parent / "locales" / "en" / "rattus_cartus.ftl"
    edit(ftl, "game-title = Rattus Cartus", "game-title = Rattus Cartus\n    .short = { game-title }")
    result = _run("validate", "--no-warnings", "--format", "json", ruleset_copy)
    assert "RW510" not in result.output


# ---- examples ---------------------------------------------------------------------------

@pytest.mark.parametrize("seat", ["x", "9", "-1"])
def test_a_peeked_seat_that_is_no_seat_is_rw104(ruleset_copy, seat):
    examples = ruleset_copy / "examples"
    examples.mkdir()
    (examples / "peek.yaml").write_text(
        "examples:\n  - name: peek\n    players: 3\n    run: do(castle, premium, me=players[0])\n"
        f"    setup: {{peeked: {{'{seat}': ['nun_row[0]']}}}}\n", encoding="utf-8")
    result = _run("test", ruleset_copy)
    assert result.exit_code == 1, result.output
    assert f"peek.yaml:5:22: error[RW104]: '{seat}' is not a seat: give a seat number from 0 to 2" in result.output


def test_an_arrival_seat_that_is_no_seat_is_rw104_in_score(ruleset_copy, tmp_path):
    scenario = tmp_path / "end.yaml"
    scenario.write_text("name: end\nplayers: 4\nsetup:\n  arrival:\n    influence: {church: [9, 0]}\n"
                        "expect: {winners: [0]}\n", encoding="utf-8")
    result = _run("score", ruleset_copy, scenario)
    assert result.exit_code == 1, result.output
    assert "end.yaml:5:26: error[RW104]: there is no seat 9 with 4 players" in result.output


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="needs fifos")
def test_a_fifo_among_the_examples_is_rw001_not_a_hang(ruleset_copy):
    import os
    examples = ruleset_copy / "examples"
    examples.mkdir()
    os.mkfifo(examples / "pipe.yaml")
    result = _run("test", ruleset_copy)
    assert result.exit_code == 1, result.output
    assert "pipe.yaml:1:1: error[RW001]: cannot read file: not a regular file" in result.output


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="needs fifos")
def test_a_fifo_in_place_of_a_locale_file_is_an_error_not_a_hang(ruleset_copy):
    import os
    import subprocess
    import sys
    ftl = ruleset_copy.parent.parent / "locales" / "en" / "rattus_cartus.ftl"
    ftl.unlink()
    os.mkfifo(ftl)
    # a generous guard against a hang, not a speed assertion
    done = subprocess.run([sys.executable, "-m", "rulewright.cli.main", "validate", str(ruleset_copy)],
                          capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr
    assert 'error[RW506]: no "en" locale file for "rattus_cartus"' in done.stdout + done.stderr
