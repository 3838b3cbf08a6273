"""The part of compiler/yaml_loader.py that runs PyYAML: the event stream of a rule file built
into plain data with the position of every value, and PyYAML's errors as diagnostics.

Imported only when a text is loaded that the user cache does not hold (yaml_loader.py keeps
the data and positions of files that loaded without a problem): a `validate` of unchanged
files does not import yaml at all.
"""
from __future__ import annotations

import json
import re
from typing import Any

import yaml

from .diagnostics import Diagnostic, Span
from .yaml_hints import flow_code_hint
from .yaml_loader import (_ANCHOR_HINT, _BOOL_RE, _BOOL_TAG, _FLOAT_RE, _FLOAT_TAG, _INT_RE, _INT_TAG, _MAP_TAG,
                          _MAX_ANCHOR_REPORTS, _NULL_RE, _NULL_TAG, _SEQ_TAG, _STR, _TAB_HINT,
                          _TAG_HINT, _TAG_PREFIX, MAX_NUMBER, Loaded, _index_to_pos, _Pos, format_path)

# Characters YAML (and PyYAML's reader) refuse: everything outside the printable set. (Here,
# not in yaml_loader.py: compiling it takes some milliseconds, and only a text loaded needs it.)
_NON_PRINTABLE = re.compile(
    "[^\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")

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
