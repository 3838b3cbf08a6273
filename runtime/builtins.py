"""The rules language's built-in functions, each compiled by `Program` into a closure
`f(s, fr) -> value` (see runtime/interpreter.py); `CALLS` maps a function's name to its builder."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .budget import MOVE_COST, bounded, out_of_work
from .errors import MAX_NUMBER, RuleError, number_out_of_range
from .state import Card

if TYPE_CHECKING:
    from .interpreter import Program, Scope


def _args(P: Program, node, sc, live=True):
    return [P.E(a, sc, live=live) for a in node["a"]]


def _cards(x):
    """A card, a list of cards or a zone's cards, as a fresh list (safe to move from)."""
    return list(x) if isinstance(x, list) else [x]


def c_count(P, node, sc, at):
    xs = P.E(node["a"][0], sc, live=True)
    if len(node["a"]) == 1:
        return lambda s, fr: len(xs(s, fr))
    f = P.F(node["a"][1], sc, at)

    def count(s, fr):
        v = xs(s, fr)
        s.work -= len(v)
        if s.work < 0:
            raise out_of_work(s, at)
        return len([x for x in v if f(s, fr, x)])
    return count


def c_sum(P, node, sc, at):
    xs, f = P.E(node["a"][0], sc, live=True), P.F(node["a"][1], sc, at)

    def sum_(s, fr):
        v = xs(s, fr)
        s.work -= len(v)
        if s.work < 0:
            raise out_of_work(s, at)
        total = sum([f(s, fr, x) for x in v])
        if -MAX_NUMBER <= total <= MAX_NUMBER:
            return total
        raise number_out_of_range(total, at)
    return sum_


def c_any(P, node, sc, at):
    xs, f = P.E(node["a"][0], sc, live=True), P.F(node["a"][1], sc, at)

    def any_(s, fr):
        v = xs(s, fr)
        s.work -= len(v)
        if s.work < 0:
            raise out_of_work(s, at)
        return any(f(s, fr, x) for x in v)
    return any_


def c_all(P, node, sc, at):
    xs, f = P.E(node["a"][0], sc, live=True), P.F(node["a"][1], sc, at)

    def all_(s, fr):
        v = xs(s, fr)
        s.work -= len(v)
        if s.work < 0:
            raise out_of_work(s, at)
        return all(f(s, fr, x) for x in v)
    return all_


def c_filter(P, node, sc, at):
    xs, f = P.E(node["a"][0], sc, live=True), P.F(node["a"][1], sc, at)

    def filter_(s, fr):
        v = xs(s, fr)
        s.work -= len(v)
        if s.work < 0:
            raise out_of_work(s, at)
        return [x for x in v if f(s, fr, x)]
    return filter_


def c_first(P, node, sc, at):
    xs = P.E(node["a"][0], sc, live=True)
    idx = 0 if node["f"] == "first" else -1

    def first(s, fr):
        v = xs(s, fr)
        if not v:
            raise RuleError(f"{node['f']}(...) of an empty list", at)
        return v[idx]
    return first


def c_top(P, node, sc, at):
    xs, n = P.E(node["a"][0], sc, live=True), P.E(node["a"][1], sc)

    def top(s, fr):
        out = xs(s, fr)[:max(0, n(s, fr))]
        s.work -= len(out)
        if s.work < 0:
            raise out_of_work(s, at)
        return out
    return top


def c_most(P, node, sc, at):
    xs, f = P.E(node["a"][0], sc, live=True), P.F(node["a"][1], sc, at)
    pick = max if node["f"] == "most" else min

    def most(s, fr):
        v = xs(s, fr)
        if not v:
            return []
        s.work -= len(v)
        if s.work < 0:
            raise out_of_work(s, at)
        keys = [f(s, fr, x) for x in v]
        best = pick(keys)
        return [x for x, k in zip(v, keys) if k == best]
    return most


def c_rank(P, node, sc, at):
    xs, f = P.E(node["a"][0], sc, live=True), P.F(node["a"][1], sc, at)
    tb = P.F(node["k"]["tiebreak"], sc, at) if "tiebreak" in node["k"] else None

    def rank(s, fr):
        v = list(xs(s, fr))
        s.work -= len(v)
        if s.work < 0:
            raise out_of_work(s, at)
        return ranked(v, [(f(s, fr, x), tb(s, fr, x) if tb else 0) for x in v])
    return rank


def ranked(v: list, keys: list) -> list[list]:
    """`rank`: the elements of `v` grouped by equal keys, the highest key first, in their order
    within a group (both engines)."""
    order = sorted(range(len(v)), key=keys.__getitem__, reverse=True)   # stable
    groups, last = [], None
    for i in order:
        if groups and keys[i] == last:
            groups[-1].append(v[i])
        else:
            groups.append([v[i]])
            last = keys[i]
    return groups


def c_minmax(P, node, sc, at):
    a, b = _args(P, node, sc)
    if node["f"] == "min":
        return lambda s, fr: min(a(s, fr), b(s, fr))
    return lambda s, fr: max(a(s, fr), b(s, fr))


def c_of(P, node, sc, at):
    """max_of / min_of: the highest / lowest value of the function over the list (0 if empty)."""
    xs, f = P.E(node["a"][0], sc, live=True), P.F(node["a"][1], sc, at)
    pick = max if node["f"] == "max_of" else min

    def of(s, fr):
        v = xs(s, fr)
        s.work -= len(v)
        if s.work < 0:
            raise out_of_work(s, at)
        return pick((f(s, fr, x) for x in v), default=0)
    return of


def c_product(P, node, sc, at):
    xs, f = P.E(node["a"][0], sc, live=True), P.F(node["a"][1], sc, at)

    def product(s, fr):
        v = xs(s, fr)
        s.work -= len(v)
        if s.work < 0:
            raise out_of_work(s, at)
        out = 1
        for x in v:
            out *= f(s, fr, x)
            if not -MAX_NUMBER <= out <= MAX_NUMBER:
                raise number_out_of_range(out, at)
        return out
    return product


RANGE_LIMIT = 100_000


def c_range(P, node, sc, at):
    a, b = _args(P, node, sc)

    def range_(s, fr):
        lo, hi = a(s, fr), b(s, fr)
        if hi - lo >= RANGE_LIMIT:
            raise RuleError(f"range({lo}, {hi}) would hold more than {RANGE_LIMIT} numbers", at)
        s.work -= max(0, hi - lo + 1)      # charged before the list is made
        if s.work < 0:
            raise out_of_work(s, at)
        return list(range(lo, hi + 1))
    return range_


def c_sort_by(P, node, sc, at):
    xs, f = P.E(node["a"][0], sc, live=True), P.F(node["a"][1], sc, at)

    def sort_by(s, fr):
        v = list(xs(s, fr))
        s.work -= len(v)
        if s.work < 0:
            raise out_of_work(s, at)
        keys = [f(s, fr, x) for x in v]
        return [v[i] for i in sorted(range(len(v)), key=keys.__getitem__)]      # stable
    return sort_by


def c_largest(P, node, sc, at):
    """largest / smallest: the k elements with the highest / lowest values, best first; ties
    keep list order."""
    xs, k, f = P.E(node["a"][0], sc, live=True), P.E(node["a"][1], sc), P.F(node["a"][2], sc, at)
    sign = -1 if node["f"] == "largest" else 1

    def largest(s, fr):
        v = list(xs(s, fr))
        s.work -= len(v)
        if s.work < 0:
            raise out_of_work(s, at)
        keys = [sign * f(s, fr, x) for x in v]
        order = sorted(range(len(v)), key=keys.__getitem__)                      # stable
        return [v[i] for i in order[:max(0, k(s, fr))]]
    return largest


def c_group_by(P, node, sc, at):
    """Groups of elements with equal keys, in the order of each key's first element."""
    xs, f = P.E(node["a"][0], sc, live=True), P.F(node["a"][1], sc, at)

    def group_by(s, fr):
        keys, groups = [], []
        for x in xs(s, fr):
            s.work -= 1 + len(keys)         # each element is compared with every key so far
            if s.work < 0:
                raise out_of_work(s, at)
            key = f(s, fr, x)
            for i, known in enumerate(keys):
                if known == key:
                    groups[i].append(x)
                    break
            else:
                keys.append(key)
                groups.append([x])
        return groups
    return group_by


def c_distinct(P, node, sc, at):
    """The first element of each key (of each value, without a function), in list order."""
    xs = P.E(node["a"][0], sc, live=True)
    f = P.F(node["a"][1], sc, at) if len(node["a"]) > 1 else (lambda s, fr, x: x)

    def distinct(s, fr):
        keys, out = [], []
        for x in xs(s, fr):
            s.work -= 1 + len(keys)         # each element is compared with every key so far
            if s.work < 0:
                raise out_of_work(s, at)
            key = f(s, fr, x)
            if key not in keys:
                keys.append(key)
                out.append(x)
        return out
    return distinct


def c_clockwise_from(P, node, sc, at):
    p = P.E(node["a"][0], sc)

    def cw(s, fr):
        start, n = p(s, fr), s.n
        return [(start + i) % n for i in range(n)]
    return cw


def c_next_player(P, node, sc, at):
    p = P.E(node["a"][0], sc)
    return lambda s, fr: (p(s, fr) + 1) % s.n


def c_occupants(P, node, sc, at):
    c = P.E(node["a"][0], sc)
    return lambda s, fr: list(s.occupants.get(c(s, fr).id, ()))


def c_placed(P, node, sc, at):
    p = P.E(node["a"][0], sc)
    return lambda s, fr: list(s.placed[p(s, fr)])


def c_kinds(P, node, sc, at):
    g = P.E(node["a"][0], sc)
    gk = P.group_kinds
    return lambda s, fr: list(gk.get(g(s, fr), ()))


def c_values(P, node, sc, at):
    e = P.E(node["a"][0], sc)
    enums = P.enums
    return lambda s, fr: list(enums[e(s, fr)])


def c_arrival(P, node, sc, at):
    target = node["a"][0]
    if target.get("t") != "counter":
        raise RuleError("arrival(...) needs a counter", at)
    slot = P.counter_slot(target, sc, at)
    return lambda s, fr: s.arrival[slot(s, fr)]


def c_random_pick(P, node, sc, at):
    xs = P.E(node["a"][0], sc, live=True)

    def pick(s, fr):
        v = xs(s, fr)
        if not v:
            raise RuleError("random_pick(...) of an empty list", at)
        return v[s.rng.randrange(len(v))]
    return pick


def c_sample(P, node, sc, at):
    xs, n = P.E(node["a"][0], sc, live=True), P.E(node["a"][1], sc)

    def sample(s, fr):
        v = xs(s, fr)
        s.work -= len(v)
        if s.work < 0:
            raise out_of_work(s, at)
        return s.rng.sample(v, max(0, min(n(s, fr), len(v))))
    return sample


def c_choose(P, node, sc, at):
    p, xs = P.E(node["a"][0], sc), P.E(node["a"][1], sc, live=True)
    label = node["k"]["as"]["v"]
    show = P.F(node["k"]["show"], sc, at) if "show" in node["k"] else None

    def choose(s, fr):
        opts = list(xs(s, fr))
        if not opts:
            raise RuleError(f"'{label}': there is nothing to choose from", at)
        if len(opts) == 1:           # one legal answer: nothing to ask
            if s.forced is not None:
                s.forced(p(s, fr), label, opts[0], at)
            return opts[0]
        if show is None:
            answer = s.decide(p(s, fr), label, opts, 1, 1, False, at)
        else:                        # the numbers beside the options, worked out only if read
            s.shown = lambda: [show(s, fr, x) for x in opts]
            try:
                answer = s.decide(p(s, fr), label, opts, 1, 1, False, at)
            finally:
                s.shown = None
        return opts[answer[0]]
    return choose


def c_choose_some(P, node, sc, at):
    p, xs = P.E(node["a"][0], sc), P.E(node["a"][1], sc, live=True)
    label = node["k"]["as"]["v"]
    lo = P.E(node["k"]["min"], sc) if "min" in node["k"] else None
    hi = P.E(node["k"]["max"], sc) if "max" in node["k"] else None

    def choose_some(s, fr):
        opts = list(xs(s, fr))
        n = len(opts)
        top = n if hi is None else max(0, min(hi(s, fr), n))
        bottom = 0 if lo is None else max(0, min(lo(s, fr), top))
        if top == 0:                 # only the empty answer is possible: nothing to ask
            return []
        if bottom == n:              # everything must be chosen: nothing to ask
            return opts
        answer = s.decide(p(s, fr), label, opts, bottom, top, True, at)
        return [opts[i] for i in sorted(answer)]
    return choose_some


def c_alive(P, node, sc, at):
    p = P.E(node["a"][0], sc)
    return lambda s, fr: not s.eliminated[p(s, fr)]


def c_total_score(P, node, sc, at):
    p = P.E(node["a"][0], sc)
    return lambda s, fr: s.total(p(s, fr))


def c_knows(P, node, sc, at):
    p, c = _args(P, node, sc)
    return lambda s, fr: s.can_see(p(s, fr), c(s, fr))


def c_players(P, node, sc, at):
    return lambda s, fr: s.players


def c_player_count(P, node, sc, at):
    return lambda s, fr: s.n


def c_round(P, node, sc, at):
    return lambda s, fr: s.round


# -- statements --

def _hand_of_me(P: Program, sc: Scope, at: str):
    if P.hand_base is None or "me" not in sc.names:
        raise RuleError("no 'to=' and no hand of 'me' to give to", at)
    base, me = P.hand_base, sc.names["me"]
    return lambda s, fr: base + fr[me]


def c_move(P, node, sc, at):
    cards, to = P.E(node["a"][0], sc, live=True), P.zone_ref(node["a"][1], sc, at)

    def move(s, fr):
        moved = _cards(cards(s, fr))
        s.work -= MOVE_COST * len(moved)
        if s.work < 0:
            raise out_of_work(s, at)
        s.move(moved, to(s, fr))
    return move


def c_draw(P, node, sc, at):
    src, n = P.zone_ref(node["a"][0], sc, at), P.E(node["a"][1], sc)
    to = P.zone_ref(node["k"]["to"], sc, at) if "to" in node["k"] else _hand_of_me(P, sc, at)
    refill = P.refill

    def draw(s, fr):
        z, k, t = src(s, fr), n(s, fr), to(s, fr)
        zl = s.zl
        for _ in range(k):
            s.work -= MOVE_COST              # a card drawn (a draw may ask for any number)
            if s.work < 0:
                raise out_of_work(s, at)
            if not zl[z]:
                r = refill.get(z)
                if r is None or (r[1] is not None and not P.eval_unit(r[1], s)):
                    return
                s.work -= MOVE_COST * len(zl[r[0]])
                s.move(list(zl[r[0]]), z)
                s.shuffle(z)
                if not zl[z]:
                    return
            s.move((zl[z][0],), t)
    return draw


def c_take(P, node, sc, at):
    kind = node["a"][0]["v"]
    n = P.E(node["a"][1], sc)
    to = P.zone_ref(node["k"]["to"], sc, at) if "to" in node["k"] else _hand_of_me(P, sc, at)
    z = P.start_zone[kind]

    def take(s, fr):
        k = n(s, fr)
        if k <= 0:
            return
        got = [c for c in s.zl[z] if c.kind == kind][:k]
        s.work -= len(s.zl[z]) + MOVE_COST * len(got)
        if s.work < 0:
            raise out_of_work(s, at)
        s.move(got, to(s, fr))
    return take


def c_discard(P, node, sc, at):
    cards = P.E(node["a"][0], sc, live=True)
    dz = P.discard_zone

    def discard(s, fr):
        moved = _cards(cards(s, fr))
        s.work -= MOVE_COST * len(moved)
        if s.work < 0:
            raise out_of_work(s, at)
        for c in moved:
            z = dz[c.kind]
            if z is None:
                raise RuleError(f"cards '{c.kind}' have no discard pile", at)
            s.move((c,), z)
    return discard


def c_shuffle(P, node, sc, at):
    z = P.zone_ref(node["a"][0], sc, at)
    return lambda s, fr: s.shuffle(z(s, fr))


def c_peek(P, node, sc, at):
    p, cards = P.E(node["a"][0], sc), P.E(node["a"][1], sc, live=True)

    def peek(s, fr):
        seat, seen = p(s, fr), _cards(cards(s, fr))
        s.known[seat].update(c.id for c in seen)
        hook = getattr(s, "on_peek", None)      # a logged play reports it
        if hook is not None:
            hook(seat, seen)
    return peek


def c_reveal(P, node, sc, at):
    z = P.zone_ref(node["a"][0], sc, at)

    def reveal(s, fr):
        zid = z(s, fr)
        s.revealed.add(zid)
        hook = getattr(s, "on_reveal", None)
        if hook is not None:
            hook(zid)
    return reveal


def c_place(P, node, sc, at):
    p, c = _args(P, node, sc, live=False)

    def place(s, fr):
        seat, card = p(s, fr), c(s, fr)
        s.occupants.setdefault(card.id, []).append(seat)
        s.placed[seat].append(card)
        hook = getattr(s, "on_place", None)
        if hook is not None:
            hook(seat, card)
    return place


def c_clear_placements(P, node, sc, at):
    def clear(s, fr):
        s.occupants.clear()
        for lst in s.placed:
            lst.clear()
    return clear


def c_do(P, node, sc, at):
    target = P.E(node["a"][0], sc)
    action = node["a"][1]["v"]
    # the shared table of this action, filled while the Program compiles every kind's actions:
    # an action may call another one that is compiled later
    table = P.actions.setdefault(action, {})
    kw = dict(node["k"])
    me_node = kw.pop("me", None)
    if me_node is not None:
        me = P.E(me_node, sc)
    elif "me" in sc.names:           # an action started from an action keeps its player
        slot = sc.names["me"]
        me = lambda s, fr: fr[slot]
    else:
        me = lambda s, fr: None
    params = [(k, P.E(v, sc)) for k, v in kw.items()]

    def do(s, fr):
        x = target(s, fr)
        if type(x) is Card:
            kind, this = x.kind, x
        else:
            kind, this = x, None
        unit = table.get(kind)
        if unit is None:             # the kind has no such action and no group default
            return
        nf = [None] * unit.nslots
        slots = unit.slots
        nf[slots["me"]] = me(s, fr)
        nf[slots["this"]] = this
        for k, v in params:
            nf[slots[k]] = v(s, fr)
        unit.run(s, nf)
    return do


def c_score(P, node, sc, at):
    p, cat, n = _args(P, node, sc)

    def score(s, fr):
        scores, c = s.scores[p(s, fr)], cat(s, fr)
        scores[c] = bounded(scores[c] + n(s, fr), at)
    return score


def c_award(P, node, sc, at):
    groups, points, cat = _args(P, node, sc)

    def award(s, fr):
        pts, c = points(s, fr), cat(s, fr)
        place = 0
        for g in groups(s, fr):
            k = len(g)
            if k == 0:
                continue
            share = sum(pts[place:place + k]) // k
            for p in g:
                s.scores[p][c] = bounded(s.scores[p][c] + share, at)
            place += k
    return award


def c_eliminate(P, node, sc, at):
    p = P.E(node["a"][0], sc)

    def eliminate(s, fr):
        seat = p(s, fr)
        if not s.eliminated[seat]:
            s.eliminated[seat] = True
            hook = getattr(s, "on_out", None)     # a logged game: an event (runtime.game)
            if hook is not None:
                hook(seat, "eliminated")
    return eliminate


def c_knock_out(P, node, sc, at):
    p = P.E(node["a"][0], sc)

    def knock_out(s, fr):
        seat = p(s, fr)
        if not s.knocked_out[seat] and not s.eliminated[seat]:
            s.knocked_out[seat] = True
            hook = getattr(s, "on_out", None)
            if hook is not None:
                hook(seat, "knocked_out")
    return knock_out


def c_in_play(P, node, sc, at):
    p = P.E(node["a"][0], sc)

    def in_play(s, fr):
        seat = p(s, fr)
        return not (s.eliminated[seat] or s.knocked_out[seat])
    return in_play


def c_declare_winners(P, node, sc, at):
    ps = P.E(node["a"][0], sc)

    def declare(s, fr):
        s.winners = list(ps(s, fr))
    return declare


def c_transfer(P, node, sc, at):
    name = node["a"][0]["v"]
    lay = P.lay
    if lay.counter_index[name] is not None:
        raise RuleError(f"transfer(...) of the indexed counter '{name}' is not supported", at)
    base = lay.counter_base[name]
    per_player = lay.counter_spec[name]["per_player"]
    src, dst, n = (P.E(a, sc) for a in node["a"][1:])

    def transfer(s, fr):
        a = base + (src(s, fr) if per_player else 0)
        b = base + (dst(s, fr) if per_player else 0)
        lo, hi = lay.slot_min[a], lay.slot_max[b]
        amount = min(n(s, fr), s.cv[a] - (lo if lo is not None else 0))
        if hi is not None:
            amount = min(amount, hi - s.cv[b])
        if amount > 0:
            s.set_counter(a, s.cv[a] - amount)
            s.set_counter(b, s.cv[b] + amount)
    return transfer


def c_defer_turn(P, node, sc, at):
    def defer(s, fr):
        s.deferred = True
    return defer


CALLS = {
    "count": c_count, "sum": c_sum, "any": c_any, "all": c_all, "filter": c_filter,
    "first": c_first, "last": c_first, "top": c_top, "most": c_most, "fewest": c_most,
    "rank": c_rank, "min": c_minmax, "max": c_minmax, "max_of": c_of, "min_of": c_of, "product": c_product,
    "range": c_range, "sort_by": c_sort_by, "largest": c_largest, "smallest": c_largest,
    "group_by": c_group_by, "distinct": c_distinct, "clockwise_from": c_clockwise_from,
    "next_player": c_next_player, "occupants": c_occupants, "placed": c_placed, "kinds": c_kinds,
    "values": c_values, "arrival": c_arrival, "random_pick": c_random_pick, "sample": c_sample,
    "choose": c_choose, "choose_some": c_choose_some, "alive": c_alive, "total_score": c_total_score,
    "knows": c_knows, "players": c_players, "player_count": c_player_count, "round": c_round,
    "move": c_move, "draw": c_draw, "take": c_take, "discard": c_discard, "shuffle": c_shuffle,
    "peek": c_peek, "reveal": c_reveal, "place": c_place, "clear_placements": c_clear_placements,
    "do": c_do, "score": c_score, "award": c_award, "eliminate": c_eliminate,
    "knock_out": c_knock_out, "in_play": c_in_play,
    "declare_winners": c_declare_winners, "transfer": c_transfer, "defer_turn": c_defer_turn,
}
