"""The checker's types, as strings (see checker.py): int, bool, player, card, kind, zone, label,
group, action, category, enum:<name>, enumtype:<name>, option:<param>, table, table:<enum>,
counter, list<T>, fn, any. A zone can be used wherever a list<card> is expected.
"""
from __future__ import annotations


def list_of(t: str) -> str:
    return f"list<{t}>"


def elem(t: str) -> str | None:
    if t == "zone":
        return "card"
    if t.startswith("list<"):
        return t[5:-1]
    return None


def words(t: str) -> str:
    names = {"int": "a number", "bool": "true/false", "player": "a player", "card": "a card",
             "kind": "a card kind", "zone": "a zone", "label": "a decision", "group": "a card group",
             "action": "an action", "category": "a scoring category", "table": "a table by player count",
             "fn": "a function (x -> ...)", "any": "anything", "stmt": "an action (it has no value)"}
    if t in names:
        return names[t]
    if t.startswith("list<"):
        return f"a list of {words(t[5:-1]).split(' ', 1)[-1]}s" if t != "list<any>" else "a list"
    if t.startswith("enum:"):
        return f"a value of '{t[5:]}'"
    if t.startswith("enumtype:"):
        return f"the enum '{t[9:]}'"
    if t.startswith("option:"):
        return f"an option of '{t[7:]}'"
    if t.startswith("table:"):
        return f"a table by '{t[6:]}'"
    return t


def fits(actual: str, expected: str) -> bool:
    if actual == expected or "any" in (actual, expected):
        return True
    if expected.startswith("list<"):
        if actual == "zone":
            return fits("card", expected[5:-1])
        if actual.startswith("list<"):
            return fits(actual[5:-1], expected[5:-1])
    return False


def unify(a: str, b: str) -> str | None:
    if fits(a, b) and a != "any" and not (a.startswith("list<") and "any" in a):
        return a if fits(b, a) or b == "any" or "any" in b else b
    if fits(b, a):
        return b if b != "any" and "any" not in b else a
    if a == "zone" and b.startswith("list<") and fits("card", b[5:-1]):
        return "list<card>"
    if b == "zone" and a.startswith("list<") and fits("card", a[5:-1]):
        return "list<card>"
    return None


def subst(t: str, bound: dict) -> str:
    if "T" in bound and t in ("T", "list<T>", "list<list<T>>"):
        t = t.replace("T", bound["T"])
    if "E" in bound:
        t = t.replace("enum:E", f"enum:{bound['E']}")
    return t
