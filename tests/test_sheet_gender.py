"""Articles and case forms in generated German and Dutch sentences: a kind's card form has its
own gender (`.card-gender`, else the name's `.gender`), a name can give its singular case forms
(`.acc`, `.dat`, `.gen`, else the name itself), and the bundled locales give the right genders."""
from __future__ import annotations

import shutil
from pathlib import Path

from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
from rulewright.compiler.sheet.sentences import SentenceGenerator
from rulewright.compiler.sheet.steps import plain
from tests.conftest import RULES

CONSTRUCTS = Path(__file__).resolve().parent / "constructs"


def ruleset(tmp_path: Path, de_changes: dict[str, str] | None = None) -> Path:
    """The constructs ruleset with one more rule at the end of the game (a kind compared with
    `!=`), its German names changed as given (old text -> new text)."""
    root = tmp_path / "constructs"
    shutil.copytree(CONSTRUCTS, root)
    path = root / "ruleset.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("end_of_game: |\n", "end_of_game: |\n  open = first(market).kind != token\n"
                                 "  open = any(leader.hand, c -> c.kind == gem)\n", 1), encoding="utf-8")
    ftl = root / "locales" / "de" / "constructs.ftl"
    names = ftl.read_text(encoding="utf-8")
    for old, new in (de_changes or {}).items():
        assert old in names
        names = names.replace(old, new)
    ftl.write_text(names, encoding="utf-8")
    return root


def sheet_lines(root: Path, lang: str) -> list[str]:
    ir = compile_ruleset(root).ir
    sheet = build_sheet(ir, sheet_localizer(root, ir, lang))
    return [plain(e.text) for s in sheet.sections for b in s.blocks for e in b.entries]


def has(lines: list[str], text: str) -> bool:
    return any(text in line for line in lines)


def test_a_card_form_takes_its_own_gender_and_the_names_gender_when_it_has_none(tmp_path):
    lines = sheet_lines(ruleset(tmp_path), "de")
    # gem: `.card = Edelstein` (masc, from .gender); token: `.card = Plättchenkarte`, `.card-gender = fem`
    assert has(lines, "die erste Karte von dem Markt ein Edelstein ist")
    assert has(lines, "die erste Karte von dem Markt ein Edelstein oder eine Plättchenkarte ist")
    assert has(lines, "die erste Karte von dem Markt keine Plättchenkarte ist")
    assert has(lines, "wenn der Anführer mindestens einen Edelstein auf der Hand hat")     # accusative
    # without .card-gender the card form has the gender of the name (neut: "ein", "kein")
    lines = sheet_lines(ruleset(tmp_path / "b", {"    .card-gender = fem\n": ""}), "de")
    assert has(lines, "ein Edelstein oder ein Plättchenkarte ist")
    assert has(lines, "die erste Karte von dem Markt kein Plättchenkarte ist")


def test_a_name_gives_its_case_forms_and_is_said_unchanged_without_them(tmp_path):
    lines = sheet_lines(ruleset(tmp_path), "de")
    assert has(lines, "Decke alle Karten des Markts auf.")                       # .gen = Markts
    assert has(lines, "von eins bis einschließlich der Stufe")                   # dative after "bis einschließlich"
    lines = sheet_lines(ruleset(tmp_path / "b", {"    .gen = Markts\n": ""}), "de")
    assert has(lines, "Decke alle Karten des Markt auf.")
    # a name with an adjective inflects in the dative: "der zu zählenden Stufe"
    lines = sheet_lines(ruleset(tmp_path / "c", {"variable-level = Stufe\n": "variable-level = zu zählende Stufe\n"
                                                 "    .dat = zu zählenden Stufe\n"}), "de")
    assert has(lines, "Die zu zählende Stufe wird vier.")
    assert has(lines, "von eins bis einschließlich der zu zählenden Stufe")


def test_a_dutch_het_word_zone_takes_het(tmp_path):
    lines = sheet_lines(ruleset(tmp_path), "nl")                                # zone-board = bord, .gender = het
    assert has(lines, "het aantal kaarten in het bord van de leider")
    assert not has(lines, "in de bord")


def test_the_suit_to_follow_has_its_gender_and_forms_in_every_language():
    root = RULES / "crazy_eights"
    ir = compile_ruleset(root).ir
    expected = {"de": ("zu bedienende Farbe", "fem", "zu bedienende Farben", "zu bedienenden Farbe"),
                "nl": ("te volgen kleur", "de", "te volgen kleuren", "te volgen kleur"),
                "en": ("suit to follow", "none", "suits to follow", "suit to follow")}
    for lang, (name, gender, plural, dative) in expected.items():
        bundle = SentenceGenerator(ir, sheet_localizer(root, ir, lang)).names("variable-suit_to_follow")
        assert (bundle[""], bundle["gender"], bundle["plural"], bundle["dat"]) == (name, gender, plural, dative)
