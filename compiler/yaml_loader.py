"""Safe YAML loading for rule files, keeping source positions for diagnostics.

Rule files are read with a YAML-1.2-core-like subset on top of PyYAML's (C) parser:

* only the event stream is used; plain Python data (dict/list/str/int/float/bool/None)
  is built here, so no PyYAML constructor ever runs and nothing can be instantiated;
* scalars: ``true``/``false`` are booleans, ``null``/``~``/empty are null, decimal
  integers without leading zeros are ints, decimals with a dot and/or exponent are
  floats; everything else (``yes``, ``no``, ``on``, ``1:30``, ``2024-01-01``, ``012``,
  ``.inf``, ``0x1F`` ...) stays a string; quoted scalars are always strings;
* mapping keys are strings (the key text as written);
* duplicate keys, anchors/aliases, merge keys, complex keys and custom tags are
  reported as diagnostics instead of being silently accepted.

Every problem becomes a `Diagnostic`; nothing here raises on bad input.

Codes:
    RW001  file cannot be read (missing, a directory, no permission, ...)
    RW002  file is larger than the size cap; not parsed
    RW003  file is not UTF-8 text (invalid UTF-8, NUL or other control characters)
    RW004  YAML syntax error (incl. tabs used for indentation, several documents)
    RW005  duplicate key in a mapping
    RW006  anchor, alias or merge key (``&a``, ``*a``, ``<<``) used
    RW007  complex mapping key (a mapping or list used as a key)
    RW008  custom or unsupported YAML tag (``!foo``, ``!!python/object``, ``!!set``, ...)
    RW009  a whole number beyond +-10^15
"""
from __future__ import annotations

import json
import os
import pathlib
import re
from dataclasses import dataclass, field
from typing import Any

import yaml

from .diagnostics import Diagnostic, Span
from .yaml_hints import flow_code_hint

__all__ = ["Loaded", "load_yaml_text", "load_yaml_file", "format_path", "MAX_BYTES"]

MAX_BYTES = 1_000_000
# Whole numbers in rule files, as in rule code (the runtime keeps numbers within the same bound).
MAX_NUMBER = 10**15

_TAG_PREFIX = "tag:yaml.org,2002:"
_STR = _TAG_PREFIX + "str"
_INT_TAG = _TAG_PREFIX + "int"
_FLOAT_TAG = _TAG_PREFIX + "float"
_BOOL_TAG = _TAG_PREFIX + "bool"
_NULL_TAG = _TAG_PREFIX + "null"
_MAP_TAG = _TAG_PREFIX + "map"
_SEQ_TAG = _TAG_PREFIX + "seq"

_BOOL_RE = re.compile(r"(?:true|false)\Z")
_NULL_RE = re.compile(r"(?:~|null|)\Z")
_INT_RE = re.compile(r"[-+]?(?:0|[1-9][0-9]*)\Z")
_FLOAT_RE = re.compile(
    r"[-+]?(?:(?:[0-9]+\.[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?|[0-9]+[eE][-+]?[0-9]+)\Z")

# Characters YAML (and PyYAML's reader) refuse: everything outside the printable set.
_NON_PRINTABLE = re.compile(
    "[^\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
_BAD_ASCII_BYTES = re.compile(rb"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
# Line breaks as libyaml counts them (marks use these).
_BREAK_RE = re.compile("\r\n|[\r\n\x85\u2028\u2029]")
_IDENT_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")

_ANCHOR_HINT = "write the value out in full; anchors and aliases are not allowed in rule files"
_TAB_HINT = "replace the tab with spaces (configure your editor to insert spaces for Tab in YAML files)"
_TAG_HINT = "remove the tag; rule files use plain YAML values only"
_MAX_ANCHOR_REPORTS = 10

_Base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class RulesLoader(_Base):  # type: ignore[misc, valid-type]
    """Safe loader with a YAML-1.2-core-like resolver; the global loaders stay untouched."""

    yaml_implicit_resolvers: dict = {}   # our own NEW dict, never SafeLoader's


RulesLoader.add_implicit_resolver(_BOOL_TAG, _BOOL_RE, list("tf"))
RulesLoader.add_implicit_resolver(_INT_TAG, _INT_RE, list("-+0123456789"))
RulesLoader.add_implicit_resolver(_FLOAT_TAG, _FLOAT_RE, list("-+0123456789."))
RulesLoader.add_implicit_resolver(_NULL_TAG, _NULL_RE, ["~", "n", ""])

_SCALAR_TAGS = {_STR, _INT_TAG, _FLOAT_TAG, _BOOL_TAG, _NULL_TAG}
_CHECKS = {_INT_TAG: _INT_RE, _FLOAT_TAG: _FLOAT_RE, _BOOL_TAG: _BOOL_RE, _NULL_TAG: _NULL_RE}


def format_path(path: tuple) -> str:
    """("a", "b c", 2, "d") -> 'a["b c"][2].d'; () -> ''."""
    out: list[str] = []
    for part in path:
        if isinstance(part, int) and not isinstance(part, bool):
            out.append(f"[{part}]")
        elif isinstance(part, str) and _IDENT_RE.match(part):
            out.append(("." if out else "") + part)
        else:
            out.append("[" + json.dumps(str(part), ensure_ascii=False) + "]")
    return "".join(out)


# A position is (line0, col0, end_line0, end_col0), all 0-based like PyYAML marks.
_Pos = tuple


@dataclass
class Loaded:
    file: str
    text: str
    data: Any
    diagnostics: list[Diagnostic]
    # path -> (key position or None, value position, scalar style or None, scalar text or None)
    _table: dict = field(default_factory=dict, repr=False, compare=False)
    _line_starts: list | None = field(default=None, repr=False, compare=False)

    # -- positions ----------------------------------------------------------------
    def _span(self, pos: _Pos | None) -> Span | None:
        if pos is None:
            return None
        return Span(self.file, pos[0] + 1, pos[1] + 1, pos[2] + 1, pos[3] + 1)

    def span(self, path: tuple) -> Span | None:
        entry = self._table.get(tuple(path))
        return None if entry is None else self._span(entry[1])

    def key_span(self, path: tuple) -> Span | None:
        entry = self._table.get(tuple(path))
        return None if entry is None else self._span(entry[0])

    def scalar_style(self, path: tuple) -> str | None:
        entry = self._table.get(tuple(path))
        return None if entry is None else entry[2]

    def _line(self, line0: int) -> str | None:
        if self._line_starts is None:
            starts, ends = [0], []
            for m in _BREAK_RE.finditer(self.text):
                ends.append(m.start())
                starts.append(m.end())
            ends.append(len(self.text))
            self._line_starts = list(zip(starts, ends))
        if 0 <= line0 < len(self._line_starts):
            start, end = self._line_starts[line0]
            return self.text[start:end]
        return None

    def _index(self, line0: int, col0: int) -> int | None:
        if self._line(line0) is None:
            return None
        return self._line_starts[line0][0] + col0  # type: ignore[index]

    def offset_position(self, path: tuple, offset: int) -> tuple[int, int]:
        """(line, column), 1-based, of character `offset` of the string value at `path`."""
        path = tuple(path)
        entry = self._table.get(path)
        if entry is None:
            for cut in range(len(path) - 1, -1, -1):
                parent = self._table.get(path[:cut])
                if parent is not None:
                    return parent[1][0] + 1, parent[1][1] + 1
            return 1, 1
        pos, style, raw = entry[1], entry[2], entry[3]
        start = (pos[0] + 1, pos[1] + 1)
        if raw is None or not isinstance(offset, int) or not 0 <= offset <= len(raw):
            return start
        try:
            if style in ("", "'", '"'):
                if pos[0] != pos[2]:
                    return start           # multi-line: folded, no exact mapping
                line = self._line(pos[0])
                if line is None:
                    return start
                source = line[pos[1]:pos[3]]
                quote = style
                if source.endswith(quote + raw + quote) and len(source) >= len(raw) + 2 * len(quote):
                    # endswith() also copes with a tag or anchor before the value
                    return pos[0] + 1, pos[3] - len(quote) - len(raw) + offset + 1
                return start               # escapes (or '' in single quotes)
            if style == "|":
                return self._literal_position(pos, raw, offset) or start
        except Exception:  # pragma: no cover - defensive; positions are best effort
            return start
        return start

    def _literal_position(self, pos: _Pos, raw: str, offset: int) -> tuple[int, int] | None:
        index = self._index(pos[0], pos[1])
        if index is None:
            return None
        bar = self.text.find("|", index)
        if bar < 0:
            return None
        header = pos[0]
        while self._line_starts[header][1] < bar:  # type: ignore[index]
            header += 1
        before = raw[:offset]
        line_in_value = before.count("\n")
        line_begin = before.rfind("\n") + 1
        col_in_line = offset - line_begin
        line_end = raw.find("\n", line_begin)
        value_line = raw[line_begin:] if line_end < 0 else raw[line_begin:line_end]
        line0 = header + 1 + line_in_value
        source = self._line(line0)
        if source is None or not source.endswith(value_line):
            return None
        indent = len(source) - len(value_line)
        if source[:indent].strip(" "):
            return None
        return line0 + 1, indent + col_in_line + 1


# ---------------------------------------------------------------------------------
# Loading


def _short_tag(tag: str) -> str:
    return "!!" + tag[len(_TAG_PREFIX):] if tag.startswith(_TAG_PREFIX) else tag


def _pos(event) -> _Pos:
    s, e = event.start_mark, event.end_mark
    return (s.line, s.column, e.line, e.column)


class _Frame:
    __slots__ = ("is_map", "value", "path", "record", "flow", "start", "last_end",
                 "key", "key_pos", "key_state", "seen", "index", "is_key")

    def __init__(self, is_map, value, path, record, flow, start, is_key):
        self.is_map = is_map
        self.value = value
        self.path = path
        self.record = record
        self.flow = flow
        self.start = start
        self.last_end = None
        self.key = None
        self.key_pos = None
        self.key_state = 0      # maps: 0 expect key, 1 key accepted, 2 key rejected
        self.seen: dict = {}
        self.index = 0
        self.is_key = is_key


class _Builder:
    def __init__(self, loaded: Loaded):
        self.loaded = loaded
        self.file = loaded.file
        self.table = loaded._table
        self.diags = loaded.diagnostics
        self.anchor_count = 0
        self.anchor_overflow_pos = None
        self.fatal = False        # data becomes None
        self.stack: list[_Frame] = []

    def current_path(self) -> tuple:
        """Path of the innermost node being built (for syntax errors)."""
        if not self.stack:
            return ()
        top = self.stack[-1]
        if top.is_map and top.key_state == 1:
            return top.path + (top.key,)
        return top.path

    # -- diagnostics ----------------------------------------------------------------
    def error(self, code, message, pos, path=(), hint=None):
        span = Span(self.file, pos[0] + 1, pos[1] + 1, pos[2] + 1, pos[3] + 1)
        self.diags.append(Diagnostic.at(code, message, span, format_path(path), hint))

    def anchor_error(self, message, pos, path):
        self.fatal = True
        self.anchor_count += 1
        if self.anchor_count <= _MAX_ANCHOR_REPORTS:
            self.error("RW006", message, pos, path, _ANCHOR_HINT)
        elif self.anchor_overflow_pos is None:
            self.anchor_overflow_pos = (pos, path)

    # -- main loop ------------------------------------------------------------------
    def run(self, text: str) -> Any:
        loader = RulesLoader(text)
        try:
            return self._events(loader)
        finally:
            try:
                loader.dispose()
            except Exception:  # pragma: no cover
                pass

    def _events(self, loader) -> Any:
        stack: list[_Frame] = []
        self.stack = stack
        root: Any = None
        documents = 0
        get_event = loader.get_event
        ScalarEvent, AliasEvent = yaml.ScalarEvent, yaml.AliasEvent
        MappingStartEvent, SequenceStartEvent = yaml.MappingStartEvent, yaml.SequenceStartEvent
        MappingEndEvent, SequenceEndEvent = yaml.MappingEndEvent, yaml.SequenceEndEvent
        DocumentStartEvent, StreamEndEvent = yaml.DocumentStartEvent, yaml.StreamEndEvent
        while True:
            event = get_event()
            kind = type(event)
            if kind is ScalarEvent:
                path, record, is_key = self._slot(stack)
                pos = _pos(event)
                if event.anchor is not None:
                    self.anchor_error(f"anchor &{event.anchor} is not allowed", pos, path)
                style = event.style or ""
                value = self._scalar(event, style, pos, path)
                if is_key:
                    self._key_done(stack[-1], event.value, pos, style == "" and event.tag is None)
                else:
                    root = self._value_done(stack, root, path, record, value, pos, style, event.value)
            elif kind is MappingStartEvent or kind is SequenceStartEvent:
                is_map = kind is MappingStartEvent
                path, record, is_key = self._slot(stack)
                pos = _pos(event)
                if event.anchor is not None:
                    self.anchor_error(f"anchor &{event.anchor} is not allowed", pos, path)
                tag = event.tag
                if tag is not None and tag != "!" and tag != (_MAP_TAG if is_map else _SEQ_TAG):
                    self._tag_error(tag, "a mapping" if is_map else "a list", pos, path)
                stack.append(_Frame(is_map, {} if is_map else [], path, record and not is_key,
                                    bool(event.flow_style), pos, is_key))
            elif kind is MappingEndEvent or kind is SequenceEndEvent:
                frame = stack.pop()
                if frame.flow or frame.last_end is None:
                    end = (event.end_mark.line, event.end_mark.column)
                else:
                    end = frame.last_end
                pos = (frame.start[0], frame.start[1], end[0], end[1])
                if frame.is_key:
                    self.error("RW007", "a mapping or list cannot be used as a key", pos,
                               frame.path, "keys must be plain text, e.g. 'name: value'")
                    self._key_done(stack[-1], None, pos, False)
                else:
                    root = self._value_done(stack, root, frame.path, frame.record, frame.value,
                                            pos, None, None)
            elif kind is AliasEvent:
                path, record, is_key = self._slot(stack)
                pos = _pos(event)
                self.anchor_error(f"alias *{event.anchor} is not allowed", pos, path)
                if is_key:
                    self._key_done(stack[-1], None, pos, False)
                else:
                    root = self._value_done(stack, root, path, record, None, pos, None, None)
            elif kind is DocumentStartEvent:
                documents += 1
                if documents > 1:
                    self.error("RW004", "only one YAML document per file", _pos(event), (),
                               "remove the extra '---' line, or split the documents into separate files")
                    self.fatal = True
                    return None
            elif kind is StreamEndEvent:
                return root
            # StreamStart / DocumentEnd: nothing to do

    @staticmethod
    def _slot(stack):
        """(path, record?, is_key) of the node that starts now."""
        if not stack:
            return (), True, False
        top = stack[-1]
        if top.is_map:
            if top.key_state == 0:
                return top.path, False, True
            if top.key_state == 1:
                return top.path + (top.key,), top.record, False
            return top.path + ((top.key,) if top.key is not None else ()), False, False
        return top.path + (top.index,), top.record, False

    def _key_done(self, top: _Frame, key: str | None, pos: _Pos, plain_untagged: bool):
        top.key_pos = pos
        top.key = key
        if key is None:
            top.key_state = 2
            return
        path = top.path + (key,)
        if key == "<<" and plain_untagged:
            self.anchor_error("merge keys ('<<') are not allowed", pos, path)
            top.key_state = 2
            return
        first = top.seen.get(key)
        if first is not None:
            self.error("RW005", f"duplicate key {json.dumps(key, ensure_ascii=False)} "
                                f"(first defined on line {first})", pos, path,
                       "remove or rename one of them")
            top.key_state = 2
            return
        top.seen[key] = pos[0] + 1
        top.key_state = 1

    def _value_done(self, stack, root, path, record, value, pos, style, raw):
        if not stack:
            if record:
                self.table[()] = (None, pos, style, raw)
            return value
        top = stack[-1]
        if top.is_map:
            if top.key_state == 1:
                top.value[top.key] = value
                if record:
                    self.table[path] = (top.key_pos, pos, style, raw)
            top.key_state = 0
            top.key = None
        else:
            top.value.append(value)
            top.index += 1
            if record:
                self.table[path] = (None, pos, style, raw)
        top.last_end = (pos[2], pos[3])
        return root

    def _tag_error(self, tag, what, pos, path):
        short = _short_tag(tag)
        if tag.startswith(_TAG_PREFIX) and tag in (_SCALAR_TAGS | {_MAP_TAG, _SEQ_TAG}):
            message = f"tag {short} cannot be used on {what}"
        else:
            message = f"custom YAML tags are not allowed ({short})"
        self.error("RW008", message, pos, path, _TAG_HINT)

    def _scalar(self, event, style, pos, path):
        text = event.value
        tag = event.tag
        if tag is None or tag == "!":
            if style == "" and tag is None:
                tag = self.resolve(text)
            else:
                return text
        elif tag not in _SCALAR_TAGS:
            self._tag_error(tag, "a scalar", pos, path)
            return self.resolve_value(text, style)
        elif tag != _STR and not _CHECKS[tag].match(text) and not (
                tag == _FLOAT_TAG and _INT_RE.match(text)):
            self.error("RW008", f"{json.dumps(text, ensure_ascii=False)} is not a valid "
                                f"{_short_tag(tag)} value", pos, path, _TAG_HINT)
            return text
        if tag == _INT_TAG and not _in_range(text):
            self.error("RW009", "number too large", pos, path,
                       f"numbers in rule files go from -{MAX_NUMBER:,} to {MAX_NUMBER:,} (10^15)")
            # the run has failed; keep a whole number of the right sign so no other check trips
            return -(MAX_NUMBER + 1) if text.startswith("-") else MAX_NUMBER + 1
        return _convert(tag, text)

    def resolve(self, text):
        return _resolver.resolve(yaml.ScalarNode, text, (True, False))

    def resolve_value(self, text, style):
        if style != "":
            return text
        return _convert(self.resolve(text), text)


def _in_range(text: str) -> bool:
    """An integer's text within +-MAX_NUMBER; int() is not trusted with thousands of digits."""
    digits = text.lstrip("+-").lstrip("0") or "0"
    return len(digits) <= len(str(MAX_NUMBER)) and int(digits) <= MAX_NUMBER


def _convert(tag: str, text: str) -> Any:
    if tag == _STR:
        return text
    if tag == _INT_TAG:
        try:
            return int(text)
        except ValueError:   # more digits than int() accepts (sys.get_int_max_str_digits)
            return text
    if tag == _FLOAT_TAG:
        return float(text)
    if tag == _BOOL_TAG:
        return text == "true"
    if tag == _NULL_TAG:
        return None
    return text  # pragma: no cover


class _Resolver(yaml.resolver.BaseResolver):
    """Only the implicit-resolver half of RulesLoader, usable without a parser instance."""

    yaml_implicit_resolvers = RulesLoader.yaml_implicit_resolvers


_resolver = _Resolver()


# ---------------------------------------------------------------------------------
# Syntax errors

def _friendly_syntax_error(error: yaml.MarkedYAMLError, text_line: str | None):
    """(message, hint, use_context_mark) for a PyYAML/libyaml error."""
    problem = (getattr(error, "problem", None) or "").strip()
    context = (getattr(error, "context", None) or "").strip()
    context_mark = getattr(error, "context_mark", None)
    lowered = problem.lower()
    if "tab character" in lowered:
        return ("tab character used for indentation; YAML needs spaces", _TAB_HINT, False)
    if "cannot start any token" in lowered:
        return ("this character cannot start a value",
                "quote the value, e.g. 'text' - values starting with @, `, % or | need quotes", False)
    if "mapping values are not allowed" in lowered:
        return ("unexpected ':' here",
                "a value that contains ': ' must be put in quotes; a nested key must go on its own "
                "line, indented under its parent", False)
    if "block sequence entries are not allowed" in lowered:
        return ("a list item ('- ') cannot start here",
                "put list items on their own lines, indented under their key", False)
    if "could not find expected ':'" in lowered:
        return ("expected ':' after a key",
                "each line of a mapping must look like 'key: value'; check for a missing colon "
                "or a wrongly indented line", "simple key" in context)
    if "expected '-' indicator" in lowered:
        return ("expected a list item ('- ...') here",
                "all items of a list must start with '- ' at the same indentation", False)
    if "did not find expected key" in lowered or "expected <block end>" in lowered:
        return ("this line does not fit here: expected 'key: value' at this indentation",
                "check the indentation of this line and of the lines above it", False)
    if "expected <document start>" in lowered:
        return ("unexpected content: this line does not fit the structure above it",
                "check the indentation; top-level keys must start in column 1", False)
    if "end of stream" in lowered and "quoted scalar" in context:
        return ("unclosed quote: this string has no closing quote",
                "add the missing closing quote", True)
    if "escape" in lowered or "hexdecimal" in lowered:
        return ("unknown escape sequence in a double-quoted string",
                "use single quotes, or write a backslash as \\\\", False)
    if "expected ',' or ']'" in lowered or "expected ',' or '}'" in lowered:
        closer = "]" if "]" in lowered else "}"
        opener = "[" if closer == "]" else "{"
        # found at the end of the file (or on an empty line): point at the bracket left open
        at_opener = context_mark is not None and not (text_line or "").strip()
        where = f" opened on line {context_mark.line + 1}" if context_mark is not None and not at_opener else ""
        return (f"unclosed '{opener}'{where}: expected ',' or '{closer}'",
                f"close the '{opener}' with '{closer}' and separate items with ','", at_opener)
    if "alphabetic or numeric" in lowered and ("anchor" in context or "alias" in context):
        return ("'&' and '*' start anchors and aliases, which are not allowed",
                "put the value in quotes", False)
    if "expected comment or line break" in lowered:
        return ("unexpected text after the value on this line",
                "quote the whole value; a comment must start with ' #'", False)
    if "directive" in lowered:
        return ("a line starting with '%' is read as a YAML directive",
                "quote values that start with '%'; directives are not needed in rule files", False)
    if "document indicator" in lowered:
        return ("'---' or '...' at the start of a line ends the document",
                "indent the text or put it in quotes", False)
    if "tag" in lowered:
        return ("invalid YAML tag", _TAG_HINT, False)
    if "expected node content" in lowered:
        return ("expected a value here", None, False)
    detail = problem or "invalid YAML"
    if context:
        detail = f"{detail} ({context})"
    return (f"YAML syntax error: {detail}", None, False)


def _tab_in_indent(line: str | None) -> int | None:
    """Column (0-based) of a tab inside the leading whitespace of `line`, else None."""
    if not line:
        return None
    for i, ch in enumerate(line):
        if ch == "\t":
            return i
        if ch != " " and ch != "-":
            return None
    return None


def _index_to_pos(text: str, index: int) -> tuple[int, int]:
    """0-based (line, column) of character `index`, counting line breaks like libyaml."""
    index = max(0, min(index, len(text)))
    line, start = 0, 0
    for m in _BREAK_RE.finditer(text, 0, index):
        if m.end() > index:
            break
        line += 1
        start = m.end()
    return line, index - start


# ---------------------------------------------------------------------------------
# Public entry points

def load_yaml_text(text: str, file: str) -> Loaded:
    """Load one rule file's text. Never raises; problems are in `.diagnostics`."""
    if not isinstance(text, str):
        loaded = Loaded(file, "", None, [])
        loaded.diagnostics.append(Diagnostic("RW003", "source is not text", file=file,
                                             line=1, column=1))
        return loaded
    if text.startswith("\ufeff"):
        text = text[1:]
    loaded = Loaded(file, text, None, [])
    try:
        _load_into(loaded, text)
    except Exception as exc:  # noqa: BLE001 - never let PyYAML surprises escape
        loaded.data = None
        loaded.diagnostics.append(Diagnostic(
            "RW004", f"could not read YAML: {type(exc).__name__}: {exc}".strip(),
            file=file, line=1, column=1, hint="check the file for unusual syntax"))
    return loaded


def _load_into(loaded: Loaded, text: str) -> None:
    file = loaded.file
    bad = _NON_PRINTABLE.search(text)
    if bad is not None:
        line0, col0 = _index_to_pos(text, bad.start())
        code = ord(bad.group())
        what = "a NUL character" if code == 0 else f"the control character U+{code:04X}"
        loaded.diagnostics.append(Diagnostic(
            "RW003", f"file contains {what}; rule files must be plain UTF-8 text",
            file=file, line=line0 + 1, column=col0 + 1, end_line=line0 + 1, end_column=col0 + 2,
            hint="is this a binary file? remove the character or save the file as UTF-8 text"))
        return
    builder = _Builder(loaded)
    try:
        data = builder.run(text)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line0, col0 = (mark.line, mark.column) if mark is not None else (0, 0)
        message, hint, use_context = _friendly_syntax_error(exc, loaded._line(line0))
        if use_context and exc.context_mark is not None:
            line0, col0 = exc.context_mark.line, exc.context_mark.column
        tab = _tab_in_indent(loaded._line(line0))
        if tab is not None and not use_context:
            message, hint, col0 = "tab character used for indentation; YAML needs spaces", _TAB_HINT, tab
        hint = flow_code_hint(loaded._line(line0), col0 + 1) or hint
        loaded.diagnostics.append(Diagnostic(
            "RW004", message, file=file, line=line0 + 1, column=col0 + 1,
            path=format_path(builder.current_path()), hint=hint))
        loaded.data = None
        return
    except yaml.reader.ReaderError as exc:
        line0, col0 = _index_to_pos(text, exc.position)
        loaded.diagnostics.append(Diagnostic(
            "RW003", f"file contains an unacceptable character ({exc.reason})",
            file=file, line=line0 + 1, column=col0 + 1,
            hint="remove the character or save the file as UTF-8 text"))
        loaded.data = None
        return
    if builder.anchor_overflow_pos is not None:
        pos, path = builder.anchor_overflow_pos
        more = builder.anchor_count - _MAX_ANCHOR_REPORTS
        builder.error("RW006", f"{more} more anchors, aliases or merge keys in this file",
                      pos, path, _ANCHOR_HINT)
    loaded.data = None if builder.fatal else data


def load_yaml_file(path: pathlib.Path, file: str | None = None,
                   max_bytes: int = MAX_BYTES) -> Loaded:
    """Read, check and load one rule file. Never raises; problems are in `.diagnostics`."""
    name = str(path) if file is None else file

    def fail(code, message, hint=None, text="", line=1, column=1):
        return Loaded(name, text, None, [Diagnostic(code, message, file=name, line=line,
                                                    column=column, hint=hint)])

    try:
        # a fifo or a device would block or never end: only regular files are rule files
        if os.path.exists(path) and not os.path.isfile(path) and not os.path.isdir(path):
            return fail("RW001", "cannot read file: not a regular file (a fifo, socket or device)",
                        "give a YAML file")
        with open(path, "rb") as handle:
            try:
                size = os.fstat(handle.fileno()).st_size
            except OSError:
                size = 0
            if size > max_bytes:
                return fail("RW002", f"file is too large: {size:,} bytes, the limit is "
                                     f"{max_bytes:,} bytes; it was not read",
                            "split the rules into several smaller files")
            raw = handle.read(max_bytes + 1)
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        return fail("RW001", f"cannot read file: {reason}",
                    "check that the path is right and the file is readable")
    except Exception as exc:  # noqa: BLE001 - e.g. bad path type
        return fail("RW001", f"cannot read file: {exc}",
                    "check that the path is right and the file is readable")
    if len(raw) > max_bytes:
        return fail("RW002", f"file is too large: more than {max_bytes:,} bytes (the limit); "
                             f"it was not read", "split the rules into several smaller files")
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    bad_at, bad_message = None, None
    control = _BAD_ASCII_BYTES.search(raw)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        bad_at = exc.start
        bad_message = f"file is not valid UTF-8 (byte 0x{raw[exc.start]:02x} cannot be decoded)"
        text = None
    if control is not None and (bad_at is None or control.start() < bad_at):
        bad_at = control.start()
        byte = raw[bad_at]
        what = "a NUL byte" if byte == 0 else f"the control byte 0x{byte:02x}"
        bad_message = f"file contains {what}; it looks like a binary file, not YAML text"
    if bad_at is not None:
        line_start = raw.rfind(b"\n", 0, bad_at) + 1
        line = raw.count(b"\n", 0, bad_at) + 1
        column = len(raw[line_start:bad_at].decode("utf-8", "replace")) + 1
        return fail("RW003", bad_message, "save the file as UTF-8 text",
                    raw.decode("utf-8", "replace"), line, column)
    return load_yaml_text(text, name)
