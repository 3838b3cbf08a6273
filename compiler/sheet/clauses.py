"""Measures (most / fewest / rank) and clauses: the conditions of `if`, filters and loops.

A part of `SentenceGenerator` (sentences.py), which combines these classes; `self` is the
generator, so any method may call any other.
"""
from __future__ import annotations

from .base import (Ctx, NP, _CARD, _conjuncts, _disjuncts, _is_call, _is_var_bool, _local, _players_left,
    _rename, _substitute)
from .fold import known, without_positions
from .templates import call_template, node_template


class Clauses:
    """Measures (most / fewest / rank) and clauses: methods of `SentenceGenerator`."""

    # ---- measures (most / fewest / rank) ------------------------------------------------------------

    def measure(self, fn, ctx: Ctx, direction: str) -> dict:
        """How a function of a player is compared, as verb phrases without a subject:
        {"measure": singular ('played the most <kind> cards'), "measures": plural}."""
        return {"measure": self._measure(fn, ctx, direction, "one"),
                "measures": self._measure(fn, ctx, direction, "other")}

    def _measure(self, fn, ctx: Ctx, direction: str, number: str) -> str:
        body, param = self._fn_body(fn, ctx)
        if body is None:
            return self.t("sheet-measure-other", dir=direction, value=self.value(fn, ctx), number=number)
        if body.get("t") == "neg":
            return self._measure({"t": "lambda", "p": param, "b": body["a"]}, ctx,
                                 "fewest" if direction == "most" else "most", number)
        if _is_call(body, "count"):
            src = body["a"][0]
            if src.get("t") == "pzone" and src["p"] == _local(param):
                kinds = self._kind_predicate(body["a"][1], ctx) if len(body["a"]) > 1 else None
                same = len(body["a"]) > 1 and self._same_kind_predicate(body["a"][1], ctx)
                what = self.kinds_list(kinds) if kinds else self.t("sheet-np-kinds", kinds="same" if same else "none",
                                                                   case="nom")
                what_one = self.join([self.kind(k).get("card", self.kind(k)[""]) for k in kinds], "or") if kinds \
                    else self.t("sheet-np-kinds", kinds="same-one" if same else "one", case="nom")
                zid = f"zone-{src['n']}"
                args = dict(dir=direction, what=what, what_one=what_one, number=number)
                if self.loc.has_attribute(zid, "measure"):
                    return self.loc.attribute(zid, "measure", **args)
                return self.t("sheet-measure-zone", zone=self.zone(src["n"]),
                              held="hand" if src["n"] == self.ir.get("hand_zone") else "other", **args)
        if body.get("t") == "counter" and body.get("p") == _local(param):
            idx = self.value(body["i"], ctx) if body.get("i") is not None else None
            counter = self.counter(body["n"])
            # a name whose plural is the name itself may be a mass noun ("strength"): German says
            # "am meisten Stärke", never "die meisten Stärke"
            mass = "yes" if counter.get("plural", counter[""]) == counter[""] else "no"
            return self.t("sheet-measure-counter", dir=direction, counter=counter, index=idx, number=number, mass=mass)
        if _is_call(body, "total_score") and body["a"][0] == _local(param):
            return self.t("sheet-measure-score", dir=direction, number=number)
        inner = ctx.with_env(**{param: ("np", self.np("sheet-np-they"), "player")}).acting(param, "rel")
        if _is_call(body, "arrival"):
            return self.t("sheet-measure-arrival", dir=direction, value=self.value(body["a"][0], inner), number=number)
        return self.t("sheet-measure-other", dir=direction, value=self.value(body, inner), number=number)

    def _fn_body(self, fn, ctx):
        if fn is None:
            return None, None
        if fn.get("t") == "lambda":
            return fn["b"], fn["p"]
        if fn.get("t") == "local":
            b = ctx.env.get(fn["n"])
            if b and b[0] == "lambda":
                return b[1]["b"], b[1]["p"]
        return None, None

    def _extreme(self, node, ctx: Ctx, tie: str, chooser=None) -> NP:
        """first(most(L, f)) and friends: 'the player who played the most <kind> cards'."""
        needs = False
        if _is_call(node, "filter"):
            needs = True
            node = self.resolve(node["a"][0], ctx)
        direction = node["f"]
        lst = self.value(node["a"][0], ctx)
        measure = self.measure(node["a"][1], ctx, direction)
        if tie == "first":
            self.note(self._tie_first(self.resolve(node["a"][0], ctx), direction, measure, ctx))
        elif tie == "choose":
            self.note(self.t("sheet-idiom-tie-choose", dir=direction, chooser=chooser, **measure))
        if needs:
            self.note(self.t("sheet-idiom-needs-some", **self.measure(node["a"][1], ctx, "some")))
        return self.np("sheet-np-extreme", dir=direction, list=lst, needs=needs, **measure)

    def _of_players(self, lst, ctx: Ctx) -> bool:
        """Whether a list is one of players (the 'the player who ...' phrasings say so); a
        list of cards, or one whose type the generator cannot tell, is phrased literally."""
        return self.typeof(lst, ctx) == "list<player>"

    def _tie_first(self, lst, direction: str, measure: dict, ctx: Ctx) -> str:
        """Who wins a tie that `first(...)` breaks: the first in the list's own order, said for
        what that order is (placing order, seat order, clockwise from someone), or literally."""
        bound = ctx.env.get(lst["n"]) if lst.get("t") == "local" else None
        if bound and bound[0] == "np" and lst["n"] in self._calls:
            lst = self._param_site(lst["n"]) or lst      # an action parameter: what is passed for it
        if _is_call(lst, "occupants"):
            return self.t("sheet-idiom-tie-first", dir=direction, **measure)
        if _is_call(lst, "players"):
            return self.t("sheet-idiom-tie-first-seat", dir=direction, **measure)
        if _is_call(lst, "clockwise_from"):
            return self.t("sheet-idiom-tie-first-clockwise", dir=direction,
                          player=self.player(lst["a"][0], ctx), **measure)
        return self.t("sheet-idiom-tie-first-listed", dir=direction, list=self.value(lst, ctx), **measure)

    def _rank_first(self, node, ctx) -> NP:
        src = self.resolve(node["a"][0], ctx)
        if _is_call(src, "filter"):
            among = self.predicate(src["a"][1], ctx)
            measure = self.measure(node["a"][1], ctx, "most")
            tb = node.get("k", {}).get("tiebreak")
            if tb is not None:
                self.note(self.t("sheet-idiom-rank-ties", **self.measure(tb, ctx, "most")))
            return self.np("sheet-np-extreme", dir="most", list="none", needs="among", among=among, **measure)
        lst = self.value(node["a"][0], ctx)
        measure = self.measure(node["a"][1], ctx, "most")
        tb = node.get("k", {}).get("tiebreak")
        if tb is not None:
            self.note(self.t("sheet-idiom-rank-ties", **self.measure(tb, ctx, "most")))
        return self.np("sheet-np-extreme", dir="most", list=lst, needs=False, **measure)

    def note(self, text: str) -> None:
        if text not in self._notes:
            self._notes.append(text)

    # ---- clauses -----------------------------------------------------------------------------

    def predicate(self, fn, ctx: Ctx, elem: str = "any") -> str:
        """A relative clause for a function x -> bool ('that are <kind> cards')."""
        body, param = self._fn_body(fn, ctx)
        if body is None:
            return self.t("sheet-node-lambda", body=self.value(fn, ctx)("nom"))
        local = self.np("sheet-node-local", type="any", gender="none") if elem in ("any", "card", "player") \
            else self._local_np(elem)
        inner = ctx.with_env(**{param: ("np", local, elem)})
        return self.clause(body, inner, subject_var=param, who="rel")

    def _same_kind_predicate(self, fn, ctx) -> bool:
        """c -> c.kind == k, with k a kind named by a loop ('cards of that kind')."""
        body, param = self._fn_body(fn, ctx)
        return bool(body) and body.get("t") == "cmp" and body["op"] == "==" \
            and body["a"] == {"t": "kindof", "o": _local(param)} and body["b"].get("t") == "local"

    def _kind_predicate(self, fn, ctx) -> list[str] | None:
        """c -> c.kind == k, c -> c.attr (a boolean attribute): the kinds of cards that match."""
        body, param = self._fn_body(fn, ctx)
        if body is None:
            return None
        return self._kinds_matching(body, param)

    def _kinds_matching(self, body, param) -> list[str] | None:
        if body.get("t") == "cmp" and body["op"] == "==" and body["a"] == {"t": "kindof", "o": _local(param)} \
                and body["b"].get("t") == "const" and body["b"]["v"] in self.ir["kinds"]:
            return [body["b"]["v"]]
        if body.get("t") == "cattr" and body["o"] == _local(param) \
                and self.ir["attributes"].get(body["n"], {}).get("type") == "bool":
            return [k for k, spec in self.ir["kinds"].items() if spec.get("attributes", {}).get(body["n"])]
        if body.get("t") == "or":
            a, b = self._kinds_matching(body["a"], param), self._kinds_matching(body["b"], param)
            if a is not None and b is not None:
                return a + [k for k in b if k not in a]
        return None

    def clause(self, node, ctx: Ctx, subject_var: str | None = None, who: str | None = None) -> str:
        """A condition as a clause ('you have at least one Pass card in your hand')."""
        t = node.get("t")
        if t == "bool":
            return self.t("sheet-node-bool", value="true" if node["v"] else "false")
        if t == "var" and self.ir.get("variables", {}).get(node["n"], {}).get("type") == "bool":
            return self.t("sheet-clause-var-bool", var=self.names(f"variable-{node['n']}"))
        if t == "and":
            same = self._same_subject(_conjuncts(node), ctx)
            if same is not None:
                return same
        if t == "cmp" and node["op"] == "==" and (_is_call(node["b"], "max_of") or _is_call(node["b"], "min_of")):
            return self._same_subject([node], ctx)
        if t in ("and", "or"):
            items = _conjuncts(node) if t == "and" else _disjuncts(node)
            parts = [self.clause(p, ctx, subject_var, who) for p in items]
            # "A or (B and C)": a part of the other kind, or a negation, is bracketed
            parts = [self.t("sheet-clause-group", clause=text)
                     if (p.get("t") in ("and", "or", "not") and p.get("t") != t and not _is_var_bool(self.ir, p))
                     or self._compound_quantifier(p, ctx) else text
                     for p, text in zip(items, parts)]
            return self.t(node_template(t), items=self.join(parts, "standard" if t == "and" else "or"))
        if t == "not":
            inner = node["a"]
            if inner.get("t") == "var" and self.ir.get("variables", {}).get(inner["n"], {}).get("type") == "bool":
                return self.t("sheet-clause-var-bool-no", var=self.names(f"variable-{inner['n']}"))
            neg = self._clause_special(inner, ctx, subject_var, who, neg=True)
            if neg is not None:
                return neg
            return self.t("sheet-node-not", clause=self.clause(inner, ctx, subject_var, who))
        special = self._clause_special(node, ctx, subject_var, who, neg=False)
        if special is not None:
            return special
        if t == "in" and node["a"].get("t") == "kindof":
            kinds = self.resolve(node["b"], ctx)
            if kinds.get("t") == "list" and kinds["a"] and \
                    all(x.get("t") == "const" and x["v"] in self.ir["kinds"] for x in kinds["a"]):
                # x.kind in [A, B]: "x is an A or B"
                return self.t("sheet-clause-card-is", kinds=self.kinds_list([x["v"] for x in kinds["a"]], "card", "or"),
                              neg=False, gender="none", who="np", subject=self.value(node["a"]["o"], ctx),
                              **self.kinds_each([x["v"] for x in kinds["a"]]))
        if t == "in":
            src = self.resolve(node["b"], ctx)
            if _is_call(src, "filter") and len(src["a"]) == 2 and src["a"][1].get("t") == "lambda":
                # x in filter(L, p -> C): x is in L and C holds for x
                fn = src["a"][1]
                return self.clause({"t": "and", "a": {"t": "in", "a": node["a"], "b": src["a"][0]},
                                    "b": _substitute(fn["b"], fn["p"], node["a"])}, ctx, subject_var, who)
        if t in ("cmp", "in"):
            a = self.value(node["a"], ctx)
            form = self._cmp_form(a, node["a"], ctx)
            if t == "in":
                return self.t("sheet-node-in", a=a, b=self.value(node["b"], ctx), neg=False, form=form)
            return self.t("sheet-node-cmp", op=node["op"], a=a, b=self.value(node["b"], ctx), form=form)
        if t == "local":
            r = self.resolve(node, ctx)
            if r is not node:
                return self.clause(r, ctx, subject_var, who)
        if t == "apply":
            return self.clause(self._apply(node, ctx), ctx, subject_var, who)
        if t == "call" and node["f"] == "all" and len(node["a"]) == 2:
            # all(cards, c -> P): they have no card that is not P ("exactly zero cards with colour
            # other than red"), said through the cards' filters
            coll = self._coll(node["a"][0], ctx)
            body, param = self._fn_body(node["a"][1], ctx)
            if coll is not None and body is not None:
                inner = _rename(body, param, _CARD)
                flip = {"==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">"}
                neg = {**inner, "op": flip[inner["op"]]} if inner.get("t") == "cmp" else {"t": "not", "a": inner}
                coll = {**coll, "preds": coll["preds"] + [neg]}
                return self._count_clause(coll, "==", {"t": "int", "v": 0}, ctx, subject_var, who)
        if t == "call" and node["f"] in ("any", "all"):
            return self.t(call_template(node["f"]), list=self.value(node["a"][0], ctx), pred=self.predicate(node["a"][1], ctx),
                          neg=False)
        if t == "call" and node["f"] in ("alive", "in_play"):
            p = node["a"][0]
            return self.t(call_template(node["f"]), **self._who_args(p, ctx, subject_var, who))
        if t == "call" and node["f"] == "knows":
            p = node["a"][0]
            return self.t("sheet-call-knows", card=self.value(node["a"][1], ctx), **self._who_args(p, ctx, subject_var, who))
        if t == "cattr":
            return self.t("sheet-node-cattr", card=self.value(node["o"], ctx), attribute=self.names(f"attribute-{node['n']}"),
                          case="nom")
        return self.value(node, ctx)("nom")

    def _first_type(self, lst, ctx: Ctx) -> str:
        """card / player / other: what first(...) and last(...) pick, for "the last card of"."""
        t = self.typeof(lst, ctx)
        return "card" if t in ("zone", "list<card>") else "player" if t == "list<player>" else "other"

    def _compound_quantifier(self, node, ctx: Ctx) -> bool:
        """any(L, x -> A and B): inside a longer and/or its "and" would join the outer parts."""
        r = self.resolve(node, ctx)
        if not (_is_call(r, "any") or _is_call(r, "all")) or len(r.get("a", [])) < 2 \
                or not self._of_players(r["a"][0], ctx):
            return False
        body, _ = self._fn_body(r["a"][1], ctx)
        return body is not None and body.get("t") in ("and", "or")

    def _same_subject(self, conds, ctx: Ctx):
        """Comparisons of one value: "X is the highest among the players and more than zero"."""
        if not conds or not all(isinstance(c, dict) and c.get("t") == "cmp" for c in conds):
            return None
        first = without_positions(self._inline(conds[0]["a"], ctx))
        if any(without_positions(self._inline(c["a"], ctx)) != first for c in conds[1:]):
            return None
        preds = []
        for c in conds:
            b = c["b"]
            if c["op"] == "==" and (_is_call(b, "max_of") or _is_call(b, "min_of")):
                preds.append(self.t("sheet-pred-extreme", dir="most" if b["f"] == "max_of" else "fewest",
                                    list=self.value(b["a"][0], ctx)))
            else:
                preds.append(self.t("sheet-pred-cmp", op=c["op"], b=self.value(b, ctx)))
        return self.t("sheet-clause-same", a=self.value(conds[0]["a"], ctx), preds=self.join(preds))

    def _who_args(self, player, ctx, subject_var, who) -> dict:
        if subject_var is not None and player == _local(subject_var):
            return {"who": who or "rel", "subject": None}
        return {"who": self._who_for(player, ctx), "subject": self.player(player, ctx)}

    def _clause_special(self, node, ctx: Ctx, subject_var, who, neg: bool):
        t = node.get("t")
        if t == "apply":
            return self._clause_special(self._apply(node, ctx), ctx, subject_var, who, neg)
        if t == "local":
            r = self.resolve(node, ctx)
            return self._clause_special(r, ctx, subject_var, who, neg) if r is not node else None
        # any(players, p -> p.flag == 1): "at least one of the players has “F” set to yes"
        if (_is_call(node, "any") or _is_call(node, "all")) and len(node["a"]) == 2:
            some = self._flag_some(node, ctx, neg)
            if some is not None:
                return some
        # any(placed(p), b -> b.kind == K): p entered a K this round
        if _is_call(node, "any"):
            src = self.resolve(node["a"][0], ctx)
            kinds = self._kind_predicate(node["a"][1], ctx)
            if _is_call(src, "placed") and kinds and len(kinds) == 1:
                return self.t("sheet-clause-entered", kind=self.kind(kinds[0]), neg=neg,
                              **self._who_args(src["a"][0], ctx, subject_var, who))
            if src.get("t") == "zone" and kinds and len(kinds) == 1:
                return self.t("sheet-clause-in-zone", kind=self.kind(kinds[0]), zone=self.zone(src["n"]), neg=neg)
            if src.get("t") == "pzone" and kinds:
                return self.t("sheet-clause-has", what=self.kinds_list(kinds, "card", "or"), zone=self.zone(src["n"]), neg=neg,
                              **self.kinds_each(kinds, "acc", "what"), **self._who_args(src["p"], ctx, subject_var, who))
            special = self._clause_some(node, ctx, subject_var, who, neg)
            if special is not None:
                return special
            if neg:
                return self.t("sheet-call-any", list=self.value(node["a"][0], ctx), pred=self.predicate(node["a"][1], ctx),
                              neg=True)
            return None
        if t == "cmp":
            a, b, op = node["a"], node["b"], node["op"]
            if neg:
                op = {"<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "=="}[op]
            ra = self.resolve(a, ctx)
            # count(filter(zone, kind)) > 0: has a K card
            if _is_call(ra, "count") and known(b) == 0 and op in (">", "!="):
                src = self.resolve(ra["a"][0], ctx)
                if _is_call(src, "filter"):
                    kinds = self._kind_predicate(src["a"][1], ctx)
                    z = self.resolve(src["a"][0], ctx)
                    if kinds and z.get("t") == "pzone":
                        return self.t("sheet-clause-has", what=self.kinds_list(kinds, "card", "or"), zone=self.zone(z["n"]),
                                      neg=False, **self.kinds_each(kinds, "acc", "what"),
                                      **self._who_args(z["p"], ctx, subject_var, who))
            if _is_call(ra, "count") and known(b) == 0 and op in (">", "!=") and len(ra["a"]) == 1:
                src = self.resolve(ra["a"][0], ctx)
                if _is_call(src, "filter"):
                    return self.clause({"t": "call", "f": "any", "a": src["a"], "k": {}}, ctx, subject_var, who)
            # p.c > x (p.c in total: the sum of an indexed counter over all values)
            ra = self._normalize(ra, ctx)
            if ra.get("t") == "counter" and ra.get("p") is not None:
                idx = self.value(ra["i"], ctx) if ra.get("i") is not None else None
                # a flag (a counter of 0 or 1) compared with 0 or 1: set to yes / no
                flag = self._flag_value(ra, op, b, ctx)
                if flag is not None:
                    return self.t("sheet-clause-counter-flag", counter=self.counter(ra["n"]), index=idx, value=flag,
                                  **self._who_args(ra["p"], ctx, subject_var, who))
                if op == ">" and known(b) == 0:
                    op, b = ">=", {"t": "int", "v": 1}
                rb = self.resolve(b, ctx)
                n = known(rb)
                # a number (also a table of numbers by player count) or a phrase
                numeric = isinstance(n, int) or rb.get("t") == "table" and _is_call(rb.get("i"), "player_count")
                counter = self.counter(ra["n"])
                return self.t("sheet-clause-counter", op=op, counter=counter, index=idx,
                              value=self.value(b, ctx, noun=counter["gender"]),
                              n=n if isinstance(n, int) else "other" if numeric else "phrase",
                              **self._who_args(ra["p"], ctx, subject_var, who))
            # a shared flag compared with 0 or 1: said as a yes / no variable is ("“F” is yes")
            if ra.get("t") == "counter" and ra.get("p") is None and ra.get("i") is None:
                flag = self._flag_value(ra, op, b, ctx)
                if flag is not None:
                    return self.t("sheet-clause-var-bool" if flag == "yes" else "sheet-clause-var-bool-no",
                                  var=self.counter(ra["n"]))
            # count(filter(players, p -> in_play(p))) == 1: "exactly one player is still in play"
            left = _players_left(ra)
            if left is not None and isinstance(known(b), int):
                return self.t("sheet-clause-players-left", op=op, value=self.number(known(b)), n=known(b), state=left)
            # total_score(p) >= x: "p has at least x points in total"
            if _is_call(ra, "total_score"):
                n = known(self.resolve(b, ctx))
                return self.t("sheet-clause-counter", op=op, counter=self.names("sheet-np-points-total"), index=None,
                              value=self.value(b, ctx), n=n if isinstance(n, int) else "phrase",
                              **self._who_args(ra["a"][0], ctx, subject_var, who))
            # count(p.zone) >= count(q.zone)
            rb = self.resolve(b, ctx)
            if _is_call(ra, "count") and _is_call(rb, "count") and len(ra["a"]) == 1 and len(rb["a"]) == 1:
                za, zb = self.resolve(ra["a"][0], ctx), self.resolve(rb["a"][0], ctx)
                if za.get("t") == "pzone" and zb.get("t") == "pzone" and za["n"] == zb["n"]:
                    return self.t("sheet-clause-hand-size", op=op, zone=self.zone(za["n"]), other=self.player(zb["p"], ctx),
                                  **self._who_args(za["p"], ctx, subject_var, who))
            special = self._clause_count(ra, op, b, ctx, subject_var, who)
            if special is not None:
                return special
            # choose(p, [x, y]) == x: p chooses x
            if _is_call(ra, "choose") and op in ("==", "!=") and self.resolve(b, ctx).get("t") == "const":
                opts = self.resolve(ra["a"][1], ctx)
                if opts.get("t") == "list" and all(x.get("t") == "const" for x in opts["a"]):
                    label = lambda v: self.loc.format(f"choice-{v}") if self.loc.has(f"choice-{v}") else str(v)
                    return self.t("sheet-clause-chooses", **self._who_args(ra["a"][0], ctx, subject_var, who),
                                  label=label(self.resolve(b, ctx)["v"]), neg=op == "!=",
                                  options=self.join([f"“{label(x['v'])}”" for x in opts["a"]], "or"))
            # c.kind == K
            if a.get("t") == "kindof" and b.get("t") == "const" and op in ("==", "!="):
                return self.t("sheet-clause-card-is", kinds=self.kinds_list([b["v"]], "card"), neg=op == "!=",
                              gender="none", who="np", subject=self.value(a["o"], ctx), **self.kinds_each([b["v"]]))
            # c.attr != d.attr
            if a.get("t") == "cattr" and b.get("t") == "cattr" and a["n"] == b["n"] and op in ("==", "!="):
                return self.t("sheet-clause-attr-differs", attribute=self.names(f"attribute-{a['n']}"),
                              card=self.value(a["o"], ctx), other=self.value(b["o"], ctx), neg=op == "==")
            # p != q
            if neg and op == "!=" and self.typeof(a, ctx) == "player":
                return None
            if neg:
                said = self.value(a, ctx)
                return self.t("sheet-node-cmp", op=op, a=said, b=self.value(b, ctx), form=self._cmp_form(said, a, ctx))
            return None
        if t == "cattr" and self.ir["attributes"].get(node["n"], {}).get("type") == "bool":
            kinds = [k for k, spec in self.ir["kinds"].items() if spec.get("attributes", {}).get(node["n"])]
            if not kinds:       # set per card, not per kind: said as the attribute's value
                return self.t("sheet-clause-attr-yes", attribute=self.names(f"attribute-{node['n']}"),
                              card=self.value(node["o"], ctx), neg=neg)
            return self.t("sheet-clause-card-is", kinds=self.kinds_list(kinds, "card", "or"), neg=neg, gender="none",
                          who="np", subject=self.value(node["o"], ctx), **self.kinds_each(kinds))
        if t == "in" and neg:
            return self.t("sheet-node-in", a=self.value(node["a"], ctx), b=self.value(node["b"], ctx), neg=True)
        if _is_call(node, "all") and not neg:
            values = self._enum_list(node["a"][0], ctx)
            cond = self._where(node["a"][1], ctx) if values is not None and values[1] is None else None
            if cond is not None:
                return self.t("sheet-clause-in-values", mode="all", enum=self.names(f"enum-{values[0]}"), clause=cond,
                              op="none", n="other")
        if (_is_call(node, "alive") or _is_call(node, "in_play")) and neg:
            return self.t("sheet-node-not", clause=self.t(call_template(node["f"]),
                                                          **self._who_args(node["a"][0], ctx, subject_var, who)))
        return None

    def _cmp_form(self, said, node, ctx: Ctx) -> str:
        """How a comparison's left side is worded, for `sheet-node-cmp` / `sheet-node-in`: a
        pronoun ("they"), a player ("is the start player"), a plural noun ("the coins ... equal")
        or anything else (a number: "equals")."""
        return "they" if said.pronoun else "player" if self.typeof(node, ctx) == "player" \
            else "plural" if said.plural else "other"

    # a flag compared with a number, as the value it tests: (op, number) -> yes / no
    FLAG_TESTS = {("==", 1): "yes", ("!=", 0): "yes", (">", 0): "yes", (">=", 1): "yes",
                  ("==", 0): "no", ("!=", 1): "no", ("<", 1): "no", ("<=", 0): "no"}

    def _flag_value(self, counter, op, b, ctx: Ctx) -> str | None:
        """yes / no when `counter op b` tests a flag (a counter between 0 and 1, which the
        narration tells as yes / no) for being set or not; None for any other comparison."""
        if counter.get("t") != "counter" or counter.get("total") or not self._is_flag(counter["n"]):
            return None
        n = known(self.resolve(b, ctx))
        if not isinstance(n, int) or isinstance(n, bool):
            return None
        return self.FLAG_TESTS.get((op, n))

    def _flag_some(self, node, ctx: Ctx, neg: bool):
        """any(L, p -> p.flag == 1) / all(...) over players, a flag of each tested: "at least
        one of L has “F” set to yes" (German "bei mindestens einem von L „F“ auf ja steht"). Not
        any is all with the other value, not all is any with it."""
        body, param = self._fn_body(node["a"][1], ctx)
        if body is None or body.get("t") != "cmp" or not self._of_players(node["a"][0], ctx):
            return None
        counter = self._normalize(self.resolve(body["a"], ctx), ctx)
        if counter.get("t") != "counter" or counter.get("p") != _local(param):
            return None
        value = self._flag_value(counter, body["op"], body["b"], ctx)
        if value is None:
            return None
        mode = node["f"]
        if neg:
            mode, value = {"any": "all", "all": "any"}[mode], {"yes": "no", "no": "yes"}[value]
        inner = ctx.with_env(**{param: ("np", self.np("sheet-np-they"), "player")})
        idx = self.value(counter["i"], inner) if counter.get("i") is not None else None
        return self.t("sheet-clause-counter-flag-some", mode=mode, list=self.value(node["a"][0], ctx),
                      counter=self.counter(counter["n"]), index=idx, value=value)

    def _clause_some(self, node, ctx: Ctx, subject_var, who, neg: bool):
        """any(values(E), x -> P(x)): in one E, P; any(cards, c -> P(c)): you have a card that P."""
        if neg:
            return None
        values = self._enum_list(node["a"][0], ctx)
        if values is not None and values[1] is None:
            cond = self._where(node["a"][1], ctx)
            if cond is not None:
                return self.t("sheet-clause-in-values", mode="any", enum=self.names(f"enum-{values[0]}"), clause=cond,
                              op="none", n="other")
        coll = self._coll(node["a"][0], ctx)
        if coll is not None:
            coll = self._with_preds(coll, node["a"][1], ctx)
        if coll is not None:
            return self._count_clause(coll, ">", {"t": "int", "v": 0}, ctx, subject_var, who)
        return None

    def _clause_count(self, ra, op, b, ctx: Ctx, subject_var, who):
        """count(cards) op x, count(values(E), x -> P(x)) op n, sets of identical units op n."""
        if ra.get("t") == "_sets":
            n = known(b)
            return self.t("sheet-clause-sets", op=op, value=self.value(b, ctx), n=n if isinstance(n, int) else "other",
                          size=ra["k"], count=self.number(ra["k"]), counter=self.counter(ra["n"]),
                          **self._who_args(ra["p"], ctx, subject_var, who))
        if not _is_call(ra, "count"):
            return None
        coll = self._coll(ra["a"][0], ctx)
        if coll is not None and len(ra["a"]) > 1:
            coll = self._with_preds(coll, ra["a"][1], ctx)
        if coll is not None:
            return self._count_clause(coll, op, b, ctx, subject_var, who)
        values = self._enum_list(ra["a"][0], ctx)
        if values is not None and values[1] is None and len(ra["a"]) > 1:
            cond = self._where(ra["a"][1], ctx)
            if cond is not None:
                n = known(b)
                if op == ">" and n == 0:
                    op, b, n = ">=", {"t": "int", "v": 1}, 1
                return self.t("sheet-clause-in-values", mode="count", op=op, value=self.value(b, ctx),
                              n=n if isinstance(n, int) else "other", enum=self.names(f"enum-{values[0]}"), clause=cond)
        return None
