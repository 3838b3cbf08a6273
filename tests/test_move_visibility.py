"""A move into a zone hidden from everybody shows each player the cards as that player saw them
where they were: face up from a public zone, face up to the owner from the owner's zone, hidden
to the others. A tiny ruleset that is no game."""
from __future__ import annotations

from rulewright.compiler.build import compile_ruleset
from rulewright.runtime.agents import RandomAgent
from rulewright.runtime.game import Game
from rulewright.runtime.view import redact

RULES = """\
ruleset: {name: mini, version: 1, players: {min: 2, max: 2}, locales: {dir: ../loc, resource: mini, languages: [en]}}
zones:
  table: {visibility: public}
  pile: {visibility: hidden}
  hand: {per_player: true, visibility: owner, hand: true}
cards:
  chip: {starts_in: table, count: 4}
scoring_categories: [points]
setup: |
  move(top(table, 1), players[0].hand)
rounds: 1
phases:
  - name: drop
    do: |
      move(players[0].hand, pile)
      move(table, pile)
end_of_game: ""
"""


def test_a_move_into_a_hidden_zone_shows_the_cards_as_each_viewer_saw_them(tmp_path):
    root = tmp_path / "mini"
    root.mkdir()
    (root / "ruleset.yaml").write_text(RULES, encoding="utf-8")
    result = compile_ruleset(root, locales=False)
    assert result.ok, [d.message for d in result.diagnostics if d.is_error]
    log = []
    Game(result.ir).play(2, 1, [RandomAgent(), RandomAgent()], log=log)
    moves = [e for e in log if e["type"] == "move" and e["to"] == "pile"]
    from_hand, from_table = moves
    assert from_hand["from"] == "hand" and from_table["from"] == "table"
    # the owner saw the card in the hand: face up; the other player never saw it: hidden
    assert [c.get("kind") for c in redact(from_hand, 0)["cards"]] == ["chip"]
    assert [c.get("hidden") for c in redact(from_hand, 1)["cards"]] == [True]
    # cards from the public table are face up to everybody, though the pile is hidden
    for viewer in (0, 1):
        assert [c.get("kind") for c in redact(from_table, viewer)["cards"]] == ["chip"] * 3
