"""The reference sheet and the narration of The Palaces of Carrara: golden sentences of the
objective cards (en, hu), tables by enum value and zones with a part per value in the sentence
generator, the sheet in all four languages (md, html, and a PDF of at most two pages), the
engine messages of every language, and a game narrated in Hungarian."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulewright.compiler.sheet.steps import join as steps_join, plain
from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
from rulewright.compiler.sheet.render import render_html, render_markdown
from rulewright.compiler.sheet.sentences import Ctx, SentenceGenerator
from rulewright.compiler.translations import check_translations
from rulewright.cli.play_commands import load_names
from rulewright.cli.sheet_command import sheet
from rulewright.runtime.narration import ENGINE_MESSAGES, Narrator
from tests.conftest import LOCALES, RULES

GOLDEN = Path(__file__).resolve().parent / "golden"
CARRARA = RULES / "carrara"
LANGS = ("en", "nl", "de", "hu")

# the cards of the golden files: some of every colour, with the actions of each
GOLDEN_CARDS = ("expensive_buildings", "collect_money", "three_pairs", "four_identical", "four_different",
                "total_cost", "two_in_three_cities", "cost_eight", "land_buildings", "livorno_and_lerici",
                "two_types_of_choice", "left_right_majority", "city_majority")


@pytest.fixture(scope="module")
def ir():
    result = compile_ruleset(CARRARA)
    assert result.ok, [f"{d.code} {d.message}" for d in result.diagnostics if d.is_error]
    return result.ir


def generator(ir, lang: str) -> SentenceGenerator:
    return SentenceGenerator(ir, sheet_localizer(CARRARA, ir, lang))


def golden_text(ir, lang: str) -> str:
    gen = generator(ir, lang)
    lines = []
    for kind in GOLDEN_CARDS:
        for action in ir["kinds"][kind]["actions"]:
            lines.append(f"{kind}.{action}: " + plain(steps_join(gen.action(kind, action))))
    lines.append("bonus_card.score_in_city: " + plain(steps_join(gen.group_default("bonus_card", "score_in_city"))))
    return "\n".join(lines) + "\n"


def sentence(ir, lang: str, kind: str, action: str) -> str:
    return " ".join(s.text for s in generator(ir, lang).action(kind, action))


# -- golden sentences ---------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "hu"])
def test_golden_sentences(ir, lang):
    assert golden_text(ir, lang) == (GOLDEN / f"carrara.sentences.{lang}.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang,kind,action,text", [
    ("en", "land_buildings", "score", "Score 6 points for each land building in your player board (Building card)."),
    ("hu", "land_buildings", "score", "6 GYP-t kapsz minden vidéki épület (hely: Játékostábla) után (Épületkártya)."),
    ("en", "three_pairs", "score", "Score 5 points for each set of two identical objects (Object card)."),
    ("hu", "three_pairs", "score", "5 GYP-t kapsz minden 2 azonos tárgy után (Tárgykártya)."),
    ("en", "two_in_three_cities", "announce",
     "Building objective met if in at least three cities, you have at least two buildings."),
    ("hu", "two_in_three_cities", "announce",
     "Épületkártya célja teljesítve, ha legalább 3 olyan város van, ahol legalább 2 épület van a birtokodban."),
])
def test_card_sentences(ir, lang, kind, action, text):
    """The wording of the seed: "6 GYP-t kapsz minden vidéki épületért", "5 GYP-t kapsz minden
    összegyűjtött párod után", "Legalább 3 különböző városban 2-2 épületet kell építened"."""
    assert sentence(ir, lang, kind, action).startswith(text)


# -- tables by enum value, zones with a part per value ------------------------------------------------

@pytest.mark.parametrize("lang,entries", [
    ("en", "Livorno 11, Pisa 9, Lucca 7, Viareggio 5, Massa 3, and Lérici 1"),
    ("nl", "Livorno 11, Pisa 9, Lucca 7, Viareggio 5, Massa 3 en Lérici 1"),
    ("de", "Livorno 11, Pisa 9, Lucca 7, Viareggio 5, Massa 3 und Lérici 1"),
    ("hu", "Livorno 11, Pisa 9, Lucca 7, Viareggio 5, Massa 3 és Lérici 1"),
])
def test_a_table_by_city_names_the_cities(ir, lang, entries):
    gen = generator(ir, lang)
    assert gen.value_text(ir["parameters"]["two_in_city_points"]["value"]) == entries
    assert entries in sentence(ir, lang, "two_in_three_cities", "score")


def test_a_table_by_value_names_translated_values(ir):
    gen = generator(ir, "hu")
    assert gen.value_text({"gate": 1, "book": 2}) == "kapu 1 és könyv 2"


@pytest.mark.parametrize("lang,text", [
    ("en", "your buildings in Livorno"), ("nl", "je gebouwen in Livorno"),
    ("de", "deine Gebäude in Livorno"), ("hu", "a saját épületek (Livorno)")])
def test_a_part_of_a_zone_names_its_value(ir, lang, text):
    gen = generator(ir, lang)
    node = {"t": "pzone", "n": "board", "p": {"t": "local", "n": "me"}, "i": {"t": "const", "v": "livorno"}}
    ctx = Ctx({"me": ("np", gen.np("sheet-np-you"), "player")}, "me", "you")
    assert gen.value(node, ctx)("nom") == text


def test_no_template_argument_leaks_into_a_sentence(ir):
    for lang in LANGS:
        gen = generator(ir, lang)
        for kind, spec in ir["kinds"].items():
            for action in spec["actions"]:
                text = " ".join(s.text for s in gen.action(kind, action))
                assert not re.search(r"\bnone\b|[{}$]", text.replace("there are none", "")), (lang, kind, action, text)


# -- the sheet in every language ------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_sheet_in_every_language(ir, lang):
    loc = sheet_localizer(CARRARA, ir, lang)
    built = build_sheet(ir, loc)
    md, page = render_markdown(built), render_html(built)
    for kind, spec in ir["kinds"].items():          # every card kind of every group is on the sheet
        assert loc.format(f"card-{kind}") in md
    for city in ir["enums"]["city"]:
        assert loc.format(f"city-{city}") in md
    for name, p in ir["parameters"].items():
        if p["assumption"]:
            assert loc.has_attribute(f"param-{name}", "text")
    assert f'<html lang="{lang}">' in page and "<script" not in page.lower()
    # the turns are played: the sheet opens with the round, whose written text has the wheel's
    # prices; rulebook parameters with a text (the first-game cards, ...) are further rules
    assert [s.key for s in built.sections][-3:] == ["end", "notes", "assumptions"]
    assert [s.key for s in built.sections][0] == "round"
    assert loc.format("segment-seg_vi") in md


# Read as a Dutch and a German player: the face-down pile of building tiles is the draw pile the
# written texts name (not a supply), the German sentences are grammatical, and an assumption
# names a card by the card's own name.
@pytest.mark.parametrize("lang,present,absent", [
    ("nl", ["er geen gebouwtegels in de trekstapel zijn",
            "Voor „Bouw 2 gebouwen in elk van 3 verschillende steden, de 3 groepen worden vermenigvuldigd” telt"],
     ["gebouwenvoorraad", "steden, vermenigvuldigd”"]),
    ("de", ["es keine Gebäudeplättchen in der Auslage gibt und es keine Gebäudeplättchen im Nachziehstapel gibt",
            "Bei Gleichstand erhalten alle Beteiligten die Punkte.",
            "Am Spielende sind je 5 Geld 1 Punkt wert, abgerundet.",
            "Für „Baue je 2 Gebäude in 3 verschiedenen Städten, die 3 Gruppen werden multipliziert“ zählt"],
     ["Gebäudevorrat", "erhalten sie alle Beteiligten", "Spielende ist je", "Städten, multipliziert“"]),
    ("de", ["in der bei mindestens einem der Spieler „Spielende angesagt“ auf ja steht"], ["von den Spielern"]),
])
def test_dutch_and_german_sheet_wording(ir, lang, present, absent):
    md = render_markdown(build_sheet(ir, sheet_localizer(CARRARA, ir, lang)))
    for text in present:
        assert text in md
    for text in absent:
        assert text not in md


@pytest.mark.parametrize("lang,label", [("en", "**City upgrade tile:**"), ("nl", "**Stadsverbeteringstegel:**"),
                                        ("nl", "**Steen:**"), ("de", "**Stein:**")])
def test_a_label_of_kinds_without_actions_starts_with_a_capital(ir, lang, label):
    """The label of the kinds that only say where they are used opens its entry: a capital, as
    every other label (it was "**stone:**")."""
    md = render_markdown(build_sheet(ir, sheet_localizer(CARRARA, ir, lang)))
    assert label in md


@pytest.mark.parametrize("lang", LANGS)
def test_cli_sheet_md_and_html(tmp_path, lang):
    runner = CliRunner()
    for fmt in ("md", "html"):
        out = tmp_path / f"carrara.{lang}.{fmt}"
        result = runner.invoke(sheet, [str(CARRARA), "--lang", lang, "--format", fmt, "-o", str(out)])
        assert result.exit_code == 0, result.output
        assert out.stat().st_size > 5000


# -- engine messages and narration ------------------------------------------------------------------------

def engine_languages() -> list[str]:
    return sorted(p.parent.name for p in LOCALES.glob("*/engine.ftl"))


def test_engine_messages_are_the_same_in_every_language():
    """Every language's engine.ftl has exactly the messages of the engine, with the same
    variables as English (RW504), and formats the engine's sample arguments."""
    langs = engine_languages()
    assert {"en", "nl", "de", "hu"} <= set(langs)
    ids = {i: None for i in ENGINE_MESSAGES}
    for lang in langs:
        text = (LOCALES / lang / "engine.ftl").read_text(encoding="utf-8")
        defined = set(re.findall(r"^([a-z][a-z0-9-]*) =", text, re.M))
        assert defined == set(ENGINE_MESSAGES), lang
    assert check_translations(LOCALES, "engine", langs, ids) == []


def test_narration_of_parts_of_zones(ir):
    """Zones with a part per value are told with the zone's name and the value's name."""
    told = {}
    for lang in ("en", "hu"):
        lines: list[str] = []
        narrator = Narrator(load_names(CARRARA, ir, lang), lines.append, you=0)
        building = {"id": 5, "kind": "palazzo", "value": 3, "terrain": "urban", "object": "crown"}
        narrator({"type": "move", "from": "building_stack", "from_owner": None, "to": "board[livorno]",
                  "to_owner": 0, "cards": [building]})
        narrator({"type": "move", "from": "building_stack", "from_owner": None, "to": "board[lerici]",
                  "to_owner": 1, "cards": [{**building, "id": 6}]})
        narrator({"type": "counter", "counter": "objects", "player": 1, "index": "gate", "old": 0, "new": 2})
        narrator.flush()
        told[lang] = lines
        assert load_names(CARRARA, ir, lang).value("board[pisa]")
    assert told["en"][0].startswith("  Building supply → your player board (Livorno): Palazzo")
    assert told["en"][1].startswith("  Building supply → Player 2’s player board (Lérici): Palazzo")
    assert told["en"][2] == "  Player 2: objects (gate) 0 → 2"
    assert told["hu"][0].startswith("  Épületkészlet → saját Játékostábla (Livorno): Palota")
    assert told["hu"][1].startswith("  Épületkészlet → 2. játékos – Játékostábla (Lérici): Palota")
    assert told["hu"][2] == "  2. játékos: tárgyak (kapu) 0 → 2"


def test_play_narrates_in_hungarian():
    from rulewright.cli.main import main
    result = CliRunner().invoke(main, ["play", str(CARRARA), "--players", "3", "--agents", "random,random,random",
                                       "--lang", "hu", "--seed", "1"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert out.startswith("Carrara palotái: játék 3 játékossal")
    for text in ("Előkészületek", "Felső kártya pakli: megkeverve.", "→ Célkitűzések Táblája:", "A játék vége",
                 "Zsák → kerék (I-es körcikk):", "„Válaszd ki az akciódat.” →", "Végső pontozás", "Összesen"):
        assert text in out
    assert "Traceback" not in out and "zone-" not in out



# -- written text: the turn, the objectives and the end as a rulebook says them -------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_every_rule_is_printed_from_current_written_text(ir, lang):
    """No entry of the sheet is a generated sentence marked as changed, and the objective cards
    whose generated condition read as a formula print their written text (O7: "the number of the
    numbers from one to your objects divided by three")."""
    loc = sheet_localizer(CARRARA, ir, lang)
    built = build_sheet(ir, loc)
    assert [e.text for s in built.sections for b in s.blocks for e in b.entries if e.changed] == []
    md = render_markdown(built)
    for msg in ("written-card-two_groups_of_three_different-announce", "written-card-pair_and_quadruplet-announce",
                "written-card-score_four_times-announce", "written-card-land_city_pairs-announce", "written-end"):
        assert loc.format(msg).splitlines()[0].lstrip("- ") in md, msg


@pytest.mark.parametrize("lang", LANGS)
def test_a_generated_end_names_every_column_of_the_city_rate_table(ir, lang, monkeypatch):
    """Where the written end of the game does not apply (a house rule changed it), the generated
    one prints the cities' rates as a table whose caption names each column by its parameter."""
    from rulewright.compiler.sheet import written
    real = written.lookup
    monkeypatch.setattr(written, "lookup", lambda loc, ir_, msg, current=None: written.Written("changed")
                        if msg == "written-end" else real(loc, ir_, msg, current))
    loc = sheet_localizer(CARRARA, ir, lang)
    md = render_markdown(build_sheet(ir, loc))
    for name in ("upgrade_vp_rate", "upgrade_money_rate", "city_vp_rate", "city_money_rate"):
        assert loc.has(f"param-{name}") and loc.format(f"param-{name}") in md, name


# -- PDF: at most four A4 pages in every language -------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_pdf_fits_four_pages(tmp_path, lang):
    pytest.importorskip("weasyprint", reason="PDF tests need WeasyPrint (pip extra 'sheets')")
    from pypdf import PdfReader
    out = tmp_path / f"carrara.{lang}.pdf"
    result = CliRunner().invoke(sheet, [str(CARRARA), "--lang", lang, "--format", "pdf", "-o", str(out)])
    assert result.exit_code == 0, result.output
    reader = PdfReader(str(out))
    assert len(reader.pages) <= 4
    pages = [re.sub(r"\s+", " ", page.extract_text()) for page in reader.pages]
    text = " ".join(pages)
    assert "Livorno" in text and "Lérici" in text
    # a sheet longer than two pages fills its last one (larger type) instead of ending in a few lines
    if len(pages) > 2:
        assert len(pages[-1]) > 0.5 * len(pages[0]), [len(p) for p in pages]


if __name__ == "__main__":   # regenerate the golden files: python -m tests.test_carrara_sheet
    compiled = compile_ruleset(CARRARA).ir
    for code in ("en", "hu"):
        (GOLDEN / f"carrara.sentences.{code}.txt").write_text(golden_text(compiled, code), encoding="utf-8")
    print("golden files written")


@pytest.mark.parametrize("lang, one, two", [
    ("en", "The base object card gives 1 point per object.", "The base building card gives 2 points per value point"),
    ("nl", "De basisvoorwerpkaart geeft 1 punt per voorwerp.", "De basisgebouwkaart geeft 2 punten per waardepunt"),
    ("de", "Die Grund-Gegenstandskarte bringt 1 Punkt je Gegenstand.", "Die Grund-Gebäudekarte bringt 2 Punkte je Wertpunkt"),
])
def test_points_of_the_base_cards_agree_with_their_number(tmp_path, lang, one, two):
    """The assumption texts of the base object and building cards say "1 point" and "2 points",
    never "point(s)", at the value a house rule gives them."""
    house = tmp_path / "points.yaml"
    house.write_text(f"house_rule:\n  name: points\n  extends: {CARRARA.as_posix()}\n  intent: Two points.\n"
                     "change:\n  parameters:\n    building_card_points_per_value: {value: 2}\n", encoding="utf-8")
    out = tmp_path / "sheet.md"
    result = CliRunner().invoke(sheet, [str(house), "--lang", lang, "-o", str(out)])
    assert result.exit_code == 0, result.output
    text = out.read_text(encoding="utf-8")
    assert one in text and two in text
    assert "(s)" not in text and "(en)" not in text and "(e)" not in text
