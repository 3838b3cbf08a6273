"""Written rule text with fingerprints (compiler/sheet/written.py): printed while the rule code is
the one it was written for; after an edit, the generated sentence, marked, a validate warning
(RW509), and `rulewright fingerprints --refresh` records the code once the text is checked."""
from __future__ import annotations

import shutil
from pathlib import Path

from click.testing import CliRunner

from rulewright.cli.main import main
from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
from rulewright.compiler.sheet.written import fingerprints

CONSTRUCTS = Path(__file__).resolve().parent / "constructs"
TEXTS = {"en": "Use it: gain twice the amount.", "nl": "Gebruik: krijg het dubbele.",
         "de": "Einsatz: erhalte das Doppelte.", "hu": "Használat: a duplája jár."}


def ruleset(tmp_path: Path, fingerprint: str | None) -> Path:
    root = tmp_path / "constructs"
    shutil.copytree(CONSTRUCTS, root)
    for lang, text in TEXTS.items():
        path = root / "locales" / lang / "constructs.ftl"
        extra = f"\nwritten-card-gem-use = {text}\n" + (f"    .fingerprint = {fingerprint}\n" if fingerprint else "")
        path.write_text(path.read_text(encoding="utf-8") + extra, encoding="utf-8")
    return root


def gem_use(root: Path, lang: str):
    ir = compile_ruleset(root).ir
    sheet = build_sheet(ir, sheet_localizer(root, ir, lang))
    block = next(b for s in sheet.sections for b in s.blocks if b.title == sheet_localizer(root, ir, lang).format("card-gem"))
    return block.entries[0], sheet.changed_mark


def test_written_text_is_printed_while_the_code_is_the_same(tmp_path):
    fp = fingerprints(compile_ruleset(CONSTRUCTS).ir)["written-card-gem-use"]
    root = ruleset(tmp_path, fp)
    for lang, text in TEXTS.items():
        entry, _ = gem_use(root, lang)
        assert entry.text == text and not entry.changed
    assert not [d for d in compile_ruleset(root).diagnostics if d.code == "RW509"]


def test_an_edited_rule_prints_the_generated_sentence_marked_and_validate_warns(tmp_path):
    fp = fingerprints(compile_ruleset(CONSTRUCTS).ir)["written-card-gem-use"]
    root = ruleset(tmp_path, fp)
    rules = root / "ruleset.yaml"
    rules.write_text(rules.read_text(encoding="utf-8").replace("me.coins += amount * 2", "me.coins += amount * 3"),
                     encoding="utf-8")
    entry, mark = gem_use(root, "en")
    assert entry.changed and "times three" in entry.text and entry.text != TEXTS["en"]
    assert mark == "Changed rule (generated text):"
    out = CliRunner().invoke(main, ["sheet", str(root), "--lang", "en", "-o", str(tmp_path / "s.md")])
    assert out.exit_code == 0 and "*Changed rule (generated text):*" in (tmp_path / "s.md").read_text(encoding="utf-8")
    warned = [d for d in compile_ruleset(root).diagnostics if d.code == "RW509"]
    assert len(warned) == 4 and all(d.severity == "warning" and d.line for d in warned)
    listed = CliRunner().invoke(main, ["fingerprints", str(root)])
    assert listed.exit_code == 1 and "written-card-gem-use: changed" in listed.output
    # a person checked the text (here: it is right for the new code); refresh records the code
    refreshed = CliRunner().invoke(main, ["fingerprints", str(root), "--refresh"])
    assert refreshed.exit_code == 0, refreshed.output
    assert not [d for d in compile_ruleset(root).diagnostics if d.code == "RW509"]
    entry, _ = gem_use(root, "de")
    assert entry.text == TEXTS["de"] and not entry.changed
    assert CliRunner().invoke(main, ["fingerprints", str(root)]).exit_code == 0


def test_a_text_without_fingerprint_is_not_printed(tmp_path):
    root = ruleset(tmp_path, None)
    entry, _ = gem_use(root, "nl")
    assert entry.changed and entry.text != TEXTS["nl"]
    assert [d for d in compile_ruleset(root).diagnostics if d.code == "RW509"]


def test_a_house_rule_marks_exactly_what_it_changes():
    """castle_three_swords: the Castle's premium action is generated and marked in every
    language; its standard action keeps the rulebook's text."""
    root = Path(__file__).resolve().parents[1] / "rules" / "rattus_cartus"
    house = root / "house_rules" / "castle_three_swords.yaml"
    result = compile_ruleset(house)
    for lang, three in (("en", "three Sword"), ("nl", "drie Zwaard"), ("de", "drei Schwert")):
        sheet = build_sheet(result.ir, sheet_localizer(result.root, result.ir, lang))
        changed = [e for s in sheet.sections for b in s.blocks for e in b.entries if e.changed]
        assert len(changed) == 1 and three in changed[0].text, [e.text for e in changed]


def test_the_rulebook_scoring_table_per_class():
    """Rattus Cartus' class scoring as the rulebook tables it: 10 / 5 / 2, and 10 / 5 with two."""
    from rulewright.compiler.sheet.render import render_html, render_markdown
    root = Path(__file__).resolve().parents[1] / "rules" / "rattus_cartus"
    ir = compile_ruleset(root).ir
    for lang in ("en", "nl", "de"):
        sheet = build_sheet(ir, sheet_localizer(root, ir, lang))
        end = next(s for s in sheet.sections if s.key == "end")
        table = next(e.table for b in end.blocks for e in b.entries if e.table)
        assert [row[1:] for row in table[1:]] == [["10", "5", "2"], ["10", "5", "–"]]
        assert '<table class="rules">' in render_html(sheet)
        assert "| 10 | 5 | 2 |" in render_markdown(sheet)


def _changed_and_written(ruleset: Path, lang: str):
    result = compile_ruleset(ruleset)
    sheet = build_sheet(result.ir, sheet_localizer(result.root, result.ir, lang))
    round_ = next(s for s in sheet.sections if s.key == "round")
    changed = {b.title: e.text for b in round_.blocks for e in b.entries if e.changed}
    kept = {b.title: e.text for b in round_.blocks for e in b.entries if not e.changed}
    return changed, kept, [s.key for s in sheet.sections]


def test_hearts_and_crazy_eights_print_their_written_phases():
    """The phases are the rulebook's text in en/nl/de; the procedures they call are not
    reprinted under the recurring steps (the written phase says what they do)."""
    rules = Path(__file__).resolve().parents[1] / "rules"
    for game, lang, words in (("hearts", "en", "two of clubs leads it"), ("hearts", "nl", "klaveren twee"),
                              ("hearts", "de", "Kreuz-Zwei"), ("crazy_eights", "en", "name the suit"),
                              ("crazy_eights", "nl", "noem dan de kleur"), ("crazy_eights", "de", "sagst du die Farbe an")):
        changed, kept, sections = _changed_and_written(rules / game, lang)
        assert changed == {} and any(words in text for text in kept.values()), kept
        assert "procedures" not in sections


def test_a_house_rule_of_hearts_or_crazy_eights_marks_the_phase_it_changes():
    rules = Path(__file__).resolve().parents[1] / "rules"
    cases = (("hearts", "moon_subtracts.yaml", "Score the hand", "4. ", "26"),
             ("crazy_eights", "queen_skips.yaml", "Play", "2. ", "turn to miss"))
    for game, house, phase, number, words in cases:
        changed, kept, sections = _changed_and_written(rules / game / "house_rules" / house, "en")
        assert list(changed) == [number + phase] and words in changed[number + phase], changed
        assert len(kept) >= 2          # the other phases keep their written text
    # the turn's procedures the generated phase names are defined again
    assert "procedures" in sections


def test_fingerprints_computed_once_per_shared_code_or_only_as_asked_are_the_same():
    # validate computes only the fingerprints of the texts the locale files have, and a code
    # several ids share (a kind without actions is told by all the phases) once
    from rulewright.compiler.sheet.written import fingerprint, rule_codes
    ir = compile_ruleset(CONSTRUCTS).ir
    each = {msg_id: fingerprint(ir, code) for msg_id, code in rule_codes(ir).items()}
    assert fingerprints(ir) == each and "written-kind-token" in each
    assert fingerprints(ir, only={"written-kind-token", "written-end", "written-none"}) == {
        "written-kind-token": each["written-kind-token"], "written-end": each["written-end"]}
    assert len(set(each.values())) == len(each)      # a different code, a different fingerprint
