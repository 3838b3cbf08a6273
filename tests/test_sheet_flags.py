"""A flag (a counter between 0 and 1, which the narration tells as yes / no) compared with 0 or 1
is said as set to yes or no, never as a number of it ("exactly one done", "genau ein Erledigt"):
a player's flag, the reader's own (`me.done == 1` in a card's action), the flag of at least
one or each of the players, and a shared flag, in every language of the sheets."""
from __future__ import annotations

import re

import pytest

from tests.constructs_sheet import LANGS, constructs_sheets, lines_of

# `done` is the constructs ruleset's per-player counter with min 0 and max 1; `rung` a shared one
STEPS = """\
open = leader.done == 1
level = if leader.done == 0 then 1 else 2
level = if leader.done != 0 then 3 else 4
level = if leader.done > 0 then 5 else 6
open = any(players, p -> p.done == 1)
open = not any(players, p -> p.done == 1)
open = all(players, p -> p.done == 0)
leader = first(filter(players, p -> p.done == 1))
open = rung == 1
for p in players {
  if p.done == 1 { pot += 1 }
}
for p in players {
  if p.done == 1 { pot += 1 }
  p.coins += 1
}
"""
ACTION = "if me.done == 1 { me.coins += 1 }\n"
NAMES = {"en": "counter-rung = bell rung\n    .plural = bell rung\n",
         "nl": "counter-rung = bel geluid\n    .plural = bel geluid\n",
         "de": "counter-rung = Glocke geläutet\n    .plural = Glocke geläutet\n    .gender = fem\n",
         "hu": "counter-rung = csengő megszólalt\n    .plural = csengő megszólalt\n"}

EXPECTED = {
    "en": ["Set “open” to yes if the leader has “done” set to yes, otherwise to no.",
           "The level becomes one if the leader has “done” set to no, otherwise two.",
           "The level becomes three if the leader has “done” set to yes, otherwise four.",
           "The level becomes five if the leader has “done” set to yes, otherwise six.",
           "Set “open” to yes if at least one of the players has “done” set to yes, otherwise to no.",
           "Set “open” to yes if each of the players has “done” set to no, otherwise to no.",
           "The leader becomes the first player in seat order who has “done” set to yes.",
           "Set “open” to yes if “bell rung” is yes, otherwise to no.",
           "Each player who has “done” set to yes does the following: The number of coins in the pot goes up by one.",
           "If they have “done” set to yes: The number of coins in the pot goes up by one.",
           "If you have “done” set to yes: Take one coin."],
    "nl": ["Zet “open” op ja als de leider “klaar” op ja heeft staan, anders op nee.",
           "als de leider “klaar” op nee heeft staan",
           "Zet “open” op ja als minstens één van de spelers “klaar” op ja heeft staan, anders op nee.",
           "Zet “open” op ja als elk van de spelers “klaar” op nee heeft staan, anders op nee.",
           "De leider wordt de eerste speler in zitvolgorde die “klaar” op ja heeft staan.",
           "Zet “open” op ja als “bel geluid” ja is, anders op nee.",
           "Elke speler die “klaar” op ja heeft staan, doet het volgende:",
           "Als hij “klaar” op ja heeft staan:",
           "Als je “klaar” op ja hebt staan: Pak één munt."],
    "de": ["Setze „offen“ auf ja, wenn bei dem Anführer „Erledigt“ auf ja steht, sonst auf nein.",
           "wenn bei dem Anführer „Erledigt“ auf nein steht",
           "Setze „offen“ auf ja, wenn bei mindestens einem der Spieler „Erledigt“ auf ja steht, sonst auf nein.",
           "Setze „offen“ auf ja, wenn bei jedem der Spieler „Erledigt“ auf nein steht, sonst auf nein.",
           "Der Anführer wird der erste Spieler in Sitzreihenfolge, der „Erledigt“ auf ja stehen hat.",
           "Setze „offen“ auf ja, wenn „Glocke geläutet“ auf ja steht, sonst auf nein.",
           "Jeder Spieler, der „Erledigt“ auf ja stehen hat, tut Folgendes:",
           "Wenn bei ihm „Erledigt“ auf ja steht:",
           "Wenn bei dir „Erledigt“ auf ja steht: Nimm eine Münze."],
    "hu": ["Új érték (nyitott): igen, ha a vezető „kész” értéke igen, különben nem.",
           "ha a vezető „kész” értéke nem",
           "Új érték (nyitott): igen, ha a következők legalább egyikénél „kész” értéke igen: a játékosok, különben nem.",
           "Új érték (nyitott): igen, ha a következők mindegyikénél „kész” értéke nem: a játékosok, különben nem.",
           "az ülésrendben első játékos, aki igen értékű „kész” birtokosa",
           "Új érték (nyitott): igen, ha „csengő megszólalt” értéke igen, különben nem.",
           "Minden játékos, aki igen értékű „kész” birtokosa a következőt teszi:",
           "Ha az ő „kész” értéke igen:",
           "Ha a saját „kész” értéked igen:"],
}
# the flag said as a number of it
AS_A_NUMBER = {"en": r"\b(zero|one) (done|bell rung)\b", "nl": r"\b(nul|één) klaar\b",
               "de": r"\b(null|ein|eins) Erledigt\b|Glocke geläutet gleich", "hu": r"\b[01] kész\b|megszólalt ugyanaz"}


@pytest.fixture(scope="module")
def sheets(tmp_path_factory) -> dict[str, list[str]]:
    entries = constructs_sheets(
        tmp_path_factory.mktemp("flags"), STEPS,
        replace=(("      use: |\n        me.coins += amount * 2\n",
                  "      use: |\n        " + ACTION + "        me.coins += amount * 2\n"),
                 ("  pot: {start: 0, visibility: public}\n",
                  "  pot: {start: 0, visibility: public}\n  rung: {start: 0, min: 0, max: 1, visibility: public}\n")),
        names=NAMES)
    return {lang: lines_of(e) for lang, e in entries.items()}


@pytest.mark.parametrize("lang", LANGS)
def test_a_flag_compared_with_zero_or_one_is_said_as_yes_or_no(sheets, lang):
    for sentence in EXPECTED[lang]:
        assert any(sentence in line for line in sheets[lang]), (sentence, [x for x in sheets[lang] if "“" in x or "„" in x])


@pytest.mark.parametrize("lang", LANGS)
def test_a_flag_is_never_counted(sheets, lang):
    assert not [line for line in sheets[lang] if re.search(AS_A_NUMBER[lang], line)]
