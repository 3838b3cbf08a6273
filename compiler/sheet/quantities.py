"""Quantities (totals of indexed counters, sets of identical ones) and scoring sentences.

A part of `SentenceGenerator` (sentences.py), which combines these classes; `self` is the
generator, so any method may call any other.
"""
from __future__ import annotations

from .base import Ctx, NP, _count_locals, _is_call, _local, _mentions, _only_as_index, _substitute
from .fold import known


class Quantities:
    """Quantities (totals of indexed counters, sets of identical ones) and scoring sentences: methods of `SentenceGenerator`."""

    # ---- quantities: totals of indexed counters, sets of identical ones ---------------------------

    def _normalize(self, node, ctx: Ctx):
        """sum(values(E), t -> p.c[t]) with c indexed by E is p.c in total; with `/ k`, the sets of
        k identical ones."""
        if not _is_call(node, "sum") or len(node["a"]) != 2:
            return node
        src = self.resolve(node["a"][0], ctx)
        body, param = self._fn_body(node["a"][1], ctx)
        if not _is_call(src, "values") or body is None:
            return node
        enum = src["a"][0]["v"]
        k = None
        if body.get("t") == "arith" and body["op"] == "/" and isinstance(known(body["b"]), int):
            body, k = body["a"], known(body["b"])
        if body.get("t") == "counter" and body.get("i") == _local(param) and body.get("p") is not None \
                and self.ir["counters"].get(body["n"], {}).get("indexed_by") == enum \
                and not _mentions(body["p"], param):
            if k is None:
                return {"t": "counter", "n": body["n"], "p": body["p"], "i": None, "total": True}
            return {"t": "_sets", "n": body["n"], "p": body["p"], "k": k}
        return node

    def _sets_np(self, node, ctx: Ctx, number: str = "other", owned: bool = True) -> NP:
        args = dict(counter=self.counter(node["n"]), size=node["k"], count=self.number(node["k"]), number=number)
        if owned:
            args.update(owner=self._owner_word(node["p"], ctx), player=self.player(node["p"], ctx))
        else:
            args["owner"] = "none"
        return self.np("sheet-np-sets", plural=number != "one", **args)

    def _enum_list(self, node, ctx: Ctx):
        """values(E) or filter(values(E), pred): (E, pred or None), else None."""
        r = self.resolve(node, ctx)
        if _is_call(r, "values"):
            return r["a"][0]["v"], None
        if _is_call(r, "filter") and len(r["a"]) == 2:
            inner = self._enum_list(r["a"][0], ctx)
            if inner is not None and inner[1] is None:
                return inner[0], r["a"][1]
        return None

    def _where(self, fn, ctx: Ctx):
        """A condition on an enum value x that uses x only as the index of a zone or counter, told
        without naming x ("you have at least two tiles"), or None."""
        body, param = self._fn_body(fn, ctx)
        if body is None:
            return None
        body = self._inline(body, ctx)
        if not _only_as_index(body, param):
            return None
        inner = ctx.with_env(**{param: ("np", NP(lambda case: "none"), "index")})
        return self.clause(body, inner)

    def _inline(self, node, ctx: Ctx, depth: int = 0):
        """Locals bound to values and applications of local functions replaced by their code."""
        if depth > 10:
            return node
        if isinstance(node, list):
            return [self._inline(x, ctx, depth) for x in node]
        if not isinstance(node, dict):
            return node
        if node.get("t") == "local":
            b = ctx.env.get(node["n"])
            if b and b[0] == "value":
                return self._inline(b[1], ctx, depth + 1)
            return node
        if node.get("t") == "apply":
            b = ctx.env.get(node["f"])
            if b and b[0] == "lambda":
                return self._inline(_substitute(b[1]["b"], b[1]["p"], node["a"]), ctx, depth + 1)
        return {k: self._inline(v, ctx, depth) for k, v in node.items()}

    def _values_where_np(self, enum, fn, ctx: Ctx, number: str = "other"):
        cond = self._where(fn, ctx) if fn is not None else "none"
        if cond is None:
            return None
        return self.np("sheet-np-values-where", enum=self.names(f"enum-{enum}"), cond=cond, number=number,
                       plural=number != "one")

    def _unit(self, node, ctx: Ctx):
        """What one point is scored for: {"unit", "units", "per", "count"} or None."""
        r = self._normalize(self.resolve(node, ctx), ctx)
        per = 1
        if r.get("t") == "arith" and r["op"] == "/" and isinstance(known(r["b"]), int) and known(r["b"]) > 1:
            per = known(r["b"])
            r = self._normalize(self.resolve(r["a"], ctx), ctx)
        unit = None
        if r.get("t") == "_sets":
            unit = self._sets_np(r, ctx, "one", owned=False)("nom"), self._sets_np(r, ctx, "other", owned=False)("nom")
        elif r.get("t") == "counter" and r.get("i") is None and r.get("p") is not None:
            c = self.counter(r["n"])
            unit = c[""], c.get("plural", c[""])
        elif r.get("t") == "_rest":
            args = dict(counter=self.counter(r["n"]), owner="none")
            unit = self.t("sheet-np-rest", number="one", case="nom", **args), \
                self.t("sheet-np-rest", number="other", case="nom", **args)
        elif _is_call(r, "count"):
            coll = self._coll(r["a"][0], ctx)
            if coll is not None and len(r["a"]) > 1:
                coll = self._with_preds(coll, r["a"][1], ctx)
            if coll is not None:
                unit = self._coll_np(coll, ctx, "one", owned=False)("nom"), self._coll_np(coll, ctx, "other", owned=False)("nom")
            else:
                values = self._enum_list(r["a"][0], ctx)
                if values is not None and values[1] is None and len(r["a"]) > 1:
                    cond = self._where(r["a"][1], ctx)
                    if cond is not None:
                        name = self.names(f"enum-{values[0]}")
                        return {"unit": name[""], "units": name.get("plural", name[""]), "per": per,
                                "count": self.number(per), "cond": cond, "gender": name.get("gender", "none")}
        if unit is None:
            return None
        return {"unit": unit[0], "units": unit[1], "per": per, "count": self.number(per), "cond": "none"}

    def _locals_in(self, node, ctx: Ctx, seen=None) -> set:
        """The locals a node uses, and those their definitions use."""
        seen = set() if seen is None else seen
        counts: dict = {}
        _count_locals(node, counts)
        if isinstance(node, dict) and node.get("t") == "apply":
            counts[node["f"]] = counts.get(node["f"], 0) + 1
        for name in counts:
            if name in seen:
                continue
            seen.add(name)
            b = ctx.env.get(name)
            if b and b[0] in ("value", "lambda"):
                self._locals_in(b[1], ctx, seen)
        return seen

    def _score_amount(self, node, ctx: Ctx):
        """total - x after a score that used x: the rest of the counter ({"t": "_rest"})."""
        r = self._normalize(self.resolve(node, ctx), ctx)
        if r.get("t") == "arith" and r["op"] == "-":
            total = self._normalize(self.resolve(r["a"], ctx), ctx)
            if total.get("t") == "counter" and total.get("total") and self._last_score \
                    and self._locals_in(r["b"], ctx) & self._last_score:
                return {"t": "_rest", "n": total["n"], "p": total["p"]}
        return r

    # ---- scoring sentences ----------------------------------------------------------------------

    def _score(self, e, ctx: Ctx) -> str | None:
        a = e["a"]
        player, category = a[0], self.loc.format(f"category-{a[1]['v']}")
        who = dict(who=self._who_for(player, ctx), subject=self._subject_for(player, ctx))
        amount = a[2]
        r = self._score_amount(amount, ctx)
        self._last_score = self._locals_in(amount, ctx)
        # p.flag * k: k points if the flag is set
        for x, y in ((r.get("a"), r.get("b")), (r.get("b"), r.get("a"))) if r.get("t") == "arith" and r["op"] == "*" \
                else ():
            x = self.resolve(x, ctx)
            if x.get("t") == "counter" and x.get("p") == player and self._is_flag(x["n"]) and isinstance(known(y), int):
                return self.t("sheet-idiom-score-flag", amount=str(known(y)), n=known(y), counter=self.counter(x["n"]),
                              category=category, **who)
        # k points per unit
        k, q = 1, r
        if r.get("t") == "arith" and r["op"] == "*":
            for x, y in ((r["a"], r["b"]), (r["b"], r["a"])):
                if isinstance(known(self.resolve(x, ctx)), int):
                    k, q = known(self.resolve(x, ctx)), y
                    break
        if q is not r or r.get("t") in ("_sets", "_rest") or _is_call(r, "count") or \
                (r.get("t") == "arith" and r["op"] == "/"):
            q = self._normalize(self.resolve(q, ctx), ctx) if isinstance(q, dict) else q
            unit = self._unit(q, ctx) if q.get("t") not in ("_rest",) else None
            if q.get("t") == "_rest":
                args = dict(counter=self.counter(q["n"]), owner="none")
                unit = {"unit": self.t("sheet-np-rest", number="one", case="nom", **args),
                        "units": self.t("sheet-np-rest", number="other", case="nom", **args), "per": 1,
                        "count": self.number(1), "cond": "none"}
            if unit is not None:
                return self.t("sheet-idiom-score-each", amount=str(k), n=k, category=category, **unit, **who)
        # a table: points by value
        if r.get("t") in ("table", "item"):
            lookup = self._table_lookup(r, ctx)
            if lookup is not None:
                entries, index = lookup
                b = ctx.env.get(index.get("n")) if isinstance(index, dict) and index.get("t") == "local" else None
                by = self.value(index, ctx)
                if self.resolve(index, ctx).get("t") == "counter":
                    by = self.np("sheet-call-count", list=by, pred="none")
                if b and b[0] == "np" and str(b[2]).startswith("enum:"):
                    enum_name = self.names(f"enum-{b[2][5:]}")
                    by = NP(lambda case: enum_name[""])
                return self.t("sheet-idiom-score-by", by=by, table=entries, category=category, **who)
        # sum(values(E), x -> units in x * T[x]): points per unit, by value
        if _is_call(r, "sum") and len(r["a"]) == 2:
            values = self._enum_list(r["a"][0], ctx)
            body, param = self._fn_body(r["a"][1], ctx)
            if values is not None and values[1] is None and body is not None and body.get("t") == "arith" \
                    and body["op"] == "*":
                for q, tab in ((body["a"], body["b"]), (body["b"], body["a"])):
                    if tab.get("t") == "table" and tab["i"] == _local(param) and _only_as_index(q, param):
                        lookup = self._table_lookup(tab, ctx)
                        if lookup is None:
                            continue
                        inner = ctx.with_env(**{param: ("np", NP(lambda case: "none"), "index")})
                        unit = self._unit(q, inner)
                        if unit is not None:
                            return self.t("sheet-idiom-score-by-value", enum=self.names(f"enum-{values[0]}"),
                                          table=lookup[0], category=category, **unit, **who)
            # the total over a list of values from a table: for each item (that ...), score its points
            if body is not None and (values is not None or self.resolve(body, ctx).get("t") in ("table", "item")):
                items, cond, var_np = self._each(r["a"][0], param, ctx)
                if items is not None:
                    inner = ctx.with_env(**{param: ("np", var_np, self._elem_type(r["a"][0], ctx))})
                    sentence = self._score({**e, "a": [a[0], a[1], body]}, inner) or \
                        self.call_stmt({**e, "a": [a[0], a[1], body]}, inner)
                    enum = self._enum_list(r["a"][0], ctx)
                    what = "value" if enum is not None else "list"
                    gender = self.names(f"enum-{enum[0]}").get("gender", "none") if enum is not None else "none"
                    return self.t("sheet-idiom-for-each-where", items=items, what=what, gender=gender, cond=cond,
                                  body=sentence)
        return None

    def _elem_type(self, node, ctx: Ctx) -> str:
        t = self.typeof(node, ctx)
        return t[5:-1] if t.startswith("list<") else "any"

    def _each(self, lst, param, ctx: Ctx):
        """For "for each ... (where ...)": (items NP, condition or "none", NP of one item)."""
        values = self._enum_list(lst, ctx)
        if values is not None:
            enum, fn = values
            cond = "none"
            if fn is not None:
                cond = self._where(fn, ctx)
                if cond is None:
                    return None, None, None
            name = self.names(f"enum-{enum}")
            return NP(lambda case: name[""]), cond, self.np("sheet-node-local", type=enum, name=name)
        r = self.resolve(lst, ctx)
        cond = "none"
        elem = self._elem_type(lst, ctx)
        if _is_call(r, "filter") and len(r["a"]) == 2:
            cond = self.predicate(r["a"][1], ctx, elem)
            r = r["a"][0]
        items = self.value(r, ctx)
        return items, cond, self._local_np(elem)

    def _is_flag(self, counter: str) -> bool:
        spec = self.ir["counters"].get(counter, {})
        return spec.get("min") == 0 and spec.get("max") == 1

    def _flags(self, node, player):
        """p.a * p.b * ... of flags of one player: the flag names, or None."""
        if isinstance(node, dict) and node.get("t") == "arith" and node["op"] == "*":
            a, b = self._flags(node["a"], player), self._flags(node["b"], player)
            return a + b if a is not None and b is not None else None
        if isinstance(node, dict) and node.get("t") == "counter" and node.get("p") == player and node.get("i") is None \
                and self._is_flag(node["n"]):
            return [node["n"]]
        return None
