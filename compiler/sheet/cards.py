"""Tables of parameters by value, and the cards of a zone, of a part of one, filtered.

A part of `SentenceGenerator` (sentences.py), which combines these classes; `self` is the
generator, so any method may call any other.
"""
from __future__ import annotations

from .base import Ctx, NP, _CARD, _capital, _conjuncts, _is_call, _local, _rename
from .fold import known


class Cards:
    """Tables of parameters by value, and the cards of a zone, of a part of one, filtered: methods of `SentenceGenerator`."""

    # ---- tables ------------------------------------------------------------------------------

    def _enum_of_value(self, v):
        for enum, values in self.ir["enums"].items():
            if v in values:
                return enum
        return None

    def _table_entries(self, table: dict) -> str:
        """A table by enum value: "red 4, blue 1, ..." (value names translated)."""
        entries = []
        for key, v in table.items():
            enum = self._enum_of_value(key)
            name = self.loc.format(f"{enum}-{key}") if enum else str(key)
            entries.append(self.t("sheet-table-entry", key=name, value=str(v) if isinstance(v, int) else self.value_text(v),
                                  shape="name"))
        return self.join(entries)

    def _list_entries(self, values: list, capped: bool, keep_zeros: bool = False) -> str:
        """A list of numbers by position: "1: 1, 2: 3, ... 6 or more: 21" (leading zeros left out)."""
        entries = []
        start = 0
        while not keep_zeros and start < len(values) - 1 and values[start] == 0:
            start += 1
        for i in range(start, len(values)):
            shape = "atleast" if capped and i == len(values) - 1 else "number"
            entries.append(self.t("sheet-table-entry", key=str(i), value=str(values[i]), shape=shape))
        return self.join(entries)

    def _enum_table_column(self, node):
        """For T[x] where T is a parameter with a number for every value of one enum: (table
        number, column number) of T in the table of that enum said after the statement."""
        if not isinstance(node, dict) or node.get("t") != "table" or node["o"].get("t") != "param":
            return None
        name = node["o"]["n"]
        value = self._param_value(node["o"])
        if not isinstance(value, dict) or not value:
            return None
        enums = {self._enum_of_value(k) for k in value}
        enum = enums.pop() if len(enums) == 1 else None
        if enum is None or set(value) != set(self.ir["enums"][enum]) \
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in value.values()):
            return None
        table = self._enum_tables.get(enum)
        if table is None:
            table = self._enum_tables[enum] = {"number": len(self._tables) + len(self._enum_tables) + 1,
                                               "params": []}
        if name not in table["params"]:
            table["params"].append(name)
        return table["number"], table["params"].index(name) + 1

    def _enum_table_sentences(self) -> list:
        """The tables by enum value the statement used: a caption and rows (value, numbers)."""
        out = []
        for enum, table in sorted(self._enum_tables.items(), key=lambda x: x[1]["number"]):
            # the columns are numbered (the rule says "column 2 of table 1"); their labels, where
            # the game has them, are in the caption (a heading of words would widen the table)
            head = [_capital(self.loc.format(f"enum-{enum}")) if self.loc.has(f"enum-{enum}") else enum]
            labels = []
            for i, name in enumerate(table["params"], 1):
                head.append(str(i))
                if self.loc.has(f"param-{name}"):
                    labels.append(self.t("sheet-table-column", number=str(i), label=self.loc.format(f"param-{name}")))
            rows = [head]
            for v in self.ir["enums"][enum]:
                rows.append([self.loc.format(f"{enum}-{v}")] + [str(self.params[n]["value"][v]) for n in table["params"]])
            out.append((self.t("sheet-table-caption", number=table["number"],
                               columns=self.join(labels) if labels else "none"), rows))
        self._enum_tables = {}
        return out

    def _param_value(self, node):
        if isinstance(node, dict) and node.get("t") == "param":
            return self.params.get(node["n"], {}).get("value")
        return None

    def _table_lookup(self, node, ctx: Ctx, keep_zeros: bool = False):
        """T[x] for a parameter table by enum value or a list of numbers, with a non-constant x:
        (entries, index node) or None."""
        o, i = node.get("o"), node.get("i")
        value = self._param_value(o)
        if isinstance(value, dict) and not all(str(k).isdigit() for k in value):
            return self._table_entries(value), i
        if isinstance(value, list) and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            ri = self.resolve(i, ctx)
            if _is_call(ri, "min") and known(self.resolve(ri["a"][1], ctx)) == len(value) - 1:
                return self._list_entries(value, capped=True, keep_zeros=keep_zeros), ri["a"][0]
            return self._list_entries(value, capped=False, keep_zeros=keep_zeros), i
        return None

    # ---- collections: the cards of a zone, of a part of one, filtered ----------------------------

    def _coll(self, node, ctx: Ctx):
        r = self.resolve(node, ctx)
        if not isinstance(r, dict):
            return None
        if r.get("t") == "pzone":
            return {"zone": r["n"], "owner": r["p"], "part": r.get("i"), "preds": []}
        if r.get("t") == "zone":
            return {"zone": r["n"], "owner": None, "part": r.get("i"), "preds": []}
        if _is_call(r, "filter") and len(r["a"]) == 2:
            base = self._coll(r["a"][0], ctx)
            body, param = self._fn_body(r["a"][1], ctx)
            if base is None or body is None:
                return None
            return {**base, "preds": base["preds"] + _conjuncts(_rename(body, param, _CARD))}
        return None

    def _with_preds(self, coll, fn, ctx: Ctx):
        body, param = self._fn_body(fn, ctx)
        if body is None:
            return None
        return {**coll, "preds": coll["preds"] + _conjuncts(_rename(body, param, _CARD))}

    def _pred_noun(self, pred):
        """A filter that names the cards: c.kind == K, or c.attr == V with a `.cards` name for V."""
        if pred.get("t") not in ("cmp", "in") or pred.get("op", "==") != "==":
            return None
        a, b = pred["a"], pred["b"]
        if pred.get("t") == "in" and a == {"t": "kindof", "o": _local(_CARD)} and b.get("t") == "list" \
                and b["a"] and all(x.get("t") == "const" and x["v"] in self.ir["kinds"] for x in b["a"]):
            # c.kind in [A, B]: "As or Bs", "an A or B"
            bundles = [self.kind(x["v"]) for x in b["a"]]
            return self.join([x.get("cards", x[""]) for x in bundles], "or"), \
                self.join([x.get("card", x[""]) for x in bundles], "or")
        if pred.get("t") != "cmp":
            return None
        if a == {"t": "kindof", "o": _local(_CARD)} and b.get("t") == "const" and b["v"] in self.ir["kinds"]:
            bundle = self.kind(b["v"])
            return bundle.get("cards", bundle[""]), bundle.get("card", bundle[""])
        if a.get("t") == "cattr" and a["o"] == _local(_CARD) and b.get("t") == "const":
            enum = self._enum_of_value(b["v"])
            msg = f"{enum}-{b['v']}"
            if enum and self.loc.has_attribute(msg, "cards"):
                return self.loc.attribute(msg, "cards"), self.loc.attribute(msg, "card") \
                    if self.loc.has_attribute(msg, "card") else self.loc.format(msg)
        return None

    def _coll_np(self, coll, ctx: Ctx, number: str = "other", owned: bool = True, place_owner: str | None = None) -> NP:
        preds = list(coll["preds"])
        zone = self.zone(coll["zone"])
        what = zone.get("cards" if number == "other" else "card", "none")
        named = False
        face = self._face(preds)
        for p in ([] if face is not None else preds):
            noun = self._pred_noun(p)
            if noun:
                what = noun[0] if number == "other" else noun[1]
                preds.remove(p)
                named = True
                break
        if what == "none" and not named and face is None:
            noun = self._held_noun(coll["zone"])
            if noun:                   # "tiles in the supply" rather than "cards in ..."
                what, named = noun[0] if number == "other" else noun[1], True
        # the zone is said unless the cards are the zone's own words or the hand ("they have a red one")
        place = "none"
        owner = coll["owner"]
        if (named or what == "none") and coll["zone"] != self.ir.get("hand_zone") and coll.get("part") is None:
            if owner is None:
                place = "the"
            elif owned:
                place = "you" if self._who_for(owner, ctx) == "you" else self._owner_word(owner, ctx)
            else:
                place = place_owner or ("you" if self._who_for(owner, ctx) == "you" else "they")
        elif what == "none" and coll.get("part") is None and face is None:
            place = "the"
        elif what == "none" and coll.get("part") is not None:
            # a part of a zone the game gives no .cards name: "the cards in red on the leader's board"
            place = "the" if owner is None else ("you" if self._who_for(owner, ctx) == "you" else self._owner_word(owner, ctx))
        if face is not None:            # the filter names one card: "the blue seven"
            preds, what = [], face
        filt = self._filters_joined(preds, ctx) if preds else "none"
        part = self.value(coll["part"], ctx) if coll.get("part") is not None else None
        if face is not None and coll["zone"] != self.ir.get("hand_zone") and coll.get("part") is None and place == "none":
            place = "the" if owner is None else ("you" if self._who_for(owner, ctx) == "you" else "they")
        if face is not None:
            args = dict(zone=zone, face=face, number=number, place=place, player=self.player(owner, ctx) if owner else None)
            return self.np("sheet-np-face", **args)
        args = dict(zone=zone, what=what, filter=filt, part=part, number=number, place=place)
        if place in ("you", "they", "np") and owner is not None:
            args.update(owner="none", player=self.player(owner, ctx))
        elif owned and owner is not None:
            args.update(owner=self._owner_word(owner, ctx), player=self.player(owner, ctx))
        else:
            args["owner"] = "none"
        return self.np("sheet-np-cards", plural=number != "one", **args)

    def _held_noun(self, zone: str) -> tuple[str, str] | None:
        """(several, one): the `.cards`/`.card` name of the one group whose kinds are all that
        the zone can ever hold (uses.zone_holds), for a zone the game gives no `.cards` name;
        None when it can hold kinds of several groups, none, or the group has no such name."""
        holds = getattr(self, "_holds", None)
        if holds is None:
            from .uses import zone_holds
            holds = self._holds = zone_holds(self.ir)
        groups = {self.ir["kinds"][k].get("group") for k in holds.get(zone, ())}
        if len(groups) != 1 or None in groups:
            return None
        msg = f"group-{groups.pop()}"
        if not (self.loc.has(msg) and self.loc.has_attribute(msg, "cards")):
            return None
        cards = self.loc.attribute(msg, "cards")
        return cards, self.loc.attribute(msg, "card") if self.loc.has_attribute(msg, "card") else self.loc.format(msg)

    def _face(self, preds) -> str | None:
        """The `.face` name of the one card that attribute filters (c.a == V and ...) pick out:
        the filters fix exactly the attributes that tell the copies of a kind apart, and one
        copy matches; None otherwise."""
        want = {}
        for p in preds:
            if not (p.get("t") == "cmp" and p["op"] == "==" and p["a"].get("t") == "cattr"
                    and p["a"]["o"] == _local(_CARD) and p["b"].get("t") in ("const", "int")):
                return None
            want[p["a"]["n"]] = p["b"]["v"]
        if not want:
            return None
        for k, spec in self.ir["kinds"].items():
            copies = spec.get("copies") or []
            if not copies or not self.loc.has_attribute(f"card-{k}", "face"):
                continue
            if set(copies[0]) - {"count"} != set(want):
                continue
            if [c for c in copies if all(c.get(a) == v for a, v in want.items())]:
                args = {}
                for a, v in want.items():
                    t = str(self.ir["attributes"].get(a, {}).get("type", ""))
                    args[a] = self.loc.format(f"{t[5:]}-{v}") if t.startswith("enum:") else v
                return self.loc.attribute(f"card-{k}", "face", **args)
        return None

    def _count_clause(self, coll, op, b, ctx: Ctx, subject_var, who) -> str:
        n = known(b)
        if op == ">" and n == 0:
            op, b, n = ">=", {"t": "int", "v": 1}, 1
        owner = coll["owner"]
        args = self._who_args(owner, ctx, subject_var, who) if owner is not None else {"who": "none", "subject": None}
        place_owner = "you" if args.get("who") == "you" else "they"
        return self.t("sheet-clause-count", op=op, value=self.value(b, ctx), none=op == "==" and n == 0,
                      # "at least as many cards ... as the number of players"; a number by player count stays first
                      n=n if isinstance(n, int) else "other" if self.resolve(b, ctx).get("t") in ("table", "param")
                      else "phrase",
                      cards=self._coll_np(coll, ctx, "other", owned=False, place_owner=place_owner)("nom"),
                      card=self._coll_np(coll, ctx, "one", owned=False, place_owner=place_owner)("nom"), **args)
