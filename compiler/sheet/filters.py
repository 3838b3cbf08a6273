"""Filters of cards after their noun: "cards with colour red or with strength at least two",
"a card with the same rank as the top card", "cards of kind A or B".

A part of `SentenceGenerator` (sentences.py); `self` is the generator. A filter is phrased from
its tests of the card's attributes and kind (==, !=, <, <=, >, >=, `in [..]`, a yes/no
attribute, `not` of these, and `and`/`or` of such tests); anything else is said plainly, in
brackets, with the card named "that card" (never "that one" without a noun).
"""
from __future__ import annotations

from .base import Ctx, _CARD, _conjuncts, _disjuncts, _local, _mentions

_FLIP = {"==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">"}
# a < c.x is c.x > a
_MIRROR = {"==": "==", "!=": "!=", "<": ">", ">": "<", "<=": ">=", ">=": "<="}


class Filters:
    """Filters of cards after their noun: methods of `SentenceGenerator`."""

    def _pred_text(self, pred, ctx: Ctx) -> str:
        text = self._filter_text(pred, ctx, top=True)
        if text is not None:
            return text
        local = self.np("sheet-node-local", type="card", gender="none")
        inner = ctx.with_env(**{_CARD: ("np", local, "card")})
        return self.t("sheet-filter-other", pred=self.clause(pred, inner, subject_var=_CARD, who="rel"))

    def _is_card_attr(self, node) -> bool:
        return isinstance(node, dict) and node.get("t") == "cattr" and node["o"] == _local(_CARD)

    def _filter_text(self, pred, ctx: Ctx, top: bool = False, neg: bool = False) -> str | None:
        """The filter for one test of a card, or None when it is no test of its attributes."""
        card = _local(_CARD)
        t = pred.get("t")
        if t == "not":
            if not neg:
                face = self._face(_conjuncts(pred["a"]))
                if face is not None:        # "other than the blue seven"
                    return self.t("sheet-filter-not-face", face=face)
            return self._filter_text(pred["a"], ctx, top, not neg)
        if t in ("and", "or"):
            # not (A and B) is (not A) or (not B), and the other way round
            joined = {"and": "or", "or": "and"}[t] if neg else t
            items = _conjuncts(pred) if t == "and" else _disjuncts(pred)
            parts = []
            for p in items:
                text = self._filter_text(p, ctx, False, neg)
                if text is None:
                    return None
                kind = {"and": "or", "or": "and"}[p["t"]] if neg and p.get("t") in ("and", "or") else p.get("t")
                if kind in ("and", "or") and kind != joined:      # "A or (B and C)"
                    text = self.t("sheet-clause-group", clause=text)
                parts.append(text)
            out = self.join(parts, "standard" if joined == "and" else "or")
            return out
        if self._is_card_attr(pred) and self.ir["attributes"].get(pred["n"], {}).get("type") == "bool":
            return self.t("sheet-filter-attr-yes", attribute=self.names(f"attribute-{pred['n']}"),
                          neg="yes" if neg else "no")
        if t == "cmp":
            a, b, op = pred["a"], pred["b"], pred["op"]
            if self._is_card_attr(b) and not _mentions(a, _CARD):
                a, b, op = b, a, _MIRROR[op]
            if neg:
                op = _FLIP[op]
            if a == {"t": "kindof", "o": card} and not _mentions(b, _CARD) and op in ("==", "!="):
                kinds = self.value(b, ctx)
                return self.t("sheet-filter-kind", kinds=kinds) if op == "==" \
                    else self.t("sheet-filter-kind-in", kinds=kinds("nom"), neg="yes")
            if not self._is_card_attr(a) or _mentions(b, _CARD):
                return None
            attribute = self.names(f"attribute-{a['n']}")
            if op == "==" and isinstance(b, dict) and b.get("t") == "cattr" and b["n"] == a["n"]:
                return self.t("sheet-filter-attr-same", attribute=attribute, card=self.value(b["o"], ctx))
            shape = "name" if isinstance(b, dict) and b.get("t") in ("const", "int", "param") else "other"
            return self.t("sheet-filter-attr", attribute=attribute, op=_op_key(op), value=self.value(b, ctx),
                          shape=shape)
        if t == "in" and not neg and pred["a"] == {"t": "kindof", "o": card} and not _mentions(pred["b"], _CARD) \
                and not (isinstance(pred["b"], dict) and pred["b"].get("t") == "list"):
            return self.t("sheet-filter-kind", kinds=self.value(pred["b"], ctx))     # "of the chosen kinds"
        if t == "in" and not _mentions(pred["b"], _CARD) and isinstance(pred["b"], dict) \
                and pred["b"].get("t") == "list":
            items = pred["b"]["a"]
            if pred["a"] == {"t": "kindof", "o": card}:
                names = [self.value(x, ctx)("nom") for x in items]
                return self.t("sheet-filter-kind-in", kinds=self.join(names, "standard" if neg else "or"),
                              neg="yes" if neg else "no")
            if self._is_card_attr(pred["a"]):
                names = [self.value(x, ctx)("nom") for x in items]
                return self.t("sheet-filter-attr-in", attribute=self.names(f"attribute-{pred['a']['n']}"),
                              values=self.join(names, "standard" if neg else "or"), neg="yes" if neg else "no")
        return None

    def _filters_joined(self, preds, ctx: Ctx) -> str:
        """Several filters of the same cards: "with strength above one and with colour blue"."""
        parts = []
        for p in preds:
            text = self._pred_text(p, ctx)
            if p.get("t") == "or" and len(preds) > 1 and self._filter_text(p, ctx) is not None:
                text = self.t("sheet-clause-group", clause=text)
            parts.append(text)
        return self.join(parts, "standard")


def _op_key(op: str) -> str:
    return {"==": "eq", "!=": "ne", "<": "lt", "<=": "le", ">": "gt", ">=": "ge"}[op]
