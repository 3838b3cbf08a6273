"""Sentences for statements: blocks, `let`, sequences, `if`, loops over players and items, assignments.

A part of `SentenceGenerator` (sentences.py), which combines these classes; `self` is the
generator, so any method may call any other.
"""
from __future__ import annotations

import copy

from . import steps
from .base import (Ctx, NP, Sentence, _capital, _conjuncts, _count_locals, _is_call, _is_choice_cmp, _local,
    _mentions, _min_of, _np_uses, _rename, _type_word)
from .fold import known, without_positions
from .templates import node_template


class Statements:
    """Sentences for statements: methods of `SentenceGenerator`."""

    # ---- statements ------------------------------------------------------------------------

    def block(self, stmts: list, ctx: Ctx) -> list[Sentence]:
        self._depth += 1
        try:
            return self._block(stmts, ctx)
        finally:
            self._depth -= 1

    def _block(self, stmts: list, ctx: Ctx) -> list[Sentence]:
        ctx = ctx.with_env()
        uses: dict = {}
        _count_locals(stmts, uses)
        ctx.env["__uses__"] = ("np", None, uses)
        loop_uses: dict = {}
        _count_locals([x["b"] for x in stmts if x["t"] in ("for", "turns")], loop_uses)
        ctx.env["__loop_uses__"] = ("np", None, loop_uses)
        out: list[Sentence] = []
        i = 0
        while i < len(stmts):
            used = self._sequence_idiom(stmts, i, ctx, out)
            if used:
                i += used
                continue
            run = self._conditional_run(stmts, i, ctx)
            self._later = stmts[i + 1:]         # what a `let` is used by (see let)
            self._mentions = set()
            texts = self.stmt(run[1] if run else stmts[i], ctx)
            out.extend(texts)
            out.extend(self._flush_notes())
            i += run[0] if run else 1
        return out

    # `x = if C then A else B` reads well as one sentence while it is short ("Set x to 1 if C,
    # otherwise 2."); a long one is said as a condition with two steps, and a run of such
    # assignments on the same condition shares it ("If C: set x to A; set y to B. Otherwise: ...").
    LONG_ASSIGNMENT = 25        # words

    def _conditional_run(self, stmts: list, i: int, ctx: Ctx):
        """(statements used, the `if` said instead) when stmts[i] is a long conditional assignment."""
        first = self._conditional_set(stmts[i])
        if first is None:
            return None
        saved = (list(self._notes), dict(self._tables), copy.deepcopy(self._enum_tables),
                 dict(self.procedures_said), set(self.used), set(self._mentions), set(self._last_score))
        self._mentions = set()
        trial = self.stmt(stmts[i], ctx.with_env())
        (self._notes, self._tables, self._enum_tables, self.procedures_said, self.used, self._mentions,
         self._last_score) = saved
        if all(len(steps.flat(x.text).split()) <= self.LONG_ASSIGNMENT for x in trial):
            return None
        cond, then, other = first[0], [first[1]], [first[2]]
        n = 1
        while i + n < len(stmts):
            nxt = self._conditional_set(stmts[i + n])
            if nxt is None or without_positions(nxt[0]) != without_positions(cond):
                break
            then.append(nxt[1])
            other.append(nxt[2])
            n += 1
        return n, {"t": "if", "c": cond, "then": then, "else": other}

    def _conditional_set(self, st):
        """(C, x = A, x = B) for an assignment `x = if C then A else B`; a flag set to
        `if C then 1 else 0` keeps its own idiom ("… if C")."""
        if not isinstance(st, dict) or st.get("t") not in ("setc", "setvar") or st.get("op", "=") != "=":
            return None
        v = st.get("v")
        if not isinstance(v, dict) or v.get("t") != "cond":
            return None
        if st["t"] == "setc" and self._is_flag(st["c"]["n"]) and known(v["a"]) in (0, 1) and known(v["b"]) in (0, 1):
            return None
        return v["c"], {**st, "v": v["a"]}, {**st, "v": v["b"]}

    def _flush_notes(self) -> list[Sentence]:
        notes, self._notes = self._notes, []
        self._tables = {}
        out = [Sentence(_capital(n), frozenset(self._mentions)) for n in notes]
        if self._depth == 1 and self._enum_tables:
            # tables by enum value after the whole statement, where the sheet can print a table
            for caption, rows in self._enum_table_sentences():
                text = caption + " " + "; ".join(f"{r[0]}: " + ", ".join(r[1:]) for r in rows[1:]) + "."
                out.append(Sentence(_capital(text), frozenset(self._mentions), caption=_capital(caption),
                                    table=rows))
        return out

    def _sentences(self, texts: list[str]) -> list[Sentence]:
        mentions = frozenset(self._mentions)
        return [Sentence(_capital(t), mentions) for t in texts]

    def stmt(self, s: dict, ctx: Ctx) -> list[Sentence]:
        t = s["t"]
        if t == "let":
            return self.let(s, ctx)
        if t == "if":
            return self.if_(s, ctx)
        if t in ("for", "turns"):
            return self.loop(s, ctx)
        if t == "setc":
            return self._sentences([self.setc(s, ctx)])
        if t == "setvar":
            return self._sentences([self.setvar(s, ctx)])
        if t == "do":
            return self._sentences([self.call_stmt(s["e"], ctx)])
        return self._sentences([self.t("sheet-node-do", action=t)])

    def let(self, s, ctx: Ctx) -> list[Sentence]:
        v = s.get("v")
        if v is None:
            return []
        if v.get("t") == "lambda":
            ctx.env[s["n"]] = ("lambda", v, dict(ctx.env))
            return []
        loop_uses = ctx.env.get("__loop_uses__", ("np", None, {}))[2]
        if v.get("t") == "call" and v.get("f") in ("choose", "choose_some") \
                and (self._uses(s["n"], ctx) > 1 or s["n"] in loop_uses):
            chosen = self.value(v, ctx)
            text = self.t("sheet-node-let", who=self._who_for(v["a"][0], ctx), subject=self._subject_for(v["a"][0], ctx),
                          value=chosen)
            elem = self.typeof(v["a"][1], ctx).removeprefix("list<").rstrip(">")
            kind = ("kinds" if elem == "kind" else "cards") if v["f"] == "choose_some" else _type_word(elem)
            ctx.env[s["n"]] = ("np", self.np("sheet-np-chosen", type=kind), self.typeof(v, ctx))
            return self._sentences([text])
        coll = self._coll(v, ctx)
        if coll is not None and self._read_after_a_move(s["n"], coll["zone"], getattr(self, "_later", [])):
            # the cards of a zone, noted before cards move from or to it: said as a snapshot, so
            # that "the cards in their hand" is not read as what the hand holds later
            text = self.t("sheet-node-let-snapshot", value=self.value(v, ctx))
            noted = self.np("sheet-np-noted", plural=True)
            noted.snapshot = True          # "the number of the noted cards", never "that many"
            ctx.env[s["n"]] = ("np", noted, self.typeof(v, ctx))
            return self._sentences([text])
        ctx.env[s["n"]] = ("value", v, dict(ctx.env))
        return []

    MOVES_CARDS = ("move", "draw", "discard", "take")

    def _read_after_a_move(self, name: str, zone: str, stmts: list) -> bool:
        """Whether the local `name` is used after a later statement that moves cards from or to
        `zone` (then it means the cards as they were, not what the zone holds by then)."""
        for j, st in enumerate(stmts):
            if self._moves(st, zone):
                return any(_mentions(x, name) for x in stmts[j + 1:])
        return False

    def _moves(self, node, zone: str) -> bool:
        stack = [node]
        while stack:
            x = stack.pop()
            if isinstance(x, dict):
                if x.get("t") == "call" and x.get("f") in self.MOVES_CARDS and _mentions_zone(x, zone):
                    return True
                stack.extend(x.values())
            elif isinstance(x, list):
                stack.extend(x)
        return False

    def _uses(self, name, ctx) -> int:
        return ctx.env.get("__uses__", ("np", None, {}))[2].get(name, 0)

    # sequences --------------------------------------------------------------------------------

    def _sequence_idiom(self, stmts, i, ctx: Ctx, out: list) -> int:
        s = stmts[i]
        # let x = choose_some(P, L, min, max); discard(x); P.c -= count(x)
        if s["t"] == "let" and _is_call(s.get("v"), "choose_some") and i + 2 < len(stmts):
            name, v = s["n"], s["v"]
            d, c = stmts[i + 1], stmts[i + 2]
            if (d["t"] == "do" and _is_call(d["e"], "discard") and d["e"]["a"][0] == _local(name)
                    and c["t"] == "setc" and c["op"] in ("-=", "+=") and _is_call(c["v"], "count")
                    and c["v"]["a"] == [_local(name)] and c["c"].get("p") == v["a"][0]):
                self._mentions = set()
                chooser = v["a"][0]
                lst = v["a"][1]
                zone = self.zone(lst["n"]) if lst.get("t") in ("pzone", "zone") else self.zone(self.ir["hand_zone"])
                text = self.t("sheet-idiom-discard-for", who=self._who_for(chooser, ctx),
                              subject=self._subject_for(chooser, ctx), **self._range(v),
                              zone=zone, counter=self.counter(c["c"]["n"]), also=bool(out))
                out.extend(self._sentences([text]))
                return 3
        # let x = choose(...) used once: inline (handled by `let` with a use count)
        return 0

    def _range(self, v) -> dict:
        """How many items a `choose_some` takes, for a template: `range` (the words: "up to two",
        "one to three"), `shape` (any, upto, atleast, exactly, between), `min_n` and `max_n` (the
        bounds as numbers, or "none", for selectors: German says "ein bis zwei") and `n`, the
        number next to the noun, for its plural ("up to one card", "at least one card", "one to
        two cards"; "other" when no number is)."""
        k = v.get("k", {})
        lo, hi = k.get("min"), k.get("max")
        lo_v = known(lo) if lo is not None else 0
        if lo is not None and lo_v is None:
            lo_v = _min_of(lo)
        hi_v = known(hi) if hi is not None else None
        if not isinstance(hi_v, int):
            shape = "any" if not lo_v else "atleast"
        elif not lo_v:
            shape = "upto"
        elif lo_v == hi_v:
            shape = "exactly"
        else:
            shape = "between"
        min_n = lo_v if isinstance(lo_v, int) else "none"
        max_n = hi_v if isinstance(hi_v, int) else "none"
        n = {"any": "other", "atleast": min_n}.get(shape, max_n)
        text = self.t("sheet-range", shape=shape, min=self.number(min_n) if min_n != "none" else "none",
                      max=self.number(max_n) if max_n != "none" else "none", min_n=min_n, max_n=max_n)
        return {"range": text, "shape": shape, "n": n}

    # if ----------------------------------------------------------------------------------------

    def if_(self, s, ctx: Ctx, elif_: bool = False) -> list[Sentence]:
        c = s["c"]
        # nothing happens when everybody is tied: if count(most(L, f)) < count(L) { ... }
        tied = self._all_tied(c, ctx)
        if tied is not None and not s["else"]:
            body = self.block(s["then"], ctx)
            self._mentions = set()
            return body + self._sentences([self.t("sheet-idiom-all-tied", players=tied)])
        # A and choose(p, [..]) == label { X } else { Y }: Y; instead, if A, p may X
        if c.get("t") == "and" and _is_choice_cmp(c["b"]) and s["else"]:
            other = self.block(s["else"], ctx)
            inner = ctx.acting(ctx.actor, "they" if ctx.who != "you" else "you")
            then = self.block(s["then"], inner)
            self._mentions = set()
            text = self.t("sheet-idiom-instead", who=ctx.who if ctx.who != "np" else "they",
                          subject=ctx.subject, cond=self.clause(c["a"], ctx),
                          then=steps.body(then))
            return other + [Sentence(_capital(text), frozenset(self._mentions), True)]
        # if P.c > 0 { transfer(c, P, Q, n) } else { Q.c += n }
        special = self._transfer_or_supply(s, ctx)
        if special:
            return self._sentences([special])
        cond = self.clause(c, ctx)
        said = frozenset(self._mentions)        # what the condition names (the body's block resets it)
        then = self.block(s["then"], ctx)
        mentions = said.union(self._mentions, *(x.mentions for x in then))
        tid = "sheet-node-elif" if elif_ else "sheet-node-if"
        if not then:        # a branch that does nothing (folded away): said as such, never "If A: "
            then = [Sentence(self.t("sheet-node-nothing"))]
        out = [Sentence(_capital(self.t(tid, cond=cond, then=steps.body(then))), mentions, True)]
        other = s["else"]
        if other and len(other) == 1 and other[0]["t"] == "if":
            # else { if B {...} else {...} }: "Otherwise, if B: ..." (a chain, each item beside the first)
            self._mentions = set()
            out += self.if_(other[0], ctx, elif_=True)
        elif other:
            self._mentions = set()
            rest = self.block(other, ctx)
            if rest:
                mentions = frozenset(self._mentions).union(*(x.mentions for x in rest))
                out.append(Sentence(_capital(self.t("sheet-node-if-else", **{"else": steps.body(rest)})), mentions, True))
        # the branches of one condition mention together what any of them mentions, so that a
        # card's "used in" entry never shows an "Otherwise" without its "If"
        together = frozenset().union(*(x.mentions for x in out))
        return [Sentence(x.text, together, x.compound) for x in out]

    def _all_tied(self, c, ctx):
        if c.get("t") != "cmp" or c["op"] != "<":
            return None
        a, b = self.resolve(c["a"], ctx), self.resolve(c["b"], ctx)
        if not (_is_call(a, "count") and _is_call(b, "count") and len(a["a"]) == 1 and len(b["a"]) == 1):
            return None
        most = self.resolve(a["a"][0], ctx)
        if not (_is_call(most, "most") or _is_call(most, "fewest")):
            return None
        if self.resolve(most["a"][0], ctx) != self.resolve(b["a"][0], ctx):
            return None
        return self.value(b["a"][0], ctx)

    def _transfer_or_supply(self, s, ctx):
        c, then, other = s["c"], s["then"], s["else"]
        if not (c.get("t") == "cmp" and c["op"] == ">" and known(c["b"]) == 0 and c["a"].get("t") == "counter"):
            return None
        if len(then) != 1 or len(other) != 1 or then[0]["t"] != "do" or not _is_call(then[0]["e"], "transfer"):
            return None
        tr = then[0]["e"]
        gain = other[0]
        if gain["t"] != "setc" or gain["op"] != "+=":
            return None
        counter, giver, receiver, amount = tr["a"]
        if counter.get("v") != c["a"]["n"] or giver != c["a"]["p"] or gain["c"].get("p") != receiver:
            return None
        if gain["c"]["n"] != c["a"]["n"] or gain["v"] != amount:
            return None
        self._mentions = set()
        amt, n = self.amount(amount, ctx)
        return self.t("sheet-idiom-transfer-or-supply", who=self._who_for(giver, ctx), subject=self._subject_for(giver, ctx),
                      amount=amt, n=n, counter=self.counter(c["a"]["n"]), receiver=self.player(receiver, ctx))

    # loops -------------------------------------------------------------------------------------

    def loop(self, s, ctx: Ctx) -> list[Sentence]:
        if s["t"] == "for" and s.get("until") is not None:
            # for x in L until C { ... }: the loop as it reads without C, then when it stops
            sentences = self.loop({k: v for k, v in s.items() if k != "until"}, ctx)
            self._mentions = set()
            stop = self.t("sheet-node-for-until", cond=self.clause(s["until"], ctx))
            mentions = frozenset(self._mentions).union(*(x.mentions for x in sentences))
            return [Sentence(" ".join([x.text for x in sentences] + [_capital(stop)]), mentions)]
        items = s["in"]
        var = s["n"]
        itype = self.typeof(items, ctx)
        elem = itype[5:-1] if itype.startswith("list<") else ("card" if itype == "zone" else "any")
        body = s["b"]
        if elem == "player":
            return self._player_loop(s, ctx)
        self._mentions = set()
        res_items = self.resolve(items, ctx)
        if _is_call(res_items, "range") and known(self.resolve(res_items["a"][0], ctx)) == 1 \
                and not _mentions(body, var):
            # for i in range(1, N) with i unused: "Three times: ..." (N may be a phrase)
            n = known(self.resolve(res_items["a"][1], ctx))
            times = self.number(n) if isinstance(n, int) and not isinstance(n, bool) \
                else self.value(res_items["a"][1], ctx)("nom")
            sentences = self.block(body, ctx)
            mentions = frozenset(self._mentions).union(*(x.mentions for x in sentences)) if sentences else frozenset()
            text = _capital(self.t("sheet-node-for-times", times=times,
                          n=n if isinstance(n, int) and not isinstance(n, bool) else "phrase", body=steps.body(sentences)))
            return [Sentence(text, mentions, True)]
        if _is_call(res_items, "values"):
            enum = res_items["a"][0]["v"]
            inner = ctx.with_env(**{var: ("np", self._local_np(f"enum:{enum}"), f"enum:{enum}")})
            sentences = self.block(body, inner)
            text = self.t("sheet-idiom-for-each-value", value=self.names(f"enum-{enum}"),
                          body=steps.body(sentences))
            return [Sentence(text, frozenset().union(*(x.mentions for x in sentences)) if sentences else frozenset(), True)]
        if res_items.get("t") == "list" and all(x.get("t") == "const" and x["v"] in self.ir["kinds"] for x in res_items["a"]):
            kinds = [x["v"] for x in res_items["a"]]
            inner = ctx.with_env(**{var: ("np", self.np("sheet-node-local", type="kind"), "kind")})
            sentences = self.block(body, inner)
            text = self.t("sheet-idiom-for-each-kind", kinds=self.kinds_list(kinds),
                          body=steps.body(sentences))
            return [Sentence(text, frozenset(kinds).union(*(x.mentions for x in sentences)), True)]
        if _is_call(res_items, "kinds"):
            inner = ctx.with_env(**{var: ("np", self.np("sheet-node-local", type="kind"), "kind")})
            sentences = self.block(body, inner)
            text = self.t("sheet-idiom-for-each-kind-of", group=self.names(f"group-{res_items['a'][0]['v']}"),
                          body=steps.body(sentences))
            return [Sentence(text, frozenset().union(*(x.mentions for x in sentences)) if sentences else frozenset(), True)]
        if elem.startswith("enum:") or elem.startswith("list<enum:"):
            # for c in [red, blue], for c in two colours of your choice, for pair in [[...], [...]]
            inner = ctx.with_env(**{var: ("np", self._local_np(elem), elem)})
            sentences = self.block(body, inner)
            mentions = frozenset(self._mentions).union(*(x.mentions for x in sentences)) if sentences else frozenset()
            text = self.t("sheet-idiom-for-each-where", items=self.value(items, ctx), what="each", gender="none",
                          cond="none", body=steps.body(sentences))
            return [Sentence(text, mentions, True)]
        items_np = self.value(items, ctx)
        group = self._group_of_local(var) if elem == "card" else None
        var_np = self.np("sheet-np-group-card", group=self.names(f"group-{group}")) if group else \
            self._local_np(elem)
        inner = ctx.with_env(**{var: ("np", var_np, elem)})
        sentences = self.block(body, inner)
        mentions = frozenset(self._mentions).union(*(x.mentions for x in sentences)) if sentences else frozenset()
        text = self.t(node_template(s["t"]), items=items_np, type=_type_word(elem),
                      body=steps.body(sentences))
        return [Sentence(text, mentions, True)]

    def _player_loop(self, s, ctx: Ctx) -> list[Sentence]:
        var, items, body = s["n"], s["in"], s["b"]
        self._mentions = set()
        res = self.resolve(items, ctx)
        # for p in L { if p in X { A } else { B } }: X does A, every other player of L does B
        if len(body) == 1 and body[0]["t"] == "if" and body[0]["else"] and body[0]["c"].get("t") == "in" \
                and body[0]["c"]["a"] == _local(var):
            chosen = self.value(body[0]["c"]["b"], ctx)
            first = self.block(body[0]["then"], ctx.with_env(**{var: ("np", chosen, "player")}).acting(var, "np", chosen))
            others = self.np("sheet-np-others", list=self.value(items, ctx))
            rest = self.block(body[0]["else"], ctx.with_env(**{var: ("np", others, "player")}).acting(var, "np", others))
            text = self.t("sheet-idiom-split", first=" ".join(x.text for x in first), rest=" ".join(x.text for x in rest))
            return [Sentence(text, frozenset().union(*(x.mentions for x in first + rest)))]
        # for p in L { if C { S } } is: every player of L who C does S
        conds = []
        if len(body) == 1 and body[0]["t"] == "if" and not body[0]["else"]:
            conds.append(body[0]["c"])
            body = body[0]["then"]
        if _is_call(res, "filter") and res["a"][1].get("t") == "lambda":
            lam = res["a"][1]
            conds.insert(0, _rename(lam["b"], lam["p"], var))
            res = self.resolve(res["a"][0], ctx)
        subject = self._each_player_np(var, res, conds, ctx)
        score = self._score_most(var, res, conds, body, ctx)
        if score:
            return score
        actions = [x for x in body if x["t"] != "let"]
        simple = len(actions) == 1 and actions[0]["t"] not in ("for", "turns", "if")
        # "each player" said once as the one who acts, else "they"; a body that does not name the
        # player ("pot += 1") would lose the loop and its condition: it keeps the loop's heading
        if s["t"] == "for" and simple and _np_uses(body, var) == 0 and _mentions(body, var):
            inner = ctx.with_env(**{var: ("np", subject, "player")}).acting(var, "np", subject)
            sentences = self.block(body, inner)
            if len(sentences) == 1:
                return sentences
        intro_np = subject
        if s["t"] == "turns":
            intro_np = self.np("sheet-np-seat-order") if _is_call(res, "players") and not conds \
                else self.value(items, ctx)
        they = self.np("sheet-np-they")
        inner = ctx.with_env(**{var: ("np", they, "player")}).acting(var, "they", they)
        sentences = self.block(body, inner)
        if s["t"] == "turns" and s.get("until") == {"t": "bool", "v": False}:     # ended by round_ends
            intro = self.t("sheet-node-turns-round", players=intro_np)
        elif s["t"] == "turns" and s.get("until") is not None:
            intro = self.t("sheet-node-turns-until", players=intro_np, cond=self.clause(s["until"], ctx))
        else:
            intro = self.t("sheet-node-turns" if s["t"] == "turns" else "sheet-node-for-players", players=intro_np)
        mentions = frozenset(self._mentions).union(*(x.mentions for x in sentences)) if sentences else frozenset()
        intro = _capital(intro)
        if intro.endswith("."):
            intro = intro[:-1] + ":"
        return [Sentence(intro + " " + steps.body(sentences) if len(sentences) > 1 or not sentences
                         or sentences[0].compound else intro + " " + sentences[0].text, mentions, True)]

    def _score_most(self, var, items, conds, body, ctx: Ctx):
        """for p in filter(most(L, f), p -> f(p) > 0) { score(p, c, if count(that) == 1 then a else b) }"""
        if not (len(body) == 1 and body[0]["t"] == "do" and _is_call(body[0]["e"], "score")):
            return None
        sc = body[0]["e"]
        amount = sc["a"][2]
        if not (_is_call(items, "most") and sc["a"][0] == _local(var) and amount.get("t") == "cond"):
            return None
        c = amount["c"]
        if not (c.get("t") == "cmp" and c["op"] == "==" and known(c["b"]) == 1 and _is_call(c["a"], "count")):
            return None
        a, b = known(amount["a"]), known(amount["b"])
        if not (isinstance(a, int) and isinstance(b, int)):
            return None
        self._mentions = set()
        measure = self.measure(items["a"][1], ctx, "most")
        text = self.t("sheet-idiom-score-most", n=a, tied=b, category=self.loc.format(f"category-{sc['a'][1]['v']}"),
                      **measure)
        out = [text]
        if conds:
            out.append(self.t("sheet-idiom-needs-some", **self.measure(items["a"][1], ctx, "some")))
        return self._sentences(out)

    def _each_player_np(self, var, items, conds, ctx: Ctx) -> NP:
        order = "none"
        other = False
        rels = []
        if _is_call(items, "clockwise_from"):
            order = self.t("sheet-call-clockwise_from", player=self.player(items["a"][0], ctx), case="nom")
            items_all = True
        elif _is_call(items, "players"):
            items_all = True
        else:
            items_all = False
        for cond in conds:
            for part in _conjuncts(cond):
                if part.get("t") == "cmp" and part["op"] == "!=" and _local(var) in (part["a"], part["b"]):
                    other_side = part["b"] if part["a"] == _local(var) else part["a"]
                    if other_side == _local(ctx.actor or "me") or other_side == _local("me"):
                        other = True
                        continue
                rels.append(self.clause(part, ctx.with_env(**{var: ("np", self.np("sheet-np-they"), "player")}),
                                        subject_var=var, who="rel"))
        rel = self.join(rels) if rels else "none"
        lst = "none" if items_all else self.value(items, ctx)
        return self.np("sheet-np-each-player", order=order, other=other, rel=rel, list=lst)

    # assignments --------------------------------------------------------------------------------

    def setc(self, s, ctx: Ctx) -> str:
        ref, op, v = s["c"], s["op"], s["v"]
        counter = self.counter(ref["n"])
        index = self.value(ref["i"], ctx) if ref.get("i") is not None else None
        player = ref.get("p")
        if player is None:      # a shared counter: nobody's, and += / -= said as such
            amt, n = self.amount(v, ctx, phrase=True) if op != "=" else ("none", "other")
            return self.t("sheet-node-setc-shared", op={"=": "set", "+=": "add", "-=": "subtract"}[op],
                          counter=counter, index=index if index is not None else "none", value=self.value(v, ctx),
                          amount=amt, n=n)
        who, subject = self._who_for(player, ctx), self._subject_for(player, ctx)
        if op == "=" and ref.get("i") is None and self._is_flag(ref["n"]):
            # p.flag = if C then 1 else 0; p.flag = p.a * p.b (all of the flags a, b)
            cond = None
            if v.get("t") == "cond" and known(v["a"]) == 1 and known(v["b"]) == 0:
                cond = self.clause(v["c"], ctx)
            flags = self._flags(v, player)
            if flags:
                cond = self.t("sheet-node-and", items=self.join(
                    [self.t("sheet-clause-flag", counter=self.counter(f), neg=False, who=who, subject=subject)
                     for f in flags]))
            if cond is not None:
                return self.t("sheet-idiom-flag", who=who, subject=subject, counter=counter, cond=cond)
        if op == "=" and ref.get("i") is None and self._is_flag(ref["n"]) and known(v) in (0, 1):
            # p.flag = 1: set to yes, as the flag is told and tested (sheet-clause-counter-flag)
            return self.t("sheet-idiom-flag-set", who=who, subject=subject, counter=counter,
                          value="yes" if known(v) == 1 else "no")
        if op in ("+=", "-="):
            amt, n = self.amount(v, ctx, phrase=True)
            return self.t("sheet-idiom-gain" if op == "+=" else "sheet-idiom-lose", who=who, subject=subject,
                          amount=amt, n=n, counter=counter, index=index)
        if op == "=" and known(v) == 0:
            return self.t("sheet-idiom-reset", who=who, subject=subject, counter=counter, value=self.value(v, ctx))
        return self.t("sheet-node-setc", who=who, subject=subject, op=op, counter=counter, index=index,
                      value=self.value(v, ctx), owner=who)

    def setvar(self, s, ctx: Ctx) -> str:
        v = s["v"]
        var = self.names(f"variable-{s['n']}")
        if _is_call(v, "next_player") and v["a"][0] == {"t": "var", "n": s["n"]}:
            return self.t("sheet-idiom-pass-on", var=var)
        if v.get("t") == "bool":
            return self.t("sheet-node-setvar-bool", var=var, value="true" if v["v"] else "false")
        if self.ir.get("variables", {}).get(s["n"], {}).get("type") == "bool":
            return self.t("sheet-node-setvar-if", var=var, cond=self.clause(v, ctx))
        return self.t("sheet-node-setvar", var=var, value=self.value(v, ctx))


def _mentions_zone(node, zone: str) -> bool:
    stack = [node]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            if x.get("t") in ("zone", "pzone") and x.get("n") == zone:
                return True
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)
    return False
