"""Generate Python source for a ruleset's code units and compile it once: the second engine.

The closure interpreter (runtime/interpreter.py) is the reference: it compiles every IR node into
a closure and runs them by calling one another. This module writes the same units out as plain
Python functions instead, one per unit (setup, each phase, each card action, each procedure,
end_of_game): the unit's locals are Python locals (`v0`, `v1`, ... by slot), zones and counters
are list indexes folded to constants where the IR allows it, parameters and enum values are
constants, lambdas are inlined into comprehensions, and an action or procedure call is a direct
Python call with its parameters as arguments. A play through generated code does exactly what
the interpreter does: the same statements are charged to the step budget at the same moments,
the same work is charged, the same errors carry the same position and unit, and the random
generator is drawn from in the same order (tests/test_two_engines.py compares the logs).

How a unit runs:
- each statement first charges a step (`s.steps -= 1`) and stops the game when the budget is
  spent, as the interpreter's block does;
- one `try` around the unit's body turns errors into located rule errors; the Python line
  where the error passed says which statement was running (a table per unit; zero cost until
  something is raised);
- an IR construct this module does not generate raises `Unsupported` while the unit is written,
  and that unit stays with the closure interpreter (the two kinds of unit call each other).

`install(program)` replaces the `run` of every unit it can generate; `source(program)` is the
module text (`rulewright compile RULESET --python`). Compiled code is cached per process by a
hash of the whole IR (positions included: they are in the generated code).
"""
from __future__ import annotations

import hashlib
import json
import re

from . import codegen_rt as rt
from .budget import out_of_steps, out_of_work
from .errors import MAX_NUMBER, GameAbort, RuleError, number_out_of_range
from .state import Card, State


class Unsupported(Exception):
    """An IR construct the generator does not write out: the unit stays interpreted."""


# The fields of each IR node this module writes out. A node with any other field (a feature the
# IR gained after this module was written) is Unsupported, so its unit stays with the
# interpreter rather than being written out without it.
KNOWN = {
    "let": {"n", "v"}, "if": {"c", "then", "else"}, "for": {"n", "in", "b", "until"},
    "turns": {"n", "in", "b", "until"}, "setvar": {"n", "v"}, "setc": {"c", "op", "v"}, "do": {"e"},
    "int": {"v"}, "bool": {"v"}, "const": {"v"}, "param": {"n"}, "local": {"n"}, "var": {"n"},
    "zone": {"n", "i", "all"}, "pzone": {"n", "p", "i", "all"}, "counter": {"n", "p", "i"},
    "kindof": {"o"}, "groupof": {"o"}, "cattr": {"o", "n"}, "table": {"o", "i"}, "item": {"o", "i"},
    "list": {"a"}, "and": {"a", "b"}, "or": {"a", "b"}, "not": {"a"}, "neg": {"a"},
    "arith": {"a", "b", "op"}, "concat": {"a", "b"}, "cmp": {"a", "b", "op"}, "in": {"a", "b"},
    "cond": {"c", "a", "b"}, "proc": {"n", "a"}, "apply": {"f", "a"}, "lambda": {"p", "b"},
    "call": {"f", "a", "k"},
}
# the keyword arguments each built-in function is written out with (`do` passes any on)
KNOWN_KW = {"choose": {"as", "show"}, "choose_some": {"as", "min", "max"}, "draw": {"to"}, "take": {"to"},
            "rank": {"tiebreak"}}


def known(node: dict) -> None:
    """Unsupported unless every field of `node` is one this module writes out."""
    t = node["t"]
    fields = KNOWN.get(t)
    if fields is None or any(k not in fields and k not in ("t", "at") for k in node):
        raise Unsupported(f"IR node {t} with fields {sorted(node)}")
    if t == "call" and node["f"] != "do" and any(k not in KNOWN_KW.get(node["f"], ()) for k in node.get("k", {})):
        raise Unsupported(f"{node['f']}(...) with {sorted(node['k'])}")


class Scope:
    """Names visible at a point of a unit: local name -> Python variable, let-bound lambdas,
    and which locals hold a zone (a procedure's zone parameters)."""

    def __init__(self, parent: "Scope | None" = None):
        self.names = dict(parent.names) if parent else {}
        self.lambdas = dict(parent.lambdas) if parent else {}
        self.lamsrc = dict(parent.lamsrc) if parent else {}      # name -> (lambda node, its scope)
        self.zones = parent.zones if parent else set()


class UnitWriter:
    """Writes one unit as a Python function. `lines` holds (indent, text, at, locate)."""

    def __init__(self, gen: "Generator", fname: str, label: str):
        self.g, self.fname, self.label = gen, fname, label
        # the remaining steps: a Python local `st` (given back to the state on every way out and
        # around calls to other units), or the state's attribute itself when every charge must
        # be seen (CheckedState checks the invariants at each one)
        self.steps = "st" if gen.local_steps else "s.steps"
        self.P, self.lay = gen.P, gen.P.lay
        self.nvars = 0
        self.ntemps = 0
        self.lines: list[tuple[int, str, str, bool]] = []
        self.vtype: dict[str, str] = {}       # variable -> "card" / "cards" where that is certain
        self.hoist: tuple[set, int, str] | None = None   # see `top_expr`
        self.uses_plain = False               # see `set_counter`

    # ---- names ---------------------------------------------------------------------------

    def bind(self, sc: Scope, name: str, typ: str | None = None) -> str:
        var = f"v{self.nvars}"
        self.nvars += 1
        sc.names[name] = var
        if typ:
            self.vtype[var] = typ
        return var

    # ---- what a value is known to be: "card" (a Card), "cards" (a list of them), or None ----

    CARD_LISTS = ("filter", "top", "most", "fewest", "sample", "sort_by", "largest", "smallest", "distinct")
    ONE_CARD = ("first", "last", "random_pick", "choose")

    def typ(self, node: dict, sc: Scope) -> str | None:
        t = node["t"]
        if t in ("zone", "pzone"):
            return "cards"
        if t == "local":
            var = sc.names.get(node["n"])
            return "cards" if var in sc.zones else self.vtype.get(var)
        if t == "cond":
            a, b = self.typ(node["a"], sc), self.typ(node["b"], sc)
            return a if a == b else None
        if t == "concat":
            return "cards" if self.typ(node["a"], sc) == self.typ(node["b"], sc) == "cards" else None
        if t == "item":
            return self.elem(node["o"], sc)
        if t in ("int", "counter", "arith", "neg"):
            return "int"
        if t == "call":
            f, args = node["f"], node["a"]
            if f == "placed":
                return "cards"
            if f in ("players", "clockwise_from", "range"):
                return "ints"
            if f in ("player_count", "round", "count", "next_player", "total_score"):
                return "int"
            if f in self.CARD_LISTS and args:
                return "cards" if self.typ(args[0], sc) == "cards" else None
            if f in self.ONE_CARD and args:
                return "card" if self.typ(args[-1 if f == "choose" else 0], sc) == "cards" else None
        return None

    def elem(self, node: dict, sc: Scope) -> str | None:
        """What an element of the list `node` is known to be."""
        return {"cards": "card", "ints": "int"}.get(self.typ(node, sc))

    def temp(self) -> str:
        self.ntemps += 1
        return f"_t{self.ntemps}"

    def const(self, value) -> str:
        return self.g.const(value)

    def emit(self, indent: int, text: str, at: str, locate: bool = True) -> None:
        self.lines.append((indent, text, at, locate))

    # ---- statements ----------------------------------------------------------------------

    def block(self, stmts: list, sc: Scope, indent: int, parent_at: str | None) -> None:
        """A block: each statement charges a step first. `parent_at` is the statement whose
        block this is (None at the top of the unit, where the charge is not located)."""
        sc = Scope(sc)
        start = len(self.lines)
        for st in stmts:
            self.stmt(st, sc, indent, parent_at)
        if len(self.lines) == start:
            self.emit(indent, "pass", parent_at or "")

    def charge(self, indent: int, at: str, parent_at: str | None) -> None:
        locate = parent_at is not None
        self.emit(indent, f"{self.steps} -= 1", parent_at or "", locate)
        self.emit(indent, f"if {self.steps} < 0: raise _oos(s, {at!r})", parent_at or "", locate)

    # ---- the work charge of a list, written before the statement where that is exact ------

    FIRST_OF = {"choose": 1, "choose_some": 1, "award": 1, "take": 1}

    def first_chain(self, node: dict) -> set:
        """The nodes the interpreter evaluates first when it evaluates `node`: `node`, its
        first-evaluated operand, that one's, ... (never under a lambda or a condition)."""
        chain = set()
        while isinstance(node, dict):
            chain.add(id(node))
            t = node["t"]
            if t == "call" and node["a"]:
                node = node["a"][self.FIRST_OF.get(node["f"], 0)]
            elif t in ("cmp", "and", "or", "arith", "concat", "in", "not", "neg"):
                node = node["a"]
            elif t in ("kindof", "cattr", "groupof", "item", "table"):
                node = node["o"]
            elif t == "cond":
                node = node["c"]
            else:
                break
        return chain

    def top_expr(self, node: dict, sc: Scope, at: str, ind: int) -> str:
        """E of a statement's own expression. A list function on the chain of first-evaluated
        nodes charges its work in lines before the statement (a local, two lines) instead of
        through a helper call: nothing of the statement ran before it, so it is the same."""
        self.hoist = (self.first_chain(node), ind, at)
        try:
            return self.E(node, sc, at)
        finally:
            self.hoist = None

    def hoisted(self, node: dict) -> tuple[int, str] | None:
        """(indent, statement position) where `node` may be computed before its statement (it is
        on the chain of first-evaluated nodes, see `top_expr`), once; else None."""
        if self.hoist is not None and id(node) in self.hoist[0]:
            self.hoist[0].discard(id(node))
            return self.hoist[1], self.hoist[2]
        return None

    def charged(self, node: dict, xs: str, at: str) -> str:
        """`xs` with one unit of work charged per element (see `top_expr`)."""
        if self.hoist is not None and id(node) in self.hoist[0]:
            chain, ind, stmt_at = self.hoist
            chain.discard(id(node))           # once: a node the IR shares elsewhere is charged there as usual
            t = self.temp()
            self.emit(ind, f"{t} = {xs}", stmt_at)
            self.emit(ind, f"s.work -= len({t})", stmt_at)
            self.emit(ind, f"if s.work < 0: raise _oow(s, {at!r})", stmt_at)
            return t
        return f"_rt.w(s, {xs}, {at!r})"

    def call_out(self, indent: int, text: str, at: str) -> None:
        """A call that may run other units (which charge steps): the local count of steps is
        given back to the state before it and taken again after it."""
        if self.steps == "st":
            self.emit(indent, "s.steps = st", at)
            self.emit(indent, text, at)
            self.emit(indent, "st = s.steps", at)
        else:
            self.emit(indent, text, at)

    def stmt(self, st: dict, sc: Scope, ind: int, parent_at: str | None) -> None:
        known(st)
        t, at = st["t"], st.get("at", "")
        if t == "let":
            v = st["v"]
            if v is None:                      # a function nobody used: no statement, no step
                return
            if v["t"] == "lambda":
                sc.lambdas[st["n"]] = self.lam(v, sc)
                sc.lamsrc[st["n"]] = (v, Scope(sc))
                return
            self.charge(ind, at, parent_at)
            e = self.top_expr(v, sc, at, ind)
            var = self.bind(sc, st["n"], self.typ(v, sc))
            self.emit(ind, f"{var} = {e}", at)
            return
        if t not in ("if", "for", "turns", "setvar", "setc", "do"):
            raise Unsupported(f"statement {t}")
        self.charge(ind, at, parent_at)
        if t == "if" and self.constant(st["c"]) is not None:
            # a condition of constants (a parameter's value): only the branch it takes is written
            branch = st["then"] if self.constant(st["c"])[0] else st["else"]
            self.emit(ind, "if True:", at)
            self.block(branch or [], sc, ind + 1, at)
        elif t == "if":
            self.emit(ind, f"if {self.top_expr(st['c'], sc, at, ind)}:", at)
            self.block(st["then"], sc, ind + 1, at)
            if st["else"]:
                self.emit(ind, "else:", at)
                self.block(st["else"], sc, ind + 1, at)
        elif t == "for":
            xs = self.top_expr(st["in"], sc, at, ind)
            until = self.E(st["until"], sc, at) if st.get("until") is not None else None
            inner = Scope(sc)
            var = self.bind(inner, st["n"], self.elem(st["in"], sc))
            self.emit(ind, f"for {var} in {xs}:", at)       # the list is taken once, at the start
            if until is not None:
                self.emit(ind + 1, f"if {until}: break", at)   # checked before each element
            self.block(st["b"], inner, ind + 1, at)
        elif t == "turns":
            self.turns(st, sc, ind, at)
        elif t == "setvar":
            self.emit(ind, f"s.vars[{st['n']!r}] = {self.E(st['v'], sc, at)}", at)
        elif t == "setc":
            slot = self.counter_slot(st["c"], sc, at)
            v = self.E(st["v"], sc, at)
            op = st["op"]
            spec = self.lay.counter_spec[st["c"]["n"]]
            if op in ("=", "+=", "-=") and spec.get("pool") is None:
                self.set_counter(ind, at, spec, slot, v, op)
            elif op == "=":
                self.emit(ind, f"s.set_counter({slot}, {v})", at)
            elif op in ("+=", "-="):            # a pooled counter: the state takes from its pool
                self.emit(ind, f"s.add_counter({slot}, {'' if op == '+=' else '-'}({v}))", at)
            else:
                raise Unsupported(f"assignment {op}")
        else:
            self.do_stmt(st["e"], sc, ind, at)

    def set_counter(self, ind: int, at: str, spec: dict, slot: str, v: str, op: str) -> None:
        """A counter set or changed (without a pool): `State.set_counter` written out for a
        plain State (the counter's bounds and arrival order are known here); a state class that
        overrides set_counter (a logged play reports the change) gets the call."""
        ts, tv = self.temp(), self.temp()
        e = self.emit
        e(ind, f"{ts} = {slot}", at)
        e(ind, f"{tv} = {'' if op != '-=' else '-'}({v})", at)
        value = tv if op == "=" else f"s.cv[{ts}] + {tv}"
        self.uses_plain = True
        e(ind, "if _plain:", at)
        i = ind + 1
        if op != "=":
            e(i, f"{tv} = {value}", at)
        if spec.get("min") is not None:
            e(i, f"if {tv} < {spec['min']!r}: {tv} = {spec['min']!r}", at)
        if spec.get("max") is not None:
            e(i, f"if {tv} > {spec['max']!r}: {tv} = {spec['max']!r}", at)
        e(i, f"if not -{MAX_NUMBER} <= {tv} <= {MAX_NUMBER}: raise _oor({tv})", at)
        if spec.get("arrival_order"):
            e(i, f"if {tv} != s.cv[{ts}]:", at)
            e(i + 1, f"s.cv[{ts}] = {tv}", at)
            e(i + 1, "s.seq += 1", at)
            e(i + 1, f"s.arrival[{ts}] = s.seq", at)
        else:
            e(i, f"s.cv[{ts}] = {tv}", at)
        e(ind, "else:", at)
        e(ind + 1, f"s.set_counter({ts}, {value})", at)

    def do_stmt(self, e: dict, sc: Scope, ind: int, at: str) -> None:
        from .codegen_calls import statement_call
        if e["t"] == "proc":
            self.proc_call(e, sc, ind, at)
        elif e["t"] == "call" and statement_call(self, e, sc, ind, at):
            pass
        else:
            self.emit(ind, self.top_expr(e, sc, at, ind), at)

    def turns(self, st: dict, sc: Scope, ind: int, at: str) -> None:
        """A queue of turns, as the interpreter's `turns` runs it (see interpreter.py)."""
        xs = self.E(st["in"], sc, at)
        until = self.E(st["until"], sc, at) if st.get("until") is not None else None
        inner = Scope(sc)
        var = self.bind(inner, st["n"])
        q, outer, e = self.temp(), self.temp(), self.emit
        i = ind
        if until is not None:
            players, before, stop = self.temp(), self.temp(), self.temp()
            e(i, f"{players} = {xs}", at)
            e(i, "while True:", at)
            i += 1
            e(i, f"{before} = s.turns_taken", at)
            e(i, f"{stop} = False", at)
            xs = players
        e(i, f"{q} = _deque({xs})", at)
        e(i, f"{outer} = s.deferred", at)
        e(i, "try:", at)
        e(i + 1, f"while {q}:", at)
        j = i + 2
        e(j, f"{var} = {q}.popleft()", at)
        e(j, f"if s.eliminated[{var}] or s.knocked_out[{var}]: continue", at)
        if until is not None:
            e(j, f"if {until}:", at)
            e(j + 1, f"{stop} = True", at)
            e(j + 1, "break", at)
        e(j, f"{self.steps} -= 1", at)
        e(j, f"if {self.steps} < 0: raise _oos(s, {at!r})", at)
        e(j, "s.deferred = False", at)
        e(j, "s.turns_taken += 1", at)
        self.block(st["b"], inner, j, at)
        e(j, f"if s.deferred: {q}.append({var})", at)
        e(j, "if s.after_turn is not None:", at)
        self.call_out(j + 1, "s.after_turn(s)", at)
        e(i, "finally:", at)
        e(i + 1, f"s.deferred = {outer}", at)
        if until is not None:
            e(i, f"if {stop} or s.turns_taken == {before}: break", at)

    def proc_call(self, node: dict, sc: Scope, ind: int, at: str) -> None:
        """The values first (in the order written), then the body, as the interpreter does."""
        name = node["n"]
        spec = self.P.ir.get("procedures", {}).get(name)
        if spec is None:
            raise Unsupported("unknown procedure")
        params = list(spec["params"])
        args = {}
        for p, v in node["a"].items():
            if p not in params:
                raise Unsupported("argument of no parameter")
            tv = self.temp()
            expr = self.zone_ref(v, sc, at) if spec["params"][p] == "zone" else self.E(v, sc, at)
            self.emit(ind, f"{tv} = {expr}", at)
            args[p] = tv
        call_args = "".join(f", {args.get(p, 'None')}" for p in params)
        self.call_out(ind, f"{self.g.direct('proc', name)}(s{call_args})", at)

    # ---- lambdas -------------------------------------------------------------------------

    def lam(self, node: dict, sc: Scope, elem: str | None = None) -> tuple[str, str]:
        """(parameter variable, body expression) of a lambda, to be inlined where it is used;
        `elem`: what its argument is known to be (only for a lambda written at its use)."""
        known(node)
        inner = Scope(sc)
        var = self.bind(inner, node["p"], elem)
        return var, self.E(node["b"], inner, node.get("at", ""))

    def F(self, node: dict, sc: Scope, elem: str | None = None) -> tuple[str, str]:
        if node["t"] == "lambda":
            return self.lam(node, sc, elem)
        if node["t"] == "local" and node["n"] in sc.lambdas:
            return sc.lambdas[node["n"]]
        raise Unsupported("expected a function")

    def pyfunc(self, node: dict, sc: Scope, elem: str | None = None) -> str:
        var, body = self.F(node, sc, elem)
        return f"(lambda {var}: {body})"

    # ---- zones and counters --------------------------------------------------------------

    def zone_ref(self, node: dict, sc: Scope, at: str) -> str:
        known(node)
        t, lay = node["t"], self.lay
        if t in ("zone", "pzone") and node.get("all"):
            raise Unsupported("zone with all parts as a zone")
        if t in ("zone", "pzone") and node.get("i") is not None:
            parts = self.const(lay.zone_parts[node["n"]])
            seat = self.E(node["p"], sc, at) if t == "pzone" else "0"
            i = self.E(node["i"], sc, at)
            if t == "pzone" and not self.pure(node["p"]):
                raise Unsupported("part of a zone of a computed player")
            return f"_rt.part({parts}, {i}, {seat}, {node['n']!r}, {at!r})"
        if t == "zone":
            return str(lay.zone_base[node["n"]])
        if t == "local" and sc.names.get(node["n"]) in sc.zones:
            return sc.names[node["n"]]
        if t == "pzone":
            return f"({lay.zone_base[node['n']]} + {self.E(node['p'], sc, at)})"
        if t == "cond":
            return (f"({self.zone_ref(node['a'], sc, at)} if {self.E(node['c'], sc, at)} "
                    f"else {self.zone_ref(node['b'], sc, at)})")
        raise Unsupported("zone")

    def counter_slot(self, node: dict, sc: Scope, at: str) -> str:
        known(node)
        name, lay = node["n"], self.lay
        base, stride, index = lay.counter_base[name], lay.counter_stride[name], lay.counter_index[name]
        p = self.E(node["p"], sc, at) if node.get("p") is not None else None
        if node.get("i") is None:
            if index is not None:
                raise Unsupported("counter without its index")
            return str(base) if p is None else f"{base} + {p}"
        inode = node["i"]
        if inode["t"] == "const" and inode["v"] in index:
            off = index[inode["v"]]
        elif (inode["t"] == "cattr" and self.typ(inode["o"], sc) == "card"
              and self.g.attr_values(inode["n"]) <= set(index)):
            # a card's attribute whose every value is an index of the counter: no error possible
            off = f"{self.const(index)}[{self.E(inode, sc, at)}]"
        else:
            if p is not None and not self.pure(node["p"]):
                raise Unsupported("indexed counter of a computed player")
            off = f"_rt.cindex({self.const(index)}, {self.E(inode, sc, at)}, {name!r}, {at!r})"
        if p is None:
            return f"{base} + {off}"
        return f"{base} + ({p}) * {stride} + {off}"

    # ---- expressions ---------------------------------------------------------------------

    def pure(self, node: dict) -> bool:
        """An expression that cannot fail and changes nothing: evaluating it earlier than the
        interpreter does, or when it would not, changes no game."""
        t = node["t"]
        if t in ("int", "bool", "const", "param", "local", "var"):
            return True
        if t in ("zone", "pzone"):
            return not node.get("all") and node.get("i") is None and (t == "zone" or self.pure(node["p"]))
        if t == "call":
            return node["f"] in ("players", "player_count", "round")
        return False

    def pure_zone(self, node: dict) -> bool:
        """A zone reference (`zone_ref`) that cannot fail: a zone, a seat's zone, a zone parameter."""
        t = node["t"]
        if t in ("zone", "pzone"):
            return self.pure(node)
        if t == "local":
            return True
        if t == "cond":
            return self.pure(node["c"]) and self.pure_zone(node["a"]) and self.pure_zone(node["b"])
        return False

    SIMPLE = (str, int, bool, type(None))

    def constant(self, node: dict) -> tuple | None:
        """(value,) of an expression of constants that cannot fail (parameters, enum values,
        ==, !=, not, and, or of them), else None: written as its value."""
        t = node["t"]
        if t in ("int", "bool", "const"):
            v = node["v"]
        elif t == "param":
            v = self.P.params.get(node["n"])
        elif t == "not":
            a = self.constant(node["a"])
            return None if a is None else (not a[0],)
        elif t == "cmp" and node["op"] in ("==", "!="):
            a, b = self.constant(node["a"]), self.constant(node["b"])
            if a is None or b is None:
                return None
            return (a[0] == b[0],) if node["op"] == "==" else (a[0] != b[0],)
        elif t in ("and", "or"):
            a = self.constant(node["a"])       # the right side is evaluated only when needed
            if a is None:
                return None
            if (t == "and") != bool(a[0]):      # False and ... / True or ...: the left side
                return a
            return self.constant(node["b"])
        else:
            return None
        return (v,) if type(v) in self.SIMPLE else None

    def E(self, node: dict, sc: Scope, at: str, live: bool = False) -> str:
        known(node)
        t = node["t"]
        if t in ("not", "cmp", "and", "or"):
            c = self.constant(node)
            if c is not None:
                return repr(c[0])
        if t in ("int", "bool"):
            return repr(node["v"])
        if t == "const":
            v = node["v"]
            return repr(v) if isinstance(v, (str, int, bool)) or v is None else self.const(v)
        if t == "param":
            v = self.P.params[node["n"]]
            return repr(v) if isinstance(v, (str, int, bool)) or v is None else self.const(v)
        if t == "local":
            n = node["n"]
            if n in sc.lambdas and n not in sc.names:
                raise Unsupported("a function used as a value")
            var = sc.names[n]
            if var in sc.zones:
                return f"s.zl[{var}]" if live else f"list(s.zl[{var}])"
            return var
        if t == "var":
            return f"s.vars[{node['n']!r}]"
        if t in ("zone", "pzone") and node.get("all"):
            bases = tuple(self.lay.zone_parts[node["n"]].values())
            seat = self.E(node["p"], sc, at) if t == "pzone" else "0"
            return f"_rt.all_parts(s, {bases!r}, {seat}, {node.get('at', '')!r})"
        if t in ("zone", "pzone"):
            z = self.zone_ref(node, sc, at)
            return f"s.zl[{z}]" if live else f"list(s.zl[{z}])"
        if t == "counter":
            return f"s.cv[{self.counter_slot(node, sc, at)}]"
        if t == "kindof":
            return f"{self.E(node['o'], sc, at)}.kind"
        if t == "groupof":
            return f"_rt.groupof({self.E(node['o'], sc, at)}, {self.const(self.lay.kind_group)})"
        if t == "cattr":
            o, n = node["o"], node["n"]
            ka = self.const(self.lay.kind_attrs)
            if self.typ(o, sc) == "card":
                return f"{self.E(o, sc, at)}.attrs[{n!r}]"
            if o["t"] == "local" and o["n"] in sc.names and sc.names[o["n"]] not in sc.zones:
                x = sc.names[o["n"]]
                return f"({x}.attrs[{n!r}] if type({x}) is _Card else {ka}[{x}][{n!r}])"
            return f"_rt.cattr({self.E(o, sc, at)}, {n!r}, {ka})"
        if t == "table":
            return f"_rt.table({self.E(node['o'], sc, at)}, {self.E(node['i'], sc, at)}, {node.get('at', '')!r})"
        if t == "item":
            return (f"_rt.item({self.E(node['o'], sc, at, live=True)}, {self.E(node['i'], sc, at)}, "
                    f"{node.get('at', '')!r})")
        if t == "list":
            return "[" + ", ".join(self.E(a, sc, at) for a in node["a"]) + "]"
        if t in ("and", "or") and self.constant(node["a"]) is not None:
            return self.E(node["b"], sc, at)      # True and x, False or x: x itself
        if t == "and":
            return f"({self.E(node['a'], sc, at)} and {self.E(node['b'], sc, at)})"
        if t == "or":
            return f"({self.E(node['a'], sc, at)} or {self.E(node['b'], sc, at)})"
        if t == "not":
            return f"(not {self.E(node['a'], sc, at)})"
        if t == "neg":
            return f"(-{self.E(node['a'], sc, at)})"
        if t == "arith":
            a, b, op, nat = self.E(node["a"], sc, at), self.E(node["b"], sc, at), node["op"], node.get("at", "")
            if op in ("+", "-", "*"):
                return f"_rt.ck({a} {op} {b}, {nat!r})"
            const_b = node["b"]["t"] == "int" and node["b"]["v"] != 0      # never a division by zero
            if op == "/":
                return f"({a} // {b})" if const_b else f"_rt.div({a}, {b}, {nat!r})"
            if op == "%":
                return f"({a} % {b})" if const_b else f"_rt.mod({a}, {b}, {nat!r})"
            raise Unsupported(f"operator {op}")
        if t == "concat":
            return (f"_rt.concat(s, {self.E(node['a'], sc, at, live=True)}, "
                    f"{self.E(node['b'], sc, at, live=True)}, {node.get('at', '')!r})")
        if t == "cmp":
            return self.cmp(node, sc, at)
        if t == "in":
            spot = self.hoisted(node) if self.pure(node["a"]) else None
            if spot is not None:       # evaluated first in its statement: the list and its charge before it
                ind, stmt_at = spot
                xs = self.temp()
                self.emit(ind, f"{xs} = {self.E(node['b'], sc, at, live=True)}", stmt_at)
                self.emit(ind, f"s.work -= len({xs})", stmt_at)
                self.emit(ind, f"if s.work < 0: raise _oow(s, {node.get('at', '')!r})", stmt_at)
                return f"({self.E(node['a'], sc, at)} in {xs})"
            return (f"_rt.in_(s, {self.E(node['a'], sc, at)}, {self.E(node['b'], sc, at, live=True)}, "
                    f"{node.get('at', '')!r})")
        if t == "cond":
            return (f"({self.E(node['a'], sc, at, live)} if {self.E(node['c'], sc, at)} "
                    f"else {self.E(node['b'], sc, at, live)})")
        if t == "apply":
            if node["f"] not in sc.lambdas:
                raise Unsupported("apply of no function")
            var, body = sc.lambdas[node["f"]]
            arg = self.E(node["a"], sc, at)
            if arg.isidentifier() and node["f"] in sc.lamsrc:
                # applied to a variable: the body written again with the variable for the
                # parameter (no function made and called per application)
                lam, def_sc = sc.lamsrc[node["f"]]
                inner = Scope(def_sc)
                inner.names[lam["p"]] = arg
                return f"({self.E(lam['b'], inner, lam.get('at', ''))})"
            return f"(lambda {var}: {body})({arg})"
        if t == "call":
            from .codegen_calls import expression_call
            return expression_call(self, node, sc, at)
        raise Unsupported(f"expression {t}")

    NOT_LISTS = ("int", "bool", "kindof", "counter", "arith", "neg", "not")

    def cmp(self, node: dict, sc: Scope, at: str) -> str:
        op, a, b = node["op"], node["a"], node["b"]
        if op not in ("==", "!=", "<", "<=", ">", ">="):
            raise Unsupported(f"comparison {op}")
        x, y = self.E(a, sc, at), self.E(b, sc, at)
        if op in ("<", "<=", ">", ">="):
            return f"({x} {op} {y})"
        # the interpreter's fast shapes (x == constant) never charge work for a list
        fast = b["t"] in ("const", "int", "bool")
        if (fast or a["t"] in self.NOT_LISTS or (a["t"] == "const" and not isinstance(a["v"], list))
                or self.typ(a, sc) in ("card", "int")
                or (a["t"] == "cattr" and self.typ(a["o"], sc) == "card" and a["n"] not in self.g.list_attrs)):
            return f"({x} {op} {y})"
        return f"(_rt.eqw(s, {x}, {node.get('at', '')!r}) {op} {y})"

    # ---- the function --------------------------------------------------------------------

    def write(self, stmts: list, params: list[str], zones=()) -> list[tuple[int, str, str, bool]]:
        sc = Scope()
        args = [self.bind(sc, p) for p in params]
        sc.zones = {sc.names[p] for p in zones}
        self.block(stmts, sc, 2, None)
        local = self.steps == "st"
        give = [(2, "s.steps = st", "", True)] if local else []
        head = [(0, f"def {self.fname}(s{''.join(', ' + a for a in args)}):", "", True)]
        head += [(1, "st = s.steps", "", True)] if local else []
        head += [(1, "_plain = type(s).set_counter is _State_set_counter", "", True)] if self.uses_plain else []
        head += [(1, "try:", "", True)]
        tail = [(1, "except _RuleError as ex:", "", True), *give,
                (2, f"raise _rt.located(ex, _L_{self.fname}, {self.label!r})", "", True),
                (1, "except _GameAbort:", "", True), *give,
                (2, "raise", "", True),
                (1, "except Exception as ex:", "", True), *give,
                (2, f"raise _rt.unexpected_at(ex, _L_{self.fname}, {self.label!r}) from ex", "", True)]
        if local:
            tail.append((1, "s.steps = st", "", True))
        return head + self.lines + tail


def _compiles(lines) -> bool:
    """Whether Python compiles the function alone (checked once per unit, before the module)."""
    try:
        compile("\n".join("    " * i + text for i, text, _, _ in lines), "<unit>", "exec")
        return True
    except (SyntaxError, RecursionError, MemoryError, ValueError):
        return False


def _ident(label: str) -> str:
    return re.sub(r"\W", "_", label)


class Generator:
    """Writes the module of a Program: one function per unit it can generate."""

    def __init__(self, program, local_steps: bool = True):
        self.P = program
        self.local_steps = local_steps
        self.consts: dict[int, tuple[str, object]] = {}
        self.directs: dict[tuple[str, str], str] = {}
        self.units: list[tuple[str, object, str, list]] = []     # (fname, unit, label, lines)
        self.skipped: dict[str, str] = {}                         # label -> why not generated
        self._list_attrs: set | None = None

    @property
    def list_attrs(self) -> set:
        """Card attributes that hold a list on some card (comparing them charges work)."""
        if self._list_attrs is None:
            self._list_attrs = {n for c in self.P.lay.cards for n, v in c.attrs.items() if type(v) is list}
        return self._list_attrs

    def attr_values(self, name: str) -> set:
        """Every value the attribute `name` has on a card (a value that cannot be hashed gives
        a set that no counter index contains)."""
        out = set()
        for c in self.P.lay.cards:
            v = c.attrs.get(name)
            if name in c.attrs:
                try:
                    out.add(v)
                except TypeError:
                    return {object()}
        return out

    def const(self, value) -> str:
        key = id(value)
        if key not in self.consts:
            self.consts[key] = (f"_K{len(self.consts)}", value)
        return self.consts[key][0]

    def direct(self, what: str, name: str) -> str:
        """The name of the callable of an action table or a procedure, bound after exec."""
        key = (what, name)
        if key not in self.directs:
            self.directs[key] = f"_{what.upper()}_{_ident(name)}"
        return self.directs[key]

    def each_unit(self):
        """(label, unit, statements, parameters, zone parameters) of every statement unit."""
        P, ir = self.P, self.P.ir
        yield "setup", P.setup, ir["setup"] or [], [], ()
        for (name, unit, _), p in zip(P.phases, ir["phases"]):
            yield f"phases.{name}", unit, p["do"] or [], [], ()
        yield "end_of_game", P.end_of_game, ir["end_of_game"] or [], [], ()
        for name, spec in ir.get("procedures", {}).items():
            yield (f"procedures.{name}", P.procedures[name], spec["do"] or [], list(spec["params"]),
                   [p for p, t in spec["params"].items() if t == "zone"])
        seen = set()
        for g, spec in ir["groups"].items():
            for a, aspec in spec["actions"].items():
                if aspec["default"] is not None:
                    label = f"groups.{g}.actions.{a}"
                    unit = self._action_unit(a, g)
                    if unit is not None and id(unit) not in seen:
                        seen.add(id(unit))
                        yield label, unit, aspec["default"], ["me", "this", *aspec["params"]], ()
        for k, spec in ir["kinds"].items():
            g = spec["group"]
            gactions = ir["groups"][g]["actions"] if g else {}
            for a in spec["actions"]:
                unit = P.actions.get(a, {}).get(k)
                if unit is not None and id(unit) not in seen:
                    seen.add(id(unit))
                    params = list(gactions.get(a, {}).get("params", {}))
                    yield f"cards.{k}.actions.{a}", unit, spec["actions"][a] or [], ["me", "this", *params], ()

    def _action_unit(self, action: str, group: str):
        """The group's default unit of an action, as the Program keeps it for its kinds."""
        for k, spec in self.P.ir["kinds"].items():
            if spec["group"] == group and action not in spec["actions"]:
                return self.P.actions.get(action, {}).get(k)
        return None

    def build(self, check_each: bool = False) -> str:
        """The module's text; `check_each`: compile every unit alone first and leave out those
        Python cannot compile (used when the whole module did not compile)."""
        for i, (label, unit, stmts, params, zones) in enumerate(self.each_unit()):
            fname = f"u{i}_{_ident(label)}"[:60]
            w = UnitWriter(self, fname, label)
            try:
                lines = w.write(stmts, params, zones)
            except Unsupported as why:
                self.skipped[label] = str(why)
                continue
            except (KeyError, TypeError) as why:          # an IR the interpreter would reject at run time
                self.skipped[label] = f"{type(why).__name__}: {why}"
                continue
            except RecursionError:
                self.skipped[label] = "nested too deeply to write out"
                continue
            if check_each and not _compiles(lines):                       # e.g. more nested blocks than Python allows
                self.skipped[label] = "Python cannot compile it (nested too deeply)"
                continue
            self.units.append((fname, unit, label, lines))
        out = [f"# generated by rulewright from the IR of {self.P.ir['ruleset'].get('name', '')!r}; "
               "one function per unit, see runtime/codegen.py", ""]
        self.line_tables: dict[str, dict[int, tuple[str, bool]]] = {}
        for fname, unit, label, lines in self.units:
            table = {}
            for indent, text, at, locate in lines:
                out.append("    " * indent + text)
                table[len(out)] = (at, locate)
            out.append("")
            self.line_tables[fname] = table
        for label, why in self.skipped.items():
            out.append(f"# interpreted, not generated: {label} ({why})")
        return "\n".join(out) + "\n"

    def namespace(self) -> dict:
        from collections import deque
        ns = {"_rt": rt, "_Card": Card, "_RuleError": RuleError, "_GameAbort": GameAbort,
              "_oos": out_of_steps, "_oow": out_of_work, "_oor": number_out_of_range,
              "_State_set_counter": State.set_counter, "_deque": deque, "_P": self.P}
        for name, value in self.consts.values():
            ns[name] = value
        for fname, table in self.line_tables.items():
            ns[f"_L_{fname}"] = table
        return ns


_CACHE: dict[str, tuple[str, object, bool]] = {}   # IR key -> (text, code, units checked alone)


def ir_key(ir: dict) -> str:
    return hashlib.sha256(json.dumps(ir, sort_keys=True, separators=(",", ":"),
                                     ensure_ascii=False).encode("utf-8")).hexdigest()


def source(program) -> str:
    """The generated module of a program, as text (the program is installed if it was not)."""
    if getattr(program, "generated", None) is None:
        install(program)
    return _CACHE[ir_key(program.ir) + ("" if program.generated.local_steps else "/checked")][0]


def install(program, local_steps: bool = True) -> Generator:
    """Replace the `run` of every unit of `program` that can be generated; return the generator
    (its `skipped` says which units stay interpreted and why). `local_steps=False` for games
    that check invariants at every statement (each charge goes to the state at once)."""
    key = ir_key(program.ir) + ("" if local_steps else "/checked")
    cached = _CACHE.get(key)
    gen = Generator(program, local_steps)
    text = gen.build(check_each=cached is not None and cached[2])
    if cached is None:
        name = f"<rulewright generated {key[:12]}>"
        try:
            cached = (text, compile(text, name, "exec"), False)
        except (SyntaxError, RecursionError, MemoryError, ValueError):
            gen = Generator(program, local_steps)
            text = gen.build(check_each=True)
            cached = (text, compile(text, name, "exec"), True)
        _CACHE[key] = cached
    ns = gen.namespace()
    exec(cached[1], ns)
    # the callables that calls between units go through: generated functions where there are
    # some, the closure units (called with a frame) elsewhere
    direct = {}
    for fname, unit, label, _ in gen.units:
        direct[id(unit)] = ns[fname]
    def callable_of(unit):
        return direct.get(id(unit)) or rt.frame_caller(unit)
    for (what, name), var in gen.directs.items():
        if what == "proc":
            ns[var] = callable_of(program.procedures[name])
        else:
            ns[var] = {k: callable_of(u) for k, u in program.actions.get(name, {}).items()}
    for fname, unit, label, _ in gen.units:
        unit.run = _runner(ns[fname], len(unit.slots))
    program.generated = gen
    return gen


def _runner(f, nparams: int):
    """`run(s, fr)` of a generated unit: its parameters from the frame."""
    if nparams == 0:
        return lambda s, fr: f(s)
    return lambda s, fr: f(s, *fr[:nparams])
