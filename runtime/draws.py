"""The engine's and the random player's draws, without the cost of `random.Random`'s general methods.

A random answer is `rng._randbelow(count)` (one option) or `rng.sample(range(count), k)` with
`k = lo + rng._randbelow(hi - lo + 1)` (several), see `RandomAgent.decide_quick`. For a plain
`random.Random`, `below` and `sample_range` below draw exactly the same numbers from the
generator in the same order (they are the code of Python's own `random` module for that case,
without its argument checks; `sample` alone spends a third of its time in an `isinstance` through the
abstract base classes). `exact()` checks that on this Python's `random` before the engine uses
them (a later Python may draw differently: then the engine keeps calling `random`).

`generator(seed)` and `seed_bits(text, bits)` make the seeded generators of a play (the game's,
each seat's) as `random.Random(seed)` and `random.Random(text).getrandbits(bits)` do, without
the Python-level wrapper around the seeding and, for `seed_bits`, without a new generator: about
a microsecond each, ten times a game.

`shuffle` and `choice` are the engine's own draws (`State.shuffle`, `random_pick`): they check
`exact()` and the generator's type themselves and otherwise call `rng.shuffle` / `rng.randrange`.
`random.shuffle` calls the Python method `_randbelow` once per element; written out here, one
shuffle is one call.
"""
from __future__ import annotations

import random
import threading
from math import ceil, log

import _random

_Random = random.Random
_seed_c = _random.Random.seed


def _generator(seed: int) -> random.Random:
    # `random.Random.__new__` leaves a generator of a subclass of `_random.Random` unseeded
    # (`Random.__init__` seeds it); this seeds it once, as `Random.seed` does for an int
    rng = _Random.__new__(_Random)
    _seed_c(rng, seed)
    rng.gauss_next = None
    return rng


# checked once per process: a later Python may make or seed a generator otherwise
_GENERATOR_EXACT = all(_generator(x).getstate() == _Random(x).getstate() for x in (0, 1, -5, 2 ** 64 + 3))


def generator(seed) -> random.Random:
    """`random.Random(seed)`: the same generator (a seed that is not an int takes `Random`'s way)."""
    if type(seed) is int and _GENERATOR_EXACT:
        return _generator(seed)
    return _Random(seed)


_scratch = threading.local()       # one generator per thread, seeded anew for every call


def seed_bits(text: str, bits: int) -> int:
    """`random.Random(text).getrandbits(bits)`: the first bits of the generator seeded by `text`."""
    rng = getattr(_scratch, "rng", None)
    if rng is None:
        rng = _scratch.rng = _Random(0)
    rng.seed(text)
    return rng.getrandbits(bits)


def below(rng: random.Random, n: int) -> int:
    """`rng._randbelow(n)` for n >= 1."""
    getrandbits = rng.getrandbits
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


def sample_range(rng: random.Random, n: int, k: int) -> list[int]:
    """`rng.sample(range(n), k)` for 0 <= k <= n."""
    getrandbits = rng.getrandbits
    result = [0] * k
    setsize = 21
    if k > 5:
        setsize += 4 ** ceil(log(k * 3, 4))
    if n <= setsize:
        pool = list(range(n))
        for i in range(k):
            m = n - i
            b = m.bit_length()
            j = getrandbits(b)
            while j >= m:
                j = getrandbits(b)
            result[i] = pool[j]
            pool[j] = pool[m - 1]
    else:
        selected = set()
        b = n.bit_length()
        for i in range(k):
            j = getrandbits(b)
            while j >= n:
                j = getrandbits(b)
            while j in selected:
                j = getrandbits(b)
                while j >= n:
                    j = getrandbits(b)
            selected.add(j)
            result[i] = j
    return result


def _shuffle(rng: random.Random, x: list) -> None:
    """`rng.shuffle(x)`: for i from len(x) - 1 down to 1, j = rng._randbelow(i + 1), swap."""
    getrandbits = rng.getrandbits
    i = len(x) - 1
    while i > 0:
        b = (i + 1).bit_length()         # the bits of every draw for i down to 2 ** (b - 1) - 1
        for i in range(i, (1 << (b - 1)) - 2, -1):
            j = getrandbits(b)
            while j > i:                 # j >= i + 1: out of range, draw again
                j = getrandbits(b)
            x[i], x[j] = x[j], x[i]
        i -= 1


def shuffle(rng: random.Random, x: list) -> None:
    """`rng.shuffle(x)` of a list: the same order and the generator left in the same state."""
    if type(rng) is not _Random or not (_EXACT or exact()):
        rng.shuffle(x)
        return
    _shuffle(rng, x)


def choice(rng: random.Random, v):
    """`v[rng.randrange(len(v))]` of a non-empty sequence `v` (what `random_pick` draws)."""
    n = len(v)
    if not n or type(rng) is not _Random or not (_EXACT or exact()):
        return v[rng.randrange(n)]      # (an empty `v` raises as randrange does)
    getrandbits = rng.getrandbits
    b = n.bit_length()
    r = getrandbits(b)
    while r >= n:
        r = getrandbits(b)
    return v[r]


_EXACT: bool | None = None


def exact() -> bool:
    """Whether `below`, `sample_range` and `shuffle` draw as this Python's `random.Random` does
    (checked once per process on a few hundred draws, both branches of `sample` included)."""
    global _EXACT
    if _EXACT is None:
        a, b = _Random(12345), _Random(12345)
        ok = True
        for n in (1, 2, 3, 5, 7, 12, 21, 22, 40, 100, 300):
            for k in sorted({0, 1, n // 2, n} | ({6, 7} if n >= 7 else set())):
                ok = ok and a.sample(range(n), k) == sample_range(b, n, k) and a._randbelow(n) == below(b, n)
        for n in (0, 1, 2, 3, 5, 8, 9, 17, 33, 65):
            x, y = list(range(n)), list(range(n))
            a.shuffle(x)
            _shuffle(b, y)
            ok = ok and x == y and a.randrange(n + 1) == below(b, n + 1)
        _EXACT = ok and a.random() == b.random()
    return _EXACT


def is_plain(rng) -> bool:
    """Whether `rng` is a plain `random.Random` (a subclass may draw differently)."""
    return type(rng) is _Random
