"""An indexed counter (`indexed_by: <enum>`) may start from a table by that enum: each part gets
its own start value, clamped by min and max like any start. Both engines play it alike (the
start values are set before either engine runs code)."""
from __future__ import annotations

from textwrap import dedent

import pytest

from rulewright.compiler.build import compile_ruleset
from rulewright.runtime.agents import RandomAgent
from rulewright.runtime.game import Game

RULES = """\
ruleset: {name: mini, version: 1, players: {min: 2, max: 3}, locales: {dir: ../loc, resource: mini, languages: [en]}}
enums:
  colour: [red, blue, green]
  size: [small, large]
parameters:
  prices: {value: {red: 5, blue: 3, green: 12}, reason: a table by colour}
  sizes: {value: {small: 1, large: 2}, reason: a table by another enum}
counters:
  stock: {per_player: true, indexed_by: colour, start: %s, min: 0, max: 10}
  shared: {indexed_by: colour, start: prices}
variables:
  seen: {type: int, start: 0}
scoring_categories: [total]
rounds: 1
phases:
  - name: look
    do: |
      seen = players[1].stock[red] * 100 + players[1].stock[blue] * 10 + shared[green]
end_of_game: ""
"""


def build(tmp_path, start: str):
    root = tmp_path / "mini"
    root.mkdir(exist_ok=True)
    (root / "ruleset.yaml").write_text(RULES % start, encoding="utf-8")
    return compile_ruleset(root, locales=False)


@pytest.mark.parametrize("engine", ["interpreter", "generated"])
def test_each_part_starts_from_the_table(tmp_path, engine):
    result = build(tmp_path, "prices")
    assert result.ok, [d.message for d in result.diagnostics if d.is_error]
    game = Game(result.ir, engine=engine)
    out = game.play(2, 1, [RandomAgent(), RandomAgent()])
    s = out.state
    lay = game.layout
    assert [s.cv[lay.counter_slot("stock", 1, c)] for c in ("red", "blue", "green")] == [5, 3, 10]   # 12 clamped to max
    assert s.cv[lay.counter_slot("shared", None, "green")] == 12
    assert s.vars["seen"] == 5 * 100 + 3 * 10 + 12


def test_a_number_still_starts_every_part(tmp_path):
    result = build(tmp_path, "4")
    assert result.ok
    game = Game(result.ir)
    s = game.play(2, 1, [RandomAgent(), RandomAgent()]).state
    assert [s.cv[game.layout.counter_slot("stock", 0, c)] for c in ("red", "blue", "green")] == [4, 4, 4]


@pytest.mark.parametrize("start, found", [("sizes", "a table by 'size'"), ("'[red]'", "a list")])
def test_a_table_by_another_enum_is_a_located_error(tmp_path, start, found):
    result = build(tmp_path, start)
    errors = [d for d in result.diagnostics if d.is_error]
    assert [d.code for d in errors] == ["RW401"]
    assert errors[0].message.startswith("expected a number or a table by 'colour', found " + found)
    assert errors[0].path == "counters.stock.start" and errors[0].line == 9
