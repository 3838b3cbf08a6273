"""`for x in LIST until COND { ... }`: a loop through a finite list that stops before the next
element once a condition holds ("draw until you hold a card that fits"), on tiny rulesets."""
from __future__ import annotations

import pytest

from rulewright.runtime.agents import RandomAgent
from tests.test_flow_end import HEAD, compile_text, counter, game_of, localized, sheet_texts

# each player draws until they hold a card of strength 3 or more, at most five cards
DRAW_UNTIL = HEAD + """\
zones:
  deck: {visibility: public}
  hand: {per_player: true, visibility: owner, hand: true}
counters:
  points_now: {per_player: true, start: 0, visibility: public}
card_attributes:
  strength: {type: int, default: 0}
cards:
  chip:
    starts_in: deck
    copies:
      - {strength: 1, count: 4}
      - {strength: 3, count: 2}
      - {strength: 1, count: 4}
scoring_categories: [points]
rounds: 1
setup: ""
phases:
  - name: play
    do: |
      for p in players {
        for i in range(1, 5) until any(p.hand, c -> c.strength >= 3) {
          draw(deck, 1, to=p.hand)
          p.points_now += 1
        }
      }
end_of_game: |
  for p in players { score(p, points, p.points_now) }
"""


def test_the_loop_stops_before_the_element_after_the_condition_holds(tmp_path):
    # the deck (top first) is 1 1 1 1 3 3 1 1 1 1: the first player draws five cards, the fifth
    # a 3; the second draws the other 3 at once and stops; the third never meets the
    # condition, so the list bounds it: five turns of the loop, the last with the deck empty
    out = game_of(tmp_path, DRAW_UNTIL).play(3, 1, [RandomAgent() for _ in range(3)])
    s = out.state
    assert [counter(s, "points_now", seat) for seat in range(3)] == [5, 1, 5]
    assert [len(s.zl[s.layout.zone_id("hand", seat)]) for seat in range(3)] == [5, 1, 4]


def test_the_condition_is_checked_before_the_first_element(tmp_path):
    rules = DRAW_UNTIL.replace("until any(p.hand, c -> c.strength >= 3)", "until true")
    out = game_of(tmp_path, rules).play(2, 1, [RandomAgent() for _ in range(2)])
    assert [counter(out.state, "points_now", seat) for seat in range(2)] == [0, 0]


def test_an_until_that_is_not_a_condition_is_a_located_error(tmp_path):
    rules = DRAW_UNTIL.replace("until any(p.hand, c -> c.strength >= 3)", "until count(p.hand)")
    folder, result = compile_text(tmp_path, rules)
    errors = [d for d in result.diagnostics if d.is_error]
    assert [d.code for d in errors] == ["RW401"]
    line = next(n for n, text in enumerate(rules.splitlines(), 1) if "until count(p.hand)" in text)
    assert errors[0].line == line
    assert "stops before the next element" in (errors[0].hint or "")


@pytest.mark.parametrize("lang, stop", [
    ("en", "This ends as soon as"),
    ("nl", "Dit stopt zodra"),
    ("de", "Das endet, sobald"),
    ("hu", "Ez véget ér, amint"),
])
def test_the_sheet_says_when_the_loop_stops(tmp_path, lang, stop):
    folder = localized(tmp_path, DRAW_UNTIL)
    for lang_ in ("en", "nl", "de", "hu"):
        with open(tmp_path / "locales" / lang_ / "flowtest.ftl", "a", encoding="utf-8") as names:
            names.write("attribute-strength = strength\n    .plural = strengths\n")
    texts = sheet_texts(folder, lang)
    assert any(stop in t for t in texts), texts


@pytest.mark.parametrize("loop", ["for p in players until count(p.hand) > 3 { draw(deck, 1, to=p.hand) }",
                                  "turns p in players until count(p.hand) > 3 { draw(deck, 1, to=p.hand) }"])
def test_the_loop_name_in_its_until_condition_is_explained(tmp_path, loop):
    rules = DRAW_UNTIL.replace("      for p in players {\n", f"      {loop}\n      for p in players {{\n")
    _, result = compile_text(tmp_path, rules)
    [error] = [d for d in result.diagnostics if d.is_error]
    assert error.code == "RW301" and "'p' has no value in the 'until' condition" in error.message
    assert "checked before each" in error.hint and "any(players" in error.hint
    line = next(n for n, text in enumerate(rules.splitlines(), 1) if "until count(p.hand) > 3" in text)
    assert (error.line, error.column) == (line, rules.splitlines()[line - 1].index("p.hand") + 1)
