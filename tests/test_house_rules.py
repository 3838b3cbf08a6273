"""House rules as overlay files: validated with positions in the overlay, usable by every
command that takes a ruleset."""
from __future__ import annotations

import json
import shutil

import pytest
from click.testing import CliRunner

from rulewright.compiler.build import compile_ruleset
from rulewright.cli.main import main
from tests.conftest import RULES, col_of, edit, line_of

HOUSE = RULES / "rattus_cartus" / "house_rules"


@pytest.mark.parametrize("path", sorted(RULES.glob("*/house_rules/*.yaml")), ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_bundled_house_rules_are_valid(path):
    result = compile_ruleset(path)
    assert [d for d in result.diagnostics if d.is_error] == []
    assert result.ir["house_rule"]["name"] == path.name.removesuffix(".yaml")


def test_at_least_three_house_rules_with_an_intent():
    files = list(HOUSE.glob("*.yaml"))
    assert len(files) >= 3
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert "# Intent:" in text and "intent:" in text


def test_change_reaches_the_ir():
    ir = compile_ruleset(HOUSE / "castle_three_swords.yaml").ir
    premium = ir["kinds"]["castle"]["actions"]["premium"][0]["e"]
    assert premium["a"][1] == {"t": "int", "v": 3}
    assert ir["kinds"]["castle"]["actions"]["standard"][0]["e"]["a"][1] == {"t": "int", "v": 1}


def test_remove_and_add_reach_the_ir():
    assert "guard_tower" not in compile_ruleset(HOUSE / "no_guard_tower.yaml").ir["kinds"]
    ir = compile_ruleset(HOUSE / "bathhouse.yaml").ir
    assert ir["kinds"]["bathhouse"]["attributes"] == {"class": "church"}
    assert "card-bathhouse = Badhuis" in ir["ruleset"]["locales"]["inline"]["nl"]


@pytest.fixture
def overlay(ruleset_copy):
    """A house rule next to a copy of the rules: returns its path."""
    folder = ruleset_copy / "house_rules"
    folder.mkdir()
    for path in HOUSE.glob("*.yaml"):
        shutil.copy(path, folder / path.name)
    return folder


def errors(path):
    return [d for d in compile_ruleset(path).diagnostics if d.is_error]


def test_typo_in_a_changed_name(overlay):
    path = overlay / "castle_three_swords.yaml"
    edit(path, "    castle:", "    castel:")
    [d] = errors(path)
    assert (d.code, d.line, d.column) == ("RW306", line_of(path, "castel:"), 5)
    assert d.file.endswith("castle_three_swords.yaml")
    assert d.hint.startswith("did you mean 'castle'?")


def test_typo_in_changed_code_points_into_the_overlay(overlay):
    path = overlay / "castle_three_swords.yaml"
    edit(path, "premium: take(sword, 3)", "premium: take(swrod, 3)")
    [d] = errors(path)
    assert (d.code, d.line, d.column) == ("RW301", line_of(path, "swrod"), col_of(path, "swrod"))
    assert d.file.endswith("castle_three_swords.yaml") and d.hint == "did you mean 'sword'?"


def test_unknown_key_inside_a_changed_entry(overlay):
    path = overlay / "gentle_plague.yaml"
    edit(path, "      value: 8", "      valeu: 8")
    [d] = errors(path)
    assert d.code == "RW306" and d.hint.startswith("did you mean 'value'?")


def test_remove_of_nothing(overlay):
    path = overlay / "no_guard_tower.yaml"
    edit(path, "cards: [guard_tower]", "cards: [guard_towers]")
    [d] = errors(path)
    assert d.code == "RW306" and d.line == line_of(path, "guard_towers")
    assert d.hint.startswith("did you mean 'guard_tower'?")


def test_add_of_an_existing_name(overlay):
    path = overlay / "bathhouse.yaml"
    edit(path, "    bathhouse:\n      group", "    castle:\n      group")
    codes = [d.code for d in errors(path)]
    assert "RW302" in codes


def test_added_name_without_translation(overlay):
    path = overlay / "bathhouse.yaml"
    edit(path, "    card-bathhouse = Badehaus\n", "    card-badehaus = Badehaus\n")
    ds = errors(path)
    assert [d.code for d in ds] == ["RW501"]
    assert '"de"' in ds[0].message and ds[0].file.endswith("bathhouse.yaml")


def test_a_missing_name_of_the_house_rule_is_hinted_into_its_translations(overlay):
    """A name the house rule adds belongs in its own translations, not in the base's locale file
    (which, installed, lies inside the package)."""
    path = overlay / "bathhouse.yaml"
    edit(path, "    card-bathhouse = Badehaus\n", "    card-badehaus = Badehaus\n")
    [d] = errors(path)
    assert d.hint.startswith("add it to this house rule's translations.de, e.g. `card-bathhouse = ...`"), d.hint
    assert ".ftl" not in d.hint


def test_broken_inline_translation(overlay):
    path = overlay / "bathhouse.yaml"
    edit(path, "    card-bathhouse = Badhuis\n", "    card-bathhouse Badhuis\n")
    codes = {d.code for d in errors(path)}
    assert "RW503" in codes
    d = next(d for d in errors(path) if d.code == "RW503")
    assert d.file.endswith("bathhouse.yaml") and d.line == line_of(path, "card-bathhouse Badhuis")


def test_unknown_base(overlay):
    path = overlay / "gentle_plague.yaml"
    edit(path, "extends: ../../rattus_cartus", "extends: ../../ratus")
    [d] = errors(path)
    assert d.code == "RW301" and d.line == line_of(path, "extends:")


def test_cli_commands_take_an_overlay(tmp_path):
    runner = CliRunner()
    path = str(HOUSE / "castle_three_swords.yaml")
    assert runner.invoke(main, ["validate", path]).exit_code == 0
    out = tmp_path / "ir.json"
    assert runner.invoke(main, ["compile", path, "-o", str(out)]).exit_code == 0
    assert json.loads(out.read_text())["house_rule"]["extends"] == "../../rattus_cartus"
    result = runner.invoke(main, ["test", path, "-k", "Castle"])
    assert result.exit_code == 1 and "expected 2" in result.output   # the base's example now fails
    scenario = RULES / "rattus_cartus" / "scenarios" / "four_players_end.yaml"
    assert runner.invoke(main, ["score", path, str(scenario)]).exit_code == 0


@pytest.mark.parametrize("value", ["eight", "true"])
def test_a_changed_value_of_the_wrong_kind_points_into_the_overlay(overlay, value):
    """`value: eight` for a number: reported at the house rule's line, not in the base's files."""
    path = overlay / "gentle_plague.yaml"
    edit(path, "      value: 8", f"      value: {value}")
    [d] = errors(path)
    assert (d.code, d.file.endswith("gentle_plague.yaml")) == ("RW103", True)
    assert (d.line, d.column) == (line_of(path, f"value: {value}"), col_of(path, f"value: {value}") + 7)
    assert "'starting_rats' is a whole number in the base ruleset" in d.message
    assert d.hint == "write a whole number, as the base does (10)"


def test_a_changed_option_of_the_wrong_kind(tmp_path):
    """An option parameter given a number: the options in the hint."""
    path = tmp_path / "odd.yaml"
    path.write_text(f"house_rule: {{name: odd, extends: {RULES / 'carrara'}, intent: x}}\n"
                    "change:\n  parameters:\n    objective_cards:\n      value: 3\n", encoding="utf-8")
    [d] = errors(path)
    assert (d.code, d.line) == ("RW103", 5)
    assert d.hint == "use one of: random, first_game"


def test_an_intent_translated_into_some_languages_only(overlay):
    """`diff --lang de` would refuse it later: `validate` says so first, at the translations."""
    path = overlay / "gentle_plague.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text("".join(l for l in text.splitlines(keepends=True) if not l.startswith("  de:")), encoding="utf-8")
    [d] = errors(path)
    assert (d.code, d.line) == ("RW501", line_of(path, "translations:"))
    assert d.message == 'the house rule translates its intent into "en" but not into "de"'
    assert d.hint == "add 'house-rule-intent = ...' to translations.de"


# the sheet in the broken locale's language: a sheet in another language is made (with a warning line)
@pytest.mark.parametrize("command", [["diff"], ["sheet", "--lang", "de", "-o", "x.md"], ["validate"]])
def test_a_broken_house_rule_counts_its_warnings_as_validate_does(overlay, command, tmp_path, monkeypatch):
    """The assumptions in force are no warnings in the count: `diff` said "1 error, 20 warnings"
    where `validate` says "1 error, 0 warnings" for the same file."""
    path = overlay / "bathhouse.yaml"
    edit(path, "    card-bathhouse = Badehaus\n", "    card-badehaus = Badehaus\n")
    monkeypatch.chdir(tmp_path)
    args = [command[0], str(path), *command[1:]] if command[0] != "diff" else ["diff", str(overlay.parent), str(path)]
    r = CliRunner().invoke(main, args)
    assert r.exit_code == 1, r.output
    assert "1 error, 0 warnings" in r.output and not (tmp_path / "x.md").exists()
