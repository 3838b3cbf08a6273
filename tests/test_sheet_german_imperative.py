"""The German sheets address the player with one imperative form: the one with -e where German
allows both ("Ziehe", "Lege", "Führe", as the templates write; "Werte", "Sammle" need it), never
"Zieh" beside "Ziehe". Read from the German sheet of every bundled game and of the starter."""
from __future__ import annotations

import re

import pytest

from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
from tests.conftest import RULES

# du-imperatives without the -e of verbs that have both forms (none of them is also a noun)
SHORT = ("Zieh", "Leg", "Führ", "Setz", "Misch", "Merk", "Wähl", "Zähl", "Hol", "Dreh", "Stell",
         "Sag", "Schieb", "Wiederhol", "Bezahl", "Kauf", "Bau", "Spiel", "Zahl", "Tausch")
NOUNS = ("Kauf", "Bau", "Spiel", "Zahl", "Tausch")      # also nouns: only at the start of a step
PATTERN = re.compile(r"(?:^|[.:!]\s+|\*\*\s*)(" + "|".join(SHORT) + r")\s+(?!de[rsmn]\b|eines?\b)")
ANYWHERE = re.compile(r"\b(" + "|".join(s for s in SHORT if s not in NOUNS) + r")\b")


def german_texts(root) -> list[str]:
    compiled = compile_ruleset(root)
    assert compiled.ok
    return build_sheet(compiled.ir, sheet_localizer(root, compiled.ir, "de")).texts()


@pytest.mark.parametrize("game", ["rattus_cartus", "carrara", "hearts", "crazy_eights"])
def test_one_imperative_form_on_every_german_sheet(game):
    texts = german_texts(RULES / game)
    short = [t for t in texts if ANYWHERE.search(t) or PATTERN.search(t)]
    assert short == []


def test_the_check_finds_the_short_form():
    assert ANYWHERE.search("**Premiumaktion:** Zieh vier Karten vom Stapel.")
    assert not ANYWHERE.search("Ziehe vier Karten. Der Kauf eines Gegenstands.")
    assert PATTERN.search("Kauf zwei Steine.") and not PATTERN.search("Kauf eines Gegenstands")
