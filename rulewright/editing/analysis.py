"""The analysis of one file an editor holds: diagnostics at editor positions, the reference-sheet
text of what the file defines or changes, and for a house rule the `diff` against its base.

`analyze(path, text, lang)` compiles the ruleset the file belongs to with the editor's text in
place of the file on disk (`compiler.sources.buffers`), so nothing is written anywhere. It never
raises: bad YAML, unknown names, broken code and a file outside any ruleset are diagnostics.
The base ruleset of a house rule is compiled once per content (its files' hash) and its sheets
are kept, so typing in a house rule compiles the base again only when one of its files changes.
"""
from __future__ import annotations

import hashlib
import logging
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from .positions import LineMap, Position, Range

log = logging.getLogger("rulewright.editing")

SEVERITIES = {"error": "error", "warning": "warning"}


@dataclass
class EditorDiagnostic:
    range: Range
    severity: str                  # "error" | "warning" | "information"
    code: str                      # "RW301"
    message: str
    hint: str | None
    path: str = ""                 # the YAML path (cards.<kind>.actions.<action>)
    file: str | None = None        # set when the problem is in another file (shown at the top)

    def to_json(self) -> dict:
        return {"range": self.range.to_json(), "severity": self.severity, "code": self.code,
                "message": self.message, "hint": self.hint, "path": self.path, "file": self.file}


@dataclass
class RuleText:
    title: str
    sentences: list[str]


@dataclass
class Analysis:
    diagnostics: list[EditorDiagnostic]
    rules_text: list[RuleText]
    diff: list[str]
    seconds: float
    kind: str = "ruleset"          # "ruleset" (a file of one) | "house_rule" | "none"
    lang: str = "en"
    languages: list[str] = field(default_factory=list)   # the languages the ruleset offers

    def to_json(self) -> dict:
        return {"diagnostics": [d.to_json() for d in self.diagnostics],
                "rules_text": [asdict(r) for r in self.rules_text], "diff": list(self.diff),
                "seconds": round(self.seconds, 4), "kind": self.kind, "lang": self.lang,
                "languages": list(self.languages)}


# ---- the state one analysis leaves, for hover, definition and completion ----------------

@dataclass
class State:
    path: Path
    text: str
    kind: str
    result: object | None = None       # compiler.build.Result
    loaded: object | None = None       # the edited file as loaded (positions of its keys)
    ir: dict | None = None             # the last good IR (of this text, or an earlier one)
    root: Path | None = None
    symbols: object | None = None      # compiler.symbols.Symbols (of the last text that had them)
    base_root: Path | None = None
    sheets: dict = field(default_factory=dict)      # lang -> the sheet of `ir`
    singles: dict | None = None        # section -> Origin of the single sections (for definitions)
    others: dict = field(default_factory=dict)      # the other unsaved buffers it was compiled with
    disk: dict = field(default_factory=dict)        # the files it read: (mtime, size) each


_STATES: dict[tuple[str, str], State] = {}        # (path, text digest) -> state (a few kept)
_LAST_GOOD: dict[str, State] = {}                 # path -> the last state with symbols
_MAX_STATES = 8


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _resolved(path: Path) -> Path:
    try:
        return Path(path).resolve()
    except (OSError, RuntimeError, ValueError):
        return Path(path)


def file_kind(path: Path, text: str) -> str:
    """"house_rule" (a top-level `house_rule:`), "ruleset" (a YAML file in a folder with
    ruleset.yaml, or ruleset.yaml itself) or "none"."""
    if any(line.startswith("house_rule:") for line in text[:65536].splitlines()):
        return "house_rule"
    path = _resolved(path)
    try:
        if path.suffix in (".yaml", ".yml") and (path.name == "ruleset.yaml" or (path.parent / "ruleset.yaml").is_file()):
            return "ruleset"
    except (OSError, ValueError):     # a name the system cannot take (NUL, too long)
        pass
    return "none"


def compile_state(path: Path, text: str, others: dict | None = None) -> State:
    """Compile the ruleset of `path` with `text` as its content (cached by the text); `others`
    are the editor's unsaved texts of other files (path -> text), read instead of the disk."""
    from rulewright.compiler.build import compile_ruleset, house_rule_base
    from rulewright.compiler.sources import buffers
    path = _resolved(path)
    others = {_resolved(Path(p)): t for p, t in (others or {}).items() if _resolved(Path(p)) != path}
    key = (str(path), _digest(text) + "".join(sorted(f"|{p}:{_digest(t)}" for p, t in others.items())))
    cached = _STATES.get(key)
    if cached is not None and _signature(cached.disk) == cached.disk:
        return cached
    kind = file_kind(path, text)
    state = State(path, text, kind, others=others)
    if kind != "none":
        with buffers({**others, path: text}):
            target = path if kind == "house_rule" else path.parent
            result = compile_ruleset(target)
            state.base_root = house_rule_base(path) if kind == "house_rule" else None
        state.result = result
        state.root = result.root
        state.loaded = _loaded_of(result, path, text)
        state.symbols = result.symbols
        state.ir = result.ir
    last = _LAST_GOOD.get(str(path))
    if state.symbols is None and last is not None:        # broken YAML: names of the last good text
        state.symbols, state.root, state.base_root = last.symbols, last.root, last.base_root
    if state.ir is None and last is not None:
        state.ir = last.ir
    if state.result is not None and state.result.symbols is not None:
        _LAST_GOOD[str(path)] = state
    state.disk = _signature(_disk_files(state))
    if len(_STATES) >= _MAX_STATES and key not in _STATES:
        _STATES.pop(next(iter(_STATES)))
    _STATES[key] = state
    return state


def _disk_files(state: State) -> dict:
    """The files on disk a compile read: the rule files of the ruleset (and of a house rule's
    base) and their locale files; a cached analysis is used only while none of them changed."""
    from rulewright.compiler.sources import ruleset_files
    folders = {state.path.parent}
    if state.root is not None:
        folders.add(Path(state.root) if Path(state.root).is_dir() else Path(state.root).parent)
    if state.base_root is not None:
        folders.add(Path(state.base_root))
    files = [f for folder in folders for f in ruleset_files(folder)]
    ir = state.ir
    if ir is not None and state.root is not None:
        from rulewright.i18n import ruleset_locale_dir
        folder, _ = ruleset_locale_dir(Path(state.root), ir["ruleset"]["locales"])
        if folder is not None:
            files += [f for lang in ir["ruleset"]["locales"]["languages"] for f in (Path(folder) / lang).glob("*.ftl")]
    return {str(f): None for f in files}


def _signature(files: dict) -> dict:
    """Each file's (modification time, size), None for a file that is gone."""
    out = {}
    for name in files:
        try:
            st = Path(name).stat()
            out[name] = (st.st_mtime_ns, st.st_size)
        except OSError:
            out[name] = None
    return out


def _loaded_of(result, path: Path, text: str):
    """The edited file as the compiler loaded it (for positions of keys and values)."""
    from rulewright.compiler.sources import display_name
    from rulewright.compiler.yaml_loader import load_yaml_text
    return load_yaml_text(text, display_name(path))


# ---- the base ruleset of a house rule, compiled once per content ------------------------

@dataclass
class _Base:
    deps: dict[str, str]
    result: object
    sheets: dict = field(default_factory=dict)      # lang -> Sheet


_BASES: dict[str, _Base] = {}


def _file_digest(path: Path) -> str:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return "-"


def _deps(root: Path, ir: dict | None) -> dict[str, str]:
    """The files a ruleset's compile and sheets read: its rule files and its locale files."""
    from rulewright.compiler.sources import ruleset_files
    from rulewright.i18n import package_locale_dir, ruleset_locale_dir
    files = list(ruleset_files(root))
    if ir is not None:
        folder, _ = ruleset_locale_dir(root, ir["ruleset"]["locales"])
        for place in (folder, package_locale_dir()):
            if place is not None:
                for lang in ir["ruleset"]["locales"]["languages"]:
                    files += sorted((Path(place) / lang).glob("*.ftl"))
    return {str(p): _file_digest(p) for p in files}


def base_compile(root: Path):
    """(Result, cache entry) of a base ruleset folder, compiled again only when a file changed."""
    from rulewright.compiler.build import compile_ruleset
    root = _resolved(root)
    entry = _BASES.get(str(root))
    if entry is not None and all(_file_digest(Path(p)) == d for p, d in entry.deps.items()) \
            and set(entry.deps) >= {str(p) for p in _deps(root, None)}:
        return entry.result, entry
    result = compile_ruleset(root)
    entry = _Base(_deps(root, result.ir), result)
    _BASES[str(root)] = entry
    return result, entry


def own_sheet(state, ir: dict, loc, lang: str, base_result=None):
    """The sheet of the file being edited; a house rule's with its base, so that its "Changes
    from the base rules" part lists them (without a base it says it cannot). `base_result`: the
    base as the caller compiled it (with the editor's unsaved base files), else from its folder."""
    from rulewright.compiler.sheet.document import build_sheet
    base = None
    if ir.get("house_rule") and getattr(state, "base_root", None) is not None:
        result = base_result if base_result is not None else base_compile(state.base_root)[0]
        if result.ir is not None:
            base = (result.ir, localizer(result.root, result.ir, lang))
    return build_sheet(ir, loc, base)


def base_sheet(root: Path, lang: str):
    from rulewright.compiler.sheet.document import build_sheet
    result, entry = base_compile(root)
    if result.ir is None:
        return None
    if lang not in entry.sheets:
        entry.sheets[lang] = build_sheet(result.ir, localizer(result.root, result.ir, lang))
    return entry.sheets[lang]


# ---- localizers, kept while their files and a house rule's own messages stay the same ------

_LOCALIZERS: dict = {}


def localizer(root: Path, ir: dict, lang: str):
    """The sheet localizer of a compiled ruleset (as compiler.sheet.document.sheet_localizer),
    made again only when its locale files or a house rule's own messages change: a new one
    compiles every Fluent message again, which was most of a keystroke's cost."""
    from rulewright.compiler.sheet.document import sheet_localizer
    from rulewright.i18n import package_locale_dir, ruleset_locale_dir
    spec = ir["ruleset"]["locales"]
    folder, _ = ruleset_locale_dir(root, spec)
    files = []
    for place in (folder, package_locale_dir()):
        if place is not None:
            files += sorted((Path(place) / lang).glob("*.ftl"))
    inline = (spec.get("inline") or {}).get(lang) or ""
    key = (str(_resolved(root)), lang, spec.get("resource"), inline,
           tuple((str(f), _file_digest(f)) for f in files))
    loc = _LOCALIZERS.get(key)
    if loc is None:
        if len(_LOCALIZERS) > 16:
            _LOCALIZERS.clear()
        loc = _LOCALIZERS[key] = sheet_localizer(root, ir, lang)
    return loc


# ---- diagnostics --------------------------------------------------------------------------

def _editor_diagnostics(state: State, lines: LineMap) -> list[EditorDiagnostic]:
    out = []
    if state.kind == "none":
        folder = state.path.parent
        if folder.name in ("examples", "scenarios") and (folder.parent / "ruleset.yaml").is_file():
            hint = (f"this is one of the ruleset's {folder.name}: check it with rulewright "
                    f"{'test' if folder.name == 'examples' else 'score'} {folder.parent.name}")
        else:
            hint = ("a ruleset file lies in a folder with ruleset.yaml; a house rule starts with "
                    "'house_rule:' (name, extends, intent)")
        out.append(EditorDiagnostic(Range(Position(0, 0), Position(0, 0)), "error", "RW010",
                                    "this file is neither part of a ruleset nor a house rule", hint))
        return out
    here = str(state.path)
    for d in state.result.diagnostics:
        severity = SEVERITIES.get(d.severity, "information")
        same = d.file is not None and str(_resolved(Path(d.file))) == here
        if not same and severity != "error":
            continue            # another file's warnings are shown in that file
        if same:
            rng = lines.range_from_compiler(d.line, d.column, d.end_line, d.end_column)
            out.append(EditorDiagnostic(rng, severity, d.code, d.message, d.hint, d.path))
        else:
            where = d.file or "the ruleset"
            if d.file and d.line:
                where += f":{d.line}:{d.column or 1}"
            out.append(EditorDiagnostic(Range(Position(0, 0), Position(0, 0)), severity, d.code,
                                        f"{where}: {d.message}", d.hint, d.path, d.file))
    return out


# ---- rules text -----------------------------------------------------------------------------

def _sheet_entries(sheet) -> list[tuple[str, str, str, list[str]]]:
    """(section key, section title, block title, texts) of every block of a sheet, and one
    per bullet (bullet key as the block title's key)."""
    out = []
    for section in sheet.sections:
        for block in section.blocks:
            texts = []
            for entry in block.entries:
                text = f"{sheet.changed_mark} {entry.text}" if entry.changed else entry.text
                texts.append(f"{entry.label} {text}" if entry.label else text)
            out.append((section.key, section.title, block.title or section.title, texts))
    return out


def kind_block(sheet, loc, kind: str):
    """The sheet block of a card kind: the one whose title starts with the kind's name."""
    name = loc.format(f"card-{kind}") if loc.has(f"card-{kind}") else kind
    best = None
    for section in sheet.sections:
        if section.key != "group":
            continue
        for block in section.blocks:
            title = block.title or ""
            if title.startswith(name) and (best is None or len(title) < len(best.title)):
                best = block
            elif not block.title and any(e.label and name in e.label for e in block.entries):
                best = best or block
    return best


def plain(text: str) -> str:
    """A sheet text as plain lines (its steps as indented '- ' lines, as `diff` prints them)."""
    from rulewright.compiler.sheet import steps
    return steps.plain(text)


def _block_text(sheet, block) -> list[str]:
    out = []
    for entry in block.entries:
        text = f"{sheet.changed_mark} {entry.text}" if entry.changed else entry.text
        out.append(plain(f"{entry.label} {text}" if entry.label else text))
    return out


def _ruleset_file_text(state: State, lang: str) -> list[RuleText]:
    """The sheet parts the edited ruleset file defines: the round for its phases, the blocks of
    its card kinds and groups, the end of the game, procedures, notes and assumptions of its
    parameters."""
    data = state.loaded.data if state.loaded is not None else None
    if not isinstance(data, dict) or state.result is None or state.result.ir is None:
        return []
    ir = state.result.ir
    loc = localizer(state.result.root, ir, lang)
    sheet = state.sheets.get(lang)
    if sheet is None:
        sheet = state.sheets[lang] = own_sheet(state, ir, loc, lang)
    out: list[RuleText] = []
    wanted = set()
    if "phases" in data or "rounds" in data:
        wanted.add("round")
    if {"end_of_game", "game_ends"} & set(data):
        wanted.add("end")
    if "procedures" in data:
        wanted.add("procedures")
    for section in sheet.sections:
        if section.key in wanted:
            texts = [t for block in section.blocks for t in
                     ([block.title] if block.title and section.key == "round" else []) + _block_text(sheet, block)]
            if section.intro:
                texts.insert(0, section.intro)
            out.append(RuleText(section.title, texts))
    kinds = data.get("cards") if isinstance(data.get("cards"), dict) else {}
    seen = set()
    for kind in kinds:
        block = kind_block(sheet, loc, kind) if kind in ir["kinds"] else None
        if block is not None and id(block) not in seen:
            seen.add(id(block))
            out.append(RuleText(block.title or _name(loc, f"card-{kind}", kind), _block_text(sheet, block)))
    params = data.get("parameters") if isinstance(data.get("parameters"), dict) else {}
    assumptions = data.get("assumptions") if isinstance(data.get("assumptions"), dict) else {}
    keys = {f"param-{p}" for p in params} | {f"assumption-{a}" for a in assumptions}
    for section in sheet.sections:
        bullets = [b for k, b in zip(section.bullet_keys, section.bullets) if k in keys]
        if bullets:
            out.append(RuleText(section.title, bullets))
    return out


def _name(loc, msg_id: str, fallback: str) -> str:
    try:
        return loc.format(msg_id) if loc.has(msg_id) else fallback
    except Exception:        # noqa: BLE001 - a broken message: show the identifier
        return fallback


def _house_rule_text(state: State, lang: str) -> tuple[list[RuleText], list[str]]:
    """The changed rules' sheet sentences, and the `diff` sentences against the base."""
    from rulewright.cli.diff_command import diff_report
    from rulewright.compiler.sheet.document import build_sheet
    result = state.result
    if result is None or result.ir is None or state.base_root is None:
        return [], []
    base_root = _resolved(state.base_root)
    unsaved = {p: t for p, t in state.others.items() if p.parent == base_root}
    if unsaved:              # the base as the editor holds it: compiled here, not kept
        from rulewright.compiler.build import compile_ruleset
        from rulewright.compiler.sources import buffers
        with buffers(unsaved):
            base = compile_ruleset(base_root)
        old_sheet = build_sheet(base.ir, localizer(base.root, base.ir, lang)) if base.ir is not None else None
    else:
        base = base_compile(base_root)[0]
        old_sheet = base_sheet(base_root, lang)
    if base.ir is None or old_sheet is None:
        return [], []
    loc = localizer(result.root, result.ir, lang)
    new_sheet = state.sheets.get(lang)
    if new_sheet is None:
        new_sheet = state.sheets[lang] = own_sheet(state, result.ir, loc, lang, base)
    report = diff_report(base, result, lang, old_sheet=old_sheet, new_sheet=new_sheet, loc=loc)
    texts = []
    for _name, label, _before, _after, sentence in report.params:
        texts.append(RuleText(label, [sentence]))
    for change in report.changes:
        if change.after is not None:
            texts.append(RuleText(change.where, [plain(change.after)]))
        else:
            texts.append(RuleText(change.where, [f"{report.removed_word}: {plain(change.before)}"]))
    blocks, current = [], []
    for line in report.lines() + [""]:          # `diff`'s lines, one block per change
        if line:
            current.append(line)
        elif current:
            blocks.append("\n".join(current))
            current = []
    return texts, blocks


# ---- the entry point -----------------------------------------------------------------------

def analyze(path: Path, text: str, lang: str = "en", others: dict | None = None,
            rules_text: bool = True) -> Analysis:
    """Diagnostics, rules text and diff of `text` as the content of `path`, in `lang`.
    `others` (optional): the unsaved texts of other files an editor holds, path -> text.
    `rules_text=False`: diagnostics only (a language server needs no sheet text; about half the cost)."""
    start = time.perf_counter()
    lines = LineMap(text if isinstance(text, str) else "")
    try:
        state = compile_state(Path(path), text, others)
        diagnostics = _editor_diagnostics(state, lines)
        analysis = Analysis(diagnostics, [], [], 0.0, state.kind, lang)
        ir = state.result.ir if state.result is not None else None
        if ir is not None:
            analysis.languages = list(ir["ruleset"]["locales"]["languages"])
            if lang in analysis.languages and rules_text:
                try:
                    if state.kind == "house_rule":
                        analysis.rules_text, analysis.diff = _house_rule_text(state, lang)
                    else:
                        analysis.rules_text = _ruleset_file_text(state, lang)
                except Exception as exc:     # noqa: BLE001 - a locale problem: say so, keep the rest
                    log.debug("rules text failed", exc_info=True)
                    analysis.diagnostics.append(EditorDiagnostic(
                        Range(Position(0, 0), Position(0, 0)), "warning", "RW511",
                        f"the rules text in '{lang}' cannot be written: {exc}", None))
            elif lang not in analysis.languages:
                analysis.diagnostics.append(EditorDiagnostic(
                    Range(Position(0, 0), Position(0, 0)), "warning", "RW506",
                    f"the ruleset has no '{lang}' translation; it offers {', '.join(analysis.languages)}",
                    "choose one of its languages for the rules text"))
    except Exception as exc:     # noqa: BLE001 - an editor must never see a traceback
        log.exception("analysis failed")
        analysis = Analysis([EditorDiagnostic(Range(Position(0, 0), Position(0, 0)), "error", "RW000",
                                              f"the file could not be analysed: {type(exc).__name__}: {exc}",
                                              "this is a fault of rulewright: please report it with the file")],
                            [], [], 0.0, "none", lang)
    analysis.seconds = time.perf_counter() - start
    return analysis
