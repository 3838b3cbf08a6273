"""A counter indexed by a card group: one value per card kind of the group (`indexed_by:
<group>`, written `p.counter[card.kind]` or `p.counter[kind_name]`), e.g. how often each type of
tile was scored. Checked when compiled (a kind of another group named outright is an error), at
run time (a computed kind of another group is a rule error), in examples and scenarios, in both
engines. Tested on a tiny ruleset that is no bundled game."""
from __future__ import annotations

from textwrap import dedent

import pytest

from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.examples import load_examples
from rulewright.runtime.agents import RandomAgent
from rulewright.runtime.errors import RuleError
from rulewright.runtime.game import Game
from rulewright.runtime.scenario import run_example

RULESET = """\
ruleset: {name: mini, version: 1, players: {min: 2, max: 2}, locales: {dir: loc, resource: mini, languages: [en]}}
groups:
  tool: {}
  stone: {}
zones:
  box: {visibility: public}
  shelf: {per_player: true, visibility: public}
cards:
  hammer: {group: tool, starts_in: box, count: 2}
  saw: {group: tool, starts_in: box, count: 1}
  pebble: {group: stone, starts_in: box, count: 1}
counters:
  used: {per_player: true, indexed_by: tool, start: 0, min: 0}
invariants:
  each_tool_once:
    per_player: true
    holds: all(kinds(tool), k -> me.used[k] <= 20)
    reason: a tool is used at most twenty times
scoring_categories: [tools]
setup: |
  move(filter(box, c -> c.group == tool), first(players).shelf)
rounds: 1
phases:
  - name: use
    do: |
      for c in first(players).shelf {
        first(players).used[c.kind] += 1
      }
      first(players).used[saw] += 10
end_of_game: |
  for p in players {
    score(p, tools, p.used[hammer] * 100 + p.used[saw])
  }
"""


def compiled(tmp_path, text=RULESET):
    root = tmp_path / "mini"
    root.mkdir(exist_ok=True)
    (root / "ruleset.yaml").write_text(text, encoding="utf-8")
    return root, compile_ruleset(root, locales=False)


@pytest.mark.parametrize("engine", ["interpreter", "generated"])
def test_one_value_per_kind_of_the_group(tmp_path, engine):
    _, result = compiled(tmp_path)
    assert result.ok, [d.message for d in result.diagnostics]
    out = Game(result.ir, engine=engine).play(2, 1, [RandomAgent(), RandomAgent()])
    assert out.totals == [211, 0]


def test_a_kind_of_another_group_named_outright_is_a_located_error(tmp_path):
    root, result = compiled(tmp_path, RULESET.replace("used[saw] += 10", "used[pebble] += 10"))
    bad = [d for d in result.diagnostics if d.is_error]
    assert [(d.code, d.message) for d in bad] == [("RW401", "'pebble' is not a card kind of the group 'tool'")]
    assert bad[0].line == 29 and bad[0].column == 27


def test_an_unknown_group_or_enum_is_a_located_error(tmp_path):
    _, result = compiled(tmp_path, RULESET.replace("indexed_by: tool,", "indexed_by: tol,"))
    bad = [d for d in result.diagnostics if d.is_error]
    assert bad and bad[0].code == "RW301" and "tol" in bad[0].message and bad[0].line == 13
    assert "tool" in (bad[0].hint or "")


@pytest.mark.parametrize("engine", ["interpreter", "generated"])
def test_a_computed_kind_of_another_group_is_a_rule_error(tmp_path, engine):
    text = RULESET.replace("move(filter(box, c -> c.group == tool), first(players).shelf)",
                           "move(box, first(players).shelf)")
    _, result = compiled(tmp_path, text)
    assert result.ok
    with pytest.raises(RuleError, match="pebble"):
        Game(result.ir, engine=engine).play(2, 1, [RandomAgent(), RandomAgent()])


def test_examples_set_and_check_it_by_kind_and_invariants_see_it(tmp_path):
    root, result = compiled(tmp_path)
    path = tmp_path / "situation.yaml"
    path.write_text(dedent("""\
        examples:
          - name: by kind
            players: 2
            setup:
              players:
                - counters: {used: {saw: 1}}
            run: first(players).used[hammer] += 2
            expect:
              players:
                - counters: {used: {hammer: 2, saw: 1}}
          - name: impossible
            players: 2
            setup:
              players:
                - counters: {used: {saw: 30}}
            run: first(players).used[hammer] += 1
        """), encoding="utf-8")
    examples = load_examples([path], result)
    assert [d for d in examples.diagnostics if d.is_error] == []
    assert run_example(result.ir, examples.items[0]).failures == []
    assert "each_tool_once" in " ".join(run_example(result.ir, examples.items[1]).failures)
    path.write_text(dedent("""\
        examples:
          - name: bad index
            players: 2
            setup:
              players:
                - counters: {used: {pebble: 1}}
            run: first(players).used[hammer] += 1
        """), encoding="utf-8")
    examples = load_examples([path], result)
    assert [d.message for d in examples.diagnostics if d.is_error] == ["'pebble' is not a value of 'tool'"]
