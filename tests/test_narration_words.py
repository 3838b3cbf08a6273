"""What the narration calls things it tells: a hidden card by its group where the table can tell
which group it is of (and no more), a counter that is only 0 or 1 (a flag) as yes / no, and one
part of an indexed counter by the locale's `.part` name. Tested on a tiny ruleset that is no
bundled game, in English and German (articles by gender)."""
from __future__ import annotations

import io
from pathlib import Path

import pytest

from rulewright.compiler.build import compile_ruleset
from rulewright.i18n import Localizer
from rulewright.runtime.agents import RandomAgent
from rulewright.runtime.game import Game
from rulewright.runtime.human import HumanAgent
from rulewright.runtime.narration import Names, Narrator

REPO = Path(__file__).resolve().parent.parent

RULESET = """\
ruleset: {name: pieces, version: 1, players: {min: 2, max: 2}, locales: {dir: loc, resource: pieces, languages: [en, de]}}
enums:
  colour: [red, blue]
  side: [north, south]
card_attributes:
  colour: {type: colour}
groups: {tile: {}, token: {}}
cards:
  tile_card: {group: tile, starts_in: pile, for_each: {colour: colour}, count: 3}
  token_card: {group: token, starts_in: pouch, count: 4}
zones:
  pile: {visibility: hidden}
  pouch: {visibility: hidden}
  tray: {visibility: hidden}
  shelf: {per_player: true, visibility: owner}
  hand: {per_player: true, visibility: owner}
counters:
  ready: {per_player: true, start: 0, min: 0, max: 1, visibility: public}
  steps: {per_player: true, start: 0, min: 0, max: 5, visibility: public}
  marks: {per_player: true, indexed_by: side, start: 0, min: 0, visibility: public}
  spots: {per_player: true, indexed_by: side, start: 0, min: 0, visibility: public}
  open: {start: 0, min: 0, max: 1, visibility: public}
decisions: [give]
scoring_categories: [steps_made]
setup: |
  shuffle(pile)
  for p in players {
    draw(pile, 2, to=p.shelf)
    draw(pile, 1, to=p.hand)
    draw(pouch, 1, to=p.hand)
  }
rounds: 1
phases:
  - name: play
    do: |
      for p in players {
        let given = choose_some(p, p.shelf, as=give, min=1, max=1)
        move(given, tray)
        move(p.hand, tray)
        p.ready = 1
        p.steps += 2
        p.marks[north] += 1
        p.spots[south] += 1
      }
      open = 1
end_of_game: |
  for p in players {
    score(p, steps_made, p.steps)
  }
"""

NAMES = {"en": """\
game-title = Pieces
colour-red = red
colour-blue = blue
side-north = north
side-south = south
group-tile = tile
    .plural = tiles
group-token = token
    .plural = tokens
card-tile_card = tile
    .plural = tiles
card-token_card = token
    .plural = tokens
zone-pile = pile
zone-pouch = pouch
zone-tray = tray
zone-shelf = shelf
zone-hand = hand
counter-ready = ready
    .plural = ready
counter-steps = step
    .plural = steps
counter-marks = mark
    .plural = marks
    .part = marks on the { $part } side
counter-spots = spot
    .plural = spots
counter-open = open
    .plural = open
choice-give = Give a tile.
phase-play = Play
category-steps_made = steps
""", "de": """\
game-title = Teile
colour-red = rot
colour-blue = blau
side-north = Norden
side-south = Süden
group-tile = Plättchen
    .plural = Plättchen
    .gender = neut
group-token = Spielstein
    .plural = Spielsteine
    .gender = masc
card-tile_card = Plättchen
    .plural = Plättchen
card-token_card = Spielstein
    .plural = Spielsteine
zone-pile = Stapel
zone-pouch = Beutel
zone-tray = Schale
zone-shelf = Ablage
zone-hand = Hand
counter-ready = bereit
    .plural = bereit
counter-steps = Schritt
    .plural = Schritte
counter-marks = Marke
    .plural = Marken
    .part = Marken im { $part }
counter-spots = Punkt
    .plural = Punkte
counter-open = offen
    .plural = offen
choice-give = Gib ein Plättchen ab.
phase-play = Spiel
category-steps_made = Schritte
"""}


def compiled(tmp_path: Path):
    root = tmp_path / "pieces"
    root.mkdir(exist_ok=True)
    (root / "ruleset.yaml").write_text(RULESET, encoding="utf-8")
    result = compile_ruleset(root, locales=False)
    assert result.ok, [d.message for d in result.diagnostics]
    return result.ir


def names_for(ir: dict, lang: str) -> Names:
    engine_ftl = (REPO / "locales" / lang / "engine.ftl").read_text(encoding="utf-8")
    return Names(Localizer.from_sources(lang, {"pieces.ftl": NAMES[lang], "engine.ftl": engine_ftl}), ir)


def played(ir: dict, engine: str = "generated") -> list[dict]:
    log: list[dict] = []
    Game(ir, engine=engine).play(2, 4, [RandomAgent(), RandomAgent()], log=log)
    return log


def told(ir: dict, events: list[dict], lang: str, viewer: int | None = 1) -> list[str]:
    lines: list[str] = []
    narrator = Narrator(names_for(ir, lang), write=lines.append,
                        viewers=None if viewer is None else [viewer], you=viewer)
    for ev in events:
        narrator(ev)
    narrator.flush()
    return [line.strip() for line in lines]


@pytest.mark.parametrize("engine", ["interpreter", "generated"])
def test_a_hidden_card_is_named_by_its_group_where_its_zone_holds_one_group(tmp_path, engine):
    ir = compiled(tmp_path)
    lines = told(ir, played(ir, engine), "en", viewer=1)
    # the pile holds tiles only and the pouch tokens only: the other player's cards are named
    assert "Pile → Player 1’s shelf: 2 hidden tiles" in lines, lines
    assert "Pile → Player 1’s hand: a hidden tile" in lines
    assert "Pouch → Player 1’s hand: a hidden token" in lines
    # the choice from a zone of tiles only, made by the other player
    assert "Player 1 — “Give a tile.” → a hidden tile" in lines
    # a hand that may hold both tells nothing more than that there are cards
    assert "Player 1’s hand → tray: 2 hidden cards" in lines
    # the viewer's own cards are told as they are
    mine = [line for line in lines if line.startswith("Pile → your shelf: ")]
    assert len(mine) == 1 and ("(red)" in mine[0] or "(blue)" in mine[0]) and "hidden" not in mine[0], lines


def test_hidden_cards_in_german_follow_the_group_s_gender(tmp_path):
    ir = compiled(tmp_path)
    lines = told(ir, played(ir), "de", viewer=1)
    assert "Stapel → Ablage von Spieler 1: 2 verdeckte Plättchen" in lines, lines
    assert "Stapel → Hand von Spieler 1: ein verdecktes Plättchen" in lines
    assert "Beutel → Hand von Spieler 1: ein verdeckter Spielstein" in lines
    assert "Hand von Spieler 1 → Schale: 2 verdeckte Karten" in lines


def test_without_the_start_of_the_game_a_hidden_card_stays_a_hidden_card(tmp_path):
    """A game told from the middle (an example's situation): where cards lie is not known."""
    ir = compiled(tmp_path)
    events = [e for e in played(ir) if e["type"] != "setup"]
    lines = told(ir, events, "en", viewer=1)
    assert "Pile → Player 1’s shelf: 2 hidden cards" in lines, lines
    assert not [line for line in lines if "hidden tile" in line or "hidden token" in line]


def test_a_card_of_another_group_moved_in_unseen_makes_a_zone_plain(tmp_path):
    """A zone that may have got cards of two groups unseen no longer names a group."""
    ir = compiled(tmp_path)

    def move(source, target, card_id, kind):
        return {"type": "move", "from": source, "from_owner": None if source != "shelf" else 0,
                "to": target, "to_owner": None if target != "shelf" else 0,
                "cards": [{"id": card_id, "kind": kind, "colour": None, "seen_by": [0]}]}
    events = [{"type": "setup", "players": 2, "agents": ["random", "random"]},
              move("pile", "shelf", 1, "tile_card"), move("pouch", "shelf", 7, "token_card"),
              move("shelf", "tray", 7, "token_card")]
    lines = told(ir, events, "en", viewer=1)
    assert lines[-3:] == ["Pile → Player 1’s shelf: a hidden tile", "Pouch → Player 1’s shelf: a hidden token",
                          "Player 1’s shelf → tray: a hidden card"], lines


@pytest.mark.parametrize("lang, flag, shared, number, part, plain", [
    ("en", "Player 1: ready → yes", "Open → yes", "Player 1: steps 0 → 2", "Player 1: marks on the north side 0 → 1",
     "Player 1: spots (south) 0 → 1"),
    ("de", "Spieler 1: bereit → ja", "Offen → ja", "Spieler 1: Schritte 0 → 2", "Spieler 1: Marken im Norden 0 → 1",
     "Spieler 1: Punkte (Süden) 0 → 1"),
])
def test_flags_are_told_as_yes_or_no_and_a_part_by_its_name(tmp_path, lang, flag, shared, number, part, plain):
    ir = compiled(tmp_path)
    lines = told(ir, played(ir), lang, viewer=None)
    assert flag in lines and shared in lines, lines
    assert number in lines                  # bounds 0..5: a number, not a flag
    assert part in lines and plain in lines
    assert not [line for line in lines if "0 → 1" in line and ("ready" in line or "bereit" in line)]


def test_a_flag_going_back_to_0_is_told_as_no(tmp_path):
    ir = compiled(tmp_path)
    names = names_for(ir, "en")
    lines: list[str] = []
    narrator = Narrator(names, write=lines.append)
    narrator({"type": "counter", "counter": "ready", "player": 1, "index": None, "old": 1, "new": 0,
              "seen_by": [0, 1]})
    narrator.flush()
    assert lines == ["  Player 2: ready → no"]


def test_the_table_shows_a_flag_as_yes_or_no(tmp_path):
    ir = compiled(tmp_path)
    names = names_for(ir, "en")
    out = io.StringIO()
    person = HumanAgent(names, io.StringIO("1\n"), out)
    Game(ir).play(2, 4, [RandomAgent(), person], log=[])
    table = out.getvalue()
    assert "Ready: Player 1: yes · Player 2: no" in table, table
    assert "Steps: Player 1: 2 · Player 2: 0" in table and "Open: no" in table


def test_an_engine_ftl_of_a_ruleset_s_own_without_the_newer_messages_still_plays(tmp_path):
    """A translation of engine.ftl written before these messages: checked as complete, and the
    narration says it as before (a hidden card, a flag's 0 → 1)."""
    from fluent.syntax import FluentParser, FluentSerializer, ast

    from rulewright.runtime.narration import LATER_MESSAGES, check_engine_messages
    ir = compiled(tmp_path)
    resource = FluentParser().parse((REPO / "locales" / "en" / "engine.ftl").read_text(encoding="utf-8"))
    resource.body = [e for e in resource.body if not (isinstance(e, ast.Message) and e.id.name in LATER_MESSAGES)]
    older = FluentSerializer().serialize(resource)
    assert "cards-hidden-group" not in older and "event-flag" not in older
    names = Names(Localizer.from_sources("en", {"pieces.ftl": NAMES["en"], "engine.ftl": older}), ir)
    assert check_engine_messages(names.loc) == []
    lines: list[str] = []
    narrator = Narrator(names, write=lines.append, viewers=[1], you=1)
    for ev in played(ir):
        narrator(ev)
    narrator.flush()
    told = [line.strip() for line in lines]
    assert "Pile → Player 1’s shelf: 2 hidden cards" in told and "Player 1: ready 0 → 1" in told, told


@pytest.mark.parametrize("lang, one, placed", [
    ("en", "a hidden tile", "hidden tile (pile, position 2)"),
    ("de", "ein verdecktes Plättchen", "verdecktes Plättchen (Stapel, Position 2)"),
])
def test_a_hidden_option_is_named_by_the_group_it_is_said_to_be_of(tmp_path, lang, one, placed):
    names = names_for(compiled(tmp_path), lang)
    tile = lambda _option: "tile"                          # noqa: E731
    assert names.option({"hidden": True}, tile) == one
    assert names.option({"hidden": True, "zone": "pile", "owner": None, "position": 1}, tile) == placed
    assert names.option({"hidden": True}) == names.msg("cards-hidden", count=1)     # no group told
