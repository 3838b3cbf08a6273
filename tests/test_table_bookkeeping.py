"""What a person at the table is told, and what not: a counter or variable declared
`narrated: false` (bookkeeping the rules keep for themselves) prints no narration line when it
changes and no line in a person's table, while agents still read it; and a choice with only one
option, which nobody is asked, is told in one line, in the narration only (the log and the
seeded games stay as they were). Tested on a tiny ruleset that is no bundled game, with both
engines."""
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
ruleset: {name: mini, version: 1, players: {min: 2, max: 2}, locales: {dir: loc, resource: mini, languages: [en]}}
enums:
  move: [walk, run, rest]
counters:
  coins: {per_player: true, start: 0, visibility: public}
  tally: {per_player: true, start: 0, visibility: public, narrated: false}
variables:
  shown: {type: int, start: 0}
  kept: {type: int, start: 0, narrated: false}
decisions: [first_move, second_move]
scoring_categories: [coins_category]
setup: ""
rounds: 1
phases:
  - name: play
    do: |
      for p in players {
        let m = choose(p, filter(values(move), x -> x != rest and (x == walk or p.coins > 5)), as=first_move)
        p.tally += 1
        p.coins += 1
        kept = kept + 1
        shown = shown + 1
        let n = choose(p, [walk, run], as=second_move)
      }
end_of_game: |
  for p in players {
    score(p, coins_category, p.coins + p.tally)
  }
"""

NAMES = """\
game-title = Mini
move-walk = walk
move-run = run
move-rest = rest
counter-coins = coin
    .plural = coins
counter-tally = tally
    .plural = tallies
variable-shown = shown so far
variable-kept = kept so far
choice-first_move = Choose your first move.
choice-second_move = Choose your second move.
phase-play = Play
category-coins_category = coins
"""


def names_and_game(tmp_path: Path, engine: str):
    root = tmp_path / "mini"
    root.mkdir(exist_ok=True)
    (root / "ruleset.yaml").write_text(RULESET, encoding="utf-8")
    result = compile_ruleset(root, locales=False)
    assert result.ok, [d.message for d in result.diagnostics]
    engine_ftl = (REPO / "locales" / "en" / "engine.ftl").read_text(encoding="utf-8")
    names = Names(Localizer.from_sources("en", {"mini.ftl": NAMES, "engine.ftl": engine_ftl}), result.ir)
    return names, Game(result.ir, engine=engine), result.ir


@pytest.mark.parametrize("engine", ["interpreter", "generated"])
def test_bookkeeping_is_not_told_and_a_choice_with_one_option_is(tmp_path, engine):
    names, game, ir = names_and_game(tmp_path, engine)
    assert ir["counters"]["tally"]["narrated"] is False and "narrated" not in ir["counters"]["coins"]
    assert ir["variables"]["kept"]["narrated"] is False and "narrated" not in ir["variables"]["shown"]
    lines: list[str] = []
    narrator = Narrator(names, write=lines.append, viewers=[0], you=0)
    out = io.StringIO()
    person = HumanAgent(names, io.StringIO("1\n2\n"), out, before_prompt=narrator.before_prompt)
    log: list[dict] = []

    def on_event(event):
        log.append(event)
        narrator(event)
    game.play(2, 3, [person, RandomAgent()], log=on_event, forced=narrator)
    told = "\n".join(lines)
    table = out.getvalue()
    # the counter that is told changes in the narration and stands in the table; the other not
    assert "Player 1: coins 0 → 1" in told or "You: coins 0 → 1" in told, told
    assert "tall" not in told and "tall" not in table.lower(), (told, table)
    assert "Shown so far" in table and "Kept so far" not in table
    # the first move has one option (walk): nobody is asked, and the narration says so
    assert told.count("“Choose your first move.” → walk (the only possibility)") == 2, told
    assert "Choose your first move" not in table           # the person was not asked it
    # the log has the decisions that were asked, and nothing of the forced choice
    assert [e["label"] for e in log if e["type"] == "decision"] == ["second_move", "second_move"]
    assert not [e for e in log if e["type"] == "forced"]
    # the agents' view still has the bookkeeping counter; the score counts it
    assert game.play(2, 3, [RandomAgent(), RandomAgent()]).totals == [2, 2]


@pytest.mark.parametrize("engine", ["interpreter", "generated"])
def test_telling_forced_choices_changes_nothing_in_the_game(tmp_path, engine):
    _, game, _ = names_and_game(tmp_path, engine)
    plain: list[dict] = []
    game.play(2, 5, [RandomAgent(), RandomAgent()], log=plain)
    told: list[dict] = []
    with_forced: list[dict] = []
    game.play(2, 5, [RandomAgent(), RandomAgent()], log=with_forced, forced=told.append)
    assert with_forced == plain
    assert [(e["player"], e["label"], e["options"][0]["value"]) for e in told] == [(0, "first_move", "walk"),
                                                                         (1, "first_move", "walk")]


def test_narrated_must_be_true_or_false(tmp_path):
    root = tmp_path / "mini"
    root.mkdir()
    (root / "ruleset.yaml").write_text(RULESET.replace("narrated: false}\nvariables", "narrated: 'no'}\nvariables"),
                                       encoding="utf-8")
    result = compile_ruleset(root, locales=False)
    assert not result.ok
    bad = [d for d in result.diagnostics if d.is_error][0]
    assert bad.code.startswith("RW") and bad.line == 6 and "narrated" in str(bad.path) + bad.message, bad


# -- numbers beside the options: choose(..., show=...) ----------------------------------------

SHOWN = RULESET.replace("let n = choose(p, [walk, run], as=second_move)",
                        "let n = choose(p, [walk, run], as=second_move, show=x -> if x == run then p.coins * 10 else 0)")


def shown_game(tmp_path: Path, engine: str, text: str, names_text: str):
    root = tmp_path / "mini"
    root.mkdir(parents=True, exist_ok=True)
    (root / "ruleset.yaml").write_text(text, encoding="utf-8")
    result = compile_ruleset(root, locales=False)
    assert result.ok, [d.message for d in result.diagnostics]
    engine_ftl = (REPO / "locales" / "en" / "engine.ftl").read_text(encoding="utf-8")
    names = Names(Localizer.from_sources("en", {"mini.ftl": names_text, "engine.ftl": engine_ftl}), result.ir)
    return names, Game(result.ir, engine=engine)


@pytest.mark.parametrize("engine", ["interpreter", "generated"])
@pytest.mark.parametrize("wording, walk, run", [
    ("    .shown = { $value } steps\n", "walk — 0 steps", "run — 10 steps"),
    ("", "walk — 0", "run — 10"),                        # no .shown: the number alone
])
def test_a_person_sees_the_number_the_rules_show_beside_each_option(tmp_path, engine, wording, walk, run):
    names_text = NAMES.replace("choice-second_move = Choose your second move.\n",
                               "choice-second_move = Choose your second move.\n" + wording)
    names, game = shown_game(tmp_path, engine, SHOWN, names_text)
    out = io.StringIO()
    person = HumanAgent(names, io.StringIO("2\n"), out)
    game.play(2, 3, [person, RandomAgent()], log=[])
    assert f"  1. {walk}\n  2. {run}\n" in out.getvalue()


@pytest.mark.parametrize("engine", ["interpreter", "generated"])
def test_showing_numbers_changes_nothing_in_the_game(tmp_path, engine):
    _, plain_game = shown_game(tmp_path / "a", engine, RULESET, NAMES)
    _, shown = shown_game(tmp_path / "b", engine, SHOWN, NAMES)

    def stable(events):
        return [{k: v for k, v in e.items() if k not in ("at", "ir_hash")} for e in events]
    for seed in range(5):
        a, b = [], []
        pa = plain_game.play(2, seed, [RandomAgent(), RandomAgent()], log=a)
        pb = shown.play(2, seed, [RandomAgent(), RandomAgent()], log=b)
        assert stable(a) == stable(b) and pa.steps == pb.steps


def test_show_must_give_a_number_for_each_option(tmp_path):
    root = tmp_path / "mini"
    root.mkdir()
    (root / "ruleset.yaml").write_text(SHOWN.replace("show=x -> if x == run then p.coins * 10 else 0", "show=x -> x"),
                                       encoding="utf-8")
    result = compile_ruleset(root, locales=False)
    bad = [d for d in result.diagnostics if d.is_error]
    assert bad and bad[0].code == "RW401" and bad[0].line == 23 and "expected a number" in bad[0].message, bad
