"""A tie that `first(...)` breaks is said for the order it really uses: placing order, seat
order, clockwise from someone, or the list's own order; never "who entered first" for a list
that is not in placing order."""
from __future__ import annotations

import pytest

from tests.test_flow_end import RACE, localized, sheet_texts

WINNER = "  declare_winners(most(players, p -> p.points_now))\n"


@pytest.mark.parametrize("winner, lang, sentence", [
    ("first(most(players, p -> p.points_now))", "en",
     "If two or more players have the most points, the first of them in seat order counts."),
    ("first(most(players, p -> p.points_now))", "nl",
     "Als twee of meer spelers de meeste points hebben (gelijkspel), dan wint van hen de speler die in de "
     "zitvolgorde het eerst komt."),
    ("first(most(players, p -> p.points_now))", "de",
     "Wenn zwei oder mehr Spieler die meisten points haben, gewinnt von ihnen der Spieler, der in der "
     "Sitzreihenfolge zuerst kommt."),
    ("first(most(clockwise_from(players[1]), p -> p.points_now))", "en",
     "If two or more players have the most points, the first of them clockwise from "),
])
def test_a_tie_broken_by_list_order_names_that_order(tmp_path, winner, lang, sentence):
    rules = RACE.replace(WINNER, f"  declare_winners([{winner}])\n")
    texts = " ".join(sheet_texts(localized(tmp_path, rules), lang))
    assert sentence in texts, texts
    assert "entered" not in texts and "betreden" not in texts and "betreten" not in texts

