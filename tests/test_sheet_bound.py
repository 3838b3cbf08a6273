"""A parameter marked `bound: true` (a limit of the engine, not a rule of the game) stays out of
the sheet's rules text; on the small race of tests/test_flow_end.py, not on a bundled game."""
from __future__ import annotations

import pytest

from rulewright.compiler.build import compile_ruleset
from rulewright.runtime.agents import RandomAgent
from rulewright.runtime.game import Game
from tests.test_flow_end import LANGS, NAMES, RACE, localized, sheet_texts

# the race, its 50 rounds given by a parameter; the race is won in round 5
CAPPED = RACE.replace("  target: {value: 10, reason: test}\n",
                      "  target: {value: 10, reason: test}\n"
                      "  round_cap: {value: 50, bound: true, reason: only so that every game ends}\n") \
    .replace("rounds: 50", "rounds: round_cap")
UNMARKED = CAPPED.replace("bound: true, ", "")

INTRO = {"en": "Each round has these phases:", "nl": "Elke ronde heeft deze fasen:",
         "de": "Jede Runde hat diese Phasen:", "hu": "Minden forduló fázisai:"}
AT_MOST = {"en": "The game lasts at most 50 rounds. Each round has these phases:",
           "nl": "Het spel duurt hoogstens 50 rondes. Elke ronde heeft deze fasen:",
           "de": "Das Spiel dauert höchstens 50 Runden. Jede Runde hat diese Phasen:",
           "hu": "A játék legfeljebb 50 fordulóig tart. Minden forduló fázisai:"}


def with_label(tmp_path, text: str):
    """The race with a label and a one-line `.text` for round_cap in every language (which a
    rulebook parameter would print under "Further rules")."""
    folder = localized(tmp_path, text)
    for lang in LANGS:
        path = tmp_path / "locales" / lang / "flowtest.ftl"
        path.write_text(NAMES[lang] + "param-round_cap = Round cap\n    .text = At most { $value } rounds.\n",
                        encoding="utf-8")
    return folder


@pytest.mark.parametrize("lang", LANGS)
def test_a_bound_on_the_rounds_is_not_said_as_a_rule(tmp_path, lang):
    texts = sheet_texts(with_label(tmp_path, CAPPED), lang)
    assert INTRO[lang] in texts
    assert not any("50" in t for t in texts), [t for t in texts if "50" in t]     # nor under "Further rules"


@pytest.mark.parametrize("lang", LANGS)
def test_without_the_mark_the_sheet_reads_as_before(tmp_path, lang):
    texts = sheet_texts(with_label(tmp_path, UNMARKED), lang)
    assert AT_MOST[lang] in texts
    assert "At most 50 rounds." in texts           # a rulebook parameter's .text, under "Further rules"


def test_with_no_other_end_the_bound_is_how_the_game_ends(tmp_path):
    text = CAPPED.replace("game_ends:\n  when: any(players, p -> p.points_now >= target)\n", "")
    assert "game_ends" not in text
    assert "The game lasts 50 rounds. Each round has these phases:" in sheet_texts(with_label(tmp_path, text), "en")


def test_the_mark_is_no_assumption_and_changes_no_play(tmp_path):
    folder = with_label(tmp_path, CAPPED)
    result = compile_ruleset(folder)
    assert result.ok and "RW602" not in {d.code for d in result.diagnostics}
    assert result.ir["parameters"]["round_cap"]["bound"] is True
    assert "bound" not in result.ir["parameters"]["target"]        # other IRs stay as they were
    short = compile_ruleset(localized(tmp_path, CAPPED.replace("value: 50, bound", "value: 3, bound"))).ir
    out = Game(short).play(2, 1, [RandomAgent(), RandomAgent()])
    assert out.rounds == 3 and out.totals == [3, 6]                 # the bound still stops the game


def test_bound_must_be_true_or_false(tmp_path):
    result = compile_ruleset(localized(tmp_path, CAPPED.replace("bound: true", "bound: sometimes")))
    errors = [(d.code, d.path) for d in result.diagnostics if d.is_error]
    assert errors == [("RW103", "parameters.round_cap.bound")]
