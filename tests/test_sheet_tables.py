"""Tables on the sheet: parameters that give a number for every value of an enum are printed as
one table (a column per parameter) where the rule uses them, and a long assignment
`x = if C then A else B` is said as a condition with two steps."""
from __future__ import annotations

import shutil
from pathlib import Path

from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
from rulewright.compiler.sheet.render import render_html, render_markdown
from tests.test_sheet_length import sentences, words

CONSTRUCTS = Path(__file__).resolve().parent / "constructs"
NAMES = {"en": ("place", "north quarter", "east quarter", "south quarter", "west quarter", "Near rate"),
         "nl": ("plek", "noordwijk", "oostwijk", "zuidwijk", "westwijk", "Tarief dichtbij"),
         "de": ("Ort", "Nordviertel", "Ostviertel", "Südviertel", "Westviertel", "Nahtarif"),
         "hu": ("hely", "északi negyed", "keleti negyed", "déli negyed", "nyugati negyed", "Közeli díj")}
RATE = {"en": "rate", "nl": "tarief", "de": "Tarif", "hu": "díj"}


def ruleset(tmp_path: Path) -> Path:
    """The constructs ruleset with an enum of four places, two rates by place (one with a label),
    a counter by place, and an end of the game that sets it by a condition."""
    root = tmp_path / "constructs"
    shutil.copytree(CONSTRUCTS, root)
    path = root / "ruleset.yaml"
    text = path.read_text(encoding="utf-8")
    text = text.replace("enums:\n", "enums:\n  place: [north, east, south, west]\n", 1)
    text = text.replace("parameters:\n", "parameters:\n"
                        "  near_rate: {value: {north: 11, east: 12, south: 13, west: 14}, reason: test}\n"
                        "  far_rate: {value: {north: 1, east: 2, south: 3, west: 4}, reason: test}\n", 1)
    text = text.replace("counters:\n", "counters:\n"
                        "  rate: {per_player: true, start: 0, indexed_by: place, visibility: public}\n", 1)
    text = text.replace("end_of_game: |\n", "end_of_game: |\n"
                        "  for p in players {\n    for v in values(place) {\n"
                        "      p.rate[v] = if p.coins > 3 and any(p.hand, c -> c.shiny) then near_rate[v] else far_rate[v]\n"
                        "    }\n  }\n", 1)
    path.write_text(text, encoding="utf-8")
    for lang, (enum, *places, label) in NAMES.items():
        ftl = root / "locales" / lang / "constructs.ftl"
        extra = f"\nenum-place = {enum}\n" + "".join(
            f"place-{key} = {name}\n" for key, name in zip(("north", "east", "south", "west"), places))
        extra += f"counter-rate = {RATE[lang]}\n    .plural = {RATE[lang]}\nparam-near_rate = {label}\n"
        ftl.write_text(ftl.read_text(encoding="utf-8") + extra, encoding="utf-8")
    return root


def end_entries(root: Path, lang: str):
    ir = compile_ruleset(root).ir
    sheet = build_sheet(ir, sheet_localizer(root, ir, lang))
    end = next(s for s in sheet.sections if s.key == "end")
    return sheet, [e for b in end.blocks for e in b.entries]


def test_parameters_by_enum_value_are_one_table_with_a_column_each(tmp_path):
    root = ruleset(tmp_path)
    for lang, (enum, *places, label) in NAMES.items():
        sheet, entries = end_entries(root, lang)
        tables = [e for e in entries if e.table]
        assert len(tables) == 1, [e.text for e in entries]
        head, *rows = tables[0].table
        # the enum's name heads the first column; the labelled parameter's column has its label
        assert head == [enum[0].upper() + enum[1:], "1", "2"] and label in tables[0].text
        assert rows == [[places[0], "11", "1"], [places[1], "12", "2"], [places[2], "13", "3"],
                        [places[3], "14", "4"]]
        assert "1" in tables[0].text                              # "Table 1:", "1. táblázat:"
        assert "<table class=\"rules\">" in render_html(sheet)
        assert f"| {places[0]} | 11 | 1 |" in render_markdown(sheet)


def test_the_rule_refers_to_the_columns_and_says_the_condition_first(tmp_path):
    root = ruleset(tmp_path)
    expect = {"en": ("in column 1 of table 1 below", "in column 2 of table 1 below", "Otherwise"),
              "nl": ("in kolom 1 van tabel 1 hieronder", "in kolom 2 van tabel 1 hieronder", "Anders"),
              "de": ("in Spalte 1 von Tabelle 1 unten", "in Spalte 2 von Tabelle 1 unten", "Sonst")}
    for lang, (first, second, otherwise) in expect.items():
        sheet, entries = end_entries(root, lang)
        md = render_markdown(sheet)
        rule = next(line for line in md.splitlines() if first in line)
        other = next(line for line in md.splitlines() if second in line)
        # the condition heads a list: the near rate under it, the far rate under "Otherwise"
        assert md.index(rule) < md.index(other) and other.strip().startswith(f"- {otherwise}:"), md
        assert all(words(x) <= 40 for x in sentences(rule + "\n" + other))
