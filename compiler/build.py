"""The compiler's front door: a ruleset folder (or bundled name) -> checked, versioned IR.

Stages: load YAML and check the schema (sources), declarations (symbols), code (checker),
translations (translations), then emit the IR as plain JSON-ready data.
"""
from __future__ import annotations

import json
import marshal
import re
from dataclasses import dataclass, field
from pathlib import Path

from rulewright.i18n import LocaleError, decode_ftl, package_locale_dir, read_ftl, ruleset_locale_dir

from . import procedures
from .check_types import words
from .check_values import check_counter_starts, check_round_count
from .checker import Checker
from .diagnostics import Diagnostic, DiagnosticBag, Span
from .overlay import is_overlay, load_overlay
from .sources import Sources, buffer_text, display_name, load_sources, read_rule_file
from .symbols import Symbols, build_symbols, did_you_mean
from .yaml_hints import add_flow_code_hints

IR_FORMAT = "rulewright-ir"
IR_VERSION = 1


@dataclass
class Result:
    ir: dict | None
    diagnostics: list[Diagnostic]
    sources: dict[str, str] = field(default_factory=dict)
    root: Path | None = None
    symbols: Symbols | None = None     # for tools that check more code against the ruleset
    notes: list[str] = field(default_factory=list)   # one-line remarks for stderr (not diagnostics)

    @property
    def ok(self) -> bool:
        return self.ir is not None and not any(d.is_error for d in self.diagnostics)


def bundled_rules_dir() -> Path:
    """Rules shipped with the package; in a source checkout, the repository's rules/ folder.

    Both sit beside this package's folder: `rulewright/rules` installed, `rules/` in a checkout.
    """
    return Path(__file__).resolve().parent.parent / "rules"


def bundled_rulesets() -> list[str]:
    root = bundled_rules_dir()
    return sorted(p.name for p in root.iterdir() if (p / "ruleset.yaml").is_file()) if root.is_dir() else []


def resolve_ruleset(name_or_path: str) -> Path | None:
    """A folder path, a house-rule file, or the name of a bundled ruleset (see locate_ruleset)."""
    return locate_ruleset(name_or_path)[0]


def locate_ruleset(name_or_path: str) -> tuple[Path | None, str | None]:
    """The ruleset a command-line argument means, and a note when that is not the literal path.

    Order: an explicit path (with a folder separator, or a .yaml file) is used as typed; a bare
    NAME is the folder ./NAME, else ./rules/NAME (so the copy being edited wins), else the
    bundled ruleset NAME. Names the system cannot take (too long, NUL) resolve to nothing.
    """
    try:
        return _locate(name_or_path)
    except (OSError, ValueError):
        return None, None


def _is_ruleset(folder: Path) -> bool:
    return (folder / "ruleset.yaml").is_file()


def _in_ruleset_folder(path: Path) -> bool:
    """Whether a rule file's folder is a ruleset: it has ruleset.yaml, or a file of it has the
    top-level `ruleset:` section (read cheaply, as is_overlay reads `house_rule:`)."""
    if _is_ruleset(path.parent):
        return True
    for sibling in sorted(path.parent.glob("*.yaml")):
        try:
            with open(sibling, encoding="utf-8", errors="replace") as handle:
                head = handle.read(65536)
        except OSError:
            continue
        if any(line.startswith("ruleset:") for line in head.splitlines()):
            return True
    return False


def _lone_file(path: Path, bag: DiagnosticBag) -> Result:
    """A YAML file that is neither a house rule nor in a ruleset folder: its own YAML problems,
    else RW010; never its siblings checked as a ruleset they are not."""
    loaded = read_rule_file(path, display_name(path))
    bag.extend(loaded.diagnostics)
    if not bag.has_errors:
        bag.error("RW010", "this file is neither a house rule (no top-level 'house_rule:') nor part of a ruleset "
                  "(its folder has no ruleset.yaml)", Span(display_name(path), 1, 1), "",
                  "a house rule starts with 'house_rule:' (name, extends, intent); a ruleset is a folder with "
                  "ruleset.yaml; examples are run by `rulewright test`, scenarios by `rulewright score`")
    return Result(None, bag.sorted(), {loaded.file: loaded.text}, path)


def _locate(name: str) -> tuple[Path | None, str | None]:
    path = Path(name)
    if path.is_file() and path.suffix in (".yaml", ".yml"):
        # a file of a ruleset means its folder; a house rule, or a file that is neither, itself
        return (path if is_overlay(path) or not _in_ruleset_folder(path) else path.parent), None
    bare = name not in ("", ".", "..") and "/" not in name and "\\" not in name
    if not bare:
        return (path if path.is_dir() else None), None
    bundled = bundled_rules_dir() / name if name in bundled_rulesets() else None

    def same_as_bundled(folder: Path) -> bool:
        return bundled is not None and folder.resolve() == bundled.resolve()

    for local in (path, Path("rules") / name):
        if local.is_dir() and _is_ruleset(local):
            if bundled is None or same_as_bundled(local):
                return local, None      # a checkout: the folder here is the bundled copy
            return local, f"using ruleset {local.as_posix()} (the folder here; the bundled copy is ignored)"
    if bundled is not None:
        return bundled, f"using the bundled ruleset '{name}' ({bundled})"
    return (path if path.is_dir() else None), None


def house_rule_base(path: Path) -> Path | None:
    """The ruleset folder a house-rule file extends (None if it is no house rule, or its
    `extends` names nothing: compiling it reports that at its place)."""
    if not ((path.is_file() or buffer_text(path) is not None) and is_overlay(path)):
        return None
    data = read_rule_file(path).data
    head = data.get("house_rule") if isinstance(data, dict) else None
    extends = head.get("extends") if isinstance(head, dict) else None
    if not isinstance(extends, str):
        return None
    return _resolve_base(extends, path.parent)


def base_mismatch(base: Path, house: Path, command: str) -> str | None:
    """Why HOUSE cannot be measured against BASE: a house rule that extends another ruleset
    (whose differences would be the other game's, not the house rule's). None when it fits."""
    extends = house_rule_base(house)
    if extends is None:
        return None
    base_root = house_rule_base(base) or base
    if extends.resolve() == base_root.resolve():
        return None
    by_name = locate_ruleset(extends.name)[0]         # the shortest argument that finds it again
    shown = extends.name if by_name is not None and by_name.resolve() == extends.resolve() \
        else display_name(extends)
    other = f"{base_root.name} ({display_name(base_root)})" if base_root.name == extends.name \
        else base_root.name
    return (f"this house rule extends {shown}, not {other}: "
            f"run rulewright {command} {shown} {display_name(house)}")


def compile_ruleset(root: Path, strict: bool = False, locales: bool = True,
                    languages: list[str] | None = None) -> Result:
    """Compile a ruleset folder, or a house-rule overlay file on top of its base ruleset.
    `languages`: check the translations of these only (a sheet needs its own language whole,
    not the others); the IR still names all of the ruleset's languages."""
    result = _compile(root, strict, locales, languages)
    add_flow_code_hints(result.diagnostics, result.sources)   # rule code YAML split at a comma
    return result


def _compile(root: Path, strict: bool, locales: bool, languages: list[str] | None = None) -> Result:
    bag = DiagnosticBag()
    house_rule = None
    if root.is_file() and buffer_text(root) is None and not is_overlay(root) and not _in_ruleset_folder(root):
        return _lone_file(root, bag)
    if root.is_file() or buffer_text(root) is not None:     # a house rule (maybe an editor's buffer)
        sources, overlay, house_rule = load_overlay(root, bag, _resolve_base, bundled_rulesets())
        texts = {overlay.file: overlay.text} if overlay else {}
        if sources is None:
            return Result(None, bag.sorted(), texts, root)
        root = house_rule.pop("base_root")
        house_rule["translations"] = (overlay.data.get("translations") or {}), overlay
    else:
        sources = load_sources(root, bag)
    texts = sources.texts()
    if not sources.files:
        bag.error("RW001", f"no ruleset files (*.yaml) in {display_name(root)}", None, "",
                  "a ruleset is a folder with ruleset.yaml and the other rule files")
    if bag.has_errors or not sources.files:
        return Result(None, bag.sorted(), texts, root)
    symbols = build_symbols(sources, bag)
    ir = _emit(sources, symbols, bag)
    inline = {}
    if house_rule is not None:
        inline, overlay = house_rule.pop("translations")
        ir["house_rule"] = house_rule
        ir["ruleset"] = {**ir["ruleset"], "locales": {**ir["ruleset"]["locales"], "inline": inline}}
    notes: list[str] = []
    if locales:
        notes = _check_locales(root, sources, symbols, bag, texts, inline, overlay if house_rule is not None else None,
                               house_rule is not None, overlay.file if house_rule is not None else None, languages)
    if locales and house_rule is None and not bag.has_errors:
        _check_written(root, ir, bag)
    if strict:
        for d in bag.items:
            d.severity = "error"
    result_ir = None if bag.has_errors else ir
    return Result(result_ir, bag.sorted(), texts, root, symbols, notes or [])


def _emit(sources: Sources, sym: Symbols, bag: DiagnosticBag) -> dict:
    check = Checker(sym, bag)
    single = sources.singles
    procedure_table = procedures.check_bodies(check)     # first: every call is checked against them

    def code(section, **kw):
        value, origin = single.get(section, (None, None))
        return check.code(value, origin, **kw) if origin else []

    groups = {}
    for gname, group in sym.groups.items():
        actions = {}
        for aname, spec in group["actions"].items():
            default = None
            if spec["default"] is not None:
                default = check.code(spec["default"], spec["origin"].child("default"),
                                     params={"me": "player", "this": "card", **spec["params"]})
            actions[aname] = {"params": spec["params"], "default": default}
        groups[gname] = {"actions": actions}

    kinds = {}
    for kname, kind in sym.kinds.items():
        actions = {}
        group_actions = sym.groups.get(kind["group"], {}).get("actions", {}) if kind["group"] else {}
        for aname, (text, origin) in kind["actions"].items():
            params = group_actions[aname]["params"]
            actions[aname] = check.code(text, origin, params={"me": "player", "this": "card", **params})
        kinds[kname] = {k: kind[k] for k in ("group", "starts_in", "discard_to", "attributes", "copies")}
        kinds[kname]["actions"] = actions

    zones = {}
    for zname, spec in sym.zones.items():
        z = {"per_player": bool(spec.get("per_player")), "visibility": spec["visibility"],
             "hand": bool(spec.get("hand")), "refill_from": spec.get("refill_from"), "refill_if": None,
             "indexed_by": spec.get("indexed_by")}
        if "refill_if" in spec:
            origin = sym.origins[("zones", zname)].child("refill_if")
            z["refill_if"], _ = check.expression(spec["refill_if"], origin, "bool")
        zones[zname] = z

    counters = {}
    for cname, spec in sym.counters.items():
        origin = sym.origins[("counters", cname)]
        start = {"t": "int", "v": 0}
        if "start" in spec and spec.get("indexed_by"):
            # an indexed counter may start from a table by its own enum: each part its own value
            start, t = check.expression(spec["start"], origin.child("start"))
            if start is not None and t not in ("int", f"table:{spec['indexed_by']}"):
                o = origin.child("start")
                bag.error("RW401", f"expected a number or a table by '{spec['indexed_by']}', found {words(t)}",
                          o.span(), o.yaml_path, None)
                start = None
        elif "start" in spec:
            start, _ = check.expression(spec["start"], origin.child("start"), "int")
        counters[cname] = {"per_player": bool(spec.get("per_player")), "start": start,
                           "min": spec.get("min"), "max": spec.get("max"), "pool": spec.get("pool"),
                           "indexed_by": spec.get("indexed_by"), "arrival_order": bool(spec.get("arrival_order")),
                           "visibility": spec.get("visibility", "public")}
        if spec.get("narrated") is False:        # bookkeeping: not told at the table (absent: told)
            counters[cname]["narrated"] = False

    check_counter_starts(sym, counters, bag)

    variables = {}
    for vname, spec in sym.variables.items():
        origin = sym.origins[("variables", vname)].child("start")
        start, _ = check.expression(spec["start"], origin, spec["type"])
        variables[vname] = {"type": spec["type"], "start": start}
        if spec.get("narrated") is False:
            variables[vname]["narrated"] = False

    phases = []
    if "phases" in single:
        value, origin = single["phases"]
        names = set()
        for i, phase in enumerate(value):
            o = origin.child(i)
            if phase["name"] in names:
                bag.error("RW302", f"two phases are called '{phase['name']}'", o.child("name").span(),
                          o.child("name").yaml_path, None)
            names.add(phase["name"])
            phases.append({"name": phase["name"], "do": check.code(phase["do"], o.child("do"))})
            if phase.get("at_round_end"):
                phases[-1]["at_round_end"] = True

    rounds = None
    if "rounds" in single:
        value, origin = single["rounds"]
        rounds, _ = check.expression(value, origin, "int")
        check_round_count(sym, rounds, origin, bag)

    ruleset = single["ruleset"][0] if "ruleset" in single else {}
    ir = {
        "format": IR_FORMAT,
        "version": IR_VERSION,
        "ruleset": ruleset,
        "parameters": sym.params,
        "assumptions": sym.assumptions,
        "enums": sym.enums,
        "attributes": sym.attributes,
        "groups": groups,
        "kinds": kinds,
        "zones": zones,
        "counters": counters,
        "variables": variables,
        "decisions": sym.decisions,
        "categories": sym.categories,
        "hand_zone": sym.hand_zone,
        "setup": code("setup"),
        "rounds": rounds,
        "phases": phases,
        "end_of_game": code("end_of_game"),
    }
    # present only when written: the IR (and its hash, which logs record) of older rules stays as it was
    if procedure_table:
        ir["procedures"] = procedure_table
    for section in ENDS_CHECKED:
        if section in single:
            ir[section] = _ends(check, section, *single[section], bag)
    if sources.entries.get("invariants"):
        ir["invariants"] = _invariants(check, sources.entries["invariants"], bag)
    procedures.finish(check, ir)
    for section in ENDS_CHECKED:
        if section in ir and ir[section]["checked"] == "after_each_turn" and not _has_turns(ir):
            value, origin = single[section]
            o = origin.child("checked") if "checked" in value else origin
            bag.warning("RW603", f"'{section}' is checked after each turn, and the rules have no 'turns' queue: "
                        "it is never checked", o.key_span(), o.yaml_path,
                        "take turns with 'turns p in ... { }', or check it "
                        + ("after_each_phase or at the end_of_round" if section == "game_ends"
                           else "after_each_phase"))
    _warn_unused(sym, check.used | check.mentioned, bag)
    return ir


# game_ends / round_ends: when their condition may be checked, the default first
ENDS_CHECKED = {"game_ends": ("end_of_round", "after_each_turn", "after_each_phase"),
                "round_ends": ("after_each_turn", "after_each_phase")}


def _ends(check: Checker, section: str, value: dict, origin, bag: DiagnosticBag) -> dict:
    """`{when, checked}` of game_ends or round_ends: a condition and a known checking point."""
    when, _ = check.expression(value["when"], origin.child("when"), "bool")
    allowed = ENDS_CHECKED[section]
    checked = _checking_point(value, allowed, f"'{section}'", origin, bag)
    return {"when": when, "checked": checked}


def _checking_point(value: dict, allowed: tuple, what: str, origin, bag: DiagnosticBag) -> str:
    """`checked:` of an entry, the first of `allowed` when it is left out; RW104 with a
    did-you-mean for one that is not among them."""
    checked = value.get("checked", allowed[0])
    if checked not in allowed:
        o = origin.child("checked")
        close = did_you_mean(str(checked), allowed)
        bag.error("RW104", f"'{checked}' is not a point where {what} can be checked", o.span(), o.yaml_path,
                  (close + "; " if close else "") + "use one of: " + ", ".join(allowed))
    return checked


# invariants: when each may be checked, the default first
INVARIANT_CHECKED = ("always", "at_the_end")


def _invariants(check: Checker, entries: dict, bag: DiagnosticBag) -> dict:
    """`invariants: {name: {holds, per_player, checked, reason}}`: a condition of true/false per
    name (with `me`, the player, when per_player), and when it is checked."""
    out = {}
    for name, (value, origin) in entries.items():
        per_player = bool(value.get("per_player"))
        holds, _ = check.expression(value["holds"], origin.child("holds"), "bool",
                                    params={"me": "player"} if per_player else None)
        checked = _checking_point(value, INVARIANT_CHECKED, "an invariant", origin, bag)
        span = origin.child("holds").span()
        out[name] = {"holds": holds, "per_player": per_player, "checked": checked,
                     "at": f"{span.file}:{span.line}:{span.column}" if span else ""}
    return out


def _has_turns(ir: dict) -> bool:
    """Whether any code of the IR (phases, card actions, group defaults, procedures) has a `turns` queue."""
    stack = [ir["phases"], ir["kinds"], ir["groups"], ir["setup"], ir.get("procedures")]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if node.get("t") == "turns":
                return True
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return False


def _warn_unused(sym: Symbols, used: set[str], bag: DiagnosticBag) -> None:
    for section, table in (("parameters", sym.params), ("zones", sym.zones), ("counters", sym.counters)):
        for name in table:
            referenced = name in used or any(z.get("refill_from") == name for z in sym.zones.values()) \
                or any(c.get("pool") == name for c in sym.counters.values()) \
                or any(k["starts_in"] == name or k["discard_to"] == name for k in sym.kinds.values())
            if not referenced:
                origin = sym.origins[(section, name)]
                bag.warning("RW601", f"'{name}' is declared but never used", origin.key_span(), origin.yaml_path,
                            "remove it, or use it in the rules")
    for name, kind in sym.kinds.items():
        if name not in used and kind["starts_in"] not in used and kind["group"] not in used:
            origin = kind["origin"]
            bag.warning("RW601", f"the cards '{name}' are never used: no rule names them or the zone they start in",
                        origin.key_span(), origin.yaml_path, None)


def required_messages(sym: Symbols, sources: Sources) -> dict[str, object]:
    """Every locale message id the ruleset needs, with the span of the name that needs it."""
    req: dict[str, object] = {"game-title": sources.singles["ruleset"][1].key_span() if "ruleset" in sources.singles else None}

    def add(prefix, name, section):
        origin = sym.origins.get((section, name))
        req[f"{prefix}-{name}"] = origin.key_span() if origin else None

    for enum, values in sym.enums.items():
        origin = sym.origins[("enums", enum)]
        for i, v in enumerate(values):
            req[f"{enum}-{v}"] = origin.child(i).span()
    # names the reference sheet prints too: enums, card attributes, variables
    for prefix, table, section in (("card", sym.kinds, "cards"), ("group", sym.groups, "groups"),
                                   ("zone", sym.zones, "zones"), ("counter", sym.counters, "counters"),
                                   ("enum", sym.enums, "enums"), ("attribute", sym.attributes, "card_attributes"),
                                   ("variable", sym.variables, "variables")):
        for name in table:
            add(prefix, name, section)
    for name in sym.actions:
        spec = next(iter(sym.actions[name].values()))
        req[f"action-{name}"] = spec["origin"].key_span()
    for section, prefix, names in (("decisions", "choice", sym.decisions),
                                   ("scoring_categories", "category", sym.categories)):
        if section in sources.singles:
            origin = sources.singles[section][1]
            for i, name in enumerate(names):
                req[f"{prefix}-{name}"] = origin.child(i).span()
    if "phases" in sources.singles:
        value, origin = sources.singles["phases"]
        for i, phase in enumerate(value):
            req[f"phase-{phase['name']}"] = origin.child(i, "name").span()
    # a one-line text for every assumption in force (parameters with `assumption: true` need `.text`)
    for name, spec in sym.params.items():
        if spec.get("assumption"):
            add("param", name, "parameters")
    for name in sym.assumptions:
        add("assumption", name, "assumptions")
    return req


def optional_messages(sym, sources: Sources | None = None) -> set[str]:
    """Ids a ruleset may translate: a rulebook parameter's one-line `.text`, which the sheet
    prints under "Further rules", a procedure's label (compiler/sheet/procedures.py), and the
    written text of a rule (compiler/sheet/written.py)."""
    from .sheet.written import message_ids
    phases = [p.get("name") for p in (sources.singles["phases"][0] if sources and "phases" in sources.singles
                                      else []) if isinstance(p, dict)]
    end = bool(sources and "end_of_game" in sources.singles)
    groups = {g: {"actions": {a: 1 for a, spec in s["actions"].items() if spec.get("default")}}
              for g, s in sym.groups.items()}
    return {f"param-{name}" for name, spec in sym.params.items() if not spec.get("assumption")} | \
        {f"procedure-{name}" for name in sym.procedures} | message_ids(sym.kinds, groups, phases, end)


def ruleset_optional_ids(root: Path) -> set[str]:
    """The optional message ids of a ruleset folder (for tools and tests)."""
    sources = load_sources(root, DiagnosticBag())
    return optional_messages(build_symbols(sources, DiagnosticBag()), sources)


def ruleset_message_ids(root: Path) -> dict[str, object]:
    """The message ids a ruleset folder needs (for tools and tests)."""
    bag = DiagnosticBag()
    sources = load_sources(root, bag)
    return required_messages(build_symbols(sources, bag), sources)


def _resolve_base(text: str, folder: Path) -> Path | None:
    """`extends` of a house rule: a ruleset folder relative to the house-rule file, or a bundled
    name. Anything else (the house rule's own folder, a folder without ruleset.yaml) is None."""
    if not text.strip():
        return None
    try:
        candidate = folder / text
        if candidate.is_dir() and _is_ruleset(candidate):
            return candidate
        return bundled_rules_dir() / text if text in bundled_rulesets() else None
    except (OSError, ValueError):
        return None


def _inline_ids(inline: dict, overlay, bag: DiagnosticBag) -> dict[str, set[str]]:
    """Message ids a house rule's own translations give, per language; broken ones are RW503."""
    from fluent.syntax import FluentParser, ast as FTL
    from .translations import gender_hint, unknown_genders
    provided = {}
    for lang, text in inline.items():
        ids = set()
        try:
            body = FluentParser().parse(text).body
        except RecursionError:
            o = overlay.span(("translations", lang))
            bag.error("RW503", f"the '{lang}' translations of the house rule are nested too deeply to parse", o,
                      f"translations.{lang}", "a message nests '{' placeables hundreds of levels deep: "
                      "write it with fewer nested { }")
            body = []
        for entry in body:
            if isinstance(entry, FTL.Message):
                ids.add(entry.id.name)
            elif isinstance(entry, FTL.Junk):
                start = entry.span.start if entry.span else 0
                line, col = overlay.offset_position(("translations", lang), start)
                note = entry.annotations[0].message if entry.annotations else "unparseable message"
                bag.error("RW503", f"broken '{lang}' message in the house rule: {note}",
                          Span(overlay.file, line, col), f"translations.{lang}",
                          "a message is 'id = text', attributes are indented '.name = text'")
        for _, message, start, _end in unknown_genders(lang, body):
            line, col = overlay.offset_position(("translations", lang), start)
            bag.warning("RW512", message, Span(overlay.file, line, col), f"translations.{lang}", gender_hint(lang))
        provided[lang] = ids
    return provided


INTENT_MESSAGE = "house-rule-intent"
REFERENCE_LANGUAGE = "en"       # the language `intent:` is taken to be written in (the locales' reference)


def _check_intent_everywhere(provided: dict[str, set[str]], languages: list[str], overlay, bag: DiagnosticBag) -> None:
    """RW501: a house rule that translates its intent into one language translates it into all
    of them (`diff --lang` shows it, and would have nothing to show in the others)."""
    having = [lang for lang in languages if INTENT_MESSAGE in provided.get(lang, ())]
    if not having:
        # none: `intent:` is shown as written in every language; existing house rules keep
        # working, and the languages that would read it untranslated are named
        missing = [lang for lang in languages if lang != REFERENCE_LANGUAGE]
        if missing and "intent" in (overlay.data.get("house_rule") or {}):
            path = ("house_rule", "intent")
            bag.warning("RW513", "the house rule's intent is not translated into " + ", ".join(missing)
                        + f": `diff --lang {missing[0]}` shows it as written", overlay.key_span(path), ".".join(path),
                        "add translations: {" + ", ".join(f'{lang}: "{INTENT_MESSAGE} = ..."'
                                                           for lang in [REFERENCE_LANGUAGE, *missing]) + "}")
        return
    for lang in languages:
        if lang in having:
            continue
        path = ("translations", lang) if lang in provided else ("translations",)
        bag.error("RW501", f'the house rule translates its intent into "{having[0]}" but not into "{lang}"',
                  overlay.key_span(path), ".".join(path),
                  f"add '{INTENT_MESSAGE} = ...' to translations.{lang}")


def _check_locales(root: Path, sources: Sources, sym: Symbols, bag: DiagnosticBag, texts: dict,
                   inline: dict | None = None, overlay=None, house_rule: bool = False,
                   house_file: str | None = None, languages: list[str] | None = None) -> list[str]:
    """The translation checks; returns notes for stderr (the bundled messages used, see
    rulewright.i18n.ruleset_locale_dir). `house_file`: the house rule's file, whose new names
    are translated in its own `translations:`, not in the base's locale files."""
    if "ruleset" not in sources.singles:
        return []
    spec, origin = sources.singles["ruleset"]
    loc = spec["locales"]
    locale_root, note = ruleset_locale_dir(root, loc)
    if locale_root is None:
        o = origin.child("locales", "dir")
        bag.error("RW506", f"the locale folder '{loc['dir']}' does not exist", o.span(), o.yaml_path,
                  f"give the folder that holds {loc['languages'][0]}/{loc['resource']}.ftl ..., relative to the "
                  f"ruleset folder (e.g. dir: locales for {display_name(root / 'locales')}); "
                  f"`rulewright new NAME` makes a ruleset folder with its locale files")
        return []
    checked = [lang for lang in loc["languages"] if languages is None or lang in languages]
    from .locale_cache import check_translations      # from the user cache when nothing changed
    provided = _inline_ids(inline, overlay, bag) if inline else None
    if overlay is not None:
        _check_intent_everywhere(provided or {}, checked, overlay, bag)
    found = check_translations(locale_root=locale_root, resource=loc["resource"], languages=checked,
                               required=required_messages(sym, sources), display_root=str(Path.cwd()),
                               provided=provided, optional=optional_messages(sym, sources),
                               fallback_root=package_locale_dir(),
                               allowed={f"card-{k}.face": set(sym.attributes) for k in sym.kinds})
    if house_rule:
        # a house rule does not own the base's locale files: names it removed are not stale there
        found = [d for d in found if d.code != "RW502"]
    if house_file is not None:
        for d in found:
            _hint_house_translation(d, house_file)
    bag.extend(found)
    from .sheet.check import check_engine_locales
    o = origin.child("locales", "dir")
    bag.extend(check_engine_locales(locale_root, checked, package_locale_dir(), o.span(), o.yaml_path,
                                    display_root=str(Path.cwd())))
    for lang in loc["languages"]:
        for resource in (loc["resource"], "sheet"):
            path = locale_root / lang / f"{resource}.ftl"
            if path.is_file():
                try:
                    texts[display_name(path)] = decode_ftl(read_ftl(path))
                except (OSError, UnicodeDecodeError, LocaleError):     # reported by the checks above
                    pass
    return [note] if note else []


_MISSING = re.compile(r'no "([^"]+)" translation for "([^"]+)"')


def _hint_house_translation(d, house_file: str) -> None:
    """A name the house rule adds (its diagnostic points into the house rule) is translated in
    the house rule's `translations:`; the hint named the base's locale file instead."""
    found = _MISSING.fullmatch(d.message) if d.code == "RW501" and d.file == house_file else None
    if found is None or not (d.hint or "").startswith("add it to "):
        return
    lang, msg_id = found.groups()
    rest = d.hint.split(", e.g. ", 1)[1] if ", e.g. " in d.hint else f"`{msg_id} = ...`"
    d.hint = f"add it to this house rule's translations.{lang}, e.g. {rest}"


def _check_written(root: Path, ir: dict, bag: DiagnosticBag) -> None:
    """RW509: written rule texts whose rule code changed (not for a house rule: its changes are
    meant, and the sheet marks them)."""
    from .sheet.written import check_written_fingerprints
    loc = ir["ruleset"]["locales"]
    locale_root, _ = ruleset_locale_dir(root, loc)
    if locale_root is None:
        return
    files = {lang: locale_root / lang / f"{loc['resource']}.ftl" for lang in loc["languages"]}
    files = {lang: path for lang, path in files.items() if path.is_file()}
    for d in check_written_fingerprints(files, ir, display_name, _kept_fingerprints):
        bag.add(d)


def _kept_fingerprints(ir: dict, ids: set[str]) -> dict[str, str]:
    """compiler.sheet.written.fingerprints(ir, only=ids), kept in the user cache
    (`written-*.marshal`) by the IR as JSON (plain data: the same text is the same IR), the ids
    and the source of the code that computes them (written.py, fold.py)."""
    from rulewright import usercache

    from .sheet.written import fingerprints
    name = None
    if usercache.folder() is not None:
        try:
            here = Path(__file__).resolve().parent / "sheet"
            code = [(here / n).read_bytes() for n in ("written.py", "fold.py")]
            name = "written-" + usercache.digest(*code, json.dumps(ir, ensure_ascii=False), *sorted(ids)) + ".marshal"
            kept = marshal.loads(usercache.read(name) or b"N")
            if isinstance(kept, dict):
                return kept
        except (OSError, ValueError, TypeError, EOFError):
            pass
    found = fingerprints(ir, only=ids)
    if name is not None:
        usercache.write(name, marshal.dumps(found), keep=200)
    return found


def ir_schema() -> dict:
    from importlib import resources
    return json.loads(resources.files(__package__).joinpath("schemas/ir.schema.json").read_text("utf-8"))
