"""Two engines, one behaviour: the closure interpreter (the reference) and the generated Python
(runtime/codegen.py) must play every game alike. Seeded games of every bundled ruleset and house
rule, at every player count it allows, are played with both engines and their logs compared
event for event, including games stopped by the step budget (the same error at the same
statement), games with invariant checks at every statement, and a replay of one engine's answers
through the other. A difference fails naming the game and the first event that differs.

The CI part plays a few hundred games; for the long check:

    python tests/test_two_engines.py --games 2000       # games per engine, spread over all cases
"""
from __future__ import annotations

import argparse
import json
import sys
from functools import lru_cache
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
RULESETS = sorted(p.parent.name for p in (REPO / "rules").glob("*/ruleset.yaml"))


def _house_rules() -> list[str]:
    return sorted(str(p.relative_to(REPO)) for p in (REPO / "rules").glob("*/house_rules/*.yaml"))


ALL = RULESETS + _house_rules()


@lru_cache(maxsize=None)
def games_of(ruleset: str, check_invariants: bool = False):
    from rulewright.compiler.build import compile_ruleset, locate_ruleset
    from rulewright.runtime.game import Game
    root, _ = locate_ruleset(ruleset if "/" not in ruleset else str(REPO / ruleset))
    result = compile_ruleset(root, locales=False)
    assert result.ok, result.diagnostics
    return (Game(result.ir, engine="interpreter", check_invariants=check_invariants),
            Game(result.ir, engine="generated", check_invariants=check_invariants))


def play(game, players: int, seed, agents=None, step_budget=None, logged=True, exact=False):
    """(log events as JSON lines, outcome or error) of one game (`logged=False`: no log, the
    engine's cheaper path; `exact`: never its block charges, see tests/test_block_charges.py)."""
    from rulewright.runtime.agents import RandomAgent
    log: list = []
    agents = agents if agents is not None else [RandomAgent() for _ in range(players)]
    try:
        out = game.play(players, seed, agents, log=log if logged else None, step_budget=step_budget, exact=exact)
        result = {**out.to_dict(), "steps": out.steps, "answers": out.state.history}
    except Exception as ex:                     # a budget stop, a rule error: it must be the same one
        result = {"error": type(ex).__name__, "message": str(ex), "at": getattr(ex, "at", None),
                  "rule": getattr(ex, "rule", None)}
    return [json.dumps(e, sort_keys=True, ensure_ascii=False, default=str) for e in log], result


def difference(ruleset: str, players: int, seed, step_budget=None, check_invariants=False, agents=None) -> str | None:
    """None when both engines play this game alike, else what differs first."""
    interp, gen = games_of(ruleset, check_invariants)
    a_log, a_res = play(interp, players, seed, agents() if agents else None, step_budget)
    b_log, b_res = play(gen, players, seed, agents() if agents else None, step_budget)
    name = f"{ruleset} {players}p seed {seed}" + (f" budget {step_budget}" if step_budget else "")
    for i, (x, y) in enumerate(zip(a_log, b_log)):
        if x != y:
            return f"{name}: event {i} differs\n  interpreter: {x[:400]}\n  generated:   {y[:400]}"
    if len(a_log) != len(b_log):
        return f"{name}: {len(a_log)} events (interpreter), {len(b_log)} (generated)"
    if a_res != b_res:
        return f"{name}: the results differ\n  interpreter: {a_res}\n  generated:   {b_res}"
    if agents is None:             # unlogged, as simulate and bench play: the same outcome, answers, steps
        plain = play(gen, players, seed, None, step_budget, logged=False)[1]
        if plain != a_res:
            return f"{name}: unlogged on the generated engine\n  logged:   {a_res}\n  unlogged: {plain}"
    return None


def player_counts(ruleset: str) -> list[int]:
    g = games_of(ruleset)[0]
    return list(range(g.min_players, g.max_players + 1))


def test_every_unit_of_the_bundled_games_is_generated():
    """The speed comes from generated units: none of a bundled game falls back to closures."""
    for ruleset in ALL:
        gen = games_of(ruleset)[1].program.generated
        assert gen.skipped == {}, f"{ruleset}: interpreted, not generated: {gen.skipped}"


def test_a_construct_the_generator_does_not_know_stays_interpreted(tmp_path):
    """An IR field the generator does not write out (a feature added to the language later)
    leaves that unit with the interpreter, and the game is still the same game."""
    import copy
    from rulewright.runtime.codegen import install
    from rulewright.runtime.game import Game
    interp, _ = games_of("rattus_cartus")
    ir = copy.deepcopy(interp.ir)
    ir["setup"][0]["later_feature"] = True          # the interpreter ignores it; the generator must not
    game = Game(ir, engine="interpreter")
    gen = install(game.program)
    assert list(gen.skipped) == ["setup"] and "later_feature" in gen.skipped["setup"]
    log_a, res_a = play(interp, 3, 5)
    log_b, res_b = play(game, 3, 5)
    assert res_a == res_b and [x for x in log_a if '"setup"' not in x] == [x for x in log_b if '"setup"' not in x]


FOLDING = """
ruleset:
  name: folding
  version: 1
  players: {min: 2, max: 3}
  locales: {dir: ../../locales, resource: folding, languages: [en]}
enums:
  colour: [red, blue]
card_attributes:
  value: {type: int, default: 0}
  colour: {type: colour}
zones:
  deck: {visibility: hidden}
  pile: {visibility: public}
  hand: {per_player: true, visibility: owner, hand: true}
counters:
  points: {per_player: true, start: 0, min: 0, visibility: public}
  seen: {per_player: true, indexed_by: colour, start: 0, visibility: public}
decisions: [pick]
scoring_categories: [total]
parameters:
  mode: {value: wide, options: [wide, narrow], reason: test}
  strict: {value: false, reason: test}
cards:
  chip:
    starts_in: deck
    discard_to: pile
    copies:
      - {count: 4, value: 1, colour: red}
      - {count: 4, value: 2, colour: blue}
setup: |
  shuffle(deck)
  for p in players {
    draw(deck, 3, to=p.hand)
  }
rounds: 2
phases:
  - name: play
    do: |
      let worth = p -> count(p.hand, c -> c.value == 2)
      for p in players {
        if mode == wide {
          p.points += worth(p)
        } else {
          p.points -= 1
        }
        if strict and worth(p) > 5 {
          p.points += 100
        }
        if not strict or worth(p) == 0 {
          p.points += 1
        }
        for c in p.hand {
          if c.colour != red {
            p.seen[c.colour] += 1
          }
        }
        let rich = filter(players, q -> worth(q) > 0 or strict)
        if count(rich) > 1 {
          move(choose(p, p.hand, as=pick), pile)
        }
      }
end_of_game: |
  for p in players {
    score(p, total, p.points)
  }
"""


def test_constant_conditions_and_applied_functions_play_alike(tmp_path):
    """Conditions of parameters are decided when the code is written (only the branch taken is
    written out), a function applied to a variable is written in place: the game is the same."""
    from rulewright.compiler.build import compile_ruleset
    from rulewright.runtime.codegen import source
    from rulewright.runtime.game import Game
    (tmp_path / "ruleset.yaml").write_text(FOLDING, encoding="utf-8")
    result = compile_ruleset(tmp_path, locales=False)
    assert result.ok, result.diagnostics
    interp, gen = Game(result.ir, engine="interpreter"), Game(result.ir)
    assert gen.program.generated.skipped == {}
    text = source(gen.program)
    lines = FOLDING.split("\n")
    dead = [i for i, x in enumerate(lines) if "p.points -= 1" in x or "+= 100" in x]
    live = [i for i, x in enumerate(lines) if "+= worth(p)" in x]
    assert len(dead) == 2 and live
    for i in dead:                                       # the branches no game can take
        assert f"ruleset.yaml:{i + 1}:" not in text
    assert f"ruleset.yaml:{live[0] + 1}:" in text
    assert "(lambda v" not in text                       # worth(p), worth(q): written in place
    for players in (2, 3):
        for seed in range(10):
            a, b = play(interp, players, seed), play(gen, players, seed)
            assert a == b, f"{players}p seed {seed}"
    budget = play(interp, 2, 1, step_budget=30)
    assert budget == play(gen, 2, 1, step_budget=30) and "error" in budget[1]


MOVES = """
ruleset:
  name: moves
  version: 1
  players: {min: 2, max: 3}
  locales: {dir: ../../locales, resource: moves, languages: [en]}
card_attributes:
  value: {type: int, default: 0}
  shiny: {type: bool, default: false}
zones:
  deck: {visibility: hidden, refill_from: pile, refill_if: REFILL}
  pile: {visibility: public}
  table: {visibility: public}
  hand: {per_player: true, visibility: owner, hand: true}
counters:
  points: {per_player: true, start: 0, min: 0, max: 7, arrival_order: true, visibility: public}
  tally: {per_player: true, start: 3, visibility: public}
decisions: [pick]
scoring_categories: [total]
parameters:
  keep: {value: KEEP, reason: test}
cards:
  chip:
    starts_in: deck
    discard_to: pile
    copies:
      - {count: 6, value: 1}
      - {count: 6, value: 2, shiny: true}
  stone:
    starts_in: deck
    copies:
      - {count: 2, value: 5}
setup: |
  shuffle(deck)
  for p in players {
    draw(deck, 4, to=p.hand)
  }
rounds: 3
phases:
  - name: play
    do: |
      for p in players {
        let lucky = c -> c.shiny
        p.tally += count(p.hand, lucky) - count(p.hand, c -> c.kind == stone)
        if count(p.hand) > 0 {
          move(choose(p, p.hand, as=pick), table)
        }
        move(filter(p.hand, c -> c.value == 2), table)
        p.points += 3
        p.tally -= 2
        p.points = 9
        if p.tally < 0 {
          p.points = -4
        }
        discard(filter(table, c -> c.value < keep))
        move(top(deck, 1), table)
        move(table, p.hand)
        take(stone, 1, to=p.hand)
        draw(deck, 2, to=p.hand)
        if count(p.hand) > 0 {
          place(p, first(p.hand))
          p.tally += count(occupants(first(p.hand)))
        }
      }
  - name: tidy
    do: |
      clear_placements()
end_of_game: |
  for p in players {
    score(p, total, p.points + p.tally)
  }
"""


@pytest.mark.parametrize("keep", [3, 9])
def test_moves_discards_and_counters_written_out_play_alike(tmp_path, keep):
    """`move`, `discard` and counter changes by a number are written out in place (no helper
    call), as are `draw` (with a refill, unconditional or not), `place`, `take` and `top`;
    counting cards of a kind or with an attribute is one helper call: the same logs and results
    on both engines, and the same error when a card without a discard pile is discarded (keep 9:
    the stones are discarded too)."""
    from rulewright.compiler.build import compile_ruleset
    from rulewright.runtime.codegen import source
    from rulewright.runtime.game import Game
    rules = MOVES.replace("KEEP", str(keep)).replace("REFILL", "true" if keep == 3 else "round < 3")
    (tmp_path / "ruleset.yaml").write_text(rules, encoding="utf-8")
    result = compile_ruleset(tmp_path, locales=False)
    assert result.ok, result.diagnostics
    interp, gen = Game(result.ir, engine="interpreter"), Game(result.ir)
    assert gen.program.generated.skipped == {}
    text = source(gen.program)
    assert not any(f"_rt.{f}(" in text for f in ("move_to", "discard", "draw", "place", "take", "top"))
    assert "_rt.count_attr(" in text and "_rt.count_kind(" in text
    errors = 0
    for players in (2, 3):
        for seed in range(12):
            a, b = play(interp, players, seed), play(gen, players, seed)
            assert a == b, f"{players}p seed {seed}"
            assert a[1] == play(gen, players, seed, logged=False)[1]
            errors += "error" in a[1]
            if "error" in a[1]:
                assert "have no discard pile" in a[1]["message"]
    assert (errors > 0) == (keep == 9)
    for budget in (40, 90, 200):
        assert play(interp, 2, 1, step_budget=budget) == play(gen, 2, 1, step_budget=budget)


INDEXED = """
ruleset:
  name: indexed
  version: 1
  players: {min: 2, max: 3}
  locales: {dir: ../../locales, resource: indexed, languages: [en]}
enums:
  color: [red, blue]
card_attributes:
  color: {type: color}
zones:
  deck: {visibility: hidden}
  hand: {per_player: true, visibility: owner, hand: true}
counters:
  seen: {per_player: true, indexed_by: color, start: 0, visibility: public}
scoring_categories: [total]
parameters:
  worth: {value: {red: 2, blue: 1}, reason: test}
  bonus: {value: {"2": 3, "3": 1}, reason: test}
cards:
  gem:
    starts_in: deck
    for_each: {color: color}
    copies:
      - {count: 3}
  dud:
    starts_in: deck
    count: DUDS
setup: |
  shuffle(deck)
  for p in players {
    draw(deck, 3, to=p.hand)
  }
rounds: 2
phases:
  - name: look
    do: |
      for p in players {
        for c in p.hand {
          p.seen[c.color] += 1
        }
        draw(deck, 1, to=p.hand)
      }
end_of_game: |
  for p in players {
    score(p, total, p.seen[red] * 2 + p.seen[blue] + bonus[player_count] + sum(p.hand, c -> worth[c.color]))
  }
"""


@pytest.mark.parametrize("duds", [0, 2])
def test_a_value_that_is_no_index_of_a_counter_is_the_same_error(tmp_path, duds):
    """A counter part read with a card's attribute, and tables read with one and with the player
    count: with only cards that have the attribute the games are the same on both engines; a
    card without it (its value is not a part of the counter) stops both with the same error at
    the same place."""
    from rulewright.compiler.build import compile_ruleset
    from rulewright.runtime.game import Game
    (tmp_path / "ruleset.yaml").write_text(INDEXED.replace("DUDS", str(duds)), encoding="utf-8")
    result = compile_ruleset(tmp_path, locales=False)
    assert result.ok, result.diagnostics
    interp, gen = Game(result.ir, engine="interpreter"), Game(result.ir)
    assert gen.program.generated.skipped == {}
    errors = 0
    for players in (2, 3):
        for seed in range(8):
            a, b = play(interp, players, seed), play(gen, players, seed)
            assert a == b, f"{players}p seed {seed}"
            if "error" in a[1]:
                errors += 1
                assert "is not an index of counter 'seen'" in a[1]["message"]
                assert a[1]["at"].endswith("ruleset.yaml:40:11") and a[1]["rule"] == "phases.look"   # p.seen[c.color] += 1
    assert (errors > 0) == (duds > 0)
    # a table without an entry for the key (3 players; a card without a colour): the same
    # error on both engines
    for players, variant in ((3, INDEXED.replace("DUDS", "0").replace('"2": 3, "3": 1', '"2": 3')),
                             (2, INDEXED.replace("DUDS", "3").replace("p.seen[c.color] += 1", "p.seen[red] += 1"))):
        (tmp_path / "ruleset.yaml").write_text(variant, encoding="utf-8")
        result = compile_ruleset(tmp_path, locales=False)
        assert result.ok, result.diagnostics
        interp, gen = Game(result.ir, engine="interpreter"), Game(result.ir)
        stopped = 0
        for seed in range(6):
            a, b = play(interp, players, seed), play(gen, players, seed)
            assert a == b, f"{players}p seed {seed}"
            stopped += "the table has no entry for" in a[1].get("message", "")
        assert stopped > 0

COUNTED = """
ruleset:
  name: counted
  version: 1
  players: {min: 2, max: 3}
  locales: {dir: ../../locales, resource: counted, languages: [en]}
card_attributes:
  big: {type: bool, default: false}
zones:
  deck: {visibility: hidden}
  hand: {per_player: true, visibility: owner, hand: true}
counters:
  wins: {per_player: true, start: 0, visibility: public}
scoring_categories: [total]
cards:
  chip:
    starts_in: deck
    copies:
      - {count: 30}
      - {count: 30, big: true}
setup: |
  for p in players {
    draw(deck, 25, to=p.hand)
  }
rounds: 3
phases:
  - name: weigh
    do: |
      for p in players {
        for i in range(1, 40) {
          let best = most(filter(players, q -> q == p), q -> count(q.hand, c -> c.big))
          first(best).wins += 1
        }
      }
end_of_game: |
  for p in players {
    score(p, total, p.wins)
  }
"""


def test_the_most_of_one_element_charges_its_count_on_both_engines(tmp_path):
    """`most` of a one-element list charges the work of that element's key (a count of cards:
    every card looked at) though it need not compare it: with the work budget spent there, both
    engines stop with the same error at the count, after the same log; with budget enough,
    the same game."""
    from rulewright.compiler.build import compile_ruleset
    from rulewright.runtime.game import Game
    (tmp_path / "ruleset.yaml").write_text(COUNTED, encoding="utf-8")
    result = compile_ruleset(tmp_path, locales=False)
    assert result.ok, result.diagnostics
    interp, gen = Game(result.ir, engine="interpreter"), Game(result.ir)
    assert gen.program.generated.skipped == {}
    at_count = 0
    for budget in (None, 60, 150, 400, 900):
        for exact in (True, False):
            a = play(interp, 2, 1, step_budget=budget)
            b = play(gen, 2, 1, step_budget=budget, exact=exact)
            assert a == b, f"budget {budget}: {a[1]} / {b[1]}"
        at_count += "steps of work" in a[1].get("message", "") and a[1]["at"].endswith("ruleset.yaml:31:62")   # the count
    assert at_count > 0 and "error" not in play(gen, 2, 1)[1]


def _calls(x, name):
    if isinstance(x, dict):
        if x.get("t") == "call" and x.get("f") == name:
            yield x
        for v in x.values():
            yield from _calls(v, name)
    elif isinstance(x, list):
        for v in x:
            yield from _calls(v, name)


@pytest.mark.parametrize("function", ["choose", "choose_some", "most", "first"])
def test_a_rule_error_is_the_same_error_on_both_engines(function):
    """A rule that cannot be carried out (here: the list it works on made empty, or a number)
    stops both engines with the same message, position and unit, after the same log."""
    import copy
    from rulewright.runtime.game import Game
    base = games_of("rattus_cartus")[0].ir
    broken = 0
    for i, _ in enumerate(_calls(base, function)):
        ir = copy.deepcopy(base)
        call = list(_calls(ir, function))[i]
        call["a"][1 if function.startswith("choose") else 0] = (
            {"t": "list", "a": []} if function in ("choose", "first") else {"t": "int", "v": 3})
        games = [Game(ir, engine=e) for e in ("interpreter", "generated")]
        (log_a, res_a), (log_b, res_b) = (play(g, 3, 4) for g in games)
        assert res_a == res_b, f"{function} #{i}: {res_a} / {res_b}"
        assert log_a == log_b, f"{function} #{i}: the logs differ"
        broken += "error" in res_a
    assert broken > 0


@pytest.mark.parametrize("ruleset", ALL)
def test_same_logs_every_ruleset_and_player_count(ruleset):
    seeds = range(6) if "/" in ruleset else range(12)
    for players in player_counts(ruleset):
        for seed in seeds:
            diff = difference(ruleset, players, seed)
            assert diff is None, diff


@pytest.mark.parametrize("ruleset", RULESETS)
def test_budget_stops_at_the_same_statement(ruleset):
    """A game that runs out of steps stops at the same statement, with the same error and log."""
    players = player_counts(ruleset)[-1]
    stopped = 0
    for budget in (5, 40, 150, 400, 1000, 2500):
        diff = difference(ruleset, players, 3, step_budget=budget)
        assert diff is None, diff
        stopped += "error" in play(games_of(ruleset)[1], players, 3, step_budget=budget)[1]
    assert stopped >= 3, f"{ruleset}: too few of the budgets stopped the game"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_same_logs_with_invariant_checks(ruleset):
    players = player_counts(ruleset)[0]
    for seed in (1, 2):
        diff = difference(ruleset, players, seed, check_invariants=True)
        assert diff is None, diff


def test_compile_python_writes_the_generated_module(tmp_path):
    """`rulewright compile RULESET --python -o FILE`: the source the generated engine runs, one
    function per unit, named by the unit, that Python compiles."""
    from click.testing import CliRunner
    from rulewright.cli.main import main as cli
    out = tmp_path / "rules.py"
    run = CliRunner().invoke(cli, ["compile", "hearts", "--python", "-o", str(out)])
    assert run.exit_code == 0, run.output
    text = out.read_text(encoding="utf-8")
    compile(text, str(out), "exec")
    assert "def u0_setup(s, _frame=None):" in text and "_phases_" in text and "_procedures_" in text
    assert "interpreted, not generated" not in text


def test_compile_python_block_charges_writes_the_module_random_games_run(tmp_path):
    """`--python --block-charges`: the module unlogged games of random players run (steps charged
    a block at a time, budgets looked at where loops' bodies start), which Python compiles;
    without --python the option is a usage error that says what to add."""
    from click.testing import CliRunner
    from rulewright.cli.main import main as cli
    exact, blocks = tmp_path / "exact.py", tmp_path / "blocks.py"
    assert CliRunner().invoke(cli, ["compile", "rattus_cartus", "--python", "-o", str(exact)]).exit_code == 0
    run = CliRunner().invoke(cli, ["compile", "rattus_cartus", "--python", "--block-charges", "-o", str(blocks)])
    assert run.exit_code == 0, run.output
    assert "block charges" in run.output
    text = blocks.read_text(encoding="utf-8")
    compile(text, str(blocks), "exec")
    assert "raise _Overrun" in text and "raise _Overrun" not in exact.read_text(encoding="utf-8")
    assert "def u0_setup(s, _frame=None):" in text
    wrong = CliRunner().invoke(cli, ["compile", "rattus_cartus", "--block-charges"])
    assert wrong.exit_code == 2 and "add --python" in wrong.output


def test_greedy_and_replay_across_engines():
    """A greedy player (which plays unlogged games inside) gives the same game on both engines,
    and the answers of a game played by one engine replay on the other to the same log."""
    from rulewright.runtime.agents import GreedyAgent, RandomAgent, ScriptedAgent
    interp, gen = games_of("rattus_cartus")
    diff = difference("rattus_cartus", 3, 12,
                      agents=lambda: [RandomAgent(), GreedyAgent(games_of("rattus_cartus")[1], playouts=2), RandomAgent()])
    assert diff is None, diff
    log, res = play(interp, 4, 99)
    answers = res["answers"]
    per_seat: list[list] = [[] for _ in range(4)]
    for line in log:
        e = json.loads(line)
        if e["type"] == "decision":
            per_seat[e["player"]].append(e["answer"])
    assert sum(map(len, per_seat)) == len(answers) > 0
    replayed_log, replayed = play(gen, 4, 99, agents=[ScriptedAgent(a) for a in per_seat])
    assert [json.loads(x) for x in replayed_log if json.loads(x)["type"] != "setup"] == \
        [json.loads(x) for x in log if json.loads(x)["type"] != "setup"]
    assert replayed["answers"] == answers


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Compare the two engines over many seeded games.")
    ap.add_argument("--games", type=int, default=2000, help="games in all, spread over every ruleset and player count")
    args = ap.parse_args(argv)
    cases = [(r, p) for r in ALL for p in player_counts(r)]
    per_case = max(1, args.games // len(cases))
    played = failed = 0
    for ruleset, players in cases:
        for seed in range(10_000, 10_000 + per_case):
            budget = 200 + seed % 7 * 300 if seed % 10 == 0 else None   # every tenth game on a small budget
            diff = difference(ruleset, players, seed, step_budget=budget)
            played += 1
            if diff:
                failed += 1
                print(diff, flush=True)
    print(f"{played - failed} of {played} games identical on both engines ({len(cases)} rulesets x player counts)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
