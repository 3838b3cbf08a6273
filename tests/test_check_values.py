"""Values validate can know that the game would not play as written: a counter's start outside
its min/max (the runtime clamps it, so diff and the sheet would state a start the game does not
use) and more rounds than the step budget (refused before the first round). Each is an error
at the value: the counter's start, `rounds`, or the parameter's value, in a house rule at its
line there. A table start is a warning: a table may start counters of other bounds too."""
from __future__ import annotations

from textwrap import dedent

from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.check_values import STEP_BUDGET
from rulewright.runtime.game import DEFAULT_STEP_BUDGET

RULES = """\
ruleset: {name: tiny, version: 1, players: {min: 2, max: 3}, locales: {dir: loc, resource: tiny, languages: [en]}}
enums:
  colour: [red, blue]
parameters:
  coins_at_start: {value: COINS, reason: a purse to start with}
  game_length: {value: LENGTH, reason: a short game}
  rates: {value: {red: 2, blue: 9}, reason: one rate per colour}
counters:
  coins: {per_player: true, start: coins_at_start, min: 0, max: 50}
  marks: {per_player: true, start: MARKS, min: 1}
  rate: {per_player: true, indexed_by: colour, start: rates, min: 0, max: 5}
  rate_free: {indexed_by: colour, start: rates}
scoring_categories: [total]
rounds: game_length
phases:
  - name: count
    do: |
      for p in players {
        p.coins += p.marks + p.rate[red] + rate_free[blue]
      }
end_of_game: |
  for p in players {
    score(p, total, p.coins)
  }
  declare_winners(most(players, p -> total_score(p)))
"""


def write(tmp_path, coins="3", marks="1", length="4"):
    root = tmp_path / "tiny"
    root.mkdir(exist_ok=True)
    text = RULES.replace("COINS", coins).replace("MARKS", marks).replace("LENGTH", length)
    (root / "ruleset.yaml").write_text(text, encoding="utf-8")
    return root


def problems(path, severity="error"):
    return [d for d in compile_ruleset(path, locales=False).diagnostics if d.severity == severity]


def test_in_range_starts_and_rounds_are_accepted(tmp_path):
    assert problems(write(tmp_path)) == []


def test_a_parameter_start_below_min_is_an_error_at_the_parameter(tmp_path):
    [d] = problems(write(tmp_path, coins="-5"))
    assert (d.code, d.line, d.path) == ("RW104", 5, "parameters.coins_at_start.value")
    assert d.message == ("the parameter 'coins_at_start' is -5, below the min 0 of the counter 'coins' it "
                         "starts: the game would start it at 0")
    assert "a start from 0 to 50" in d.hint


def test_a_constant_start_outside_its_bounds_is_an_error_at_the_start(tmp_path):
    [d] = problems(write(tmp_path, marks="0"))
    assert (d.code, d.line, d.path) == ("RW104", 10, "counters.marks.start")
    assert "the start 0 is below the min 1 of the counter 'marks'" in d.message
    [d] = problems(write(tmp_path, coins="51"))
    assert "above the max 50" in d.message and "start it at 50" in d.message


def test_a_counter_without_a_start_is_not_reported(tmp_path):
    root = write(tmp_path)
    path = root / "ruleset.yaml"
    path.write_text(path.read_text().replace("start: 1, min: 1", "min: 1"), encoding="utf-8")
    assert "start" not in path.read_text().split("marks:")[1].split("\n")[0]
    assert problems(root) == []


def test_a_table_start_outside_the_bounds_is_a_warning_naming_the_part(tmp_path):
    result = compile_ruleset(write(tmp_path), locales=False)
    assert result.ok                      # clamping a table's part is documented behaviour
    [w] = [d for d in result.diagnostics if d.code == "RW604"]
    assert w.severity == "warning" and w.path == "parameters.rates.value"
    assert "counter 'rate'" in w.message and "blue 9 (above the max 5: starts at 5)" in w.message
    assert "red" not in w.message


def test_a_house_rule_start_out_of_range_is_reported_in_the_house_rule(tmp_path):
    write(tmp_path)
    house = tmp_path / "poor.yaml"
    house.write_text(dedent("""\
        house_rule:
          name: poor
          extends: tiny
          intent: Everyone starts in debt.
        change:
          parameters:
            coins_at_start: {value: -5}
        """), encoding="utf-8")
    [d] = problems(house)
    assert (d.code, d.file, d.line) == ("RW104", str(house), 7)
    assert "'coins_at_start' is -5" in d.message


def test_more_rounds_than_the_step_budget_is_an_error_at_validate(tmp_path):
    [d] = problems(write(tmp_path, length="1000000000"))
    assert (d.code, d.path) == ("RW104", "parameters.game_length.value")
    assert "1,000,000,000 rounds, more than the step budget allows (2,000,000" in d.message
    assert problems(write(tmp_path, length=str(STEP_BUDGET))) == []


def test_a_constant_round_count_too_is_checked(tmp_path):
    root = write(tmp_path)
    path = root / "ruleset.yaml"
    path.write_text(path.read_text().replace("rounds: game_length", "rounds: 3000000"), encoding="utf-8")
    [d] = [d for d in problems(root) if d.code == "RW104"]
    assert d.path == "rounds" and "3,000,000 rounds" in d.message


def test_the_budget_validate_checks_is_the_runtimes():
    assert STEP_BUDGET == DEFAULT_STEP_BUDGET
