"""Tests for the runtime: random play, determinism, exact semantics, decisions, redaction."""
from __future__ import annotations

import copy
import gc
import pickle
import re
import weakref
from pathlib import Path
from textwrap import dedent

import pytest

from rulewright.compiler.build import compile_ruleset
from rulewright.runtime.agents import RandomAgent, ScriptedAgent
from rulewright.runtime.errors import IllegalDecision, RuleError
from rulewright.runtime.game import Game
from rulewright.runtime.view import redact

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def rattus(rattus_ir):
    return Game(rattus_ir)


def randoms(n):
    return [RandomAgent() for _ in range(n)]


# -- random play ----------------------------------------------------------------------

def test_300_random_games_complete_with_invariants(rattus, rattus_ir):
    table = rattus_ir["parameters"]["rounds_by_players"]["value"]
    created = len(rattus.layout.cards)
    for i in range(300):
        n = 2 + i % 4
        out = rattus.play(n, seed=i, agents=randoms(n))
        s = out.state
        assert sum(len(z) for z in s.zl) == created
        assert s.problems() == []
        assert out.rounds == table[str(n)]
        assert out.totals == [sum(sc.values()) for sc in out.scores]
        assert set(out.winners) <= set(range(n)) and not set(out.winners) & set(out.eliminated)
        assert out.decisions > 0


def test_deterministic_log(rattus):
    def run(seed):
        log = []
        rattus.play(4, seed, randoms(4), log=log)
        return log
    assert run(7) == run(7)
    assert run(7) != run(8)


def test_game_pickles_and_replays_identically(rattus):
    clone = pickle.loads(pickle.dumps(rattus))
    a, b = [], []
    rattus.play(3, 11, randoms(3), log=a)
    clone.play(3, 11, randoms(3), log=b)
    assert a == b


def test_step_budget_names_the_rule(rattus):
    with pytest.raises(RuleError) as err:
        rattus.play(4, 1, randoms(4), step_budget=50)
    assert "step budget exhausted" in str(err.value)
    assert re.search(r"\.yaml:\d+:\d+", err.value.at)


def test_division_by_zero_is_a_rule_error(rattus_ir):
    ir = copy.deepcopy(rattus_ir)
    ir["rounds"] = {"t": "arith", "op": "/", "a": {"t": "int", "v": 1}, "b": {"t": "int", "v": 0}, "at": "x.yaml:3:4"}
    with pytest.raises(RuleError) as err:
        Game(ir).play(2, 1, randoms(2))
    assert err.value.at == "x.yaml:3:4" and "division by zero" in err.value.message


# -- exact semantics on a tiny ruleset ---------------------------------------------------

TINY = dedent("""
    ruleset:
      name: tiny
      version: 1
      players: {min: 2, max: 4}
      locales: {dir: ../../locales, resource: tiny, languages: [en]}
    enums:
      colour: [red, blue]
    card_attributes:
      value: {type: int, default: 0}
      colour: {type: colour}
    zones:
      deck: {visibility: hidden, refill_from: pile, refill_if: allow_refill}
      pile: {visibility: public}
      table: {visibility: public}
      hand: {per_player: true, visibility: owner, hand: true}
    counters:
      tokens: {per_player: true, start: 0, min: 0, max: 5, visibility: public}
      bank: {start: 3, min: 0, visibility: public}
      coins: {per_player: true, start: 0, min: 0, pool: bank, visibility: owner}
      turns_taken: {per_player: true, start: 0, min: 0, visibility: public}
      clock: {start: 0, visibility: public}
      first_turn: {per_player: true, start: 0, visibility: public}
      last_turn: {per_player: true, start: 0, visibility: public}
    decisions: [pick, keep]
    scoring_categories: [points, bonus]
    parameters:
      allow_refill: {value: true, reason: test}
    cards:
      chip:
        starts_in: deck
        discard_to: pile
        copies:
          - {count: 3, value: 1, colour: red}
          - {count: 2, value: 2, colour: blue}
    setup: |
      draw(deck, 2, to=players[0].hand)
    rounds: 1
    phases:
      - name: play
        do: |
          move(players[0].hand, pile)
          draw(deck, 4, to=table)
          turns p in players {
            clock += 1
            if p.turns_taken == 0 {
              p.first_turn = clock
            }
            p.last_turn = clock
            p.turns_taken += 1
            if p == first(players) and p.turns_taken < 3 {
              defer_turn()
            }
          }
          let a = first(players)
          a.coins += 5
          a.coins -= 1
          a.tokens += 9
          let c = choose(a, table, as=pick)
          move(c, a.hand)
          move(choose_some(last(players), table, min=1, max=2, as=keep), last(players).hand)
    end_of_game: |
      award([[players[0], players[1]]], [10, 5, 1], points)
      award([[players[1]], [players[0]]], [7], bonus)
    """)


@pytest.fixture(scope="module")
def tiny_ir(tmp_path_factory):
    folder = tmp_path_factory.mktemp("tiny")
    (folder / "ruleset.yaml").write_text(TINY, encoding="utf-8")
    r = compile_ruleset(folder, locales=False)
    assert r.ok, r.diagnostics
    return r.ir


def ids(state, zone, owner=None):
    return [c.id for c in state.zl[state.layout.zone_id(zone, owner)]]


def counter(state, name, seat=None):
    return state.cv[state.layout.counter_slot(name, seat)]


def test_tiny_scenario_exact(tiny_ir):
    # chips 0-2 are red (value 1), 3-4 blue (value 2); the deck starts in that order
    a0 = ScriptedAgent([[1]])            # pick the second card on the table
    a1 = ScriptedAgent([[0, 2]])         # keep the first and third
    out = Game(tiny_ir).play(2, 5, [a0, a1])
    s = out.state
    # draw 4 from a 3-card deck: 2, 3, 4, then the pile (0, 1) is shuffled in and one more drawn
    refilled = [c for c in (0, 1) if c not in ids(s, "deck")]
    assert len(refilled) == 1 and ids(s, "pile") == []
    assert ids(s, "hand", 0) == [3]
    assert ids(s, "hand", 1) == [2, refilled[0]]
    assert ids(s, "table") == [4]
    # turn queue: 0 (defers), 1, 0 (defers), 0
    assert [counter(s, "first_turn", p) for p in (0, 1)] == [1, 2]
    assert [counter(s, "last_turn", p) for p in (0, 1)] == [4, 2]
    assert counter(s, "turns_taken", 0) == 3 and counter(s, "clock") == 4
    # pool: +5 takes only the 3 left in the bank, -1 gives one back; max clamps
    assert counter(s, "coins", 0) == 2 and counter(s, "bank") == 1
    assert counter(s, "tokens", 0) == 5
    # award: a tie for first shares places 1-2 (15 // 2); places past the list get nothing
    assert [sc["points"] for sc in out.scores] == [7, 7]
    assert [sc["bonus"] for sc in out.scores] == [0, 7]
    assert out.totals == [7, 14]
    assert a0.asked[0].label == "pick" and a0.asked[0].count == 4
    assert (a1.asked[0].min, a1.asked[0].max, a1.asked[0].multiple) == (1, 2, True)


def test_tiny_no_refill_when_condition_false(tiny_ir):
    ir = copy.deepcopy(tiny_ir)
    ir["parameters"]["allow_refill"]["value"] = False
    out = Game(ir).play(2, 5, [ScriptedAgent([[0]]), ScriptedAgent([[0]])])
    s = out.state
    assert ids(s, "pile") == [0, 1] and ids(s, "deck") == []
    assert ids(s, "hand", 0) == [2] and ids(s, "hand", 1) == [3] and ids(s, "table") == [4]


@pytest.mark.parametrize("answer, message", [
    ([4], "does not exist"), ([0, 1], "exactly one"), ([], "exactly one"), ("0", "list"), ([True], "whole"),
])
def test_illegal_choose_rejected(tiny_ir, answer, message):
    with pytest.raises(IllegalDecision, match=message):
        Game(tiny_ir).play(2, 5, [ScriptedAgent([answer]), ScriptedAgent([[0]])])


@pytest.mark.parametrize("answer, message", [([0, 0], "twice"), ([], "between 1 and 2"), ([0, 1, 2], "between")])
def test_illegal_choose_some_rejected(tiny_ir, answer, message):
    with pytest.raises(IllegalDecision, match=message):
        Game(tiny_ir).play(2, 5, [ScriptedAgent([[0]]), ScriptedAgent([answer])])


# -- what a player may see -------------------------------------------------------------------

def _cards_in(obj):
    """Every card description with a face (id and kind) anywhere in a JSON-ready value."""
    if isinstance(obj, dict):
        if "id" in obj and "kind" in obj:
            yield obj
        for v in obj.values():
            yield from _cards_in(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _cards_in(v)


def test_views_and_redacted_log_hide_unseen_cards(rattus):
    checked = {"views": 0, "hidden": 0}

    def watching(rng_agent):
        def fn(view, d):
            s, me = view._s, view.player
            seen = view.to_dict()
            for c in _cards_in(seen):
                card = s.layout.cards[c["id"]]
                assert s.can_see(me, card), (me, c)
                z = s.where[card.id]
                owner = s.layout.zone_owner[z]
                if owner is not None and owner != me:
                    assert z in s.revealed or s.layout.zone_vis[z] == "public"
            for o, card in zip(d.options, d._raw):
                if hasattr(card, "kind") and not s.can_see(me, card):
                    assert "id" not in o and "kind" not in o
                    checked["hidden"] += 1
            checked["views"] += 1
            return rng_agent.decide(view, d)
        return fn

    for seed in range(10):
        log = []
        agents = []
        for seat in range(4):
            r = RandomAgent()
            r.start(seed, seat, 4)
            agents.append(ScriptedAgent(watching(r)))
        rattus.play(4, seed, agents, log=log)
        for viewer in range(4):
            for event in log:
                red = redact(event, viewer)
                assert "seed" not in red
                if event["type"] != "decision":
                    continue
                for full, o in zip(event["options"], red["options"]):
                    if "seen_by" in full:
                        assert "seen_by" not in o
                        if viewer in full["seen_by"]:
                            assert o["id"] == full["id"]
                        else:
                            assert "id" not in o and "kind" not in o and o["hidden"] is True
                            checked["hidden"] += 1
                    if full.get("zone") == "hand" and full.get("owner") not in (None, viewer):
                        assert "id" not in o
    assert checked["views"] > 100 and checked["hidden"] > 10


CLAMPED = dedent("""
    ruleset:
      name: clamped
      version: 1
      players: {min: 2, max: 3}
      locales: {dir: ../../locales, resource: clamped, languages: [en]}
    card_attributes: {}
    zones:
      deck: {visibility: hidden}
    counters:
      high: {per_player: true, start: 9, min: 0, max: 5, visibility: public}
      low: {start: -3, min: 0, visibility: public}
      given: {per_player: true, start: plenty, max: 4, visibility: public}
      free: {per_player: true, start: 7, visibility: public}
    scoring_categories: [points]
    parameters:
      plenty: {value: 6, reason: test}
    cards:
      chip:
        starts_in: deck
        copies:
          - {count: 1}
    setup: |
      players[0].free += 0
      players[0].high += 0
      players[0].given += 0
    rounds: 1
    phases:
      - name: play
        do: |
          low += 0
    end_of_game: |
      low += 0
    """)


def test_counters_start_at_their_number_within_their_bounds(tmp_path):
    """A start given as a number or a parameter is clamped by the counter's min and max, for
    every seat, in every play of the game (the clamped start is worked out once). validate now
    refuses such starts (RW104), so they are put into the IR, as an IR compiled before has them."""
    text = CLAMPED.replace("start: 9,", "start: 5,").replace("start: -3,", "start: 0,")
    (tmp_path / "ruleset.yaml").write_text(text.replace("value: 6,", "value: 4,"), encoding="utf-8")
    r = compile_ruleset(tmp_path, locales=False)
    assert r.ok, r.diagnostics
    r.ir["counters"]["high"]["start"] = {"t": "int", "v": 9}
    r.ir["counters"]["low"]["start"] = {"t": "int", "v": -3}
    r.ir["parameters"]["plenty"]["value"] = 6
    game = Game(r.ir)
    for seed in (1, 2):
        s = game.play(3, seed, randoms(3)).state
        assert [counter(s, "high", p) for p in range(3)] == [5, 5, 5]
        assert counter(s, "low") == 0
        assert [counter(s, "given", p) for p in range(3)] == [4, 4, 4]
        assert [counter(s, "free", p) for p in range(3)] == [7, 7, 7]


def test_a_finished_play_is_freed_without_the_garbage_collector(tiny_ir):
    """The deciders close over the state; once the play ends they are dropped, so a play's
    state goes as soon as nothing refers to it (not at some later collection), whichever
    agents played and whether the play was logged. Its decider then refuses to ask anyone."""
    game = Game(tiny_ir)
    plays = [lambda: game.play(2, 1, randoms(2)),
             lambda: game.play(2, 1, [ScriptedAgent([[0], [0]]), ScriptedAgent([[0], [1]])]),
             lambda: game.play(2, 1, randoms(2), log=[], forced=lambda event: None)]
    gc.disable()
    try:
        for play in plays:
            out = play()
            assert out.decisions == 2
            with pytest.raises(RuntimeError, match="the play has ended"):
                out.state.decide(0, "pick", [1], 1, 1, False, "")
            state = weakref.ref(out.state)
            del out
            assert state() is None
    finally:
        gc.enable()


def test_agent_failure_is_reported(tiny_ir):
    def broken(view, d):
        raise ValueError("boom")
    from rulewright.runtime.errors import AgentError
    with pytest.raises(AgentError, match="boom"):
        Game(tiny_ir).play(2, 1, [ScriptedAgent(broken), ScriptedAgent(broken)])


# -- the runtime stays game-agnostic ----------------------------------------------------------

def test_runtime_has_no_game_vocabulary_and_no_compiler_import():
    words = r"\b(swords?|flutes?|rats?|nuns?|castles?|treasury|gold|buildings?|influence|population|jokers?|plague|rattus)\b"
    for path in sorted((ROOT / "runtime").glob("*.py")):
        if path.name == "i18n.py":
            continue
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(from|import)\s+compiler\b", text, re.M), path
        found = re.findall(words, text, re.I)
        assert not found, (path.name, found)
