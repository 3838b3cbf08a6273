"""A house rule's sheet says it is one: its title and footer name the house rule, and its first
part, "Changes from the base rules", gives the intent, every parameter whose value changed (also
one that only the setup uses, which no sentence shows) and the rules that differ. `diff` of the
same house rule is unchanged: that part is no rule of the game."""
from __future__ import annotations

import os

import pytest
from click.testing import CliRunner

from rulewright.cli.main import main

HOUSE = """house_rule:
  name: rich_start
  extends: ..
  intent: Everyone starts with two trophies and draws three cards a round.
change:
  parameters:
    cards_drawn:
      value: 3
    first_trophies:
      value: 2
translations:
  en: house-rule-intent = Everyone starts with two trophies and draws three cards a round.
  nl: house-rule-intent = Iedereen begint met twee trofeeën en trekt drie kaarten per ronde.
  de: house-rule-intent = Jeder beginnt mit zwei Trophäen und zieht drei Karten pro Runde.
"""
EXPECTED = {
    "en": ["Mygame with the house rule “rich\\_start”: reference sheet", "## Changes from the base rules",
           "*Everyone starts with two trophies and draws three cards a round.*",
           "- Cards drawn each round: 3 (base rules: 2)", "- Trophies at the start: 2 (base rules: 0)",
           "- Rule that differs (see there): 1. Play a card",
           "from the rules of Mygame (version 1) with the house rule “rich\\_start”."],
    "nl": ["met de huisregel „rich\\_start”", "## Wijzigingen ten opzichte van de basisregels",
           "- Trofeeën bij het begin: 2 (basisregels: 0)"],
    "de": ["mit der Hausregel „rich\\_start“", "## Änderungen gegenüber den Grundregeln",
           "- Trophäen zu Beginn: 2 (Grundregeln: 0)"],
}


@pytest.fixture()
def house(tmp_path):
    old = os.getcwd()
    os.chdir(tmp_path)
    try:
        assert CliRunner().invoke(main, ["new", "mygame"]).exit_code == 0
    finally:
        os.chdir(old)
    root = tmp_path / "mygame"
    yaml = root / "ruleset.yaml"
    text = yaml.read_text(encoding="utf-8")
    # a parameter only the setup uses: no sentence of the sheet shows its value
    text = text.replace("parameters:\n", "parameters:\n  first_trophies:\n    value: 0\n"
                        "    reason: everyone starts even\n", 1)
    text = text.replace("setup: |\n  shuffle(deck)\n", "setup: |\n  shuffle(deck)\n  for p in players {\n"
                        "    p.trophies = first_trophies\n  }\n", 1)
    yaml.write_text(text, encoding="utf-8")
    for lang, label in (("en", "Trophies at the start"), ("nl", "Trofeeën bij het begin"), ("de", "Trophäen zu Beginn")):
        with open(root / "locales" / lang / "mygame.ftl", "a", encoding="utf-8") as f:
            f.write(f"param-first_trophies = {label}\n")
    (root / "house_rules").mkdir()
    (root / "house_rules" / "rich_start.yaml").write_text(HOUSE, encoding="utf-8")
    return root


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_a_house_rules_sheet_names_it_and_says_what_it_changes(house, lang):
    base = CliRunner().invoke(main, ["sheet", str(house), "--lang", lang, "--format", "md"])
    result = CliRunner().invoke(main, ["sheet", str(house / "house_rules" / "rich_start.yaml"), "--lang", lang,
                                       "--format", "md"])
    assert base.exit_code == 0 and result.exit_code == 0, result.output
    for text in EXPECTED[lang]:
        assert text in result.output, (text, result.output)
    assert "rich" not in base.output and EXPECTED[lang][1] not in base.output


def test_diff_of_a_house_rule_lists_only_rule_changes(house):
    result = CliRunner().invoke(main, ["diff", str(house), str(house / "house_rules" / "rich_start.yaml"),
                                       "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert "Changes from the base rules" not in result.output
    assert result.output.splitlines()[0] == "House rule rich_start: 3 changes", result.output
