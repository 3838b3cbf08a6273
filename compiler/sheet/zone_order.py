"""Which zones have an order the rules read, so a sheet can say where moved cards go.

`move` (and `draw` into a zone that is not a hand) puts cards at the bottom of the target. A
sheet may only say "onto" a pile whose top the cards become, which they never do; it says "at
the bottom of" a zone whose order the rules read, and plain "into" a zone whose order nothing
reads (a hand, a row of cards, a pile that is only counted or chosen from).

The order of a zone is read when the rules take cards by position: `draw` from it, `top`,
`first` or `last` of it (also of a `filter` of it), `take` of a kind that starts in it (the first
cards of that kind), or the zone refills another zone (which draws from its top).
"""
from __future__ import annotations

_BY_POSITION = ("top", "first", "last")


def ordered_zones(ir: dict) -> set[str]:
    """The names of the zones whose order some rule reads."""
    out = {spec["refill_from"] for spec in ir.get("zones", {}).values() if spec.get("refill_from")}
    for node in nodes_of(ir):
        if node.get("t") != "call" or not node.get("a"):
            continue
        f, first = node.get("f"), node["a"][0]
        if f == "draw" or f in _BY_POSITION:
            out |= _zones_of(first)
        elif f == "take" and isinstance(first, dict) and first.get("t") == "const":
            start = ir.get("kinds", {}).get(first.get("v"), {}).get("starts_in")
            if start:
                out.add(start)
    return out


def _zones_of(e) -> set[str]:
    """The zone a list is (or is filtered from), if it is one."""
    if not isinstance(e, dict):
        return set()
    if e.get("t") in ("zone", "pzone"):
        return {e["n"]}
    if e.get("t") == "call" and e.get("f") == "filter" and e.get("a"):
        return _zones_of(e["a"][0])
    return set()


def nodes_of(value):
    """Every dict in the IR, depth first (code of phases, actions, procedures, setup, ends)."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            yield v
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
