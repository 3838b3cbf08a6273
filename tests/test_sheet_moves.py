"""Where the sheet says moved cards go: `move` puts them at the bottom of the target zone, so a
zone whose order the rules read (drawn from, `top`/`first`/`last` of it, a `take` from it, a
refill source) gets "at the bottom of", and any other zone a plain "into"; never "onto"."""
from __future__ import annotations

import os

import pytest
from click.testing import CliRunner

from rulewright.cli.main import main
from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
from rulewright.compiler.sheet.steps import plain
from tests.conftest import edit

BACK_TO_DECK = {   # the starter without its last shuffle: the next round draws the cards under these
    "en": ["They put their hand at the bottom of the deck.",
           "They put a card of their choice from their hand into their pile of played cards."],
    "nl": ["Hij legt zijn hand onder de trekstapel.",
           "Hij legt een kaart uit zijn hand naar eigen keuze in zijn stapel gespeelde kaarten."],
    "de": ["Er legt seine Hand unter den Nachziehstapel.",
           "Er legt eine Karte seiner Wahl aus seiner Hand in seinen Stapel ausgespielter Karten."],
}
ONTO = {"en": (" put ", " onto "), "nl": (" legt ", " op "), "de": (" legt ", " auf ")}   # (a move's verb, "onto")


@pytest.fixture()
def starter(tmp_path):
    old = os.getcwd()
    os.chdir(tmp_path)
    try:
        result = CliRunner().invoke(main, ["new", "my_game"])
    finally:
        os.chdir(old)
    assert result.exit_code == 0, result.output
    return tmp_path / "my_game"


def lines(root, lang):
    compiled = compile_ruleset(root)
    assert compiled.ok, compiled
    sheet = build_sheet(compiled.ir, sheet_localizer(root, compiled.ir, lang))
    return [plain(e.text) for s in sheet.sections for b in s.blocks for e in b.entries]


@pytest.mark.parametrize("lang", sorted(BACK_TO_DECK))
def test_cards_moved_to_a_drawn_from_deck_go_to_its_bottom_and_other_zones_take_them_in(starter, lang):
    edit(starter / "ruleset.yaml", "        move(p.played, deck)\n      }\n      shuffle(deck)\n",
         "        move(p.played, deck)\n      }\n")
    text = lines(starter, lang)
    for sentence in BACK_TO_DECK[lang]:
        assert any(sentence in t for t in text), (sentence, text)
    verb, onto = ONTO[lang]
    moves = [line for t in text for line in t.splitlines() if verb in line]
    assert len(moves) == 3 and not any(onto in line for line in moves), moves


def test_a_zone_read_by_position_or_refilling_another_has_a_bottom(starter):
    yaml = starter / "ruleset.yaml"
    # the pile of played cards: nobody reads its order, until the rules look at its first card
    edit(yaml, "        move(p.played, deck)\n", "        move(p.played, deck)\n        move(p.hand, p.played)\n")
    assert any("They put their hand into their pile of played cards." in t for t in lines(starter, "en"))
    edit(yaml, "  shuffle(deck)\n\nrounds", "  shuffle(deck)\n  x = count(players)\n\nrounds")
    edit(yaml, "  x = count(players)\n", "  for p in players {\n    if count(p.played) > 0 and first(p.played).strength > 5 {"
               " p.trophies += 1 }\n  }\n")
    assert any("They put their hand at the bottom of their pile of played cards." in t for t in lines(starter, "en"))
