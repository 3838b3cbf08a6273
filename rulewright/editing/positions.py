"""Positions as editors count them (LSP): 0-based lines and UTF-16 code units in a line.

The compiler counts 1-based lines and columns in characters (code points), with the line
breaks YAML knows (CR LF, CR, LF, and NEL, LS, PS). Editors split lines at CR LF, CR and LF
only, and count a column in UTF-16 units, so an emoji is two units. `LineMap` converts
between the two through the character offset in the text, so both agree after accented
letters, emoji, CRLF line ends and the rare Unicode line separators.
"""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

_YAML_BREAK = re.compile("\r\n|[\r\n\x85\u2028\u2029]")
_EDITOR_BREAK = re.compile("\r\n|[\r\n]")


@dataclass(frozen=True)
class Position:
    line: int          # 0-based
    character: int     # UTF-16 code units from the start of the line

    def to_json(self) -> dict:
        return {"line": self.line, "character": self.character}


@dataclass(frozen=True)
class Range:
    start: Position
    end: Position

    def to_json(self) -> dict:
        return {"start": self.start.to_json(), "end": self.end.to_json()}


def _starts(text: str, breaks: re.Pattern) -> tuple[list[int], list[int]]:
    starts, ends = [0], []
    for m in breaks.finditer(text):
        ends.append(m.start())
        starts.append(m.end())
    ends.append(len(text))
    return starts, ends


def _utf16(s: str) -> int:
    return len(s) + sum(1 for ch in s if ord(ch) > 0xFFFF)


class LineMap:
    """One text's lines, for converting positions in both directions."""

    def __init__(self, text: str):
        self.text = text
        self._yaml = _starts(text, _YAML_BREAK)
        self._editor = _starts(text, _EDITOR_BREAK)

    # -- offsets (characters from the start of the text) ----------------------------------
    def offset_of_compiler(self, line: int, column: int) -> int:
        """The offset of a compiler position (1-based line and column, in characters)."""
        starts, ends = self._yaml
        index = min(max(line - 1, 0), len(starts) - 1)
        return min(starts[index] + max(column - 1, 0), ends[index])

    def offset_of(self, pos: Position) -> int:
        """The offset of an editor position; past the end of a line is its end."""
        starts, ends = self._editor
        if pos.line < 0:
            return 0
        if pos.line >= len(starts):
            return len(self.text)
        start, end = starts[pos.line], ends[pos.line]
        units, i = 0, start
        while i < end and units < pos.character:
            units += 2 if ord(self.text[i]) > 0xFFFF else 1
            i += 1
        return i

    def position(self, offset: int) -> Position:
        """The editor position of an offset."""
        offset = min(max(offset, 0), len(self.text))
        starts, _ = self._editor
        line = bisect.bisect_right(starts, offset) - 1
        return Position(line, _utf16(self.text[starts[line]:offset]))

    # -- compiler positions -> editor positions ----------------------------------------
    def from_compiler(self, line: int, column: int) -> Position:
        return self.position(self.offset_of_compiler(line, column))

    def range_from_compiler(self, line: int | None, column: int | None,
                            end_line: int | None = None, end_column: int | None = None) -> Range:
        """The editor range of a compiler span; a span without an end covers one character
        (or the rest of the word there); one without a place is the first line's start."""
        if line is None:
            return Range(Position(0, 0), Position(0, 0))
        start = self.offset_of_compiler(line, column or 1)
        if end_line is not None and end_column is not None:
            end = self.offset_of_compiler(end_line, end_column)
        else:
            end = start
            while end < len(self.text) and (self.text[end].isalnum() or self.text[end] == "_"):
                end += 1
            if end == start and end < len(self.text) and self.text[end] not in "\r\n":
                end += 1
        end = max(start, end)
        return Range(self.position(start), self.position(end))

    def to_compiler(self, pos: Position) -> tuple[int, int]:
        """(line, column), 1-based in characters as the compiler counts, of an editor position."""
        offset = self.offset_of(pos)
        starts, _ = self._yaml
        line = bisect.bisect_right(starts, offset) - 1
        return line + 1, offset - starts[line] + 1

    def line_text(self, line: int) -> str:
        """An editor line's text, without its line break ('' past the end)."""
        starts, ends = self._editor
        if 0 <= line < len(starts):
            return self.text[starts[line]:ends[line]]
        return ""
