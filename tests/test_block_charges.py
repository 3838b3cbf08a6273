"""Block charges: a game of random players that nobody logs runs on generated code that charges
its steps a block at a time and looks at the budgets only where loops' bodies start
(runtime/codegen_unit.py, `UnitWriter.block`). Where a budget ran out, or a rule failed, the
game is played again from its seed on the exact code. Users rely on the result being the very
same as the exact code's: the outcome, the steps counted, the answers, and for a stopped game
the same error at the same statement. These tests play every bundled ruleset and house rule
both ways, with budgets that stop the game at many points, on either side of the last step.
"""
from __future__ import annotations

import pytest

from test_two_engines import ALL, games_of, play, player_counts


def result(game, players, seed, step_budget=None, exact=False):
    """The outcome (steps and answers included) or the error of an unlogged game of random players."""
    return play(game, players, seed, step_budget=step_budget, logged=False, exact=exact)[1]


@pytest.mark.parametrize("ruleset", ALL)
def test_block_charged_games_are_the_exact_games(ruleset):
    game = games_of(ruleset)[1]
    for players in player_counts(ruleset):
        for seed in range(3):
            whole = result(game, players, seed)
            assert whole == result(game, players, seed, exact=True), f"{players}p seed {seed}"
            if "error" in whole:
                continue
            steps = whole["steps"]
            # on either side of the last step, and at points all through the game
            for budget in (steps, steps - 1, steps - 2, steps // 2, steps // 7, 25):
                a = result(game, players, seed, step_budget=budget)
                b = result(game, players, seed, step_budget=budget, exact=True)
                assert a == b, f"{players}p seed {seed}, budget {budget}: {a} / {b}"
                if budget < steps:          # (with just enough steps, the work budget may stop it)
                    assert "error" in a, f"{players}p seed {seed}, budget {budget}"
    assert game._block_program                 # the block-charged code was played


WORK = """
ruleset:
  name: work
  version: 1
  players: {min: 2, max: 2}
  locales: {dir: ../../locales, resource: work, languages: [en]}
card_attributes:
  value: {type: int, default: 0}
zones:
  deck: {visibility: hidden}
  hand: {per_player: true, visibility: owner, hand: true}
counters:
  tally: {per_player: true, start: 0, visibility: public}
scoring_categories: [total]
cards:
  chip:
    starts_in: deck
    copies:
      - {count: 40, value: 1}
setup: |
  shuffle(deck)
rounds: 1
phases:
  - name: grind
    do: |
      for p in players {
        for i in range(1, LOOPS) {
          p.tally += count(filter(deck, c -> c.value > 0))
        }
      }
end_of_game: |
  for p in players {
    score(p, total, p.tally)
  }
"""


@pytest.mark.parametrize("loops", [5, 3000])
def test_a_work_budget_spent_inside_a_loop_is_the_same_stop(tmp_path, loops):
    """Each turn of the loop visits the 40 cards of the deck twice for one step: with a long
    loop the work budget runs out long before the steps, which block-charged code sees only
    where the loop's body starts; the game played again says where, as the exact code does."""
    from rulewright.compiler.build import compile_ruleset
    from rulewright.runtime.game import Game
    (tmp_path / "ruleset.yaml").write_text(WORK.replace("LOOPS", str(loops)), encoding="utf-8")
    built = compile_ruleset(tmp_path, locales=False)
    assert built.ok, built.diagnostics
    game = Game(built.ir)
    for budget in (None, 2000, 200, 40):
        a, b = result(game, 2, 1, budget), result(game, 2, 1, budget, exact=True)
        assert a == b, f"budget {budget}: {a} / {b}"
    stopped = result(game, 2, 1, 2000)
    if loops == 3000:
        assert "steps of work" in stopped["message"] and stopped["at"].endswith("ruleset.yaml:28:28")   # the filter
    else:
        assert "error" not in result(game, 2, 1)


# the work split between a phase and a procedure it calls: block-charged code counts a unit's
# own work in a local and gives it to the state around calls and on the way out
SPLIT_WORK = WORK.replace("""          p.tally += count(filter(deck, c -> c.value > 0))
""", """          let seen = filter(deck, c -> c.value > 0)
          p.tally += count(seen)
          sift(p)
""").replace("rounds: 1", """procedures:
  sift:
    params: {who: player}
    do: |
      let seen = filter(deck, c -> c.value > 1)
      who.tally += count(seen)
rounds: 1""")


@pytest.mark.parametrize("loops", [5, 3000])
def test_work_spent_in_a_unit_and_the_units_it_calls_is_the_same_stop(tmp_path, loops):
    """Half of each turn's work is the phase's, half the procedure's: with a long loop and a
    budget of 70,000 or 80,000 steps (5 times that of work), the game's 480,000 units of work run
    out only counting both halves, and the game stops where the exact code stops it."""
    from rulewright.compiler.build import compile_ruleset
    from rulewright.runtime.game import Game
    (tmp_path / "ruleset.yaml").write_text(SPLIT_WORK.replace("LOOPS", str(loops)), encoding="utf-8")
    built = compile_ruleset(tmp_path, locales=False)
    assert built.ok, built.diagnostics
    game = Game(built.ir)
    whole = result(game, 2, 1)
    for budget in (None, 80000, 70000, 2000, 1000, 200, 41, 40):
        a, b = result(game, 2, 1, budget), result(game, 2, 1, budget, exact=True)
        assert a == b, f"budget {budget}: {a} / {b}"
    if loops == 3000:
        assert whole["steps"] < 70000
        for budget in (80000, 2000):
            stopped = result(game, 2, 1, budget)
            assert "steps of work" in stopped["message"], stopped
    else:
        assert "error" not in whole and whole["steps"] > 0


def test_logged_and_scripted_games_never_use_block_charges():
    """A log, or players that are not fresh random players, play on the exact code only."""
    from rulewright.runtime.agents import RandomAgent, ScriptedAgent
    from rulewright.runtime.game import Game
    game = Game(games_of("rattus_cartus")[1].ir)
    game.play(3, 1, [RandomAgent() for _ in range(3)], log=[])
    game.play(3, 1, [RandomAgent(7) for _ in range(3)])
    game.play(3, 1, [ScriptedAgent(lambda view, d: [0] if not d.multiple else []) for _ in range(3)])
    assert game._block_program is None
    game.play(3, 1, [RandomAgent() for _ in range(3)])
    assert game._block_program


INLINED = """
ruleset:
  name: inlined
  version: 1
  players: {min: 2, max: 3}
  locales: {dir: ../../locales, resource: inlined, languages: [en]}
card_attributes:
  value: {type: int, default: 0}
zones:
  deck: {visibility: hidden}
  hand: {per_player: true, visibility: owner, hand: true}
  pile: {visibility: public}
counters:
  tally: {per_player: true, start: 0, visibility: public}
groups:
  tokens:
    actions:
      gain:
        default: |
          me.tally += this.value
          draw(deck, 1, to=me.hand)
  marks:
    actions:
      settle: {params: {among: list<player>}}
scoring_categories: [total]
decisions: [pick]
cards:
  chip:
    group: tokens
    starts_in: deck
    copies:
      - {count: 12, value: 1}
      - {count: 6, value: 2}
  bell:
    group: marks
    count: 1
    starts_in: pile
    actions:
      settle: |
        for p in among {
          if p.tally > LIMIT {
            let worst = first(filter(p.hand, c -> c.value > 5))
            move(worst, pile)
          }
          p.tally -= 1
        }
setup: |
  shuffle(deck)
  for p in players {
    draw(deck, 2, to=p.hand)
  }
rounds: 4
phases:
  - name: play
    do: |
      for p in players {
        let c = choose(p, p.hand, as=pick)
        do(c, gain, me=p)
        move(c, pile)
      }
      do(bell, settle, among=players)
end_of_game: |
  for p in players {
    score(p, total, p.tally)
  }
"""


@pytest.mark.parametrize("limit", [100, 2])
def test_small_actions_written_in_place_are_the_same_game(tmp_path, limit):
    """With block charges a small action that calls no other (a group's shared one, or one
    kind's named in the call) is written where it is called. The game, its steps and its
    answers are the exact code's; with LIMIT 2 the named kind's action fails (a `first` of
    nothing) and the game played again says where: in that action, at that line."""
    from rulewright.compiler.build import compile_ruleset
    from rulewright.runtime.game import Game
    from rulewright.runtime import codegen
    (tmp_path / "ruleset.yaml").write_text(INLINED.replace("LIMIT", str(limit)), encoding="utf-8")
    built = compile_ruleset(tmp_path, locales=False)
    assert built.ok, built.diagnostics
    game = Game(built.ir)
    stopped = 0
    for players in (2, 3):
        for seed in range(6):
            whole = result(game, players, seed)
            assert whole == result(game, players, seed, exact=True), f"{players}p seed {seed}"
            if "error" in whole:
                stopped += 1
                assert limit == 2 and whole["at"].endswith("ruleset.yaml:42:25"), whole
                assert whole["rule"] == "cards.bell.actions.settle", whole
                continue
            for budget in (whole["steps"] - 1, whole["steps"] // 3, 30):
                a = result(game, players, seed, step_budget=budget)
                assert a == result(game, players, seed, step_budget=budget, exact=True), f"budget {budget}"
    assert (stopped > 0) == (limit == 2)
    # the block-charged module called neither action: both were written in place
    text = codegen.source(game._block_program, blocks=True)
    assert "_DO_gain" not in text and "_UNIT_" not in text
