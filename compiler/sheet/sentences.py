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
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable

from babel.lists import format_list

from rulewright.i18n import Localizer

from . import procedures as procedure_calls
from . import steps
from .fold import _strip, fold_code, known

CASES = ("nom", "acc", "dat", "gen")
# Grammatical attributes a name may have in a game's locale (passed to templates as x_<attr>):
# plural, card/cards (one/several cards of a kind, or the cards of a zone or with a value),
# gender, and dative (the dative plural, for languages that inflect it).
NAME_ATTRIBUTES = ("plural", "card", "cards", "gender", "dative")
# operators as Fluent variant keys
OPS = {"+": "plus", "-": "minus", "*": "times", "/": "div", "%": "mod", "==": "eq", "!=": "ne", "<": "lt",
       "<=": "le", ">": "gt", ">=": "ge", "+=": "add", "-=": "sub", "=": "set"}

# Every node kind of the IR (compiler/schemas/ir.schema.json) and every built-in function has a
# template; `CONSTANT_CALLS` are names the checker turns into calls without arguments.
NODE_KINDS = ("let", "if", "for", "turns", "setc", "setvar", "do", "int", "bool", "local", "param", "var",
              "const", "zone", "pzone", "counter", "kindof", "groupof", "cattr", "table", "item", "list",
              "and", "or", "not", "neg", "arith", "concat", "cmp", "in", "cond", "lambda", "apply", "call", "proc")
CONSTANT_CALLS = ("players", "player_count", "round")
# every function a `call` node can name: the checker's built-ins and the constant names
from rulewright.compiler.checker import BUILTINS as _BUILTINS  # noqa: E402
CALL_TEMPLATES_ALL = tuple(_BUILTINS) + CONSTANT_CALLS

# Arguments of a template. "x*": a noun phrase (x, x_acc, x_dat, x_gen); "x#": a name bundle
# (x, x_plural, x_card, x_cards, x_gender). Templates may use any of these, and nothing else.
_WHO = ("who", "subject*")
_AMOUNT = ("amount", "n")
TEMPLATE_ARGS: dict[str, tuple[str, ...]] = {
    # numbers and small words
    "sheet-number": ("n",),
    "sheet-table": ("value", "exceptions"),
    "sheet-table-exception": ("value", "players"),
    "sheet-table-entry": ("key", "value", "shape"),
    "sheet-list-and": ("items",),
    "sheet-list-group": ("items",),
    "sheet-list-unit": ("a", "b"),
    "sheet-list-narrow": ("a", "b"),
    # statements (node kinds)
    "sheet-node-let": _WHO + ("value*",),
    "sheet-node-if": ("cond", "then"),
    "sheet-node-if-else": ("else",),
    "sheet-node-elif": ("cond", "then"),
    "sheet-node-nothing": (),
    "sheet-layout-changed": (),
    "sheet-np-seat-order": ("case",),
    "sheet-np-players-meeting": ("list*", "cond", "case"),
    "sheet-clause-chooses": ("who", "subject*", "label", "options", "neg"),
    "sheet-np-counter-number": ("counter#", "case"),
    "sheet-clause-attr-yes": ("attribute#", "card*", "neg"),
    "sheet-node-setvar-if": ("var#", "cond"),
    "sheet-clause-group": ("clause",),
    "sheet-clause-var-bool-no": ("var#",),
    "sheet-filter-not-face": ("face",),
    "sheet-np-face": ("face", "number", "place", "zone#", "player*", "case"),
    "sheet-np-first-player-who": ("rel", "case"),
    "sheet-np-places-left": ("count", "player*", "case"),
    "sheet-idiom-still-tied-share": (),
    "sheet-node-for": ("items*", "type", "body"),
    "sheet-node-for-players": ("players*",),
    "sheet-node-turns": ("players*",),
    "sheet-node-turns-until": ("players*", "cond"),
    "sheet-node-for-until": ("cond",),
    "sheet-node-turns-round": ("players*",),
    "sheet-node-setc": _WHO + ("op", "counter#", "index*", "value*", "owner"),
    "sheet-node-setvar": ("var#", "value*"),
    "sheet-node-setc-shared": ("op", "counter#", "index*", "value*", "amount", "n"),
    "sheet-node-setvar-bool": ("var#", "value"),
    "sheet-node-yesno": ("value",),
    "sheet-clause-var-bool": ("var#",),
    "sheet-node-do": ("action",),
    "sheet-node-proc": ("label", "values", "n"),       # a call of a labelled procedure
    # expressions (node kinds)
    "sheet-node-int": ("n", "case"),
    "sheet-node-bool": ("value",),
    "sheet-node-local": ("type", "name#", "case", "gender"),
    "sheet-node-param": ("value", "case"),
    "sheet-node-var": ("var#", "case"),
    "sheet-node-const": ("name#", "what", "case"),
    "sheet-node-zone": ("zone#", "case"),
    "sheet-node-pzone": ("owner", "player*", "zone#", "part*", "case"),
    "sheet-node-counter": ("owner", "player*", "counter#", "index*", "case"),
    "sheet-node-kindof": ("card*", "case"),
    "sheet-node-groupof": ("card*", "case"),
    "sheet-node-cattr": ("card*", "attribute#", "case"),
    "sheet-node-table": ("value", "case"),
    "sheet-node-item": ("list*", "index*", "cycle", "case"),
    "sheet-node-list": ("items", "case"),
    "sheet-node-and": ("items",),
    "sheet-node-or": ("items",),
    "sheet-node-not": ("clause",),
    "sheet-node-neg": ("value*", "case"),
    "sheet-node-arith": ("op", "a*", "b*", "case"),
    "sheet-node-concat": ("a*", "b*", "case"),
    "sheet-node-cmp": ("op", "a*", "b*", "form"),
    "sheet-node-in": ("a*", "b*", "neg", "form"),
    "sheet-node-cond": ("cond", "a*", "b*", "case"),
    "sheet-node-lambda": ("body",),
    "sheet-node-apply": ("value*", "case"),
    "sheet-node-call": ("function", "case"),
    # pronouns and players
    "sheet-np-you": ("case",),
    "sheet-np-they": ("case",),
    "sheet-np-each-player": ("order", "other", "rel", "list*", "case"),
    "sheet-np-chosen": ("type", "case"),
    "sheet-np-kind-cards": ("kind#", "case"),
    "sheet-np-kinds": ("kinds", "case"),
    "sheet-np-extreme": ("dir", "list*", "measure", "measures", "needs", "among", "case"),
    "sheet-np-others": ("list*", "case"),
    "sheet-np-group-card": ("group#", "case"),
    # the cards of a zone or of one part of it, filtered ($number: other = the cards, with
    # their owner; one = a single card, as after "for each", without owner)
    "sheet-np-cards": ("owner", "player*", "zone#", "what", "filter", "part*", "number", "case", "place"),
    "sheet-np-sets": ("owner", "player*", "counter#", "size", "count", "number", "case"),
    "sheet-np-rest": ("owner", "player*", "counter#", "number", "case"),
    "sheet-np-values-where": ("enum#", "cond", "number", "case"),
    "sheet-np-first-value": ("enum#", "cond", "case"),
    "sheet-np-or-zero": ("value*", "case"),
    "sheet-node-table-by": ("entries", "index*", "case"),
    "sheet-node-table-of": ("entries", "index*", "later", "number", "case"),
    "sheet-table-note": ("entries", "number"),
    # filters of cards (after the noun: "with value at least five")
    "sheet-filter-attr": ("attribute#", "op", "value*"),
    "sheet-filter-kind": ("kinds*",),
    "sheet-filter-other": ("pred",),
    # measures of players (for most / fewest / rank)
    "sheet-measure-zone": ("dir", "what", "what_one", "zone#", "held", "number"),
    "sheet-measure-counter": ("dir", "counter#", "index*", "number"),
    "sheet-measure-score": ("dir", "number"),
    "sheet-measure-arrival": ("dir", "value*", "number"),
    "sheet-measure-other": ("dir", "value*", "number"),
    # clauses
    "sheet-clause-has": _WHO + ("what", "zone#", "neg"),
    "sheet-clause-card-is": _WHO + ("kinds", "neg", "gender"),
    "sheet-clause-entered": _WHO + ("kind#", "neg"),
    "sheet-clause-in-zone": ("kind#", "zone#", "neg"),
    "sheet-clause-counter": _WHO + ("op", "counter#", "index*", "value*", "n"),
    "sheet-clause-hand-size": _WHO + ("op", "zone#", "other*"),
    "sheet-clause-attr-differs": ("attribute#", "card*", "other*", "neg"),
    "sheet-clause-other-player": _WHO,
    "sheet-clause-count": _WHO + ("op", "value*", "n", "cards", "card"),
    "sheet-clause-sets": _WHO + ("op", "value*", "n", "size", "count", "counter#"),
    "sheet-clause-in-values": ("mode", "op", "value*", "n", "enum#", "clause"),
    "sheet-clause-flag": _WHO + ("counter#", "neg"),
    "sheet-clause-same": ("a*", "preds"),
    "sheet-pred-cmp": ("op", "b*"),
    "sheet-pred-extreme": ("dir", "list*"),
    # calls: statements
    "sheet-call-move": _WHO + ("cards*", "to#", "owner", "player*", "part*"),
    "sheet-call-draw": _WHO + _AMOUNT + ("zone#",),
    "sheet-call-take": _WHO + _AMOUNT + ("kind#",),
    "sheet-call-discard": _WHO + ("cards*",),
    "sheet-call-shuffle": ("zone#",),
    "sheet-call-peek": _WHO + ("cards*",),
    "sheet-call-reveal": ("zone#",),
    "sheet-call-place": _WHO + ("card*",),
    "sheet-call-clear_placements": (),
    "sheet-call-do": _WHO + ("action#", "card*", "args"),
    "sheet-call-score": _WHO + _AMOUNT + ("category", "form"),
    "sheet-call-award": ("ranking*", "measure", "measures", "points", "category"),
    "sheet-call-eliminate": _WHO,
    "sheet-call-knock_out": _WHO,
    "sheet-call-declare_winners": ("players*", "ties", "n"),
    "sheet-call-transfer": _WHO + _AMOUNT + ("counter#", "receiver*"),
    "sheet-call-defer_turn": _WHO,
    # calls: values
    "sheet-call-count": ("list*", "pred", "case"),
    "sheet-call-sum": ("list*", "value*", "case"),
    "sheet-call-sum-attribute": ("zone#", "attribute#", "cards*", "case"),
    "sheet-call-any": ("list*", "pred", "neg"),
    "sheet-call-all": ("list*", "pred", "neg"),
    "sheet-call-filter": ("list*", "pred", "case"),
    "sheet-call-first": ("list*", "case", "type"),
    "sheet-call-last": ("list*", "case", "type"),
    "sheet-call-top": _AMOUNT + ("list*", "case"),
    "sheet-call-most": ("list*", "measure", "measures", "of", "value*", "case"),
    "sheet-call-fewest": ("list*", "measure", "measures", "of", "value*", "case"),
    "sheet-call-rank": ("list*", "measure", "measures", "tiebreak", "case"),
    "sheet-call-min": ("a*", "b*", "case"),
    "sheet-call-max": ("a*", "b*", "case"),
    "sheet-call-clockwise_from": ("player*", "case"),
    "sheet-call-next_player": ("player*", "case"),
    "sheet-call-occupants": ("card*", "case"),
    "sheet-call-placed": ("owner", "player*", "case"),
    "sheet-call-kinds": ("group#", "case"),
    "sheet-call-values": ("values", "case"),
    "sheet-call-arrival": ("value*", "case"),
    "sheet-call-random_pick": ("list*", "case"),
    "sheet-call-sample": _AMOUNT + ("list*", "case"),
    "sheet-call-choose": ("chooser", "player*", "list*", "type", "case"),
    "sheet-call-choose_some": ("chooser", "player*", "list*", "one", "range", "type", "case"),
    "sheet-call-alive": _WHO,
    "sheet-call-in_play": _WHO,
    "sheet-call-total_score": ("owner", "player*", "case"),
    "sheet-call-knows": _WHO + ("card*",),
    "sheet-call-players": ("case",),
    "sheet-call-player_count": ("case",),
    "sheet-call-round": ("case",),
    "sheet-call-max_of": ("list*", "value*", "case"),
    "sheet-call-min_of": ("list*", "value*", "case"),
    "sheet-call-product": ("list*", "value*", "case"),
    "sheet-call-range": ("a*", "b*", "case"),
    "sheet-call-sort_by": ("list*", "value*", "case"),
    "sheet-call-largest": _AMOUNT + ("list*", "value*", "case"),
    "sheet-call-smallest": _AMOUNT + ("list*", "value*", "case"),
    "sheet-call-group_by": ("list*", "value*", "case"),
    "sheet-call-distinct": ("list*", "value*", "case"),
    # ranges of choices
    "sheet-range": ("shape", "min", "max"),
    # layout of the sheet
    "sheet-layout-title": ("game",),
    "sheet-layout-round": (),
    "sheet-layout-rounds": ("rounds", "n"),
    "sheet-layout-phase": ("letter", "name"),
    "sheet-layout-group": ("group#",),
    "sheet-layout-kind": ("kind", "attributes"),
    "sheet-layout-action": ("action#",),
    "sheet-layout-all-kinds": ("action#", "group#"),
    "sheet-layout-used-in": ("phase", "letter"),
    "sheet-layout-used-at-end": (),
    "sheet-layout-end": (),
    "sheet-layout-notes": (),
    "sheet-layout-assumptions": (),
    "sheet-layout-assumptions-intro": (),
    "sheet-layout-footer": ("game", "version"),
    "sheet-layout-no-action": (),
    "sheet-layout-kinds": ("kinds",),
    "sheet-layout-place-phase": ("phase",),
    "sheet-layout-place-end": (),
    "sheet-layout-used-where": ("places", "n"),
    "sheet-layout-no-actions": ("n",),
    # ending on a condition (compiler/sheet/endings.py)
    "sheet-end-game-when": ("cond",),
    "sheet-end-game-round": ("cond",),
    "sheet-end-game-phase": ("cond",),
    "sheet-end-round-when": ("cond",),
    "sheet-end-round-phase": ("cond",),
    "sheet-end-rounds": ("rounds", "n"),
    "sheet-end-rounds-at-most": ("rounds", "n"),
    "sheet-end-phases": (),
    "sheet-end-at-round-end": ("phase",),
    "sheet-np-points-total": (),
    "sheet-clause-players-left": ("op", "value", "n", "state"),
    "sheet-layout-procedures": (),
    "sheet-layout-procedure": ("label", "params", "n"),
    # idioms
    "sheet-idiom-no-action": (),
    "sheet-idiom-gain": _WHO + _AMOUNT + ("counter#", "index*"),
    "sheet-idiom-lose": _WHO + _AMOUNT + ("counter#", "index*"),
    "sheet-idiom-reset": _WHO + ("counter#", "value*"),
    "sheet-idiom-discard-for": _WHO + ("range", "n", "zone#", "counter#", "also"),
    "sheet-idiom-draw-per": _WHO + ("per", "count", "counter#", "zone#"),
    "sheet-idiom-peek": _WHO + _AMOUNT + ("zone#",),
    "sheet-idiom-give": _WHO + _AMOUNT + ("receiver*", "zone#", "mode"),
    "sheet-idiom-half": ("zone#", "owner", "player*", "case"),
    "sheet-idiom-that-many": ("case",),
    "sheet-idiom-pass-on": ("var#",),
    "sheet-idiom-instead": _WHO + ("cond", "then"),
    "sheet-idiom-all-tied": ("players*",),
    "sheet-idiom-tie-first": ("dir", "measure", "measures"),
    "sheet-idiom-tie-first-seat": ("dir", "measure", "measures"),
    "sheet-idiom-tie-first-clockwise": ("dir", "measure", "measures", "player"),
    "sheet-idiom-tie-first-listed": ("dir", "measure", "measures", "list"),
    "sheet-idiom-tie-choose": ("dir", "measure", "measures", "chooser*"),
    "sheet-idiom-split": ("first", "rest"),
    "sheet-idiom-score-per": _WHO + ("counter#", "category"),
    "sheet-idiom-score-most": ("measure", "measures", "n", "tied", "category"),
    "sheet-idiom-transfer-or-supply": _WHO + _AMOUNT + ("counter#", "receiver*"),
    "sheet-idiom-by-players": ("value", "exception", "players"),
    "sheet-idiom-one-of": ("kind#", "zone#", "owner", "player*", "case"),
    "sheet-idiom-rank-ties": ("measure", "measures"),
    "sheet-idiom-needs-some": ("measure", "measures"),
    "sheet-idiom-award-ties": (),
    "sheet-idiom-for-each-kind": ("kinds", "body"),
    "sheet-idiom-for-each-value": ("value#", "body"),
    "sheet-idiom-kind-played": ("kind#", "zone#"),
    "sheet-idiom-each-entrant": ("card*",),
    "sheet-idiom-flag": _WHO + ("counter#", "cond"),
    "sheet-idiom-score-each": _WHO + ("amount", "n", "per", "count", "unit", "units", "gender", "cond", "category"),
    "sheet-idiom-score-by": _WHO + ("by*", "table", "category"),
    "sheet-idiom-score-by-value": _WHO + ("enum#", "table", "per", "count", "unit", "units", "category"),
    "sheet-idiom-score-flag": _WHO + ("amount", "n", "counter#", "category"),
    "sheet-idiom-for-each-where": ("items*", "what", "gender", "cond", "body"),
    "sheet-np-kinds-of": ("group#", "number", "case"),
    "sheet-np-counter-extreme": ("dir", "owner", "player*", "counter#", "enum#", "case"),
    "sheet-np-counters": ("owner", "player*", "counters", "case"),
    "sheet-idiom-for-each-kind-of": ("group#", "body"),
}


# a built-in function added to the checker later is still rendered, generically, with these
GENERIC_CALL_ARGS = ("list*", "value*", "a*", "b*", "amount", "n", "case")


def template_ids() -> dict[str, tuple[str, ...]]:
    """Every message id the generator may format, with its argument specs: one per node kind,
    per built-in function of the checker (new ones included), per idiom and layout word."""
    ids = dict(TEMPLATE_ARGS)
    for f in CALL_TEMPLATES_ALL:
        ids.setdefault(call_template(f), GENERIC_CALL_ARGS)
    return ids


def node_template(kind: str) -> str:
    return f"sheet-node-{kind}"


def call_template(function: str) -> str:
    return f"sheet-call-{function}"


def argument_names(tid: str) -> set[str]:
    """The Fluent variables template `tid` may use."""
    names: set[str] = set()
    for spec in template_ids().get(tid, ()):
        base = spec.rstrip("*#")
        names.add(base)
        if spec.endswith("*"):
            names |= {f"{base}_{c}" for c in CASES[1:]}
        elif spec.endswith("#"):
            names |= {f"{base}_{a}" for a in NAME_ATTRIBUTES}
    return names


class NP:
    """A noun phrase: rendered once per grammatical case, on demand."""

    def __init__(self, render: Callable[[str], str], gender: str = "none", plural: bool = False):
        self._render = render
        self._cache: dict[str, str] = {}
        self.gender = gender
        self.plural = plural
        self.pronoun = False

    def __call__(self, case: str = "nom") -> str:
        if case not in self._cache:
            self._cache[case] = self._render(case)
        return self._cache[case]


@dataclass
class Sentence:
    text: str
    mentions: frozenset = frozenset()
    compound: bool = False          # a condition or a loop with its body (never inlined in another)


@dataclass
class Ctx:
    env: dict = field(default_factory=dict)
    actor: str | None = None         # the local whose actions are described with `who`
    who: str = "you"
    subject: NP | None = None

    def with_env(self, **names) -> "Ctx":
        return Ctx({**self.env, **names}, self.actor, self.who, self.subject)

    def acting(self, actor, who, subject=None) -> "Ctx":
        return Ctx(dict(self.env), actor, who, subject)


class Unsupported(Exception):
    """An idiom does not match; fall back to the generic templates."""


class SentenceGenerator:
    """Sentences for one language from one ruleset's IR."""

    def __init__(self, ir: dict, loc: Localizer):
        self.ir = ir
        self.loc = loc
        self.params = ir.get("parameters", {})
        self.used: set[str] = set()
        self._mentions: set[str] = set()
        self._notes: list[str] = []
        self._tables: dict[str, int] = {}      # tables said after the current statement
        self._last_score: set = set()
        self._calls = self._call_sites()
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
        return out

    def names(self, msg_id: str) -> dict:
        """A name bundle: the value and the grammatical attributes the locale gives it."""
        out = {"": self.loc.format(msg_id)}
        for attr in NAME_ATTRIBUTES:
            if self.loc.has_attribute(msg_id, attr):
                out[attr] = self.loc.attribute(msg_id, attr)
        out.setdefault("gender", "none")
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
        actions = set()

        def walk(n):
            if isinstance(n, list):
                for x in n:
                    walk(x)
            elif isinstance(n, dict):
                if n.get("t") == "call" and n.get("f") == "do" and n["a"] and n["a"][0] == {"t": "local", "n": name}:
                    act = n["a"][1]
                    if act.get("t") == "const":
                        actions.add(act["v"])
                for v in n.values():
                    walk(v)
        for phase in self.ir.get("phases", []):
            walk(phase.get("do"))
        groups = {g for g, spec in self.ir["groups"].items() if actions & set(spec["actions"])}
        return next(iter(groups)) if len(groups) == 1 else None

    # ---- statements ------------------------------------------------------------------------

    def block(self, stmts: list, ctx: Ctx) -> list[Sentence]:
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
            self._mentions = set()
            texts = self.stmt(stmts[i], ctx)
            out.extend(texts)
            out.extend(self._flush_notes())
            i += 1
        return out

    def _flush_notes(self) -> list[Sentence]:
        notes, self._notes = self._notes, []
        self._tables = {}
        return [Sentence(_capital(n), frozenset(self._mentions)) for n in notes]

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
        ctx.env[s["n"]] = ("value", v, dict(ctx.env))
        return []

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
                              subject=self._subject_for(chooser, ctx), range=self._range(v, ctx),
                              n=self._max_n(v), zone=zone, counter=self.counter(c["c"]["n"]), also=bool(out))
                out.extend(self._sentences([text]))
                return 3
        # let x = choose(...) used once: inline (handled by `let` with a use count)
        return 0

    def _range(self, v, ctx) -> str:
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
        return self.t("sheet-range", shape=shape, min=self.number(lo_v) if isinstance(lo_v, int) else "none",
                      max=self.number(hi_v) if isinstance(hi_v, int) else "none")

    def _max_n(self, v):
        hi = v.get("k", {}).get("max")
        value = known(hi) if hi else None
        return value if isinstance(value, int) else "other"

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
        then = self.block(s["then"], ctx)
        mentions = frozenset(self._mentions).union(*(x.mentions for x in then))
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
        if s["t"] == "for" and simple and _np_uses(body, var) == 0:      # "each player" said once, else "they"
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
            chooser = src["a"][0] if _is_call(src, "choose") or _is_call(src, "choose_some") else None
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
                          owner=owner, player=player)
        if f == "discard":
            owner = self._owner_of_cards(a[0], ctx)
            return self.t("sheet-call-discard", who=self._who_for(owner, ctx) if owner else "none",
                          subject=self._subject_for(owner, ctx) if owner else None, cards=self.value(a[0], ctx))
        if f in ("shuffle", "reveal"):
            return self.t(call_template(f), zone=self.zone(a[0]["n"]) if a[0].get("t") == "zone" else self.zone(a[0]["n"]))
        if f == "peek":
            target = self.resolve(a[1], ctx)
            if _is_call(target, "choose_some") and target["a"][0] == a[0] and self.resolve(target["a"][1], ctx).get("t") == "zone":
                hi = target["k"].get("max")
                amt, n = self.amount(hi, ctx) if hi is not None else (self.t("sheet-range", min="none", max="none", n="other"), "other")
                return self.t("sheet-idiom-peek", who=self._who_for(a[0], ctx), subject=self._subject_for(a[0], ctx),
                              amount=amt, n=n, zone=self.zone(self.resolve(target["a"][1], ctx)["n"]))
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
        if player == _local("me") and ctx.actor == "me":
            return "you"
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
            if b and b[0] in ("np", "value"):
                return self.t("sheet-idiom-that-many", case="nom"), "other"
        if r.get("t") == "arith" and r["op"] == "/" and known(r["b"]) == 2 and _is_call(r["a"], "count") \
                and r["a"]["a"][0].get("t") == "pzone" and len(r["a"]["a"]) == 1:
            z = r["a"]["a"][0]
            return self.t("sheet-idiom-half", zone=self.zone(z["n"]), owner=self._owner_word(z["p"], ctx),
                          player=self.player(z["p"], ctx), case="acc"), "other"
        return self.value(node, ctx)("acc"), "phrase" if phrase else "other"

    def value(self, node, ctx: Ctx) -> NP:
        """A noun phrase for any expression."""
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
                                            ctx.actor, ctx.who, ctx.subject))
            return self.np("sheet-node-lambda", body="")
        if t == "param":
            spec = self.params.get(node["n"], {})
            if isinstance(spec.get("value"), dict):
                return self.np("sheet-node-table", value=self._table_text(spec["value"]))
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
                return self.np("sheet-node-table", value=self._table_text(self.params[o["n"]]["value"]))
            value, index = self._param_value(o), self.resolve(node["i"], ctx)
            if isinstance(value, dict) and index.get("t") == "const" and index["v"] in value:
                return self.np("sheet-node-param", value=self.value_text(value[index["v"]]))
            lookup = self._table_lookup(node, ctx, keep_zeros=True)
            if lookup is not None:      # the index is always said; the table after the sentence
                return self._table_of(lookup, ctx)
            return self._item_np(o, node["i"], ctx)
        if t == "item":
            value, index = self._param_value(node["o"]), known(self.resolve(node["i"], ctx))
            if isinstance(value, list) and isinstance(index, int) and 0 <= index < len(value):
                return self.np("sheet-node-param", value=self.value_text(value[index]))
            lookup = self._table_lookup(node, ctx, keep_zeros=True)
            if lookup is not None:      # the index is always said; the table after the sentence
                return self._table_of(lookup, ctx)
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

    def _table_of(self, lookup, ctx: Ctx) -> NP:
        """T[x]: "the value for x in the table" inside the sentence, the table itself in a
        sentence after it (so that a rule does not run on through a dozen entries)."""
        entries, index = lookup
        if len(entries) <= 40:
            return self.np("sheet-node-table-of", entries=entries, index=self.value(index, ctx), later="no")
        number = self._tables.setdefault(entries, len(self._tables) + 1)   # numbered within the statement
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

    def _table_text(self, table: dict) -> str:
        if not all(str(k).isdigit() for k in table):
            return self._table_entries(table)
        counts: dict = {}
        for v in table.values():
            counts[v] = counts.get(v, 0) + 1
        common = max(counts, key=lambda v: (counts[v], v))
        exceptions = [self.t("sheet-table-exception", value=self.value_text(v), players=self.number(int(p)))
                      for p, v in table.items() if v != common]
        return self.t("sheet-table", value=self.value_text(common), exceptions=self.join(exceptions) if exceptions else "none")

    def call_value(self, node, ctx: Ctx) -> NP:
        f, a, k = node["f"], node.get("a", []), node.get("k", {})
        if f in CONSTANT_CALLS:
            return self.np(call_template(f), plural=f == "players")
        if f == "count":
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
            rng = self._range(node, ctx) if f == "choose_some" else None
            lst = self.resolve(a[1], ctx)
            kinds = self._kind_predicate(lst["a"][1], ctx) if _is_call(lst, "filter") else None
            ltype = "zone" if lst.get("t") in ("zone", "pzone") else "kinds" if kinds is not None else \
                _type_word(self.typeof(a[1], ctx)[5:-1] if self.typeof(a[1], ctx).startswith("list<") else "any")
            items = self.value(a[1], ctx)
            one = None      # the name of one item, for languages that count with the singular
            if _is_call(lst, "values") or _is_call(lst, "kinds"):
                # "two colours of your choice", "two kinds of tile of your choice"
                ltype = "values"
                number = "other" if f == "choose_some" else "one"
                if _is_call(lst, "values"):
                    name = self.names(f"enum-{lst['a'][0]['v']}")
                    items = NP(lambda case: name.get("plural", name[""]) if f == "choose_some" else name[""])
                    one = name[""]
                else:
                    group = self.names(f"group-{lst['a'][0]['v']}")
                    items = self.np("sheet-np-kinds-of", group=group, number=number)
                    one = self.t("sheet-np-kinds-of", group=group, number="one", case="nom")
            args = dict(chooser=self._owner_word(chooser, ctx), player=self.player(chooser, ctx),
                        list=items, type=ltype)
            if f == "choose_some" and one is not None:
                args["one"] = one
            if f == "choose_some":
                args["range"] = rng
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
            return self.t("sheet-measure-counter", dir=direction, counter=self.counter(body["n"]), index=idx, number=number)
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
        if t in ("cmp", "in"):
            a = self.value(node["a"], ctx)
            form = "they" if a.pronoun else "player" if self.typeof(node["a"], ctx) == "player" \
                else "plural" if a.plural else "other"
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
        first = _strip(self._inline(conds[0]["a"], ctx))
        if any(_strip(self._inline(c["a"], ctx)) != first for c in conds[1:]):
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
                              **self._who_args(src["p"], ctx, subject_var, who))
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
                                      neg=False, **self._who_args(z["p"], ctx, subject_var, who))
            if _is_call(ra, "count") and known(b) == 0 and op in (">", "!=") and len(ra["a"]) == 1:
                src = self.resolve(ra["a"][0], ctx)
                if _is_call(src, "filter"):
                    return self.clause({"t": "call", "f": "any", "a": src["a"], "k": {}}, ctx, subject_var, who)
            # p.c > x (p.c in total: the sum of an indexed counter over all values)
            ra = self._normalize(ra, ctx)
            if ra.get("t") == "counter" and ra.get("p") is not None:
                idx = self.value(ra["i"], ctx) if ra.get("i") is not None else None
                if op == ">" and known(b) == 0:
                    op, b = ">=", {"t": "int", "v": 1}
                rb = self.resolve(b, ctx)
                n = known(rb)
                # a number (also a table of numbers by player count) or a phrase
                numeric = isinstance(n, int) or rb.get("t") == "table" and _is_call(rb.get("i"), "player_count")
                return self.t("sheet-clause-counter", op=op, counter=self.counter(ra["n"]), index=idx,
                              value=self.value(b, ctx), n=n if isinstance(n, int) else "other" if numeric else "phrase",
                              **self._who_args(ra["p"], ctx, subject_var, who))
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
                              gender="none", who="np", subject=self.value(a["o"], ctx))
            # c.attr != d.attr
            if a.get("t") == "cattr" and b.get("t") == "cattr" and a["n"] == b["n"] and op in ("==", "!="):
                return self.t("sheet-clause-attr-differs", attribute=self.names(f"attribute-{a['n']}"),
                              card=self.value(a["o"], ctx), other=self.value(b["o"], ctx), neg=op == "==")
            # p != q
            if neg and op == "!=" and self.typeof(a, ctx) == "player":
                return None
            if neg:
                return self.t("sheet-node-cmp", op=op, a=self.value(a, ctx), b=self.value(b, ctx))
            return None
        if t == "cattr" and self.ir["attributes"].get(node["n"], {}).get("type") == "bool":
            kinds = [k for k, spec in self.ir["kinds"].items() if spec.get("attributes", {}).get(node["n"])]
            if not kinds:       # set per card, not per kind: said as the attribute's value
                return self.t("sheet-clause-attr-yes", attribute=self.names(f"attribute-{node['n']}"),
                              card=self.value(node["o"], ctx), neg=neg)
            return self.t("sheet-clause-card-is", kinds=self.kinds_list(kinds, "card", "or"), neg=neg, gender="none",
                          who="np", subject=self.value(node["o"], ctx))
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
        if pred.get("t") != "cmp" or pred["op"] != "==":
            return None
        a, b = pred["a"], pred["b"]
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

    def _pred_text(self, pred, ctx: Ctx) -> str:
        card = _local(_CARD)
        if pred.get("t") == "not":
            face = self._face(_conjuncts(pred["a"]))
            if face is not None:        # "other than the blue seven"
                return self.t("sheet-filter-not-face", face=face)
        if pred.get("t") == "cmp" and pred["a"].get("t") == "cattr" and pred["a"]["o"] == card \
                and not _mentions(pred["b"], _CARD):
            return self.t("sheet-filter-attr", attribute=self.names(f"attribute-{pred['a']['n']}"), op=pred["op"],
                          value=self.value(pred["b"], ctx))
        if pred.get("t") == "cmp" and pred["op"] == "==" and pred["a"] == {"t": "kindof", "o": card} \
                and not _mentions(pred["b"], _CARD):
            return self.t("sheet-filter-kind", kinds=self.value(pred["b"], ctx))
        if pred.get("t") == "in" and pred["a"] == {"t": "kindof", "o": card} and not _mentions(pred["b"], _CARD):
            return self.t("sheet-filter-kind", kinds=self.value(pred["b"], ctx))
        return self.t("sheet-filter-other", pred=self.predicate({"t": "lambda", "p": _CARD, "b": pred}, ctx))

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
        filt = self.join([self._pred_text(p, ctx) for p in preds], "narrow") if preds else "none"
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
        return self.t("sheet-clause-count", op=op, value=self.value(b, ctx), n=n if isinstance(n, int) else "other",
                      cards=self._coll_np(coll, ctx, "other", owned=False, place_owner=place_owner)("nom"),
                      card=self._coll_np(coll, ctx, "one", owned=False, place_owner=place_owner)("nom"), **args)

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


# ---- helpers ---------------------------------------------------------------------------------

def _tidy(text: str) -> str:
    """Spacing and punctuation left over where optional parts were empty."""
    text = re.sub(r"[ \t]{2,}", " ", text)
    text = re.sub(r"\s+([.,;:)])", r"\1", text)
    text = re.sub(r",\s*,", ",", text)
    text = re.sub(r",([.;:)])", r"\1", text)
    return text.strip()


def _capital(text: str) -> str:
    """A sentence starts with a capital letter (in every language the sheets support)."""
    return text[:1].upper() + text[1:] if text[:1].islower() else text


def _type_word(t: str) -> str:
    if t.startswith("enum:"):
        return t[5:]
    if t.startswith("list<"):
        return "list"
    return t if t in ("player", "card", "kind", "int", "bool", "zone", "group") else "any"


def _local(name: str) -> dict:
    return {"t": "local", "n": name}


_CARD = "__card"   # the card a filter of a collection is about


def _contains(node, part) -> bool:
    if node == part:
        return True
    if isinstance(node, list):
        return any(_contains(x, part) for x in node)
    if isinstance(node, dict):
        return any(_contains(v, part) for v in node.values())
    return False


def _mentions(node, name: str) -> bool:
    counts: dict = {}
    _count_locals(node, counts)
    return name in counts


def _only_as_index(node, name: str, key: str | None = None, parent: str | None = None) -> bool:
    """Whether local `name` appears in `node` only as the index of a zone or counter."""
    if isinstance(node, list):
        return all(_only_as_index(x, name, key, parent) for x in node)
    if not isinstance(node, dict):
        return True
    if node.get("t") == "local" and node.get("n") == name:
        return key == "i" and parent in ("pzone", "zone", "counter")
    if node.get("t") == "lambda" and node.get("p") == name:
        return True
    return all(_only_as_index(v, name, k, node.get("t")) for k, v in node.items())


def _np_uses(stmts, var: str) -> int:
    """How often a loop's player is said as a noun phrase in its body: not as the owner of a
    counter or zone in a value ("their coins") and not as the one who acts (the first argument
    of an action), which the sentence says with a pronoun; in a condition every use counts
    ("has more than two coins" needs its subject)."""
    count = 0
    conditions = ("cmp", "and", "or", "not", "in", "cond")

    def walk(node, skip: bool = False, in_cond: bool = False):
        nonlocal count
        if isinstance(node, list):
            for x in node:
                walk(x, skip, in_cond)
        elif isinstance(node, dict):
            if node.get("t") == "local" and node.get("n") == var and len(node) <= 3:
                count += 0 if skip and not in_cond else 1
                return
            cond = in_cond or node.get("t") in conditions or (node.get("t") == "call" and node.get("f") in ("any", "all"))
            for key, v in node.items():
                if key == "p" and node.get("t") in ("counter", "pzone"):
                    walk(v, True, cond)
                elif key == "a" and node.get("t") == "call" and isinstance(v, list) and v:
                    walk(v[0], node.get("f") in ACTION_SUBJECT_FIRST, cond)
                    for x in v[1:]:
                        walk(x, False, cond)
                elif key == "a" and node.get("t") == "proc" and isinstance(v, dict):
                    walk(list(v.values()), True, cond)        # "Pass the cards on (each player)"
                elif key == "k" and isinstance(v, dict):
                    for kw, x in v.items():                   # do(..., me=p), draw(..., to=p.hand)
                        walk(x, kw in ("me", "to"), cond)
                elif key == "c" and node.get("t") == "setc" and isinstance(v, dict):
                    walk(v.get("p"), True, False)
                    walk({k: x for k, x in v.items() if k != "p"}, False, cond)
                else:
                    walk(v, False, cond)
    walk(stmts)
    return count


# actions whose first argument is the player who acts (said as the sentence's subject)
ACTION_SUBJECT_FIRST = ("score", "choose", "choose_some", "peek", "place", "transfer", "eliminate", "knock_out")


def _is_var_bool(ir: dict, node) -> bool:
    """`not v` for a variable of type bool: said as one clause ("v is no"), no brackets."""
    return node.get("t") == "not" and node["a"].get("t") == "var" \
        and ir.get("variables", {}).get(node["a"]["n"], {}).get("type") == "bool"
def _players_left(node) -> str | None:
    """"alive" or "in_play" for count(filter(players, p -> alive(p))) or count(players, p -> in_play(p))."""
    if not _is_call(node, "count"):
        return None
    args = node["a"]
    if len(args) == 1 and _is_call(args[0], "filter"):
        args = args[0]["a"]
    if len(args) != 2 or not _is_call(args[0], "players") or args[1].get("t") != "lambda":
        return None
    body, param = args[1]["b"], args[1]["p"]
    for f in ("alive", "in_play"):
        if _is_call(body, f) and body["a"] == [_local(param)]:
            return f
    return None


def _is_call(node, f: str) -> bool:
    return isinstance(node, dict) and node.get("t") == "call" and node.get("f") == f


def _is_choice_cmp(node) -> bool:
    return isinstance(node, dict) and node.get("t") == "cmp" and node.get("op") == "==" and _is_call(node["a"], "choose")


def _conjuncts(node) -> list:
    if isinstance(node, dict) and node.get("t") == "and":
        return _conjuncts(node["a"]) + _conjuncts(node["b"])
    return [node]


def _terms(node) -> list:
    if isinstance(node, dict) and node.get("t") == "arith" and node["op"] == "+":
        return _terms(node["a"]) + _terms(node["b"])
    return [node]


def _disjuncts(node) -> list:
    if isinstance(node, dict) and node.get("t") == "or":
        return _disjuncts(node["a"]) + _disjuncts(node["b"])
    return [node]


def _min_of(node):
    if _is_call(node, "min"):
        vals = [known(x) for x in node["a"]]
        ints = [v for v in vals if isinstance(v, int)]
        return ints[0] if ints else None
    return None


def _count_locals(node, counts: dict) -> None:
    if isinstance(node, list):
        for x in node:
            _count_locals(x, counts)
    elif isinstance(node, dict):
        if node.get("t") == "local":
            counts[node["n"]] = counts.get(node["n"], 0) + 1
        for v in node.values():
            _count_locals(v, counts)


def _rename(node, old: str, new: str):
    return _substitute(node, old, _local(new))


def _substitute(node, name: str, value):
    if isinstance(node, list):
        return [_substitute(x, name, value) for x in node]
    if not isinstance(node, dict):
        return node
    if node.get("t") == "local" and node.get("n") == name:
        return value
    if node.get("t") == "lambda" and node.get("p") == name:
        return node
    return {k: _substitute(v, name, value) for k, v in node.items()}
