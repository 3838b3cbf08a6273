"""Tests for rulewright.i18n (Localizer) and compiler.translations (check_translations)."""
from __future__ import annotations

import pickle
import sys
from pathlib import Path

import pytest

from rulewright.compiler.build import ruleset_message_ids, ruleset_optional_ids

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rulewright.compiler.diagnostics import ERROR, WARNING, Span  # noqa: E402
from rulewright.compiler.translations import check_translations  # noqa: E402
from rulewright.i18n import (  # noqa: E402
    LocaleError,
    Localizer,
    MissingTranslation,
    available_languages,
    locale_files,
)

LOCALES = ROOT / "locales"
RESOURCE = "rattus_cartus"
LANGS = ["en", "nl", "de"]

# Exactly the ids the bundled ruleset needs, as the compiler computes them.
NAME_IDS = list(ruleset_message_ids(ROOT / "rules" / "rattus_cartus"))


def bundled(lang: str) -> Localizer:
    return Localizer(lang, locale_files(LOCALES, lang, [RESOURCE]))


def write(root: Path, lang: str, text: str | bytes, resource: str = "game") -> Path:
    folder = root / lang
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{resource}.ftl"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def codes(diags):
    return [d.code for d in diags]


# ---------------------------------------------------------------------------
# Localizer
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("lang,name,plural,card", [
    ("en", "Castle", "Castles", "Castle cards"),
    ("nl", "Kasteel", "Kastelen", "Kasteel-kaarten"),
    ("de", "Burg", "Burgen", "Burg-Karten"),
])
def test_localizer_formats_a_name_in_each_language(lang, name, plural, card):
    loc = bundled(lang)
    assert loc.format("card-castle") == name
    assert loc.attribute("card-castle", "plural") == plural
    assert loc.attribute("card-castle", "cards") == card
    assert loc.format("game-title") == "Rattus Cartus"


def test_localizer_seed_terms():
    nl, de = bundled("nl"), bundled("de")
    assert [nl.format(f"card-{c}") for c in ["sword", "gold", "pass", "flute"]] == \
        ["Zwaard", "Goud", "Pas", "Fluit"]
    assert [de.format(f"card-{c}") for c in ["sword", "gold", "pass", "flute"]] == \
        ["Schwert", "Gold", "Passe", "Flöte"]
    assert nl.attribute("card-sword", "card") == "Zwaard-kaart"
    assert de.attribute("card-sword", "card") == "Schwert-Karte"
    assert nl.attribute("card-sword", "gender") == "het"
    assert de.attribute("card-sword", "gender") == "neut"
    assert bundled("en").format("card-guard_tower") == "Guard Tower"


def test_missing_message_raises():
    loc = bundled("nl")
    with pytest.raises(MissingTranslation) as info:
        loc.format("card-no_such_building")
    assert info.value.lang == "nl" and info.value.msg_id == "card-no_such_building"
    with pytest.raises(MissingTranslation) as info:
        loc.attribute("card-castle", "dative")
    assert info.value.msg_id == "card-castle.dative"
    with pytest.raises(MissingTranslation):
        bundled("en").attribute("card-castle", "gender")   # English has no genders
    assert not loc.has("card-no_such_building") and loc.has("card-castle")


def test_unknown_language_raises(tmp_path):
    path = write(tmp_path, "xx", "hello = Hello\n")
    with pytest.raises(LocaleError):
        Localizer("xx", [path])
    with pytest.raises(LocaleError):
        Localizer("und", [path])
    with pytest.raises(LocaleError):
        locale_files(LOCALES, "fr", [RESOURCE])
    with pytest.raises(LocaleError):
        locale_files(LOCALES, "nl", ["no_such_resource"])


def test_junk_raises_with_location(tmp_path):
    path = write(tmp_path, "en", "ok = fine\nbroken = { $x\nlater = fine\n")
    with pytest.raises(LocaleError) as info:
        Localizer("en", [path])
    assert f"{path}:2:" in str(info.value)


def test_duplicate_raises_with_location(tmp_path):
    path = write(tmp_path, "en", "a = one\nb = two\na = three\n")
    with pytest.raises(LocaleError) as info:
        Localizer("en", [path])
    assert f"{path}:3:1" in str(info.value) and "duplicate" in str(info.value)


def test_duplicate_across_files_raises(tmp_path):
    one = write(tmp_path, "en", "a = one\n", "one")
    two = write(tmp_path, "en", "b = two\na = again\n", "two")
    with pytest.raises(LocaleError) as info:
        Localizer("en", [one, two])
    assert f"{two}:2:1" in str(info.value)


def test_binary_file_raises(tmp_path):
    path = write(tmp_path, "en", b"a = ok\n\xff\xfe\x00junk")
    with pytest.raises(LocaleError) as info:
        Localizer("en", [path])
    assert f"{path}:2:1" in str(info.value)


def test_formatting_errors_raise_and_plurals_use_numbers(tmp_path):
    path = write(tmp_path, "en", (
        "cards = { $count ->\n"
        "    [one] one card\n"
        "   *[other] { $count } cards\n"
        "}\n"
        "cycle = { cycle }\n"
        "dangling = see { nowhere }\n"
        "only-attrs =\n"
        "    .x = X\n"))
    loc = Localizer("en", [path])
    assert loc.format("cards", count=1) == "one card"
    assert loc.format("cards", count=1000) == "1,000 cards"     # no isolation marks
    with pytest.raises(MissingTranslation):
        loc.format("cards")                                     # unknown $count
    with pytest.raises(MissingTranslation):
        loc.format("cycle")
    with pytest.raises(MissingTranslation):
        loc.format("dangling")
    with pytest.raises(MissingTranslation):
        loc.format("only-attrs")
    assert loc.attribute("only-attrs", "x") == "X"
    with pytest.raises(TypeError):
        loc.format("cards", count=True)


def test_dutch_and_german_plural_rules(tmp_path):
    text = "n = { $n ->\n    [one] een\n   *[other] veel\n}\n"
    nl = Localizer("nl", [write(tmp_path, "nl", text)])
    assert (nl.format("n", n=1), nl.format("n", n=2), nl.format("n", n=0)) == ("een", "veel", "veel")


def test_localizer_and_errors_pickle():
    loc = bundled("de")
    again = pickle.loads(pickle.dumps(loc))
    assert again.format("card-castle") == "Burg" and again.lang == "de"
    err = pickle.loads(pickle.dumps(MissingTranslation("de", "x", "why")))
    assert (err.lang, err.msg_id, err.detail) == ("de", "x", "why")


def test_available_languages(tmp_path):
    assert available_languages(LOCALES)[:3] == sorted(available_languages(LOCALES))[:3]
    assert {"en", "nl", "de"} <= set(available_languages(LOCALES))
    write(tmp_path, "nl", "a = b\n")
    (tmp_path / "empty").mkdir()
    assert available_languages(tmp_path) == ["nl"]


# ---------------------------------------------------------------------------
# check_translations: one test per code
# ---------------------------------------------------------------------------

def yaml_span(line: int, col: int = 7) -> Span:
    return Span("rules/game.yaml", line, col, line, col + 6)


def test_rw501_missing_translation(tmp_path):
    write(tmp_path, "en", "card-castle = Castle\ncard-farm = Farm\n")
    write(tmp_path, "nl", "card-farm = Boerderij\n")
    diags = check_translations(tmp_path, "game", ["en", "nl"],
                               {"card-castle": yaml_span(12), "card-farm": yaml_span(14)},
                               display_root=str(tmp_path.parent))
    assert codes(diags) == ["RW501"]
    d = diags[0]
    assert d.severity == ERROR
    assert (d.file, d.line, d.column) == ("rules/game.yaml", 12, 7)
    assert d.message == 'no "nl" translation for "card-castle"'
    assert f"{tmp_path.name}/nl/game.ftl" in d.hint and "card-castle = ..." in d.hint


def test_rw501_missing_attribute_of_reference(tmp_path):
    write(tmp_path, "en", "card-castle = Castle\n    .plural = Castles\n")
    write(tmp_path, "nl", "\ncard-castle = Kasteel\n    .gender = het\n")
    diags = check_translations(tmp_path, "game", ["en", "nl"], {"card-castle": None})
    assert codes(diags) == ["RW501"]
    assert diags[0].file == str(tmp_path / "nl" / "game.ftl") and diags[0].line == 2
    assert ".plural" in diags[0].message


def test_rw502_extra_translation(tmp_path):
    write(tmp_path, "en", "card-castle = Castle\ncard-farm = Farm\n")
    write(tmp_path, "nl", "card-farm = Boerderij\n\ncard-castel = Kasteel\nold-thing = Oud\n")
    diags = check_translations(tmp_path, "game", ["en", "nl"],
                               {"card-castle": yaml_span(2), "card-farm": None},
                               display_root=str(tmp_path))
    assert codes(diags) == ["RW502", "RW502", "RW501"]   # sorted by file: nl/... < rules/...
    diags = diags[:2]
    assert all(d.severity == WARNING and d.file == "nl/game.ftl" for d in diags)
    assert [(d.line, d.column) for d in diags] == [(3, 1), (4, 1)]
    assert 'did you mean "card-castle"' in diags[0].hint
    assert "remove it" in diags[1].hint


def test_rw503_junk(tmp_path):
    write(tmp_path, "en", "card-castle = Castle\ncard-farm = Farm\nnext = ok\n")
    write(tmp_path, "nl", "card-castle = Kasteel\ncard-farm = { $x\nnext = ok\n")
    diags = check_translations(tmp_path, "game", ["en", "nl"],
                               {"card-castle": None, "card-farm": None, "next": None},
                               display_root=str(tmp_path))
    rw503 = [d for d in diags if d.code == "RW503"]
    assert len(rw503) == 1
    d = rw503[0]
    assert (d.file, d.line, d.column) == ("nl/game.ftl", 2, 17)
    assert d.severity == ERROR and "card-farm" in d.message
    # the broken entry is not reported a second time as missing
    assert "RW501" not in codes(diags)


@pytest.mark.parametrize("content,line,column", [
    (b"card-castle = Kasteel\n\x00\xff\xfe binary", 2, 2),
    (b"\x89PNG\r\n\x1a\n\x00\x00", 1, 1),
    ("card-castle = " + "{" * 5000, 1, 1),
    ("\x00\x01\x02 = x\n", 1, 1),
])
def test_rw503_never_raises_on_garbage(tmp_path, content, line, column):
    write(tmp_path, "en", "card-castle = Castle\n")
    write(tmp_path, "nl", content)
    diags = check_translations(tmp_path, "game", ["en", "nl"], {"card-castle": None})
    rw503 = [d for d in diags if d.code == "RW503"]
    assert rw503 and (rw503[0].line, rw503[0].column) == (line, column)


def test_rw504_variables_differ(tmp_path):
    write(tmp_path, "en", (
        "take-cards = { $count ->\n"
        "    [one] Take one { $kind }.\n"
        "   *[other] Take { $count } { $kind }.\n"
        "}\n"
        "    .short = { $count } { $kind }\n"))
    write(tmp_path, "de", (
        "# comment\n"
        "take-cards = { $anzahl ->\n"
        "    [one] Nimm eine { $kind }.\n"
        "   *[other] Nimm { $anzahl } { $kind }.\n"
        "}\n"
        "    .short = { $count } { $kind }\n"))
    diags = check_translations(tmp_path, "game", ["en", "de"], {"take-cards": None},
                               display_root=str(tmp_path))
    assert codes(diags) == ["RW504"]
    d = diags[0]
    assert (d.file, d.line, d.column) == ("de/game.ftl", 2, 1)
    assert "missing $count" in d.message and "unknown $anzahl" in d.message


def test_rw504_in_attribute(tmp_path):
    write(tmp_path, "en", "x = X\n    .title = { $n } cards\n")
    write(tmp_path, "nl", "x = X\n    .title = kaarten\n")
    diags = check_translations(tmp_path, "game", ["en", "nl"], {"x": None})
    assert codes(diags) == ["RW504"] and diags[0].line == 2 and "x.title" in diags[0].message


def test_rw505_duplicate(tmp_path):
    write(tmp_path, "en", "card-castle = Castle\n")
    write(tmp_path, "nl", "card-castle = Kasteel\n# again\ncard-castle = Burcht\n")
    diags = check_translations(tmp_path, "game", ["en", "nl"], {"card-castle": None},
                               display_root=str(tmp_path))
    assert codes(diags) == ["RW505"]
    assert (diags[0].file, diags[0].line, diags[0].column) == ("nl/game.ftl", 3, 1)
    assert "line 1" in diags[0].message


def test_rw506_missing_folder_and_unknown_code(tmp_path):
    write(tmp_path, "en", "card-castle = Castle\n")
    (tmp_path / "de").mkdir()
    diags = check_translations(tmp_path, "game", ["en", "nl", "xx", "de"],
                               {"card-castle": yaml_span(3)}, display_root=str(tmp_path))
    assert codes(diags).count("RW506") == 3
    files = {d.file for d in diags}
    assert "nl/" in files and "de/game.ftl" in files
    assert any('"xx"' in d.message for d in diags)
    assert "RW501" not in codes(diags)   # no flood of missing translations


def test_clean_files_report_nothing(tmp_path):
    write(tmp_path, "en", "a = A\n    .plural = As\n")
    write(tmp_path, "nl", "a = A\n    .plural = As\n    .gender = de\n")
    assert check_translations(tmp_path, "game", ["en", "nl"], {"a": None}) == []


# ---------------------------------------------------------------------------
# The bundled Rattus Cartus locale files
# ---------------------------------------------------------------------------

def test_bundled_locales_are_consistent():
    diags = check_translations(LOCALES, RESOURCE, LANGS, {i: None for i in NAME_IDS},
                               display_root=str(ROOT), optional=ruleset_optional_ids(ROOT / "rules" / "rattus_cartus"))
    assert diags == []


def test_bundled_locales_have_matching_attributes():
    locs = {lang: bundled(lang) for lang in LANGS}
    from fluent.syntax import FluentParser, ast as FTL
    attrs = {}
    for lang in LANGS:
        text = (LOCALES / lang / f"{RESOURCE}.ftl").read_text(encoding="utf-8")
        for entry in FluentParser().parse(text).body:
            if isinstance(entry, FTL.Message):
                attrs.setdefault(entry.id.name, {})[lang] = {a.id.name for a in entry.attributes}
    optional = ruleset_optional_ids(ROOT / "rules" / "rattus_cartus")   # rulebook parameters' texts
    assert set(attrs) - optional == set(NAME_IDS)
    for msg_id, per_lang in attrs.items():
        # the grammar of nl and de: genders, the card form's gender and the singular case forms
        grammar = {"gender", "card-gender", "acc", "dat", "gen"}
        assert per_lang["en"] == per_lang["nl"] - grammar == per_lang["de"] - grammar, msg_id
        assert not grammar & per_lang["en"]
        if "card-gender" in per_lang["de"]:
            assert locs["de"].attribute(msg_id, "card-gender") in {"masc", "fem", "neut"}, msg_id
        if "plural" in per_lang["en"]:
            assert "gender" in per_lang["nl"] and "gender" in per_lang["de"], msg_id
            assert locs["nl"].attribute(msg_id, "gender") in {"de", "het"}
            assert locs["de"].attribute(msg_id, "gender") in {"masc", "fem", "neut"}
        if msg_id.startswith("card-"):
            assert {"plural", "card", "cards"} <= per_lang["en"], msg_id
        for lang in LANGS:
            assert locs[lang].format(msg_id).strip()
