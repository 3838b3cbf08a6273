"""What a Dutch or German reader sees: names from the locale, never an identifier, and shared
sentences that say nothing about one game (found by using rulewright as a new user)."""
from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from rulewright.cli.main import main
from tests.conftest import LOCALES, RULES

HOUSE = RULES / "rattus_cartus" / "house_rules"


def run(*args):
    return CliRunner().invoke(main, [*map(str, args)])


@pytest.mark.parametrize("lang, line", [
    ("en", "Parameter Rats at the start: 10 → 8"),
    ("nl", "Parameter Ratten bij de start: 10 → 8"),
    ("de", "Parameter Ratten zu Beginn: 10 → 8"),
])
def test_diff_names_a_rulebook_parameter_in_the_readers_language(lang, line):
    r = run("diff", "rattus_cartus", HOUSE / "gentle_plague.yaml", "--lang", lang)
    assert r.exit_code == 0, r.output
    assert line in r.stdout.splitlines()
    assert "starting_rats" not in r.stdout


@pytest.mark.parametrize("lang", ["nl", "de"])
def test_every_rattus_cartus_parameter_has_a_label(lang, tmp_path):
    """A house rule may change any parameter; diff must never fall back to the identifier."""
    names = re.findall(r"^  ([a-z_]+):\n    value:", (RULES / "rattus_cartus" / "parameters.yaml")
                       .read_text(encoding="utf-8"), re.MULTILINE)
    assert "starting_rats" in names and "nobody_survives_fewest_rats_wins" in names
    house = tmp_path / "all.yaml"
    house.write_text("house_rule:\n  name: all\n  extends: rattus_cartus\n  intent: x\n"
                     "change:\n  parameters:\n    hand_size: {value: 6}\n    nun_row_size: {value: 4}\n"
                     "    nobody_survives_fewest_rats_wins: {value: true}\n"
                     "    rounds_by_players: {value: {\"2\": 9, \"3\": 8, \"4\": 7, \"5\": 7}}\n",
                     encoding="utf-8")
    r = run("diff", "rattus_cartus", house, "--lang", lang)
    assert r.exit_code == 0, r.output
    shown = [row for row in r.stdout.splitlines() if row.startswith("Parameter ")]
    assert len(shown) == 4, r.stdout
    assert not any(name in r.stdout for name in names), r.stdout


@pytest.mark.parametrize("lang, words", [("nl", r"\bpest\b|houten schijfjes"), ("de", r"\bPest\b|Holzscheiben")])
def test_shared_sheet_sentences_name_no_game(lang, words):
    """sheet.ftl serves every game: the plague and wooden discs belong to one game's rulebook."""
    text = (LOCALES / lang / "sheet.ftl").read_text(encoding="utf-8")
    rules = [line for line in text.splitlines() if not line.startswith("#")]
    assert not [line for line in rules if re.search(words, line)]


def generated_phase_d(tmp_path, lang: str) -> str:
    """The sheet of a house rule that changes phase D (Flutes before Swords), so the sheet
    prints its generated sentences instead of the written text of the phase."""
    house = tmp_path / "flute_first.yaml"
    house.write_text("house_rule:\n  name: flute_first\n  extends: rattus_cartus\n  intent: x\n"
                     "change:\n  parameters:\n    sword_before_flute: {value: false}\n", encoding="utf-8")
    out = tmp_path / f"rc.{lang}.md"
    r = run("sheet", house, "--lang", lang, "-o", out)
    assert r.exit_code == 0, r.output
    return out.read_text(encoding="utf-8")


def test_the_dutch_sheet_reads_like_dutch(tmp_path):
    text = generated_phase_d(tmp_path, "nl")
    assert "om de beurt aan de beurt" not in text and "Elke speler van de spelers" not in text
    assert "dan wint van hen de speler die het gebouw als eerste heeft betreden" in text
    assert "krijgt de speler die het gebouw als eerste heeft betreden haar" not in text
    assert "Elk van de spelers bij de gebouwenkaart doet het volgende:" in text


def test_the_german_sheet_reads_like_german(tmp_path):
    text = generated_phase_d(tmp_path, "de")
    assert "Jeder Spieler von den Spielern" not in text and "zählt von ihnen" not in text
    assert "Jeder der Spieler an der Gebäudekarte tut Folgendes:" in text
    assert "von den Spielern" not in text
    assert "Jeder andere der Spieler an der Gebäudekarte führt die Standardaktion der Gebäudekarte aus." in text
    assert "der Bogen" not in text


@pytest.mark.parametrize("name", ["engine", "sheet", "report", "rattus_cartus", "hearts", "crazy_eights", "carrara"])
def test_german_addresses_the_player_as_du_everywhere(name):
    """The sheet says "du" (as the seed rulebook does); the prompts and messages at the terminal
    must not switch to "Sie" ("Wähle 2 Karten", not "Wählen Sie 2 Karten")."""
    formal = []
    for line in (LOCALES / "de" / f"{name}.ftl").read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("#"):
            continue
        text = line.split("=", 1)[1] if re.match(r"^[a-z][\w-]* =", line) else line
        if re.search(r"\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b", text):
            formal.append(line.strip())
    assert formal == []


def test_dutch_carrara_turn_actions_are_verbs():
    """The actions of a turn read as one list of verbs: "stenen kopen", "bouwen", "waarderen",
    not the noun "een waardering" among them."""
    answers = "2\n1\n1\n1\n1\n" * 3
    r = CliRunner().invoke(main, ["play", "carrara", "--players", "2", "--agents", "human,random", "--seed", "3",
                                  "--lang", "nl"], input=answers)
    lines = r.stdout.splitlines()
    assert "  2. waarderen" in lines, r.stdout[-3000:]
    assert "een waardering" not in r.stdout


def test_the_dutch_carrara_sheet_names_the_land_category_one_way(tmp_path):
    """The category is "plattelandsgebouw" everywhere on the Dutch sheet; the written texts of
    two building cards said "landgebouw"."""
    out = tmp_path / "carrara.nl.md"
    r = run("sheet", "carrara", "--lang", "nl", "-o", out)
    assert r.exit_code == 0, r.output
    text = out.read_text(encoding="utf-8")
    assert re.findall(r"\blandgebouw\w*", text) == []
    assert "Elk plattelandsgebouw is 6 overwinningspunten waard." in text


def test_the_german_game_says_where_its_log_is_saved(tmp_path):
    log = tmp_path / "game.jsonl"
    r = CliRunner().invoke(main, ["play", "rattus_cartus", "--players", "2", "--agents", "human,random",
                                  "--seed", "1", "--lang", "de", "--log", str(log)], input="q\n")
    assert r.exit_code == 0, r.output
    assert f"Protokoll in {log} gespeichert." in r.output and "geschrieben nach" not in r.output
