"""rulewright's own sheet templates (locales/<lang>/sheet.ftl) are complete and well formed in
every language it ships. `validate` checks a ruleset's own copies of them; the package's are
checked here, once, instead of on every `validate` of a bundled ruleset."""
from __future__ import annotations

from rulewright.compiler.sheet.check import check_sheet_locales
from rulewright.i18n import available_languages
from tests.conftest import LOCALES


def test_the_packaged_sheet_templates_pass_the_checks_validate_makes():
    languages = available_languages(LOCALES)
    assert {"en", "nl", "de", "hu"} <= set(languages)
    assert [str(d) for d in check_sheet_locales(LOCALES, languages)] == []


def test_a_broken_packaged_template_would_be_found(tmp_path):
    import shutil
    shutil.copytree(LOCALES, tmp_path / "locales")
    sheet = tmp_path / "locales" / "nl" / "sheet.ftl"
    sheet.write_text(sheet.read_text(encoding="utf-8").replace("sheet-node-for-until =", "sheet-node-for-untl ="),
                     encoding="utf-8")
    found = check_sheet_locales(tmp_path / "locales", ["en", "nl"])
    assert any("sheet-node-for-until" in d.message for d in found), [str(d) for d in found]
