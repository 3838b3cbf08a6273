"""Hints for rule code that YAML split: in a flow mapping `{start: max(a, b)}` YAML ends the
value at the comma, and a '[' or ']' in an unquoted flow value or list item is YAML syntax. The
diagnostics that follow (an unclosed '{', a key '3)', a name 'b)' that is not valid) get a hint
that shows the code quoted."""
from __future__ import annotations

import re

from .diagnostics import Diagnostic

_IDENT_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")

_FLOW_KEY_RE = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)[ \t]*:[ \t]+")
_QUOTED_NAME_RE = re.compile(r"'([^']+)'|\[\"([^\"]+)\"\]")


def _unquoted(line: str, i: int):
    """(index, character) of each character of `line` from `i` on that is not inside quotes."""
    while i < len(line):
        ch = line[i]
        if ch in "\"'":
            close = line.find(ch, i + 1)
            i = len(line) if close < 0 else close + 1
            continue
        yield i, ch
        i += 1


def flow_code_values(line: str) -> list[tuple[int, int, str, str]]:
    """(start, end, key, text) of each unquoted value in a flow mapping on `line` that YAML
    cannot read whole: rule code with a ',' inside ( ) or [ ], or with '[' or ']'."""
    if "{" not in line:
        return []
    found = []
    for match in _FLOW_KEY_RE.finditer(line):
        if not line[:match.start()].rstrip().endswith(("{", ",")):
            continue                     # not a key of a flow mapping
        start = i = match.end()
        if start >= len(line) or line[start] in "\"'{[&*!|>#":
            continue                     # quoted, nested, or not rule code
        depth, split, end = 0, False, len(line)
        for i, ch in _unquoted(line, start):
            if ch in "([":
                depth += 1
                split |= ch == "["
            elif ch in ")]":
                if depth == 0:
                    end = i
                    break
                depth -= 1
                split |= ch == "]"
            elif ch == ",":
                if depth == 0:
                    end = i
                    break
                split = True
            elif ch == "}" and depth == 0 or ch == "#" and line[i - 1] in " \t":
                end = i
                break
        text = line[start:end].rstrip()
        if split and depth == 0 and text:
            found.append((start, start + len(text), match.group(1), text))
    return found


def flow_code_hint(line: str | None, column: int | None = None, names: tuple[str, ...] = ()) -> str | None:
    """The hint for a diagnostic on `line` (1-based `column`): quote the rule code YAML split,
    shown as it should be written. Only when the column falls inside that code, or the
    diagnostic names a piece of it (`names`, e.g. the key '3)' YAML made of `take(x, 3)`)."""
    values = flow_code_values(line or "")
    col0 = (column or 0) - 1
    chosen = next((v for v in values if v[0] <= col0 <= v[1]), None)
    if chosen is None:
        pieces = [n.strip() for n in names if n and not _IDENT_RE.match(n)]
        chosen = next((v for v in values for n in pieces if n in v[3]), None)
    if chosen is None:
        return _flow_sequence_hint(line or "", col0)
    _, _, key, text = chosen
    return f"rule code inside {{ }} must be quoted: {key}: {_quoted(text)}"


def _quoted(text: str) -> str:
    return '"' + text + '"' if '"' not in text else "'" + text.replace("'", "''") + "'"


_FLOW_SEQUENCE_RE = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)[ \t]*:[ \t]*\[")


def _flow_sequence_hint(line: str, col0: int) -> str | None:
    """`checks: [not alive(players[1]), ...]`: items of a flow sequence that are rule code with
    brackets or commas inside; the hint writes the list with each such item quoted."""
    for match in _FLOW_SEQUENCE_RE.finditer(line):
        start = match.end()
        items, item_start, depth, code, end = [], start, 0, False, len(line)
        for i, ch in _unquoted(line, start):
            if ch in "([":
                depth += 1
                code |= ch == "("
            elif ch in ")]":
                if depth == 0:            # the list's own ']'
                    end = i
                    break
                depth -= 1
            elif ch == "," and depth == 0:
                items.append(line[item_start:i].strip())
                item_start = i + 1
        items.append(line[item_start:end].strip())
        if code and match.start() <= col0 <= end + 1:
            written = ", ".join(x if x[:1] in "\"'" else _quoted(x) for x in items if x)
            return f"rule code inside [ ] must be quoted: {match.group(1)}: [{written}]"
    return None


def add_flow_code_hints(diagnostics: list[Diagnostic], texts: dict[str, str]) -> None:
    """Give each diagnostic about rule code YAML split in a flow mapping the quoting hint."""
    lines: dict[str, list[str]] = {}
    for d in diagnostics:
        text = texts.get(d.file or "")
        if text is None or not d.line or "{" not in text:
            continue
        if d.file not in lines:
            lines[d.file] = text.splitlines()
        file_lines = lines[d.file]
        if d.line > len(file_lines) or d.hint and d.hint.startswith("rule code inside"):
            continue
        names = tuple(a or b for a, b in _QUOTED_NAME_RE.findall(f"{d.message} {d.path or ''}"))
        yaml_level = d.code[:3] in ("RW0", "RW1", "RW3")
        hint = flow_code_hint(file_lines[d.line - 1], d.column, names if yaml_level else ())
        if hint:
            d.hint = hint
