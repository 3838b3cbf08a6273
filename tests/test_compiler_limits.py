"""What `validate` accepts must run, and `validate` itself stays bounded: deep or long rule
code, huge numbers, floats where whole numbers belong, huge files and many diagnostics all
give a located diagnostic (exit 1), never a Python traceback."""
from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from rulewright.cli.main import main
from tests.conftest import edit

ANCHOR = "      premium: take(sword, 2)\n"


def _with_code(ruleset, code: str):
    """Put `code` in place of one card action (as a literal block) and return its first line."""
    cards = ruleset / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    first = text[:text.index(ANCHOR)].count("\n") + 2
    block = "\n".join("        " + line for line in code.splitlines())
    edit(cards, ANCHOR, "      premium: |\n" + block + "\n")
    return cards, first


def _validate(*args):
    result = CliRunner().invoke(main, ["validate", "--no-warnings", *map(str, args)])
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result


DEEP = {
    "300 nested ifs": ("if true {\n" * 300 + "take(sword, 1)\n" + "}\n" * 300, 99),
    "20k-term sum": ("me.vp_tokens += " + "+".join(["1"] * 20000), 0),
    "900-term sum": ("me.vp_tokens += " + "+".join(["1"] * 900), 0),
    "600 nested minus": ("me.vp_tokens += " + "-" * 600 + "1", 0),
    "5k nested not": ("if " + "not " * 5000 + "true { take(sword, 1) }", 0),
    "5k nested lists": ("let x = " + "[" * 5000 + "1" + "]" * 5000, 0),
    "5k nested lambdas": ("let x = count(players, " + "y -> " * 5000 + "true)", 0),
    "5k nested calls": ("me.vp_tokens += " + "min(1, " * 5000 + "1" + ")" * 5000, 0),
    "150 elifs": ("if false { take(sword, 1) }\n" + "elif false { take(sword, 1) }\n" * 150, 100),
}


@pytest.mark.parametrize("case", list(DEEP))
def test_deep_code_is_a_located_error(ruleset_copy, case):
    code, line_offset = DEEP[case]
    cards, first = _with_code(ruleset_copy, code)
    result = _validate(ruleset_copy)
    assert result.exit_code == 1
    assert "error[RW204]: nested too deeply (more than 100 levels)" in result.output
    assert re.search(rf"cards\.yaml:{first + line_offset}:\d+: error\[RW204\]", result.output), result.output
    assert "at: cards.castle.actions.premium" in result.output


def test_a_deep_sum_cannot_be_played_either(ruleset_copy):
    _with_code(ruleset_copy, "me.vp_tokens += " + "+".join(["1"] * 900))
    result = CliRunner().invoke(main, ["play", str(ruleset_copy), "--players", "2", "--seed", "1",
                                       "--agents", "random,random"])
    assert result.exit_code == 1
    assert "RW204" in result.output
    assert "Traceback" not in result.output and not isinstance(result.exception, RecursionError)


def test_code_just_within_the_limits_is_valid(ruleset_copy):
    # 99 terms nest 98 levels below the assignment; 40 elifs; a 10^15 literal
    _with_code(ruleset_copy, "me.vp_tokens += " + "+".join(["1"] * 99) + "\n"
               + "if false { take(sword, 1) }\n" + "elif false { take(sword, 1) }\n" * 40
               + "me.vp_tokens += 1000000000000000 - 1000000000000000\n" + "take(sword, 2)")
    assert _validate(ruleset_copy).exit_code == 0


def test_long_flat_code_is_valid(ruleset_copy):
    _with_code(ruleset_copy, "me.vp_tokens += 1\n" * 20000 + "take(sword, 2)")
    assert _validate(ruleset_copy).exit_code == 0


def test_a_function_cannot_call_itself(ruleset_copy):
    cards, first = _with_code(ruleset_copy, "let f = x -> f(x)\nme.vp_tokens += f(1)")
    result = _validate(ruleset_copy)
    assert result.exit_code == 1
    assert f"cards.yaml:{first}:22: error[RW301]: 'f' is not defined yet inside its own definition" in result.output


def test_a_function_cannot_pass_itself_on(ruleset_copy):
    _with_code(ruleset_copy, "let f = x -> count(players, f) > 0\nif f(me) { take(sword, 1) }")
    result = _validate(ruleset_copy)
    assert result.exit_code == 1
    assert "error[RW301]: 'f' is not defined yet inside its own definition" in result.output


def test_a_function_sees_only_names_defined_before_it(ruleset_copy):
    _with_code(ruleset_copy, "let f = x -> x + y\nlet y = 2\nme.vp_tokens += f(1)")
    result = _validate(ruleset_copy)
    assert result.exit_code == 1
    assert "error[RW301]: unknown name 'y'" in result.output


def test_functions_calling_functions_count_their_depth(ruleset_copy):
    # f1 is 98 levels deep on its own; called inside each other they nest deeper
    code = "let f1 = x -> " + "min(1, " * 96 + "x" + ")" * 96 + "\n"
    code += "let f2 = x -> min(1, f1(x))\n"
    code += "me.vp_tokens += f2(1)"
    cards, first = _with_code(ruleset_copy, code)
    result = _validate(ruleset_copy)
    assert result.exit_code == 1
    assert re.search(rf"cards\.yaml:{first + 1}:\d+: error\[RW204\]: nested too deeply .*'f1' adds", result.output)


@pytest.mark.parametrize("digits", ["9" * 5000, "1000000000000001", "0" * 5000 + "1" * 17])
def test_huge_number_in_code_is_a_located_error(ruleset_copy, digits):
    cards, first = _with_code(ruleset_copy, "me.vp_tokens += " + digits)
    result = _validate(ruleset_copy)
    assert result.exit_code == 1
    assert f"cards.yaml:{first}:25: error[RW205]: number too large" in result.output
    assert "10^15" in result.output


# ---- floats where whole numbers belong, numbers beyond 10^15 --------------------------------

FLOATS = {
    "a card count": ("cards.yaml", "    count: 5\n    starts_in: building_box", "    count: 5.0\n    starts_in: building_box",
                     "count: 5.0", "write 5"),
    "a parameter": ("parameters.yaml", "    value: 5\n", "    value: 5.0\n", "value: 5.0", "write 5"),
    "a table value": ("parameters.yaml", '"3": 9,', '"3": 9.0,', '"3": 9.0', "write 9"),
    "a counter's start": ("ruleset.yaml", "vp_pool: {start: 20,", "vp_pool: {start: 20.0,", "start: 20.0", "write 20"),
}


@pytest.mark.parametrize("case", list(FLOATS))
def test_a_float_where_a_whole_number_belongs_is_rw103(ruleset_copy, case):
    file, old, new, needle, hint = FLOATS[case]
    edit(ruleset_copy / file, old, new)
    result = _validate(ruleset_copy)
    assert result.exit_code == 1
    line = next(n for n, text in enumerate((ruleset_copy / file).read_text().splitlines(), 1) if needle in text)
    assert re.search(rf"{file}:{line}:\d+: error\[RW103\]: expected .*a whole number.*, found the number", result.output)
    assert f"hint: {hint}" in result.output


@pytest.mark.parametrize("number", ["50000000000000000000", "9" * 5000, "-1000000000000001"])
def test_a_yaml_number_beyond_ten_to_the_fifteen_is_rw009(ruleset_copy, number):
    edit(ruleset_copy / "parameters.yaml", "    value: 5\n", f"    value: {number}\n")
    result = _validate(ruleset_copy)
    assert result.exit_code == 1
    assert re.search(r"parameters\.yaml:\d+:12: error\[RW009\]: number too large", result.output)


# ---- many diagnostics ----------------------------------------------------------------------

def test_at_most_200_diagnostics_are_printed_and_json_has_all(ruleset_copy):
    (ruleset_copy / "extra.yaml").write_text("".join(f"k{i}: 1\n" for i in range(500)), encoding="utf-8")
    result = _validate(ruleset_copy)
    assert result.exit_code == 1
    assert result.output.count("error[RW101]") == 200
    assert "... and 300 more (only the first 200 are shown" in result.output
    assert "500 errors" in result.output
    result = CliRunner().invoke(main, ["validate", "--format", "json", str(ruleset_copy)])
    assert result.exit_code == 1
    start = result.output.index("[")
    items = json.JSONDecoder().raw_decode(result.output[start:])[0]
    assert sum(1 for d in items if d["code"] == "RW101") == 500


def test_a_very_long_line_is_shown_around_the_caret(ruleset_copy):
    _with_code(ruleset_copy, "me.vp_tokens += " + "+".join(["1"] * 20000))
    result = _validate(ruleset_copy)
    shown = [line for line in result.output.splitlines() if " | " in line]
    assert shown and all(len(line) < 200 for line in shown)
    assert shown[0].rstrip().endswith("...")


# ---- locale files --------------------------------------------------------------------------

def test_a_too_large_locale_file_is_rw508(ruleset_copy):
    ftl = ruleset_copy.parent.parent / "locales" / "nl" / "rattus_cartus.ftl"
    with ftl.open("a", encoding="utf-8") as handle:
        handle.write("".join(f"extra-{i} = filler text number {i}\n" for i in range(40000)))
    result = _validate(ruleset_copy)
    assert result.exit_code == 1
    assert "rattus_cartus.ftl:1:1: error[RW508]: locale file is too large: more than 1,000,000 bytes" in result.output


def test_a_game_in_a_too_large_locale_is_a_clear_error(tmp_path):
    from rulewright.i18n import LocaleError, Localizer
    big = tmp_path / "big.ftl"
    big.write_text("x = y\n" * 200_000, encoding="utf-8")
    with pytest.raises(LocaleError, match="too large: more than 1,000,000 bytes"):
        Localizer("en", [big])


def test_deeply_nested_locale_text_is_rw503(ruleset_copy):
    ftl = ruleset_copy.parent.parent / "locales" / "nl" / "rattus_cartus.ftl"
    with ftl.open("a", encoding="utf-8") as handle:
        handle.write("deep = " + "{" * 3000 + "}" * 3000 + "\n")
    result = _validate(ruleset_copy)
    assert result.exit_code == 1
    assert "rattus_cartus.ftl:1:1: error[RW503]: Fluent text nested too deeply to parse" in result.output
    assert "RW501" not in result.output


def test_deeply_nested_house_rule_translations_are_rw509(ruleset_copy):
    (ruleset_copy.parent / "house").mkdir()
    moved = ruleset_copy.parent / "house" / "deep.yaml"
    moved.write_text("house_rule:\n  name: deep\n  extends: ../rattus_cartus\n  intent: Nested too deep.\n"
                     "translations:\n  en: |\n    deep = " + "{" * 3000 + "}" * 3000 + "\n", encoding="utf-8")
    result = _validate(moved)
    assert result.exit_code == 1
    assert re.search(r"deep\.yaml:6:\d+: error\[RW503\]: the 'en' translations of the house rule are nested "
                     r"too deeply", result.output), result.output
