"""`compare --lang` and `simulate --lang` name the scoring categories as the ruleset's locale
does, in the text and the sentences; without --lang (and in --json) they stay identifiers; a
language the ruleset does not offer is a usage error before any game is played."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from rulewright.cli.main import main
from tests.conftest import RULES

HOUSE = str(RULES / "rattus_cartus" / "house_rules" / "gentle_plague.yaml")
COMPARE = ["compare", "rattus_cartus", HOUSE, "-n", "30", "-p", "3", "--no-progress"]


def run(*args):
    return CliRunner().invoke(main, list(args))


@pytest.mark.parametrize("lang, name", [("en", "Influence majorities"), ("nl", "Meeste invloedspunten per klasse"),
                                        ("de", "Einflussmehrheiten")])
def test_compare_names_the_categories_in_the_language(lang, name):
    text = run(*COMPARE, "--lang", lang).stdout
    assert f"\n  {name} " in text and "class_majority" not in text
    assert f"the mean score for “{name}”" in text


def test_compare_without_lang_and_its_json_keep_the_identifiers():
    assert "\n  class_majority " in run(*COMPARE).stdout
    assert "class_majority" in json.loads(run(*COMPARE, "--lang", "nl", "--json").stdout)["scores"]


def test_simulate_names_the_categories_in_the_language():
    text = run("simulate", "rattus_cartus", "-n", "10", "-p", "3", "--lang", "nl").stdout
    assert "\nMeeste invloedspunten per klasse " in text and "class_majority" not in text


@pytest.mark.parametrize("command", [COMPARE, ["simulate", "rattus_cartus", "-n", "10"]])
def test_a_language_the_ruleset_does_not_offer_is_a_usage_error(command):
    result = run(*command, "--lang", "fr")
    assert result.exit_code == 2 and "choose --lang from: en, nl, de" in result.output
