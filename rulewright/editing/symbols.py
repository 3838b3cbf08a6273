"""The name under the cursor: what it is, its translated name, the sheet sentence of its rule,
and where it is defined (for a house rule, in the base ruleset when it comes from there)."""
from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from pathlib import Path

from .positions import LineMap, Position, Range

log = logging.getLogger("rulewright.editing")

_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@dataclass
class Symbol:
    name: str
    kind: str                   # card | group | zone | counter | parameter | variable | enum |
    #                             enum_value | action | decision | category | procedure |
    #                             attribute | function | local
    title: str | None
    sentence: str | None
    definition: tuple[Path, Range] | None

    def to_json(self) -> dict:
        d = None
        if self.definition is not None:
            d = {"path": str(self.definition[0]), "range": self.definition[1].to_json()}
        return {"name": self.name, "kind": self.kind, "title": self.title, "sentence": self.sentence,
                "definition": d}


def word_at(text: str, offset: int) -> tuple[int, int] | None:
    """(start, end) of the name at or just before `offset`."""
    start = offset
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):
        start -= 1
    end = offset
    while end < len(text) and (text[end].isalnum() or text[end] == "_"):
        end += 1
    if start == end or not _WORD.fullmatch(text[start:end]):
        return None
    return start, end


def editor_localizer(lang: str):
    """The hover texts of the package (locales/<lang>/editor.ftl) in `lang`, English when it
    lacks them. Their own file: engine.ftl holds exactly the engine's messages."""
    from rulewright.i18n import Localizer, package_locale_dir
    folder = package_locale_dir()
    path = folder / lang / "editor.ftl"
    return Localizer(lang if path.is_file() else "en", [path if path.is_file() else folder / "en" / "editor.ftl"])


def _game_localizer(state, lang: str):
    """The game's names in `lang`; while the text does not compile, those of the last text
    that did, else of the ruleset (or a house rule's base) as saved."""
    from .analysis import base_compile, localizer
    ir, root = state.ir, state.root
    if ir is None:
        folder = state.base_root or (state.path.parent if state.kind == "ruleset" else None)
        if folder is None:
            return None
        result = base_compile(folder)[0]
        ir, root = result.ir, result.root
    if ir is None or root is None or lang not in ir["ruleset"]["locales"]["languages"]:
        return None
    try:
        return localizer(root, ir, lang)
    except Exception:      # noqa: BLE001 - a broken locale file: names stay identifiers
        log.debug("no localizer", exc_info=True)
        return None


def _fmt(loc, msg_id: str) -> str | None:
    if loc is None or not loc.has(msg_id):
        return None
    try:
        return loc.format(msg_id)
    except Exception:      # noqa: BLE001
        return None


def _definition(origin, key: bool = True) -> tuple[Path, Range] | None:
    """The editor range of where an origin was written, in its own file."""
    if origin is None:
        return None
    span = origin.key_span() if key else origin.span()
    if span is None:
        return None
    loaded = origin.loaded
    rng = LineMap(loaded.text).range_from_compiler(span.line, span.column, span.end_line, span.end_column)
    path = Path(loaded.file)
    if not path.is_absolute():
        path = Path.cwd() / path
    return path.resolve(), rng


def _value_text(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return ", ".join(f"{k}: {v}" for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(map(str, value))
    return str(value)


def describe(state, name: str, lang: str, attribute: bool = False) -> Symbol | None:
    """What `name` is in the ruleset of `state` (a Symbol), or None."""
    from rulewright.compiler.check_builtins import BUILTINS, CONSTANT_NAMES
    sym = state.symbols
    if sym is None:
        return None
    loc = _game_localizer(state, lang)
    t = editor_localizer(lang)
    title = None

    def make(kind, msg_id, sentence, origin, key=True):
        return Symbol(name, kind, _fmt(loc, msg_id) if msg_id else None, sentence, _definition(origin, key))

    if attribute:
        if name in sym.counters and sym.counters[name].get("per_player"):
            return _counter(state, name, loc, t, sym)
        if name in sym.zones and sym.zones[name].get("per_player"):
            return _zone(name, loc, t, sym)
        if name in sym.attributes:
            return make("attribute", f"attribute-{name}", None, sym.origins.get(("card_attributes", name)))
        return None
    if name in sym.kinds:
        return Symbol(name, "card", _fmt(loc, f"card-{name}"), _kind_sentence(state, name, loc),
                      _definition(sym.kinds[name].get("origin") or sym.origins.get(("cards", name))))
    if name in sym.zones:
        return _zone(name, loc, t, sym)
    if name in sym.counters:
        return _counter(state, name, loc, t, sym)
    if name in sym.params:
        spec = sym.params[name]
        text = None
        if loc is not None and loc.has_attribute(f"param-{name}", "text"):
            try:
                text = loc.attribute(f"param-{name}", "text", value=_value_text(spec.get("value")))
            except Exception:      # noqa: BLE001
                text = None
        sentence = t.format("editor-parameter", value=_value_text(spec.get("value")))
        return make("parameter", f"param-{name}", f"{sentence} {text}" if text else sentence,
                    sym.origins.get(("parameters", name)))
    if name in sym.variables:
        return make("variable", f"variable-{name}",
                    t.format("editor-variable", start=_value_text(sym.variables[name].get("start"))),
                    sym.origins.get(("variables", name)))
    if name in sym.enums:
        values = [_fmt(loc, f"{name}-{v}") or v for v in sym.enums[name]]
        return make("enum", f"enum-{name}", t.format("editor-enum", values=", ".join(values)),
                    sym.origins.get(("enums", name)))
    if name in sym.enum_of_value:
        enum = sym.enum_of_value[name]
        origin = sym.origins.get(("enums", enum))
        index = sym.enums[enum].index(name)
        return make("enum_value", f"{enum}-{name}", t.format("editor-enum-value", enum=_fmt(loc, f"enum-{enum}") or enum),
                    origin.child(index) if origin else None, key=False)
    if name in sym.groups:
        kinds = [_fmt(loc, f"card-{k}") or k for k, spec in sym.kinds.items() if spec.get("group") == name]
        return make("group", f"group-{name}", t.format("editor-group", kinds=", ".join(kinds)),
                    sym.origins.get(("groups", name)))
    if name in sym.actions:
        spec = next(iter(sym.actions[name].values()))
        return make("action", f"action-{name}", t.format("editor-action"), spec.get("origin"))
    if name in sym.procedures:
        return make("procedure", f"procedure-{name}", t.format("editor-procedure"),
                    sym.origins.get(("procedures", name)))
    for section, listed, kind, msg in (("decisions", sym.decisions, "decision", "choice"),
                                       ("scoring_categories", sym.categories, "category", "category")):
        if name in listed:
            origin = _single_origin(state, section)
            return make(kind, f"{msg}-{name}", t.format(f"editor-{kind}"),
                        origin.child(listed.index(name)) if origin else None, key=False)
    if name in BUILTINS or name in CONSTANT_NAMES:
        return Symbol(name, "function", None, t.format("editor-function", signature=_signature(name)), None)
    return title


def _single_origin(state, section: str):
    """The origin of a single section (decisions, scoring_categories): kept by the analysis."""
    return (state.singles or {}).get(section)


def _signature(name: str) -> str:
    from rulewright.compiler.check_builtins import BUILTINS, CONSTANT_NAMES
    if name in CONSTANT_NAMES:
        return f"{name}: {CONSTANT_NAMES[name]}"
    args, kwargs, result, _ = BUILTINS[name]
    parts = [a.replace("?", "") + ("?" if a.endswith("?") else "") for a in args]
    parts += [f"{k}={v}" for k, v in kwargs.items()]
    shown = f"{name}({', '.join(parts)})"
    return shown if result == "stmt" else f"{shown} -> {result}"


def _zone(name, loc, t, sym) -> Symbol:
    spec = sym.zones[name]
    sentence = t.format("editor-zone", per_player="yes" if spec.get("per_player") else "no",
                        visibility=spec.get("visibility", "public"))
    return Symbol(name, "zone", _fmt(loc, f"zone-{name}"), sentence, _definition(sym.origins.get(("zones", name))))


def _counter(state, name, loc, t, sym) -> Symbol:
    spec = sym.counters[name]
    start = spec.get("start", 0)
    sentence = t.format("editor-counter", per_player="yes" if spec.get("per_player") else "no",
                        start=_value_text(start))
    return Symbol(name, "counter", _fmt(loc, f"counter-{name}"), sentence,
                  _definition(sym.origins.get(("counters", name))))


def _kind_sentence(state, kind: str, loc) -> str | None:
    """The sheet text of a card kind's rules (its block of the reference sheet)."""
    from .analysis import kind_block, own_sheet
    if loc is None or state.ir is None or kind not in state.ir.get("kinds", {}):
        return None
    try:
        sheet = state.sheets.get(loc.lang)
        if sheet is None:
            sheet = state.sheets[loc.lang] = own_sheet(state, state.ir, loc, loc.lang)
        block = kind_block(sheet, loc, kind)
    except Exception:      # noqa: BLE001 - the sheet cannot be written (a locale problem)
        log.debug("no sheet", exc_info=True)
        return None
    if block is None:
        return None
    texts = []
    for entry in block.entries:
        text = f"{sheet.changed_mark} {entry.text}" if entry.changed else entry.text
        texts.append(f"{entry.label} {text}" if entry.label else text)
    from .analysis import plain
    return "\n".join(plain(t) for t in texts) or None


_NAME_SECTIONS = ("parameters", "assumptions", "enums", "card_attributes", "zones", "counters", "variables",
                  "groups", "cards", "procedures")


def _key_path(state, lines: LineMap, start: int) -> tuple | None:
    """The YAML path of the mapping key that starts at offset `start`, or None (not a key)."""
    loaded = state.loaded
    if loaded is None:
        return None
    line, column = lines.to_compiler(lines.position(start))
    for path, entry in loaded._table.items():
        key_pos = entry[0]
        if key_pos is not None and key_pos[0] == line - 1 and key_pos[1] == column - 1:
            return path
    return None


def _names_something(path: tuple) -> bool:
    """Whether a key at this YAML path is a name of the rules (a card, a zone, an action ...)."""
    if path and path[0] in ("change", "add"):
        path = path[1:]
    if len(path) == 2 and path[0] in _NAME_SECTIONS:
        return True
    return len(path) == 4 and path[0] in ("cards", "groups") and path[2] == "actions"


def _local(state, text: str, start: int, name: str, lang: str) -> Symbol | None:
    """A name the rule code gives itself (`let name = ...`, `for name in`, `name -> ...`)."""
    before = text[:start]
    patterns = (rf"\blet\s+({name})\b", rf"\b(?:for|turns)\s+({name})\s+in\b", rf"\b({name})\s*->")
    found = [m for p in patterns for m in re.finditer(p, before)]
    if not found and not re.match(rf"{name}\s*->", text[start:]):
        return None
    definition = None
    if found:                       # the nearest place before the use that gives the name
        m = max(found, key=lambda m: m.start(1))
        lines = LineMap(text)
        definition = (state.path, Range(lines.position(m.start(1)), lines.position(m.end(1))))
    return Symbol(name, "local", None, editor_localizer(lang).format("editor-local"), definition)


def _base_state(state):
    """The state of a house rule's base ruleset (for names the house rule removes)."""
    from .analysis import State, base_compile
    result, _ = base_compile(state.base_root)
    return State(state.base_root, "", "ruleset", result, None, result.ir, result.root, result.symbols)


def symbol_at(path: Path, text: str, pos: Position, lang: str = "en", others: dict | None = None) -> Symbol | None:
    """The symbol under `pos` in the editor's `text` of `path`; None where there is none."""
    from .analysis import compile_state
    try:
        state = compile_state(Path(path), text, others)
        lines = LineMap(text)
        offset = lines.offset_of(pos)
        found = word_at(text, offset)
        if found is None:
            return None
        start, end = found
        name = text[start:end]
        key = _key_path(state, lines, start)
        if key is not None and not _names_something(key):
            return None               # a key of the file's structure (yaml-language-server's hover)
        attribute = start > 0 and text[start - 1] == "." and key is None
        found = describe(state, name, lang, attribute=attribute)
        if found is None and not attribute:
            found = _local(state, text, start, name, lang)
        if found is None and state.base_root is not None:
            found = describe(_base_state(state), name, lang)      # a name the house rule removes
        return found
    except Exception:      # noqa: BLE001 - an editor must never see a traceback
        log.exception("symbol_at failed")
        return None
