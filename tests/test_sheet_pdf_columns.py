"""A step with steps under it is never split across the two columns of a PDF sheet (README: "a
list step and a short phase are never split"): a long phase whose nested list would fall on a
column break moves on whole, and its list stays with the line that leads into it."""
from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest

from rulewright.compiler.sheet.document import Block, Entry, Section, Sheet
from rulewright.compiler.sheet.render import render_pdf
from rulewright.compiler.sheet.steps import CLOSE, ITEM, OPEN

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs pdftotext (poppler-utils)")

NESTED = ("For each card in the row: " + OPEN + "Each player at the card does the following: " + OPEN
          + "For each card in their pile: " + OPEN + "If that card is a blue card: " + OPEN
          + "They take one point in the colour of the row card." + ITEM + "They take one point earned nowhere." + CLOSE
          + ITEM + "If that card is a red card: They lose a marker." + CLOSE + CLOSE + ITEM
          + " ".join(["A long closing step that carries on and on."] * 12) + ITEM
          + " ".join(["Another long step of the same phase."] * 12) + CLOSE)


def sheet(filler_lines: int) -> Sheet:
    filler = [Block(f"{i + 1}. Filler", entries=[Entry(None, "Words to fill the column. " * 8)])
              for i in range(filler_lines)]
    phase = Block("Z. Resolve", entries=[Entry(None, NESTED), Entry(None, "Then the next round starts.")])
    return Sheet("en", "Columns", [Section("round", "A round", None, filler + [phase])], "footer")


def words_at(pdf: bytes, tmp_path) -> list[tuple[str, int, float]]:
    """(word, page, x) of every word of the PDF."""
    path = tmp_path / "s.pdf"
    path.write_bytes(pdf)
    xml = subprocess.run(["pdftotext", "-bbox", str(path), "-"], capture_output=True, text=True, check=True).stdout
    root = ET.fromstring(xml.replace('xmlns="http://www.w3.org/1999/xhtml"', ""))
    return [(w.text or "", page_no, float(w.get("xMin")))
            for page_no, page in enumerate(root.iter("page")) for w in page.iter("word")]


@pytest.mark.parametrize("filler_lines", range(1, 7))
def test_a_nested_list_stays_in_one_column(filler_lines, tmp_path):
    pytest.importorskip("weasyprint", reason="PDF needs WeasyPrint")
    words = words_at(render_pdf(sheet(filler_lines), pages=5), tmp_path)
    half = 595 / 2          # an A4 page is 595 pt wide
    # the words from "Each player at the card" to "earned nowhere.": one step with its steps
    texts = [w for w, _, _ in words]
    start = next(i for i in range(len(texts)) if texts[i:i + 3] == ["Each", "player", "at"])
    end = next(i for i in range(start, len(texts)) if texts[i] == "nowhere.")
    where = {(page, x < half) for _, page, x in words[start - 5:end + 1]}   # with its lead line
    assert len(where) == 1, [(w, p, x) for w, p, x in words[start - 5:end + 1]]


class _Laid:
    """A stand-in for a laid-out document: the pages a sheet takes at a scale."""
    def __init__(self, scale: float, pages: int):
        self.scale, self.pages = scale, [None] * pages


def test_a_sheet_that_does_not_fit_takes_the_largest_type_of_as_many_pages():
    """Too long for its pages even at MIN_SCALE (three pages there), it is set in the largest
    type up to scale 1 that still takes three: 0.925 here, where 0.95 would take four."""
    from rulewright.compiler.sheet.render import MIN_SCALE, _largest_within
    asked = []

    def laid_out(scale):
        asked.append(scale)
        return _Laid(scale, 3 if scale <= 0.925 else 4)
    best = _largest_within(laid_out, MIN_SCALE, 3, _Laid(MIN_SCALE, 3))
    assert best.scale == 0.925 and len(asked) <= 4
    assert _largest_within(lambda scale: _Laid(scale, 3), MIN_SCALE, 3, _Laid(MIN_SCALE, 3)).scale == 1.0
    assert _largest_within(lambda scale: _Laid(scale, 4), MIN_SCALE, 3, _Laid(MIN_SCALE, 3)).scale == MIN_SCALE
