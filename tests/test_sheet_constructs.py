"""Every construct of the rules language in the sheet's sentences: the small ruleset in
tests/constructs/ uses every statement, expression node, built-in function, procedure (labelled
and not) and end condition; its whole sheet, as indented text, is compared per language with a
golden file (tests/golden/constructs.<lang>.txt) that a person has read. Regenerate with
`python -m tests.test_sheet_constructs` and read the diff before committing it."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.check_builtins import BUILTINS
from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
from rulewright.compiler.sheet.sentences import NODE_KINDS
from rulewright.compiler.sheet.steps import plain

ROOT = Path(__file__).resolve().parent / "constructs"
GOLDEN = Path(__file__).resolve().parent / "golden"
LANGS = ("en", "nl", "de", "hu")


def sheet_text(lang: str) -> str:
    """The sheet as a person reads it: headings, entries, lists of steps indented."""
    result = compile_ruleset(ROOT)
    sheet = build_sheet(result.ir, sheet_localizer(ROOT, result.ir, lang))
    out = [sheet.title]
    for section in sheet.sections:
        out += ["", f"== {section.title}"]
        if section.intro:
            out.append(f"~ {section.intro}")
        for block in section.blocks:
            if block.title:
                out.append(f"-- {block.title}")
            for entry in block.entries:
                text = plain(entry.text)
                if entry.label and text.startswith("- "):      # a list under its label
                    text = "\n".join("  " + line for line in text.split("\n"))
                    out += [entry.label, text]
                else:
                    out.append(f"{entry.label} {text}" if entry.label else text)
        out += [f"* {b}" for b in section.bullets]
    return "\n".join(out) + "\n"


def _ir_nodes(node, kinds: set, calls: set):
    if isinstance(node, list):
        for x in node:
            _ir_nodes(x, kinds, calls)
    elif isinstance(node, dict):
        if isinstance(node.get("t"), str):
            kinds.add(node["t"])
        if node.get("t") == "call":
            calls.add(node["f"])
        for v in node.values():
            _ir_nodes(v, kinds, calls)


def test_the_ruleset_uses_every_construct():
    """A construct added to the language fails here until the ruleset uses it (and the golden
    files show how the sheet says it)."""
    ir = compile_ruleset(ROOT).ir
    kinds, calls = set(), set()
    _ir_nodes([ir["phases"], ir["end_of_game"], ir["procedures"], ir["game_ends"], ir["round_ends"],
               [k["actions"] for k in ir["kinds"].values()],
               [a for g in ir["groups"].values() for a in g["actions"].values()]], kinds, calls)
    assert set(BUILTINS) - calls - {"shuffle"} == set()
    assert "shuffle" in str(ir["setup"])
    assert set(NODE_KINDS) - kinds <= {"proc"} or "proc" in kinds


@pytest.mark.parametrize("lang", LANGS)
def test_every_construct_against_the_golden_sheet(lang):
    assert sheet_text(lang) == (GOLDEN / f"constructs.{lang}.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_nothing_is_dropped_or_left_as_code(lang):
    """No placeholder of a missing value, template id, variable or empty condition."""
    text = sheet_text(lang)
    assert not re.search(r"\bNone\b|\bnone\b|sheet-|\{|\}|\$", text), text
    # every heading of steps ("If A:", "Each player does the following:") has its steps under it
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.rstrip().endswith(":") and not line.startswith(("==", "--", "~")):
            nxt = lines[i + 1] if i + 1 < len(lines) else ""
            assert len(nxt) - len(nxt.lstrip()) > len(line) - len(line.lstrip()), (line, nxt)


# a pronoun without its noun, as filters of cards once read ("a card that the rank of that one
# equals eight", de "die der Wert dies gleich Acht ist")
BARE_PRONOUN = {"en": r"\bthat one\b", "nl": r"\bvan dat\b", "de": r"\bdies\b", "hu": r"\(az\)"}


@pytest.mark.parametrize("lang", LANGS)
def test_filters_of_cards_name_the_card(lang):
    assert not re.search(BARE_PRONOUN[lang], sheet_text(lang)), lang


if __name__ == "__main__":     # regenerate the golden files: python -m tests.test_sheet_constructs
    for code in LANGS:
        (GOLDEN / f"constructs.{code}.txt").write_text(sheet_text(code), encoding="utf-8")
    print("golden files written")
