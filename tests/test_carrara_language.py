"""The general language features added for The Palaces of Carrara, each in a tiny inline
ruleset: integer lists and tables by enum value as parameters, zones with one part per enum
value, and the functions range, product, max_of, min_of, largest, smallest, sort_by,
group_by and distinct. Nothing here knows Carrara."""
from __future__ import annotations

from pathlib import Path
from textwrap import dedent, indent

import pytest

from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.examples import load_examples
from rulewright.runtime.agents import RandomAgent
from rulewright.runtime.game import Game
from rulewright.runtime.scenario import run_example

BASE = """\
ruleset: {name: mini, version: 1, players: {min: 2, max: 3}, locales: {dir: ../loc, resource: mini, languages: [en]}}
enums:
  colour: [red, blue, green]
card_attributes:
  colour: {type: colour}
  n: {type: int, default: 0}
parameters:
  points: {value: {red: 5, blue: 3, green: 1}, reason: a table by enum value}
  steps: {value: [0, 1, 3, 6], reason: a list of numbers}
  cold: {value: [blue, green], reason: a list of enum values}
zones:
  box: {visibility: public}
  shelf: {visibility: public, indexed_by: colour}
  board: {per_player: true, visibility: public, indexed_by: colour}
cards:
  chip:
    starts_in: box
    copies: [{count: 1, n: 1, colour: red}, {count: 1, n: 4, colour: blue}, {count: 1, n: 2, colour: red},
             {count: 1, n: 4, colour: green}]
scoring_categories: [points_category]
setup: ""
rounds: 0
phases: [{name: idle, do: ""}]
"""


def ruleset(tmp_path, extra: str = "", end: str = "", base: str = BASE):
    root = tmp_path / "mini"
    root.mkdir(exist_ok=True)
    text = base + extra + ("end_of_game: |\n" + indent(dedent(end), "  ") if end else 'end_of_game: ""\n')
    (root / "ruleset.yaml").write_text(text, encoding="utf-8")
    return root


def compiled(tmp_path, extra="", end=""):
    result = compile_ruleset(ruleset(tmp_path, extra, end), locales=False)
    return result


def values(tmp_path, **exprs: tuple[str, str]):
    """Evaluate expressions at the end of a game: name=(type, code) -> {name: value}."""
    empty = {"int": "0"}
    variables = "variables:\n" + "".join(f"  {n}: {{type: {t}, start: '{empty.get(t, '[]')}'}}\n"
                                         for n, (t, _) in exprs.items())
    end = "".join(f"{n} = {code}\n" for n, (_, code) in exprs.items())
    result = compiled(tmp_path, variables, end)
    assert result.ok, [f"{d.code} {d.message} {d.line}:{d.column}" for d in result.diagnostics if d.is_error]
    out = Game(result.ir).play(2, 0, [RandomAgent(), RandomAgent()])
    return {n: out.state.vars[n] for n in exprs}


def errors(tmp_path, extra="", end=""):
    return [(d.code, d.message) for d in compiled(tmp_path, extra, end).diagnostics if d.is_error]


# ---- parameters: lists and tables by enum value -------------------------------------------------

def test_table_by_enum_value_and_lists(tmp_path):
    got = values(tmp_path, a=("int", "points[blue] + points[green]"), b=("int", "steps[3] + count(steps)"),
                 c=("list<int>", "[count(cold), sum(values(colour), x -> points[x])]"))
    assert got == {"a": 4, "b": 10, "c": [2, 9]}


def test_table_by_enum_value_needs_that_enum(tmp_path):
    found = errors(tmp_path, "variables:\n  a: {type: int, start: 0}\n", "a = points[3]\n")
    assert found and found[0][0] == "RW401" and "looked up by a value of 'colour'" not in found[0][1]
    assert "expected a value of 'colour', found a number" in found[0][1]


def test_table_by_enum_value_must_be_complete(tmp_path):
    base = BASE.replace("{red: 5, blue: 3, green: 1}", "{red: 5, blue: 3}")
    result = compile_ruleset(ruleset(tmp_path, base=base), locales=False)
    found = [(d.code, d.message) for d in result.diagnostics if d.is_error]
    assert ("RW104", "the table 'points' has no number for green") in found


def test_table_keys_must_be_values_of_one_enum(tmp_path):
    base = BASE.replace("{red: 5, blue: 3, green: 1}", "{red: 5, purple: 3}")
    result = compile_ruleset(ruleset(tmp_path, base=base), locales=False)
    found = [(d.code, d.message) for d in result.diagnostics if d.is_error]
    assert ("RW401", "the keys of 'points' are not the values of one enum") in found


def test_list_parameter_cannot_mix(tmp_path):
    base = BASE.replace("[blue, green]", "[blue, 3]")
    result = compile_ruleset(ruleset(tmp_path, base=base), locales=False)
    assert any(d.code == "RW401" and "must hold whole numbers, or values of one enum" in d.message
               for d in result.diagnostics)


# ---- zones with one part per enum value --------------------------------------------------------

def test_zone_parts_move_count_and_all_parts(tmp_path):
    extra = "variables:\n" + "".join(f"  {v}: {{type: int, start: 0}}\n" for v in "abcd")
    end = """
        let me_ = first(players)
        move(filter(box, k -> k.colour == red), me_.board[red])
        move(filter(box, k -> k.n == 4 and k.colour == blue), me_.board[blue])
        move(box, shelf[green])
        a = count(me_.board)
        b = count(me_.board[red]) * 10 + count(me_.board[green])
        c = sum(values(colour), x -> count(me_.board[x], k -> k.colour == x) * points[x])
        d = count(shelf) * 100 + count(shelf[green]) * 10 + count(last(players).board)
    """
    result = compiled(tmp_path, extra, end)
    assert result.ok, [d.message for d in result.diagnostics if d.is_error]
    s = Game(result.ir).play(2, 0, [RandomAgent(), RandomAgent()]).state
    assert [s.vars[v] for v in "abcd"] == [3, 20, 13, 110]
    assert s.problems() == []
    assert [s.layout.zone_name[i] for i in s.layout.zone_ids("board", 1)] == ["board[red]", "board[blue]",
                                                                             "board[green]"]


def test_a_zone_with_parts_needs_a_part_to_move_into(tmp_path):
    found = errors(tmp_path, "", "move(box, first(players).board)\n")
    assert found == [("RW401", "expected a zone, found a list of cards")]


def test_zone_part_is_indexed_by_its_enum(tmp_path):
    found = errors(tmp_path, "", "move(box, shelf[1])\n")
    assert found and "expected a value of 'colour', found a number" in found[0][1]


def test_cards_cannot_start_in_a_zone_with_parts(tmp_path):
    base = BASE.replace("starts_in: box", "starts_in: shelf")
    result = compile_ruleset(ruleset(tmp_path, base=base), locales=False)
    assert any(d.code == "RW401" and "has one part per 'colour'" in d.message for d in result.diagnostics)


def test_unknown_enum_for_zone_parts(tmp_path):
    base = BASE.replace("indexed_by: colour}\n  board", "indexed_by: color}\n  board")
    result = compile_ruleset(ruleset(tmp_path, base=base), locales=False)
    assert any(d.code == "RW301" and "unknown enum 'color'" in d.message for d in result.diagnostics)


def test_scenario_fills_zone_parts(tmp_path):
    root = ruleset(tmp_path, "", "score(first(players), points_category, sum(values(colour), "
                                 "c -> count(first(players).board[c]) * points[c]))\n")
    result = compile_ruleset(root, locales=False)
    assert result.ok
    path = tmp_path / "situation.yaml"
    path.write_text(dedent("""\
        name: parts
        players: 2
        setup:
          players:
            - zones: {board: {red: [{kind: chip, n: 2}], green: [chip]}}
        phase: end_of_game
        expect:
          players:
            - scores: {points_category: 6}
              checks: ["count(me.board[blue]) == 0", "count(me.board) == 2"]
        """), encoding="utf-8")
    examples = load_examples([path], result, single=True)
    assert [d for d in examples.diagnostics if d.is_error] == []
    assert run_example(result.ir, examples.items[0]).failures == []


@pytest.mark.parametrize("zones, message", [
    ("{board: [chip]}", "'board' has one part per colour: write {red: [cards...]}"),
    ("{board: {purple: [chip]}}", "'purple' is not a value of 'colour'"),
])
def test_scenario_zone_parts_are_checked(tmp_path, zones, message):
    result = compile_ruleset(ruleset(tmp_path), locales=False)
    path = tmp_path / "situation.yaml"
    path.write_text(f"name: bad\nplayers: 2\nsetup:\n  players:\n    - zones: {zones}\n", encoding="utf-8")
    examples = load_examples([path], result, single=True)
    assert [d.message for d in examples.diagnostics if d.is_error] == [message]


# ---- functions -----------------------------------------------------------------------------

def test_range_product_max_of_min_of(tmp_path):
    got = values(tmp_path,
                 a=("list<int>", "range(2, 5)"), b=("list<int>", "range(3, 2)"),
                 c=("int", "product(range(1, 4), x -> x)"), d=("int", "product([], x -> x)"),
                 e=("int", "max_of(box, k -> k.n) * 10 + min_of(box, k -> k.n)"),
                 f=("int", "max_of([], x -> x) + min_of([], x -> x)"))
    assert got == {"a": [2, 3, 4, 5], "b": [], "c": 24, "d": 1, "e": 41, "f": 0}


def test_largest_smallest_sort_by_keep_list_order_on_ties(tmp_path):
    got = values(tmp_path,
                 a=("list<int>", "largest([3, 9, 4, 9, 1], 3, x -> x)"),
                 b=("list<int>", "smallest([3, 9, 4, 9, 1], 2, x -> x)"),
                 c=("list<int>", "sort_by([3, 9, 4, 9, 1], x -> -x)"),
                 d=("list<int>", "largest([5, 6], 7, x -> x) + largest([5, 6], 0, x -> x)"))
    assert got == {"a": [9, 9, 4], "b": [1, 3], "c": [9, 9, 4, 3, 1], "d": [6, 5]}


def test_sort_by_cards_is_stable(tmp_path):
    got = values(tmp_path, a=("list<int>", "[first(sort_by(box, k -> k.n)).n, last(sort_by(box, k -> k.n)).n]"),
                 b=("list<colour>", "[last(largest(box, 2, k -> k.n)).colour]"))
    assert got == {"a": [1, 4], "b": ["green"]}        # the two 4s keep their order: blue, then green


def test_group_by_and_distinct(tmp_path):
    got = values(tmp_path,
                 a=("list<int>", "[count(group_by(range(1, 10), x -> x % 3)), count(first(group_by(range(1, 10), x -> x % 3)))]"),
                 b=("list<int>", "[count(first(group_by(box, k -> k.colour))), count(last(group_by(box, k -> k.colour)))]"),
                 c=("list<int>", "distinct([3, 1, 3, 2, 1])"),
                 d=("list<colour>", "[first(distinct(box, k -> k.colour)).colour, last(distinct(box, k -> k.colour)).colour]"))
    # 1..10 by remainder: [1, 4, 7, 10], [2, 5, 8], [3, 6, 9]; the chips: two red, one blue, one green
    assert got == {"a": [3, 4], "b": [2, 1], "c": [3, 1, 2], "d": ["red", "green"]}


def test_new_functions_are_type_checked(tmp_path):
    extra = "variables:\n  a: {type: int, start: 0}\n"
    assert errors(tmp_path, extra, "a = range(1, red)\n")[0][0] == "RW401"
    assert errors(tmp_path, extra, "a = largest(box, 2, k -> k.n)\n") == [
        ("RW401", "expected a number, found a list of cards")]
    assert errors(tmp_path, extra, "a = product(box, k -> k.colour)\n")[0][1] == \
        "expected a number, found a value of 'colour'"
    assert errors(tmp_path, extra, "a = count(group_by(box))\n")[0][0] == "RW304"


def test_range_has_a_limit(tmp_path):
    extra = "variables:\n  a: {type: int, start: 0}\n"
    result = compiled(tmp_path, extra, "a = count(range(0, 1000000))\n")
    assert result.ok
    from rulewright.runtime.errors import RuleError
    with pytest.raises(RuleError, match="more than 100000 numbers"):
        Game(result.ir).play(2, 0, [RandomAgent(), RandomAgent()])


def test_a_list_and_a_zone_join(tmp_path):
    got = values(tmp_path, a=("int", "count(box + [first(box)])"))
    assert got == {"a": 5}


def test_an_action_may_call_an_action_compiled_after_it(tmp_path):
    """A kind's `outer` calls the group default `inner`. The runtime compiles each kind's actions
    in set order, which depends on the string hash seed: run under several seeds."""
    import json
    import os
    import subprocess
    import sys
    extra = dedent("""\
        groups:
          helper:
            actions:
              outer: {}
              inner: {params: {amount: int}, default: "score(me, points_category, amount)"}
        """)
    base = BASE.replace("cards:\n", dedent("""\
        cards:
          first_kind: {group: helper, count: 1, starts_in: box, actions: {outer: "do(this, inner, amount=2)"}}
          second_kind: {group: helper, count: 1, starts_in: box, actions: {outer: "do(this, inner, amount=3)"}}
        """), 1)
    end = "for c in box {\n  do(c, outer, me=first(players))\n}\n"
    result = compile_ruleset(ruleset(tmp_path, extra, end, base=base), locales=False)
    assert result.ok, [d.message for d in result.diagnostics if d.is_error]
    ir_path = tmp_path / "ir.json"
    ir_path.write_text(json.dumps(result.ir), encoding="utf-8")
    script = ("import json, sys; from rulewright.runtime.game import Game; from rulewright.runtime.agents import RandomAgent; "
              f"ir = json.load(open({str(ir_path)!r})); "
              "print(Game(ir).play(2, 0, [RandomAgent(), RandomAgent()]).scores[0]['points_category'])")
    root = Path(__file__).resolve().parent.parent
    for seed in ("0", "1", "2", "3"):
        out = subprocess.run([sys.executable, "-c", script], cwd=root, capture_output=True, text=True,
                             env={**os.environ, "PYTHONHASHSEED": seed}, check=True)
        assert out.stdout.strip() == "5", (seed, out.stderr)
