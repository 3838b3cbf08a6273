"""Where the rules use each card kind: read from the code of the IR, not from the sentences.

A place is a phase (with the procedures it runs and the card actions it runs with `do`) or the
end of the game. A kind is used there when that code reads or moves cards of the kind: it names
a zone that can hold the kind (reading it, drawing from it, moving its cards), or names the kind
itself (`c.kind == k`, `take(k, ...)`, `do(k, ...)`). A zone read through a test of the card's
kind (`filter(z, c -> c.kind == k)`, `count(...)`, `any(...)`) uses only the kinds it lets through.

Which kinds a zone can hold: the kinds that start in it, and every kind that a move of the code
(`move`, `draw`, `take`, `discard`, a zone's `refill_from`) can bring into it, to a fixed point.
The sheet says where a kind without actions is used; a hand-written phase text mentions no kind,
so the sentences alone would lose the uses inside it.
"""
from __future__ import annotations

from .base import _conjuncts

_EMPTY = (frozenset(), frozenset())           # (kinds, zones): what a value can hold and name
_REFINED = ("filter", "count", "any")          # calls whose test of the kind keeps only those kinds
_CARDS_SECOND = ("choose", "choose_some", "peek", "place")   # a player first, then the cards
_SAME_CARDS = ("filter", "top", "first", "last", "choose", "choose_some", "distinct", "sort_by",
               "largest", "smallest", "sample", "random_pick", "most", "fewest")


def kind_places(ir: dict) -> tuple[list[set[str]], set[str]]:
    """For each phase in order, the kinds its code uses; and the kinds the end of the game uses."""
    walk = _settled(ir)
    phases = [walk.uses_of(p.get("do")) for p in ir.get("phases", [])]
    return phases, walk.uses_of(ir.get("end_of_game"))


def zone_holds(ir: dict) -> dict[str, set[str]]:
    """For each zone, the kinds it can ever hold (see the module's text)."""
    return _settled(ir).holds


def _settled(ir: dict) -> "_Walk":
    """A walk of all the code, repeated until what each zone can hold no longer grows."""
    walk = _Walk(ir)
    for _ in range(len(ir["zones"]) * max(1, len(ir["kinds"])) + 2):   # the holds only grow
        before = {z: set(k) for z, k in walk.holds.items()}
        walk.all_code()
        if before == walk.holds:
            break
    return walk


def _key(env: dict) -> tuple:
    """Arguments as a key: each is (kinds, zones) of frozensets, or a lambda's code (by id:
    the same IR node is the same function)."""
    return tuple(sorted((name, v if isinstance(v, tuple) else id(v)) for name, v in env.items()))


class _Walk:
    def __init__(self, ir: dict):
        self.ir = ir
        self.holds: dict[str, set[str]] = {z: set() for z in ir["zones"]}
        for k, spec in ir["kinds"].items():
            if spec.get("starts_in") in self.holds:
                self.holds[spec["starts_in"]].add(k)
        self.uses: set[str] = set()
        self.depth = 0
        # a procedure or card action walked once per pass and arguments: what it used, so that
        # code calling it twice at every level is not walked 2^depth times
        self.walked: dict[tuple, set[str] | None] = {}

    # the code -----------------------------------------------------------------------------
    def all_code(self) -> None:
        self.walked.clear()          # the holds have grown since the last pass
        for zone, spec in self.ir["zones"].items():
            src = spec.get("refill_from")
            if src in self.holds:
                self.holds[zone] |= self.holds[src]
        self.uses_of(self.ir.get("setup"))
        for phase in self.ir.get("phases", []):
            self.uses_of(phase.get("do"))
        self.uses_of(self.ir.get("end_of_game"))

    def uses_of(self, code, env: dict | None = None) -> set[str]:
        saved, self.uses = self.uses, set()
        self.block(code or [], env or {})
        out, self.uses = self.uses, saved
        self.uses |= out
        return out

    def block(self, stmts: list, env: dict) -> None:
        env = dict(env)
        for st in stmts:
            self.stmt(st, env)

    def stmt(self, st, env: dict) -> None:
        if not isinstance(st, dict):
            return
        t = st.get("t")
        if t == "let":
            env[st["n"]] = st["v"] if _is_lambda(st["v"]) else self.value(st["v"], env)
        elif t == "if":
            self.value(st["c"], env)
            self.block(st.get("then") or [], env)
            self.block(st.get("else") or [], env)
        elif t in ("for", "turns"):
            inner = dict(env)
            inner[st["n"]] = self.value(st["in"], env)
            for key in ("until", "u"):
                if isinstance(st.get(key), dict):
                    self.value(st[key], inner)
            self.block(st.get("b") or [], inner)
        else:
            for key, v in st.items():
                if isinstance(v, list) and v and all(isinstance(x, dict) and "t" in x for x in v) \
                        and key in ("b", "then", "else", "do"):
                    self.block(v, env)
                elif isinstance(v, dict):
                    self.value(v, env)

    # values: (kinds, zones) ---------------------------------------------------------------
    def value(self, node, env: dict, uses: bool = True) -> tuple:
        if not isinstance(node, dict):
            if isinstance(node, list):
                out = _EMPTY
                for x in node:
                    out = _union(out, self.value(x, env, uses))
                return out
            return _EMPTY
        t = node.get("t")
        if t in ("zone", "pzone"):
            for key in ("p", "i"):
                self.value(node.get(key), env)
            kinds = frozenset(self.holds.get(node["n"], ()))
            if uses:
                self.uses |= kinds
            return kinds, frozenset([node["n"]])
        if t == "local":
            v = env.get(node["n"], _EMPTY)
            return _EMPTY if _is_lambda(v) else v
        if t in ("concat", "cond"):
            if t == "cond":
                self.value(node["c"], env)
            return _union(self.value(node["a"], env, uses), self.value(node["b"], env, uses))
        if t == "list":
            return self.value(node["a"], env, uses)
        if t == "item":
            self.value(node.get("i"), env)
            return self.value(node["o"], env, uses)
        if t in ("cmp", "in"):
            for side, other in (("a", "b"), ("b", "a")):
                if _is_kindof(node[side]):
                    self.uses |= self._kind_consts(node[other])
            self.value(node["a"], env)
            self.value(node["b"], env)
            return _EMPTY
        if t == "apply":
            fn = env.get(node["f"])
            arg = self.value(node["a"], env)
            if _is_lambda(fn):
                return self.lam(fn, arg, env)
            return _EMPTY
        if t == "proc":
            self.procedure(node, env)
            return _EMPTY
        if t == "call":
            return self.call(node, env, uses)
        if t == "lambda":
            return self.lam(node, _EMPTY, env)
        for v in node.values():
            if isinstance(v, (dict, list)):
                self.value(v, env)
        return _EMPTY

    def lam(self, fn: dict, arg: tuple, env: dict) -> tuple:
        if self.depth > 50:
            return _EMPTY
        self.depth += 1
        try:
            return self.value(fn["b"], {**env, fn["p"]: arg})
        finally:
            self.depth -= 1

    def call(self, node: dict, env: dict, uses: bool) -> tuple:
        f, args, kw = node["f"], node.get("a") or [], node.get("k") or {}
        if f == "do":
            self.action(node, env)
            return _EMPTY
        if f == "take":
            kinds = self._kind_consts(args[0]) if args else frozenset()
            self.uses |= kinds
            for a in args[1:]:
                self.value(a, env)
            self.into(kw.get("to"), kinds, env)
            return kinds, frozenset()
        if f == "kinds":
            return _EMPTY
        li = 1 if f in _CARDS_SECOND else 0          # the list (or cards) the call is about
        for a in args[:li]:
            self.value(a, env)
        first = self.value(args[li], env, uses=False) if len(args) > li else _EMPTY
        refined = first
        lam = next((a for a in args[li + 1:] if _is_lambda(a)), None)
        if f in _REFINED and lam is not None:
            keep = self._kind_test(lam)
            if keep is not None:
                refined = (first[0] & keep, first[1])
        if len(args) > li and uses:
            self.uses |= refined[0]
        for a in args[li + 1:]:
            if _is_lambda(a):
                self.lam(a, refined, env)
            elif f == "move":
                self.into(a, first[0], env)
            else:
                self.value(a, env)
        for key, v in kw.items():
            if key == "to":
                continue
            if _is_lambda(v):
                self.lam(v, refined, env)
            else:
                self.value(v, env)
        if f == "draw":
            self.into(kw.get("to"), first[0], env)
        elif f == "discard":
            for k in first[0]:
                dest = self.ir["kinds"][k].get("discard_to")
                if dest in self.holds:
                    self.holds[dest].add(k)
        return (refined[0], frozenset()) if f in _SAME_CARDS else _EMPTY

    def into(self, dest, kinds, env: dict) -> None:
        """Cards of `kinds` moved into the zone(s) `dest` names (the hand when it is not given)."""
        zones = self.value(dest, env, uses=False)[1] if isinstance(dest, dict) else \
            frozenset([self.ir["hand_zone"]]) if self.ir.get("hand_zone") else frozenset()
        for z in zones:
            if z in self.holds:
                self.holds[z] |= set(kinds)

    def procedure(self, node: dict, env: dict) -> None:
        spec = self.ir.get("procedures", {}).get(node["n"])
        args = {p: self.value(v, env) for p, v in (node.get("a") or {}).items()}
        if spec is not None and self.depth <= 50:
            self.once(("proc", node["n"], _key(args)), spec.get("do") or [], args)

    def once(self, key: tuple, code: list, env: dict) -> None:
        """Walk `code` (a procedure's or a card action's) unless it was walked with the same
        arguments in this pass: then only add what it used. A call back into code being walked
        (a cycle) adds nothing more: the passes of `kind_places` reach the fixed point."""
        if key in self.walked:
            self.uses |= self.walked[key] or set()
            return
        self.walked[key] = None
        self.depth += 1
        try:
            self.walked[key] = self.uses_of(code, env)
        finally:
            self.depth -= 1

    def action(self, node: dict, env: dict) -> None:
        """`do(cards_or_kind, action, ...)`: the action's code of every kind it can run for."""
        args, kw = node.get("a") or [], node.get("k") or {}
        target = self.value(args[0], env) if args else _EMPTY
        kinds = set(target[0]) | self._kind_consts(args[0] if args else None)
        self.uses |= self._kind_consts(args[0] if args else None)
        action = args[1].get("v") if len(args) > 1 and isinstance(args[1], dict) else None
        inner = {p: self.value(v, env) for p, v in kw.items()}
        if self.depth > 50:
            return
        for k in sorted(kinds):
            spec = self.ir["kinds"].get(k)
            if spec is None:
                continue
            code = spec["actions"].get(action)
            if code is None and spec.get("group"):
                code = self.ir["groups"][spec["group"]]["actions"].get(action, {}).get("default")
            if code:
                env = {**inner, "this": (frozenset([k]), frozenset())}
                self.once(("action", k, action, _key(env)), code, env)

    # tests of a card's kind ----------------------------------------------------------------
    def _kind_consts(self, node) -> frozenset:
        """The kinds a value names outright: `k`, `[k1, k2]`."""
        if isinstance(node, dict) and node.get("t") == "const" and node.get("v") in self.ir["kinds"]:
            return frozenset([node["v"]])
        if isinstance(node, dict) and node.get("t") == "list":
            return frozenset().union(*[self._kind_consts(x) for x in node["a"]]) if node["a"] else frozenset()
        return frozenset()

    def _kind_test(self, lam: dict) -> frozenset | None:
        """The kinds a test `c -> c.kind == k and ...` lets through (None: it does not test the kind)."""
        card = {"t": "local", "n": lam["p"]}
        keep = None
        for c in _conjuncts(lam["b"]):
            if not isinstance(c, dict):
                continue
            kinds = None
            if c.get("t") == "cmp" and c.get("op") == "==":
                for side, other in (("a", "b"), ("b", "a")):
                    if c[side] == {"t": "kindof", "o": card}:
                        kinds = self._kind_consts(c[other]) or None
                    elif c[side] == {"t": "groupof", "o": card} and isinstance(c[other], dict) \
                            and c[other].get("t") == "const":
                        kinds = frozenset(k for k, s in self.ir["kinds"].items() if s["group"] == c[other].get("v"))
            elif c.get("t") == "in" and c["a"] == {"t": "kindof", "o": card}:
                kinds = self._kind_consts(c["b"]) or None
            if kinds is not None:
                keep = kinds if keep is None else keep & kinds
        return keep


def _is_lambda(v) -> bool:
    return isinstance(v, dict) and v.get("t") == "lambda"


def _is_kindof(node) -> bool:
    return isinstance(node, dict) and node.get("t") == "kindof"


def _union(a: tuple, b: tuple) -> tuple:
    return a[0] | b[0], a[1] | b[1]
