"""The things in a zone are named by what the zone can hold: a zone without a `.cards` name whose
cards all belong to one group with a `.cards` name says that noun ("no tiles in the supply"),
not "cards"; and "== 0" reads "no ...". On a tiny ruleset, not on a bundled game."""
from __future__ import annotations

import pytest

from tests.test_flow_end import HEAD, LANGS, NAMES, localized, sheet_texts

# tiles start in the supply and go to the table; the game ends when the supply is empty
TILES = HEAD + """\
zones:
  supply: {visibility: hidden}
  table: {visibility: public}
  hand: {per_player: true, visibility: owner, hand: true}
scoring_categories: [points]
groups:
  tile: {}
cards:
  chip:
    group: tile
    starts_in: supply
    copies:
      - {count: 6}
setup: ""
game_ends:
  when: count(supply) == 0
  checked: after_each_turn
phases:
  - name: play
    do: |
      turns p in players {
        draw(supply, 1, to=table)
      }
end_of_game: |
  for p in players { score(p, points, count(table)) }
"""
TILE_NAMES = {
    "en": "group-tile = tile\n    .plural = tiles\n    .card = tile\n    .cards = tiles\n"
          "zone-supply = supply\n    .plural = supplies\nzone-table = table\n    .plural = tables\n",
    "nl": "group-tile = tegel\n    .plural = tegels\n    .card = tegel\n    .cards = tegels\n"
          "zone-supply = voorraad\n    .plural = voorraden\n    .gender = de\nzone-table = tafel\n    .plural = tafels\n    .gender = de\n",
    "de": "group-tile = Plättchen\n    .plural = Plättchen\n    .gender = neut\n    .card = Plättchen\n    .cards = Plättchen\n"
          "zone-supply = Vorrat\n    .plural = Vorräte\n    .gender = masc\nzone-table = Tisch\n    .plural = Tische\n    .gender = masc\n",
    "hu": "group-tile = lapka\n    .plural = lapkák\n    .card = lapka\n    .cards = lapkák\n"
          "zone-supply = készlet\n    .plural = készletek\nzone-table = asztal\n    .plural = asztalok\n",
}
ENDS = {"en": "The game ends when there are no tiles in the supply.",
        "nl": "Het spel eindigt zodra er geen tegels in de voorraad zijn.",
        "de": "Das Spiel endet, sobald es keine Plättchen im Vorrat gibt.",
        "hu": "A játék véget ér, amint nincs lapka (hely: készlet)."}
CARDS = {"en": "The game ends when there are no cards in the supply.",
         "nl": "Het spel eindigt zodra er geen kaarten in de voorraad zijn.",
         "de": "Das Spiel endet, sobald es keine Karten im Vorrat gibt.",
         "hu": "A játék véget ér, amint nincs lap (hely: készlet)."}


def texts_of(tmp_path, text: str, lang: str) -> list[str]:
    folder = localized(tmp_path, text)
    coin = "card-coin = coin\n    .plural = coins\n" if "coin:" in text else ""
    for code in LANGS:
        (tmp_path / "locales" / code / "flowtest.ftl").write_text(NAMES[code] + TILE_NAMES[code] + coin,
                                                                  encoding="utf-8")
    return sheet_texts(folder, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_zone_of_one_group_names_its_cards_by_the_group(tmp_path, lang):
    assert ENDS[lang] in texts_of(tmp_path, TILES, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_zone_that_can_hold_another_group_says_cards(tmp_path, lang):
    # a card of another group can be moved into the supply: "tiles" would be wrong
    text = TILES.replace("cards:\n", "cards:\n  coin:\n    starts_in: table\n    count: 2\n").replace(
        "        draw(supply, 1, to=table)\n",
        "        draw(supply, 1, to=table)\n        move(filter(table, c -> c.kind == coin), supply)\n")
    assert CARDS[lang] in texts_of(tmp_path, text, lang)


def test_a_group_without_a_cards_name_says_cards(tmp_path):
    folder = localized(tmp_path, TILES)
    for code in LANGS:
        names = TILE_NAMES[code].replace("    .card = tile\n    .cards = tiles\n", "")
        (tmp_path / "locales" / code / "flowtest.ftl").write_text(NAMES[code] + names, encoding="utf-8")
    assert CARDS["en"] in sheet_texts(folder, "en")


def test_a_count_other_than_zero_reads_as_before(tmp_path):
    text = TILES.replace("count(supply) == 0", "count(supply) == 2")
    assert "The game ends when there are exactly two tiles in the supply." in texts_of(tmp_path, text, "en")
