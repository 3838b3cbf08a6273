"""The random player's cheap draws (runtime/draws.py) are the standard library's, number for
number: a seeded game with random players must not change when the engine draws them itself."""
import random

import pytest

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


def test_generators_are_seeded_as_random_seeds_them():
    """A play's generators (the game's, each seat's) are made without `random.Random`'s wrapper:
    the same state, the same numbers, for int seeds of every size and sign, and for a str seed,
    which takes Random's own way."""
    for seed in [0, 1, -1, 7, 2 ** 31, 2 ** 63 - 1, -(2 ** 64) - 9, 10 ** 40, "a:1"]:
        made, plain = draws.generator(seed), random.Random(seed)
        assert made.getstate() == plain.getstate(), seed
        assert type(made) is random.Random and made.gauss(0, 1) == plain.gauss(0, 1)
    for text in ["agent:5:0", "rulewright-simulate:1:0", "", "é:2"]:
        for bits in (1, 63, 64, 200):
            assert draws.seed_bits(text, bits) == random.Random(text).getrandbits(bits), (text, bits)


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


def test_shuffle_and_choice_draw_as_random_does():
    """The engine's shuffle and random pick written out: the same order (and pick) from the same
    numbers, the generator left in the same state, for many sizes and seeds."""
    assert draws.exact()
    for seed in range(30):
        a, b = random.Random(seed), random.Random(seed)
        for n in list(range(0, 70)) + [84, 127, 128, 129, 255, 256, 257, 1000]:
            x, y = list(range(n)), list(range(n))
            a.shuffle(x)
            draws.shuffle(b, y)
            assert x == y, (seed, n)
            if n:
                assert draws.choice(b, y) == y[a.randrange(n)], (seed, n)
        assert a.random() == b.random()


def test_shuffle_and_choice_fall_back_to_the_generator(monkeypatch):
    """A subclass of Random, or a Python whose `random` draws differently (`exact()` false),
    gets its own `shuffle` and `randrange`; an empty pick raises as randrange does."""
    class Counting(random.Random):
        calls = 0

        def shuffle(self, x):
            Counting.calls += 1
            super().shuffle(x)

        def randrange(self, *args):
            Counting.calls += 1
            return super().randrange(*args)

    x = list(range(10))
    draws.shuffle(Counting(1), x)
    assert draws.choice(Counting(1), x) in x
    assert Counting.calls == 2
    seen = []
    monkeypatch.setattr(draws, "_EXACT", False)
    rng = random.Random(3)
    monkeypatch.setattr(rng, "shuffle", lambda v: seen.append(("shuffle", len(v))), raising=False)
    monkeypatch.setattr(rng, "randrange", lambda n: seen.append(("randrange", n)) or 0, raising=False)
    draws.shuffle(rng, x)
    assert draws.choice(rng, x) == x[0]
    assert seen == [("shuffle", 10), ("randrange", 10)]
    monkeypatch.setattr(draws, "_EXACT", True)
    with pytest.raises(ValueError):
        draws.choice(random.Random(1), [])


def test_the_random_decider_draws_as_decide_quick_does():
    """The engine's decider for random players (`_random_decider`, its draws written out) gives
    the answers of `RandomAgent.decide_quick` (randrange / sample of the generator), every size
    of decision, one option or several, both branches of `sample`."""
    from types import SimpleNamespace

    from rulewright.runtime.game import _random_decider
    for seed in range(12):
        quick, rng, history = RandomAgent(random.Random(seed)), random.Random(seed), []
        decide = _random_decider(SimpleNamespace(decisions=0), [rng], history)
        for n in list(range(1, 30)) + [40, 64, 100]:
            for lo, hi, multiple in [(1, 1, False), (0, n, True), (1, 1, True), (n // 2, n, True), (n, n, True)]:
                assert decide(0, "x", list(range(n)), lo, hi, multiple, "") == quick.decide_quick(n, lo, hi, multiple), \
                    (seed, n, lo, hi, multiple)
        assert len(history) == 32 * 5
        assert rng.random() == quick.rng.random()          # the generators are left in the same state


def test_playouts_pick_as_random_answer_does():
    """A search playout's random answer (`snapshot.random_pick`, through draws for a plain
    generator) is `agents.random_answer`'s, for a plain `Random` and for a subclass of it."""
    from types import SimpleNamespace

    from rulewright.runtime.agents import random_answer
    from rulewright.runtime.snapshot import random_pick

    class Other(random.Random):
        pass

    for kind in (random.Random, Other):
        for seed in range(10):
            a, b = kind(seed), kind(seed)
            for n in (1, 2, 3, 7, 21, 22, 40):
                for lo, hi, multiple in [(1, 1, False), (0, n, True), (n // 2, n, True)]:
                    d = SimpleNamespace(count=n, min=lo, max=hi, multiple=multiple)
                    assert random_pick(b, n, lo, hi, multiple) == random_answer(a, d), (kind, seed, n, lo, hi)
            assert a.random() == b.random()
