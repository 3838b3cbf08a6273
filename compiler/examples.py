"""Executable examples and end-of-game scenarios: YAML -> checked, runnable data.

An example file (rules/<game>/examples/*.yaml) holds `examples: [...]`; a scenario file for
`rulewright score` is one example. Each gives a situation (`setup`), what to run (`run` code or
a `phase`), scripted `decisions` and what to `expect`. Names are checked against the ruleset
and code is compiled by the same checker as the rules, so mistakes get the usual diagnostics.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path


from .build import Result
from .checker import Checker
from .diagnostics import DiagnosticBag
from .sources import Origin, strict_validator, _report_schema_error, display_name
from .symbols import Symbols, did_you_mean
from .yaml_loader import load_yaml_file

CARD_REF = re.compile(r"^([a-z][a-z0-9_]*)\[(\d+)\]$")


@dataclass
class Examples:
    items: list[dict] = field(default_factory=list)
    diagnostics: list = field(default_factory=list)
    sources: dict[str, str] = field(default_factory=dict)


@lru_cache(maxsize=2)
def _validator(one_example: bool = False):
    """The schema of an example file; `one_example`: of a file that is one example (a scenario,
    or an examples file without its list), so a missing key is named as such (not 'examples')."""
    schema = json.loads(resources.files(__package__).joinpath("schemas/examples.schema.json").read_text("utf-8"))
    if one_example:
        schema = {k: v for k, v in schema.items() if k != "oneOf"} | {"$ref": "#/$defs/example"}
    return strict_validator(schema)


def example_files(root: Path) -> list[Path]:
    folder = root / "examples"
    return sorted(folder.glob("*.yaml")) if folder.is_dir() else []


def load_examples(paths: list[Path], compiled: Result, single: bool = False) -> Examples:
    """Check example files against a compiled ruleset. `single`: each file is one scenario."""
    out = Examples()
    bag = DiagnosticBag()
    for path in paths:
        loaded = load_yaml_file(path, display_name(path))
        out.sources[loaded.file] = loaded.text
        bag.extend(loaded.diagnostics)
        if loaded.data is None:
            if not loaded.diagnostics:
                bag.error("RW102", "the file is empty", loaded.span(()), "", "write an example: name, players, ...")
            continue
        one = isinstance(loaded.data, dict) and "examples" not in loaded.data
        errors = list(_validator(one).iter_errors(loaded.data))
        for error in errors:
            _report_schema_error(loaded, error, bag)
        if errors:
            continue
        data = loaded.data
        if "examples" in data:
            if single:
                bag.error("RW104", "a scenario is one situation, not a list of examples", loaded.key_span(("examples",)),
                          "examples", "give name, players, setup... at the top level")
                continue
            entries = [(item, (("examples", i))) for i, item in enumerate(data["examples"])]
        else:
            entries = [(data, ())]
        for item, path_ in entries:
            checked = _check_example(item, Origin(loaded, tuple(path_)), compiled, bag)
            if checked is not None:
                checked["file"] = loaded.file
                checked["line"] = (loaded.span(tuple(path_)) or loaded.span(())).line
                out.items.append(checked)
    out.diagnostics = bag.sorted()
    return out


def _check_example(item: dict, origin: Origin, compiled: Result, bag: DiagnosticBag) -> dict | None:
    sym: Symbols = compiled.symbols
    ir = compiled.ir
    check = Checker(sym, bag)
    before = len([d for d in bag.items if d.is_error])
    players = item["players"]
    lo, hi = ir["ruleset"]["players"]["min"], ir["ruleset"]["players"]["max"]
    if not lo <= players <= hi:
        o = origin.child("players")
        bag.error("RW104", f"this game is for {lo} to {hi} players, not {players}", o.span(), o.yaml_path, None)
    for name, value in (item.get("parameters") or {}).items():
        o = origin.child("parameters", name)
        if name not in sym.params:
            bag.error("RW301", f"unknown parameter '{name}'", o.key_span(), o.yaml_path, did_you_mean(name, sym.params))
        elif not _param_fits(sym.params[name], value, sym):
            bag.error("RW401", f"'{name}' cannot be {value!r}", o.span(), o.yaml_path,
                      f"its value now is {sym.params[name]['value']!r}")
    setup = item.get("setup") or {}
    _check_situation(setup, origin.child("setup"), players, sym, bag)

    run = None
    given = [k for k in ("run", "phase", "play") if k in item]
    if len(given) > 1:
        o = origin.child(given[1])
        bag.error("RW104", f"give one of 'run', 'phase' and 'play', not {' and '.join(repr(k) for k in given)}",
                  o.key_span(), o.yaml_path, "an example runs code, one phase, or the game to its end")
    elif "run" in item:
        run = check.code(item["run"], origin.child("run"))
    elif "phase" in item:
        names = ["setup"] + [p["name"] for p in ir["phases"]] + ["end_of_game"]
        if item["phase"] not in names:
            o = origin.child("phase")
            bag.error("RW301", f"unknown phase '{item['phase']}'", o.span(), o.yaml_path,
                      did_you_mean(item["phase"], names) or "phases: " + ", ".join(names))
    expect = item.get("expect") or {}
    checks = [(None, c) for c in expect.get("checks", [])]
    compiled_checks = []
    for i, (_, text) in enumerate(checks):
        code, _ = check.expression(text, origin.child("expect", "checks", i), "bool")
        compiled_checks.append({"seat": None, "code": code, "text": text})
    for seat, pexp in enumerate(expect.get("players", [])):
        po = origin.child("expect", "players", seat)
        if seat >= players:
            bag.error("RW104", f"there are only {players} players", po.span(), po.yaml_path, None)
            continue
        _check_counters(pexp.get("counters", {}), po.child("counters"), sym, bag, per_player=True)
        for zone, want in (pexp.get("zones") or {}).items():
            _check_zone_expect(zone, want, po.child("zones", zone), sym, bag, per_player=True)
        for cat in pexp.get("scores", {}):
            if cat not in sym.categories:
                o = po.child("scores", cat)
                bag.error("RW301", f"unknown scoring category '{cat}'", o.key_span(), o.yaml_path,
                          did_you_mean(cat, sym.categories))
        for i, text in enumerate(pexp.get("checks", [])):
            code, _ = check.expression(text, po.child("checks", i), "bool", params={"me": "player"})
            compiled_checks.append({"seat": seat, "code": code, "text": text})
    _check_counters(expect.get("counters", {}), origin.child("expect", "counters"), sym, bag, per_player=False)
    for zone, want in (expect.get("zones") or {}).items():
        _check_zone_expect(zone, want, origin.child("expect", "zones", zone), sym, bag, per_player=False)
    invariants = list((ir.get("invariants") or {}))
    for i, name in enumerate(expect.get("breaks", [])):
        if name not in invariants:
            o = origin.child("expect", "breaks", i)
            bag.error("RW301", f"unknown invariant '{name}'", o.span(), o.yaml_path,
                      did_you_mean(name, invariants) or ("the rules have no invariants" if not invariants else
                                                         "invariants: " + ", ".join(invariants)))
    for i, seat in enumerate(expect.get("winners", [])):
        if seat >= players:
            o = origin.child("expect", "winners", i)
            bag.error("RW104", f"there is no seat {seat} with {players} players", o.span(), o.yaml_path, None)
    if len([d for d in bag.items if d.is_error]) > before:
        return None
    return {"name": item["name"], "players": players, "seed": item.get("seed", 0), "places": _places(origin, players),
            "parameters": item.get("parameters") or {}, "setup": setup, "run": run,
            "phase": item.get("phase", "end_of_game" if run is None and "play" not in item else None),
            "play": item.get("play"),
            "decisions": item.get("decisions", []), "expect": {**expect, "checks": compiled_checks}}


def _place(o: Origin) -> list:
    """[file, line, column, end_line, end_column, yaml path] of a value, for runtime messages."""
    span = o.key_span()
    if span is None:
        return [o.loaded.file, None, None, None, None, o.yaml_path]
    return [span.file, span.line, span.column, span.end_line, span.end_column, o.yaml_path]


def _places(origin: Origin, players: int) -> dict:
    """Where the situation is written: its `setup` (or the example) and each player's part,
    so a situation that breaks an invariant is reported there (see runtime/scenario.py)."""
    setup = origin.child("setup")
    where = setup if setup.span() is not None else origin
    seats = {}
    for seat in range(players):
        o = setup.child("players", seat)
        seats[seat] = _place(o if o.span() is not None else where)
    return {"setup": _place(where), "players": seats}


def _param_fits(spec: dict, value, sym: Symbols) -> bool:
    t = spec["type"]
    if t == "bool":
        return isinstance(value, bool)
    if t == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if t == "table":
        return isinstance(value, dict) and all(isinstance(v, int) for v in value.values())
    if t.startswith("table:"):
        return isinstance(value, dict) and set(value) == set(spec["value"]) and \
            all(isinstance(v, int) and not isinstance(v, bool) for v in value.values())
    if t == "list<int>":
        return isinstance(value, list) and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    if t.startswith("list<enum:"):
        return isinstance(value, list) and all(isinstance(v, str) and v in sym.enums[t[10:-1]] for v in value)
    return value in (spec.get("options") or [])


def _check_situation(setup: dict, origin: Origin, players: int, sym: Symbols, bag: DiagnosticBag) -> None:
    for name, value in (setup.get("variables") or {}).items():
        o = origin.child("variables", name)
        if name not in sym.variables:
            bag.error("RW301", f"unknown variable '{name}'", o.key_span(), o.yaml_path, did_you_mean(name, sym.variables))
        elif sym.variables[name]["type"] == "player" and not (isinstance(value, int) and 0 <= value < players):
            bag.error("RW401", f"a player is a seat number from 0 to {players - 1}", o.span(), o.yaml_path, None)
    for zone, cards in (setup.get("zones") or {}).items():
        _check_zone_cards(zone, cards, origin.child("zones", zone), sym, bag, per_player=False)
    _check_counters(setup.get("counters", {}), origin.child("counters"), sym, bag, per_player=False)
    for seat, pstate in enumerate(setup.get("players") or []):
        po = origin.child("players", seat)
        if seat >= players:
            bag.error("RW104", f"there are only {players} players", po.span(), po.yaml_path, None)
            continue
        for zone, cards in (pstate.get("zones") or {}).items():
            _check_zone_cards(zone, cards, po.child("zones", zone), sym, bag, per_player=True)
        _check_counters(pstate.get("counters", {}), po.child("counters"), sym, bag, per_player=True)
    for key in ("out", "knocked_out"):                  # seats out of the game / of the round
        for i, seat in enumerate(setup.get(key) or []):
            if seat >= players:
                o = origin.child(key, i)
                bag.error("RW104", f"there is no seat {seat} with {players} players", o.span(), o.yaml_path,
                          f"give seat numbers from 0 to {players - 1}")
    for i, placement in enumerate(setup.get("placements") or []):
        o = origin.child("placements", i)
        _check_card_ref(placement["card"], o.child("card"), setup, sym, bag)
        for j, seat in enumerate(placement["players"]):
            if seat >= players:
                oo = o.child("players", j)
                bag.error("RW104", f"there is no seat {seat} with {players} players", oo.span(), oo.yaml_path, None)
    for counter, per_index in (setup.get("arrival") or {}).items():
        o = origin.child("arrival", counter)
        spec = sym.counters.get(counter)
        if spec is None or not spec.get("arrival_order"):
            bag.error("RW301", f"'{counter}' is not a counter that keeps arrival order", o.key_span(), o.yaml_path,
                      did_you_mean(counter, [c for c, s in sym.counters.items() if s.get("arrival_order")]))
            continue
        for index in per_index:
            values = sym.index_values(spec["indexed_by"]) if spec.get("indexed_by") else []
            if index not in values:
                oo = o.child(index)
                bag.error("RW301", f"'{index}' is not a value of '{spec.get('indexed_by')}'", oo.key_span(),
                          oo.yaml_path, did_you_mean(index, values))
                continue
            for j, seat in enumerate(per_index[index] or []):
                if not (isinstance(seat, int) and 0 <= seat < players):
                    oo = o.child(index, j)
                    bag.error("RW104", f"there is no seat {seat} with {players} players", oo.span(), oo.yaml_path,
                              f"give seat numbers from 0 to {players - 1}")
    for seat_text, refs in (setup.get("peeked") or {}).items():
        if not (str(seat_text).isdigit() and int(seat_text) < players):
            o = origin.child("peeked", seat_text)
            bag.error("RW104", f"'{seat_text}' is not a seat: give a seat number from 0 to {players - 1}",
                      o.key_span(), o.yaml_path, None)
            continue
        for i, ref in enumerate(refs):
            _check_card_ref(ref, origin.child("peeked", seat_text, i), setup, sym, bag)


def _check_zone(zone: str, origin: Origin, sym: Symbols, bag: DiagnosticBag, per_player: bool) -> bool:
    spec = sym.zones.get(zone)
    if spec is None:
        candidates = [z for z, s in sym.zones.items() if bool(s.get("per_player")) == per_player]
        bag.error("RW301", f"unknown zone '{zone}'", origin.key_span(), origin.yaml_path,
                  did_you_mean(zone, candidates))
        return False
    if bool(spec.get("per_player")) != per_player:
        where = "under a player" if spec.get("per_player") else "under the top-level 'zones'"
        bag.error("RW401", f"'{zone}' belongs {where}", origin.key_span(), origin.yaml_path, None)
        return False
    return True


def _check_zone_cards(zone, cards, origin: Origin, sym: Symbols, bag: DiagnosticBag, per_player: bool) -> None:
    if not _check_zone(zone, origin, sym, bag, per_player):
        return
    enum = sym.zones[zone].get("indexed_by")
    if enum and not isinstance(cards, dict):
        bag.error("RW401", f"'{zone}' has one part per {enum}: write {{{sym.enums[enum][0]}: [cards...]}}",
                  origin.span(), origin.yaml_path, None)
        return
    if not enum and isinstance(cards, dict):
        bag.error("RW401", f"'{zone}' has no parts: write a list of cards", origin.span(), origin.yaml_path, None)
        return
    if enum:
        for index, part in cards.items():
            if index not in sym.enums[enum]:
                o = origin.child(index)
                bag.error("RW301", f"'{index}' is not a value of '{enum}'", o.key_span(), o.yaml_path,
                          did_you_mean(index, sym.enums[enum]))
            else:
                _check_cards(part, origin.child(index), sym, bag)
        return
    _check_cards(cards, origin, sym, bag)


def _check_cards(cards: list, origin: Origin, sym: Symbols, bag: DiagnosticBag) -> None:
    for i, card in enumerate(cards):
        o = origin.child(i)
        spec = {"kind": card} if isinstance(card, str) else card
        kind = spec["kind"]
        if kind not in sym.kinds:
            oo = o if isinstance(card, str) else o.child("kind")
            bag.error("RW301", f"unknown card kind '{kind}'", oo.span(), oo.yaml_path, did_you_mean(kind, sym.kinds))
            continue
        for attr, value in spec.items():
            if attr in ("kind", "count"):
                continue
            oo = o.child(attr)
            if attr not in sym.attributes:
                bag.error("RW305", f"a card has no attribute '{attr}'", oo.key_span(), oo.yaml_path,
                          did_you_mean(attr, sym.attributes))
            elif not _attr_fits(value, sym.attributes[attr]["type"], sym):
                bag.error("RW401", f"'{value}' is not a value of {attr}", oo.span(), oo.yaml_path,
                          did_you_mean(str(value), sym.enums.get(sym.attributes[attr]["type"][5:], [])))


def _attr_fits(value, t: str, sym: Symbols) -> bool:
    if t == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if t == "bool":
        return isinstance(value, bool)
    return isinstance(value, str) and value in sym.enums.get(t[5:], [])


def _check_zone_expect(zone, want, origin: Origin, sym: Symbols, bag: DiagnosticBag, per_player: bool) -> None:
    if not _check_zone(zone, origin, sym, bag, per_player):
        return
    enum = sym.zones[zone].get("indexed_by")
    if enum:
        bag.error("RW104", f"'{zone}' has one part per {enum}: check its parts with 'checks'", origin.key_span(),
                  origin.yaml_path, f"for example count(me.{zone}[{sym.enums[enum][0]}]) == 2"
                  if per_player else f"for example count({zone}[{sym.enums[enum][0]}]) == 2")
        return
    if isinstance(want, dict):
        for kind in want:
            if kind not in sym.kinds:
                o = origin.child(kind)
                bag.error("RW301", f"unknown card kind '{kind}'", o.key_span(), o.yaml_path, did_you_mean(kind, sym.kinds))


def _check_counters(values: dict, origin: Origin, sym: Symbols, bag: DiagnosticBag, per_player: bool) -> None:
    for name, value in values.items():
        o = origin.child(name)
        spec = sym.counters.get(name)
        if spec is None or bool(spec.get("per_player")) != per_player:
            candidates = [c for c, s in sym.counters.items() if bool(s.get("per_player")) == per_player]
            bag.error("RW301", f"unknown {'player ' if per_player else ''}counter '{name}'", o.key_span(), o.yaml_path,
                      did_you_mean(name, candidates))
            continue
        enum = spec.get("indexed_by")
        if enum and not isinstance(value, dict):
            bag.error("RW401", f"'{name}' has one value per {enum}: write {{{(sym.index_values(enum) or ['...'])[0]}: number}}",
                      o.span(), o.yaml_path, None)
        elif not enum and isinstance(value, dict):
            bag.error("RW401", f"'{name}' is a single number", o.span(), o.yaml_path, None)
        elif enum:
            for index in value:
                if index not in sym.index_values(enum):
                    oo = o.child(index)
                    bag.error("RW301", f"'{index}' is not a value of '{enum}'", oo.key_span(), oo.yaml_path,
                              did_you_mean(index, sym.index_values(enum)))


def _check_card_ref(ref: str, origin: Origin, setup: dict, sym: Symbols, bag: DiagnosticBag) -> None:
    match = CARD_REF.match(ref)
    if not match:
        bag.error("RW104", f"'{ref}' is not a card reference", origin.span(), origin.yaml_path,
                  "write zone[index], e.g. building_row[0]")
        return
    zone = match.group(1)
    if zone not in sym.zones or sym.zones[zone].get("per_player"):
        bag.error("RW301", f"unknown shared zone '{zone}'", origin.span(), origin.yaml_path,
                  did_you_mean(zone, [z for z, s in sym.zones.items() if not s.get("per_player")]))
