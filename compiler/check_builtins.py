"""The built-in functions of the rules language: their signatures, and the checks some calls need
beyond their parameter types (used by checker.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .check_scope import Context
from .check_types import words
from .symbols import did_you_mean

if TYPE_CHECKING:
    from .checker import Checker


# ---- the built-in functions ---------------------------------------------------------------
# name: (positional parameter types, keyword types, result type, "expr" | "stmt")
# Parameter types: a type, "T"/"list<T>" (generic), "fn<T>->R" (a function), "cards"
# (a card, a list of cards or a zone), "enumtype", "counter" (a counter's name). "?" = optional.

BUILTINS = {
    "count": (["list<T>", "fn<T>->bool?"], {}, "int", "expr"),
    "sum": (["list<T>", "fn<T>->int"], {}, "int", "expr"),
    "any": (["list<T>", "fn<T>->bool"], {}, "bool", "expr"),
    "all": (["list<T>", "fn<T>->bool"], {}, "bool", "expr"),
    "filter": (["list<T>", "fn<T>->bool"], {}, "list<T>", "expr"),
    "first": (["list<T>"], {}, "T", "expr"),
    "last": (["list<T>"], {}, "T", "expr"),
    "top": (["list<T>", "int"], {}, "list<T>", "expr"),
    "most": (["list<T>", "fn<T>->int"], {}, "list<T>", "expr"),
    "fewest": (["list<T>", "fn<T>->int"], {}, "list<T>", "expr"),
    "rank": (["list<T>", "fn<T>->int"], {"tiebreak": "fn<T>->int"}, "list<list<T>>", "expr"),
    "min": (["int", "int"], {}, "int", "expr"),
    "max": (["int", "int"], {}, "int", "expr"),
    "max_of": (["list<T>", "fn<T>->int"], {}, "int", "expr"),
    "min_of": (["list<T>", "fn<T>->int"], {}, "int", "expr"),
    "product": (["list<T>", "fn<T>->int"], {}, "int", "expr"),
    "range": (["int", "int"], {}, "list<int>", "expr"),
    "sort_by": (["list<T>", "fn<T>->int"], {}, "list<T>", "expr"),
    "largest": (["list<T>", "int", "fn<T>->int"], {}, "list<T>", "expr"),
    "smallest": (["list<T>", "int", "fn<T>->int"], {}, "list<T>", "expr"),
    "group_by": (["list<T>", "fn<T>->any"], {}, "list<list<T>>", "expr"),
    "distinct": (["list<T>", "fn<T>->any?"], {}, "list<T>", "expr"),
    "clockwise_from": (["player"], {}, "list<player>", "expr"),
    "next_player": (["player"], {}, "player", "expr"),
    "occupants": (["card"], {}, "list<player>", "expr"),
    "placed": (["player"], {}, "list<card>", "expr"),
    "kinds": (["group"], {}, "list<kind>", "expr"),
    "values": (["enumtype"], {}, "list<enum:E>", "expr"),
    "arrival": (["int"], {}, "int", "expr"),
    "random_pick": (["list<T>"], {}, "T", "expr"),
    "sample": (["list<T>", "int"], {}, "list<T>", "expr"),
    "choose": (["player", "list<T>"], {"as": "label", "show": "fn<T>->int"}, "T", "expr"),
    "choose_some": (["player", "list<T>"], {"as": "label", "min": "int", "max": "int"}, "list<T>", "expr"),
    "alive": (["player"], {}, "bool", "expr"),
    "in_play": (["player"], {}, "bool", "expr"),
    "total_score": (["player"], {}, "int", "expr"),
    "knows": (["player", "card"], {}, "bool", "expr"),
    # statements
    "move": (["cards", "zone"], {}, "stmt", "stmt"),
    "draw": (["zone", "int"], {"to": "zone"}, "stmt", "stmt"),
    "take": (["kind", "int"], {"to": "zone"}, "stmt", "stmt"),
    "discard": (["cards"], {}, "stmt", "stmt"),
    "shuffle": (["zone"], {}, "stmt", "stmt"),
    "peek": (["player", "cards"], {}, "stmt", "stmt"),
    "reveal": (["zone"], {}, "stmt", "stmt"),
    "place": (["player", "card"], {}, "stmt", "stmt"),
    "clear_placements": ([], {}, "stmt", "stmt"),
    "do": (["T", "action"], {}, "stmt", "stmt"),
    "score": (["player", "category", "int"], {}, "stmt", "stmt"),
    "award": (["list<T>", "list<int>", "category"], {}, "stmt", "stmt"),
    "eliminate": (["player"], {}, "stmt", "stmt"),
    "knock_out": (["player"], {}, "stmt", "stmt"),
    "declare_winners": (["list<player>"], {}, "stmt", "stmt"),
    "transfer": (["counter", "player", "player", "int"], {}, "stmt", "stmt"),
    "defer_turn": ([], {}, "stmt", "stmt"),
}
REQUIRED_KEYWORDS = {"choose": ("as",), "choose_some": ("as",)}
CONSTANT_NAMES = {"players": "list<player>", "player_count": "int", "round": "int"}
BUILTIN_NAMES = set(BUILTINS) | set(CONSTANT_NAMES) | {"me", "this"}


def _check_arrival(ch: Checker, e, ir, bound, scope):
    target = ir["a"][0]
    if target.get("t") != "counter" or not ch.sym.counters[target["n"]].get("arrival_order"):
        ch.err("RW401", "arrival(...) needs a counter that keeps arrival order, e.g. arrival(p.track[x])",
               e["args"][0], "declare the counter with 'arrival_order: true'")


def _check_award(ch: Checker, e, ir, bound, scope):
    if not bound.get("T", "").startswith("list<player"):
        ch.err("RW401", "award(...) needs a ranking (a list of lists of players), as made by rank(...)", e["args"][0])


def _needs_me(ch: Checker, e, ir, bound, scope):
    if "to" not in ir["k"]:
        if scope.lookup("me") is None:
            ch.err("RW402", f"{e['name']}(...) without 'to=' gives to 'me', and there is no 'me' here", e,
                   "add to=player.zone, or use it in a card's action")
        if ch.sym.hand_zone is None:
            ch.err("RW402", f"{e['name']}(...) without 'to=' needs a zone marked 'hand: true'", e, None)
    if e["name"] == "take":
        kind_ir = ir["a"][0]
        if kind_ir.get("t") != "const" or kind_ir["v"] not in ch.sym.kinds:
            ch.err("RW401", "take(...) needs a card kind written out, e.g. take(kind_name, 1)", e["args"][0])


def _check_do(ch: Checker, e, ir, bound, scope):
    target_t = bound.get("T")
    if target_t not in ("card", "kind"):
        ch.err("RW401", f"do(...) performs a card's or a card kind's action, found {words(target_t or 'any')}",
               e["args"][0])
    action = ir["a"][1]
    specs = ch.sym.actions.get(action["v"], {}) if action.get("t") == "const" else {}
    params = {}
    for spec in specs.values():
        params.update(spec["params"])
    for k, kpos, a in e["kwargs"]:
        if k != "me" and k not in params:
            ch.err("RW304", f"the action '{action['v']}' takes no value '{k}'", {"pos": kpos, "end": kpos + len(k)},
                   did_you_mean(k, params) or (f"it takes: me, {', '.join(params)}" if params else "it takes: me"))
        expected = "player" if k == "me" else params[k]
        ir["k"][k] = ch.arg(expected, a, scope, Context(), {}, "do")
    for p in params:
        if p not in ir["k"]:
            ch.err("RW304", f"the action '{action['v']}' needs '{p}=...'", e)


CALL_CHECKS = {"arrival": _check_arrival, "award": _check_award, "draw": _needs_me, "take": _needs_me,
               "do": _check_do}
