"""Agents see only what their player may see: two games that differ only in what the deciding
player cannot see (another player's hand, face-down cards it never peeked at) give every agent's
player the same decisions, for the same agent seed (docs/agents.md, "Honesty").

The ruleset deals player 0 the same three cards in every game and player 1 three of six cards
from a shuffled face-down pile: the game seed changes only what player 0 cannot see. Player 0
plays first in each round and its cards go to a zone only it sees, so everything it sees
before its decisions is the same in every game; a wrapper gives its agent the same own seed
whatever the game's seed.
"""
from __future__ import annotations

from textwrap import dedent

import pytest

from rulewright.compiler.build import compile_ruleset
from rulewright.runtime.agents import RandomAgent
from rulewright.runtime.game import Game
from rulewright.runtime.simulate import AGENTS

DUEL = dedent("""
    ruleset:
      name: duel
      version: 1
      players: {min: 2, max: 2}
      locales: {dir: ., resource: duel, languages: [en]}
    card_attributes:
      value: {type: int, default: 0}
    zones:
      mine: {visibility: hidden}
      theirs: {visibility: hidden}
      hand: {per_player: true, visibility: owner, hand: true}
      played: {per_player: true, visibility: owner}
      gone: {per_player: true, visibility: hidden}
    decisions: [play]
    scoring_categories: [points]
    cards:
      low:
        starts_in: mine
        copies:
          - {count: 1, value: 1}
          - {count: 1, value: 3}
          - {count: 1, value: 5}
          - {count: 1, value: 7}
      high:
        starts_in: theirs
        copies:
          - {count: 1, value: 0}
          - {count: 1, value: 2}
          - {count: 1, value: 4}
          - {count: 1, value: 6}
          - {count: 1, value: 8}
          - {count: 1, value: 9}
    setup: |
      move(mine, players[0].hand)
      shuffle(theirs)
      draw(theirs, 4, to=players[1].hand)
    rounds: 3
    phases:
      - name: play
        do: |
          let a = choose(players[0], players[0].hand, as=play)
          move(a, players[0].played)
          let b = choose(players[1], players[1].hand, as=play)
          move(b, players[1].gone)
    end_of_game: |
      for p in players {
        score(p, points, sum(p.played, c -> c.value) + sum(p.gone, c -> c.value))
      }
      declare_winners(most(players, p -> total_score(p)))
    """)
# player 1's played cards go face down where nobody sees them, and the points are scored only
# at the end: so each of player 0's decisions is made on the same view and the same scores in
# every game (checked below, not assumed)

SEEDS = (1, 2, 3, 4, 5, 6)


@pytest.fixture(scope="module")
def duel(tmp_path_factory):
    folder = tmp_path_factory.mktemp("duel")
    (folder / "ruleset.yaml").write_text(DUEL, encoding="utf-8")
    r = compile_ruleset(folder, locales=False)
    assert r.ok, r.diagnostics
    return Game(r.ir)


class FixedSeed:
    """Player 0's agent with its own seed fixed, and a record of what it saw and answered."""

    def __init__(self, agent):
        self.agent = agent
        self.seen, self.answers = [], []

    def start(self, seed, seat, players):
        start = getattr(self.agent, "start", None)
        if start is not None:
            start(12345, seat, players)

    def decide(self, view, d):
        s = view._s             # the scores are public (a view has no reader for them)
        self.seen.append((view.to_dict(), [dict(sc) for sc in s.scores], d.to_dict()))
        answer = self.agent.decide(view, d)
        self.answers.append(list(answer))
        return answer


class Peeking:
    """A cheat, to show that the test catches one: plays its lowest card that beats the
    highest card in player 1's hand, read from the real state."""

    name = "peeking"

    def decide(self, view, d):
        s = view._s
        theirs = max(c.attrs["value"] for c in s.zl[s.layout.zone_id("hand", 1)])
        values = [c.attrs["value"] for c in d._raw]
        better = [i for i, v in enumerate(values) if v > theirs]
        return [min(better, key=lambda i: values[i])] if better else [values.index(min(values))]


def _games(duel, make):
    out = []
    for seed in SEEDS:
        me = FixedSeed(make(duel))
        duel.play(2, seed, [me, RandomAgent(seed)])
        out.append(me)
    return out


@pytest.mark.parametrize("agent", ["random", "greedy", "ismcts:24", "ismcts:24:mast"])
def test_same_view_same_decisions(duel, agent):
    played = _games(duel, AGENTS[agent])
    first = played[0]
    assert len(first.answers) >= 2
    # the games do differ, in what player 0 cannot see
    assert len({tuple(sorted(c.id for c in _deal(duel, seed))) for seed in SEEDS}) > 1
    for me in played[1:]:
        assert me.seen == first.seen        # the same view at every decision ...
        assert me.answers == first.answers  # ... and so the same answers


@pytest.mark.parametrize("mode", ["round", "replay", "fork"])
def test_search_agents_honest_with_every_snapshot(duel, mode):
    from rulewright.runtime.agents import GreedyAgent
    from rulewright.runtime.ismcts import ISMCTSAgent
    makers = [lambda g: GreedyAgent(g, playouts=3, snapshots=mode)]
    if mode != "fork":            # a search tree learns in this process: ismcts copies by round or replay
        makers.append(lambda g: ISMCTSAgent(g, iterations=12, snapshots=mode))
    for make in makers:
        played = _games(duel, make)
        assert all(me.answers == played[0].answers for me in played)


def test_a_peeking_agent_is_caught(duel):
    played = _games(duel, lambda g: Peeking())
    assert all(me.seen == played[0].seen for me in played)
    assert any(me.answers != played[0].answers for me in played)


def _deal(duel, seed):
    """Player 1's hand right after setup in the game of `seed`."""
    hands = []

    def grab(view, d):
        s = view._s
        if not hands:
            hands.append(list(s.zl[s.layout.zone_id("hand", 1)]))
        return [0]
    from rulewright.runtime.agents import ScriptedAgent
    duel.play(2, seed, [ScriptedAgent(grab), ScriptedAgent(grab)])
    return hands[0]


# ---- counters the player may not see ---------------------------------------------------------

# player 1 gets as many coins as the value of a card it draws unseen (an owner-only counter:
# player 0 is told only that player 1's coins changed). Player 0 then plays one card: the 8
# wins if it beats player 1's coins, the 0 scores player 1's coins for player 0 (a win only
# when they are above player 1's 5 points). Knowing the real coins, the 0 is right when they
# are 9 and the 8 otherwise; from player 0's view the coins are unknown.
PURSE = dedent("""
    ruleset:
      name: purse
      version: 1
      players: {min: 2, max: 2}
      locales: {dir: ., resource: purse, languages: [en]}
    card_attributes:
      value: {type: int, default: 0}
    zones:
      mine: {visibility: hidden}
      bag: {visibility: hidden}
      hand: {per_player: true, visibility: owner, hand: true}
      played: {per_player: true, visibility: public}
      stash: {per_player: true, visibility: hidden}
    counters:
      coins: {per_player: true, start: 0, min: 0, visibility: owner}
    decisions: [play]
    scoring_categories: [points]
    cards:
      bet:
        starts_in: mine
        copies:
          - {count: 1, value: 0}
          - {count: 1, value: 4}
          - {count: 1, value: 8}
      coin:
        starts_in: bag
        copies:
          - {count: 1, value: 1}
          - {count: 1, value: 3}
          - {count: 1, value: 5}
          - {count: 1, value: 7}
          - {count: 1, value: 9}
    setup: |
      move(mine, players[0].hand)
      shuffle(bag)
      draw(bag, 1, to=players[1].stash)
      players[1].coins += sum(players[1].stash, c -> c.value)
    rounds: 1
    phases:
      - name: play
        do: |
          let a = choose(players[0], players[0].hand, as=play)
          move(a, players[0].played)
    end_of_game: |
      for c in players[0].played {
        if c.value == 0 {
          score(players[0], points, players[1].coins)
        } elif c.value > players[1].coins {
          score(players[0], points, c.value)
        }
      }
      score(players[1], points, 5)
      declare_winners(most(players, p -> total_score(p)))
    """)


@pytest.fixture(scope="module")
def purse(tmp_path_factory):
    folder = tmp_path_factory.mktemp("purse")
    (folder / "ruleset.yaml").write_text(PURSE, encoding="utf-8")
    r = compile_ruleset(folder, locales=False)
    assert r.ok, r.diagnostics
    return Game(r.ir)


def _coins(game, seed) -> int:
    out = game.play(2, seed, [RandomAgent(1), RandomAgent(2)])
    return out.state.cv[game.layout.counter_slot("coins", 1)]


def _purse_seeds(game) -> list[int]:
    """Three seeds where player 1 has 9 coins and three where it has fewer."""
    rich = [seed for seed in range(1, 60) if _coins(game, seed) == 9][:3]
    poor = [seed for seed in range(1, 60) if _coins(game, seed) < 9][:3]
    assert len(rich) == len(poor) == 3
    return rich + poor


def _purse_games(game, make) -> list[FixedSeed]:
    out = []
    for seed in _purse_seeds(game):
        me = FixedSeed(make(game))
        game.play(2, seed, [me, RandomAgent(seed)])
        out.append(me)
    return out


@pytest.mark.parametrize("policy", ["random", "mast"])
def test_ismcts_does_not_see_another_seats_counter(purse, policy):
    from rulewright.runtime.ismcts import ISMCTSAgent
    played = _purse_games(purse, lambda g: ISMCTSAgent(g, iterations=30, policy=policy))
    first = played[0]
    assert first.answers
    for me in played[1:]:
        assert me.seen == first.seen          # the coins are not in player 0's view ...
        assert me.answers == first.answers    # ... nor, through the playouts, in its answers


def test_real_counters_in_the_copies_are_caught(purse):
    """The same agent with the counters left as they are (`hide_counters=False`, what
    determinization alone does) plays the 0 when the coins are 9 and the 8 otherwise."""
    from rulewright.runtime.ismcts import ISMCTSAgent
    played = _purse_games(purse, lambda g: ISMCTSAgent(g, iterations=30, hide_counters=False))
    assert any(me.answers != played[0].answers for me in played)


def test_seen_counters_follow_what_the_player_saw(purse, duel):
    """Start value, then each unseen change estimated from the player's own changes of that
    counter (none here: no change), and nothing for a ruleset without unseen counters."""
    from rulewright.runtime.belief import seen_counters
    seen = []

    class Look:
        def decide(self, view, d):
            seen.append(seen_counters(purse, view._s, view.player))
            return [0]
    for seed in _purse_seeds(purse)[:2]:
        purse.play(2, seed, [Look(), RandomAgent(seed)])
    slot = purse.layout.counter_slot("coins", 1)
    assert seen == [{slot: 0}, {slot: 0}]      # player 1's coins at their start: no change it saw with a value
    nothing = []

    class LookDuel:
        def decide(self, view, d):
            nothing.append(seen_counters(duel, view._s, view.player))
            return [0]
    duel.play(2, 1, [LookDuel(), RandomAgent(1)])
    assert nothing and all(v is None for v in nothing)
