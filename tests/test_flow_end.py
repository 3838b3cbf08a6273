"""Ending on a condition (`game_ends`, `round_ends`, `at_round_end`, `turns ... until`),
players out mid-game (`eliminate`, `knock_out`, `in_play`), and whole-game examples, on tiny
rulesets written here."""
from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest

from rulewright.compiler.build import compile_ruleset
from rulewright.runtime.agents import RandomAgent, ScriptedAgent
from rulewright.runtime.errors import RuleError
from rulewright.runtime.game import Game

HEAD = """\
ruleset:
  name: flowtest
  version: 1
  players: {min: 2, max: 4}
  locales: {dir: locales, resource: flowtest, languages: [en]}
"""

# a deck of numbered cards; each turn a player draws one; the game ends when the deck is empty
DECK = HEAD + """\
zones:
  deck: {visibility: public}
  hand: {per_player: true, visibility: owner, hand: true}
counters:
  turns_had: {per_player: true, start: 0, visibility: public}
scoring_categories: [points]
cards:
  chip:
    starts_in: deck
    copies:
      - {count: 7}
setup: ""
game_ends:
  when: count(deck) == 0
  checked: after_each_turn
phases:
  - name: play
    do: |
      turns p in players {
        draw(deck, 1, to=p.hand)
        p.turns_had += 1
      }
end_of_game: |
  for p in players { score(p, points, count(p.hand)) }
"""

# a race: each round player 1 gains 2 points, the others 1; first to 10 at the end of a round
RACE = HEAD + """\
counters:
  points_now: {per_player: true, start: 0, visibility: public}
scoring_categories: [points]
parameters:
  target: {value: 10, reason: test}
rounds: 50
game_ends:
  when: any(players, p -> p.points_now >= target)
setup: ""
phases:
  - name: gain
    do: |
      for p in players { p.points_now += if p == players[1] then 2 else 1 }
  - name: later
    do: |
      for p in players { p.points_now += 0 }
end_of_game: |
  for p in players { score(p, points, p.points_now) }
  declare_winners(most(players, p -> p.points_now))
"""

# a round ends when one player is left in play; a scoring phase runs at its end anyway
LAST_STANDING = HEAD + """\
counters:
  wins: {per_player: true, start: 0, visibility: public}
  skipped: {start: 0, visibility: public}
  turn_count: {start: 0, visibility: public}
decisions: [stay]
scoring_categories: [points]
rounds: 2
round_ends:
  when: count(filter(players, p -> in_play(p))) == 1
setup: ""
phases:
  - name: duel
    do: |
      turns p in players until false {
        turn_count += 1
        if choose(p, [1, 2], as=stay) == 2 {
          knock_out(p)
        }
      }
  - name: never_reached
    do: |
      skipped += 1
  - name: reward
    at_round_end: true
    do: |
      for p in filter(players, p -> in_play(p)) { p.wins += 1 }
end_of_game: |
  for p in players { score(p, points, p.wins) }
"""


def compile_text(tmp_path: Path, text: str, name: str = "game"):
    folder = tmp_path / name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "ruleset.yaml").write_text(text, encoding="utf-8")
    return folder, compile_ruleset(folder, locales=False)


def game_of(tmp_path: Path, text: str) -> Game:
    _, result = compile_text(tmp_path, text)
    assert result.ok, [str(d) for d in result.diagnostics]
    return Game(result.ir)


def counter(s, name, seat=None):
    return s.cv[s.layout.counter_slot(name, seat)]


# -- game_ends ------------------------------------------------------------------------------

def test_deck_game_ends_when_the_deck_is_empty_after_a_turn(tmp_path):
    game = game_of(tmp_path, DECK)
    log = []
    out = game.play(3, 1, [RandomAgent() for _ in range(3)], log=log)
    # 7 cards, 3 players: rounds 1 and 2 are whole, round 3 stops after player 0's turn
    assert out.rounds == 3
    assert [counter(out.state, "turns_had", p) for p in range(3)] == [3, 2, 2]
    assert out.totals == [3, 2, 2]
    ended = [e for e in log if e["type"] == "ended"]
    assert ended == [{"type": "ended", "what": "game", "round": 3}]
    phases = [(e["round"], e["phase"]) for e in log if e["type"] == "phase"]
    assert phases == [(1, "play"), (2, "play"), (3, "play"), (3, "end_of_game")]


def test_race_checked_at_the_end_of_the_round(tmp_path):
    game = game_of(tmp_path, RACE)
    out = game.play(2, 1, [RandomAgent(), RandomAgent()])
    # seat 1 gains 2 a round: 10 after round 5; the check waits for the round's last phase
    assert out.rounds == 5 and out.totals == [5, 10] and out.winners == [1]


def test_rounds_and_game_ends_whichever_comes_first(tmp_path):
    game = game_of(tmp_path, RACE.replace("rounds: 50", "rounds: 3"))
    out = game.play(2, 1, [RandomAgent(), RandomAgent()])
    assert out.rounds == 3 and out.totals == [3, 6]


def test_after_each_phase(tmp_path):
    text = RACE.replace("  when: any(players, p -> p.points_now >= target)",
                        "  when: any(players, p -> p.points_now >= target)\n  checked: after_each_phase")
    log = []
    out = game_of(tmp_path, text).play(2, 1, [RandomAgent(), RandomAgent()], log=log)
    assert out.rounds == 5
    phases = [(e["round"], e["phase"]) for e in log if e["type"] == "phase"]
    assert phases[-2:] == [(5, "gain"), (5, "end_of_game")]      # 'later' of round 5 is skipped


def test_a_condition_that_never_holds_ends_in_the_budget_error(tmp_path):
    text = RACE.replace("rounds: 50\n", "").replace("p.points_now >= target", "p.points_now < 0")
    game = game_of(tmp_path, text)
    with pytest.raises(RuleError) as err:
        game.play(2, 1, [RandomAgent(), RandomAgent()], step_budget=500)
    assert "step budget exhausted" in str(err.value)


def test_rounds_stay_required_without_game_ends(tmp_path):
    _, result = compile_text(tmp_path, RACE.replace("rounds: 50\n", "").replace(
        "game_ends:\n  when: any(players, p -> p.points_now >= target)\n", ""))
    errors = [d for d in result.diagnostics if d.is_error]
    assert len(errors) == 1 and errors[0].code == "RW102"
    assert "'rounds'" in errors[0].message and "game_ends:" in errors[0].hint
    assert errors[0].line == 1


def test_when_must_be_true_or_false(tmp_path):
    text = DECK.replace("when: count(deck) == 0", "when: count(deck)")
    _, result = compile_text(tmp_path, text)
    [error] = [d for d in result.diagnostics if d.is_error]
    assert error.code == "RW401" and "true/false" in error.message
    line = text.splitlines().index("  when: count(deck)") + 1
    assert (error.line, error.column) == (line, 9)
    assert error.path == "game_ends.when"


def test_checked_is_a_known_point_with_did_you_mean(tmp_path):
    text = DECK.replace("checked: after_each_turn", "checked: after_each_trun")
    _, result = compile_text(tmp_path, text)
    [error] = [d for d in result.diagnostics if d.is_error]
    assert error.code == "RW104" and "after_each_trun" in error.message
    assert "did you mean 'after_each_turn'?" in error.hint
    assert error.line == text.splitlines().index("  checked: after_each_trun") + 1
    # round_ends cannot be checked at the end of a round (it would never cut one short)
    text = LAST_STANDING.replace("  when: count(filter", "  checked: end_of_round\n  when: count(filter")
    _, result = compile_text(tmp_path, text, "other")
    [error] = [d for d in result.diagnostics if d.is_error]
    assert error.code == "RW104" and "after_each_turn, after_each_phase" in error.hint


def test_unknown_key_in_game_ends(tmp_path):
    _, result = compile_text(tmp_path, DECK.replace("checked: after_each_turn", "check: after_each_turn"))
    [error] = [d for d in result.diagnostics if d.is_error]
    assert error.code == "RW101" and "did you mean 'checked'" in error.hint


def test_old_rulesets_give_the_same_ir(tmp_path):
    """No new key appears in the IR of a ruleset that uses none of this (old readers, hashes)."""
    _, result = compile_text(tmp_path, RACE.replace("game_ends:\n  when: any(players, p -> p.points_now >= target)\n", ""))
    assert result.ok
    assert "game_ends" not in result.ir and "round_ends" not in result.ir
    assert all(set(p) == {"name", "do"} for p in result.ir["phases"])


# -- round_ends, at_round_end, knock_out ------------------------------------------------

def test_round_ends_when_one_player_is_left(tmp_path):
    game = game_of(tmp_path, LAST_STANDING)
    # round 1: player 0 stays, 1 drops out, 2 drops out -> player 0 is left; the round ends
    # round 2 (everyone back in): 0 drops, 1 stays, 2 stays, 1 drops -> player 2 is left
    script = ScriptedAgent([[0], [1], [1], [1], [0], [0], [1]])
    log = []
    out = game.play(3, 1, [script] * 3, log=log)
    s = out.state
    assert [counter(s, "wins", p) for p in range(3)] == [1, 0, 1]
    assert counter(s, "skipped") == 0 and counter(s, "turn_count") == 7
    assert out.decisions == 7
    outs = [(e["round"], e["player"], e["how"]) for e in log if e["type"] == "out"]
    assert outs == [(1, 1, "knocked_out"), (1, 2, "knocked_out"), (2, 0, "knocked_out"), (2, 1, "knocked_out")]
    assert [e for e in log if e["type"] == "ended"] == [{"type": "ended", "what": "round", "round": 1},
                                                       {"type": "ended", "what": "round", "round": 2}]
    phases = [(e["round"], e["phase"]) for e in log if e["type"] == "phase"]
    assert phases == [(1, "duel"), (1, "reward"), (2, "duel"), (2, "reward"), (2, "end_of_game")]


def test_at_round_end_phases_run_in_a_round_that_is_not_cut(tmp_path):
    text = LAST_STANDING.replace("count(filter(players, p -> in_play(p))) == 1", "false") \
        .replace("until false", "until turn_count >= 2 * round")
    out = game_of(tmp_path, text).play(2, 1, [RandomAgent(), RandomAgent()])
    assert counter(out.state, "skipped") == 2


# -- turns ... until ----------------------------------------------------------------------

QUEUE = HEAD + """\
counters:
  clock: {start: 0, visibility: public}
  order: {per_player: true, start: 0, visibility: public}
  turns_had: {per_player: true, start: 0, visibility: public}
rounds: 1
setup: ""
phases:
  - name: play
    do: |
      turns p in players until clock >= LIMIT {
        clock += 1
        p.order = p.order * 10 + clock
        p.turns_had += 1
        BODY
      }
end_of_game: ""
"""


def queue_game(tmp_path, limit="5", body=""):
    return game_of(tmp_path, QUEUE.replace("LIMIT", limit).replace("BODY", body))


def test_turns_until_goes_round_and_round(tmp_path):
    s = queue_game(tmp_path).play(2, 1, [RandomAgent(), RandomAgent()]).state
    assert [counter(s, "order", p) for p in (0, 1)] == [135, 24]
    assert counter(s, "clock") == 5


def test_turns_until_checks_before_the_first_turn(tmp_path):
    s = queue_game(tmp_path, limit="0").play(2, 1, [RandomAgent(), RandomAgent()]).state
    assert counter(s, "clock") == 0


def test_defer_turn_in_a_turns_until_queue(tmp_path):
    # player 0 defers once: 0, 1, 0 again after the others, then the next pass 0, 1
    s = queue_game(tmp_path, body="if clock == 1 { defer_turn() }").play(2, 1, [RandomAgent(), RandomAgent()]).state
    assert [counter(s, "order", p) for p in (0, 1)] == [1_34, 25]


def test_turns_skip_players_who_are_out(tmp_path):
    # player 1 is knocked out on its first turn and eliminated... the queue goes on without it
    s = queue_game(tmp_path, limit="6", body="if p == players[1] { eliminate(p) }") \
        .play(3, 1, [RandomAgent() for _ in range(3)]).state
    assert [counter(s, "turns_had", p) for p in range(3)] == [3, 1, 2]


def test_a_queue_with_everyone_out_ends(tmp_path):
    s = queue_game(tmp_path, limit="100", body="knock_out(p)").play(2, 1, [RandomAgent(), RandomAgent()]).state
    assert counter(s, "clock") == 2 and s.knocked_out == [True, True]


def test_until_must_be_true_or_false(tmp_path):
    text = QUEUE.replace("LIMIT", "5").replace("BODY", "").replace("until clock >= 5", "until clock")
    _, result = compile_text(tmp_path, text)
    [error] = [d for d in result.diagnostics if d.is_error]
    assert error.code == "RW401" and "true/false" in error.message
    line = next(i for i, x in enumerate(text.splitlines(), 1) if "until clock" in x)
    assert error.line == line and error.column == text.splitlines()[line - 1].index("clock {") + 1


def test_until_is_still_a_name_elsewhere(tmp_path):
    text = QUEUE.replace("LIMIT", "until").replace("BODY", "").replace("    do: |\n      turns", "    do: |\n      let until = 3\n      turns")
    s = game_of(tmp_path, text).play(2, 1, [RandomAgent(), RandomAgent()]).state
    assert counter(s, "clock") == 3
