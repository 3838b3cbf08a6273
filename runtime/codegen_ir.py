"""The IR nodes the code generator (runtime/codegen.py) writes out, and the names of a unit.

`known(node)` raises `Unsupported` for a node with a field the generator does not know, so a
feature the IR gains later stays with the interpreter until the generator learns it.
"""
from __future__ import annotations


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


# what may move cards between zones or reorder one (a unit called may do anything)
MOVERS = ("move", "draw", "take", "discard", "shuffle", "do")


def moves_cards(ir) -> bool:
    """Whether any node of `ir` (statements, expressions) may change a zone's list."""
    if isinstance(ir, dict):
        if ir.get("t") in ("proc", "turns") or (ir.get("t") == "call" and ir.get("f") in MOVERS):
            return True
        return any(moves_cards(v) for v in ir.values())
    if isinstance(ir, list):
        return any(moves_cards(v) for v in ir)
    return False


def may_end_turns(ir) -> bool:
    """Whether a statement may run a turn (a `turns` queue, here or in a unit it calls), after
    which a condition checked after each turn may stop the phase."""
    if isinstance(ir, dict):
        if ir.get("t") in ("proc", "turns") or (ir.get("t") == "call" and ir.get("f") == "do"):
            return True
        return any(may_end_turns(v) for v in ir.values())
    if isinstance(ir, list):
        return any(may_end_turns(v) for v in ir)
    return False
