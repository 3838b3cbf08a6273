"""A mistake inside rule code is reported as that mistake alone: the names the broken code uses
are not called 'declared but never used' (RW601), and a misspelled counter that is changed
reads like the same typo when read (RW305, with its did-you-mean)."""
from __future__ import annotations

from rulewright.compiler.build import compile_ruleset

RULES = """\
ruleset: {name: tiny, version: 1, players: {min: 2, max: 3}, locales: {dir: loc, resource: tiny, languages: [en]}}
parameters:
  target: {value: 3, reason: a goal}
  bonus: {value: 2, reason: a reward}
zones:
  pile: {visibility: public}
counters:
  points: {per_player: true, start: 0, min: 0}
  luck: {per_player: true, start: 0, min: 0}
procedures:
  reward:
    params: {p: player}
    do: |
      p.points += bonus
scoring_categories: [total]
rounds: 2
phases:
  - name: count
    do: |
      for p in players {
        p.luck += 1
        if LINE {
          reward(p)
        }
      }
end_of_game: |
  for p in players {
    score(p, total, count(pile) + p.points)
  }
  declare_winners(most(players, p -> total_score(p)))
"""


def check(tmp_path, line: str, rules: str = RULES):
    root = tmp_path / "tiny"
    root.mkdir(exist_ok=True)
    (root / "ruleset.yaml").write_text(rules.replace("LINE", line), encoding="utf-8")
    return compile_ruleset(root, locales=False).diagnostics


def test_the_working_rules_have_no_warning(tmp_path):
    assert check(tmp_path, "p.luck >= target") == []


def test_an_unknown_attribute_leaves_no_false_unused_warning(tmp_path):
    found = check(tmp_path, "p.lcuk >= target")
    assert [(d.code, d.message) for d in found] == [("RW305", "a player has no 'lcuk'")]


def test_a_parse_error_leaves_no_false_unused_warning(tmp_path):
    found = check(tmp_path, "p.luck >== target")
    assert [d.code for d in found] == ["RW202"]


def test_a_name_unused_elsewhere_is_still_reported(tmp_path):
    rules = RULES.replace("  bonus: {value: 2, reason: a reward}\n",
                          "  bonus: {value: 2, reason: a reward}\n  spare: {value: 1, reason: not used}\n")
    found = check(tmp_path, "p.luck >== target", rules)
    assert sorted(d.code for d in found) == ["RW202", "RW601"]
    assert [d.message for d in found if d.code == "RW601"] == ["'spare' is declared but never used"]


def test_a_broken_procedure_body_keeps_its_names_used(tmp_path):
    rules = RULES.replace("p.points += bonus", "p.points += bonus +")
    found = check(tmp_path, "p.luck >= target", rules)
    assert [d.code for d in found] == ["RW203"]      # not also: bonus unused


def test_a_misspelled_counter_changed_says_a_player_has_no(tmp_path):
    rules = RULES.replace("p.luck += 1", "p.lukc += 1")
    [d] = check(tmp_path, "p.luck >= target", rules)
    assert (d.code, d.message, d.hint) == ("RW305", "a player has no 'lukc'", "did you mean 'luck'?")


def test_a_zone_changed_like_a_counter_is_still_a_type_error(tmp_path):
    rules = RULES.replace("  pile: {visibility: public}\n",
                          "  pile: {visibility: public}\n  stash: {per_player: true, visibility: owner}\n")
    rules = rules.replace("p.luck += 1", "p.stash += 1")
    [d] = check(tmp_path, "p.luck >= target", rules)
    assert (d.code, d.message) == ("RW401", "only a counter or a variable can be changed here")
