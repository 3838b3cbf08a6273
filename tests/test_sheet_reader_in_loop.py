"""Grammar of a card action and a phase of the starter game with a thief card added: the reader
(`me`) acting inside a loop over other players is spoken to ("Take one trophy", never "You
takes" / "Du erhält"); a loop card that the rules test before carrying out its action is "that
card", not the group's ("the special card": a number card can be in the pile too); German
"Jeder der Spieler, die am meisten Stärke ... haben, erhält", "eine Karte seiner Wahl aus
seiner Hand"."""
from __future__ import annotations

import os

import pytest
from click.testing import CliRunner

from rulewright.cli.main import main
from tests.test_sheet_moves import lines

THIEF = """groups:
  special:
    actions:
      when_played: {}

cards:
  thief:
    group: special
    starts_in: deck
    count: 1
    actions:
      when_played: |
        for q in players { if q != me and q.trophies > 0 { q.trophies -= 1
          me.trophies += 1 } }
"""
NAMES = {"en": ("thief", "thieves", "thief card", "thief cards", "special card", "special cards", "When played"),
         "nl": ("dief", "dieven", "dief-kaart", "dief-kaarten", "speciale kaart", "speciale kaarten", "Bij het spelen"),
         "de": ("Dieb", "Diebe", "Dieb-Karte", "Dieb-Karten", "Sonderkarte", "Sonderkarten", "Beim Ausspielen")}
EXPECTED = {
    "en": ["Take one trophy.", "If that card is a thief card: They carry out the When played of that card."],
    "nl": ["Pak één trofee.", "Als die kaart een dief-kaart is: Hij voert de Bij het spelen van die kaart uit."],
    "de": ["Nimm eine Trophäe.", "Jeder der Spieler, die am meisten Stärke in dieser Runde haben, erhält eine Trophäe.",
           "Er legt eine Karte seiner Wahl aus seiner Hand in seinen Stapel ausgespielter Karten."],
}
WRONG = {"en": ["You takes", "the special card"], "nl": ["Jij krijgt", "de speciale kaart"],
         "de": ["Du erhält", "Jeder die Spieler", "die meisten Stärke", "aus seiner Hand seiner Wahl", "der Sonderkarte"]}


@pytest.fixture(scope="module")
def thief(tmp_path_factory):
    here = tmp_path_factory.mktemp("thief")
    old = os.getcwd()
    os.chdir(here)
    try:
        assert CliRunner().invoke(main, ["new", "mygame"]).exit_code == 0
    finally:
        os.chdir(old)
    root = here / "mygame"
    yaml = root / "ruleset.yaml"
    text = yaml.read_text(encoding="utf-8").replace("cards:\n", THIEF, 1)
    text = text.replace("        p.round_strength = sum(p.played, c -> c.strength)\n",
                        "        p.round_strength = sum(p.played, c -> c.strength)\n"
                        "        for c in p.played { if c.kind == thief { do(c, when_played, me=p) } }\n", 1)
    text = text.replace("      for p in players {\n        if p.round_strength >= strength_to_win {\n"
                        "          p.trophies += 1\n        }\n      }\n",
                        "      for p in most(players, p -> p.round_strength) {\n        p.trophies += 1\n      }\n", 1)
    yaml.write_text(text, encoding="utf-8")
    for lang, (one, many, card, cards, group, groups, action) in NAMES.items():
        with open(root / "locales" / lang / "mygame.ftl", "a", encoding="utf-8") as f:
            f.write(f"card-thief = {one}\n    .plural = {many}\n    .card = {card}\n    .cards = {cards}\n"
                    f"group-special = {group}\n    .plural = {groups}\n"
                    + ("    .gender = fem\n" if lang == "de" else "") + f"action-when_played = {action}\n")
    return root


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_the_reader_and_a_tested_loop_card_read_right(thief, lang):
    text = "\n".join(lines(thief, lang))
    for sentence in EXPECTED[lang]:
        assert sentence in text, (sentence, text)
    for wrong in WRONG[lang]:
        assert wrong not in text, (wrong, text)


def test_a_choice_from_a_zone_names_its_group_only_when_every_card_there_is_of_it(thief, tmp_path):
    import shutil
    # with the thief in the deck a hand holds cards of two groups: "a card of their choice"
    assert "They put a card of their choice from their hand" in "\n".join(lines(thief, "en"))
    # the number cards in a group of their own, and no thief: every card in a hand is a number card
    root = tmp_path / "numbers"
    shutil.copytree(thief, root)
    yaml = root / "ruleset.yaml"
    text = yaml.read_text(encoding="utf-8").replace("  number_card:\n", "  number_card:\n    group: numbers\n", 1)
    text = text.replace("    starts_in: deck\n    count: 1\n", "    starts_in: box\n    count: 1\n", 1)
    text = text.replace("zones:\n", "zones:\n  box: {visibility: hidden}\n", 1)
    text = text.replace("  special:\n", "  numbers:\n    actions: {}\n  special:\n", 1)
    yaml.write_text(text, encoding="utf-8")
    for lang, (name, plural) in {"en": ("number card", "number cards"), "nl": ("getalkaart", "getalkaarten"),
                                 "de": ("Zahlkarte", "Zahlkarten")}.items():
        with open(root / "locales" / lang / "mygame.ftl", "a", encoding="utf-8") as f:
            f.write(f"group-numbers = {name}\n    .plural = {plural}\n" + ("    .gender = fem\n" if lang == "de" else "")
                    + f"zone-box = box\n    .plural = boxes\n" + ("    .gender = fem\n" if lang == "de" else ""))
    said = {lang: "\n".join(lines(root, lang)) for lang in ("en", "nl", "de")}
    assert "They put a number card of their choice from their hand" in said["en"], said["en"]
    assert "Hij legt een getalkaart uit zijn hand naar eigen keuze" in said["nl"], said["nl"]
    assert "Er legt eine Zahlkarte seiner Wahl aus seiner Hand" in said["de"], said["de"]
