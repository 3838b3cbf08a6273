"""How many cards a choice takes, said as a player reads it: the noun follows the number next to
it ("up to one card", "at least one card", "one to two cards"), and German says "ein bis zwei
Karten", "höchstens eine Karte", never "eins" before a noun, also in a table by player count
("mindestens drei (zwei mit drei Spielern und eine mit vier Spielern) Münzen")."""
from __future__ import annotations

import pytest

from tests.constructs_sheet import constructs_sheets

# statements added to the constructs ruleset's phase "actions"
STEPS = """\
for p in players {
  move(choose_some(p, p.hand, as=picks, min=1, max=2), p.tableau)
  move(choose_some(p, p.hand, as=picks, max=1), p.tableau)
  move(choose_some(p, p.hand, as=picks, min=1), p.tableau)
  move(choose_some(p, p.hand, as=picks, min=1, max=1), p.tableau)
  move(choose_some(p, p.hand, as=picks, max=2), p.tableau)
  move(choose_some(p, filter(p.hand, c -> c.kind == gem), as=picks, max=1), p.tableau)
  peek(p, choose_some(p, deck, as=picks, max=1))
  peek(p, choose_some(p, deck, as=picks))
  let out = choose_some(p, p.hand, as=picks, min=1)
  discard(out)
  p.coins -= count(out)
  if p.coins >= need[player_count] { pot += 1 }
}
"""


@pytest.fixture(scope="module")
def sheets(tmp_path_factory) -> dict[str, list[str]]:
    return constructs_sheets(tmp_path_factory.mktemp("range"), STEPS,
                             replace=(("parameters:\n", 'parameters:\n  need: {value: {"2": 3, "3": 2, "4": 1}, reason: test}\n'),),
                             names={lang: "param-need = need\n" for lang in ("en", "nl", "de", "hu")})


def has(lines: list[str], text: str) -> bool:
    return any(text in line for line in lines)


@pytest.mark.parametrize("lang, sentences", [
    ("en", ["They put one to two cards from their hand", "They put up to one card from their hand",
            "They put at least one card from their hand", "They put one card from their hand",
            "They put up to two cards from their hand", "They put up to one gem of their choice",
            "They look at up to one card in the deck.", "They look at any number of cards in the deck.",
            "may also discard at least one card from their hand"]),
    ("nl", ["Hij legt één tot twee kaarten uit zijn hand", "Hij legt maximaal één kaart uit zijn hand",
            "Hij legt minstens één kaart uit zijn hand", "Hij legt één kaart uit zijn hand",
            "Hij legt maximaal twee kaarten uit zijn hand", "Hij legt maximaal één edelsteen naar eigen keuze",
            "Hij bekijkt maximaal één kaart in de trekstapel.", "Hij bekijkt willekeurig veel kaarten in de trekstapel.",
            "mag hij minstens één kaart uit zijn hand afleggen"]),
    ("de", ["Er legt ein bis zwei Karten seiner Wahl", "Er legt höchstens eine Karte seiner Wahl",
            "Er legt mindestens eine Karte seiner Wahl", "Er legt eine Karte seiner Wahl",
            "Er legt bis zu zwei Karten seiner Wahl", "Er legt höchstens einen Edelstein seiner Wahl",
            "Er sieht sich höchstens eine Karte des", "Er sieht sich beliebig viele Karten des",
            "darf er mindestens eine Karte aus seiner Hand abwerfen",
            "mindestens drei (zwei mit drei Spielern und eine mit vier Spielern) Münzen hat"]),
    ("hu", ["legfeljebb 1 lap a következők közül", "legalább 1 lap a következők közül",
            "megnéz legfeljebb 1 lapot", "megnéz tetszőleges számú lapot"]),
])
def test_a_range_and_its_noun_agree(sheets, lang, sentences):
    for sentence in sentences:
        assert has(sheets[lang], sentence), (sentence, [x for x in sheets[lang] if "ein" in x or "one" in x])


def test_no_number_word_stands_where_an_article_belongs(sheets):
    for lang, wrong in (("en", (" one cards", " one gems")), ("nl", ("één kaarten", "één edelstenen")),
                        ("de", ("eins bis zwei", "eins Karte", "bis zu eins", "mindestens eins ", "und eins mit")),
                        ("hu", ("none",))):
        for line in sheets[lang]:
            assert not any(w in line for w in wrong), (lang, line)
