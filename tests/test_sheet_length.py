"""No sentence on a bundled game's sheet runs past about 40 words: a long rule is a list of
steps or several sentences (issue 12). Read from the Markdown sheet of every bundled game in
every language it has."""
from __future__ import annotations

import re

import pytest

from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
from rulewright.compiler.sheet.render import render_markdown
from tests.conftest import RULES

LIMIT = 40
GAMES = [pytest.param(game, lang)
         for game, langs in (("rattus_cartus", "en nl de"), ("hearts", "en nl de"),
                             ("crazy_eights", "en nl de"), ("carrara", "en nl de hu"))
         for lang in langs.split()]


def sentences(markdown: str) -> list[str]:
    """The sentences of a Markdown sheet: list marks, headings and table rows left out; a
    sentence ends at . ! ? ; or : before a capital letter, a digit or a quote."""
    out = []
    for line in markdown.splitlines():
        if line.lstrip().startswith("|"):
            continue                # a table row: cells, not a sentence
        line = re.sub(r"^\s*(?:[-*]|\d+\\?\.|#+)\s*", "", line).replace("**", "").replace("*", "")
        out += [s for s in re.split(r"(?<=[.!?:;])\s+(?=[A-ZÀ-Ý0-9\"“„‘(])", line) if s.strip()]
    return out


def words(sentence: str) -> int:
    return len(re.findall(r"\w+(?:[-'’]\w+)*", sentence))


def test_the_splitter_counts_a_list_item_and_a_condition_as_sentences():
    text = "## A\n\n- If you have a card: Take two coins. Then pass.\n| a | b |\n"
    assert sentences(text) == ["A", "If you have a card:", "Take two coins.", "Then pass."]


@pytest.mark.parametrize("game, lang", GAMES)
def test_no_sentence_of_a_bundled_sheet_runs_past_forty_words(game, lang):
    root = RULES / game
    ir = compile_ruleset(root).ir
    md = render_markdown(build_sheet(ir, sheet_localizer(root, ir, lang)))
    long = [f"{words(s)}: {s}" for s in sentences(md) if words(s) > LIMIT]
    assert long == []
