"""Noun phrases for expressions: values, parameters, list items, constants, function calls.

A part of `SentenceGenerator` (sentences.py), which combines these classes; `self` is the
generator, so any method may call any other.
"""
from __future__ import annotations

from typing import Any

from .base import (Ctx, NP, _contains, _is_call, _local, _mentions, _only_as_index, _substitute, _terms,
    _type_word)
from .fold import known
from .templates import CONSTANT_CALLS, call_template


class Values:
    """Noun phrases for expressions: methods of `SentenceGenerator`."""

    # ---- expressions -----------------------------------------------------------------------------

    def resolve(self, node, ctx: Ctx, depth: int = 0):
        """Follow locals bound to values (not players or loop variables) to their definitions."""
        while isinstance(node, dict) and node.get("t") == "local" and depth < 20:
            b = ctx.env.get(node["n"])
            if not b or b[0] != "value":
                return node
            node = b[1]
            depth += 1
        return node

    def typeof(self, node, ctx: Ctx) -> str:
        if not isinstance(node, dict):
            return "any"
        t = node.get("t")
        if t in ("int", "arith", "neg", "table", "counter"):
            return "int"
        if t in ("bool", "and", "or", "not", "cmp", "in"):
            return "bool"
        if t in ("zone", "pzone"):
            return "zone"
        if t == "local":
            b = ctx.env.get(node["n"])
            if not b:
                return "any"
            if b[0] == "value":
                return self.typeof(b[1], ctx)
            if b[0] == "np":
                return b[2]
            return "fn"
        if t == "param":
            return self.params.get(node["n"], {}).get("type", "any")
        if t == "var":
            return self.ir["variables"].get(node["n"], {}).get("type", "any")
        if t == "const":
            v = node["v"]
            if v in self.ir["kinds"]:
                return "kind"
            if v in self.ir["groups"]:
                return "group"
            for enum, values in self.ir["enums"].items():
                if v in values:
                    return f"enum:{enum}"
            return "const"
        if t == "kindof":
            return "kind"
        if t == "groupof":
            return "group"
        if t == "cattr":
            return self.ir["attributes"].get(node["n"], {}).get("type", "any")
        if t == "item":
            lt = self.typeof(node["o"], ctx)
            return "card" if lt == "zone" else lt[5:-1] if lt.startswith("list<") else "any"
        if t == "list":
            return f"list<{self.typeof(node['a'][0], ctx)}>" if node["a"] else "list<any>"
        if t == "concat":
            return self.typeof(node["a"], ctx)
        if t in ("_sets", "_rest"):
            return "int"
        if t == "cond":
            return self.typeof(node["a"], ctx)
        if t == "apply":
            return "any"
        if t == "call":
            f = node["f"]
            args = node.get("a", [])

            def elem_of(x):
                lt = self.typeof(x, ctx)
                return "card" if lt == "zone" else lt[5:-1] if lt.startswith("list<") else "any"
            if f in ("count", "sum", "min", "max", "arrival", "total_score", "player_count", "round", "max_of", "min_of",
                     "product"):
                return "int"
            if f == "range":
                return "list<int>"
            if f in ("largest", "smallest", "sort_by", "distinct"):
                return f"list<{elem_of(args[0])}>"
            if f in ("any", "all", "alive", "in_play", "knows"):
                return "bool"
            if f in ("players", "clockwise_from", "occupants"):
                return "list<player>"
            if f == "next_player":
                return "player"
            if f == "placed":
                return "list<card>"
            if f == "kinds":
                return "list<kind>"
            if f == "values":
                return f"list<enum:{args[0]['v']}>"
            if f in ("first", "last", "random_pick", "choose"):
                return elem_of(args[1] if f == "choose" else args[0])
            if f in ("filter", "top", "most", "fewest", "sample"):
                return f"list<{elem_of(args[0])}>"
            if f == "choose_some":
                return f"list<{elem_of(args[1])}>"
            if f == "rank":
                return f"list<list<{elem_of(args[0])}>>"
        return "any"

    def amount(self, node, ctx: Ctx, digits: bool = False, phrase: bool = False) -> tuple[str, Any]:
        """(text, n) for a quantity: numbers in words; n is the number for plural rules."""
        r = self.resolve(node, ctx)
        k = known(r)
        if isinstance(k, int) and not isinstance(k, bool):
            return (str(k) if digits else self.number(k)), k
        if _is_call(r, "count") and len(r["a"]) == 1:
            inner = r["a"][0]
            b = ctx.env.get(inner.get("n")) if inner.get("t") == "local" else None
            if b and b[0] in ("np", "value") and not getattr(b[1], "snapshot", False):
                return self.t("sheet-idiom-that-many", case="nom"), "other"
        if r.get("t") == "arith" and r["op"] == "/" and known(r["b"]) == 2 and _is_call(r["a"], "count") \
                and r["a"]["a"][0].get("t") == "pzone" and len(r["a"]["a"]) == 1:
            z = r["a"]["a"][0]
            return self.t("sheet-idiom-half", zone=self.zone(z["n"]), owner=self._owner_word(z["p"], ctx),
                          player=self.player(z["p"], ctx), case="acc"), "other"
        return self.value(node, ctx)("acc"), "phrase" if phrase else "other"

    def value(self, node, ctx: Ctx, noun: str | None = None) -> NP:
        """A noun phrase for any expression; `noun`: the gender of the noun that follows a number
        (a table by player count says "and one with four players" before it, German "eine")."""
        t = node.get("t") if isinstance(node, dict) else None
        if t == "int":
            return self.np("sheet-node-int", n=node["v"])
        if t == "bool":
            return self.np("sheet-node-yesno", value=node["v"] and "true" or "false")
        if t == "local":
            b = ctx.env.get(node["n"])
            if b is None:
                return self.np("sheet-node-local", type="any", gender="none")
            if b[0] == "np":
                return b[1]
            if b[0] == "value":
                return self.value(b[1], Ctx(b[2] | {k: v for k, v in ctx.env.items() if k not in b[2]},
                                            ctx.actor, ctx.who, ctx.subject), noun)
            return self.np("sheet-node-lambda", body="")
        if t == "param":
            spec = self.params.get(node["n"], {})
            if isinstance(spec.get("value"), dict):
                return self._table_np(spec["value"], noun)
            return self.np("sheet-node-param", value=self.value_text(spec.get("value")))
        if t == "var":
            names = self.names(f"variable-{node['n']}")
            return self.np("sheet-node-var", gender=names.get("gender", "none"), var=names)
        if t == "const":
            return self._const(node["v"])
        if t == "zone":
            return self.np("sheet-node-zone", zone=self.zone(node["n"]))
        if t == "pzone":
            part = self.value(node["i"], ctx) if node.get("i") is not None else None
            return self.np("sheet-node-pzone", owner=self._owner_word(node["p"], ctx), player=self.player(node["p"], ctx),
                           zone=self.zone(node["n"]), part=part)
        if t == "_sets":
            return self._sets_np(node, ctx)
        if t == "_rest":
            return self.np("sheet-np-rest", owner=self._owner_word(node["p"], ctx), player=self.player(node["p"], ctx),
                           counter=self.counter(node["n"]), number="other", plural=True)
        if t == "counter":
            p = node.get("p")
            return self.np("sheet-node-counter", plural=True, owner=self._owner_word(p, ctx) if p else "none",
                           player=self.player(p, ctx) if p else None, counter=self.counter(node["n"]),
                           index=self.value(node["i"], ctx) if node.get("i") is not None else None)
        if t == "kindof":
            return self.np("sheet-node-kindof", card=self.value(node["o"], ctx))
        if t == "groupof":
            return self.np("sheet-node-groupof", card=self.value(node["o"], ctx))
        if t == "cattr":
            return self.np("sheet-node-cattr", card=self.value(node["o"], ctx), attribute=self.names(f"attribute-{node['n']}"))
        if t == "table":
            o = node["o"]
            if o.get("t") == "param" and isinstance(self.params.get(o["n"], {}).get("value"), dict) \
                    and _is_call(node["i"], "player_count"):
                return self._table_np(self.params[o["n"]]["value"], noun)
            value, index = self._param_value(o), self.resolve(node["i"], ctx)
            if isinstance(value, dict) and index.get("t") == "const" and index["v"] in value:
                return self.np("sheet-node-param", value=self.value_text(value[index["v"]]))
            lookup = self._table_lookup(node, ctx, keep_zeros=True)
            if lookup is not None:      # the index is always said; the table after the sentence
                return self._table_of(lookup, ctx, node)
            return self._item_np(o, node["i"], ctx)
        if t == "item":
            value, index = self._param_value(node["o"]), known(self.resolve(node["i"], ctx))
            if isinstance(value, list) and isinstance(index, int) and 0 <= index < len(value):
                return self.np("sheet-node-param", value=self.value_text(value[index]))
            lookup = self._table_lookup(node, ctx, keep_zeros=True)
            if lookup is not None:      # the index is always said; the table after the sentence
                return self._table_of(lookup, ctx, node)
            return self._item_np(node["o"], node["i"], ctx)
        if t == "list":
            items = [self.t("sheet-list-group", items=self.value(x, ctx)("nom")) if x.get("t") == "list"
                     else self.value(x, ctx)("nom") for x in node["a"]]
            return self.np("sheet-node-list", items=self.join(items) if items else "none", plural=True)
        if t in ("and", "or", "not", "cmp", "in"):
            text = self.clause(node, ctx)
            return NP(lambda case: text)
        if t == "neg":
            return self.np("sheet-node-neg", value=self.value(node["a"], ctx))
        if t == "arith" and node["op"] == "+":
            terms = _terms(node)
            if len(terms) > 2 and all(x.get("t") == "counter" and x.get("i") is None and x.get("p") == terms[0].get("p")
                                      and x.get("p") is not None for x in terms):
                names = [self.counter(x["n"]) for x in terms]
                return self.np("sheet-np-counters", owner=self._owner_word(terms[0]["p"], ctx),
                               player=self.player(terms[0]["p"], ctx),
                               counters=self.join([b.get("plural", b[""]) for b in names]))
        if t == "arith":
            return self.np("sheet-node-arith", op=node["op"], a=self.value(node["a"], ctx), b=self.value(node["b"], ctx))
        if t == "concat":
            return self.np("sheet-node-concat", a=self.value(node["a"], ctx), b=self.value(node["b"], ctx), plural=True)
        if t == "cond":
            c = node["c"]
            tied = self._tie_choice(node, ctx)
            if tied is not None:
                return tied
            zero = self._or_zero(node, ctx)
            if zero is not None:
                return zero
            if c.get("t") == "cmp" and c["op"] == "==" and _is_call(c["a"], "player_count") and isinstance(known(c["b"]), int):
                text = self.t("sheet-idiom-by-players", value=self.value(node["b"], ctx)("nom"),
                              exception=self.value(node["a"], ctx)("nom"), players=self.number(known(c["b"])))
                return NP(lambda case: text)
            return self.np("sheet-node-cond", cond=self.clause(c, ctx), a=self.value(node["a"], ctx), b=self.value(node["b"], ctx))
        if t == "lambda":
            return self.np("sheet-node-lambda", body=self.value(node["b"], ctx)("nom"))
        if t == "apply":
            return self.np("sheet-node-apply", value=self.value(self._apply(node, ctx), ctx))
        if t == "call":
            return self.call_value(node, ctx)
        return self.np("sheet-node-call", function=str(t))

    def _table_of(self, lookup, ctx: Ctx, node=None) -> NP:
        """T[x]: "the value for x in the table" inside the sentence, the table itself in a
        sentence after it (so that a rule does not run on through a dozen entries). A parameter
        by the values of an enum is a column of a table printed after the statement: every such
        parameter the statement uses, over the same enum, is a column of the same table."""
        entries, index = lookup
        if len(entries) <= 40:
            return self.np("sheet-node-table-of", entries=entries, index=self.value(index, ctx), later="no")
        column = self._enum_table_column(node)
        if column is not None:
            number, col = column
            return self.np("sheet-node-table-of", entries=entries, index=self.value(index, ctx), later="column",
                           number=number, column=col)
        number = self._tables.setdefault(entries, len(self._tables) + len(self._enum_tables) + 1)   # numbered within the statement
        self.note(self.t("sheet-table-note", entries=entries, number=number))
        return self.np("sheet-node-table-of", entries=entries, index=self.value(index, ctx), later="yes", number=number)

    def _item_np(self, lst, index, ctx: Ctx) -> NP:
        """lst[i]: the entry at position i + 1 (the language counts from 0, a reader from 1);
        lst[(x - 1) % count(lst)] is the entry for x, counted round and round."""
        i = self.resolve(index, ctx)
        n = known(i)
        if isinstance(n, int):
            return self.np("sheet-node-item", list=self.value(lst, ctx), index=self.number(n + 1), cycle="no")
        cycle = "no"
        if i.get("t") == "arith" and i["op"] == "%":
            size = self.resolve(i["b"], ctx)
            if _is_call(size, "count") and len(size["a"]) == 1 and self.resolve(size["a"][0], ctx) == self.resolve(lst, ctx):
                cycle, i = "yes", self.resolve(i["a"], ctx)
            elif isinstance(self._param_value(lst), list) and known(size) == len(self._param_value(lst)):
                cycle, i = "yes", self.resolve(i["a"], ctx)
        if i.get("t") == "arith" and i["op"] == "-" and known(i["b"]) == 1:
            position = self.value(i["a"], ctx)
        elif i.get("t") == "arith" and i["op"] == "-" and isinstance(known(i["b"]), int):
            position = self.value({"t": "arith", "op": "-", "a": i["a"], "b": {"t": "int", "v": known(i["b"]) - 1}}, ctx)
        else:
            position = self.value({"t": "arith", "op": "+", "a": i, "b": {"t": "int", "v": 1}}, ctx)
        if cycle == "yes" and not (i.get("t") == "arith" and i["op"] == "-" and known(i["b"]) == 1):
            # (x + k) % n: said literally, position counted from one
            cycle = "yes"
        return self.np("sheet-node-item", list=self.value(lst, ctx), index=position, cycle=cycle)

    def _or_zero(self, node, ctx: Ctx):
        """if count(L) > 0 then f(L) else 0: f(L), or zero when L is empty."""
        c = self.resolve(node["c"], ctx)
        if known(node["b"]) != 0 or not (c.get("t") == "cmp" and c["op"] in (">", "!=") and known(c["b"]) == 0):
            return None
        ca = self.resolve(c["a"], ctx)
        if not (_is_call(ca, "count") and len(ca["a"]) == 1):
            return None
        lst = ca["a"][0]
        if not _contains(node["a"], lst) and not _contains(self.resolve(node["a"], ctx), lst):
            return None
        return self.np("sheet-np-or-zero", value=self.value(node["a"], ctx))

    def _tie_choice(self, node, ctx: Ctx):
        """if count(L) == 1 then first(L) else choose(P, L), L = most/fewest(...)."""
        c, a, b = node["c"], node["a"], node["b"]
        if not (c.get("t") == "cmp" and c["op"] == "==" and known(c["b"]) == 1 and _is_call(c["a"], "count")):
            return None
        lst = c["a"]["a"][0]
        if not (_is_call(a, "first") and a["a"][0] == lst and _is_call(b, "choose") and b["a"][1] == lst):
            return None
        ext = self.resolve(lst, ctx)
        if not (_is_call(ext, "most") or _is_call(ext, "fewest")):
            return None
        return self._extreme(ext, ctx, tie="choose", chooser=self.player(b["a"][0], ctx))

    def _apply(self, node, ctx: Ctx):
        """f(x) with `let f = p -> body`: the body with x in place of p."""
        b = ctx.env.get(node["f"])
        if not b or b[0] != "lambda":
            return {"t": "int", "v": 0}
        lam = b[1]
        return _substitute(lam["b"], lam["p"], node["a"])

    def _const(self, v) -> NP:
        ir = self.ir
        if v in ir["kinds"]:
            return self.np("sheet-node-const", name=self.kind(v), what="kind")
        if v in ir["groups"]:
            return self.np("sheet-node-const", name=self.names(f"group-{v}"), what="group")
        for enum, values in ir["enums"].items():
            if v in values:
                return self.np("sheet-node-const", name=self.names(f"{enum}-{v}"), what="value")
        for c in ir.get("categories", []):
            if v == c:
                return self.np("sheet-node-const", name={"": self.loc.format(f"category-{v}"), "gender": "none"},
                               what="category")
        if any(v in spec["actions"] for spec in ir["groups"].values()):
            return self.np("sheet-node-const", name=self.names(f"action-{v}"), what="action")
        if v in ir.get("decisions", []):
            return self.np("sheet-node-const", name={"": self.loc.format(f"choice-{v}"), "gender": "none"},
                           what="decision")
        return self.np("sheet-node-const", name={"": self.value_text(v), "gender": "none"}, what="value")

    def _table_np(self, table: dict, noun: str | None) -> NP:
        return NP(lambda case: self.t("sheet-node-table", case=case, value=self._table_text(table, noun, case)))

    def _table_text(self, table: dict, noun: str | None = None, case: str = "nom") -> str:
        """A table by player count ("three (two with four players)"); before a noun of gender
        `noun`, each value also as a number with that gender and case, for the locale's "one"."""
        if not all(str(k).isdigit() for k in table):
            return self._table_entries(table)
        counts: dict = {}
        for v in table.values():
            counts[v] = counts.get(v, 0) + 1
        common = max(counts, key=lambda v: (counts[v], v))
        def number(v):
            return v if isinstance(v, int) and not isinstance(v, bool) else "other"
        noun_args = dict(gender=noun or "none", case=case)
        exceptions = [self.t("sheet-table-exception", value=self.value_text(v), players=self.number(int(p)),
                             n=number(v), **noun_args)
                      for p, v in table.items() if v != common]
        return self.t("sheet-table", value=self.value_text(common), exceptions=self.join(exceptions) if exceptions else "none",
                      n=number(common), **noun_args)

    def _count_of_list(self, a, ctx: Ctx):
        """count() of a list made from another: sorted (as many), some of it (the smaller of n
        and how many there are), its different values, the whole numbers of a range."""
        src = self.resolve(a[0], ctx)
        if isinstance(src, dict) and src.get("t") == "concat":
            # count(A + B) = count(A) + count(B): "the number of cards in the market plus ..."
            return self.value({"t": "arith", "op": "+",
                               "a": {"t": "call", "f": "count", "a": [src["a"]] + list(a[1:]), "k": {}},
                               "b": {"t": "call", "f": "count", "a": [src["b"]] + list(a[1:]), "k": {}}}, ctx)
        if not (isinstance(src, dict) and src.get("t") == "call"):
            return None
        f, args = src["f"], src.get("a", [])
        if f == "sort_by" and len(args) == 2:
            return self.value({"t": "call", "f": "count", "a": [args[0]] + list(a[1:]), "k": {}}, ctx)
        if len(a) > 1:
            return None
        if f in ("sample", "largest", "smallest") and len(args) >= 2:
            return self.value({"t": "call", "f": "min", "a": [args[1], {"t": "call", "f": "count", "a": [args[0]], "k": {}}],
                               "k": {}}, ctx)
        if f in ("distinct", "group_by") and len(args) == 2:
            body, param = self._fn_body(args[1], ctx)
            if body is not None and body == {"t": "cattr", "o": _local(param), "n": body.get("n")}:
                return self.np("sheet-call-count-distinct", attribute=self.names(f"attribute-{body['n']}"),
                               list=self.value(args[0], ctx))
        if f == "range" and len(args) == 2:
            lo, hi = known(self.resolve(args[0], ctx)), known(self.resolve(args[1], ctx))
            if isinstance(lo, int) and isinstance(hi, int) and not isinstance(lo, bool) and not isinstance(hi, bool):
                return self.np("sheet-node-int", n=max(0, hi - lo + 1))
            return self.np("sheet-call-count-range", a=self.value(args[0], ctx), b=self.value(args[1], ctx))
        return None

    def call_value(self, node, ctx: Ctx) -> NP:
        f, a, k = node["f"], node.get("a", []), node.get("k", {})
        if f in CONSTANT_CALLS:
            return self.np(call_template(f), plural=f == "players")
        if f == "count":
            counted = self._count_of_list(a, ctx)
            if counted is not None:
                return counted
            coll = self._coll(a[0], ctx)
            if coll is not None and len(a) > 1:
                coll = self._with_preds(coll, a[1], ctx)
            if coll is not None:
                return self.np("sheet-call-count", list=self._coll_np(coll, ctx), pred="none")
            values = self._enum_list(a[0], ctx)
            if values is not None and values[1] is None and len(a) > 1:
                where = self._values_where_np(values[0], a[1], ctx)
                if where is not None:
                    return self.np("sheet-call-count", list=where, pred="none")
            pred = self.predicate(a[1], ctx, self._elem_type(a[0], ctx)) if len(a) > 1 else "none"
            return self.np("sheet-call-count", list=self.value(a[0], ctx), pred=pred)
        if f == "sum":
            normal = self._normalize(node, ctx)
            if normal is not node:
                return self.value(normal, ctx)
            lst = self.resolve(a[0], ctx)
            fn = a[1]
            body, param = self._fn_body(fn, ctx)
            attr = body.get("n") if body is not None and body == {"t": "cattr", "o": _local(param), "n": body.get("n")} \
                else None
            coll = self._coll(a[0], ctx)
            if attr and coll is not None and lst.get("t") != "zone":
                return self.np("sheet-call-sum-attribute", zone=self.zone(coll["zone"]),
                               attribute=self.names(f"attribute-{attr}"), cards=self._coll_np(coll, ctx))
            if attr and lst.get("t") != "zone" and coll is None:
                return self.np("sheet-call-sum-attribute", zone=None, attribute=self.names(f"attribute-{attr}"),
                               cards=self._list_np(a[0], ctx))
            # sum(L, c -> sum(p.z[c], b -> b.attr)): the cards of the parts L of a zone
            if body is not None and _is_call(body, "sum") and len(body["a"]) == 2:
                inner = self._coll(body["a"][0], ctx)
                ibody, iparam = self._fn_body(body["a"][1], ctx)
                if inner is not None and inner.get("part") == _local(param) and ibody is not None \
                        and ibody == {"t": "cattr", "o": _local(iparam), "n": ibody.get("n")} \
                        and not _mentions(inner["preds"], param):
                    coll = {**inner, "part": a[0]}
                    return self.np("sheet-call-sum-attribute", zone=self.zone(coll["zone"]),
                                   attribute=self.names(f"attribute-{ibody['n']}"), cards=self._coll_np(coll, ctx))
            if fn.get("t") == "lambda" and fn["b"] == {"t": "cattr", "o": _local(fn["p"]), "n": fn["b"].get("n")} \
                    and lst.get("t") == "zone":
                return self.np("sheet-call-sum-attribute", zone=self.zone(lst["n"]),
                               attribute=self.names(f"attribute-{fn['b']['n']}"))
            return self.np("sheet-call-sum", list=self._list_np(a[0], ctx), value=self._fn_value(fn, ctx, a[0]))
        if f in ("any", "all"):
            text = self.clause(node, ctx)
            return NP(lambda case: text)
        if f == "filter":
            r = self.resolve(a[0], ctx)
            kinds = self._kind_predicate(a[1], ctx)
            if kinds is not None and r.get("t") in ("pzone", "zone"):
                return self._cards_in(kinds, r, ctx)
            coll = self._coll(node, ctx)
            if coll is not None:        # "the cards in their hand with colour X and value two"
                return self._coll_np(coll, ctx)
            body, param = self._fn_body(a[1], ctx)
            if body is not None and self._of_players(a[0], ctx):
                # players who meet a condition: said with "they" ("for whom this holds: they have ...")
                they = self.np("sheet-np-they")
                inner = ctx.with_env(**{param: ("np", they, "player")}).acting(param, "they", they)
                return self.np("sheet-np-players-meeting", list=self.value(a[0], ctx),
                               cond=self.clause(body, inner), plural=True)
            return self.np("sheet-call-filter", list=self.value(a[0], ctx), pred=self.predicate(a[1], ctx), plural=True)
        if f == "first":
            r = self.resolve(a[0], ctx)
            values = self._enum_list(a[0], ctx)
            if values is not None and values[1] is not None:
                cond = self._where(values[1], ctx)
                if cond is not None:
                    return self.np("sheet-np-first-value", enum=self.names(f"enum-{values[0]}"), cond=cond)
            if _is_call(r, "filter"):
                kinds = self._kind_predicate(r["a"][1], ctx)
                src = self.resolve(r["a"][0], ctx)
                if kinds is not None and len(kinds) == 1 and src.get("t") == "pzone":
                    return self.np("sheet-idiom-one-of", kind=self.kind(kinds[0]), zone=self.zone(src["n"]),
                                   owner=self._owner_word(src["p"], ctx), player=self.player(src["p"], ctx))
            if (_is_call(r, "most") or _is_call(r, "fewest")) and self._of_players(r["a"][0], ctx):
                return self._extreme(r, ctx, tie="first")
            if _is_call(r, "filter") and _is_call(self.resolve(r["a"][0], ctx), "players"):
                # first(filter(players, p -> C)): the first player in seat order who C
                body, param = self._fn_body(r["a"][1], ctx)
                if body is not None:
                    they = self.np("sheet-np-they")
                    rel = self.clause(body, ctx.with_env(**{param: ("np", they, "player")}), subject_var=param, who="rel")
                    return self.np("sheet-np-first-player-who", rel=rel)
            if _is_call(r, "rank"):
                return self._rank_first(r, ctx)
            coll = self._coll(a[0], ctx)
            if coll is not None and coll["preds"] and self._first_type(a[0], ctx) == "card":
                # first(filter(zone, c -> ...)): "the first card with strength above one in the market"
                return self.np("sheet-call-first", list=self._coll_np(coll, ctx, "one"), type="filtered")
            inner = self.resolve(r["a"][0], ctx) if _is_call(r, "first") else None
            if _is_call(inner, "rank") and not inner.get("k") and self._of_players(inner["a"][0], ctx):
                # first(first(rank(L, f))): of those with the most, the first in the order of L
                return self._extreme({"t": "call", "f": "most", "a": inner["a"], "k": {}}, ctx, tie="first")
            return self.np("sheet-call-first", list=self.value(a[0], ctx), type=self._first_type(a[0], ctx))
        if f == "last":
            return self.np("sheet-call-last", list=self.value(a[0], ctx), type=self._first_type(a[0], ctx))
        if f == "random_pick":
            return self.np(call_template(f), list=self.value(a[0], ctx))
        if f == "top":
            r = self.resolve(a[0], ctx)
            extreme = self.resolve(r["a"][0], ctx) if _is_call(r, "filter") else r
            if _is_call(extreme, "most") and self._of_players(extreme["a"][0], ctx):
                if known(a[1]) == 1:
                    return self._extreme(r, ctx, tie="first")
            amt, n = self.amount(a[1], ctx)
            return self.np("sheet-call-top", amount=amt, n=n, list=self.value(a[0], ctx), plural=True)
        if f in ("most", "fewest"):
            if not self._of_players(a[0], ctx):
                # cards or values: "those of the pile with the highest value"
                return self.np(call_template(f), list=self.value(a[0], ctx), plural=True, of="items",
                               value=self._fn_value(a[1], ctx, a[0]), measure="none", measures="none")
            of = "all" if _is_call(self.resolve(a[0], ctx), "players") else "players"
            return self.np(call_template(f), list=self.value(a[0], ctx), plural=True, of=of, value="none",
                           **self.measure(a[1], ctx, f))
        if f == "rank":
            tb = k.get("tiebreak")
            if tb is not None:
                self.note(self.t("sheet-idiom-rank-ties", **self.measure(tb, ctx, "most")))
            return self.np("sheet-call-rank", list=self.value(a[0], ctx), tiebreak="none" if tb is None else "yes",
                           plural=True, **self.measure(a[1], ctx, "most"))
        if f in ("min", "max"):
            return self.np(call_template(f), a=self.value(a[0], ctx), b=self.value(a[1], ctx))
        if f == "next_player":
            # next_player(next_player(x)): the player two places to the left of x
            steps_left, inner = 1, self.resolve(a[0], ctx)
            while _is_call(inner, "next_player"):
                steps_left, inner = steps_left + 1, self.resolve(inner["a"][0], ctx)
            if steps_left > 1:
                return self.np("sheet-np-places-left", count=self.number(steps_left), player=self.player(inner, ctx))
        if f in ("clockwise_from", "next_player"):
            return self.np(call_template(f), player=self.player(a[0], ctx), plural=f == "clockwise_from")
        if f == "occupants":
            return self.np("sheet-call-occupants", card=self.value(a[0], ctx), plural=True)
        if f in ("placed", "total_score"):
            return self.np(call_template(f), owner=self._owner_word(a[0], ctx), player=self.player(a[0], ctx),
                           plural=f == "placed")
        if f == "kinds":
            return self.np("sheet-call-kinds", group=self.names(f"group-{a[0]['v']}"), plural=True)
        if f == "values":
            enum = a[0]["v"]
            return self.np("sheet-call-values", values=self.join([self.loc.format(f"{enum}-{v}") for v in self.ir["enums"][enum]]),
                           plural=True)
        if f == "arrival":
            return self.np("sheet-call-arrival", value=self.value(a[0], ctx))
        if f == "sample":
            amt, n = self.amount(a[1], ctx)
            return self.np("sheet-call-sample", amount=amt, n=n, list=self.value(a[0], ctx), plural=True)
        if f in ("choose", "choose_some"):
            chooser = a[0]
            rng = self._range(node) if f == "choose_some" else {}
            lst = self.resolve(a[1], ctx)
            kinds = self._kind_predicate(lst["a"][1], ctx) if _is_call(lst, "filter") else None
            ltype = "zone" if lst.get("t") in ("zone", "pzone") else "kinds" if kinds is not None else \
                _type_word(self.typeof(a[1], ctx)[5:-1] if self.typeof(a[1], ctx).startswith("list<") else "any")
            items = self.value(a[1], ctx)
            one = None      # the name of one item, for languages that count with the singular
            gender = "none"     # its gender (of a value's name), for the article of "one"
            if _is_call(lst, "values") or _is_call(lst, "kinds"):
                # "two colours of your choice", "two kinds of tile of your choice"
                ltype = "values"
                number = "other" if f == "choose_some" else "one"
                if _is_call(lst, "values"):
                    name = self.names(f"enum-{lst['a'][0]['v']}")
                    items = NP(lambda case: name.get("plural", name[""]) if f == "choose_some" else name[""])
                    one, gender = name[""], name.get("gender", "none")
                else:
                    group = self.names(f"group-{lst['a'][0]['v']}")
                    items = self.np("sheet-np-kinds-of", group=group, number=number)
                    one = self.t("sheet-np-kinds-of", group=group, number="one", case="nom")
            args = dict(chooser=self._owner_word(chooser, ctx), player=self.player(chooser, ctx),
                        list=items, type=ltype)
            if ltype == "zone":
                # "a tool card of their choice": every card that can be in the zone is of one group
                held = self.zone_kinds.get(lst["n"])
                groups = {self.ir["kinds"][k].get("group") for k in held} if held else {None}
                if len(groups) == 1 and None not in groups:
                    args["group"] = self.names(f"group-{groups.pop()}")
            if f == "choose_some" and one is not None:
                args["one"], args["one_gender"] = one, gender
            args.update(rng)       # choose_some: range, shape, n
            if f == "choose_some" and ltype == "kinds":
                # one card of those kinds: "up to one gem", German with each kind's article
                args["one"] = self.kinds_list(kinds, "card", "or")
                return NP(lambda case: self.t(call_template(f), case=case, **args,
                                              **self.kinds_each(kinds, case, "one")), "none", True)
            return self.np(call_template(f), plural=f == "choose_some", **args)
        if f in ("alive", "in_play", "knows"):
            text = self.clause(node, ctx)
            return NP(lambda case: text)
        if f in ("max_of", "min_of") and len(a) == 2:
            values = self._enum_list(a[0], ctx)
            body, param = self._fn_body(a[1], ctx)
            if values is not None and values[1] is None and body is not None and body.get("t") == "counter" \
                    and body.get("i") == _local(param) and body.get("p") is not None:
                return self.np("sheet-np-counter-extreme", dir="most" if f == "max_of" else "fewest",
                               owner=self._owner_word(body["p"], ctx), player=self.player(body["p"], ctx),
                               counter=self.counter(body["n"]), enum=self.names(f"enum-{values[0]}"))
        # the rest: max_of, min_of, product, range, sort_by, largest, smallest, group_by,
        # distinct, and any function added later: one generic template each
        args: dict = {}
        if f in ("max_of", "min_of") and len(a) == 2:
            # the gender of what is measured, for the article ("die höchste Anzahl", "het hoogste aantal")
            body, param = self._fn_body(a[1], ctx)
            args["measured"] = "count" if body is not None and body.get("t") == "counter" else \
                self.names(f"attribute-{body['n']}")["gender"] if body is not None and body.get("t") == "cattr" \
                else "none"
        for i, arg in enumerate(a):
            if arg.get("t") == "lambda" or (arg.get("t") == "local" and ctx.env.get(arg["n"], ("",))[0] == "lambda"):
                args["value"] = self._fn_value(arg, ctx, a[0] if a else None)
            elif self.typeof(arg, ctx) == "int" and f in ("largest", "smallest", "sample"):
                args["amount"], args["n"] = self.amount(arg, ctx)
                if not isinstance(known(self.resolve(arg, ctx)), int):
                    args["n"] = "phrase"
            elif self.typeof(arg, ctx) == "int":
                args["a" if "a" not in args else "b"] = self.value(arg, ctx)
            else:
                args["list"] = self._list_np(arg, ctx)
        return self.np(call_template(f), **args)

    def _list_np(self, node, ctx: Ctx) -> NP:
        """A list: the values of an enum by its name ("colours", "colours where ..."), cards of a
        zone by their name, anything else by its generic phrase."""
        values = self._enum_list(node, ctx)
        if values is not None:
            enum, fn = values
            if fn is None:
                name = self.names(f"enum-{enum}")
                return NP(lambda case: name.get("plural", name[""]))
            where = self._values_where_np(enum, fn, ctx)
            if where is not None:
                return where
        coll = self._coll(node, ctx)
        if coll is not None and (coll["preds"] or coll.get("part") is not None
                                 or "cards" in self.zone(coll["zone"])):
            return self._coll_np(coll, ctx)
        return self.value(node, ctx)

    def _cards_in(self, kinds: list[str], zone_node, ctx) -> NP:
        if zone_node.get("t") == "pzone":
            return self.np("sheet-np-kinds", kinds=self.kinds_list(kinds), plural=True)
        return self.np("sheet-np-kinds", kinds=self.kinds_list(kinds), plural=True)

    def _fn_value(self, fn, ctx, over=None) -> NP:
        if fn.get("t") == "local" and ctx.env.get(fn["n"], ("",))[0] == "lambda":
            fn = ctx.env[fn["n"]][1]
        body, param = self._fn_body(fn, ctx)
        if body is not None and body == {"t": "cattr", "o": _local(param), "n": body.get("n")}:
            name = self.names(f"attribute-{body['n']}")
            return NP(lambda case: name[""])
        if body is not None and body.get("t") == "counter" and body.get("p") == _local(param) and body.get("i") is None:
            return self.np("sheet-np-counter-number", counter=self.counter(body["n"]))
        if body is not None and _only_as_index(body, param) and _mentions(body, param):
            # f(x) = the number of your tiles in x: told without x
            value = self.value(body, ctx.with_env(**{param: ("np", NP(lambda case: "none"), "index")}))
            if body.get("t") == "counter":
                return self.np("sheet-call-count", list=value, pred="none")
            return value
        if fn.get("t") == "lambda":
            # the element by its type ("that card", "that player"), so that nested functions
            # over cards and players never both read "that one"
            t = self.typeof(over, ctx) if over is not None else "any"
            elem = "card" if t == "zone" else t[5:-1] if t.startswith("list<") else "any"
            if elem in ("card", "player"):
                return self.value(fn["b"], ctx.with_env(**{fn["p"]: ("np", self._local_np(elem), elem)}))
            return self.value(fn["b"], ctx.with_env(**{fn["p"]: ("np", self.np("sheet-node-local", type="any", gender="none"), "any")}))
        return self.value(fn, ctx)
