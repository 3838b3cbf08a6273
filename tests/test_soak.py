"""Soak test: thousands of random games of the bundled ruleset over every player count, with
the state's invariants checked at every decision and at the end of every game, every
statement of one game in ten, and every game replayed from its seed and decisions.

Size: RULEWRIGHT_SOAK_GAMES (default 2000, about 20 s on one core); CI can raise it.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from rulewright.runtime.agents import RandomAgent, ScriptedAgent
from rulewright.runtime.game import Game
from rulewright.runtime.interpreter import Program
from rulewright.runtime.simulate import game_seed
from rulewright.runtime.state import InvariantError, State

ROOT = Path(__file__).resolve().parent.parent
GAMES = int(os.environ.get("RULEWRIGHT_SOAK_GAMES", "2000"))
FULL_CHECK_EVERY = 10          # one game in ten runs with Game(ir, check_invariants=True)


@pytest.fixture(scope="module")
def ir(rattus_ir):
    return rattus_ir


class CheckingAgent(RandomAgent):
    """A random player that checks the state and the decision each time it is asked."""

    name = "checking"

    def __init__(self, game: Game, rounds: int, pools: list):
        super().__init__()
        self.game, self.rounds, self.pools = game, rounds, pools
        self.asked = 0

    def decide(self, view, d):
        s = view._s
        self.asked += 1
        assert s.problems() == [], (s.round, s.phase, d)
        assert d.player == view.player and 0 <= d.player < s.n
        assert 0 <= s.round <= self.rounds
        self.pools.append(pooled_total(self.game, s))
        if d.multiple:
            # the engine asks only when there is a real choice
            assert 0 <= d.min <= d.max <= d.count and d.max > 0 and d.min < d.count, d
        else:
            assert d.count >= 2, d
        return super().decide(view, d)


def expected_rounds(game: Game, players: int) -> int:
    """The rounds expression of the IR, evaluated on a fresh state."""
    return Program.eval_unit(game.program.rounds, State(game.layout, players, 0))


def pooled_total(game: Game, s: State) -> dict[str, int]:
    """For each pool: its value plus everything drawn from it. `+=` and `-=` on a pooled
    counter conserve it; the bundled rules never set a pooled counter or a pool directly."""
    lay = game.layout
    out = {}
    for slot, pool in enumerate(lay.slot_pool):
        seat = lay.slot_seat[slot]
        if pool >= 0 and (seat is None or seat < s.n):
            out[pool] = out.get(pool, s.cv[pool]) + s.cv[slot]
    return out


def test_soak_random_games(ir):
    game = Game(ir)
    checked = Game(ir, check_invariants=True)
    table = ir["parameters"]["rounds_by_players"]["value"]
    per_players = {n: 0 for n in range(game.min_players, game.max_players + 1)}
    statements_checked = 0
    for i in range(GAMES):
        n = game.min_players + i % (game.max_players - game.min_players + 1)
        seed = game_seed("soak", i)
        rounds = expected_rounds(game, n)
        assert rounds == table[str(n)]
        pools: list[dict] = []
        agents = [CheckingAgent(game, rounds, pools) for _ in range(n)]
        full = i % FULL_CHECK_EVERY == 0
        out = (checked if full else game).play(n, seed, agents)
        s = out.state
        statements_checked += out.steps if full else 0

        assert s.problems() == []
        assert out.rounds == rounds and s.phase == "end_of_game"
        assert sum(a.asked for a in agents) == out.decisions == len(s.history) > 0
        assert out.totals == [sum(sc.values()) for sc in out.scores]
        assert all(list(sc) == game.layout.categories for sc in out.scores)
        assert set(out.winners) <= set(range(n)) - set(out.eliminated)
        assert 0 < out.steps < game.step_budget
        assert pools and all(p == pools[0] for p in pools) and pooled_total(game, s) == pools[0]

        # the same seed and the same decisions give the same game
        script = ScriptedAgent(list(s.history))
        again = game.play(n, seed, [script] * n)
        assert again == out and again.state.history == s.history and script.answers == []
        per_players[n] += 1
    assert all(v >= GAMES // 4 - 1 for v in per_players.values()), per_players
    assert statements_checked > 1000 * (GAMES // FULL_CHECK_EVERY)


def test_invariant_check_catches_a_lost_card(ir):
    """The per-statement hook does fire: a rule that loses a card is stopped at once."""
    game = Game(ir, check_invariants=True)

    class Thief(RandomAgent):
        def decide(self, view, d):
            s = view._s
            for cards in s.zl:
                if cards:
                    cards.pop()            # a card vanishes between two statements
                    break
            return super().decide(view, d)

    with pytest.raises(InvariantError, match=r"in round \d+, phase \w+: .*cards in zones, \d+ created"):
        game.play(3, 1, [Thief() for _ in range(3)])
