"""The sentence templates the generator may format: one per IR node kind, per built-in function
and per idiom, with the arguments each may use (checked against `sheet.ftl` by check.py).
"""
from __future__ import annotations

from rulewright.compiler.check_builtins import BUILTINS as _BUILTINS


CASES = ("nom", "acc", "dat", "gen")
# Grammatical attributes a name may have in a game's locale (passed to templates as x_<attr>):
# plural, card/cards (one/several cards of a kind, or the cards of a zone or with a value),
# gender, and dative (the dative plural, for languages that inflect it); card_gender (the gender
# of the card form, `.card-gender` in the locale; the name's gender when absent) and acc, dat,
# gen (the singular in that case, for a noun or an adjective with a noun that inflects: "des
# Markts", "der zu bedienenden Farbe"; the name itself when absent).
NAME_ATTRIBUTES = ("plural", "card", "cards", "gender", "dative", "card_gender", "acc", "dat", "gen")
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
CALL_TEMPLATES_ALL = tuple(_BUILTINS) + CONSTANT_CALLS

# Arguments of a template. "x*": a noun phrase (x, x_acc, x_dat, x_gen); "x#": a name bundle
# (x, x_plural, x_card, x_cards, x_gender). Templates may use any of these, and nothing else.
_WHO = ("who", "subject*")
_AMOUNT = ("amount", "n")
TEMPLATE_ARGS: dict[str, tuple[str, ...]] = {
    # numbers and small words
    "sheet-number": ("n",),
    "sheet-table": ("value", "exceptions", "n", "gender", "case"),
    "sheet-table-exception": ("value", "players", "n", "gender", "case"),
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
    "sheet-node-for-times": ("times", "n", "body"),
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
    "sheet-node-let-snapshot": ("value*",),        # let x = <the cards of a zone> before they move
    "sheet-np-noted": ("case",),
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
    "sheet-node-table-of": ("entries", "index*", "later", "number", "column", "case"),
    "sheet-table-note": ("entries", "number"),
    "sheet-table-caption": ("number", "columns"),  # a table by value printed as a table
    "sheet-table-column": ("number", "label"),     # a column's label, in the caption
    # filters of cards (after the noun: "with value at least five")
    "sheet-filter-attr": ("attribute#", "op", "value*", "shape"),
    "sheet-filter-attr-same": ("attribute#", "card*"),
    "sheet-filter-attr-in": ("attribute#", "values", "neg"),
    "sheet-filter-attr-yes": ("attribute#", "neg"),
    "sheet-filter-kind-in": ("kinds", "neg"),
    "sheet-filter-kind": ("kinds*",),
    "sheet-filter-other": ("pred",),
    # measures of players (for most / fewest / rank)
    "sheet-measure-zone": ("dir", "what", "what_one", "zone#", "held", "number"),
    "sheet-measure-counter": ("dir", "counter#", "index*", "number", "mass"),
    "sheet-measure-score": ("dir", "number"),
    "sheet-measure-arrival": ("dir", "value*", "number"),
    "sheet-measure-other": ("dir", "value*", "number"),
    # clauses
    "sheet-clause-has": _WHO + ("what", "zone#", "neg", "what_a", "what_no"),
    "sheet-clause-card-is": _WHO + ("kinds", "neg", "gender", "kinds_a", "kinds_no"),
    "sheet-np-kind-card": ("kind#", "neg", "case"),      # one kind's card form with its article (kinds_a, kinds_no)
    "sheet-clause-entered": _WHO + ("kind#", "neg"),
    "sheet-clause-in-zone": ("kind#", "zone#", "neg"),
    "sheet-clause-counter": _WHO + ("op", "counter#", "index*", "value*", "n"),
    "sheet-clause-hand-size": _WHO + ("op", "zone#", "other*"),
    "sheet-clause-attr-differs": ("attribute#", "card*", "other*", "neg"),
    "sheet-clause-other-player": _WHO,
    "sheet-clause-count": _WHO + ("op", "value*", "n", "cards", "card", "none"),   # none: == 0
    "sheet-clause-sets": _WHO + ("op", "value*", "n", "size", "count", "counter#"),
    "sheet-clause-in-values": ("mode", "op", "value*", "n", "enum#", "clause"),
    "sheet-clause-flag": _WHO + ("counter#", "neg"),
    "sheet-clause-counter-flag": _WHO + ("counter#", "index*", "value"),         # value: yes / no
    "sheet-clause-counter-flag-some": ("mode", "list*", "counter#", "index*", "value"),   # mode: any / all
    "sheet-clause-same": ("a*", "preds"),
    "sheet-pred-cmp": ("op", "b*"),
    "sheet-pred-extreme": ("dir", "list*"),
    # calls: statements
    "sheet-call-move": _WHO + ("cards*", "to#", "owner", "player*", "part*", "place"),
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
    "sheet-call-count-distinct": ("attribute#", "list*", "case"),
    "sheet-call-count-range": ("a*", "b*", "case"),
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
    "sheet-call-choose": ("chooser", "player*", "list*", "type", "case", "group#"),
    "sheet-call-choose_some": ("chooser", "player*", "list*", "one", "one_a", "one_no", "one_gender", "range", "shape", "n", "type",
                               "case"),
    "sheet-call-alive": _WHO,
    "sheet-call-in_play": _WHO,
    "sheet-call-total_score": ("owner", "player*", "case"),
    "sheet-call-knows": _WHO + ("card*",),
    "sheet-call-players": ("case",),
    "sheet-call-player_count": ("case",),
    "sheet-call-round": ("case",),
    "sheet-call-max_of": ("list*", "value*", "measured", "case"),
    "sheet-call-min_of": ("list*", "value*", "measured", "case"),
    "sheet-call-product": ("list*", "value*", "case"),
    "sheet-call-range": ("a*", "b*", "case"),
    "sheet-call-sort_by": ("list*", "value*", "case"),
    "sheet-call-largest": _AMOUNT + ("list*", "value*", "case"),
    "sheet-call-smallest": _AMOUNT + ("list*", "value*", "case"),
    "sheet-call-group_by": ("list*", "value*", "case"),
    "sheet-call-distinct": ("list*", "value*", "case"),
    # ranges of choices
    "sheet-range": ("shape", "min", "max", "min_n", "max_n"),
    # layout of the sheet
    "sheet-layout-title": ("game",),
    "sheet-layout-title-house": ("game", "house"),
    "sheet-layout-footer-house": ("game", "version", "house"),
    "sheet-layout-house": (),
    "sheet-layout-house-parameter": ("name", "before", "after"),
    "sheet-layout-house-rules": ("places", "n"),
    "sheet-layout-house-option": ("name", "text"),
    "sheet-layout-house-no-base": (),
    "sheet-layout-house-yes": (),
    "sheet-layout-house-no": (),
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
    "sheet-end-any": ("what", "checked"),          # "... when one of these holds:" (a list follows)
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
    "sheet-idiom-flag-set": _WHO + ("counter#", "value"),                 # value: yes / no
    "sheet-idiom-discard-for": _WHO + ("range", "shape", "n", "zone#", "counter#", "also"),
    "sheet-idiom-draw-per": _WHO + ("per", "count", "counter#", "zone#"),
    "sheet-idiom-peek": _WHO + _AMOUNT + ("shape", "zone#"),
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
