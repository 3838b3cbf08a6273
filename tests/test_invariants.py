"""`invariants:` conditions the rules guarantee: compiled with located diagnostics, checked
in play (after setup, each turn, each phase, at the end) in both engines, and on the situation
of an example or scenario (a clear error naming the invariant, the player and the file). On a
tiny ruleset written here: players take tokens from a pile; nobody may hold more than the cap."""
from __future__ import annotations

import json
from pathlib import Path
from textwrap import dedent

import jsonschema
import pytest
from click.testing import CliRunner

from rulewright.cli.main import main as cli
from rulewright.compiler.build import compile_ruleset, ir_schema
from rulewright.compiler.examples import load_examples
from rulewright.runtime.agents import RandomAgent
from rulewright.runtime.game import Game, ir_digest
from rulewright.runtime.invariants import InvariantBroken
from rulewright.runtime.scenario import run_example

RULES = """\
ruleset:
  name: tokens
  version: 1
  players: {min: 2, max: 3}
  locales: {dir: locales, resource: tokens, languages: [en]}
parameters:
  cap: {value: 3, reason: test}
  per_turn: {value: 1, reason: test}
zones:
  pile: {visibility: public}
  tray: {per_player: true, visibility: public}
counters:
  held: {per_player: true, start: 0, min: 0, visibility: public}
  announced: {per_player: true, start: 0, min: 0, max: 1, visibility: public}
  qualified: {per_player: true, start: 0, min: 0, max: 1, visibility: public}
scoring_categories: [points]
cards:
  token:
    starts_in: pile
    copies: [{count: 9}]
invariants:
  at_most_the_cap:
    per_player: true
    holds: me.held <= cap
    reason: a player takes tokens only while below the cap
  tray_matches_count:
    per_player: true
    holds: count(me.tray) == me.held
  pile_and_trays_hold_every_token:
    holds: count(pile) + sum(players, p -> count(p.tray)) == 9
  announced_only_when_qualified:
    per_player: true
    holds: me.announced == 0 or me.qualified == 1
    checked: at_the_end
setup: ""
rounds: 2
phases:
  - name: take
    do: |
      turns p in players {
        if p.held < cap {
          draw(pile, per_turn, to=p.tray)
          p.held += per_turn
        }
      }
end_of_game: |
  for p in players {
    p.qualified = if p.held >= 2 then 1 else 0
    score(p, points, p.held)
  }
"""


REPO = Path(__file__).resolve().parent.parent
NAMES = """game-title = Tokens
zone-pile = pile
    .plural = piles
zone-tray = tray
    .plural = trays
counter-held = token held
    .plural = tokens held
counter-announced = announcement
    .plural = announcements
counter-qualified = qualification
    .plural = qualifications
card-token = token
    .plural = tokens
category-points = Points
phase-take = Take
    .letter = A
param-cap = Cap
param-per_turn = Tokens a turn
"""


def with_locales(tmp_path: Path) -> Path:
    """tmp/rules/tokens beside tmp/locales (the engine's files and the game's names, in en)."""
    import shutil
    locales = tmp_path / "locales"
    shutil.copytree(REPO / "locales" / "en", locales / "en")
    (locales / "en" / "tokens.ftl").write_text(NAMES, encoding="utf-8")
    folder = tmp_path / "rules" / "tokens"
    folder.mkdir(parents=True)
    (folder / "ruleset.yaml").write_text(RULES.replace("dir: locales", "dir: ../../locales"), encoding="utf-8")
    return folder


def compile_text(tmp_path: Path, text: str, name: str = "tokens"):
    folder = tmp_path / name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "ruleset.yaml").write_text(text, encoding="utf-8")
    return folder, compile_ruleset(folder, locales=False)


def errors_of(result):
    return [d for d in result.diagnostics if d.is_error]


def test_invariants_compile_into_the_ir(tmp_path):
    _, result = compile_text(tmp_path, RULES)
    assert result.ok, errors_of(result)
    inv = result.ir["invariants"]
    assert list(inv) == ["at_most_the_cap", "tray_matches_count", "pile_and_trays_hold_every_token",
                         "announced_only_when_qualified"]
    assert inv["at_most_the_cap"]["per_player"] is True and inv["at_most_the_cap"]["checked"] == "always"
    assert inv["announced_only_when_qualified"]["checked"] == "at_the_end"
    assert inv["at_most_the_cap"]["at"].endswith(":24:12")       # the position of its condition
    jsonschema.validate(result.ir, ir_schema())


def test_rules_without_invariants_have_no_invariants_in_the_ir(tmp_path):
    text = RULES.split("invariants:")[0] + "setup:" + RULES.split("\nsetup:")[1]
    _, result = compile_text(tmp_path, text)
    assert result.ok and "invariants" not in result.ir
    assert Game(result.ir).program.invariants is None


@pytest.mark.parametrize("bad, code, message", [
    ("    holds: me.held <= cap\n", "RW301", "unknown name 'me'"),          # `me` needs per_player
    ("    per_player: true\n    holds: me.held + cap\n", "RW401", None),    # not true/false
    ("    per_player: true\n    holds: me.held <= cap\n    checked: sometimes\n", "RW104",
     "'sometimes' is not a point where an invariant can be checked"),
    ("    per_player: true\n    hold: me.held <= cap\n", "RW101", None),    # misspelt key
])
def test_a_bad_invariant_is_a_located_diagnostic(tmp_path, bad, code, message):
    start = RULES.index("  at_most_the_cap:\n") + len("  at_most_the_cap:\n")
    end = RULES.index("  tray_matches_count:")
    _, result = compile_text(tmp_path, RULES[:start] + bad + RULES[end:])
    found = [d for d in errors_of(result) if d.code == code]
    assert found, errors_of(result)
    assert found[0].file.endswith("ruleset.yaml") and 22 <= found[0].line <= 26
    if message:
        assert message in found[0].message


@pytest.mark.parametrize("engine", ["interpreter", "generated"])
def test_games_that_keep_the_invariants_play_to_the_end(tmp_path, engine):
    _, result = compile_text(tmp_path, RULES)
    game = Game(result.ir, engine=engine)
    for seed in range(20):
        out = game.play(3, seed, [RandomAgent() for _ in range(3)])
        assert out.totals == [2, 2, 2]


@pytest.mark.parametrize("engine", ["interpreter", "generated"])
def test_a_turn_that_breaks_an_invariant_stops_the_game_naming_it(tmp_path, engine):
    # two tokens a turn: the cap of 3 is passed in the second round (2, then 4)
    _, result = compile_text(tmp_path, RULES.replace("per_turn: {value: 1,", "per_turn: {value: 2,"))
    game = Game(result.ir, engine=engine)
    with pytest.raises(InvariantBroken) as caught:
        game.play(2, 1, [RandomAgent(), RandomAgent()])
    ex = caught.value
    assert ex.name == "at_most_the_cap" and ex.seat == 0
    text = str(ex)
    assert "the rules broke the invariant 'at_most_the_cap' for player 1 after a turn (round 2, phase take)" in text
    assert "ruleset.yaml:24:12" in text and "me.held <= cap" in text


def test_a_phase_without_turns_is_checked_after_the_phase(tmp_path):
    text = RULES.replace("""      turns p in players {
        if p.held < cap {
          draw(pile, per_turn, to=p.tray)
          p.held += per_turn
        }
      }""", """      for p in players { p.held += 1 }""")
    _, result = compile_text(tmp_path, text)
    with pytest.raises(InvariantBroken) as caught:
        Game(result.ir).play(2, 0, [RandomAgent(), RandomAgent()])
    assert caught.value.name == "tray_matches_count" and "after the phase (round 1, phase take)" in str(caught.value)


def test_setup_that_breaks_an_invariant_is_caught_after_setup(tmp_path):
    _, result = compile_text(tmp_path, RULES.replace('setup: ""', "setup: |\n  for p in players { p.held = 5 }"))
    with pytest.raises(InvariantBroken, match="'at_most_the_cap' for player 1 after setup"):
        Game(result.ir).play(2, 0, [RandomAgent(), RandomAgent()])


def test_an_invariant_checked_at_the_end_sees_the_state_after_end_of_game(tmp_path):
    # player 1 announces; with cap 1 nobody reaches the 2 tokens that qualify
    text = RULES.replace('setup: ""', "setup: |\n  players[0].announced = 1").replace("cap: {value: 3,", "cap: {value: 1,")
    _, result = compile_text(tmp_path, text)
    with pytest.raises(InvariantBroken, match="'announced_only_when_qualified' for player 1 at the end of the game"):
        Game(result.ir).play(2, 0, [RandomAgent(), RandomAgent()])
    # with the default cap the same announcement is legal
    _, result = compile_text(tmp_path / "ok", RULES.replace('setup: ""', "setup: |\n  players[0].announced = 1"))
    assert Game(result.ir).play(2, 0, [RandomAgent(), RandomAgent()]).totals == [2, 2]


EXAMPLES = """\
examples:
  - name: a legal situation scores
    players: 2
    setup:
      players:
        - counters: {held: 2}
          zones: {tray: [{kind: token, count: 2}]}
    phase: end_of_game
    expect:
      players:
        - total: 2
  - name: a situation with more than the cap
    players: 2
    setup:
      players:
        - counters: {held: 1}
          zones: {tray: [token]}
        - counters: {held: 4}
          zones: {tray: [{kind: token, count: 4}]}
    phase: end_of_game
  - name: an announcement without qualifying
    players: 2
    setup:
      players:
        - counters: {held: 1, announced: 1}
          zones: {tray: [token]}
    phase: end_of_game
"""


def test_a_situation_that_breaks_an_invariant_fails_naming_it_the_player_and_the_file(tmp_path):
    folder, result = compile_text(tmp_path, RULES)
    (folder / "examples").mkdir()
    path = folder / "examples" / "situations.yaml"
    path.write_text(EXAMPLES, encoding="utf-8")
    examples = load_examples([path], result)
    assert not examples.diagnostics
    legal, capped, announced = [run_example(result.ir, e) for e in examples.items]
    assert legal.passed, legal.failures
    assert len(capped.failures) == 1
    assert capped.failures[0].startswith("the situation breaks the invariant 'at_most_the_cap' for player 2: ")
    assert capped.failures[0].endswith("situations.yaml:18:11 (examples[1].setup.players[1])")
    assert capped.broken[0]["seat"] == 1
    assert announced.failures == [
        "the situation breaks the invariant 'announced_only_when_qualified' for player 1 (checked at the end of "
        f"the game): {announced.broken[0]['place'][0]}:25:11 (examples[2].setup.players[0])"]


def test_the_score_command_reports_a_broken_invariant_as_a_located_error(tmp_path):
    folder = with_locales(tmp_path)
    scenario = tmp_path / "end.yaml"
    scenario.write_text(dedent("""\
        name: more than the cap
        players: 2
        setup:
          players:
            - counters: {held: 2}
              zones: {tray: [{kind: token, count: 2}]}
            - counters: {held: 4}
              zones: {tray: [{kind: token, count: 4}]}
        """), encoding="utf-8")
    run = CliRunner().invoke(cli, ["score", str(folder), str(scenario)])
    assert run.exit_code == 1
    assert "Traceback" not in run.output
    assert ":7:7: error[RW701]: the situation breaks the invariant 'at_most_the_cap' for player 2" in run.output
    assert "at: setup.players[1]" in run.output
    assert "ruleset.yaml:24:12" in run.output         # the hint names where the invariant is


def test_the_test_command_fails_an_example_whose_situation_breaks_an_invariant(tmp_path):
    folder = with_locales(tmp_path)
    (folder / "examples").mkdir()
    (folder / "examples" / "situations.yaml").write_text(EXAMPLES, encoding="utf-8")
    run = CliRunner().invoke(cli, ["test", str(folder)])
    assert run.exit_code == 1 and "Traceback" not in run.output
    assert "1 passed, 2 failed" in run.output
    assert "the situation breaks the invariant 'at_most_the_cap' for player 2" in run.output


def test_invariants_change_the_ir_digest_only_when_written(tmp_path):
    _, with_them = compile_text(tmp_path, RULES, "a")
    text = RULES.split("invariants:")[0] + "setup:" + RULES.split("\nsetup:")[1]
    _, without = compile_text(tmp_path, text, "b")
    assert ir_digest(with_them.ir) != ir_digest(without.ir)
    assert ir_digest({k: v for k, v in with_them.ir.items() if k != "invariants"}) == ir_digest(without.ir)
    assert "invariants" not in without.ir


BREAKS = """\
examples:
  - name: more than the cap is impossible
    players: 2
    setup:
      players:
        - counters: {held: 4}
          zones: {tray: [{kind: token, count: 4}]}
    expect:
      breaks: [at_most_the_cap]
  - name: an announcement without qualifying is impossible, found at the end
    players: 2
    setup:
      players:
        - counters: {held: 1, announced: 1}
          zones: {tray: [token]}
    phase: end_of_game
    expect:
      breaks: [announced_only_when_qualified]
  - name: a legal situation does not break what it is said to break
    players: 2
    setup:
      players:
        - counters: {held: 1}
          zones: {tray: [token]}
    expect:
      breaks: [at_most_the_cap]
"""


def test_an_example_can_expect_the_invariants_its_situation_breaks(tmp_path):
    folder, result = compile_text(tmp_path, RULES)
    path = tmp_path / "breaks.yaml"
    path.write_text(BREAKS, encoding="utf-8")
    examples = load_examples([path], result)
    assert not examples.diagnostics
    capped, announced, legal = [run_example(result.ir, e) for e in examples.items]
    assert capped.passed and announced.passed
    assert legal.failures == ["the situation breaks no invariant, expected ['at_most_the_cap']"]


def test_expecting_an_unknown_invariant_is_a_located_diagnostic(tmp_path):
    _, result = compile_text(tmp_path, RULES)
    path = tmp_path / "breaks.yaml"
    path.write_text(BREAKS.replace("breaks: [at_most_the_cap]", "breaks: [at_most_cap]", 1), encoding="utf-8")
    found = load_examples([path], result).diagnostics
    assert [(d.code, d.line, d.message, d.hint) for d in found] == [
        ("RW301", 9, "unknown invariant 'at_most_cap'", "did you mean 'at_most_the_cap'?")]


def test_the_score_command_gives_the_broken_invariant_as_json_with_json(tmp_path):
    folder = with_locales(tmp_path)
    scenario = tmp_path / "end.yaml"
    scenario.write_text("name: over the cap\nplayers: 2\nsetup:\n  players:\n    - counters: {held: 5}\n"
                        "      zones: {tray: [{kind: token, count: 5}]}\n", encoding="utf-8")
    run = CliRunner().invoke(cli, ["score", str(folder), str(scenario), "--json"])
    assert run.exit_code == 1
    found = json.loads(run.stdout)
    assert [(d["code"], d["line"], d["path"]) for d in found] == [("RW701", 5, "setup.players[0]")]
    assert "'at_most_the_cap' for player 1" in found[0]["message"]


def test_a_house_rule_can_change_add_and_remove_invariants(tmp_path):
    folder, _ = compile_text(tmp_path, RULES)
    house = tmp_path / "bigger_cap.yaml"
    house.write_text(dedent("""\
        house_rule:
          name: bigger_cap
          extends: tokens
          intent: Hold up to five tokens.
        change:
          parameters:
            cap: {value: 5}
          invariants:
            at_most_the_cap: {holds: me.held <= cap + 0}
        remove:
          invariants: [pile_and_trays_hold_every_token]
        add:
          invariants:
            never_negative: {per_player: true, holds: me.held >= 0}
        """), encoding="utf-8")
    result = compile_ruleset(house, locales=False)
    assert result.ok, errors_of(result)
    assert list(result.ir["invariants"]) == ["at_most_the_cap", "tray_matches_count",
                                             "announced_only_when_qualified", "never_negative"]
    assert result.ir["invariants"]["at_most_the_cap"]["per_player"] is True     # the change merges
    assert Game(result.ir).play(2, 0, [RandomAgent(), RandomAgent()]).totals == [2, 2]
