"""Diagnostics as data: every problem found in a ruleset is one `Diagnostic`.

Stages collect diagnostics instead of raising, so one run reports every problem.
Rendering (text with a caret, or JSON) lives here too, so all stages print alike.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Iterable

ERROR = "error"
WARNING = "warning"


@dataclass(frozen=True)
class Span:
    """A region of a source file; lines and columns count from 1."""

    file: str
    line: int
    column: int
    end_line: int | None = None
    end_column: int | None = None


@dataclass
class Diagnostic:
    code: str
    message: str
    severity: str = ERROR
    file: str | None = None
    line: int | None = None
    column: int | None = None
    end_line: int | None = None
    end_column: int | None = None
    path: str = ""
    hint: str | None = None

    @classmethod
    def at(cls, code: str, message: str, span: Span | None, path: str = "",
           hint: str | None = None, severity: str = ERROR) -> "Diagnostic":
        if span is None:
            return cls(code, message, severity, path=path, hint=hint)
        return cls(code, message, severity, span.file, span.line, span.column,
                   span.end_line, span.end_column, path, hint)

    @property
    def is_error(self) -> bool:
        return self.severity == ERROR

    def sort_key(self):
        return (self.file or "", self.line or 0, self.column or 0, self.code)


@dataclass
class DiagnosticBag:
    """Collects diagnostics of one run."""

    items: list[Diagnostic] = field(default_factory=list)

    def add(self, diagnostic: Diagnostic) -> None:
        self.items.append(diagnostic)

    def extend(self, diagnostics: Iterable[Diagnostic]) -> None:
        self.items.extend(diagnostics)

    def error(self, code: str, message: str, span: Span | None, path: str = "",
              hint: str | None = None) -> None:
        self.add(Diagnostic.at(code, message, span, path, hint))

    def warning(self, code: str, message: str, span: Span | None, path: str = "",
                hint: str | None = None) -> None:
        self.add(Diagnostic.at(code, message, span, path, hint, WARNING))

    @property
    def has_errors(self) -> bool:
        return any(d.is_error for d in self.items)

    def sorted(self) -> list[Diagnostic]:
        seen, out = set(), []
        for d in sorted(self.items, key=Diagnostic.sort_key):
            key = (d.code, d.file, d.line, d.column, d.message)
            if key not in seen:
                seen.add(key)
                out.append(d)
        return out


# A run can find a problem on every line of a huge file; nobody reads more than this many,
# and printing them all took minutes. The summary line still counts every one.
MAX_SHOWN = 200
# Source lines longer than this are shown as a window around the caret.
MAX_SHOWN_LINE = 160


def render_text(diagnostics: Iterable[Diagnostic], sources: dict[str, str],
                limit: int | None = MAX_SHOWN) -> str:
    """`FILE:LINE:COL: error[RWnnn]: message`, then path, source line with caret, hint.
    At most `limit` diagnostics are rendered (None: all), then one line says how many more."""
    diagnostics = list(diagnostics)
    shown = diagnostics if limit is None else diagnostics[:limit]
    lines_of: dict[str, list[str] | None] = {}      # each file is split once, not per diagnostic
    blocks = []
    for d in shown:
        where = d.file or "<ruleset>"
        if d.line is not None:
            where += f":{d.line}:{d.column or 1}"
        lines = [f"{where}: {d.severity}[{d.code}]: {d.message}"]
        if d.path:
            lines.append(f"  at: {d.path}")
        key = d.file or ""
        if key not in lines_of:
            text = sources.get(key)
            lines_of[key] = text.splitlines() if text is not None else None
        source_lines = lines_of[key]
        if source_lines is not None and d.line is not None and 1 <= d.line <= len(source_lines):
            lines.extend(_caret(source_lines[d.line - 1].expandtabs(1), d))
        if d.hint:
            lines.append(f"  hint: {d.hint}")
        blocks.append("\n".join(lines))
    hidden = len(diagnostics) - len(shown)
    if hidden:
        blocks.append(f"... and {hidden:,} more (only the first {len(shown):,} are shown; "
                      "fix these first, or use --format json to see them all)")
    return "\n\n".join(blocks)


def _caret(src: str, d: Diagnostic) -> list[str]:
    """The source line and a caret line under the diagnostic's columns."""
    col = max(1, d.column or 1)
    width = 1
    if d.end_line == d.line and d.end_column and d.end_column > col:
        width = d.end_column - col
    width = max(1, min(width, len(src) - col + 1)) if len(src) >= col else 1
    if len(src) > MAX_SHOWN_LINE:
        # a window of the long line around the caret, marked with ... where cut
        begin = max(0, col - 1 - MAX_SHOWN_LINE // 2)
        end = min(len(src), begin + MAX_SHOWN_LINE)
        begin = max(0, end - MAX_SHOWN_LINE)
        src = ("..." if begin else "") + src[begin:end] + ("..." if end < len(src) else "")
        col = col - begin + (3 if begin else 0)
        width = max(1, min(width, len(src) - col + 1))
    gutter = f"{d.line:>5} | "
    return [gutter + src, " " * (len(gutter) + col - 1) + "^" * width]


def render_json(diagnostics: Iterable[Diagnostic]) -> str:
    return json.dumps([asdict(d) for d in diagnostics], ensure_ascii=False, indent=2)


def summary(diagnostics: list[Diagnostic]) -> str:
    errors = sum(1 for d in diagnostics if d.is_error)
    warnings = len(diagnostics) - errors
    def plural(n, word):
        return f"{n} {word}{'' if n == 1 else 's'}"
    return f"{plural(errors, 'error')}, {plural(warnings, 'warning')}"
