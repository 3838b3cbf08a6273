"""Hungarian templates write the definite article "a(z)"; the generator makes it "a" before a
consonant and "az" before a vowel, by the sound of the next word (a letter by its name, a
number as it is said), so that no sheet prints "a(z)"."""
from __future__ import annotations

import pytest

from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.sheet.base import _tidy
from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
from tests.conftest import REPO, RULES


@pytest.mark.parametrize("marked, settled", [
    ("Használat: a(z) A. fázisban", "Használat: az A. fázisban"),     # the letter A is said "á"
    ("a(z) B. fázisban", "a B. fázisban"),                             # "bé"
    ("a(z) F. fázisban", "az F. fázisban"),                            # "ef"
    ("A(z) vezető húz a(z) húzópakli lapjai közül", "A vezető húz a húzópakli lapjai közül"),
    ("amint a(z) érmék a kasszában", "amint az érmék a kasszában"),
    ("a(z) Carrara palotái szabályaiból", "a Carrara palotái szabályaiból"),
    ("a(z) „Arany” lapok", "az „Arany” lapok"),                        # past the quotation mark
    ("a(z) 1. hely", "az 1. hely"), ("a(z) 5. hely", "az 5. hely"), ("a(z) 2. hely", "a 2. hely"),
    ("a(z) 10. hely", "a 10. hely"), ("a(z) 1000 lap", "az 1000 lap"), ("a(z) 100 lap", "a 100 lap"),
    ("ennyit: a(z) az adott szín szerinti érték", "ennyit: az adott szín szerinti érték"),
    ("A(z) az adott szám", "Az adott szám"),
])
def test_the_article_fits_the_next_word(marked, settled):
    assert _tidy(marked) == settled


def test_other_languages_are_left_alone():
    assert _tidy("the card (z) of a player") == "the card (z) of a player"


@pytest.mark.parametrize("root", [RULES / "carrara", REPO / "tests" / "constructs"])
def test_no_hungarian_sheet_prints_the_mark(root):
    result = compile_ruleset(root)
    assert result.ok
    texts = build_sheet(result.ir, sheet_localizer(root, result.ir, "hu")).texts()
    assert [t for t in texts if "(z)" in t] == []
    assert any("az A. fázisban" in t for t in texts) or root.name == "constructs"
