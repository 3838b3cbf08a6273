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

Every problem becomes a `Diagnostic`; nothing here raises on bad input. The part that runs
PyYAML (the event stream built into data with positions, its errors) is compiler/yaml_events.py.

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
import marshal
import os
import pathlib
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from rulewright import usercache

from .diagnostics import Diagnostic, Span

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

_BAD_ASCII_BYTES = re.compile(rb"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
# Line breaks as libyaml counts them (marks use these).
_BREAK_RE = re.compile("\r\n|[\r\n\x85\u2028\u2029]")
_IDENT_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")

_ANCHOR_HINT = "write the value out in full; anchors and aliases are not allowed in rule files"
_TAB_HINT = "replace the tab with spaces (configure your editor to insert spaces for Tab in YAML files)"
_TAG_HINT = "remove the tag; rule files use plain YAML values only"
_MAX_ANCHOR_REPORTS = 10

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
    name = _entry_name(text)
    kept = _read_entry(name) if name is not None else None
    if kept is not None:
        loaded.data, loaded._table = kept
        return loaded
    from .yaml_events import _load_into              # PyYAML: compiler/yaml_events.py
    try:
        _load_into(loaded, text)
    except Exception as exc:  # noqa: BLE001 - never let PyYAML surprises escape
        loaded.data = None
        loaded.diagnostics.append(Diagnostic(
            "RW004", f"could not read YAML: {type(exc).__name__}: {exc}".strip(),
            file=file, line=1, column=1, hint="check the file for unusual syntax"))
    if name is not None and not loaded.diagnostics:
        try:
            usercache.write(name, marshal.dumps((loaded.data, loaded._table)), keep=MAX_CACHED)
        except ValueError:               # a value marshal cannot write: not kept
            pass
    return loaded


# ---- the user cache (rulewright/usercache.py): the data and positions of a file that loaded
# without a problem, keyed by its text, the source of this module, of yaml_events.py and of
# PyYAML (its version, and its C extension's size and time); a file with diagnostics is loaded
# every time, so they are PyYAML's own. Nothing but plain data is kept (marshal).

MAX_CACHED = 2_000


@lru_cache(maxsize=1)
def _code_key() -> str | None:
    if usercache.folder() is None:
        return None
    try:
        here = os.path.dirname(os.path.abspath(__file__))
        parts = []
        for name in ("yaml_loader.py", "yaml_events.py", "yaml_hints.py"):
            with open(os.path.join(here, name), "rb") as f:
                parts.append(f.read())
        parts += usercache.package_sources("yaml", ("__init__.py",))
        import importlib.util
        folder = importlib.util.find_spec("yaml").submodule_search_locations[0]
        for entry in sorted(os.listdir(folder)):
            if entry.endswith((".so", ".pyd")):
                st = os.stat(os.path.join(folder, entry))
                parts.append(f"{entry} {st.st_size} {st.st_mtime_ns}")
        return usercache.digest(*parts)
    except Exception:
        return None


def _entry_name(text: str) -> str | None:
    key = _code_key()
    return None if key is None else f"yaml-{usercache.digest(key, text)}.marshal"


def _read_entry(name: str):
    data = usercache.read(name)
    if data is None:
        return None
    try:
        value = marshal.loads(data)
    except (EOFError, ValueError, TypeError):      # a broken entry: load the text again
        return None
    if not (isinstance(value, tuple) and len(value) == 2 and isinstance(value[1], dict)):
        return None
    return value


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
