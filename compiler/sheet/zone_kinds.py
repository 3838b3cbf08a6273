"""Which kinds of card may ever be in each zone, so a sheet can name a choice from a zone by its
cards' group ("a tool card of their choice from the market") where that is certain.

A zone holds the kinds that start in it and every kind that can reach it: `move` from a zone
(any zone its cards expression names), `draw` from a zone, `take` of a kind, `discard` to a
kind's `discard_to`, a `refill_from`. A move whose cards come from no named zone (a local, a
parameter) may bring any kind: the zone's kinds are then unknown (None).
"""
from __future__ import annotations

from .zone_order import nodes_of


def zone_kinds(ir: dict) -> dict[str, set[str] | None]:
    kinds = ir.get("kinds", {})
    hand = ir.get("hand_zone")
    out: dict[str, set[str] | None] = {z: set() for z in ir.get("zones", {})}
    for k, spec in kinds.items():
        if spec.get("starts_in") in out:
            out[spec["starts_in"]].add(k)
    flows: list[tuple[str, object]] = []       # (target, source zone name | set of kinds | None)
    for z, spec in ir.get("zones", {}).items():
        if spec.get("refill_from"):
            flows.append((z, spec["refill_from"]))
    for k, spec in kinds.items():
        if spec.get("discard_to"):
            flows.append((spec["discard_to"], {k}))
    for node in nodes_of(ir):
        if node.get("t") != "call" or not node.get("a"):
            continue
        f, a, kw = node.get("f"), node["a"], node.get("k", {})
        if f == "move" and len(a) == 2:
            target = _zone_name(a[1])
            sources = _zones_in(a[0])
            for src in sources or [None]:
                flows.append((target, src))
        elif f == "draw":
            target = _zone_name(kw.get("to")) if kw.get("to") is not None else hand
            flows.append((target, _zone_name(a[0])))
        elif f == "take" and isinstance(a[0], dict) and a[0].get("t") == "const":
            target = _zone_name(kw.get("to")) if kw.get("to") is not None else hand
            flows.append((target, {a[0].get("v")}))
    changed = True
    while changed:
        changed = False
        for target, src in flows:
            if target is None:
                # a move to a zone this analysis cannot name: nothing is known of any zone
                return {z: None for z in out}
            if out.get(target, set()) is None:
                continue
            add = src if isinstance(src, set) else (out.get(src) if src is not None else None)
            if add is None:
                out[target] = None
                changed = True
            elif not add <= out[target]:
                out[target] |= add
                changed = True
    return out


def _zone_name(e) -> str | None:
    return e["n"] if isinstance(e, dict) and e.get("t") in ("zone", "pzone") else None


def _zones_in(e) -> list[str]:
    return sorted({n["n"] for n in nodes_of(e) if n.get("t") in ("zone", "pzone")})
