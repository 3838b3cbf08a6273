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

The built-in functions live in runtime/builtins.py, the budget's errors in runtime/budget.py.
"""
from __future__ import annotations

from collections import deque

from .budget import out_of_steps, out_of_work, unexpected
from .builtins import CALLS
from .errors import MAX_NUMBER, GameAbort, RuleError, number_out_of_range
from .flow import Ends
from .invariants import Invariants
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
        self.zones = parent.zones if parent else {}     # a procedure's zone parameters: name -> slot

    def bind(self, name: str) -> int:
        slot = self.unit.new()
        self.names[name] = slot
        return slot


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
        # procedures: the table is filled below, calls look their unit up when they run
        self.procedures: dict[str, Unit] = {}
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
        for name, spec in ir.get("procedures", {}).items():
            self.procedures[name] = self.unit(spec["do"] or [], list(spec["params"]), f"procedures.{name}",
                                              zones=[p for p, t in spec["params"].items() if t == "zone"])
        self.counter_start = {n: self.expr_unit(c["start"], label=f"counters.{n}.start")
                              for n, c in ir["counters"].items()}
        self.var_start = {n: self.expr_unit(v["start"], label=f"variables.{n}.start")
                          for n, v in ir["variables"].items()}
        self.setup = self.unit(ir["setup"] or [], [], "setup")
        self.rounds = self.expr_unit(ir["rounds"], label="rounds") if ir.get("rounds") else None
        self.phases = [(p["name"], self.unit(p["do"] or [], [], f"phases.{p['name']}"), bool(p.get("at_round_end")))
                       for p in ir["phases"]]
        self.ends = Ends(self, ir)
        # present only when the rules have invariants: other rules pay nothing (runtime/invariants.py)
        self.invariants = Invariants(self, ir) if ir.get("invariants") else None
        self.end_of_game = self.unit(ir["end_of_game"] or [], [], "end_of_game")

    # ---- units -------------------------------------------------------------------------

    def unit(self, stmts: list, params: list[str], label: str = "", zones=()) -> Unit:
        """`label` names the unit in rule errors (its place in the ruleset, e.g. "setup");
        `zones` are parameters that hold a zone itself (its id), not a copy of its cards."""
        counter = _Counter()
        sc = Scope(counter)
        slots = {p: sc.bind(p) for p in params}
        sc.zones = {p: slots[p] for p in zones}
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
            if st.get("until") is not None:
                until = self.E(st["until"], sc)

                def for_until(s, fr):
                    for x in xs(s, fr):         # the list is taken once, at the start
                        if until(s, fr):        # checked before each element
                            return
                        fr[slot] = x
                        body(s, fr)
                return for_until

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

            until = self.E(st["until"], sc) if st.get("until") is not None else None

            def one_pass(s, fr, players):
                """Once through the queue; False when `until` held before a turn."""
                queue = deque(players)
                outer = s.deferred
                try:
                    while queue:
                        p = queue.popleft()
                        if s.eliminated[p] or s.knocked_out[p]:
                            continue     # a player who is out takes no turn
                        if until is not None and until(s, fr):
                            return False
                        s.steps -= 1     # a turn costs a step even when its body is empty
                        if s.steps < 0:
                            raise out_of_steps(s, at)
                        fr[slot] = p
                        s.deferred = False
                        s.turns_taken += 1
                        body(s, fr)
                        if s.deferred:   # defer_turn(): this player goes again after the others
                            queue.append(p)
                        if s.after_turn is not None:
                            s.after_turn(s)      # game_ends / round_ends checked after each turn
                finally:
                    s.deferred = outer
                return True

            if until is None:
                def turns(s, fr):
                    one_pass(s, fr, xs(s, fr))
                return turns

            def turns_until(s, fr):
                # round and round until the condition holds; a pass in which nobody could take
                # a turn (everyone out) ends the queue
                players = xs(s, fr)
                while True:
                    before = s.turns_taken
                    if not one_pass(s, fr, players) or s.turns_taken == before:
                        return
            return turns_until
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

    def proc_call(self, node: dict, sc: Scope):
        """A procedure call: the values first, then the body in a fresh frame of its own."""
        name, at = node["n"], node.get("at", "")
        spec = self.ir.get("procedures", {}).get(name)
        if spec is None:
            raise RuleError(f"unknown procedure '{name}'", at)
        args = tuple((p, self.zone_ref(v, sc, at) if spec["params"].get(p) == "zone" else self.E(v, sc))
                     for p, v in node["a"].items())
        table = self.procedures

        def call(s, fr):
            unit = table[name]
            nf = [None] * unit.nslots
            slots = unit.slots
            for p, v in args:
                nf[slots[p]] = v(s, fr)
            unit.run(s, nf)
        return call

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
        if t == "local" and node["n"] in sc.zones and sc.zones[node["n"]] == sc.names.get(node["n"]):
            slot = sc.zones[node["n"]]
            return lambda s, fr: fr[slot]
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
            if node["n"] in sc.zones and sc.zones[node["n"]] == slot:     # a zone parameter: its cards
                if live:
                    return lambda s, fr: s.zl[fr[slot]]
                return lambda s, fr: list(s.zl[fr[slot]])
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
        if t == "proc":
            return self.proc_call(node, sc)
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
