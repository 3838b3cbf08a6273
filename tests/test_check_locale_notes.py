"""Translations validate reports instead of silently using a default: a `.gender` the
language's sentences do not know (RW512, at its line in the .ftl file or in a house rule's
`translations:`), and a house rule whose intent is not translated at all (RW513, naming the
languages that would read it as written; a warning, so house rules written without
`translations:` keep working)."""
from __future__ import annotations

import os
import re

import pytest
from click.testing import CliRunner

from rulewright.cli.main import main
from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.translations import GENDERS


@pytest.fixture
def starter(tmp_path):
    old = os.getcwd()
    os.chdir(tmp_path)
    try:
        result = CliRunner().invoke(main, ["new", "my_game"])
    finally:
        os.chdir(old)
    assert result.exit_code == 0, result.output
    return tmp_path / "my_game"


def codes(path, strict=False):
    return [(d.code, d.severity) for d in compile_ruleset(path, strict=strict).diagnostics]


def test_the_starter_has_no_gender_warning(starter):
    assert codes(starter) == []


def test_an_unknown_gender_is_reported_at_its_line_with_the_allowed_values(starter):
    ftl = starter / "locales" / "de" / "my_game.ftl"
    text = ftl.read_text(encoding="utf-8")
    assert "    .gender = fem\n" in text
    ftl.write_text(text.replace("    .gender = fem\n", "    .gender = feminine\n", 1), encoding="utf-8")
    [d] = compile_ruleset(starter).diagnostics
    assert (d.code, d.severity, d.file.endswith("de/my_game.ftl")) == ("RW512", "warning", True)
    assert d.line == text[:text.index("    .gender = fem\n")].count("\n") + 1 and d.column == 15
    assert "'feminine', not a gender of \"de\"" in d.message and d.hint == "use one of: masc | fem | neut"
    assert codes(starter, strict=True) == [("RW512", "error")]


def test_a_dutch_gender_is_de_or_het(starter):
    ftl = starter / "locales" / "nl" / "my_game.ftl"
    text = ftl.read_text(encoding="utf-8")
    ftl.write_text(re.sub(r"(?m)^    \.gender = \w+$", "    .gender = masc", text, count=1), encoding="utf-8")
    [d] = compile_ruleset(starter).diagnostics
    assert d.code == "RW512" and d.hint == "use one of: de | het"


def house(starter, translations: str = "") -> object:
    path = starter.parent / "longer.yaml"
    path.write_text("house_rule:\n  name: longer\n  extends: my_game\n  intent: Six rounds.\n"
                    "change:\n  parameters:\n    rounds_to_play: {value: 6}\n" + translations, encoding="utf-8")
    return path


def test_a_house_rule_gender_is_checked_in_its_translations(starter):
    path = house(starter, "translations:\n  en: 'house-rule-intent = Six rounds.'\n"
                 "  nl: 'house-rule-intent = Zes rondes.'\n"
                 "  de: |\n    house-rule-intent = Sechs Runden.\n    card-x = X\n        .gender = feminine\n")
    [d] = compile_ruleset(path).diagnostics
    assert (d.code, d.file, d.line, d.path) == ("RW512", str(path), 14, "translations.de")


def test_an_untranslated_intent_is_a_warning_naming_the_languages(starter):
    path = house(starter)
    result = compile_ruleset(path)
    assert result.ok
    [d] = result.diagnostics
    assert (d.code, d.severity, d.line, d.path) == ("RW513", "warning", 4, "house_rule.intent")
    assert d.message.startswith("the house rule's intent is not translated into nl, de")
    assert 'nl: "house-rule-intent = ..."' in d.hint


def test_a_translated_intent_has_no_warning(starter):
    path = house(starter, "translations:\n  en: 'house-rule-intent = Six rounds.'\n"
                 "  nl: 'house-rule-intent = Zes rondes.'\n  de: 'house-rule-intent = Sechs Runden.'\n")
    assert compile_ruleset(path).diagnostics == []


def test_the_genders_checked_are_the_ones_the_sentences_choose_by():
    from rulewright.i18n import package_locale_dir
    for lang, allowed in GENDERS.items():
        text = (package_locale_dir() / lang / "sheet.ftl").read_text(encoding="utf-8")
        for gender in allowed[1:] if lang == "nl" else allowed:     # nl: 'de' is the default variant
            assert f"[{gender}]" in text, (lang, gender)
