"""The sheet of the starter game `rulewright new` writes says who does what in one voice: inside
"Each player does the following" every step is that player's (as in the bundled games' phases),
never an imperative to the reader mixed with "they"."""
from __future__ import annotations

import os

import pytest
from click.testing import CliRunner

from rulewright.cli.main import main
from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.sheet.document import build_sheet, sheet_localizer

EXPECTED = {
    "en": ["They put a card of their choice from their hand into their pile of played cards.",
           "They put their hand at the bottom of the deck.", "They put their pile of played cards at the bottom of the deck."],
    "nl": ["Hij legt een kaart uit zijn hand naar eigen keuze in zijn stapel gespeelde kaarten.",
           "Hij legt zijn hand onder de trekstapel.", "Hij legt zijn stapel gespeelde kaarten onder de trekstapel."],
    "de": ["Er legt eine Karte seiner Wahl aus seiner Hand in seinen Stapel ausgespielter Karten.",
           "Er legt seine Hand unter den Nachziehstapel.", "Er legt seinen Stapel ausgespielter Karten unter den Nachziehstapel."],
}
# "die Summe der Stärke der Karten": a genitive plural with its article
TOTAL = {"en": "the total strength of cards in their pile of played cards",
         "nl": "de totale kracht van kaarten in zijn stapel gespeelde kaarten",
         "de": "die Summe der Stärke der Karten in seinem Stapel ausgespielter Karten"}
IMPERATIVE = {"en": ("Put ",), "nl": ("Leg ",), "de": ("Lege ", "Leg ")}


@pytest.fixture(scope="module")
def starter(tmp_path_factory):
    here = tmp_path_factory.mktemp("starter")
    old = os.getcwd()
    os.chdir(here)
    try:
        result = CliRunner().invoke(main, ["new", "my_game"])
    finally:
        os.chdir(old)
    assert result.exit_code == 0, result.output
    return here / "my_game"


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_the_starter_sheet_speaks_of_each_player_in_one_voice(starter, lang):
    compiled = compile_ruleset(starter)
    assert compiled.ok
    texts = build_sheet(compiled.ir, sheet_localizer(starter, compiled.ir, lang)).texts()
    for sentence in EXPECTED[lang]:
        assert any(sentence in t for t in texts), (sentence, texts)
    assert not any(t.lstrip("- ").startswith(IMPERATIVE[lang]) for t in texts)
    assert any(TOTAL[lang] in t for t in texts)
