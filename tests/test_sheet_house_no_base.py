"""A house rule's sheet built without its base cannot list what the house rule changes: it says
so plainly (and invents nothing); the edit page builds it with the base the house rule names."""
from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
from rulewright.compiler.sheet.house_rule import base_of
from tests.conftest import RULES

GENTLE = RULES / "rattus_cartus" / "house_rules" / "gentle_plague.yaml"
SAID = {"en": "cannot be listed here without the base rules", "nl": "kan hier niet worden opgesomd zonder de basisregels",
        "de": "lässt sich hier ohne die Grundregeln nicht aufzählen"}


def house_section(sheet):
    return next(s for s in sheet.sections if s.key == "house")


@pytest.mark.parametrize("lang", sorted(SAID))
def test_without_its_base_the_sheet_says_the_changes_cannot_be_listed(lang):
    result = compile_ruleset(GENTLE)
    section = house_section(build_sheet(result.ir, sheet_localizer(result.root, result.ir, lang)))
    assert len(section.bullets) == 1 and SAID[lang] in section.bullets[0], section.bullets
    with_base = house_section(build_sheet(result.ir, sheet_localizer(result.root, result.ir, lang),
                                          base_of(result.root, result.ir, lang)))
    assert not any(SAID[lang] in b for b in with_base.bullets) and len(with_base.bullets) >= 2


def test_the_edit_page_builds_a_house_rules_sheet_with_its_base():
    from rulewright.editing.analysis import localizer, own_sheet
    result = compile_ruleset(GENTLE)
    state = SimpleNamespace(base_root=Path(result.root))
    sheet = own_sheet(state, result.ir, localizer(result.root, result.ir, "en"), "en")
    bullets = house_section(sheet).bullets
    assert any("8" in b or "eight" in b for b in bullets), bullets        # the rats at the start: 10 → 8
    assert not any(SAID["en"] in b for b in bullets)
