"""A card kind's `.face` attribute names one particular card from its attributes (enum values
by their display names, numbers as numbers, flags as true / false), in narration and at the
human prompt. Tested on a tiny ruleset that is no bundled game."""
from __future__ import annotations

from pathlib import Path

import pytest

from rulewright.compiler.build import compile_ruleset
from rulewright.i18n import Localizer
from rulewright.runtime.narration import Names

RULESET = """\
ruleset: {name: tiles, version: 1, players: {min: 2, max: 2}, locales: {dir: loc, resource: tiles, languages: [en]}}
enums:
  colour: [red, blue]
card_attributes:
  colour: {type: colour}
  n: {type: int, default: 0}
  shiny: {type: bool, default: false}
zones:
  box: {visibility: public}
cards:
  tile:
    starts_in: box
    copies: [{count: 1, n: 1, colour: red}, {count: 1, n: 4, colour: blue, shiny: true}]
  token:
    starts_in: box
    copies: [{count: 2, colour: red}, {count: 1, colour: blue}]
setup: ""
rounds: 0
phases: [{name: idle, do: ""}]
end_of_game: ""
"""

NAMES = """\
colour-red = red
colour-blue = blue
card-tile = tile
    .plural = tiles
    .face = { $shiny ->
        [true] shiny { $colour } { $n }
       *[false] { $colour } { $n ->
            [1] one
           *[other] { $n }
        }
    }
card-token = token
    .plural = tokens
"""

ENGINE = """\
card-details = { $name } ({ $details })
cards-counted = { $count } { $name }
cards-hidden = { $count } hidden
cards-none = nothing
"""


@pytest.fixture
def names(tmp_path: Path) -> Names:
    root = tmp_path / "tiles"
    root.mkdir()
    (root / "ruleset.yaml").write_text(RULESET, encoding="utf-8")
    result = compile_ruleset(root, locales=False)
    assert result.ok, result.diagnostics
    return Names(Localizer.from_sources("en", {"tiles.ftl": NAMES, "engine.ftl": ENGINE}), result.ir)


def test_a_face_reads_the_cards_attributes(names):
    assert names.card({"id": 0, "kind": "tile", "colour": "red", "n": 1, "shiny": False}) == "red one"
    assert names.card({"id": 1, "kind": "tile", "colour": "blue", "n": 4, "shiny": True}) == "shiny blue 4"


def test_a_kind_without_a_face_keeps_its_name_and_details(names):
    assert names.card({"id": 2, "kind": "token", "colour": "blue", "n": 0, "shiny": False}) == "token (blue)"


def test_cards_with_different_faces_are_listed_apart_and_equal_ones_counted(names):
    tiles = [{"id": 0, "kind": "tile", "colour": "red", "n": 1, "shiny": False},
             {"id": 1, "kind": "tile", "colour": "blue", "n": 4, "shiny": True}]
    assert names.cards(tiles) == "red one and shiny blue 4"
    same = [{"id": i, "kind": "tile", "colour": "red", "n": 1, "shiny": False} for i in range(2)]
    assert names.cards(same) == "2 red one"


def test_validate_reports_a_face_that_names_no_attribute(tmp_path: Path):
    root = tmp_path / "tiles"
    (root / "loc" / "en").mkdir(parents=True)
    (root / "ruleset.yaml").write_text(RULESET, encoding="utf-8")
    ftl = root / "loc" / "en" / "tiles.ftl"
    base = NAMES + "game-title = Tiles\nzone-box = box\nphase-idle = Idle\n"
    ftl.write_text(base, encoding="utf-8")
    assert [d for d in compile_ruleset(root).diagnostics if d.code == "RW504"] == []
    ftl.write_text(base.replace("{ $colour } { $n }", "{ $colour } { $size }"), encoding="utf-8")
    found = [d for d in compile_ruleset(root).diagnostics if d.code == "RW504"]
    assert len(found) == 1 and found[0].severity == "error"
    assert found[0].message == '"card-tile.face" uses $size, which it is never given'
    assert found[0].hint == "it can use $colour, $n, $shiny"
    assert found[0].file.endswith("tiles.ftl") and found[0].line == 5          # the line of `.face`
