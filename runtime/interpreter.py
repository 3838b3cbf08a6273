"""Compile IR statements and expressions once into Python closures, then run them.

Every compiled expression is `f(s, fr) -> value` and every statement `f(s, fr) -> None`,
where `s` is the `State` and `fr` the frame (a list of local slots) of the running code
unit (setup, a phase, end_of_game, one card action). Names are resolved to slot numbers at
compile time; lambdas share the frame of the unit that defines them, so they can read the
unit's locals. Values: players are ints, cards `Card` objects, kinds / enum values /
options / labels / categories plain strings, lists Python lists (never mutated in place).

A zone used as a value is copied, except where the consumer only reads it (count, filter,
...): then the live list is passed for speed.

Every evaluation ends within a budget (docs/language.md, "Limits"): `s.steps` counts down
statements, rounds and turns; `s.work` counts down everything else that takes time, charged
in bulk where it happens: the elements a function visits (one per element, whatever its
function does, since that is bounded by the size of the code), cards moved, numbers made by
range(), and MOVE_COST for each card moved (moving a card takes several times as long as
visiting an element). Numbers stay within [-MAX_NUMBER, MAX_NUMBER].
"""
from __future__ import annotations

from collections import deque

from .errors import MAX_NUMBER, GameAbort, RuleError, number_out_of_range
from .state import Card, Layout, State


class Unit:
    """A compiled block with its own frame: `run(s, fr)`, frame size, slots of its parameters."""

    __slots__ = ("run", "nslots", "slots")

    def __init__(self, run, nslots: int, slots: dict[str, int]):
        self.run, self.nslots, self.slots = run, nslots, slots

    def new_frame(self) -> list:
        return [None] * self.nslots


class _Counter:
    """Slot allocator shared by all scopes of one unit."""

    def __init__(self):
        self.n = 0

    def new(self) -> int:
        self.n += 1
        return self.n - 1


class Scope:
    def __init__(self, unit: _Counter, parent: "Scope | None" = None):
        self.unit = unit
        self.names = dict(parent.names) if parent else {}
        self.lambdas = dict(parent.lambdas) if parent else {}

    def bind(self, name: str) -> int:
        slot = self.unit.new()
        self.names[name] = slot
        return slot


MOVE_COST = 4


def _when(s) -> str:
    return f"; round {s.round}" if s.round else ""


def out_of_steps(s, at: str) -> RuleError:
    return RuleError(f"step budget exhausted ({s.budget[0]:,} statements, rounds and turns{_when(s)})", at)


def out_of_work(s, at: str) -> RuleError:
    return RuleError(f"step budget exhausted ({s.budget[1]:,} steps of work: list elements visited, "
                     f"numbers made, cards moved{_when(s)})", at)


def unexpected(ex: Exception, at: str, label: str) -> RuleError:
    """A Python error raised by rule code, as a rule error of the statement that ran."""
    if isinstance(ex, RecursionError):
        return RuleError("rules nested too deeply to run", at, label)
    if isinstance(ex, TypeError) and "float" in str(ex):
        return RuleError(f"a whole number is needed here ({ex})", at, label)
    return RuleError(f"{type(ex).__name__}: {ex}", at, label)


def bounded(x, at: str):
    """`x` when it is a number within the bounds (or not a number), else the rule error."""
    if type(x) is int and not -MAX_NUMBER <= x <= MAX_NUMBER:
        raise number_out_of_range(x, at)
    return x


class Program:
    """Everything the IR says, compiled. Built once per ruleset; shared by all plays."""

    def __init__(self, ir: dict, layout: Layout):
        self.ir = ir
        self.lay = layout
        self.params = {n: p["value"] for n, p in ir["parameters"].items()}
        self.enums = ir["enums"]
        self.kind_names = list(ir["kinds"])
        self.group_kinds: dict[str, list[str]] = {}
        for k, spec in ir["kinds"].items():
            if spec["group"]:
                self.group_kinds.setdefault(spec["group"], []).append(k)
        self.discard_zone = {k: (layout.zone_base[spec["discard_to"]] if spec["discard_to"] else None)
                             for k, spec in ir["kinds"].items()}
        self.start_zone = {k: layout.zone_base[spec["starts_in"]] for k, spec in ir["kinds"].items()}
        self.hand_base = layout.zone_base.get(ir.get("hand_zone")) if ir.get("hand_zone") else None
        # refills: zone id -> (source zone id, condition unit or None)
        self.refill: dict[int, tuple[int, Unit | None]] = {}
        for name, spec in ir["zones"].items():
            if spec.get("refill_from"):
                cond = self.expr_unit(spec["refill_if"], label=f"zones.{name}.refill_if") if spec.get("refill_if") else None
                src = spec["refill_from"]
                for off in (range(layout.max_players) if spec["per_player"] else [0]):
                    src_off = off if ir["zones"][src]["per_player"] else 0
                    self.refill[layout.zone_base[name] + off] = (layout.zone_base[src] + src_off, cond)
        # actions: compile each kind's own code and each group's default once
        self.actions: dict[str, dict[str, tuple[Unit, list[tuple[str, int]]]]] = {}
        group_units: dict[tuple[str, str], Unit | None] = {}
        for g, spec in ir["groups"].items():
            for a, aspec in spec["actions"].items():
                if aspec["default"] is not None:
                    group_units[(g, a)] = self.unit(aspec["default"], ["me", "this", *aspec["params"]],
                                                    f"groups.{g}.actions.{a}")
        for k, spec in ir["kinds"].items():
            g = spec["group"]
            gactions = ir["groups"][g]["actions"] if g else {}
            names = set(spec["actions"]) | set(gactions)
            for a in names:
                params = list(gactions.get(a, {}).get("params", {}))
                if a in spec["actions"]:
                    unit = self.unit(spec["actions"][a] or [], ["me", "this", *params], f"cards.{k}.actions.{a}")
                else:
                    unit = group_units.get((g, a))
                if unit is not None:
                    self.actions.setdefault(a, {})[k] = unit
        self.counter_start = {n: self.expr_unit(c["start"], label=f"counters.{n}.start")
                              for n, c in ir["counters"].items()}
        self.var_start = {n: self.expr_unit(v["start"], label=f"variables.{n}.start")
                          for n, v in ir["variables"].items()}
        self.setup = self.unit(ir["setup"] or [], [], "setup")
        self.rounds = self.expr_unit(ir["rounds"], label="rounds") if ir.get("rounds") else None
        self.phases = [(p["name"], self.unit(p["do"] or [], [], f"phases.{p['name']}")) for p in ir["phases"]]
        self.end_of_game = self.unit(ir["end_of_game"] or [], [], "end_of_game")

    # ---- units -------------------------------------------------------------------------

    def unit(self, stmts: list, params: list[str], label: str = "") -> Unit:
        """`label` names the unit in rule errors (its place in the ruleset, e.g. "setup")."""
        counter = _Counter()
        sc = Scope(counter)
        slots = {p: sc.bind(p) for p in params}
        run = self.block(stmts, sc, label)
        return Unit(run, counter.n, slots)

    def expr_unit(self, node, params: tuple[str, ...] = (), label: str = "") -> Unit:
        counter = _Counter()
        sc = Scope(counter)
        slots = {p: sc.bind(p) for p in params}
        f = self.E(node, sc)
        at = node.get("at", "") if isinstance(node, dict) else ""

        def run(s, fr):
            try:
                return f(s, fr)
            except RuleError as ex:
                raise ex.located(at, label)
            except GameAbort:
                raise
            except Exception as ex:
                raise unexpected(ex, at, label) from ex
        return Unit(run, counter.n, slots)

    @staticmethod
    def eval_unit(unit: Unit, s: State):
        return unit.run(s, unit.new_frame())

    # ---- statements --------------------------------------------------------------------

    def block(self, stmts: list, parent: Scope, label: str = ""):
        sc = Scope(parent.unit, parent)
        pairs = []
        for st in stmts:
            f = self.stmt(st, sc)
            if f is not None:
                pairs.append((f, st.get("at", "")))
        pairs = tuple(pairs)

        def run(s, fr):
            for f, at in pairs:
                s.steps -= 1
                if s.steps < 0:
                    raise out_of_steps(s, at)
                try:                             # costs nothing until something is raised
                    f(s, fr)
                except RuleError as ex:
                    raise ex.located(at, label)
                except GameAbort:
                    raise
                except Exception as ex:          # a rules problem that escaped a more precise check
                    raise unexpected(ex, at, label) from ex
        return run

    def stmt(self, st: dict, sc: Scope):
        t = st["t"]
        at = st.get("at", "")
        if t == "let":
            v = st["v"]
            if v is None:          # a function nobody used
                return None
            if v["t"] == "lambda":
                sc.lambdas[st["n"]] = self.lam(v, sc)
                return None
            e = self.E(v, sc)
            slot = sc.bind(st["n"])

            def let(s, fr):
                fr[slot] = e(s, fr)
            return let
        if t == "if":
            c = self.E(st["c"], sc)
            then = self.block(st["then"], sc)
            other = self.block(st["else"], sc) if st["else"] else None

            def if_(s, fr):
                if c(s, fr):
                    then(s, fr)
                elif other is not None:
                    other(s, fr)
            return if_
        if t == "for":
            xs = self.E(st["in"], sc)
            inner = Scope(sc.unit, sc)
            slot = inner.bind(st["n"])
            body = self.block(st["b"], inner)

            def for_(s, fr):
                for x in xs(s, fr):
                    fr[slot] = x
                    body(s, fr)
            return for_
        if t == "turns":
            xs = self.E(st["in"], sc)
            inner = Scope(sc.unit, sc)
            slot = inner.bind(st["n"])
            body = self.block(st["b"], inner)

            def turns(s, fr):
                queue = deque(xs(s, fr))
                outer = s.deferred
                while queue:
                    s.steps -= 1         # a turn costs a step even when its body is empty
                    if s.steps < 0:
                        raise out_of_steps(s, at)
                    p = queue.popleft()
                    fr[slot] = p
                    s.deferred = False
                    body(s, fr)
                    if s.deferred:       # defer_turn(): this player goes again after the others
                        queue.append(p)
                s.deferred = outer
            return turns
        if t == "setvar":
            name, v = st["n"], self.E(st["v"], sc)

            def setvar(s, fr):
                s.vars[name] = v(s, fr)
            return setvar
        if t == "setc":
            slot_of = self.counter_slot(st["c"], sc, at)
            v = self.E(st["v"], sc)
            op = st["op"]
            if op == "=":
                def setc(s, fr):
                    s.set_counter(slot_of(s, fr), v(s, fr))
            elif op == "+=":
                def setc(s, fr):
                    s.add_counter(slot_of(s, fr), v(s, fr))
            elif op == "-=":
                def setc(s, fr):
                    s.add_counter(slot_of(s, fr), -v(s, fr))
            else:
                raise RuleError(f"unknown assignment '{op}'", at)
            return setc
        if t == "do":
            return self.E(st["e"], sc, statement=True)
        raise RuleError(f"unknown statement '{t}' in the IR", at)

    # ---- expressions -------------------------------------------------------------------

    def lam(self, node: dict, sc: Scope):
        """A lambda as `g(s, fr, x)`: its parameter gets a slot in the defining unit's frame."""
        inner = Scope(sc.unit, sc)
        slot = inner.bind(node["p"])
        body = self.E(node["b"], inner)

        def g(s, fr, x):
            fr[slot] = x
            return body(s, fr)
        return g

    def F(self, node: dict, sc: Scope, at: str):
        """A function argument: an inline lambda or the name of a let-bound one."""
        if node["t"] == "lambda":
            return self.lam(node, sc)
        if node["t"] == "local" and node["n"] in sc.lambdas:
            return sc.lambdas[node["n"]]
        raise RuleError("expected a function", at)

    def zone_ref(self, node: dict, sc: Scope, at: str):
        """An expression that names a zone (not its cards): returns the zone id."""
        t = node["t"]
        if t in ("zone", "pzone") and node.get("all"):
            raise RuleError(f"'{node['n']}' has parts: name one of them, {node['n']}[value]", at)
        if t in ("zone", "pzone") and node.get("i") is not None:
            return self.zone_part_ref(node, sc, at)
        if t == "zone":
            z = self.lay.zone_base[node["n"]]
            return lambda s, fr: z
        if t == "pzone":
            base, p = self.lay.zone_base[node["n"]], self.E(node["p"], sc)
            if node["p"]["t"] == "local" and node["p"]["n"] in sc.names:
                slot = sc.names[node["p"]["n"]]
                return lambda s, fr: base + fr[slot]
            return lambda s, fr: base + p(s, fr)
        if t == "cond":
            c, a, b = self.E(node["c"], sc), self.zone_ref(node["a"], sc, at), self.zone_ref(node["b"], sc, at)
            return lambda s, fr: a(s, fr) if c(s, fr) else b(s, fr)
        raise RuleError("the runtime needs a zone written out here (zone, player.zone or if ... then ... else)", at)

    def zone_part_ref(self, node: dict, sc: Scope, at: str):
        """One part of a zone with `indexed_by`: zone[value] or player.zone[value]."""
        parts, i = self.lay.zone_parts[node["n"]], self.E(node["i"], sc)
        p = self.E(node["p"], sc) if node["t"] == "pzone" else (lambda s, fr: 0)

        def part(s, fr):
            v = i(s, fr)
            try:
                return parts[v] + p(s, fr)
            except KeyError:
                raise RuleError(f"'{v}' is not a part of zone '{node['n']}'", at) from None
        return part

    def all_parts(self, node: dict, sc: Scope):
        """The cards of all parts of a zone with `indexed_by` (one player's), in enum order."""
        bases = tuple(self.lay.zone_parts[node["n"]].values())
        p = self.E(node["p"], sc) if node["t"] == "pzone" else (lambda s, fr: 0)

        def cards(s, fr):
            seat, zl = p(s, fr), s.zl
            out = [c for b in bases for c in zl[b + seat]]
            s.work -= len(out)
            if s.work < 0:
                raise out_of_work(s, node.get("at", ""))
            return out
        return cards

    def counter_slot(self, node: dict, sc: Scope, at: str):
        name = node["n"]
        lay = self.lay
        base, stride, index = lay.counter_base[name], lay.counter_stride[name], lay.counter_index[name]
        p = self.E(node["p"], sc) if node.get("p") is not None else None
        i = self.E(node["i"], sc) if node.get("i") is not None else None
        if index is not None and i is None:
            raise RuleError(f"counter '{name}' needs an index", at)
        if p is None and i is None:
            return lambda s, fr: base
        if i is None:
            if node["p"]["t"] == "local" and node["p"]["n"] in sc.names:
                pslot = sc.names[node["p"]["n"]]
                return lambda s, fr: base + fr[pslot]
            return lambda s, fr: base + p(s, fr)

        def look(s, fr):
            k = i(s, fr)
            try:
                off = index[k]
            except KeyError:
                raise RuleError(f"'{k}' is not an index of counter '{name}'", at) from None
            return base + (p(s, fr) * stride if p is not None else 0) + off
        return look

    def E(self, node: dict, sc: Scope, live: bool = False, statement: bool = False):
        t = node["t"]
        if t in ("int", "bool"):
            v = node["v"]
            return lambda s, fr: v
        if t == "local":
            if node["n"] in sc.lambdas and node["n"] not in sc.names:
                raise RuleError(f"'{node['n']}' is a function, not a value")
            slot = sc.names[node["n"]]
            return lambda s, fr: fr[slot]
        if t == "param":
            v = self.params[node["n"]]
            return lambda s, fr: v
        if t == "var":
            n = node["n"]
            return lambda s, fr: s.vars[n]
        if t == "const":
            v = node["v"]
            return lambda s, fr: v
        if t in ("zone", "pzone") and node.get("all"):
            return self.all_parts(node, sc)
        if t == "zone" and node.get("i") is None:
            zid = self.lay.zone_base[node["n"]]
            if live:
                return lambda s, fr: s.zl[zid]
            return lambda s, fr: list(s.zl[zid])
        if t in ("zone", "pzone"):
            z = self.zone_ref(node, sc, "")
            if live:
                return lambda s, fr: s.zl[z(s, fr)]
            return lambda s, fr: list(s.zl[z(s, fr)])
        if t == "counter":
            slot = self.counter_slot(node, sc, "")
            return lambda s, fr: s.cv[slot(s, fr)]
        if t == "kindof":
            o = self.E(node["o"], sc)
            return lambda s, fr: o(s, fr).kind
        if t == "groupof":
            o, kg = self.E(node["o"], sc), self.lay.kind_group

            def groupof(s, fr):
                x = o(s, fr)
                return x.group if type(x) is Card else kg[x]
            return groupof
        if t == "cattr":
            o, n, ka = self.E(node["o"], sc), node["n"], self.lay.kind_attrs
            if node["o"]["t"] == "local" and node["o"]["n"] in sc.names:
                slot = sc.names[node["o"]["n"]]

                def cattr_local(s, fr):
                    x = fr[slot]
                    return x.attrs[n] if type(x) is Card else ka[x][n]
                return cattr_local

            def cattr(s, fr):
                x = o(s, fr)
                return x.attrs[n] if type(x) is Card else ka[x][n]
            return cattr
        if t == "table":
            o, i, at = self.E(node["o"], sc), self.E(node["i"], sc), node.get("at", "")

            def table(s, fr):
                tab, k = o(s, fr), i(s, fr)
                v = tab.get(str(k))
                if v is None:
                    raise RuleError(f"the table has no entry for {k}", at)
                return v
            return table
        if t == "item":
            o, i, at = self.E(node["o"], sc, live=True), self.E(node["i"], sc), node.get("at", "")

            def item(s, fr):
                xs, k = o(s, fr), i(s, fr)
                if not 0 <= k < len(xs):
                    raise RuleError(f"position {k} is outside a list of {len(xs)}", at)
                return xs[k]
            return item
        if t == "list":
            items = [self.E(a, sc) for a in node["a"]]
            return lambda s, fr: [f(s, fr) for f in items]
        if t == "and":
            a, b = self.E(node["a"], sc), self.E(node["b"], sc)
            return lambda s, fr: a(s, fr) and b(s, fr)
        if t == "or":
            a, b = self.E(node["a"], sc), self.E(node["b"], sc)
            return lambda s, fr: a(s, fr) or b(s, fr)
        if t == "not":
            a = self.E(node["a"], sc)
            return lambda s, fr: not a(s, fr)
        if t == "neg":            # the bounds are symmetric: -x is in range when x is
            a = self.E(node["a"], sc)
            return lambda s, fr: -a(s, fr)
        if t == "arith":
            return self.arith(node, sc)
        if t == "concat":
            a, b, at = self.E(node["a"], sc, live=True), self.E(node["b"], sc, live=True), node.get("at", "")

            def concat(s, fr):
                out = a(s, fr) + b(s, fr)
                s.work -= len(out)
                if s.work < 0:
                    raise out_of_work(s, at)
                return out
            return concat
        if t == "cmp":
            fast = self.cmp_fast(node, sc)
            if fast is not None:
                return fast
            a, b, op, at = self.E(node["a"], sc), self.E(node["b"], sc), node["op"], node.get("at", "")

            def eq(s, fr):
                x = a(s, fr)
                if type(x) is list:          # comparing lists visits their elements
                    s.work -= len(x)
                    if s.work < 0:
                        raise out_of_work(s, at)
                return x == b(s, fr)

            def ne(s, fr):
                x = a(s, fr)
                if type(x) is list:
                    s.work -= len(x)
                    if s.work < 0:
                        raise out_of_work(s, at)
                return x != b(s, fr)
            ops = {"==": eq, "!=": ne,
                   "<": lambda s, fr: a(s, fr) < b(s, fr), "<=": lambda s, fr: a(s, fr) <= b(s, fr),
                   ">": lambda s, fr: a(s, fr) > b(s, fr), ">=": lambda s, fr: a(s, fr) >= b(s, fr)}
            if op not in ops:
                raise RuleError(f"unknown comparison '{op}'")
            return ops[op]
        if t == "in":
            a, b, at = self.E(node["a"], sc), self.E(node["b"], sc, live=True), node.get("at", "")

            def in_(s, fr):
                x, xs = a(s, fr), b(s, fr)
                s.work -= len(xs)
                if s.work < 0:
                    raise out_of_work(s, at)
                return x in xs
            return in_
        if t == "cond":
            c, a, b = self.E(node["c"], sc), self.E(node["a"], sc, live), self.E(node["b"], sc, live)
            return lambda s, fr: a(s, fr) if c(s, fr) else b(s, fr)
        if t == "apply":
            g = sc.lambdas.get(node["f"])
            if g is None:
                raise RuleError(f"'{node['f']}' is not a function")
            a = self.E(node["a"], sc)
            return lambda s, fr: g(s, fr, a(s, fr))
        if t == "lambda":
            raise RuleError("a function can only be given to a call")
        if t == "call":
            builder = CALLS.get(node["f"])
            if builder is None:
                raise RuleError(f"unknown function '{node['f']}'", node.get("at"))
            return builder(self, node, sc, node.get("at", ""))
        raise RuleError(f"unknown expression '{t}' in the IR")

    def cmp_fast(self, node, sc):
        """Common shapes compiled without nested calls: x.kind == K, x == K, x.attr == K."""
        op, a, b = node["op"], node["a"], node["b"]
        if op not in ("==", "!=") or b["t"] not in ("const", "int", "bool"):
            return None
        v, eq = b["v"], op == "=="
        if a["t"] == "kindof" and a["o"]["t"] == "local" and a["o"]["n"] in sc.names:
            slot = sc.names[a["o"]["n"]]
            if eq:
                return lambda s, fr: fr[slot].kind == v
            return lambda s, fr: fr[slot].kind != v
        f = self.E(a, sc)
        if eq:
            return lambda s, fr: f(s, fr) == v
        return lambda s, fr: f(s, fr) != v

    def arith(self, node, sc):
        a, b, op, at = self.E(node["a"], sc), self.E(node["b"], sc), node["op"], node.get("at", "")
        # a result outside [-MAX_NUMBER, MAX_NUMBER] stops the game: one comparison per operation
        if op == "+":
            def add(s, fr):
                x = a(s, fr) + b(s, fr)
                if -MAX_NUMBER <= x <= MAX_NUMBER:
                    return x
                raise number_out_of_range(x, at)
            return add
        if op == "-":
            def sub(s, fr):
                x = a(s, fr) - b(s, fr)
                if -MAX_NUMBER <= x <= MAX_NUMBER:
                    return x
                raise number_out_of_range(x, at)
            return sub
        if op == "*":
            def mul(s, fr):
                x = a(s, fr) * b(s, fr)
                if -MAX_NUMBER <= x <= MAX_NUMBER:
                    return x
                raise number_out_of_range(x, at)
            return mul
        if op in ("/", "%"):
            def div(s, fr):
                x, y = a(s, fr), b(s, fr)
                if y == 0:
                    raise RuleError("division by zero", at)
                return x // y if op == "/" else x % y
            return div
        raise RuleError(f"unknown operator '{op}'", at)


# ---- calls ------------------------------------------------------------------------------
# Each builder gets (program, node, scope, at) and returns the closure.

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
        keys = [(f(s, fr, x), tb(s, fr, x) if tb else 0) for x in v]
        order = sorted(range(len(v)), key=keys.__getitem__, reverse=True)   # stable
        groups, last = [], None
        for i in order:
            if groups and keys[i] == last:
                groups[-1].append(v[i])
            else:
                groups.append([v[i]])
                last = keys[i]
        return groups
    return rank


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

    def choose(s, fr):
        opts = list(xs(s, fr))
        if not opts:
            raise RuleError(f"'{label}': there is nothing to choose from", at)
        if len(opts) == 1:           # one legal answer: nothing to ask
            return opts[0]
        answer = s.decide(p(s, fr), label, opts, 1, 1, False, at)
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
                if r is None or (r[1] is not None and not Program.eval_unit(r[1], s)):
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
        s.eliminated[p(s, fr)] = True
    return eliminate


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
    "declare_winners": c_declare_winners, "transfer": c_transfer, "defer_turn": c_defer_turn,
}
