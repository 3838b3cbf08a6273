"""Translation checker used by `rulewright validate`.

A ruleset names things with identifiers (`fortune_tellers_tent`); their display names
and every sentence live in Fluent files `locales/<lang>/<resource>.ftl`. This module
checks those files against the message ids the ruleset needs, so that a missing or
broken translation is found when validating, not when a player reads `{???}`.

Codes:
  RW501 error    a required message is missing in a language (at the YAML name that needs
                 it); also a translation that lacks the value or an attribute the reference
                 language has (at the FTL line)
  RW502 warning  a message in a locale file that no rule needs (extra or stale)
  RW503 error    unparseable FTL (Junk entry, not UTF-8, nested too deeply to parse)
  RW504 error    a message (value or attribute) uses other `$variables` than the
                 reference language's same message
  RW505 error    the same id twice in one FTL file (at the second; the first one wins)
  RW506 error    a language code babel does not know, or a missing language folder/file
  RW508 error    a locale file larger than MAX_FTL_BYTES (not read)
  RW510 error    a message refers to one that does not exist, or to itself through a chain
  RW512 warning  a `.gender` / `.card-gender` the language's sentences do not know

Never raises for any file content.
"""
from __future__ import annotations

import difflib
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from fluent.syntax import ast as FTL

from rulewright.compiler.diagnostics import ERROR, WARNING, Diagnostic, Span
from rulewright.i18n import (ENGINE_RESOURCES, MAX_FTL_BYTES, LineIndex, LocaleError, LocaleFileTooLarge, decode_ftl,
                             entry_key, junk_position, parse_ftl, parse_language)

_IDENTIFIER = re.compile(r"-?[a-zA-Z][a-zA-Z0-9_-]*")
_JUNK_ID = re.compile(r"^(-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=", re.MULTILINE)


@dataclass
class _LocaleFile:
    lang: str
    display: str
    text: str
    index: LineIndex
    entries: dict[str, FTL.Message | FTL.Term] = field(default_factory=dict)  # first definitions
    broken: set[str] = field(default_factory=set)  # ids that start an unparseable (Junk) entry

    def span(self, start: int, end: int | None = None) -> Span:
        line, col = self.index.position(start)
        if end is None or end <= start:
            return Span(self.display, line, col)
        end_line, end_col = self.index.position(end)
        return Span(self.display, line, col, end_line, end_col)

    def id_span(self, node: FTL.Message | FTL.Term | FTL.Attribute) -> Span:
        s = node.id.span if node.id.span is not None else node.span
        return self.span(s.start, s.end) if s is not None else Span(self.display, 1, 1)

    def source(self, node: FTL.SyntaxNode | None) -> str:
        if node is None or node.span is None:
            return ""
        return self.text[node.span.start:node.span.end]


def check_translations(locale_root: Path, resource: str, languages: list[str],
                       required: dict[str, Span | None], reference_lang: str = "en",
                       display_root: str | None = None,
                       provided: dict[str, set[str]] | None = None,
                       optional: set[str] | None = None, fallback_root: Path | None = None,
                       reference_root: Path | None = None,
                       allowed: dict[str, set[str]] | None = None, disk=None) -> list[Diagnostic]:
    """Check `locale_root/<lang>/<resource>.ftl` for every language; see module docstring.
    `provided`: ids that another source (a house rule's own messages) gives per language.
    `optional`: ids a ruleset may translate (not stale), needed in every language once the
    reference language has them.
    `fallback_root`: rulewright's own locale folder, whose engine, sheet and report messages
    a message may refer to when `locale_root` has no such file.
    `reference_root`: where the reference language is read when it is not one of `languages`
    (default: `locale_root`).
    `allowed`: for a message or attribute ("card-x.face"), the only `$variables` the engine
    gives it (RW504 in the reference language otherwise).
    `disk`: what the files are read through (compiler.locale_cache: every question the check
    asks the file system goes through it, and nothing else it reads may change its result)."""
    from .locale_cache import DISK
    disk = disk or DISK
    root = Path(locale_root)
    out: list[Diagnostic] = []

    def show(path: Path) -> str:
        if display_root is None:
            return str(path)
        try:
            rel = os.path.relpath(os.path.abspath(path), os.path.abspath(display_root))
        except ValueError:  # other drive (Windows)
            return str(path)
        return Path(rel).as_posix()

    langs = list(dict.fromkeys(languages))
    files: dict[str, _LocaleFile | None] = {}
    for lang in langs:
        files[lang] = _load(root, resource, lang, show, out, disk)

    reference = files.get(reference_lang)
    if reference_lang not in files:
        reference = _load(Path(reference_root) if reference_root is not None else root,
                          resource, reference_lang, show, [], disk)
        if reference is None:
            out.append(Diagnostic(
                "RW506", f'reference language "{reference_lang}" has no readable '
                f"{show(root / reference_lang / (resource + '.ftl'))}; variables were not compared",
                ERROR, show(root / reference_lang / (resource + ".ftl"))))

    if reference is not None and allowed:
        out.extend(_check_allowed(reference, allowed))
    required_ids = list(required)
    for lang in langs:
        loc = files[lang]
        if loc is None:
            continue
        compare = reference if reference is not None and lang != reference_lang else None
        elsewhere = (provided or {}).get(lang, set())
        needed = {k: v for k, v in required.items() if k not in elsewhere}
        if reference is not None:
            needed.update({k: None for k in optional or () if k in reference.entries and k not in elsewhere})
        out.extend(_check_required(loc, needed, compare, reference_lang))
        if compare is not None:
            out.extend(_check_variables(loc, compare, reference_lang))
        out.extend(_check_extra(loc, {**required, **dict.fromkeys(optional or ())}, required_ids))
        out.extend(_check_genders(loc))
        out.extend(_check_references(loc, _ids_beside(root / lang, resource,
                                                      fallback_root / lang if fallback_root else None, disk)))
    return sorted(out, key=Diagnostic.sort_key)


# ---------------------------------------------------------------------------
# Loading: RW506, RW503, RW505
# ---------------------------------------------------------------------------

def _load(root: Path, resource: str, lang: str, show, out: list[Diagnostic], disk) -> _LocaleFile | None:
    try:
        parse_language(lang)
    except LocaleError as exc:
        out.append(Diagnostic("RW506", str(exc), ERROR,
                              hint="use a CLDR language code such as en, nl, de or pt-BR"))
        return None
    folder = root / lang
    path = folder / f"{resource}.ftl"
    if not disk.is_dir(folder):
        out.append(Diagnostic("RW506", f'no locale folder for language "{lang}"', ERROR,
                              show(folder) + "/",
                              hint=f"create {show(path)} with a translation of every name"))
        return None
    if not disk.is_file(path):
        out.append(Diagnostic("RW506", f'no "{lang}" locale file for "{resource}"', ERROR,
                              show(path), hint=f"create {show(path)} with a translation of every name"))
        return None
    display = show(path)
    try:
        data = disk.read_ftl(path)
    except OSError as exc:
        out.append(Diagnostic("RW506", f"cannot read locale file: {exc.strerror or exc}", ERROR, display))
        return None
    except LocaleFileTooLarge:
        out.append(Diagnostic("RW508", f"locale file is too large: more than {MAX_FTL_BYTES:,} bytes "
                              "(the limit); it was not read", ERROR, display, 1, 1,
                              hint="split it into smaller files, or remove messages no rule needs"))
        return None
    try:
        text = decode_ftl(data)
    except UnicodeDecodeError as exc:
        good = data[:exc.start].decode("utf-8-sig", errors="replace")
        line, col = LineIndex(good).position(len(good))
        out.append(Diagnostic("RW503", f"not valid UTF-8 text (byte 0x{data[exc.start]:02x})",
                              ERROR, display, line, col,
                              hint="Fluent files must be UTF-8 text; was a binary file saved here?"))
        return None

    loc = _LocaleFile(lang, display, text, LineIndex(text))
    try:
        parsed = parse_ftl(text)
    except RecursionError:
        out.append(Diagnostic("RW503", "Fluent text nested too deeply to parse", ERROR, display, 1, 1,
                              hint="a message nests '{' placeables hundreds of levels deep: "
                                   "write it with fewer nested { }"))
        return None                 # nothing of it can be checked; one error is enough
    except Exception as exc:  # the parser should not raise; never let it escape
        out.append(Diagnostic("RW503", f"cannot parse Fluent file ({type(exc).__name__}: {exc})",
                              ERROR, display, 1, 1))
        return loc

    for entry in parsed.body:
        if isinstance(entry, FTL.Junk):
            out.append(_junk(loc, entry))
            loc.broken.update(_JUNK_ID.findall(entry.content or ""))
        elif isinstance(entry, (FTL.Message, FTL.Term)):
            key = entry_key(entry)
            first = loc.entries.get(key)
            if first is None:
                loc.entries[key] = entry
                continue
            first_line = loc.id_span(first).line
            out.append(Diagnostic.at(
                "RW505", f'"{key}" is defined twice in this file (first at line {first_line})',
                loc.id_span(entry), hint=f"remove or rename one; until then line {first_line} is used"))
    return loc


def _junk(loc: _LocaleFile, junk: FTL.Junk) -> Diagnostic:
    offset, what = junk_position(junk)
    span = loc.span(offset)
    ids = _JUNK_ID.findall(junk.content or "")
    entry = f' in "{ids[0]}"' if ids else ""
    return Diagnostic.at("RW503", f"Fluent syntax error{entry}: {what}", span,
                         hint="the whole entry is ignored until it parses; "
                              "syntax: https://projectfluent.org/fluent/guide/")


# ---------------------------------------------------------------------------
# RW501: missing translations
# ---------------------------------------------------------------------------

def _check_required(loc: _LocaleFile, required: dict[str, Span | None],
                    reference: _LocaleFile | None, ref_lang: str) -> list[Diagnostic]:
    out = []
    for msg_id, yaml_span in required.items():
        entry = loc.entries.get(msg_id)
        if entry is None:
            if msg_id in loc.broken:
                continue  # reported as RW503 at the broken entry
            out.append(Diagnostic.at("RW501", f'no "{loc.lang}" translation for "{msg_id}"', yaml_span,
                                     hint=_missing_hint(loc, msg_id, reference, ref_lang)))
            continue
        ref = reference.entries.get(msg_id) if reference is not None else None
        if ref is None:
            continue
        if ref.value is not None and entry.value is None:
            out.append(Diagnostic.at(
                "RW501", f'"{loc.lang}" translation for "{msg_id}" has no value ("{ref_lang}" has one)',
                loc.id_span(entry), hint=f'add a value: {msg_id} = ...   ({ref_lang}: {_snippet(reference, ref.value)})'))
        have = {a.id.name for a in entry.attributes}
        for attr in ref.attributes:
            if attr.id.name not in have:
                out.append(Diagnostic.at(
                    "RW501", f'"{loc.lang}" translation for "{msg_id}" lacks attribute '
                    f'.{attr.id.name} ("{ref_lang}" has it)', loc.id_span(entry),
                    hint=f"add a line `    .{attr.id.name} = ...` under {msg_id}   "
                         f"({ref_lang}: {_snippet(reference, attr.value)})"))
    return out


def _missing_hint(loc: _LocaleFile, msg_id: str, reference: _LocaleFile | None, ref_lang: str) -> str:
    if not _IDENTIFIER.fullmatch(msg_id) or msg_id.startswith("-"):
        return (f'"{msg_id}" is not a valid Fluent message id (letters, digits, "_" and "-", '
                "starting with a letter); rename it in the rules")
    hint = f"add it to {loc.display}, e.g. `{msg_id} = ...`"
    ref = reference.entries.get(msg_id) if reference is not None else None
    if ref is not None and ref.value is not None:
        hint += f'  ({ref_lang}: {_snippet(reference, ref.value)})'
    if "-" + msg_id in loc.entries:
        hint += f"; the file has a term -{msg_id}, but terms are private: write it without the '-'"
    return hint


def _snippet(loc: _LocaleFile, node: FTL.SyntaxNode | None) -> str:
    text = " ".join(loc.source(node).split())
    return text if len(text) <= 60 else text[:57] + "..."


# ---------------------------------------------------------------------------
# RW504: variables differ from the reference language
# ---------------------------------------------------------------------------

def _nodes(node: FTL.BaseNode | None):
    """Every node of a Fluent syntax tree, without recursion (a pattern may nest very deep)."""
    stack = [node] if node is not None else []
    while stack:
        current = stack.pop()
        yield current
        for value in vars(current).values():
            if isinstance(value, FTL.BaseNode):
                stack.append(value)
            elif isinstance(value, list):
                stack.extend(v for v in value if isinstance(v, FTL.BaseNode))


def _variables(node: FTL.BaseNode | None) -> set[str]:
    """All `$name`s in a pattern (select expressions, call arguments ...)."""
    return {n.id.name for n in _nodes(node) if isinstance(n, FTL.VariableReference)}


def _check_allowed(reference: _LocaleFile, allowed: dict[str, set[str]]) -> list[Diagnostic]:
    """Messages (or `id.attr`) of the reference language that use a `$variable` the engine never
    gives them, such as a card's `.face` naming an attribute the cards do not have."""
    out = []
    for label, names in allowed.items():
        key, _, attr = label.partition(".")
        entry = reference.entries.get(key)
        if entry is None:
            continue
        node = next((a for a in entry.attributes if a.id.name == attr), None) if attr else entry
        pattern = node.value if node is not None else None
        unknown = sorted(_variables(pattern) - names) if pattern is not None else []
        if unknown:
            out.append(Diagnostic.at(
                "RW504", f'"{label}" uses ' + ", ".join(f"${v}" for v in unknown) + ", which it is never given",
                reference.id_span(node),
                hint="it can use " + (", ".join(f"${v}" for v in sorted(names)) or "no variables")))
    return out


def _check_variables(loc: _LocaleFile, reference: _LocaleFile, ref_lang: str) -> list[Diagnostic]:
    out = []
    for key, entry in loc.entries.items():
        ref = reference.entries.get(key)
        if ref is None:
            continue
        pairs = [(key, entry, entry.value, ref.value)]
        ref_attrs = {a.id.name: a for a in ref.attributes}
        seen_attrs: set[str] = set()
        for attr in entry.attributes:
            if attr.id.name in ref_attrs and attr.id.name not in seen_attrs:
                seen_attrs.add(attr.id.name)
                pairs.append((f"{key}.{attr.id.name}", attr, attr.value, ref_attrs[attr.id.name].value))
        for label, node, pattern, ref_pattern in pairs:
            if pattern is None or ref_pattern is None:
                continue
            mine, theirs = _variables(pattern), _variables(ref_pattern)
            if mine == theirs:
                continue
            parts = []
            if theirs - mine:
                parts.append("missing " + ", ".join(f"${v}" for v in sorted(theirs - mine)))
            if mine - theirs:
                parts.append("unknown " + ", ".join(f"${v}" for v in sorted(mine - theirs)))
            uses = ", ".join(f"${v}" for v in sorted(theirs)) or "no variables"
            out.append(Diagnostic.at(
                "RW504", f'"{label}" in "{loc.lang}" uses other variables than in "{ref_lang}": '
                + "; ".join(parts), loc.id_span(node),
                hint=f'"{ref_lang}" uses {uses}; a translation must use the same ones'))
    return out


# ---------------------------------------------------------------------------
# RW510: references to nothing, and references that come back to themselves
# ---------------------------------------------------------------------------

_ENTRY_ID = re.compile(r"^(-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=", re.MULTILINE)


def _ids_beside(folder: Path, resource: str, fallback: Path | None, disk) -> set[str]:
    """Ids of the other locale files of a language (sheet, report, engine): the commands load
    them together, so a message may use theirs. An engine file the folder lacks is read from
    `fallback` (rulewright's own folder of that language), as the commands do."""
    ids: set[str] = set()
    paths = disk.glob(folder, "*.ftl")
    if fallback is not None and disk.resolve(fallback) != disk.resolve(folder):
        paths += [fallback / f"{name}.ftl" for name in ENGINE_RESOURCES
                  if not disk.is_file(folder / f"{name}.ftl") and disk.is_file(fallback / f"{name}.ftl")]
    for path in paths:
        if path.stem != resource:
            try:
                ids.update(_ENTRY_ID.findall(decode_ftl(disk.read_ftl(path))))
            except (OSError, UnicodeDecodeError, LocaleFileTooLarge):
                pass
    return ids


def _references(pattern: FTL.BaseNode | None) -> list:
    """The (key, attribute) pairs a pattern refers to, with the reference node."""
    found = []
    for current in _nodes(pattern):
        if isinstance(current, (FTL.MessageReference, FTL.TermReference)):
            key = ("-" if isinstance(current, FTL.TermReference) else "") + current.id.name
            found.append(((key, current.attribute.name if current.attribute else None), current))
    return found


def _check_references(loc: _LocaleFile, elsewhere: set[str]) -> list[Diagnostic]:
    """A reference to a message that exists nowhere, or a chain of references that comes back
    to where it started, fails only when the text is shown: report it here, at its place."""
    out = []
    edges: dict[tuple, list] = {}
    for key, entry in loc.entries.items():
        parts = [((key, None), entry.value)] + [((key, a.id.name), a.value) for a in entry.attributes]
        for node, pattern in parts:
            edges[node] = _references(pattern)
    for node, refs in edges.items():
        for (key, attr), ref in refs:
            if key in loc.entries or key in elsewhere or key in loc.broken:
                continue
            shown = key + (f".{attr}" if attr else "")
            guess = difflib.get_close_matches(key, list(loc.entries), n=1)
            out.append(Diagnostic.at("RW510", f'"{node[0]}" refers to "{shown}", which does not exist',
                                     loc.span(ref.span.start, ref.span.end) if ref.span else loc.id_span(loc.entries[node[0]]),
                                     hint=f'did you mean "{guess[0]}"?' if guess else "define it, or write the text itself"))
    # cycles: depth-first search without recursion; each cycle is reported once, at its first entry
    state: dict[tuple, int] = {}          # 1 on the current path, 2 done
    for start in edges:
        if state.get(start):
            continue
        path, stack = [], [(start, iter(edges.get(start, [])))]
        state[start] = 1
        path.append(start)
        while stack:
            node, it = stack[-1]
            step = next(it, None)
            if step is None:
                stack.pop()
                path.pop()
                state[node] = 2
                continue
            target = step[0]
            if target not in edges:
                continue
            if state.get(target) == 1:
                cycle = path[path.index(target):] + [target]
                names = " -> ".join(k + (f".{a}" if a else "") for k, a in cycle)
                out.append(Diagnostic.at("RW510", f'"{target[0]}" refers to itself: {names}',
                                         loc.id_span(loc.entries[target[0]]),
                                         hint="a message cannot be shown if it needs itself: write the text out"))
            elif not state.get(target):
                state[target] = 1
                path.append(target)
                stack.append((target, iter(edges[target])))
    return out


# ---------------------------------------------------------------------------
# RW512: genders the sentences do not know

# the genders rulewright's own sentences (sheet.ftl, engine.ftl) choose articles by, per
# language; another value falls to the default article, as if none were given
GENDERS = {"de": ("masc", "fem", "neut"), "nl": ("de", "het")}


def unknown_genders(lang: str, entries) -> list[tuple[str, str, int, int]]:
    """(message.attribute, message text, start, end) of each `.gender` / `.card-gender` among
    `entries` that is no gender of `lang`'s sentences (nothing for a language not in GENDERS)."""
    allowed = GENDERS.get(lang)
    out = []
    for entry in entries if allowed else ():
        for attr in getattr(entry, "attributes", ()):
            if attr.id.name not in ("gender", "card-gender") or attr.value is None:
                continue
            elements = attr.value.elements
            value = elements[0].value.strip() if len(elements) == 1 and isinstance(elements[0], FTL.TextElement) \
                else None
            if value in allowed:
                continue
            where = attr.value.span or attr.span
            shown = f"'{value}'" if value is not None else "a value with placeables"
            out.append((f"{entry.id.name}.{attr.id.name}", f'"{entry.id.name}.{attr.id.name}" is {shown}, not a '
                        f'gender of "{lang}": the sentences use the default article for it',
                        where.start if where else 0, where.end if where else 0))
    return out


def gender_hint(lang: str) -> str:
    return "use one of: " + " | ".join(GENDERS[lang])


def _check_genders(loc: _LocaleFile) -> list[Diagnostic]:
    return [Diagnostic.at("RW512", message, loc.span(start, end), hint=gender_hint(loc.lang), severity=WARNING)
            for _, message, start, end in unknown_genders(loc.lang, loc.entries.values())]


# ---------------------------------------------------------------------------
# RW502: messages nobody needs
# ---------------------------------------------------------------------------

def _check_extra(loc: _LocaleFile, required: dict[str, Span | None],
                 required_ids: list[str]) -> list[Diagnostic]:
    out = []
    missing = [i for i in required_ids if i not in loc.entries]
    for key, entry in loc.entries.items():
        if isinstance(entry, FTL.Term) or key in required:
            continue
        # only ids still missing here: a renamed or misspelt id; translated ones are fine
        guess = difflib.get_close_matches(key, missing, n=1)
        hint = (f'did you mean "{guess[0]}"? otherwise remove it' if guess
                else "no rule needs it: remove it")
        out.append(Diagnostic.at("RW502", f'"{key}" is translated but not used by the rules',
                                 loc.id_span(entry), hint=hint, severity=WARNING))
    return out

