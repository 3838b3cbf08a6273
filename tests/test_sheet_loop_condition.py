"""`for p in players { if C { S } }` is said as "each player who C ...": when S does not name the
player (a shared counter goes up), the sentence keeps the loop and its condition; it once said
only S ("The number of coins in the pot goes up by two."), a rule the game does not have."""
from __future__ import annotations

from tests.constructs_sheet import constructs_sheets
STEPS = """\
for p in players {
  if p.coins > 3 { pot += 3 }
}
for p in players {
  if p.coins > 3 { p.coins += 1 }
}
"""
EXPECTED = {
    "en": ["Each player who has more than three coins does the following: The number of coins in the pot goes up by three.",
           "Each player who has more than three coins takes one coin."],
    "nl": ["Elke speler die meer dan drie munten heeft, doet het volgende: Het aantal munten in de pot gaat drie omhoog."],
    "de": ["Jeder Spieler, der mehr als drei Münzen hat, tut Folgendes: Die Anzahl Münzen im Topf steigt um drei."],
    "hu": ["Minden játékos, aki több, mint 3 érme birtokosa a következőt teszi: Adj hozzá ennyit: 3 (érme a kasszában)."],
}


def test_a_loop_over_players_keeps_its_condition_when_the_step_does_not_name_the_player(tmp_path):
    sheets = constructs_sheets(tmp_path, STEPS)
    for lang, sentences in EXPECTED.items():
        lines = sheets[lang]
        for sentence in sentences:
            assert sentence in lines, (lang, sentence)
        bare = {"en": "The number of coins in the pot goes up by three.", "nl": "Het aantal munten in de pot gaat drie omhoog.",
                "de": "Die Anzahl Münzen im Topf steigt um drei.", "hu": "Adj hozzá ennyit: 3 (érme a kasszában)."}[lang]
        assert bare not in lines, lang
