"""The end-of-game elimination check the narration prints, found in the rules: the comparisons
that eliminate a player (`elimination_tests`) and what the narration knows of the values they
compare at the end of a game (`Facts`: the last value of every counter, the cards of a zone when
it was last revealed)."""
from __future__ import annotations

NEGATED = {">": "≤", ">=": "<", "<": "≥", "<=": ">", "==": "≠", "!=": "="}
SHOWN_OP = {">": ">", ">=": "≥", "<": "<", "<=": "≤", "==": "=", "!=": "≠"}


def elimination_tests(code: list, lets: dict | None = None) -> list[tuple[dict, str, dict]]:
    """Every `if <comparison> { eliminate(p) }` in `code`: (comparison, the name of the
    player variable, the `let` values in scope there). Only comparisons can be told."""
    lets = dict(lets or {})
    found = []
    for st in code or []:
        t = st.get("t")
        if t == "let":
            lets[st["n"]] = st["v"]
        if t == "if" and st["c"].get("t") == "cmp":
            for inner in st.get("then", []):
                e = inner.get("e") or {}
                args = e.get("a") or [{}]
                if inner.get("t") == "do" and e.get("f") == "eliminate" and args[0].get("t") == "local":
                    found.append((st["c"], args[0]["n"], dict(lets)))
        for key in ("b", "then", "else"):
            if isinstance(st.get(key), list):
                found += elimination_tests(st[key], lets)
    return found


def calls(ir: dict, function: str) -> bool:
    """Whether the rules call `function` anywhere (setup, phases, actions, procedures, ...)."""
    stack = [ir]
    while stack:
        x = stack.pop()
        if type(x) is dict:
            if x.get("t") == "call" and x.get("f") == function:
                return True
            stack.extend(x.values())
        elif type(x) is list:
            stack.extend(x)
    return False


class Facts:
    """What the narration knows at the end of a game for the elimination check: the last value
    of every counter and the cards of every zone when it was last revealed."""

    def __init__(self, ir: dict):
        self.ir = ir
        self.counters: dict[tuple, int] = {}
        self.zones: dict[tuple, list[dict]] = {}

    def see(self, ev: dict) -> None:
        kind = ev.get("type")
        if kind == "counter" and "new" in ev:
            self.counters[(ev["counter"], ev["player"], ev["index"])] = ev["new"]
        elif kind == "reveal":
            self.zones[(ev["zone"], ev["owner"])] = ev["cards"]
        elif kind == "move":                       # a zone's cards changed since it was revealed
            self.zones.pop((ev["from"], ev["from_owner"]), None)
            self.zones.pop((ev["to"], ev["to_owner"]), None)

    def constant(self, expr: dict):
        if expr.get("t") == "int":
            return expr["v"]
        if expr.get("t") == "param":
            v = self.ir["parameters"].get(expr["n"], {}).get("value")
            return v if type(v) is int else None
        return None

    def counter(self, name: str, seat: int, index=None):
        if (name, seat, index) in self.counters:
            return self.counters[(name, seat, index)]
        spec = self.ir["counters"].get(name, {})
        return self.constant(spec.get("start") or {})     # never changed: its start value
