"""Expressions of a generated unit (see runtime/codegen.py): what a value is known to be, lambdas,
zone and counter references, constants, and `E`, the Python expression of an IR expression.
The built-in functions are written by runtime/codegen_calls.py; `Expressions` is a part of
`UnitWriter` (runtime/codegen_unit.py), whose `emit`, `temp`, `bind` and `g` it uses.
"""
from __future__ import annotations

from .codegen_calls import expression_call
from .codegen_ir import Scope, Unsupported, known


class Expressions:
    """The expression half of `UnitWriter`."""

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
            if f == "kinds":
                return "kinds"                 # kind names (strings), never cards
            if (f == "values" and args and args[0]["t"] == "const" and args[0]["v"] in self.P.enums
                    and all(type(v) is str for v in self.P.enums[args[0]["v"]])):
                return "strs"                  # an enum's values, every one a string
            if f in ("player_count", "round", "count", "next_player", "total_score"):
                return "int"
            if f == "choose_some" and len(args) > 1:
                return "cards" if self.typ(args[1], sc) == "cards" else None
            if f in self.CARD_LISTS and args:
                return "cards" if self.typ(args[0], sc) == "cards" else None
            if f in self.ONE_CARD and args:
                return "card" if self.typ(args[-1 if f == "choose" else 0], sc) == "cards" else None
        return None

    def elem(self, node: dict, sc: Scope) -> str | None:
        """What an element of the list `node` is known to be."""
        return {"cards": "card", "ints": "int", "kinds": "kind", "strs": "str"}.get(self.typ(node, sc))

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

    def listed_here(self, ind: int, stmt_at: str, xs: str, at: str) -> str:
        """A temporary holding the list `xs`, computed before the statement, and one unit of
        work charged per element of it (the charge of the list function at `at`)."""
        t = self.temp()
        self.emit(ind, f"{t} = {xs}", stmt_at)
        self.work(ind, f"len({t})", stmt_at)
        self.work_check(ind, at, stmt_at)
        return t

    def charged(self, node: dict, xs: str, at: str) -> str:
        """`xs` with one unit of work charged per element (see `top_expr`)."""
        spot = self.hoisted(node)       # once: a node the IR shares elsewhere is charged there as usual
        if spot is not None:
            return self.listed_here(*spot, xs, at)
        return f"_rt.w(s, {xs}, {at!r})"

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
            # one subscript: the index of this place says a value that is not one of its keys
            off = f"{self.g.counter_index(name, index, at)}[{self.E(inode, sc, at)}]"
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
            if self.typ(o, sc) == "kind":
                return f"{ka}[{self.E(o, sc, at)}][{n!r}]"
            if o["t"] == "local" and o["n"] in sc.names and sc.names[o["n"]] not in sc.zones:
                x = sc.names[o["n"]]
                return f"({x}.attrs[{n!r}] if type({x}) is _Card else {ka}[{x}][{n!r}])"
            return f"_rt.cattr({self.E(o, sc, at)}, {n!r}, {ka})"
        if t == "table":
            fast = self.table_index(node, sc)
            if fast is not None:
                return f"{fast}[{self.E(node['i'], sc, at)}]"
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
                xs = self.listed_here(*spot, self.E(node['b'], sc, at, live=True), node.get("at", ""))
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
            return expression_call(self, node, sc, at)
        raise Unsupported(f"expression {t}")

    def table_index(self, node: dict, sc: Scope) -> str | None:
        """A `TableIndex` for `table[key]` when the table is a constant and the key is known to
        be a string (a card attribute whose every value is one, or none) or a whole number (never
        a bool): one subscript then does what `_rt.table` does with `str(key)`; else None."""
        o, i = node["o"], node["i"]
        tab = o["v"] if o["t"] == "const" else self.P.params.get(o["n"]) if o["t"] == "param" else None
        if type(tab) is not dict or any(v is None for v in tab.values()):
            return None
        values = self.g.attr_values(i["n"]) if i["t"] == "cattr" and self.typ(i["o"], sc) == "card" else {0}
        if self.typ(i, sc) == "str" or all(type(v) is str or (v is None and "None" not in tab) for v in values):
            keys = "str"         # (a card without a value has none: str(None) is no key either)
        elif self.typ(i, sc) == "int":
            keys = "int"
        else:
            return None
        return self.g.table_index(tab, keys, node.get("at", ""))

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
                or (a["t"] == "cattr" and self.typ(a["o"], sc) in ("card", "kind") and a["n"] not in self.g.list_attrs)):
            return f"({x} {op} {y})"
        return f"(_rt.eqw(s, {x}, {node.get('at', '')!r}) {op} {y})"
