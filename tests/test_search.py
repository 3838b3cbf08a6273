"""Search agents and the snapshots they play out from (runtime/snapshot.py, runtime/ismcts.py,
docs/agents.md): every way of copying a game gives the same playouts, round copies cost one
round's replay whatever the length of the game, copies are independent of the game, and the
search agent is reproducible, named in the agent table, and finds a winning answer."""
from __future__ import annotations

import copy
from textwrap import dedent

import pytest

from rulewright.compiler.build import compile_ruleset
from rulewright.runtime import snapshot
from rulewright.runtime.agents import GreedyAgent, RandomAgent
from rulewright.runtime.game import Game
from rulewright.runtime.ismcts import ISMCTSAgent
from rulewright.runtime.simulate import AGENTS

# each round every player draws a card and plays one from its hand: as many rounds as asked
LENGTH = dedent("""
    ruleset:
      name: length
      version: 1
      players: {min: 2, max: 4}
      locales: {dir: ., resource: length, languages: [en]}
    card_attributes:
      value: {type: int, default: 0}
    zones:
      deck: {visibility: hidden, refill_from: pile, refill_if: always}
      pile: {visibility: public}
      hand: {per_player: true, visibility: owner, hand: true}
    counters:
      played: {per_player: true, start: 0, min: 0, visibility: owner}
    decisions: [play, keep]
    scoring_categories: [points]
    parameters:
      rounds: {value: 6, reason: test}
      always: {value: true, reason: test}
    cards:
      chip:
        starts_in: deck
        discard_to: pile
        copies:
          - {count: 6, value: 1}
          - {count: 6, value: 2}
          - {count: 6, value: 3}
          - {count: 6, value: 5}
    setup: |
      shuffle(deck)
      for p in players {
        draw(deck, 2, to=p.hand)
      }
    rounds: rounds
    phases:
      - name: play
        do: |
          turns p in players {
            draw(deck, 1, to=p.hand)
            let c = choose(p, p.hand, as=play)
            score(p, points, c.value)
            p.played += 1
            move(c, pile)
            if count(p.hand) > 2 {
              move(choose_some(p, p.hand, min=0, max=2, as=keep), pile)
            }
          }
    end_of_game: |
      declare_winners(most(players, p -> total_score(p)))
    """)


def _game(tmp_path_factory, rounds: int = 6) -> Game:
    folder = tmp_path_factory.mktemp("length")
    (folder / "ruleset.yaml").write_text(LENGTH, encoding="utf-8")
    r = compile_ruleset(folder, locales=False)
    assert r.ok, r.diagnostics
    ir = copy.deepcopy(r.ir)
    ir["parameters"]["rounds"]["value"] = rounds
    return Game(ir)


@pytest.fixture(scope="module")
def length(tmp_path_factory):
    return _game(tmp_path_factory)


def _greedy_game(game, mode, seed=3, players=3, log=None):
    out = game.play(players, seed, [GreedyAgent(game, playouts=3, snapshots=mode)]
                    + [RandomAgent() for _ in range(players - 1)], log=log)
    return out.state.history, out.totals


@pytest.mark.parametrize("mode", ["replay", "fork"])
def test_every_snapshot_gives_the_same_greedy_game(length, mode):
    assert _greedy_game(length, mode) == _greedy_game(length, "round")


def test_snapshots_give_the_same_game_when_it_is_logged(length):
    log = []
    assert _greedy_game(length, "round", log=log) == _greedy_game(length, "replay")
    assert log and all(e.get("type") != "setup" for e in log[1:])     # the copies logged nothing


@pytest.mark.parametrize("mode", ["round", "replay"])
def test_ismcts_same_with_every_snapshot(length, mode):
    # ends=1: a replayed playout is scored in its own world only (several worlds need round copies)
    def run():
        out = length.play(2, 5, [ISMCTSAgent(length, iterations=10, snapshots=mode, ends=1), RandomAgent()])
        return out.state.history
    assert run() == run()
    other = length.play(2, 5, [ISMCTSAgent(length, iterations=10, snapshots="round", ends=1), RandomAgent()])
    assert run() == other.state.history


def test_round_copies_replay_only_the_round(tmp_path_factory, monkeypatch):
    """After the first round, a playout never replays the game from its seed, and replays at
    most one round's answers: the cost of a decision does not grow with the game's length."""
    game = _game(tmp_path_factory, rounds=30)
    from_seed, replayed = [], []
    real_replay, real_init = snapshot._replay_one, snapshot._RoundReplay.__init__

    def count_replay(g, s, p, last):
        from_seed.append(s.round)
        return real_replay(g, s, p, last)

    def count_round(self, answers, playout):
        replayed.append(len(answers))
        real_init(self, answers, playout)
    monkeypatch.setattr(snapshot, "_replay_one", count_replay)
    monkeypatch.setattr(snapshot._RoundReplay, "__init__", count_round)
    game.play(2, 1, [GreedyAgent(game, playouts=2), RandomAgent()])
    assert from_seed and set(from_seed) == {1}
    assert len(replayed) > 50 and max(replayed) <= 4          # two players, two decisions a turn


def test_a_round_copy_is_independent(length):
    seen = {}

    def grab(view, d):
        s = view._s
        if "copy" not in seen and s.round == 2:
            seen["before"] = (copy.deepcopy(s.cv), [list(z) for z in s.zl], s.rng.getstate())
            c = snapshot.copy_state(s)
            c.cv[0] += 7
            c.zl[0].clear()
            c.rng.random()
            c.known[0].add(999)
            seen["copy"] = c
            seen["after"] = (list(s.cv), [list(z) for z in s.zl], s.rng.getstate())
            assert 999 not in s.known[0]
        return [0]
    from rulewright.runtime.agents import ScriptedAgent
    length.play(2, 1, [ScriptedAgent(grab), ScriptedAgent(grab)])
    before, after = seen["before"], seen["after"]
    assert before[0] == after[0] and before[1] == after[1] and before[2] == after[2]


def test_scenario_states_fall_back_from_fork(length):
    """A state that does not live in Game.play (a scenario) is never forked."""
    class Fake:
        pass
    s = Fake()
    assert not snapshot.in_play(s)


def test_ismcts_reproducible_and_named(length):
    def run(seed):
        agents = [AGENTS["ismcts:8"](length), RandomAgent()]
        return length.play(2, seed, agents).state.history
    assert run(4) == run(4)
    assert AGENTS["ismcts:8"](length).name == "ismcts:8"
    assert AGENTS["ismcts:0.05s"](length).seconds == 0.05
    assert AGENTS["ismcts"](length).iterations > 0


@pytest.mark.parametrize("name", ["ismcts:0", "ismcts:x", "ismcts:", "ismcts:-1s", "greedy:4", "ismcts:2:3",
                                  "ismcts:8:best", "ismcts:8:", "greedy:8:mast"])
def test_agent_table_refuses_bad_budgets(name):
    assert name not in AGENTS
    with pytest.raises(KeyError):
        AGENTS[name]


def test_ismcts_rejects_fork(length):
    with pytest.raises(ValueError, match="round"):
        ISMCTSAgent(length, snapshots="fork")


def test_ismcts_plays_the_winning_card(tmp_path_factory):
    """One decision: a card worth 5 wins, the others lose. The search finds it."""
    folder = tmp_path_factory.mktemp("pick")
    (folder / "ruleset.yaml").write_text(dedent("""
        ruleset:
          name: pick
          version: 1
          players: {min: 2, max: 2}
          locales: {dir: ., resource: pick, languages: [en]}
        card_attributes:
          value: {type: int, default: 0}
        zones:
          box: {visibility: public}
          hand: {per_player: true, visibility: owner, hand: true}
        decisions: [play]
        scoring_categories: [points]
        cards:
          chip:
            starts_in: box
            copies:
              - {count: 1, value: 1}
              - {count: 1, value: 5}
              - {count: 1, value: 2}
        setup: |
          move(box, players[0].hand)
        rounds: 1
        phases:
          - name: play
            do: |
              let c = choose(players[0], players[0].hand, as=play)
              score(players[0], points, c.value)
              score(players[1], points, 3)
        end_of_game: |
          declare_winners(most(players, p -> total_score(p)))
        """), encoding="utf-8")
    r = compile_ruleset(folder, locales=False)
    assert r.ok, r.diagnostics
    game = Game(r.ir)
    for seed in range(3):
        out = game.play(2, seed, [ISMCTSAgent(game, iterations=12), RandomAgent()])
        assert out.winners == [0]


def test_thinking_note_is_localized_and_erased():
    """A person's terminal is told when a bot thinks longer than half a second, in the game's
    language, on one line redrawn in place, and the line is erased when the bot answers."""
    import io
    from rulewright.cli.play_commands import Thinking

    class Names:
        def msg(self, msg_id, **args):
            assert msg_id == "agent-thinking"
            return f"{args['player']} denkt na … {args['seconds']} s"

        def player(self, seat):
            return f"Speler {seat + 1}"
    out = io.StringIO()
    note = Thinking(Names(), 1, out)
    note(0.2)
    assert out.getvalue() == ""                     # a short decision says nothing
    note(0.6)
    note(0.8)                                       # the same second: not written again
    note(1.2)
    note(None)
    assert out.getvalue() == ("\r\x1b[KSpeler 2 denkt na … 0 s" "\r\x1b[KSpeler 2 denkt na … 1 s" "\r\x1b[K")


def test_ismcts_tells_its_thinking(length):
    calls = []
    agent = ISMCTSAgent(length, iterations=3, on_think=calls.append)
    length.play(2, 1, [agent, RandomAgent()])
    assert calls and calls[-1] is None and all(c is None or c >= 0 for c in calls)


def test_round_copies_give_the_same_rattus_game(rattus_ir):
    """A bundled game with phases, buildings and placements: the same greedy game from the
    round copies as from a replay of the whole game."""
    game = Game(rattus_ir)

    def run(mode):
        out = game.play(3, 12, [RandomAgent(), GreedyAgent(game, playouts=2, snapshots=mode), RandomAgent()])
        return out.state.history, out.totals
    assert run("round") == run("replay")


def test_mast_policy_named_and_reproducible(length):
    def run(seed):
        agents = [AGENTS["ismcts:8:mast"](length), RandomAgent()]
        return length.play(2, seed, agents).state.history
    assert run(4) == run(4)
    agent = AGENTS["ismcts:8:mast"](length)
    assert (agent.name, agent.policy, agent.iterations) == ("ismcts:8:mast", "mast", 8)
    assert AGENTS["ismcts:0.05s:mast"](length).policy == "mast"
    assert AGENTS["ismcts:8"](length).policy == "random"
    with pytest.raises(ValueError, match="mast"):
        ISMCTSAgent(length, policy="best")


def test_mast_playouts_prefer_what_won_before(length, monkeypatch):
    """A MAST playout mostly takes the answer with the best average so far, tries an answer it
    has not seen before the others, sometimes answers at random, and learns from its result."""
    import random
    from rulewright.runtime.ismcts import MAST_EPSILON, _Iteration
    agent = ISMCTSAgent(length, policy="mast")
    agent.mast = {(0, ("value", 1)): [1.0, 10], (0, ("value", 2)): [9.0, 10], (0, ("value", 3)): [0.0, 10]}
    it = _Iteration(agent, random.Random(1))
    picks = [it.mast_pick(None, 0, [1, 2, 3]) for _ in range(2000)]
    share = picks.count(1) / len(picks)
    assert abs(share - (1 - MAST_EPSILON + MAST_EPSILON / 3)) < 0.04
    assert picks.count(0) > 0 and picks.count(2) > 0          # exploration reaches the others
    it = _Iteration(agent, random.Random(2))
    picks = [it.mast_pick(None, 0, [1, 2, 3, 4]) for _ in range(200)]
    assert picks.count(3) > 150                                # the unseen answer first

    class Ended:                                               # a playout's end: seat 0 won
        winners, eliminated, totals = [0], [], [0, 0]
    it = _Iteration(agent, random.Random(3))
    it.mast_pick(None, 1, [7, 8])
    import rulewright.runtime.ismcts as ismcts
    monkeypatch.setattr(ismcts, "Result", lambda s: Ended)
    it.result(object())
    learnt = [k for k in agent.mast if k[0] == 1]
    assert len(learnt) == 1 and agent.mast[learnt[0]] == [agent.survival, 1]


def test_mast_playouts_keep_the_bounds_of_several_options(length):
    import random
    from rulewright.runtime.ismcts import _Iteration
    agent = ISMCTSAgent(length, policy="mast")
    agent.mast = {(0, (("value", 1), True)): [5.0, 5], (0, (("value", 1), False)): [0.0, 5],
                  (0, (("value", 2), True)): [0.0, 5], (0, (("value", 2), False)): [5.0, 5]}
    it = _Iteration(agent, random.Random(4))
    sets = [it.mast_some(None, 0, [1, 2, 3, 4], 1, 2) for _ in range(300)]
    assert all(1 <= len(x) <= 2 and x == sorted(set(x)) for x in sets)
    assert sum(0 in x for x in sets) > 200 and sum(1 in x for x in sets) < 100   # what paid off, mostly


def test_seen_counters_estimate_unseen_changes_from_own_ones(length):
    """Another player's owner-only counter, changed out of sight: the search agent's value for
    it is the start plus, per change, the mean of its own changes of that counter after a
    decision of the same label (here +1 after `play`, exactly what the rules do)."""
    from rulewright.runtime.belief import seen_counters
    checks = []

    class Look:
        def decide(self, view, d):
            s = view._s
            slot = length.layout.counter_slot("played", 1)
            checks.append((seen_counters(length, s, 0), {slot: s.cv[slot]}))
            return list(range(d.min)) if d.multiple else [0]
    length.play(2, 3, [Look(), RandomAgent(3)])
    assert len(checks) >= 6 and checks[-1][1] != checks[0][1]
    assert all(seen == true for seen, true in checks)


# one decision of several options: player 0 keeps some of six cards and wins only with the sum
# of the three positive ones (6 against 5); any other set loses or ties
KEEP = dedent("""
    ruleset:
      name: keep
      version: 1
      players: {min: 2, max: 2}
      locales: {dir: ., resource: keep, languages: [en]}
    card_attributes:
      value: {type: int, default: 0}
    zones:
      box: {visibility: hidden}
      hand: {per_player: true, visibility: owner, hand: true}
      kept: {per_player: true, visibility: public}
    decisions: [keep]
    scoring_categories: [points]
    cards:
      chip:
        starts_in: box
        copies:
          - {count: 1, value: -3}
          - {count: 1, value: -2}
          - {count: 1, value: -1}
          - {count: 1, value: 1}
          - {count: 1, value: 2}
          - {count: 1, value: 3}
    setup: move(box, players[0].hand)
    rounds: 1
    phases:
      - name: keep
        do: move(choose_some(players[0], players[0].hand, min=0, max=6, as=keep), players[0].kept)
    end_of_game: |
      score(players[0], points, sum(players[0].kept, c -> c.value))
      score(players[1], points, 5)
      declare_winners(most(players, p -> total_score(p)))
    """)


def test_naive_sampling_finds_the_set_that_wins(tmp_path_factory):
    """Several options searched as a combinatorial bandit (`ismcts:N:naive`): each option's
    take-or-leave value is learnt from every iteration, so the answer is the three positive
    cards, and nothing else."""
    folder = tmp_path_factory.mktemp("keep")
    (folder / "ruleset.yaml").write_text(KEEP, encoding="utf-8")
    r = compile_ruleset(folder, locales=False)
    assert r.ok, r.diagnostics
    game = Game(r.ir)
    for seed in (1, 2, 3):
        out = game.play(2, seed, [AGENTS["ismcts:300:naive"](game), RandomAgent()])
        kept = sorted(c.attrs["value"] for c in out.state.zl[game.layout.zone_id("kept", 0)])
        assert kept == [1, 2, 3] and out.winners == [0]


@pytest.mark.parametrize("name, policy, several, survival, ends", [
    ("ismcts:10", "random", "naive", 0.5, 8), ("ismcts:10:mast", "mast", "naive", 0.5, 8),
    ("ismcts:10:naive+s0.2", "random", "naive", 0.2, 8), ("ismcts:10:mast+chain+e3", "mast", "chain", 0.5, 3),
    # the default until 2026-12-02
    ("ismcts:10:chain+s0.1+e1", "random", "chain", 0.1, 1)])
def test_variants_named_in_the_agent_table(length, name, policy, several, survival, ends):
    agent = AGENTS[name](length)
    assert (agent.policy, agent.several, agent.survival, agent.ends, agent.name) == (
        policy, several, survival, ends, name)


@pytest.mark.parametrize("name", ["ismcts:10:naive+naive", "ismcts:10:s2", "ismcts:10:mast+random", "ismcts:10:"])
def test_variants_refused(name):
    assert name not in AGENTS


def test_ends_score_a_playout_in_several_worlds(length, monkeypatch):
    """`ismcts:N:e4`: once round copies exist, each playout's end is scored in 4 states, its
    own and 3 copies with what the searching seat cannot see dealt again; the same seed
    gives the same game."""
    scored = []
    real = snapshot._score

    def spy(game, c):
        scored.append([list(z) for z in c.zl])
        return real(game, c)
    monkeypatch.setattr(snapshot, "_score", spy)
    out = length.play(2, 7, [AGENTS["ismcts:6:e4"](length), RandomAgent()])
    assert scored and len(scored) % 4 == 0
    groups = [scored[i:i + 4] for i in range(0, len(scored), 4)]
    assert any(len({repr(g) for g in group}) > 1 for group in groups)   # the worlds differ
    again = length.play(2, 7, [AGENTS["ismcts:6:e4"](length), RandomAgent()])
    assert again.state.history == out.state.history


@pytest.mark.parametrize("mode", ["round", "replay"])
def test_playouts_leave_nothing_to_the_garbage_collector(length, mode):
    """A playout's copy of the game is freed as soon as it is scored: nothing of the search's
    copies (nor of the game) is left in a reference cycle for a later collection."""
    import gc
    gc.collect()
    gc.disable()
    try:
        out = length.play(3, 3, [GreedyAgent(length, playouts=3, snapshots=mode), RandomAgent(),
                                 ISMCTSAgent(length, iterations=10, snapshots=mode, ends=2 if mode == "round" else 1)])
        assert out.decisions > 10
        del out
        assert gc.collect() == 0
    finally:
        gc.enable()


def test_hidden_places_are_the_cards_a_seat_cannot_see(rattus_ir):
    """`lookahead.hidden_places` (what a determinization reshuffles) is, at every decision of
    a game with peeks, owners' hands and public rows, exactly the cards `State.can_see` says
    the seat cannot see, family by family, in the order they lie."""
    import random

    from rulewright.runtime.agents import ScriptedAgent, random_answer
    from rulewright.runtime.lookahead import hidden_places

    game, rng, checked = Game(rattus_ir), random.Random(4), []

    def ask(view, d):
        s = view._s
        for seat in range(s.n):
            naive: dict = {}
            for z, cards in enumerate(s.zl):
                for pos, card in enumerate(cards):
                    if not s.can_see(seat, card):
                        naive.setdefault(s.layout.card_start[card.id], []).append((z, pos))
            assert hidden_places(s, seat) == naive
            checked.append(bool(s.known[seat]))
        return random_answer(rng, d)

    game.play(3, 2, [ScriptedAgent(ask) for _ in range(3)])
    assert len(checked) > 100 and any(checked)          # some seat had peeked at a card
