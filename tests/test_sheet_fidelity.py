"""Sheet sentences that once stated a rule wrongly, on tiny rulesets: a tie that `first(...)`
breaks is said for the order it really uses (placing order, seat order, clockwise from someone,
the list's own order), never "who entered first" for a list not in placing order; holding a card
of one of several kinds is "an A or B card", not "an A and B card"."""
from __future__ import annotations

import pytest

from tests.test_flow_end import DECK, RACE, localized, sheet_texts

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



KINDS = {"en": "card-token = token\n    .plural = tokens\n    .card = token\n    .cards = tokens\n",
         "nl": "card-token = fiche\n    .plural = fiches\n    .card = fiche\n    .cards = fiches\n    .gender = de\n",
         "de": "card-token = Marke\n    .plural = Marken\n    .card = Marke\n    .cards = Marken\n    .gender = fem\n",
         "hu": "card-token = zseton\n    .plural = zsetonok\n    .card = zseton\n    .cards = zsetonok\n"}


@pytest.mark.parametrize("lang, has", [
    ("en", "If they have no chip or token in their hand"),
    ("nl", " of "),
    ("de", "Wenn er kein chip und keine Marke auf der Hand hat"),   # each kind negated, with its article
])
def test_holding_one_of_several_kinds_is_said_with_or(tmp_path, lang, has):
    rules = DECK.replace("      - {count: 7}\n", "      - {count: 7}\n  token:\n    starts_in: deck\n    count: 2\n")
    rules = rules.replace("        draw(deck, 1, to=p.hand)\n",
                          "        if not any(p.hand, c -> c.kind == chip or c.kind == token) {\n"
                          "          draw(deck, 1, to=p.hand)\n        }\n")
    folder = localized(tmp_path, rules)
    for lang_, names in KINDS.items():
        with open(tmp_path / "locales" / lang_ / "flowtest.ftl", "a", encoding="utf-8") as f:
            f.write(names)
    texts = " ".join(sheet_texts(folder, lang))
    sentence = next(t for t in texts.split(". ") if "token" in t or "fiche" in t or "Marke" in t)
    assert has in sentence, sentence


@pytest.mark.parametrize("lang, words", [
    ("en", ["deck", "discard pile"]),
    ("nl", ["trekstapel", "aflegstapel"]),
    ("de", ["Stapel", "Ablagestapel"]),
])
def test_a_card_drawn_into_a_shared_zone_is_said_to_go_there(tmp_path, lang, words):
    """draw(deck, 1, to=pile) turns a card over onto the pile: no player draws it."""
    rules = DECK.replace("  deck: {visibility: public}\n", "  deck: {visibility: public}\n  pile: {visibility: public}\n")
    rules = rules.replace("        draw(deck, 1, to=p.hand)\n", "        draw(deck, 1, to=p.hand)\n        draw(deck, 1, to=pile)\n")
    folder = localized(tmp_path, rules)
    pile = {"en": "zone-pile = discard pile\n    .plural = discard piles\n",
            "nl": "zone-pile = aflegstapel\n    .plural = aflegstapels\n    .gender = de\n",
            "de": "zone-pile = Ablagestapel\n    .plural = Ablagestapel\n    .gender = masc\n",
            "hu": "zone-pile = dobópakli\n    .plural = dobópaklik\n"}
    for lang_, names in pile.items():
        with open(tmp_path / "locales" / lang_ / "flowtest.ftl", "a", encoding="utf-8") as f:
            f.write(names)
    texts = " ".join(sheet_texts(folder, lang))
    sentence = next(t for t in texts.split(". ") if words[1] in t)
    assert words[0] in sentence, sentence
    assert "draw" not in sentence.lower().split(words[1])[0].split(".")[-1] or lang != "en", sentence
