"""What generated code calls at run time (see runtime/codegen.py): the built-in functions whose
work does not fit in one Python expression, each doing exactly what its closure in
runtime/builtins.py does, in the same order: the same budget charges, the same errors, the same
random draws. Arguments arrive evaluated, in the order the closure evaluates them; an argument
the closure evaluates late (or not at all) arrives as a function of no arguments (`*_t`).

Also the error handling of a generated unit: which rule position a Python line stands for.
"""
from __future__ import annotations

from . import draws
from .budget import MOVE_COST, bounded, out_of_steps, out_of_work, unexpected
from .builtins import ranked
from .errors import MAX_NUMBER, RuleError, number_out_of_range
from .state import Card

__all__ = ["Card", "MOVE_COST", "MAX_NUMBER", "RuleError", "bounded", "out_of_steps", "out_of_work"]


# ---- errors of a generated unit ---------------------------------------------------------
# Each generated unit has a table: Python line -> (rule position, located). A line that stands
# for a statement is located there, as the interpreter's block does; the step charge of a
# unit's top-level statement is not (the interpreter charges it outside the statement's `try`).

def located(ex: RuleError, lines: dict, label: str) -> RuleError:
    at, locate = lines.get(ex.__traceback__.tb_lineno, ("", True))
    return ex.located(at, label) if locate else ex


def unexpected_at(ex: Exception, lines: dict, label: str) -> RuleError:
    at, _ = lines.get(ex.__traceback__.tb_lineno, ("", True))
    return unexpected(ex, at, label)


# ---- expressions ------------------------------------------------------------------------

def w(s, v, at):
    """Charge one unit of work per element of `v`, then return `v`."""
    s.work -= len(v)
    if s.work < 0:
        raise out_of_work(s, at)
    return v


def ck(x, at):
    """`x` if it is within the bounds of numbers, else the rule error (arithmetic, sum)."""
    if -MAX_NUMBER <= x <= MAX_NUMBER:
        return x
    raise number_out_of_range(x, at)


def div(x, y, at):
    if y == 0:
        raise RuleError("division by zero", at)
    return x // y


def mod(x, y, at):
    if y == 0:
        raise RuleError("division by zero", at)
    return x % y


def eqw(s, x, at):
    """The left side of == / !=: comparing lists visits their elements."""
    if type(x) is list:
        s.work -= len(x)
        if s.work < 0:
            raise out_of_work(s, at)
    return x


def in_(s, x, xs, at):
    s.work -= len(xs)
    if s.work < 0:
        raise out_of_work(s, at)
    return x in xs


def concat(s, a, b, at):
    out = a + b
    s.work -= len(out)
    if s.work < 0:
        raise out_of_work(s, at)
    return out


def cattr(x, n, ka):
    return x.attrs[n] if type(x) is Card else ka[x][n]


def groupof(x, kg):
    return x.group if type(x) is Card else kg[x]


class TableIndex(dict):
    """A table of the rules read at one place with keys known to be strings (`keys` "str") or
    whole numbers ("int"): its entries under the keys `table` looks up (`str(k)`), so generated
    code reads an entry in one subscript; a key with no entry is `table`'s rule error."""

    def __init__(self, tab, keys, at):
        if keys == "str":
            super().__init__(tab)
        else:       # only the keys str() gives for a whole number ("2", "-1"; not "02" or "+2")
            super().__init__({int(k): v for k, v in tab.items() if k.lstrip("-").isdigit() and str(int(k)) == k})
        self.keys, self.at = keys, at
        self.tab = tab

    def __missing__(self, k):
        raise RuleError(f"the table has no entry for {k}", self.at)

    def __reduce__(self):
        return (TableIndex, (self.tab, self.keys, self.at))


def table(tab, k, at):
    v = tab.get(str(k))
    if v is None:
        raise RuleError(f"the table has no entry for {k}", at)
    return v


def item(xs, k, at):
    if not 0 <= k < len(xs):
        raise RuleError(f"position {k} is outside a list of {len(xs)}", at)
    return xs[k]


def part(parts, v, seat, name, at):
    try:
        return parts[v] + seat
    except KeyError:
        raise RuleError(f"'{v}' is not a part of zone '{name}'", at) from None


class CounterIndex(dict):
    """A counter's index (value -> part) at one place of the rules: a value that is not an
    index gives the interpreter's rule error (runtime/interpreter.py, `look`), so generated
    code reads a part in one subscript."""

    def __init__(self, index, name, at):
        super().__init__(index)
        self.name, self.at = name, at

    def __missing__(self, k):
        raise RuleError(f"'{k}' is not an index of counter '{self.name}'", self.at)

    def __reduce__(self):
        return (CounterIndex, (dict(self), self.name, self.at))


def all_parts(s, bases, seat, at):
    zl = s.zl
    out = [c for b in bases for c in zl[b + seat]]
    s.work -= len(out)
    if s.work < 0:
        raise out_of_work(s, at)
    return out


# ---- list functions ---------------------------------------------------------------------

def first(v, idx, name, at):
    if not v:
        raise RuleError(f"{name}(...) of an empty list", at)
    return v[idx]


def count_kind(s, v, kind, at):
    """`count(v, c -> c.kind == kind)` (the closure of `count` in runtime/builtins.py with that
    function): the work charged, then the cards of that kind counted."""
    s.work -= len(v)
    if s.work < 0:
        raise out_of_work(s, at)
    n = 0
    for c in v:
        if c.kind == kind:
            n += 1
    return n


def count_attr(s, v, name, at):
    """`count(v, c -> c.name)` (the closure of `count` in runtime/builtins.py with that
    function): the work charged, then the cards whose attribute is true counted."""
    s.work -= len(v)
    if s.work < 0:
        raise out_of_work(s, at)
    n = 0
    for c in v:
        if c.attrs[name]:
            n += 1
    return n


def top(s, v, n, at):
    out = v[:max(0, n)]
    s.work -= len(out)
    if s.work < 0:
        raise out_of_work(s, at)
    return out


def most(s, v, at, f, pick):
    if not v:
        return []
    s.work -= len(v)
    if s.work < 0:
        raise out_of_work(s, at)
    keys = [f(x) for x in v]
    best = pick(keys)
    return [x for x, k in zip(v, keys) if k == best]


def rank(s, v, at, f, tb):
    v = list(v)
    s.work -= len(v)
    if s.work < 0:
        raise out_of_work(s, at)
    return ranked(v, [(f(x), tb(x) if tb else 0) for x in v])


def of(s, v, at, f, pick):
    s.work -= len(v)
    if s.work < 0:
        raise out_of_work(s, at)
    return pick((f(x) for x in v), default=0)


def product(s, v, at, f):
    s.work -= len(v)
    if s.work < 0:
        raise out_of_work(s, at)
    out = 1
    for x in v:
        out *= f(x)
        if not -MAX_NUMBER <= out <= MAX_NUMBER:
            raise number_out_of_range(out, at)
    return out


RANGE_LIMIT = 100_000


def range_(s, lo, hi, at):
    if hi - lo >= RANGE_LIMIT:
        raise RuleError(f"range({lo}, {hi}) would hold more than {RANGE_LIMIT} numbers", at)
    s.work -= max(0, hi - lo + 1)
    if s.work < 0:
        raise out_of_work(s, at)
    return list(range(lo, hi + 1))


def sort_by(s, v, at, f):
    v = list(v)
    s.work -= len(v)
    if s.work < 0:
        raise out_of_work(s, at)
    keys = [f(x) for x in v]
    return [v[i] for i in sorted(range(len(v)), key=keys.__getitem__)]


def largest(s, v, k_t, at, f, sign):
    v = list(v)
    s.work -= len(v)
    if s.work < 0:
        raise out_of_work(s, at)
    keys = [sign * f(x) for x in v]
    order = sorted(range(len(v)), key=keys.__getitem__)
    return [v[i] for i in order[:max(0, k_t())]]


def group_by(s, v, at, f):
    keys, groups = [], []
    for x in v:
        s.work -= 1 + len(keys)
        if s.work < 0:
            raise out_of_work(s, at)
        key = f(x)
        for i, known in enumerate(keys):
            if known == key:
                groups[i].append(x)
                break
        else:
            keys.append(key)
            groups.append([x])
    return groups


def distinct(s, v, at, f):
    keys, out = [], []
    for x in v:
        s.work -= 1 + len(keys)
        if s.work < 0:
            raise out_of_work(s, at)
        key = f(x) if f is not None else x
        if key not in keys:
            keys.append(key)
            out.append(x)
    return out


def clockwise(start, n):
    """The seats from `start` on, clockwise: [(start + i) % n for i in range(n)] of the closure
    in runtime/builtins.py, as two slices of the seats (no comprehension made per call)."""
    if type(start) is not int:          # what the comprehension does with it, errors included
        return [(start + i) % n for i in range(n)]
    seats = list(range(n))
    k = start % n
    return seats[k:] + seats[:k]


def random_pick(s, v, at):
    if not v:
        raise RuleError("random_pick(...) of an empty list", at)
    return draws.choice(s.rng, v)           # v[s.rng.randrange(len(v))], the same draw


def sample(s, v, n_t, at):
    s.work -= len(v)
    if s.work < 0:
        raise out_of_work(s, at)
    return s.rng.sample(v, max(0, min(n_t(), len(v))))


def choose(s, p_t, xs, label, at, show=None):
    """`choose` (builtins.c_choose's closure): `show`, the numbers beside the options, worked out
    only if read."""
    opts = list(xs)
    if not opts:
        raise RuleError(f"'{label}': there is nothing to choose from", at)
    if len(opts) == 1:
        if s.forced is not None:
            s.forced(p_t(), label, opts[0], at)
        return opts[0]
    if show is None:
        answer = s.decide(p_t(), label, opts, 1, 1, False, at)
    else:
        s.shown = lambda: [show(x) for x in opts]
        try:
            answer = s.decide(p_t(), label, opts, 1, 1, False, at)
        finally:
            s.shown = None
    return opts[answer[0]]


def forced_one(s, p, label, opts, at):
    """A choice with one option, told (`State.forced`): that option."""
    s.forced(p, label, opts[0], at)
    return opts[0]


def choose_v(s, p, xs, label, at):
    """`choose` with a player that is pure (read early: nothing can tell)."""
    opts = list(xs)
    if not opts:
        raise RuleError(f"'{label}': there is nothing to choose from", at)
    if len(opts) == 1:
        if s.forced is not None:
            s.forced(p, label, opts[0], at)
        return opts[0]
    return opts[s.decide(p, label, opts, 1, 1, False, at)[0]]


def choose_some_v(s, xs, hi, lo, p, label, at):
    opts = list(xs)
    n = len(opts)
    top_ = n if hi is None else max(0, min(hi, n))
    bottom = 0 if lo is None else max(0, min(lo, top_))
    if top_ == 0:
        return []
    if bottom == n:
        return opts
    answer = s.decide(p, label, opts, bottom, top_, True, at)
    return [opts[i] for i in sorted(answer)]


def in_play(s, seat):
    return not (s.eliminated[seat] or s.knocked_out[seat])


def choose_some(s, xs, hi, lo, p_t, label, at):
    """`hi` / `lo` are None when the call has no max= / min=."""
    opts = list(xs)
    n = len(opts)
    top_ = n if hi is None else max(0, min(hi, n))
    bottom = 0 if lo is None else max(0, min(lo, top_))
    if top_ == 0:
        return []
    if bottom == n:
        return opts
    answer = s.decide(p_t(), label, opts, bottom, top_, True, at)
    return [opts[i] for i in sorted(answer)]


# ---- statements -------------------------------------------------------------------------

def cards(x):
    """A card or a list of cards as a new list: `_cards` of runtime/builtins.py."""
    return list(x) if isinstance(x, list) else [x]


def move(s, cards, to_t, at):
    moved = list(cards) if isinstance(cards, list) else [cards]
    s.work -= MOVE_COST * len(moved)
    if s.work < 0:
        raise out_of_work(s, at)
    s.move(moved, to_t())


def move_to(s, cards, to, at):
    """`move` with a target that can be evaluated early (a constant or a seat's zone)."""
    moved = list(cards) if isinstance(cards, list) else [cards]
    s.work -= MOVE_COST * len(moved)
    if s.work < 0:
        raise out_of_work(s, at)
    s.move(moved, to)


def draw(s, z, k, t, at, refill, run_unit):
    zl = s.zl
    for _ in range(k):
        s.work -= MOVE_COST
        if s.work < 0:
            raise out_of_work(s, at)
        if not zl[z]:
            r = refill.get(z)
            if r is None or (r[1] is not None and not run_unit(r[1], s)):
                return
            s.work -= MOVE_COST * len(zl[r[0]])
            s.move(list(zl[r[0]]), z)
            s.shuffle(z)
            if not zl[z]:
                return
        s.move((zl[z][0],), t)


def refill(s, z, refills, run_unit):
    """The empty zone `z` refilled from its `refill_from` zone (if its `refill_if` holds) and
    shuffled, as the closure of `draw` in runtime/builtins.py does it; whether it now holds a
    card (False: the draw stops)."""
    r = refills.get(z)
    if r is None or (r[1] is not None and not run_unit(r[1], s)):
        return False
    zl = s.zl
    s.work -= MOVE_COST * len(zl[r[0]])
    s.move(list(zl[r[0]]), z)
    s.shuffle(z)
    return bool(zl[z])


def take(s, k, kind, z, to_t, at):
    if k <= 0:
        return
    got = [c for c in s.zl[z] if c.kind == kind][:k]
    s.work -= len(s.zl[z]) + MOVE_COST * len(got)
    if s.work < 0:
        raise out_of_work(s, at)
    s.move(got, to_t())


def discard(s, cards, dz, at):
    moved = list(cards) if isinstance(cards, list) else [cards]
    s.work -= MOVE_COST * len(moved)
    if s.work < 0:
        raise out_of_work(s, at)
    for c in moved:
        z = dz[c.kind]
        if z is None:
            raise RuleError(f"cards '{c.kind}' have no discard pile", at)
        s.move((c,), z)


def peek(s, seat, cards):
    seen = list(cards) if isinstance(cards, list) else [cards]
    s.known[seat].update(c.id for c in seen)
    hook = getattr(s, "on_peek", None)
    if hook is not None:
        hook(seat, seen)


def reveal(s, zid):
    s.revealed.add(zid)
    hook = getattr(s, "on_reveal", None)
    if hook is not None:
        hook(zid)


def place(s, seat, card):
    s.occupants.setdefault(card.id, []).append(seat)
    s.placed[seat].append(card)
    hook = getattr(s, "on_place", None)
    if hook is not None:
        hook(seat, card)


def clear_placements(s):
    s.occupants.clear()
    for lst in s.placed:
        lst.clear()


def score(s, seat, c, n_t, at):
    scores = s.scores[seat]
    scores[c] = bounded(scores[c] + n_t(), at)


def award(s, pts, c, groups, at):
    place_ = 0
    for g in groups:
        k = len(g)
        if k == 0:
            continue
        share = sum(pts[place_:place_ + k]) // k
        for p in g:
            s.scores[p][c] = bounded(s.scores[p][c] + share, at)
        place_ += k


def eliminate(s, seat):
    if not s.eliminated[seat]:
        s.eliminated[seat] = True
        hook = getattr(s, "on_out", None)
        if hook is not None:
            hook(seat, "eliminated")


def knock_out(s, seat):
    if not s.knocked_out[seat] and not s.eliminated[seat]:
        s.knocked_out[seat] = True
        hook = getattr(s, "on_out", None)
        if hook is not None:
            hook(seat, "knocked_out")


def transfer(s, lay, a, b, n):
    lo, hi = lay.slot_min[a], lay.slot_max[b]
    amount = min(n, s.cv[a] - (lo if lo is not None else 0))
    if hi is not None:
        amount = min(amount, hi - s.cv[b])
    if amount > 0:
        s.set_counter(a, s.cv[a] - amount)
        s.set_counter(b, s.cv[b] + amount)


def frame_caller(unit):
    """A unit of the closure interpreter, callable as a generated unit is: f(s, *parameters)."""
    run, nslots = unit.run, unit.nslots

    def call(s, *args):
        fr = [None] * nslots
        fr[:len(args)] = args
        run(s, fr)
    return call
