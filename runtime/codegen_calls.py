"""The built-in functions of the rules language, written out as Python by runtime/codegen.py.

Each writer gets (writer, node, scope, at) and returns a Python expression. It evaluates the
arguments in the order the function's closure in runtime/builtins.py does: where the closure
evaluates an argument late (after charging work, only when a decision is put), the expression
passes it as `lambda: ...` unless it is pure (`UnitWriter.pure`), so no game can tell the
difference. The helpers called are in runtime/codegen_rt.py.
"""
from __future__ import annotations

from .budget import MOVE_COST
from .codegen_ir import Scope, Unsupported, moves_cards


def _a(w, node, sc, at, i, live=True):
    return w.E(node["a"][i], sc, at, live=live)


def _late(w, node, sc, at):
    """An argument the closure evaluates late, as a function of nothing."""
    return f"(lambda: {w.E(node, sc, at)})"


def _f(w, node, sc, at, i):
    """The function argument `i`, as a Python lambda (its argument an element of argument 0)."""
    return w.pyfunc(node["a"][i], sc, w.elem(node["a"][0], sc))


def _lambda_of(fnode, sc):
    """(lambda node, the scope it was defined in) of a function argument written in place or
    given by name; (None, None) for anything else, or a lambda with fields not known here."""
    lam, def_sc = fnode, sc
    if fnode["t"] == "local" and fnode["n"] in sc.lamsrc and fnode["n"] not in sc.names:
        lam, def_sc = sc.lamsrc[fnode["n"]]
    if lam["t"] != "lambda" or set(lam) - {"t", "p", "b", "at"}:
        return None, None
    return lam, def_sc


def _card_test(w, fnode, sc):
    """("kind", E of x) for a function `c -> c.kind == x`, ("attr", name) for `c -> c.name`,
    where x cannot fail and is not c; else None. (A function given by name is looked at in the
    scope it was defined in.)"""
    lam, def_sc = _lambda_of(fnode, sc)
    if lam is None:
        return None
    p, b = lam["p"], lam["b"]

    def is_param(x):
        return x["t"] == "local" and x["n"] == p and set(x) <= {"t", "n", "at"}
    if b["t"] == "cmp" and b["op"] == "==" and set(b) <= {"t", "op", "a", "b", "at"}:
        k, x = b["a"], b["b"]
        if (k["t"] == "kindof" and set(k) <= {"t", "o", "at"} and is_param(k["o"])
                and w.pure(x) and not (x["t"] == "local" and x["n"] == p)):
            return "kind", w.E(x, def_sc, lam.get("at", ""))
    if b["t"] == "cattr" and set(b) <= {"t", "o", "n", "at"} and is_param(b["o"]):
        return "attr", repr(b["n"])
    return None


def c_count(w, node, sc, at):
    xs = _a(w, node, sc, at, 0)
    if len(node["a"]) == 1:
        return f"len({xs})"
    test = _card_test(w, node["a"][1], sc) if w.typ(node["a"][0], sc) == "cards" else None
    if test is not None:              # one helper call instead of a comprehension and a charge
        return f"_rt.count_{test[0]}(s, {xs}, {test[1]}, {at!r})"
    var, body = w.F(node["a"][1], sc, w.elem(node["a"][0], sc))
    return f"len([{var} for {var} in {w.charged(node, xs, at)} if {body}])"


def c_sum(w, node, sc, at):
    xs = _a(w, node, sc, at, 0)
    var, body = w.F(node["a"][1], sc, w.elem(node["a"][0], sc))
    return f"_rt.ck(sum([{body} for {var} in {w.charged(node, xs, at)}]), {at!r})"


def c_any(w, node, sc, at):
    xs = _a(w, node, sc, at, 0)
    var, body = w.F(node["a"][1], sc, w.elem(node["a"][0], sc))
    return f"{node['f']}({body} for {var} in {w.charged(node, xs, at)})"


def c_filter(w, node, sc, at):
    xs = _a(w, node, sc, at, 0)
    var, body = w.F(node["a"][1], sc, w.elem(node["a"][0], sc))
    spot = w.hoisted(node)
    if spot is None:
        return f"[{var} for {var} in {w.charged(node, xs, at)} if {body}]"
    # evaluated first in its statement: the list charged, then filtered in a loop written out
    # before it (no comprehension frame made per filter: most filters of a game keep few cards)
    ind, stmt_at = spot
    t, out = w.listed_here(ind, stmt_at, xs, at), w.temp()
    w.emit(ind, f"{out} = []", stmt_at)
    w.emit(ind, f"for {var} in {t}:", stmt_at)
    w.emit(ind + 1, f"if {body}: {out}.append({var})", stmt_at)
    return out


def c_first(w, node, sc, at):
    idx = 0 if node["f"] == "first" else -1
    xs = _a(w, node, sc, at, 0)
    slow = f"_rt.first({xs}, {idx}, {node['f']!r}, {at!r})"
    if xs.isidentifier():            # a variable: index it here, the helper only for the error
        return f"({xs}[{idx}] if {xs} else {slow})"
    return slow


def c_top(w, node, sc, at):
    xs, n = _a(w, node, sc, at, 0), _a(w, node, sc, at, 1, False)
    spot = w.hoisted(node)
    if spot is None:
        return f"_rt.top(s, {xs}, {n}, {at!r})"
    # evaluated first in its statement: the slice and its charge written out before it
    return w.listed_here(*spot, f"{xs}[:{n if n.isdigit() else f'max(0, {n})'}]", at)


def c_most(w, node, sc, at):
    pick = "max" if node["f"] == "most" else "min"
    xs = _a(w, node, sc, at, 0)
    spot = w.hoisted(node)
    if spot is None:
        return f"_rt.most(s, {xs}, {at!r}, {_f(w, node, sc, at, 1)}, {pick})"
    # evaluated first in its statement: written out before it, the keys in one comprehension
    ind, stmt_at = spot
    var, body = w.F(node["a"][1], sc, w.elem(node["a"][0], sc))
    v, keys, best, out = w.temp(), w.temp(), w.temp(), w.temp()
    e = w.emit
    e(ind, f"{v} = {xs}", stmt_at)
    e(ind, f"if {v}:", stmt_at)
    w.work(ind + 1, f"len({v})", stmt_at)
    w.work_check(ind + 1, at, stmt_at)
    counted = _count_key(w, node["a"][1], sc, w.elem(node["a"][0], sc))
    e(ind + 1, f"if len({v}) == 1:", stmt_at)            # one element: the most of itself,
    if counted is None:
        e(ind + 2, f"{var} = {v}[0]", stmt_at)
        e(ind + 2, f"{body}", stmt_at)                   # its key evaluated (its charges, errors)
    else:                                                # a count of cards: only its charge can fail
        kvar, xs, _, count_at = counted
        e(ind + 2, f"{kvar} = {v}[0]", stmt_at)
        w.work(ind + 2, f"len({xs})", stmt_at)
        w.work_check(ind + 2, count_at, stmt_at)
    e(ind + 2, f"{out} = [{v}[0]]", stmt_at)
    e(ind + 1, "else:", stmt_at)
    if counted is None:
        e(ind + 2, f"{keys} = [{body} for {var} in {v}]", stmt_at)
    else:                       # each key counted here: no helper call per element
        kvar, xs, (how, x), count_at = counted
        zone, n, card = w.temp(), w.temp(), w.temp()
        e(ind + 2, f"{keys} = []", stmt_at)
        e(ind + 2, f"for {kvar} in {v}:", stmt_at)
        e(ind + 3, f"{zone} = {xs}", stmt_at)
        w.work(ind + 3, f"len({zone})", stmt_at)
        w.work_check(ind + 3, count_at, stmt_at)
        e(ind + 3, f"{n} = 0", stmt_at)
        e(ind + 3, f"for {card} in {zone}:", stmt_at)
        test = f"{card}.kind == {x}" if how == "kind" else f"{card}.attrs[{x}]"
        e(ind + 4, f"if {test}: {n} += 1", stmt_at)
        e(ind + 3, f"{keys}.append({n})", stmt_at)
    e(ind + 2, f"{best} = {pick}({keys})", stmt_at)
    x, key = w.temp(), w.temp()
    e(ind + 2, f"{out} = []", stmt_at)
    e(ind + 2, f"for {x}, {key} in zip({v}, {keys}):", stmt_at)
    e(ind + 3, f"if {key} == {best}: {out}.append({x})", stmt_at)
    e(ind, "else:", stmt_at)
    e(ind + 1, f"{out} = []", stmt_at)
    return out


def _count_key(w, fnode, sc, elem):
    """(parameter variable, its cards' expression, card test, position of the count) when the
    function `fnode` is `x -> count(cards of x, c -> c.kind == k)` or `... c -> c.attr)` (see
    `_card_test`), whose value `runtime/codegen_rt.count_kind` / `count_attr` would give; else None."""
    lam, def_sc = _lambda_of(fnode, sc)
    if lam is None:
        return None
    b = lam["b"]
    if b["t"] != "call" or b["f"] != "count" or len(b["a"]) != 2 or b.get("k"):
        return None
    inner = Scope(def_sc)
    var = w.bind(inner, lam["p"], elem)
    test = _card_test(w, b["a"][1], inner) if w.typ(b["a"][0], inner) == "cards" else None
    if test is None:
        return None
    return var, w.E(b["a"][0], inner, b.get("at", ""), live=True), test, b.get("at", "")


def c_rank(w, node, sc, at):
    tb = w.pyfunc(node["k"]["tiebreak"], sc, w.elem(node["a"][0], sc)) if "tiebreak" in node["k"] else "None"
    return f"_rt.rank(s, {_a(w, node, sc, at, 0)}, {at!r}, {_f(w, node, sc, at, 1)}, {tb})"


def c_minmax(w, node, sc, at):
    return f"{node['f']}({_a(w, node, sc, at, 0)}, {_a(w, node, sc, at, 1)})"


def c_of(w, node, sc, at):
    pick = "max" if node["f"] == "max_of" else "min"
    return f"_rt.of(s, {_a(w, node, sc, at, 0)}, {at!r}, {_f(w, node, sc, at, 1)}, {pick})"


def c_product(w, node, sc, at):
    return f"_rt.product(s, {_a(w, node, sc, at, 0)}, {at!r}, {_f(w, node, sc, at, 1)})"


def c_range(w, node, sc, at):
    return f"_rt.range_(s, {_a(w, node, sc, at, 0)}, {_a(w, node, sc, at, 1)}, {at!r})"


def c_sort_by(w, node, sc, at):
    return f"_rt.sort_by(s, {_a(w, node, sc, at, 0)}, {at!r}, {_f(w, node, sc, at, 1)})"


def c_largest(w, node, sc, at):
    sign = -1 if node["f"] == "largest" else 1
    return (f"_rt.largest(s, {_a(w, node, sc, at, 0)}, {_late(w, node['a'][1], sc, at)}, {at!r}, "
            f"{_f(w, node, sc, at, 2)}, {sign})")


def c_group_by(w, node, sc, at):
    return f"_rt.group_by(s, {_a(w, node, sc, at, 0)}, {at!r}, {_f(w, node, sc, at, 1)})"


def c_distinct(w, node, sc, at):
    f = _f(w, node, sc, at, 1) if len(node["a"]) > 1 else "None"
    return f"_rt.distinct(s, {_a(w, node, sc, at, 0)}, {at!r}, {f})"


def c_clockwise_from(w, node, sc, at):
    return f"_rt.clockwise({_a(w, node, sc, at, 0)}, s.n)"


def c_next_player(w, node, sc, at):
    return f"(({_a(w, node, sc, at, 0)}) + 1) % s.n"


def c_occupants(w, node, sc, at):
    return f"list(s.occupants.get({_a(w, node, sc, at, 0, False)}.id, ()))"


def c_placed(w, node, sc, at):
    return f"list(s.placed[{_a(w, node, sc, at, 0, False)}])"


def c_kinds(w, node, sc, at):
    return f"list({w.const(w.P.group_kinds)}.get({_a(w, node, sc, at, 0, False)}, ()))"


def c_values(w, node, sc, at):
    a = node["a"][0]
    if a["t"] == "const" and a["v"] in w.P.enums:
        return f"list({w.const(w.P.enums[a['v']])})"
    return f"list({w.const(w.P.enums)}[{_a(w, node, sc, at, 0, False)}])"


def c_arrival(w, node, sc, at):
    target = node["a"][0]
    if target.get("t") != "counter":
        raise Unsupported("arrival of no counter")
    return f"s.arrival[{w.counter_slot(target, sc, at)}]"


def c_random_pick(w, node, sc, at):
    return f"_rt.random_pick(s, {_a(w, node, sc, at, 0)}, {at!r})"


def c_sample(w, node, sc, at):
    return f"_rt.sample(s, {_a(w, node, sc, at, 0)}, {_late(w, node['a'][1], sc, at)}, {at!r})"


def c_choose(w, node, sc, at):
    label, p = node["k"]["as"]["v"], node["a"][0]
    xs = _a(w, node, sc, at, 1)
    if "show" in node["k"]:
        show = w.pyfunc(node["k"]["show"], sc, w.elem(node["a"][1], sc))
        return f"_rt.choose(s, {_late(w, p, sc, at)}, {xs}, {label!r}, {at!r}, {show})"
    if w.pure(p):          # the player is read only when there is something to ask: pure, read early
        spot = w.hoisted(node)
        if spot is not None:           # evaluated first in its statement: written out before it
            ind, stmt_at = spot
            opts, out = w.temp(), w.temp()
            e = w.emit
            e(ind, f"{opts} = list({xs})", stmt_at)
            empty = f"'{label}': there is nothing to choose from"        # the interpreter's error
            e(ind, f"if not {opts}: raise _RuleError({empty!r}, {at!r})", stmt_at)
            if w.blocks:
                _random_choice_here(w, ind, stmt_at, opts, out, w.E(p, sc, at))
                return out
            e(ind, f"{out} = ({opts}[0] if s.forced is None else _rt.forced_one(s, {w.E(p, sc, at)}, {label!r}, "
                   f"{opts}, {at!r})) if len({opts}) == 1 else "
                   f"{opts}[s.decide({w.E(p, sc, at)}, {label!r}, {opts}, 1, 1, False, {at!r})[0]]", stmt_at)
            return out
        return f"_rt.choose_v(s, {w.E(p, sc, at)}, {xs}, {label!r}, {at!r})"
    return f"_rt.choose(s, {_late(w, p, sc, at)}, {xs}, {label!r}, {at!r})"


def _random_choice_here(w, ind, at, opts, out, player):
    """With block charges (played by fresh random players only, Game.play): a choice of one of
    several options drawn here, as the random decider draws it (runtime/game.py,
    `_random_decider`: `below(n)` from the seat's generator, counted and recorded); one option
    is taken without asking (no play with block charges tells forced choices)."""
    e = w.emit
    n, b, r, g = w.temp(), w.temp(), w.temp(), w.temp()
    e(ind, f"if len({opts}) == 1:", at)
    e(ind + 1, f"{out} = {opts}[0]", at)
    e(ind, "else:", at)
    i = ind + 1
    e(i, f"{n} = len({opts})", at)
    e(i, f"{b} = {n}.bit_length()", at)
    e(i, f"{g} = s.draw_bits[{player}]", at)
    e(i, f"{r} = {g}({b})", at)
    e(i, f"while {r} >= {n}: {r} = {g}({b})", at)
    e(i, "s.decisions += 1", at)
    e(i, f"s.history.append([{r}])", at)
    e(i, f"{out} = {opts}[{r}]", at)


def c_choose_some(w, node, sc, at):
    label, p = node["k"]["as"]["v"], node["a"][0]
    xs = _a(w, node, sc, at, 1)
    hi = w.E(node["k"]["max"], sc, at) if "max" in node["k"] else "None"
    lo = w.E(node["k"]["min"], sc, at) if "min" in node["k"] else "None"
    if w.pure(p):
        spot = w.hoisted(node)
        if spot is not None:           # evaluated first in its statement: written out before it
            return _choose_some_here(w, spot, xs, hi, lo, w.E(p, sc, at), label, at, _fresh(node["a"][1]))
        return f"_rt.choose_some_v(s, {xs}, {hi}, {lo}, {w.E(p, sc, at)}, {label!r}, {at!r})"
    return f"_rt.choose_some(s, {xs}, {hi}, {lo}, {_late(w, p, sc, at)}, {label!r}, {at!r})"


def _choose_some_here(w, spot, xs, hi, lo, p, label, at, fresh=False):
    """`_rt.choose_some_v` written out: the options (a new list is not copied), max and min in
    that order, then the decision unless only one answer is legal."""
    ind, stmt_at = spot
    opts, n, top, bottom, out = w.temp(), w.temp(), w.temp(), w.temp(), w.temp()
    e = w.emit
    e(ind, f"{opts} = {xs}" if fresh else f"{opts} = list({xs})", stmt_at)
    e(ind, f"{n} = len({opts})", stmt_at)
    if hi == "None":
        e(ind, f"{top} = {n}", stmt_at)
    else:
        e(ind, f"{top} = {hi}", stmt_at)
    if lo != "None":
        e(ind, f"{bottom} = {lo}", stmt_at)
    if hi != "None":
        e(ind, f"{top} = {n} if {top} is None else max(0, min({top}, {n}))", stmt_at)
    if lo == "None":
        e(ind, f"{bottom} = 0", stmt_at)
    else:
        e(ind, f"{bottom} = 0 if {bottom} is None else max(0, min({bottom}, {top}))", stmt_at)
    e(ind, f"if {top} == 0:", stmt_at)
    e(ind + 1, f"{out} = []", stmt_at)
    e(ind, f"elif {bottom} == {n}:", stmt_at)
    e(ind + 1, f"{out} = {opts}", stmt_at)
    e(ind, "else:", stmt_at)
    e(ind + 1, f"{out} = []", stmt_at)
    e(ind + 1, f"for _i in sorted(s.decide({p}, {label!r}, {opts}, {bottom}, {top}, True, {at!r})): {out}.append({opts}[_i])",
      stmt_at)
    return out


def c_alive(w, node, sc, at):
    return f"(not s.eliminated[{_a(w, node, sc, at, 0, False)}])"


def c_total_score(w, node, sc, at):
    return f"s.total({_a(w, node, sc, at, 0, False)})"


def c_knows(w, node, sc, at):
    return f"s.can_see({_a(w, node, sc, at, 0)}, {_a(w, node, sc, at, 1)})"


def c_in_play(w, node, sc, at):
    return f"_rt.in_play(s, {_a(w, node, sc, at, 0, False)})"


# -- statements --

def _to(w, node, sc, at):
    """The target zone of draw / take: to=, or the hand of `me`."""
    if "to" in node["k"]:
        return w.zone_ref(node["k"]["to"], sc, at)
    if w.P.hand_base is None or "me" not in sc.names:
        raise Unsupported("no target zone")
    return f"({w.P.hand_base} + {sc.names['me']})"


def c_move(w, node, sc, at):
    cards = _a(w, node, sc, at, 0)
    to = node["a"][1]
    if w.pure_zone(to):
        return f"_rt.move_to(s, {cards}, {w.zone_ref(to, sc, at)}, {at!r})"
    return f"_rt.move(s, {cards}, (lambda: {w.zone_ref(to, sc, at)}), {at!r})"


def c_draw(w, node, sc, at):
    src = w.zone_ref(node["a"][0], sc, at)
    n = _a(w, node, sc, at, 1, False)
    return (f"_rt.draw(s, {src}, {n}, {_to(w, node, sc, at)}, {at!r}, {w.const(w.P.refill)}, "
            f"_P.eval_unit)")


def c_take(w, node, sc, at):
    kind = node["a"][0]["v"]
    n = _a(w, node, sc, at, 1, False)
    z = w.P.start_zone[kind]
    return f"_rt.take(s, {n}, {kind!r}, {z}, (lambda: {_to(w, node, sc, at)}), {at!r})"


def c_discard(w, node, sc, at):
    return f"_rt.discard(s, {_a(w, node, sc, at, 0)}, {w.const(w.P.discard_zone)}, {at!r})"


def c_shuffle(w, node, sc, at):
    return f"s.shuffle({w.zone_ref(node['a'][0], sc, at)})"


def c_peek(w, node, sc, at):
    return f"_rt.peek(s, {_a(w, node, sc, at, 0, False)}, {_a(w, node, sc, at, 1)})"


def c_reveal(w, node, sc, at):
    return f"_rt.reveal(s, {w.zone_ref(node['a'][0], sc, at)})"


def c_place(w, node, sc, at):
    return f"_rt.place(s, {_a(w, node, sc, at, 0, False)}, {_a(w, node, sc, at, 1, False)})"


def c_clear_placements(w, node, sc, at):
    return "_rt.clear_placements(s)"


def c_score(w, node, sc, at):
    return (f"_rt.score(s, {_a(w, node, sc, at, 0)}, {_a(w, node, sc, at, 1)}, "
            f"{_late(w, node['a'][2], sc, at)}, {at!r})")


def c_award(w, node, sc, at):
    groups, points, cat = (_a(w, node, sc, at, i) for i in range(3))
    return f"_rt.award(s, {points}, {cat}, {groups}, {at!r})"


def c_eliminate(w, node, sc, at):
    return f"_rt.eliminate(s, {_a(w, node, sc, at, 0, False)})"


def c_knock_out(w, node, sc, at):
    return f"_rt.knock_out(s, {_a(w, node, sc, at, 0, False)})"


def c_declare_winners(w, node, sc, at):
    return f"setattr(s, 'winners', list({_a(w, node, sc, at, 0, False)}))"


def c_transfer(w, node, sc, at):
    name, lay = node["a"][0]["v"], w.lay
    if lay.counter_index[name] is not None:
        raise Unsupported("transfer of an indexed counter")
    base, per_player = lay.counter_base[name], lay.counter_spec[name]["per_player"]
    src = f"{base} + {w.E(node['a'][1], sc, at)}" if per_player else str(base)
    dst = f"{base} + {w.E(node['a'][2], sc, at)}" if per_player else str(base)
    return f"_rt.transfer(s, {w.const(lay)}, {src}, {dst}, {w.E(node['a'][3], sc, at)})"


def c_defer_turn(w, node, sc, at):
    return "setattr(s, 'deferred', True)"


def c_players(w, node, sc, at):
    return "s.players"


def c_player_count(w, node, sc, at):
    return "s.n"


def c_round(w, node, sc, at):
    return "s.round"


CALLS = {
    "count": c_count, "sum": c_sum, "any": c_any, "all": c_any, "filter": c_filter,
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
    "score": c_score, "award": c_award, "eliminate": c_eliminate, "knock_out": c_knock_out,
    "in_play": c_in_play, "declare_winners": c_declare_winners, "transfer": c_transfer,
    "defer_turn": c_defer_turn,
}


def expression_call(w, node, sc, at) -> str:
    writer = CALLS.get(node["f"])
    if writer is None:
        raise Unsupported(f"function {node['f']}")
    return writer(w, node, sc, node.get("at", ""))


# list functions whose value is a new list (never a zone's own list, nor a list held elsewhere)
FRESH = ("filter", "top", "sort_by", "sample", "largest", "smallest", "choose_some", "most", "fewest",
         "distinct")


def _fresh(node) -> bool:
    """Whether the value of `node` is a new list of its own (no copy needed to keep it)."""
    return node["t"] == "list" or (node["t"] == "call" and node["f"] in FRESH)


def _moved(w, node, sc, ind, at) -> tuple[str, bool]:
    """The cards of a move evaluated into a temporary, as the closure's `_cards` gives them:
    (variable, whether it holds one card rather than a list). A new list is not copied again."""
    xs, typ, m = w.top_expr(node, sc, at, ind), w.typ(node, sc), w.temp()
    fresh = typ == "cards" and (node["t"] in ("zone", "pzone") or _fresh(node))   # a zone: list(...) of it
    if (typ == "card" or fresh) and xs.startswith("_t") and xs.isidentifier():
        return xs, typ == "card"          # already in a temporary (written out before)
    if typ == "card" or fresh:
        w.emit(ind, f"{m} = {xs}", at)
    else:
        w.emit(ind, f"{m} = _rt.cards({xs})", at)
    return m, typ == "card"


def _move_here(w, ind, at, card, to, src=None):
    """`State.move` of one card written out (the caller tests `w.plain_move()`); `src`: the zone the
    card is known to lie in (see `_source`), which spares looking it up."""
    w.emit(ind, f"s.zl[{src if src is not None else f's.where[{card}.id]'}].remove({card})", at)
    w.emit(ind, f"s.zl[{to}].append({card})", at)
    w.emit(ind, f"s.where[{card}.id] = {to}", at)


# list functions whose value is a part of their list argument (at that index), each card once
PART_OF = {"top": 0, "filter": 0, "sample": 0, "sort_by": 0, "largest": 0, "smallest": 0, "most": 0,
           "fewest": 0, "distinct": 0, "choose_some": 1, "first": 0, "last": 0, "choose": 1, "random_pick": 0}


def _source(w, node, sc, at) -> tuple[str, str] | None:
    """(zone, how) when every card of the value of `node` lies in one zone that cannot fail,
    each card once, and nothing in `node` moves a card: how is "all" (the zone's cards in
    order), "front" (its first cards in order) or "some". A move of them then removes them
    from that zone without looking up where each lies, and the first two without a search."""
    if moves_cards(node):
        return None
    how = "all"
    while node["t"] == "call" and node["f"] in PART_OF and len(node["a"]) > PART_OF[node["f"]]:
        how = "front" if node["f"] == "top" and how == "all" else "some"
        node = node["a"][PART_OF[node["f"]]]
    if w.typ(node, sc) != "cards" or not w.zone_only(node, sc):
        return None
    return w.zone_ref(node, sc, at), how


def _take_off(w, ind, at, src, m):
    """The cards `m` taken off their zone at once: all its cards, or its first ones (`_source`)."""
    zone, how = src
    w.emit(ind, f"s.zl[{zone}].clear()" if how == "all" else f"del s.zl[{zone}][:len({m})]", at)


def s_move(w, node, sc, ind, at) -> bool:
    """`move(cards, zone)` to a zone that cannot fail: the work charge, then the moves in place
    for a plain State (`w.plain_move()`; a logged play reports each move through its `State.move`)."""
    if not w.pure_zone(node["a"][1]):
        return False
    call_at = node.get("at", "")
    src = _source(w, node["a"][0], sc, at)
    m, one = _moved(w, node["a"][0], sc, ind, at)
    e = w.emit
    w.work(ind, f"{MOVE_COST}" if one else f"{MOVE_COST} * len({m})", at)
    w.work_check(ind, call_at, at)
    to = w.zone_ref(node["a"][1], sc, at)
    if not to.isdigit():                  # a seat's zone: its number once
        z = w.temp()
        e(ind, f"{z} = {to}", at)
        to = z
    e(ind, f"if {w.plain_move()}:", at)
    if one:
        _move_here(w, ind + 1, at, m, to, src and src[0])
    elif src is not None and src[1] != "some":
        # the zone's cards, or its first ones, in order: taken off it at once, put on the
        # target in the same order (as one by one: also when the target is the zone itself)
        _take_off(w, ind + 1, at, src, m)
        e(ind + 1, f"s.zl[{to}].extend({m})", at)
        e(ind + 1, "_w = s.where", at)
        e(ind + 1, f"for _c in {m}: _w[_c.id] = {to}", at)
    else:
        target, origin = w.temp(), src[0] if src is not None else None
        e(ind + 1, f"{target} = s.zl[{to}]", at)
        if origin is not None:
            e(ind + 1, f"_z = s.zl[{origin}]", at)
        e(ind + 1, f"for _c in {m}:", at)
        e(ind + 2, "_z.remove(_c)" if origin is not None else "s.zl[s.where[_c.id]].remove(_c)", at)
        e(ind + 2, f"{target}.append(_c)", at)
        e(ind + 2, f"s.where[_c.id] = {to}", at)
    e(ind, "else:", at)
    e(ind + 1, f"s.move({f'[{m}]' if one else m}, {to})", at)
    return True


def s_discard(w, node, sc, ind, at) -> bool:
    """`discard(cards)`: the work charge, then each card to its kind's discard pile, in place
    for a plain State."""
    call_at = node.get("at", "")
    dz = w.P.discard_zone
    src = _source(w, node["a"][0], sc, at)
    m, one = _moved(w, node["a"][0], sc, ind, at)
    e = w.emit
    w.work(ind, f"{MOVE_COST}" if one else f"{MOVE_COST} * len({m})", at)
    w.work_check(ind, call_at, at)
    piles = w.const(dz)
    if not one and src is not None and src[1] != "some" and all(z is not None for z in dz.values()):
        # a zone's cards, or its first ones, in order, none without a pile: taken off the zone at
        # once, each put on its pile (a card whose pile is that zone ends up there, as one by one)
        e(ind, f"if {w.plain_move()}:", at)
        _take_off(w, ind + 1, at, src, m)
        e(ind + 1, f"for _c in {m}:", at)
        e(ind + 2, f"_z = {piles}[_c.kind]", at)
        e(ind + 2, "s.zl[_z].append(_c)", at)
        e(ind + 2, "s.where[_c.id] = _z", at)
        e(ind, "else:", at)
        e(ind + 1, f"for _c in {m}: s.move((_c,), {piles}[_c.kind])", at)
        return True
    i = ind
    if not one:
        e(ind, f"for _c in {m}:", at)
        i, m = ind + 1, "_c"
    to = w.temp()
    e(i, f"{to} = {piles}[{m}.kind]", at)
    if any(z is None for z in dz.values()):
        e(i, f"if {to} is None: raise _RuleError(f\"cards '{{{m}.kind}}' have no discard pile\", {call_at!r})", at)
    e(i, f"if {w.plain_move()}:", at)
    _move_here(w, i + 1, at, m, to, src and src[0])
    e(i, "else:", at)
    e(i + 1, f"s.move(({m},), {to})", at)
    return True


def s_draw(w, node, sc, ind, at) -> bool:
    """`draw(zone, n, to=...)`: the zones and the number first (as the closure evaluates them),
    then per card the work charge, a refill of the empty zone where it has one, and the top
    card moved in place for a plain State."""
    call_at = node.get("at", "")
    e = w.emit
    z, k, to = w.temp(), w.temp(), w.temp()
    e(ind, f"{z} = {w.zone_ref(node['a'][0], sc, at)}", at)
    e(ind, f"{k} = {_a(w, node, sc, at, 1, False)}", at)
    e(ind, f"{to} = {_to(w, node, sc, at)}", at)
    e(ind, f"for _n in range({k}):", at)
    i = ind + 1
    w.work(i, f"{MOVE_COST}", at)
    # looked at with block charges too: the number of cards drawn is the rules' own (a billion)
    e(i, f"if {w.work_spent()}: raise _oow(s, {call_at!r})", at)
    if w.P.refill:
        e(i, f"if not s.zl[{z}] and not _rt.refill(s, {z}, {w.const(w.P.refill)}, _P.eval_unit): break", at)
    else:                                   # no zone of the rules refills
        e(i, f"if not s.zl[{z}]: break", at)
    e(i, f"if {w.plain_move()}:", at)
    e(i + 1, f"_c = s.zl[{z}].pop(0)", at)          # the top card, which lies there
    e(i + 1, f"s.zl[{to}].append(_c)", at)
    e(i + 1, f"s.where[_c.id] = {to}", at)
    e(i, "else:", at)
    e(i + 1, f"s.move((s.zl[{z}][0],), {to})", at)
    return True


def s_place(w, node, sc, ind, at) -> bool:
    """`place(seat, card)`: the seat among the card's occupants, the card among the seat's
    placements, then the state's `on_place` hook (a logged play reports it) if it has one."""
    seat_node, card_node = node["a"]
    e = w.emit
    seat, card = w.temp(), w.temp()
    e(ind, f"{seat} = {w.E(seat_node, sc, at)}", at)
    # the seat cannot fail: the card's expression is then the first one evaluated
    e(ind, f"{card} = {w.top_expr(card_node, sc, at, ind) if w.pure(seat_node) else w.E(card_node, sc, at)}", at)
    e(ind, f"s.occupants.setdefault({card}.id, []).append({seat})", at)
    e(ind, f"s.placed[{seat}].append({card})", at)
    e(ind, f"if s.on_place is not None: s.on_place({seat}, {card})", at)
    return True


def s_take(w, node, sc, ind, at) -> bool:
    """`take(kind, n, to=...)`: the first n cards of that kind from where they start, the work
    charged (the zone looked through and the cards moved), then the target zone and the moves
    in place for a plain State."""
    call_at = node.get("at", "")
    kind = node["a"][0]["v"]
    z = w.P.start_zone[kind]
    e = w.emit
    k, got, to = w.temp(), w.temp(), w.temp()
    e(ind, f"{k} = {_a(w, node, sc, at, 1, False)}", at)
    e(ind, f"if {k} > 0:", at)
    i = ind + 1
    # the first k of that kind: the zone looked through only until they are found (the work
    # charged is that of looking through all of it, as the closure charges)
    e(i, f"{got} = []", at)
    e(i, f"for _c in s.zl[{z}]:", at)
    e(i + 1, f"if _c.kind == {kind!r}:", at)
    e(i + 2, f"{got}.append(_c)", at)
    e(i + 2, f"if len({got}) == {k}: break", at)
    w.work(i, f"len(s.zl[{z}]) + {MOVE_COST} * len({got})", at)
    w.work_check(i, call_at, at)
    e(i, f"{to} = {_to(w, node, sc, at)}", at)
    e(i, f"if {w.plain_move()}:", at)
    e(i + 1, f"for _c in {got}:", at)
    _move_here(w, i + 2, at, "_c", to, str(z))
    e(i, "else:", at)
    e(i + 1, f"s.move({got}, {to})", at)
    return True


def statement_call(w, node, sc, ind, at) -> bool:
    """Calls written as statements of their own (True), not as one expression: `do`, `move`
    to a zone that cannot fail, `discard`, `draw`, `place`, `take`."""
    if node["f"] == "move":
        return s_move(w, node, sc, ind, at)
    if node["f"] == "discard":
        return s_discard(w, node, sc, ind, at)
    if node["f"] == "draw":
        return s_draw(w, node, sc, ind, at)
    if node["f"] == "place":
        return s_place(w, node, sc, ind, at)
    if node["f"] == "take":
        return s_take(w, node, sc, ind, at)
    if node["f"] != "do":
        return False
    P = w.P
    action = node["a"][1]["v"]
    units = list(P.actions.get(action, {}).values())
    slots = units[0].slots if units else {}
    if any(u.slots != slots for u in units):
        raise Unsupported("action whose kinds order their parameters differently")
    kw = dict(node["k"])
    me_node = kw.pop("me", None)
    if me_node is not None:
        me = w.E(me_node, sc, at)
    elif "me" in sc.names:
        me = sc.names["me"]
    else:
        me = "None"
    order = sorted(slots, key=slots.get)[2:]            # the action's parameters after me, this
    if any(k not in slots for k in kw):
        raise Unsupported("action parameter unknown to its units")
    table = w.g.direct("do", action)
    x, u = w.temp(), w.temp()
    target = w.E(node["a"][0], sc, at)
    call_at = at            # the statement's position: where an error of the call is located
    # with block charges, a small unit that every kind with the action shares (or the named
    # kind's) is written in place of the call (Generator.inline_code); the kinds that have it
    # are those the call's table has
    shared = {id(x): x for x in units}
    code = w.g.inline_code(next(iter(shared.values()))) if len(shared) == 1 else None
    kinds = w.const(frozenset(P.actions.get(action, {})))
    if node["a"][0]["t"] == "const" and isinstance(node["a"][0]["v"], str):
        # a kind named: no card, and the unit known now (none: nothing to do)
        unit = P.actions.get(action, {}).get(node["a"][0]["v"])
        code = w.g.inline_code(unit) if unit is not None else None
        if code is not None:
            w.emit(ind, "if True:", call_at)
        else:
            w.emit(ind, f"{u} = {w.g.direct('unit', action + '/' + node['a'][0]['v']) if unit else None}", call_at)
        this = "None"
    elif w.typ(node["a"][0], sc) == "card":
        w.emit(ind, f"{x} = {target}", call_at)
        if code is not None:
            w.emit(ind, f"if {x}.kind in {kinds}:", call_at)
        else:
            w.emit(ind, f"{u} = {table}.get({x}.kind)", call_at)
        this = x
    else:
        w.emit(ind, f"{x} = {target}", call_at)
        if code is not None:
            w.emit(ind, f"if ({x}.kind if type({x}) is _Card else {x}) in {kinds}:", call_at)
        else:
            w.emit(ind, f"{u} = {table}.get({x}.kind if type({x}) is _Card else {x})", call_at)
        this = f"({x} if type({x}) is _Card else None)"
    if code is None:
        w.emit(ind, f"if {u} is not None:", call_at)
    if list(kw) == order[:len(kw)]:                      # written in the parameters' order
        args = [me, this] + [w.E(kw[k], sc, at) for k in kw]
        args += ["None"] * (len(order) - len(kw))
    else:                                                # the values in the order written first
        m = w.temp()
        w.emit(ind + 1, f"{m} = {me}", call_at)
        temps = {}
        for k, v in kw.items():
            temps[k] = w.temp()
            w.emit(ind + 1, f"{temps[k]} = {w.E(v, sc, at)}", call_at)
        args = [m, this] + [temps.get(k, "None") for k in order]
    if code is not None:
        w.inline(code, args, ind + 1, call_at)
    else:
        w.call_out(ind + 1, f"{u}(s, {', '.join(args)})", call_at)
    return True
