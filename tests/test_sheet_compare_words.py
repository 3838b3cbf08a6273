"""A comparison on a sheet is worded by what it compares: a number "equals" / "differs from"
another, a player "is" (Hungarian "ugyanaz a játékos, mint") another player. A number compared
in Hungarian used to be called "the same player as 3", and a negated comparison ("not (level ==
2)") was worded without knowing what its left side is."""
from __future__ import annotations

import pytest

from tests.constructs_sheet import constructs_sheets, lines_of
STEPS = ["open = pot == 3", "open = pot != 3", "if not (level == 2) { pot += 1 }",
         "open = leader == first(players)"]
EXPECTED = {
    "en": ["if the coins in the pot equal three", "if the coins in the pot differ from three",
           "If the level differs from two:", "if the leader is the first of the players"],
    "nl": ["als de munten in de pot gelijk zijn aan drie", "als de munten in de pot verschillen van drie",
           "Als het niveau verschilt van twee:", "als de leider de eerste van de spelers is"],
    "de": ["wenn die Münzen im Topf gleich drei sind", "wenn die Münzen im Topf ungleich drei sind",
           "Wenn die Stufe ungleich zwei ist:", "wenn der Anführer der erste von den Spielern ist"],
    "hu": ["ha az érmék a kasszában egyenlő ezzel: 3", "ha az érmék a kasszában különbözik ettől: 3",
           "Ha a szint különbözik ettől: 2:", "ha a vezető ugyanaz a játékos, mint az első a következők közül: a játékosok"],
}


@pytest.fixture(scope="module")
def sheets(tmp_path_factory) -> dict[str, list[str]]:
    entries = constructs_sheets(tmp_path_factory.mktemp("compare"), "\n".join(STEPS))
    return {lang: lines_of(e) for lang, e in entries.items()}


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_a_comparison_is_worded_by_what_it_compares(sheets, lang):
    for words in EXPECTED[lang]:
        assert any(words in line for line in sheets[lang]), (words, [x for x in sheets[lang] if "pot" in x or "szint" in x])


def test_a_number_is_never_called_a_player_in_hungarian(sheets):
    called = [line for line in sheets["hu"] if "ugyanaz a játékos, mint" in line and "vezető ugyanaz" not in line]
    assert called == []
