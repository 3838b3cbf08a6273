"""Sentences for action calls (move, deal, score, choose, ...) and the words for the players who act.

A part of `SentenceGenerator` (sentences.py), which combines these classes; `self` is the
generator, so any method may call any other.
"""
from __future__ import annotations

from . import procedures as procedure_calls
from .base import Ctx, NP, _is_call, _local
from .fold import known
from .templates import call_template


class Calls:
    """Sentences for action calls (move, deal, score, choose, ...) and the words for the players who act: methods of `SentenceGenerator`."""

    # action calls --------------------------------------------------------------------------------

    def call_stmt(self, e: dict, ctx: Ctx) -> str:
        if e.get("t") == "proc":
            return procedure_calls.call_sentence(self, e, ctx)
        f, a, k = e["f"], e["a"], e.get("k", {})
        if f == "take":
            amt, n = self.amount(a[1], ctx)
            owner = self._to_owner(k.get("to"), ctx)
            return self.t("sheet-call-take", who=self._who_for(owner, ctx), subject=self._subject_for(owner, ctx),
                          amount=amt, n=n, kind=self.kind(a[0]["v"]))
        if f == "draw":
            to = k.get("to")
            if to is not None and not (to.get("t") == "pzone" and to["n"] == self.ir.get("hand_zone")):
                # drawn into a zone that is not a hand (a card turned face up): say where it goes
                top = {"t": "call", "f": "top", "a": [a[0], a[1]], "k": {}}
                return self.call_stmt({"t": "call", "f": "move", "a": [top, to], "k": {}}, ctx)
            owner = self._to_owner(to, ctx)
            who, subject = self._who_for(owner, ctx), self._subject_for(owner, ctx)
            zone = self.zone(a[0]["n"]) if a[0].get("t") == "zone" else self.zone(a[0].get("n", ""))
            per = self._per_counter(a[1], ctx)
            if per is not None:
                counter, per_n = per
                return self.t("sheet-idiom-draw-per", who=who, subject=subject, per=per_n, count=self.number(per_n),
                              counter=self.counter(counter),
                              zone=zone)
            amt, n = self.amount(a[1], ctx)
            return self.t("sheet-call-draw", who=who, subject=subject, amount=amt, n=n, zone=zone)
        if f == "move":
            cards, target = a
            src = self.resolve(cards, ctx)
            if _is_call(src, "choose_some") and target.get("t") == "pzone" and target["n"] == self.ir.get("hand_zone") \
                    and target["p"] != src["a"][0]:
                giver = src["a"][0]
                lst = self.resolve(src["a"][1], ctx)
                if lst.get("t") == "pzone" and lst["p"] == giver:
                    lo, hi = src["k"].get("min"), src["k"].get("max")
                    lo_r, hi_r = self.resolve(lo, ctx) if lo else None, self.resolve(hi, ctx) if hi else None
                    if lo_r == hi_r and lo_r is not None:
                        mode, amount_node = "exact", lo_r
                        if _is_call(lo_r, "min"):
                            mode, amount_node = "all-if-fewer", lo_r["a"][0]
                        elif lo_r.get("t") == "arith" and lo_r["op"] == "/" and known(lo_r["b"]) == 2 \
                                and _is_call(lo_r["a"], "count") and lo_r["a"]["a"] == [src["a"][1]]:
                            mode = "half"
                        amt, n = self.amount(amount_node, ctx) if mode != "half" else ("none", "other")
                        return self.t("sheet-idiom-give", who=self._who_for(giver, ctx),
                                      subject=self._subject_for(giver, ctx), amount=amt, n=n,
                                      receiver=self.player(target["p"], ctx), zone=self.zone(lst["n"]), mode=mode)
            one = src["a"][0] if src.get("t") == "list" and len(src.get("a", [])) == 1 else src   # [choose(...)]
            chooser = one["a"][0] if _is_call(one, "choose") or _is_call(one, "choose_some") else None
            if chooser is None and ctx.actor and self._owner_of_cards(cards, ctx) == _local(ctx.actor):
                chooser = _local(ctx.actor)      # "Each player ...: they put their hand onto the deck"
            who = self._who_for(chooser, ctx) if chooser is not None else ("you" if ctx.who == "you" else "np")
            subject = self._subject_for(chooser, ctx) if chooser is not None else None
            if who == "np" and subject is None:
                who = "none"
            # whose zone the cards go to is always said: the chooser's own, yours, theirs, or named
            owner, player = "none", None
            if target.get("t") == "pzone":
                tp = target["p"]
                if chooser is not None and self.resolve(tp, ctx) == self.resolve(chooser, ctx):
                    owner = "same"
                else:
                    w = self._who_for(tp, ctx)
                    owner = w if w in ("you", "they") else "np"
                    if w == "you" and who != "you":
                        owner, player = "np", self.player(tp, ctx)
                    if owner == "np":
                        player = self.player(tp, ctx)
            return self.t("sheet-call-move", who=who, subject=subject, cards=self.value(cards, ctx),
                          part=self.value(target["i"], ctx) if target.get("i") is not None else "none",
                          to=self.zone(target["n"]) if target.get("t") in ("zone", "pzone") else self.names("zone-" + ""),
                          owner=owner, player=player,
                          place="bottom" if target.get("n") in self.ordered_zones else "in")
        if f == "discard":
            owner = self._owner_of_cards(a[0], ctx)
            return self.t("sheet-call-discard", who=self._who_for(owner, ctx) if owner else "none",
                          subject=self._subject_for(owner, ctx) if owner else None, cards=self.value(a[0], ctx))
        if f in ("shuffle", "reveal"):
            return self.t(call_template(f), zone=self.zone(a[0]["n"]) if a[0].get("t") == "zone" else self.zone(a[0]["n"]))
        if f == "peek":
            target = self.resolve(a[1], ctx)
            if _is_call(target, "choose_some") and target["a"][0] == a[0] and self.resolve(target["a"][1], ctx).get("t") == "zone":
                rng = self._range(target)       # "up to one card": p may look at fewer than max
                return self.t("sheet-idiom-peek", who=self._who_for(a[0], ctx), subject=self._subject_for(a[0], ctx),
                              amount=rng["range"], n=rng["n"], shape=rng["shape"],
                              zone=self.zone(self.resolve(target["a"][1], ctx)["n"]))
            return self.t("sheet-call-peek", who=self._who_for(a[0], ctx), subject=self._subject_for(a[0], ctx),
                          cards=self.value(a[1], ctx))
        if f == "place":
            return self.t("sheet-call-place", who=self._who_for(a[0], ctx), subject=self._subject_for(a[0], ctx),
                          card=self.value(a[1], ctx))
        if f == "clear_placements":
            return self.t("sheet-call-clear_placements")
        if f == "do":
            me = k.get("me")
            target = self.resolve(a[0], ctx)
            action = self.names(f"action-{a[1]['v']}")
            if target.get("t") == "const":
                card = self.np("sheet-np-kind-cards", kind=self.kind(target["v"]))
            elif target == _local("this"):
                card = None
            else:
                card = self.value(a[0], ctx)
            # the values a card passes to an action of its own
            args = [self.value(v, ctx)("nom") for name, v in k.items() if name != "me"]
            args = self.join(args, "unit") if args else "none"
            if me is None and card is None and ctx.actor == "me":   # a card's action carried out by the reader
                return self.t("sheet-call-do", who="you", subject=None, action=action, card=card, args=args)
            if me is None:
                return self.t("sheet-call-do", who="none", subject=None, action=action, card=card, args=args)
            return self.t("sheet-call-do", who=self._who_for(me, ctx), subject=self._subject_for(me, ctx),
                          action=action, card=card, args=args)
        if f == "score":
            r = self._normalize(self.resolve(a[2], ctx), ctx)
            if r.get("t") == "counter" and r.get("p") == a[0] and r.get("i") is None:
                self._last_score = self._locals_in(a[2], ctx)
                return self.t("sheet-idiom-score-per", who=self._who_for(a[0], ctx), subject=self._subject_for(a[0], ctx),
                              counter=self.counter(r["n"]), category=self.loc.format(f"category-{a[1]['v']}"))
            special = self._score(e, ctx)
            if special is not None:
                return special
            self._last_score = self._locals_in(a[2], ctx)
            amt, n = self.amount(a[2], ctx, digits=True)
            form = "number" if isinstance(known(self.resolve(a[2], ctx)), int) else "phrase"
            return self.t("sheet-call-score", who=self._who_for(a[0], ctx), subject=self._subject_for(a[0], ctx),
                          amount=amt, n=n, category=self.loc.format(f"category-{a[1]['v']}"), form=form)
        if f == "award":
            points = self._points(a[1], ctx)
            category = self.loc.format(f"category-{a[2]['v']}")
            rk = self.resolve(a[0], ctx)
            if _is_call(rk, "rank"):
                lst = self.resolve(rk["a"][0], ctx)
                measure = self.measure(rk["a"][1], ctx, "most")
                if _is_call(lst, "filter"):
                    self.note(self.t("sheet-idiom-needs-some", **self.measure(rk["a"][1], ctx, "some")))
                tb = rk.get("k", {}).get("tiebreak")
                if tb is not None:
                    self.note(self.t("sheet-idiom-rank-ties", **self.measure(tb, ctx, "most")))
                self.note(self.t("sheet-idiom-award-ties"))
                return self.t("sheet-call-award", ranking="none", points=points, category=category, **measure)
            self.note(self.t("sheet-idiom-award-ties"))
            return self.t("sheet-call-award", ranking=self.value(a[0], ctx), points=points, category=category)
        if f in ("eliminate", "knock_out"):
            return self.t(call_template(f), who=self._who_for(a[0], ctx), subject=self._subject_for(a[0], ctx))
        if f == "declare_winners":
            lst = self.resolve(a[0], ctx)
            ties = "none"
            if _is_call(lst, "first") and _is_call(self.resolve(lst["a"][0], ctx), "rank"):
                ties = "share"
            players = self.value(a[0], ctx)
            text = self.t("sheet-call-declare_winners", players=players, ties="none",
                          n="other" if players.plural and ties != "share" else "one")
            if ties == "share":     # after the tie-breaks (notes made while phrasing the winners)
                self.note(self.t("sheet-idiom-still-tied-share"))
            return text
        if f == "transfer":
            amt, n = self.amount(a[3], ctx)
            return self.t("sheet-call-transfer", who=self._who_for(a[1], ctx), subject=self._subject_for(a[1], ctx),
                          amount=amt, n=n, counter=self.counter(a[0]["v"]), receiver=self.player(a[2], ctx))
        if f == "defer_turn":
            return self.t("sheet-call-defer_turn", who=ctx.who, subject=ctx.subject)
        return self.t("sheet-node-do", action=f)

    def _to_owner(self, to, ctx):
        if to is None:
            return _local("me")
        if to.get("t") == "pzone":
            return to["p"]
        return _local("me")

    def _owner_of_cards(self, node, ctx):
        r = self.resolve(node, ctx)
        if r.get("t") == "pzone":
            return r["p"]
        if _is_call(r, "first") or _is_call(r, "filter") or _is_call(r, "choose") or _is_call(r, "choose_some"):
            if r["f"] in ("choose", "choose_some"):
                return r["a"][0]
            return self._owner_of_cards(r["a"][0], ctx)
        return None

    def _per_counter(self, node, ctx):
        """draw(zone, me.c) or draw(zone, me.c / k): one card per (k) counter points."""
        r = self.resolve(node, ctx)
        if r.get("t") == "counter" and r.get("p") is not None and r.get("i") is None:
            return r["n"], 1
        if r.get("t") == "arith" and r["op"] == "/" and r["a"].get("t") == "counter" and isinstance(known(r["b"]), int):
            return r["a"]["n"], known(r["b"])
        return None

    def _points(self, node, ctx) -> str:
        r = self.resolve(node, ctx)
        if r.get("t") == "list":
            return self.join([str(known(x)) for x in r["a"]])
        if r.get("t") == "cond":
            c = r["c"]
            if c.get("t") == "cmp" and c["op"] == "==" and _is_call(c["a"], "player_count") and isinstance(known(c["b"]), int):
                return self.t("sheet-idiom-by-players", value=self._points(r["b"], ctx), exception=self._points(r["a"], ctx),
                              players=self.number(known(c["b"])))
        return self.value(node, ctx)("nom")

    # ---- players ---------------------------------------------------------------------------------

    def _who_for(self, player, ctx: Ctx) -> str:
        if player is None:
            return "none"
        if player == _local("me") and (ctx.actor == "me" or getattr(ctx.env.get("me", (None, None))[1], "reader", False)):
            return "you"        # the reader, also inside a loop over other players: never "you takes"
        if ctx.actor and player == _local(ctx.actor):
            return ctx.who
        return "np"

    def _subject_for(self, player, ctx: Ctx):
        if player is None:
            return None
        return self.player(player, ctx)

    def _owner_word(self, player, ctx: Ctx) -> str:
        if ctx.actor and player == _local(ctx.actor) and ctx.who in ("np", "rel"):
            return "they"
        who = self._who_for(player, ctx)
        return {"you": "you", "they": "they", "rel": "they"}.get(who, "np" if who == "np" else who)

    def player(self, node, ctx: Ctx) -> NP:
        if node == _local("me") and "me" in ctx.env:
            return ctx.env["me"][1]
        if ctx.actor and node == _local(ctx.actor) and ctx.who == "they":
            return self.np("sheet-np-they")
        return self.value(node, ctx)
