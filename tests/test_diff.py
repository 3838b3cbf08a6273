"""`rulewright diff`: what a house rule changes, as rule sentences before and after."""
from __future__ import annotations

from click.testing import CliRunner

from rulewright.cli.main import main
from tests.conftest import RULES

HOUSE = RULES / "rattus_cartus" / "house_rules"


def run(*args):
    return CliRunner().invoke(main, ["diff", *map(str, args)])


def test_changed_action_in_every_language():
    # before: the rulebook's written text; after: the generated sentence, marked as a changed rule
    expected = {"en": ("Take two “Sword” cards.", "Changed rule (generated text): Take three Sword cards."),
                "nl": ("Pak twee “Zwaard”-kaarten.", "Gewijzigde regel (gegenereerde tekst): Pak drie Zwaard-kaarten."),
                "de": ("Nimm zwei „Schwert“-Karten.", "Geänderte Regel (erzeugter Text): Nimm drei Schwert-Karten.")}
    for lang, (before, after) in expected.items():
        result = run("rattus_cartus", HOUSE / "castle_three_swords.yaml", "--lang", lang)
        assert result.exit_code == 0, result.output
        lines = result.output.splitlines()
        assert any(before in line and line.lstrip().startswith("-") for line in lines), result.output
        assert any(after in line and line.lstrip().startswith("+") for line in lines), result.output


def test_parameter_and_action_changes():
    out = run("rattus_cartus", HOUSE / "gentle_plague.yaml", "--lang", "nl").output
    assert "Huisregel gentle_plague: 2 wijzigingen" in out
    assert "Parameter Ratten bij de start: 10 → 8" in out   # the label, not the identifier
    assert "Leg twee ratten af." in out


def test_added_and_removed_entries():
    out = run("rattus_cartus", HOUSE / "bathhouse.yaml", "--lang", "de").output
    assert "Badehaus (Kirche)" in out and "+ neu: Wirf drei Ratten ab." in out
    out = run("rattus_cartus", HOUSE / "no_guard_tower.yaml").output
    assert "Guard Tower (Chivalry) — Premium action" in out and "- removed:" in out


def test_markdown_for_sharing():
    out = run("rattus_cartus", HOUSE / "castle_three_swords.yaml", "--format", "md").output
    assert out.startswith(r"# House rule castle\_three\_swords: one change")   # names escaped like all text
    assert "- **before:** ~~Take two “Sword” cards.~~" in out
    assert "- **after:** Changed rule (generated text): Take three Sword cards." in out


def test_no_change():
    out = run("rattus_cartus", "rattus_cartus", "--lang", "de").output
    assert "Die Regelsätze sind dieselben wie im Grundspiel." in out


def test_unknown_language_is_a_usage_error():
    result = run("rattus_cartus", HOUSE / "castle_three_swords.yaml", "--lang", "fr")
    assert result.exit_code == 2 and "'fr' is not a language" in result.output
    assert "(en, nl, de)" in result.output     # the languages to choose from


def test_broken_house_rule_reports_diagnostics(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text(f"house_rule: {{name: bad, extends: {RULES / 'rattus_cartus'}, intent: x}}\n"
                   "change:\n  cards:\n    castle:\n      actions:\n        premium: take(swrod, 3)\n",
                   encoding="utf-8")
    result = run("rattus_cartus", bad)
    assert result.exit_code == 1 and "did you mean 'sword'?" in result.output
