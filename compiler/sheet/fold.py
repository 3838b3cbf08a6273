"""Partial evaluation of IR code with the parameter values in force.

A sheet describes the rules as they are: `if some_parameter { ... }` with the parameter set to
true is just `...`, `x * 1` is `x`, `option_param == that_option` is true. Tables by player count
stay tables (they are shown with their values).
"""
from __future__ import annotations

from typing import Any


def fold_code(stmts: list | None, params: dict) -> list:
    """Statements with parameters folded; `if` with a known condition is replaced by its branch."""
    out: list = []
    for s in stmts or []:
        out.extend(_stmt(s, params))
    return out


def fold_expr(node: Any, params: dict) -> Any:
    return _expr(node, params)


def known(node: Any):
    """The constant value of a folded node (int, bool, or a name), or None."""
    if isinstance(node, dict) and node.get("t") in ("int", "bool"):
        return node["v"]
    if isinstance(node, dict) and node.get("t") == "const":
        return node["v"]
    return None


def _stmt(s: dict, params: dict) -> list:
    t = s["t"]
    if t == "if":
        c = _expr(s["c"], params)
        then, other = fold_code(s["then"], params), fold_code(s["else"], params)
        if c.get("t") == "bool":
            return then if c["v"] else other
        if not then and not other:
            return []
        return [{**s, "c": c, "then": then, "else": other}]
    if t in ("for", "turns"):
        out = {**s, "in": _expr(s["in"], params), "b": fold_code(s["b"], params)}
        if s.get("until") is not None:
            out["until"] = _expr(s["until"], params)
        return [out]
    if t == "let":
        return [{**s, "v": _expr(s["v"], params) if s.get("v") is not None else None}]
    if t in ("setc",):
        return [{**s, "c": _expr(s["c"], params), "v": _expr(s["v"], params)}]
    if t == "setvar":
        return [{**s, "v": _expr(s["v"], params)}]
    if t == "do":
        return [{**s, "e": _expr(s["e"], params)}]
    return [s]


def _bool(v: bool) -> dict:
    return {"t": "bool", "v": v}


def _expr(n: Any, params: dict) -> Any:
    if isinstance(n, list):
        return [_expr(x, params) for x in n]
    if isinstance(n, dict) and "t" not in n:          # keyword arguments of a call
        return {k: _expr(v, params) for k, v in n.items()}
    if not isinstance(n, dict):
        return n
    t = n["t"]
    if t == "param":
        spec = params.get(n["n"], {})
        value, ptype = spec.get("value"), spec.get("type", "")
        if isinstance(value, bool):
            return _bool(value)
        if isinstance(value, int):
            return {"t": "int", "v": value}
        if isinstance(value, str) and ptype.startswith("option:"):
            return {"t": "const", "v": value}
        return n
    out = {k: (_expr(v, params) if k not in ("at",) else v) for k, v in n.items()}
    if t == "not":
        a = out["a"]
        if a.get("t") == "bool":
            return _bool(not a["v"])
        if a.get("t") == "not":
            return a["a"]
    elif t in ("and", "or"):
        a, b = out["a"], out["b"]
        for x, y in ((a, b), (b, a)):
            if x.get("t") == "bool":
                if t == "and":
                    return y if x["v"] else _bool(False)
                return _bool(True) if x["v"] else y
        # `n == 3 or n > 0` is `n > 0`; `n > 0 and n >= 2` is `n >= 2`
        for x, y in ((a, b), (b, a)):
            if _implies(x, y):
                return y if t == "or" else x
    elif t == "call" and out.get("f") == "count" and len(out.get("a", [])) == 1:
        arg = n["a"][0]
        if isinstance(arg, dict) and arg.get("t") == "param" and isinstance(params.get(arg["n"], {}).get("value"), list):
            return {"t": "int", "v": len(params[arg["n"]]["value"])}
    elif t == "call" and out.get("f") == "filter" and len(out.get("a", [])) == 2:
        pred = out["a"][1]
        if isinstance(pred, dict) and pred.get("t") == "lambda" and known(pred.get("b")) is True:
            return out["a"][0]            # `filter(xs, x -> true)`, say with a condition switched off, is xs
    elif t == "cmp":
        a, b = known(out["a"]), known(out["b"])
        if a is not None and b is not None and type(a) is type(b):
            ops = {"==": a == b, "!=": a != b}
            if isinstance(a, int) and not isinstance(a, bool):
                ops.update({"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b})
            if out["op"] in ops:
                return _bool(ops[out["op"]])
    elif t == "cond":
        c = out["c"]
        if c.get("t") == "bool":
            return out["a"] if c["v"] else out["b"]
    elif t == "arith":
        a, b, op = out["a"], out["b"], out["op"]
        ka, kb = known(a), known(b)
        if isinstance(ka, int) and isinstance(kb, int) and not isinstance(ka, bool) and not isinstance(kb, bool):
            if op == "+":
                return {"t": "int", "v": ka + kb}
            if op == "-":
                return {"t": "int", "v": ka - kb}
            if op == "*":
                return {"t": "int", "v": ka * kb}
            if op in ("/", "%") and kb != 0:
                return {"t": "int", "v": ka // kb if op == "/" else ka % kb}
        if op == "*" and kb == 1 and not isinstance(kb, bool):
            return a
        if op == "*" and ka == 1 and not isinstance(ka, bool):
            return b
        if op in ("+", "-") and kb == 0 and not isinstance(kb, bool):
            return a
        if op == "/" and kb == 1 and not isinstance(kb, bool):
            return a
    elif t == "neg":
        ka = known(out["a"])
        if isinstance(ka, int) and not isinstance(ka, bool):
            return {"t": "int", "v": -ka}
    return out


def _interval(node) -> tuple[Any, float, float] | None:
    """`x op k` with a constant k as (x, low, high): the whole numbers x may take."""
    if not (isinstance(node, dict) and node.get("t") == "cmp"):
        return None
    k = known(node["b"])
    if not isinstance(k, int) or isinstance(k, bool):
        return None
    lo, hi = float("-inf"), float("inf")
    op = node["op"]
    if op == "==":
        lo = hi = k
    elif op == ">":
        lo = k + 1
    elif op == ">=":
        lo = k
    elif op == "<":
        hi = k - 1
    elif op == "<=":
        hi = k
    else:
        return None
    return without_positions(node["a"]), lo, hi


def without_positions(node):
    """A node without source positions (`at`), to compare two expressions or fingerprint code."""
    if isinstance(node, list):
        return [without_positions(x) for x in node]
    if isinstance(node, dict):
        return {k: without_positions(v) for k, v in node.items() if k != "at"}
    return node


def _implies(x, y) -> bool:
    """Whether condition x makes condition y true (both `e op k` on the same e)."""
    ix, iy = _interval(x), _interval(y)
    if ix is None or iy is None or ix[0] != iy[0]:
        return False
    return iy[1] <= ix[1] and ix[2] <= iy[2]
