"""Sentences from IR code, produced only through the Fluent templates of `sheet.ftl`.

The generator walks statements and expressions. Every IR node kind and every built-in function
has a template (`sheet-node-<kind>`, `sheet-call-<function>`), so any rule can be printed;
common shapes of rules (idioms) have their own, more natural templates (`sheet-idiom-...`).
Python never joins words: it chooses a template, passes it named arguments (names of things
from the game's locale, numbers, and noun phrases it rendered with other templates) and joins
finished sentences, or lists with babel's `format_list`.

Noun phrases (`NP`) are rendered per grammatical case: a template gets an argument `x` (nominative)
and `x_acc`, `x_dat`, `x_gen`, and uses the one its language needs. Names of things come as
bundles: `kind` (the name), `kind_plural`, `kind_card`, `kind_cards`, `kind_gender`.
`$who` tells a sentence template whose action it describes: `you` (the player reading the card:
imperative), `they` (a player named just before: a pronoun), `np` (`$subject` names the player),
or `rel` (a relative clause about `$subject`).

The generator is split by concept: templates.py (template ids and their arguments), base.py
(noun phrases, sentences, the context, helpers), and one class per part that SentenceGenerator
combines: statements.py, calls.py, values.py, clauses.py, cards.py, quantities.py.
"""
from __future__ import annotations

from typing import Any

from babel.lists import format_list

from rulewright.i18n import Localizer

from . import procedures as procedure_calls
from .base import Ctx, NP, Sentence, Unsupported, _capital, _tidy, _type_word
from .calls import Calls
from .cards import Cards
from .clauses import Clauses
from .filters import Filters
from .fold import fold_code
from .quantities import Quantities
from .statements import Statements
from .templates import (CALL_TEMPLATES_ALL, CASES, CONSTANT_CALLS, NAME_ATTRIBUTES, NODE_KINDS, OPS,
    TEMPLATE_ARGS, argument_names, call_template, node_template, template_ids)
from .values import Values
from .zone_kinds import zone_kinds
from .zone_order import nodes_of, ordered_zones

__all__ = [
    "SentenceGenerator", "CALL_TEMPLATES_ALL", "CASES", "CONSTANT_CALLS", "Calls", "Cards", "Clauses", "Ctx",
    "NAME_ATTRIBUTES", "NODE_KINDS", "NP", "OPS", "Quantities", "Sentence", "Statements", "TEMPLATE_ARGS",
    "Unsupported", "Values", "argument_names", "call_template", "node_template", "template_ids", "_capital",
    "_tidy", "_type_word",
]


class SentenceGenerator(Statements, Calls, Values, Clauses, Filters, Cards, Quantities):
    """Sentences for one language from one ruleset's IR."""

    def __init__(self, ir: dict, loc: Localizer):
        self.ir = ir
        self.loc = loc
        self.params = ir.get("parameters", {})
        self.used: set[str] = set()
        self._mentions: set[str] = set()
        self._notes: list[str] = []
        self._tables: dict[str, int] = {}      # tables said after the current statement
        self._enum_tables: dict[str, dict] = {}  # tables by enum value, after the top statement
        self._depth = 0                        # blocks inside blocks
        self._last_score: set = set()
        self._calls = self._call_sites()
        self.ordered_zones = ordered_zones(ir)                 # moves to these say "at the bottom"
        self.zone_kinds = zone_kinds(ir)                       # a choice from a zone of one group names it
        self.labelled = procedure_calls.labelled(ir, loc)     # procedures said by their label
        self.procedures_said: dict[str, None] = {}             # labelled ones used, in order

    # ---- public --------------------------------------------------------------------------

    def action(self, kind: str, action: str) -> list[Sentence]:
        """Sentences for the code of a kind's action (`me` is the reader: imperative)."""
        code = self.ir["kinds"][kind]["actions"].get(action)
        group = self.ir["kinds"][kind].get("group")
        return self._action_code(code, group, action)

    def group_default(self, group: str, action: str) -> list[Sentence]:
        code = self.ir["groups"][group]["actions"][action].get("default")
        return self._action_code(code, group, action)

    def code(self, stmts: list | None) -> list[Sentence]:
        """Sentences for phase or end-of-game code (no reader: players are named)."""
        self._last_score = set()
        return self.block(self.fold(stmts), Ctx(who="np"))

    def fold(self, stmts: list | None) -> list:
        """Code as the sheet reads it: procedure calls written out (compiler/sheet/procedures.py),
        parameters folded."""
        return fold_code(procedure_calls.inline(stmts, self.ir, self.labelled), self.params)

    def number(self, n: int) -> str:
        return self.t("sheet-number", n=n)

    def value_text(self, value) -> str:
        """A parameter's current value as text (numbers in words; tables by player count)."""
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, int):
            return self.number(value)
        if isinstance(value, dict):
            return self._table_text(value)
        if isinstance(value, list):
            return self.join([self.value_text(v) for v in value])
        if isinstance(value, str):
            enum = self._enum_of_value(value)
            if enum:
                return self.loc.format(f"{enum}-{value}")
        return str(value)

    # ---- formatting ----------------------------------------------------------------------

    def t(self, tid: str, **args) -> str:
        flat: dict[str, Any] = {}
        for k, v in args.items():
            if v is None:
                continue
            if isinstance(v, NP):
                flat[k] = v("nom")
                for case in CASES[1:]:
                    flat[f"{k}_{case}"] = v(case)
            elif isinstance(v, dict):      # a name bundle
                for sub, value in v.items():
                    flat[k if sub == "" else f"{k}_{sub}"] = value
            elif isinstance(v, bool):
                flat[k] = "yes" if v else "no"
            elif k == "op":
                flat[k] = OPS.get(v, v)
            else:
                flat[k] = v
        for name in argument_names(tid):
            flat.setdefault(name, "none")
        self.used.add(tid)
        return _tidy(self.loc.format(tid, **flat))

    def np(self, tid: str, gender: str = "none", plural: bool = False, **args) -> NP:
        out = NP(lambda case: self.t(tid, case=case, **args), gender, plural)
        out.pronoun = tid == "sheet-np-they"      # English "they are", "them"
        out.reader = tid == "sheet-np-you"        # the player reading a card: spoken to
        return out

    def names(self, msg_id: str) -> dict:
        """A name bundle: the value and the grammatical attributes the locale gives it."""
        out = {"": self.loc.format(msg_id)}
        for attr in NAME_ATTRIBUTES:
            key = attr.replace("_", "-")              # card_gender is `.card-gender` in the locale
            if self.loc.has_attribute(msg_id, key):
                out[attr] = self.loc.attribute(msg_id, key)
        out.setdefault("gender", "none")
        out.setdefault("card_gender", out["gender"])  # the card form has the name's gender unless told
        for case in CASES[1:]:
            out.setdefault(case, out[""])             # a name that does not inflect
        return out

    def kind(self, k: str) -> dict:
        self._mentions.add(k)
        return self.names(f"card-{k}")

    def zone(self, z: str) -> dict:
        return self.names(f"zone-{z}")

    def counter(self, c: str) -> dict:
        return self.names(f"counter-{c}")

    def kinds_list(self, kinds: list[str], attr: str = "cards", style: str = "standard") -> str:
        items = []
        for k in kinds:
            b = self.kind(k)
            items.append(b.get(attr, b[""]))
        return self.join(items, style)

    def kinds_each(self, kinds: list[str], case: str = "nom", name: str = "kinds") -> dict:
        """Each kind's card form with its own article (German: "ein Edelstein oder eine
        Werkzeugkarte"): <name>_a joined with "or", <name>_no (each negated) joined with "and"."""
        def each(neg: bool) -> list[str]:
            out = []
            for k in kinds:
                b = self.kind(k)
                card = {**b, "card": b.get("card", b[""])}
                out.append(self.t("sheet-np-kind-card", kind=card, neg=neg, case=case))
            return out
        return {f"{name}_a": self.join(each(False), "or"), f"{name}_no": self.join(each(True))}

    def join(self, items: list[str], style: str = "standard") -> str:
        """A list of items: "standard" (a, b, and c), "or", "unit" (a, b, c) or "narrow" (a b c);
        the last two through the templates sheet-list-unit and sheet-list-narrow."""
        if not items:
            return ""
        if style in ("unit", "narrow"):
            out = items[0]
            for item in items[1:]:
                out = self.t(f"sheet-list-{style}", a=out, b=item)
            return out
        return format_list(items, style=style, locale=self.loc.locale)

    # ---- actions ---------------------------------------------------------------------------

    def _action_code(self, code, group, action) -> list[Sentence]:
        env = {"me": ("np", self.np("sheet-np-you"), "player"),
               "this": ("np", self.np("sheet-node-local", type="this"), "card")}
        self._last_score = set()
        params = self.ir["groups"].get(group, {}).get("actions", {}).get(action, {}).get("params", {}) if group else {}
        for pname, ptype in params.items():
            env[pname] = ("np", self._param_np(pname, ptype), ptype)
        folded = self.fold(code)
        if not folded:
            return [Sentence(self.t("sheet-idiom-no-action"))]
        return self.block(folded, Ctx(env, "me", "you"))

    def _call_sites(self) -> dict:
        """action parameter -> the first expression a `do(...)` passes for it."""
        found: dict = {}

        def walk(n, loop_cards):
            if isinstance(n, list):
                for x in n:
                    walk(x, loop_cards)
                return
            if not isinstance(n, dict):
                return
            if n.get("t") == "call" and n.get("f") == "do":
                for k, v in n.get("k", {}).items():
                    if k != "me":
                        found.setdefault(k, v)
            for v in n.values():
                walk(v, loop_cards)
        for phase in self.ir.get("phases", []):
            walk(phase.get("do"), {})
        walk(self.ir.get("end_of_game"), {})
        return found

    def _param_site(self, pname: str):
        """The expression the rules pass for an action parameter (through a local of the
        calling code to its definition), or None."""
        site = self._calls.get(pname)
        if site is not None and site.get("t") == "local":
            # the argument is a local of the calling code: find its definition
            definition = self._find_let(site["n"])
            if definition is not None:
                site = definition
        return site

    def _param_np(self, pname: str, ptype: str) -> NP:
        site = self._param_site(pname)
        if site is not None and site.get("t") == "call" and site.get("f") == "occupants":
            card = self._card_of_group_np(site["a"][0])
            return self.np("sheet-call-occupants", card=card, plural=True)
        return self._local_np(ptype)

    def _local_np(self, t: str) -> NP:
        """A local by its type: 'that card', 'that colour', 'those colours'."""
        if t.startswith("enum:"):
            return self.np("sheet-node-local", type=t[5:], name=self.names(f"enum-{t[5:]}"))
        if t.startswith("list<enum:"):
            return self.np("sheet-node-local", type="list", name=self.names(f"enum-{t[10:-1]}"), plural=True)
        return self.np("sheet-node-local", type=_type_word(t), gender="none")

    def _find_let(self, name: str):
        found = []

        def walk(n):
            if isinstance(n, list):
                for x in n:
                    walk(x)
            elif isinstance(n, dict):
                if n.get("t") == "let" and n.get("n") == name and n.get("v") is not None:
                    found.append(n["v"])
                for v in n.values():
                    walk(v)
        for phase in self.ir.get("phases", []):
            walk(phase.get("do"))
        return found[0] if found else None

    def _card_of_group_np(self, node) -> NP:
        """'the <group> card': a card local whose group is known from the actions done with it."""
        group = None
        if node.get("t") == "local":
            group = self._group_of_local(node["n"])
        if group:
            return self.np("sheet-np-group-card", group=self.names(f"group-{group}"))
        return self.np("sheet-node-local", type="card", gender="none")

    def _group_of_local(self, name: str) -> str | None:
        """The card group a loop's card is named by ("the action card"): the one group whose
        action the rules carry out on it; none when that happens only under a condition on the
        card (`if c.kind == x { do(c, ...) }`: the list holds other cards too, "that card")."""
        actions = set()
        me = {"t": "local", "n": name}
        guarded = False

        def walk(n, under):
            nonlocal guarded
            if isinstance(n, list):
                for x in n:
                    walk(x, under)
            elif isinstance(n, dict):
                if n.get("t") == "call" and n.get("f") == "do" and n["a"] and n["a"][0] == me:
                    act = n["a"][1]
                    if act.get("t") == "const":
                        actions.add(act["v"])
                    guarded = guarded or under
                if n.get("t") == "if" and me in list(nodes_of(n.get("c"))):
                    walk(n.get("then"), True)
                    walk(n.get("else"), True)
                    return
                for v in n.values():
                    walk(v, under)
        for phase in self.ir.get("phases", []):
            walk(phase.get("do"), False)
        groups = {g for g, spec in self.ir["groups"].items() if actions & set(spec["actions"])}
        return next(iter(groups)) if len(groups) == 1 and not guarded else None
