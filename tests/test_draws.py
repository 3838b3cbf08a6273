"""The random player's cheap draws (runtime/draws.py) are the standard library's, number for
number: a seeded game with random players must not change when the engine draws them itself."""
import random

from rulewright.runtime import draws
from rulewright.runtime.agents import RandomAgent
from rulewright.runtime.game import Game


def test_below_and_sample_range_draw_as_random_does():
    assert draws.exact()
    for seed in range(20):
        a, b = random.Random(seed), random.Random(seed)
        for n in (1, 2, 5, 21, 22, 23, 30, 64, 65, 200, 1000):
            for k in (0, 1, 3, n // 2, n):
                if k <= n:
                    assert draws.sample_range(b, n, k) == a.sample(range(n), k), (seed, n, k)
            assert draws.below(b, n) == a._randbelow(n)
        assert a.random() == b.random()          # the generators are left in the same state


def test_random_players_answer_the_same_through_the_quick_path(rattus_ir):
    """A RandomAgent with a subclass of Random is asked through its own `decide_quick`; with a
    plain Random the engine draws for it: both give the same game."""
    class Other(random.Random):
        pass

    game = Game(rattus_ir)
    for seed in range(3):
        plain = game.play(3, seed, [RandomAgent(random.Random(seed + k)) for k in range(3)])
        other = game.play(3, seed, [RandomAgent(Other(seed + k)) for k in range(3)])
        assert plain.decisions > 50
        assert plain.state.history == other.state.history
        assert (plain.scores, plain.winners, plain.decisions) == (other.scores, other.winners, other.decisions)
