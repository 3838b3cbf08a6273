"""Reference sheets: generated sentences (golden texts per language), a rule change showing in
every language, template validation (RW504, RW507), the CLI, escaping, and the PDF."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulewright.compiler.sheet.steps import join as steps_join, plain
from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.check_builtins import BUILTINS
from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
from rulewright.compiler.sheet.render import render_html, render_markdown
from rulewright.compiler.sheet.sentences import CONSTANT_CALLS, NODE_KINDS, SentenceGenerator, template_ids
from rulewright.cli.sheet_command import sheet
from tests.conftest import LOCALES, RULES, edit

GOLDEN = Path(__file__).resolve().parent / "golden"
LANGS = ("en", "nl", "de")
BUNDLED = RULES / "rattus_cartus"


def golden_text(root: Path, lang: str) -> str:
    """The sentences of every building (premium and standard) and every special card."""
    ir = compile_ruleset(root).ir
    loc = sheet_localizer(root, ir, lang)
    gen = SentenceGenerator(ir, loc)
    lines = []
    for kind, spec in ir["kinds"].items():
        if spec["group"] == "building":
            for action in ("premium", "standard"):
                lines.append(f"{kind}.{action}: " + plain(steps_join(gen.action(kind, action))))
    special = {loc.format(f"card-{k}"): k for k, s in ir["kinds"].items() if s["group"] == "special"}
    for section in build_sheet(ir, loc).sections:
        for block in section.blocks:
            kind = special.get(block.title or "")
            for entry in block.entries if kind else []:
                lines.append(f"{kind}: {entry.label + ' ' if entry.label else ''}{plain(entry.text)}")
    # the generated sentences of the special cards' actions too (the sheet prints the written text)
    for kind, spec in ir["kinds"].items():
        if spec["group"] == "special":
            for action in spec["actions"]:
                lines.append(f"{kind}.{action} (generated): " + plain(steps_join(gen.action(kind, action))))
    return "\n".join(lines) + "\n"


def sentence(root: Path, lang: str, kind: str, action: str) -> str:
    ir = compile_ruleset(root).ir
    return " ".join(s.text for s in SentenceGenerator(ir, sheet_localizer(root, ir, lang)).action(kind, action))


@pytest.mark.parametrize("lang", LANGS)
def test_golden_sentences(lang):
    expected = (GOLDEN / f"sentences.{lang}.txt").read_text(encoding="utf-8")
    assert golden_text(BUNDLED, lang) == expected
    heads = [line for line in expected.splitlines() if not line.startswith(" ")]   # list items are indented
    kinds = {line.split(":")[0].split(".")[0] for line in heads}
    assert {"sword", "flute", "pass", "gold", "castle", "hospital", "guard_tower"} <= kinds
    assert len([line for line in heads if line.split(":")[0].endswith((".premium", ".standard"))]) == 24


@pytest.mark.parametrize("lang,text", [
    ("en", "Take two Sword cards."), ("nl", "Pak twee Zwaard-kaarten."), ("de", "Nimm zwei Schwert-Karten.")])
def test_numbers_in_words(lang, text):
    assert sentence(BUNDLED, lang, "castle", "premium") == text


def test_a_rule_change_shows_in_every_language(ruleset_copy):
    edit(ruleset_copy / "cards.yaml", "premium: take(sword, 2)", "premium: take(sword, 3)")
    assert sentence(ruleset_copy, "en", "castle", "premium") == "Take three Sword cards."
    assert sentence(ruleset_copy, "nl", "castle", "premium") == "Pak drie Zwaard-kaarten."
    assert sentence(ruleset_copy, "de", "castle", "premium") == "Nimm drei Schwert-Karten."


def test_every_node_kind_and_builtin_has_a_template_in_every_language():
    ids = template_ids()
    schema_kinds = __import__("json").loads((Path(__file__).resolve().parent.parent / "compiler" / "schemas" /
                                             "ir.schema.json").read_text())["$defs"]["node"]["properties"]["t"]["enum"]
    assert set(schema_kinds) == set(NODE_KINDS)
    for kind in NODE_KINDS:
        assert f"sheet-node-{kind}" in ids
    for f in list(BUILTINS) + list(CONSTANT_CALLS):
        assert f"sheet-call-{f}" in ids
    for lang in LANGS:
        text = (LOCALES / lang / "sheet.ftl").read_text(encoding="utf-8")
        defined = set(re.findall(r"^(sheet-[a-z0-9_-]+) =", text, re.M))
        assert defined == set(ids), lang


def test_bundled_sheet_templates_are_valid():
    result = compile_ruleset(BUNDLED)
    assert result.ok
    assert [d for d in result.diagnostics if d.code.startswith("RW5")] == []


def test_rw507_missing_template(ruleset_copy):
    nl = ruleset_copy.parent.parent / "locales" / "nl" / "sheet.ftl"
    text = nl.read_text(encoding="utf-8")
    text = re.sub(r"^sheet-call-take = .*?(?=^sheet-call-discard)", "", text, flags=re.M | re.S)
    nl.write_text(text, encoding="utf-8")
    result = compile_ruleset(ruleset_copy)
    rw507 = [d for d in result.diagnostics if d.code == "RW507"]
    assert len(rw507) == 1 and not result.ok
    assert rw507[0].file.endswith("locales/nl/sheet.ftl")
    assert "'take'" in rw507[0].message and '"nl"' in rw507[0].message
    assert not [d for d in result.diagnostics if d.code == "RW501"]   # reported once, as RW507


def test_rw504_unknown_variable_in_template(ruleset_copy):
    de = ruleset_copy.parent.parent / "locales" / "de" / "sheet.ftl"
    edit(de, "sheet-call-shuffle = Mische", "sheet-call-shuffle = { $anzahl } Mische")
    result = compile_ruleset(ruleset_copy)
    rw504 = [d for d in result.diagnostics if d.code == "RW504"]
    assert len(rw504) == 1 and "$anzahl" in rw504[0].message and rw504[0].file.endswith("de/sheet.ftl")


def test_missing_assumption_text_is_rw501(ruleset_copy):
    de = ruleset_copy.parent.parent / "locales" / "de" / "rattus_cartus.ftl"
    text = de.read_text(encoding="utf-8")
    de.write_text(re.sub(r"^assumption-rats_unlimited = .*\n", "", text, flags=re.M), encoding="utf-8")
    result = compile_ruleset(ruleset_copy)
    assert any(d.code == "RW501" and "assumption-rats_unlimited" in d.message for d in result.diagnostics)


def test_sheet_content_in_every_language():
    ir = compile_ruleset(BUNDLED).ir
    for lang in LANGS:
        loc = sheet_localizer(BUNDLED, ir, lang)
        md = render_markdown(build_sheet(ir, loc))
        for name in ("castle", "hospital", "sword", "gold", "pass", "flute", "guard_tower"):
            assert loc.format(f"card-{name}") in md
        for phase in ir["phases"]:
            assert loc.format(f"phase-{phase['name']}") in md
        for name, p in ir["parameters"].items():
            if p["assumption"]:
                assert loc.attribute(f"param-{name}", "text", value=_value(p["value"], loc, ir)).split(":")[0] in md
        for name in ir["assumptions"]:
            assert loc.format(f"assumption-{name}") in md


def _value(value, loc, ir):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return SentenceGenerator(ir, loc).value_text(value)
    return value


def test_html_escapes_rule_text(ruleset_copy):
    en = ruleset_copy.parent.parent / "locales" / "en" / "rattus_cartus.ftl"
    edit(en, "card-castle = Castle", "card-castle = <script>alert(1)</script>")
    ir = compile_ruleset(ruleset_copy).ir
    page = render_html(build_sheet(ir, sheet_localizer(ruleset_copy, ir, "en")))
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "<script" not in page.lower()
    assert '<html lang="en">' in page and "@page" in page and "http" not in page.replace("http-equiv", "")


def test_cli_all_writes_every_language_and_format(rattus_sheets):
    names = sorted(p.name for p in rattus_sheets.iterdir())
    assert names == sorted(f"rattus_cartus.{lang}.{fmt}" for lang in LANGS for fmt in ("md", "html", "pdf"))
    assert not [n for n in names if n.startswith(".")]
    assert (rattus_sheets / "rattus_cartus.nl.html").read_text(encoding="utf-8").count('lang="nl"') == 1


def test_cli_one_file_and_usage_errors(tmp_path):
    runner = CliRunner()
    out = tmp_path / "sheet.md"
    assert runner.invoke(sheet, [str(BUNDLED), "--lang", "de", "--format", "md", "-o", str(out)]).exit_code == 0
    assert "Nimm zwei „Schwert“-Karten." in out.read_text(encoding="utf-8")    # the written text
    assert runner.invoke(sheet, ["rattus_cartus", "--lang", "fr", "-o", str(tmp_path / "x.html")]).exit_code == 2
    assert runner.invoke(sheet, ["no_such_game", "--lang", "en"]).exit_code == 2
    assert runner.invoke(sheet, ["rattus_cartus"]).exit_code == 2
    assert runner.invoke(sheet, ["rattus_cartus", "--lang", "en", "--format", "pdf"]).exit_code == 2
    assert not (tmp_path / "x.html").exists()


def test_cli_broken_rules_exit_1_and_write_nothing(ruleset_copy, tmp_path):
    edit(ruleset_copy / "cards.yaml", "premium: take(sword, 2)", "premium: take(swrod, 2)")
    out = tmp_path / "sheet.html"
    result = CliRunner().invoke(sheet, [str(ruleset_copy), "--lang", "en", "-o", str(out)])
    assert result.exit_code == 1 and "RW301" in result.stderr
    assert not out.exists()


weasyprint = pytest.importorskip("weasyprint", reason="PDF tests need WeasyPrint (pip extra 'sheets')")


@pytest.mark.parametrize("lang", LANGS)
def test_pdf_text_fonts_and_pages(rattus_sheets, lang):
    from pypdf import PdfReader
    out = rattus_sheets / f"rattus_cartus.{lang}.pdf"      # as `sheet --all` wrote it
    reader = PdfReader(str(out))
    assert len(reader.pages) <= 2
    text = " ".join(page.extract_text() for page in reader.pages)
    text = re.sub(r"\s+", " ", text)
    ir = compile_ruleset(BUNDLED).ir
    loc = sheet_localizer(BUNDLED, ir, lang)
    for name in ("castle", "sword", "gold", "hospital"):
        assert loc.format(f"card-{name}") in text
    if shutil.which("pdffonts"):
        fonts = subprocess.run(["pdffonts", str(out)], capture_output=True, text=True).stdout.splitlines()[2:]
        assert fonts and all(line.split()[-5] == "yes" for line in fonts)   # the "emb" column


if __name__ == "__main__":   # regenerate the golden files: python -m tests.test_sheet
    for lang in LANGS:
        (GOLDEN / f"sentences.{lang}.txt").write_text(golden_text(BUNDLED, lang), encoding="utf-8")


def test_the_german_sheet_spells_a_name_as_its_locale_does():
    """A written text spells the victory point tokens as the generated sentences do (the name in
    the locale), so a player never wonders whether two spellings are two things."""
    ir = compile_ruleset(BUNDLED).ir
    loc = sheet_localizer(BUNDLED, ir, "de")
    name = loc.format("counter-vp_tokens")
    text = " ".join(build_sheet(ir, loc).texts())
    assert name == "Siegpunktplättchen" and name in text and "Siegpunkt-Plättchen" not in text


@pytest.mark.parametrize("lang,tally,second_point", [
    ("nl", "Deze invloedspunten zijn ook de invloedspunten die hij deze ronde heeft verdiend",
     "Hij krijgt één invloedspunt van deze ronde."),
    ("de", "Diese Einflusspunkte sind zugleich die Einflusspunkte, die er in dieser Runde erhalten hat",
     "Er erhält einen Einflusspunkt dieser Runde."),
])
def test_resolving_a_building_gives_one_influence_point_per_card(lang, tally, second_point):
    """The points of this round (counted for the Brewery) are the influence points a card gives,
    not a second point: the Dutch and German phase D say so (a written text), and no longer
    tell the tally as a gain of its own after the influence point."""
    ir = compile_ruleset(BUNDLED).ir
    md = render_markdown(build_sheet(ir, sheet_localizer(BUNDLED, ir, lang)))
    assert tally in md and second_point not in md
