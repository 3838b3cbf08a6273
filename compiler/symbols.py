"""Stage 4a: the ruleset's declarations as symbol tables, with declaration-level checks
(references between declarations, attribute types, card counts)."""
from __future__ import annotations

from dataclasses import dataclass, field
from difflib import get_close_matches
from typing import Any

from .diagnostics import DiagnosticBag
from .sources import Origin, Sources

BASIC_TYPES = ("int", "bool", "player", "card", "kind", "zone", "label")
MAX_CARDS = 1_000_000         # cards in one ruleset, as the runtime allows (runtime/state.py)


def did_you_mean(name: str, candidates) -> str | None:
    close = get_close_matches(name, list(candidates), n=1, cutoff=0.6)
    return f"did you mean '{close[0]}'?" if close else None


@dataclass
class Symbols:
    enums: dict[str, list[str]] = field(default_factory=dict)
    enum_of_value: dict[str, str] = field(default_factory=dict)
    params: dict[str, dict] = field(default_factory=dict)
    option_of: dict[str, str] = field(default_factory=dict)
    attributes: dict[str, dict] = field(default_factory=dict)
    groups: dict[str, dict] = field(default_factory=dict)
    actions: dict[str, dict] = field(default_factory=dict)      # action name -> {group: spec}
    kinds: dict[str, dict] = field(default_factory=dict)
    zones: dict[str, dict] = field(default_factory=dict)
    counters: dict[str, dict] = field(default_factory=dict)
    variables: dict[str, dict] = field(default_factory=dict)
    decisions: list[str] = field(default_factory=list)
    categories: list[str] = field(default_factory=list)
    assumptions: dict[str, dict] = field(default_factory=dict)
    origins: dict[tuple[str, str], Origin] = field(default_factory=dict)
    hand_zone: str | None = None
    procedures: dict[str, dict] = field(default_factory=dict)   # see compiler/procedures.py
    card_total: int = 0                     # cards made by the kinds so far (at most MAX_CARDS)

    def index_values(self, index: str) -> list[str]:
        """The values an `indexed_by` counter is indexed by: an enum's values, or the card
        kinds of a group (in the order they are declared)."""
        if index in self.enums:
            return self.enums[index]
        return [k for k, spec in self.kinds.items() if spec.get("group") == index]

    def index_type(self, index: str) -> str:
        """The type of a counter's index: `enum:<name>`, or `kind` for a card group."""
        return f"enum:{index}" if index in self.enums or index not in self.groups else "kind"

    def global_names(self) -> dict[str, str]:
        """Every name an expression can use, and what it is."""
        names: dict[str, str] = {}
        for table, what in ((self.params, "parameter"), (self.option_of, "option"),
                            (self.enum_of_value, "enum value"), (self.enums, "enum"),
                            (self.kinds, "card kind"), (self.groups, "group"), (self.actions, "action"),
                            (self.zones, "zone"), (self.counters, "counter"),
                            (self.variables, "variable"), (self.procedures, "procedure")):
            for name in table:
                names.setdefault(name, what)
        for name in self.decisions:
            names.setdefault(name, "decision")
        for name in self.categories:
            names.setdefault(name, "scoring category")
        return names


def type_from_text(text: str, symbols: Symbols) -> str | None:
    """'int', 'list<player>', an enum name -> the checker's type string, or None if unknown."""
    if text in BASIC_TYPES:
        return text
    if text in symbols.enums:
        return f"enum:{text}"
    if text.startswith("list<") and text.endswith(">"):
        inner = type_from_text(text[5:-1], symbols)
        return f"list<{inner}>" if inner else None
    return None


def _collection_type(name: str, value, origin: Origin, sym: Symbols, bag: DiagnosticBag) -> str:
    """The type of a parameter that is a table by enum value (`table:<enum>`: one number for every
    value of one enum) or a list (`list<int>`, or `list<enum:E>` of values of one enum)."""
    o = origin.child("value")
    if isinstance(value, dict):
        enum = next((e for e, values in sym.enums.items() if all(k in values for k in value)), None)
        if enum is None:
            unknown = [k for k in value if k not in sym.enum_of_value]
            bag.error("RW401", f"the keys of '{name}' are not the values of one enum", o.span(), o.yaml_path,
                      (f"unknown: {', '.join(unknown)}" if unknown else "use the values of one enum as keys")
                      + "; a table by player count has keys like \"2\", \"3\"")
            return "any"
        missing = [v for v in sym.enums[enum] if v not in value]
        if missing:
            bag.error("RW104", f"the table '{name}' has no number for {', '.join(missing)}", o.span(), o.yaml_path,
                      f"give a number for every value of '{enum}'")
        return f"table:{enum}"
    if all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return "list<int>"
    if all(isinstance(v, str) for v in value):
        enums = {sym.enum_of_value.get(v) for v in value}
        if len(enums) == 1 and None not in enums:
            return f"list<enum:{enums.pop()}>"
    bag.error("RW401", f"the list '{name}' must hold whole numbers, or values of one enum", o.span(), o.yaml_path,
              did_you_mean(next((str(v) for v in value if isinstance(v, str) and v not in sym.enum_of_value), ""),
                           sym.enum_of_value))
    return "any"


def build_symbols(sources: Sources, bag: DiagnosticBag) -> Symbols:
    sym = Symbols()
    entries = sources.entries

    def each(section):
        for name, (value, origin) in entries.get(section, {}).items():
            sym.origins[(section, name)] = origin
            yield name, value, origin

    _check_player_range(sources, bag)
    for name, values, origin in each("enums"):
        sym.enums[name] = values
        for i, v in enumerate(values):
            if v in sym.enum_of_value:
                bag.error("RW302", f"the value '{v}' belongs to two enums ('{sym.enum_of_value[v]}' and '{name}')",
                          origin.child(i).span(), origin.child(i).yaml_path, "rename one of them")
            sym.enum_of_value[v] = name

    for name, spec, origin in each("parameters"):
        value = spec["value"]
        if isinstance(value, dict) and all(str(k).isdigit() for k in value):
            ptype = "table"
        elif isinstance(value, (dict, list)):
            ptype = _collection_type(name, value, origin, sym, bag)
        elif isinstance(value, bool):
            ptype = "bool"
        elif isinstance(value, int):
            ptype = "int"
        else:
            ptype = f"option:{name}"
            options = spec.get("options")
            if not options and value.lower() in ("yes", "no", "on", "off", "y", "n"):
                bag.error("RW103", f"'{value}' is not a boolean", origin.child("value").span(),
                          origin.child("value").yaml_path, "only true and false are booleans in rule files")
            elif not options:
                bag.error("RW102", f"the parameter '{name}' has a named value but no 'options'",
                          origin.key_span(), origin.yaml_path, "list the allowed values under 'options:'")
            elif value not in options:
                bag.error("RW104", f"'{value}' is not one of the options of '{name}'",
                          origin.child("value").span(), origin.child("value").yaml_path,
                          did_you_mean(value, options) or "use one of: " + ", ".join(options))
            for option in options or []:
                sym.option_of[option] = name
        sym.params[name] = {"type": ptype, "value": value, "options": spec.get("options"),
                            "assumption": bool(spec.get("assumption")), "reason": spec["reason"]}
        if spec.get("bound"):           # only when set: the IR of other rulesets stays the same
            sym.params[name]["bound"] = True
        if spec.get("assumption"):
            bag.warning("RW602", f"assumption in force: {name} = {_show(value)}", origin.key_span(),
                        origin.yaml_path, spec["reason"])

    for name, spec, origin in each("assumptions"):
        sym.assumptions[name] = spec
        bag.warning("RW602", f"assumption in force: {name}", origin.key_span(), origin.yaml_path,
                    spec["reason"])

    for name, spec, origin in each("card_attributes"):
        t = type_from_text(spec["type"], sym)
        if t is None or t.startswith("list"):
            bag.error("RW401", f"'{spec['type']}' is not a type an attribute can have", origin.child("type").span(),
                      origin.child("type").yaml_path,
                      did_you_mean(spec["type"], list(sym.enums) + ["int", "bool"]) or
                      "use int, bool or the name of an enum")
            continue
        default = spec.get("default")
        if default is not None and not _fits(default, t, sym):
            bag.error("RW401", f"the default {_show(default)} is not {_type_words(t)}", origin.child("default").span(),
                      origin.child("default").yaml_path, None)
        sym.attributes[name] = {"type": t, "default": default}

    for name, spec, origin in each("groups"):
        actions = {}
        for action, aspec in (spec.get("actions") or {}).items():
            params = {}
            for pname, ptext in (aspec.get("params") or {}).items():
                t = type_from_text(ptext, sym)
                if t is None:
                    o = origin.child("actions", action, "params", pname)
                    bag.error("RW401", f"unknown type '{ptext}'", o.span(), o.yaml_path,
                              did_you_mean(ptext, list(sym.enums) + list(BASIC_TYPES)))
                    t = "any"
                params[pname] = t
            actions[action] = {"params": params, "default": aspec.get("default"),
                               "origin": origin.child("actions", action)}
            sym.actions.setdefault(action, {})[name] = actions[action]
        sym.groups[name] = {"actions": actions}

    for name, spec, origin in each("zones"):
        sym.zones[name] = dict(spec)
        if spec.get("hand"):
            if not spec.get("per_player"):
                bag.error("RW104", "a hand zone must be per player", origin.child("hand").span(),
                          origin.child("hand").yaml_path, "add 'per_player: true'")
            if sym.hand_zone:
                bag.error("RW302", f"two zones are marked as the hand ('{sym.hand_zone}' and '{name}')",
                          origin.child("hand").span(), origin.child("hand").yaml_path, None)
            sym.hand_zone = name
    for name, spec, origin in each("zones"):
        ref = spec.get("refill_from")
        if ref is not None and ref not in sym.zones:
            _unknown(bag, "zone", ref, origin.child("refill_from"), sym.zones)
        index = spec.get("indexed_by")
        if index is not None:
            if index not in sym.enums:
                _unknown(bag, "enum", index, origin.child("indexed_by"), sym.enums)
            for key in ("hand", "refill_from", "refill_if"):
                if spec.get(key) not in (None, False):
                    bag.error("RW104", f"a zone with one part per '{index}' cannot have '{key}'",
                              origin.child(key).key_span(), origin.child(key).yaml_path,
                              "use a zone without 'indexed_by' for this")
        if ref is not None and sym.zones.get(ref, {}).get("indexed_by"):
            bag.error("RW104", f"'{ref}' has one part per '{sym.zones[ref]['indexed_by']}' and cannot refill "
                      "another zone", origin.child("refill_from").span(), origin.child("refill_from").yaml_path,
                      None)

    for name, spec, origin in each("counters"):
        sym.counters[name] = dict(spec)
        if spec.get("indexed_by") and spec["indexed_by"] not in sym.enums and spec["indexed_by"] not in sym.groups:
            _unknown(bag, "enum or card group", spec["indexed_by"], origin.child("indexed_by"),
                     list(sym.enums) + list(sym.groups))
    for name, spec, origin in each("counters"):
        pool = spec.get("pool")
        if pool is not None:
            if pool not in sym.counters:
                _unknown(bag, "counter", pool, origin.child("pool"), sym.counters)
            elif sym.counters[pool].get("per_player") or sym.counters[pool].get("indexed_by"):
                bag.error("RW401", f"the pool '{pool}' must be a single shared counter", origin.child("pool").span(),
                          origin.child("pool").yaml_path, None)

    for name, spec, origin in each("variables"):
        t = type_from_text(spec["type"], sym)
        if t is None:
            bag.error("RW401", f"unknown type '{spec['type']}'", origin.child("type").span(),
                      origin.child("type").yaml_path, did_you_mean(spec["type"], list(BASIC_TYPES) + list(sym.enums)))
            t = "any"
        sym.variables[name] = {"type": t, "start": spec["start"], **({"narrated": False} if spec.get("narrated") is False else {})}

    for section, target in (("decisions", sym.decisions), ("scoring_categories", sym.categories)):
        if section in sources.singles:
            target.extend(sources.singles[section][0])

    for name, spec, origin in each("cards"):
        sym.kinds[name] = _build_kind(name, spec, origin, sym, bag)

    _check_name_clashes(sym, sources, bag)
    from .procedures import declare
    declare(sources, sym, bag)
    return sym


def _check_player_range(sources: Sources, bag: DiagnosticBag) -> None:
    """RW104 for `players: {min, max}` with `max` below `min`: no number of players fits (each
    is a whole number from 1 to 16 by the schema)."""
    if "ruleset" not in sources.singles:
        return
    spec, origin = sources.singles["ruleset"]
    players = spec.get("players") if isinstance(spec, dict) else None
    low, high = (players.get("min"), players.get("max")) if isinstance(players, dict) else (None, None)
    if isinstance(low, int) and isinstance(high, int) and not isinstance(low, bool) and high < low:
        o = origin.child("players", "max")
        bag.error("RW104", f"the game is for at least {low} and at most {high} players: no number of players fits",
                  o.span(), o.yaml_path, "'min' is the fewest players and 'max' the most: write the smaller one in 'min'")


def _build_kind(name: str, spec: dict, origin: Origin, sym: Symbols, bag: DiagnosticBag) -> dict:
    group = spec.get("group")
    if group is not None and group not in sym.groups:
        _unknown(bag, "group", group, origin.child("group"), sym.groups)
        group = None
    for key in ("starts_in", "discard_to"):
        zone = spec.get(key)
        if zone is not None:
            if zone not in sym.zones:
                _unknown(bag, "zone", zone, origin.child(key), sym.zones)
            elif sym.zones[zone].get("per_player"):
                bag.error("RW401", f"'{zone}' is a per-player zone; cards start in and return to shared zones",
                          origin.child(key).span(), origin.child(key).yaml_path, None)
            elif sym.zones[zone].get("indexed_by"):
                bag.error("RW401", f"'{zone}' has one part per '{sym.zones[zone]['indexed_by']}'; cards start in "
                          "and return to a zone without parts", origin.child(key).span(), origin.child(key).yaml_path,
                          None)
    attributes = {}
    for attr, value in (spec.get("attributes") or {}).items():
        o = origin.child("attributes", attr)
        _check_attr(attr, value, o, sym, bag)
        attributes[attr] = value
    copies = []
    has_count, has_copies = "count" in spec, "copies" in spec
    if not has_count and not has_copies and spec.get("for_each"):
        spec, has_count = {**spec, "count": 1}, True       # one card per combination
    if has_count == has_copies:
        bag.error("RW102" if not has_count else "RW104",
                  f"the card kind '{name}' needs exactly one of 'count' or 'copies'", origin.key_span(),
                  origin.yaml_path, "write 'count: N' for identical cards, 'copies:' for cards that differ")
    variants = _for_each_variants(name, spec.get("for_each") or {}, origin, sym, bag)
    if has_count:
        copies = [{**v, "count": spec["count"]} for v in variants]
    elif has_copies:
        for i, copy in enumerate(spec["copies"]):
            expanded = _ranged_copy(name, copy, origin.child("copies", i), sym, bag)
            if len(copies) + len(expanded) * len(variants) > MAX_CARDS:
                bag.error("RW104", f"the card kind '{name}' has more than {MAX_CARDS:,} combinations of values",
                          origin.child("copies", i).span(), origin.child("copies", i).yaml_path,
                          "a ruleset has at most 1,000,000 cards")
                break
            copies.extend({**v, **c} for c in expanded for v in variants)
    total = sum(c["count"] for c in copies)
    if total > MAX_CARDS - sym.card_total:
        bag.error("RW104", f"the card kind '{name}' makes {total:,} cards: a ruleset has at most {MAX_CARDS:,}",
                  origin.key_span(), origin.yaml_path, "use fewer values or a smaller count")
        copies = []
    sym.card_total += sum(c["count"] for c in copies)
    actions = {}
    for action, code in (spec.get("actions") or {}).items():
        o = origin.child("actions", action)
        allowed = sym.groups.get(group, {}).get("actions", {}) if group else {}
        if action not in allowed:
            bag.error("RW303", f"the card kind '{name}' has no action '{action}'", o.key_span(), o.yaml_path,
                      did_you_mean(action, allowed) or
                      (f"the group '{group}' allows: {', '.join(allowed) or 'no actions'}" if group
                       else "give the kind a 'group' that declares this action"))
            continue
        actions[action] = (code, o)
    return {"group": group, "starts_in": spec.get("starts_in"), "discard_to": spec.get("discard_to"),
            "attributes": attributes, "copies": copies, "actions": actions, "origin": origin}


# ---- compact card data: for_each over several attributes, ranges of numbers ---------------

def _range_values(attr: str, value: dict, origin: Origin, sym: Symbols, bag: DiagnosticBag) -> range | None:
    """`{from: a, to: b}` for the int attribute `attr`: a, a+1, ..., b (None if reported)."""
    if attr not in sym.attributes:
        _unknown(bag, "card attribute", attr, origin, sym.attributes, key=True)
        return None
    if sym.attributes[attr]["type"] != "int":
        bag.error("RW401", f"'{attr}' is not a number: only a whole-number attribute takes 'from' and 'to'",
                  origin.span(), origin.yaml_path,
                  f"for an enum write '{attr}: {sym.attributes[attr]['type'][5:]}'" if
                  sym.attributes[attr]["type"].startswith("enum:") else None)
        return None
    low, high = value["from"], value["to"]
    if high < low:
        bag.error("RW104", f"the range from {low} to {high} is empty", origin.span(), origin.yaml_path,
                  "'from' is the first value and 'to' the last, both included: write the smaller one in 'from'")
        return None
    if high - low + 1 > MAX_CARDS:
        bag.error("RW104", f"the range from {low} to {high} has {high - low + 1:,} values: a ruleset has at most "
                  f"{MAX_CARDS:,} cards", origin.span(), origin.yaml_path, None)
        return None
    return range(low, high + 1)


def _product(axes: list[tuple[str, list]], name: str, origin: Origin, bag: DiagnosticBag) -> list[dict]:
    """The cross product of (attribute, values) axes, the first one varying slowest."""
    size = 1
    for _, values in axes:
        size *= len(values)
        if size > MAX_CARDS:
            bag.error("RW104", f"the card kind '{name}' has more than {MAX_CARDS:,} combinations of values",
                      origin.key_span(), origin.yaml_path, "a ruleset has at most 1,000,000 cards")
            return []
    out = [{}]
    for attr, values in axes:
        out = [{**v, attr: x} for v in out for x in values]
    return out


def _for_each_variants(name: str, for_each: dict, origin: Origin, sym: Symbols, bag: DiagnosticBag) -> list[dict]:
    """`for_each: {attr: enum, attr: {from, to}, ...}`: one set of copies per combination."""
    axes = []
    for attr, what in for_each.items():
        o = origin.child("for_each", attr)
        if isinstance(what, dict):
            values = _range_values(attr, what, o, sym, bag)
            if values is not None:
                axes.append((attr, values))
        elif attr not in sym.attributes:
            _unknown(bag, "card attribute", attr, o, sym.attributes, key=True)
        elif what not in sym.enums:
            _unknown(bag, "enum", what, o, sym.enums)
        elif sym.attributes[attr]["type"] != f"enum:{what}":
            bag.error("RW401", f"the attribute '{attr}' does not hold values of '{what}'", o.span(), o.yaml_path,
                      "for a whole number write {from: 1, to: 10}" if sym.attributes[attr]["type"] == "int" else None)
        else:
            axes.append((attr, sym.enums[what]))
    return _product(axes, name, origin, bag)


def _ranged_copy(name: str, copy: dict, origin: Origin, sym: Symbols, bag: DiagnosticBag) -> list[dict]:
    """One `copies` entry: its count (default 1), one entry per value of each `{from, to}`."""
    axes = []
    for attr, value in copy.items():
        if attr == "count":
            continue
        if isinstance(value, dict):
            values = _range_values(attr, value, origin.child(attr), sym, bag)
            if values is not None:
                axes.append((attr, values))
        else:
            _check_attr(attr, value, origin.child(attr), sym, bag)
    if not axes:
        return [copy if "count" in copy else {"count": 1, **copy}]
    count = copy.get("count", 1)
    ranged = {a for a, _ in axes}
    return [{k: (v[k] if k in ranged else copy[k]) for k in copy if k != "count"} | {"count": count}
            for v in _product(axes, name, origin, bag)]


def _check_attr(attr: str, value, origin: Origin, sym: Symbols, bag: DiagnosticBag) -> None:
    if attr not in sym.attributes:
        _unknown(bag, "card attribute", attr, origin, sym.attributes, key=True)
        return
    t = sym.attributes[attr]["type"]
    if not _fits(value, t, sym):
        hint = None
        if t.startswith("enum:"):
            hint = did_you_mean(str(value), sym.enums[t[5:]]) or "use one of: " + ", ".join(sym.enums[t[5:]])
        bag.error("RW401", f"'{attr}' must be {_type_words(t)}, not {_show(value)}", origin.span(),
                  origin.yaml_path, hint)


def _fits(value, t: str, sym: Symbols) -> bool:
    if t == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if t == "bool":
        return isinstance(value, bool)
    if t.startswith("enum:"):
        return isinstance(value, str) and value in sym.enums[t[5:]]
    return False


def _type_words(t: str) -> str:
    return {"int": "a whole number", "bool": "true or false"}.get(t, f"a value of '{t[5:]}'" if t.startswith("enum:") else t)


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, dict):
        return ", ".join(f"{k}: {v}" for k, v in value.items())
    if isinstance(value, list):
        return "[" + ", ".join(v if isinstance(v, str) else _show(v) for v in value) + "]"
    return repr(value) if isinstance(value, str) else str(value)


def _unknown(bag: DiagnosticBag, what: str, name, origin: Origin, candidates, key: bool = False) -> None:
    bag.error("RW301", f"unknown {what} '{name}'", origin.key_span() if key else origin.span(), origin.yaml_path,
              did_you_mean(str(name), candidates) or (f"known: {', '.join(sorted(candidates))}" if candidates else None))


def _check_name_clashes(sym: Symbols, sources: Sources, bag: DiagnosticBag) -> None:
    seen: dict[str, str] = {}
    tables = (("parameter", sym.params, "parameters"), ("card kind", sym.kinds, "cards"),
              ("zone", sym.zones, "zones"), ("counter", sym.counters, "counters"),
              ("variable", sym.variables, "variables"), ("group", sym.groups, "groups"),
              ("enum", sym.enums, "enums"))
    for what, table, section in tables:
        for name in table:
            if name in seen and seen[name] != what:
                origin = sym.origins.get((section, name))
                bag.error("RW302", f"'{name}' names both a {seen[name]} and a {what}",
                          origin.key_span() if origin else None, origin.yaml_path if origin else "",
                          "give one of them another name")
            seen.setdefault(name, what)
    for what, names, section in (("decision", sym.decisions, "decisions"),
                                 ("scoring category", sym.categories, "scoring_categories")):
        for i, name in enumerate(names):
            if name in seen:
                origin = sources.singles[section][1].child(i)
                bag.error("RW302", f"'{name}' names both a {seen[name]} and a {what}", origin.span(),
                          origin.yaml_path, "give one of them another name")
            seen.setdefault(name, what)
