"""The editing core (rulewright.editing): one file's editor buffer in; diagnostics at editor
positions (0-based lines, UTF-16 columns), rules text, diff, hover symbols and completions out."""
from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulewright.editing import Position, Range, analyze, completions, symbol_at
from rulewright.editing import analysis as core
from rulewright.editing.positions import LineMap

ROOT = Path(__file__).resolve().parent.parent
HOUSE = ROOT / "rules" / "rattus_cartus" / "house_rules" / "gentle_plague.yaml"
CARDS = ROOT / "rules" / "rattus_cartus" / "cards.yaml"


def utf16(s: str) -> int:
    return len(s.encode("utf-16-le")) // 2


def at(text: str, needle: str, after: int = 0) -> Position:
    """The editor position of `needle` (+ after characters) in `text`."""
    index = text.index(needle) + after
    line = text.count("\n", 0, index)
    start = text.rfind("\n", 0, index) + 1
    return Position(line, utf16(text[start:index].replace("\r", "")))


def position(text: str, index: int) -> Position:
    line = text.count("\n", 0, index)
    return Position(line, utf16(text[text.rfind("\n", 0, index) + 1:index]))


def errors(analysis):
    return [d for d in analysis.diagnostics if d.severity == "error"]


# ---- positions ----------------------------------------------------------------------------

def test_positions_count_utf16_units_after_accents_and_emoji():
    text = "a: é😀x\nb: 1\n"
    lines = LineMap(text)
    # the compiler's column 7 (1-based characters) is the 'x' after é and the emoji
    assert lines.from_compiler(1, 7) == Position(0, 7)          # é is 1 unit, 😀 is 2
    assert lines.from_compiler(2, 1) == Position(1, 0)
    assert lines.to_compiler(Position(0, 7)) == (1, 7)
    assert lines.offset_of(Position(0, 5)) == text.index("😀") + 1   # inside nothing: after the emoji


def test_positions_with_crlf_and_unicode_line_separators():
    text = "a: 1\r\nb: x\u2028y\r\nc: 2"
    lines = LineMap(text)
    # YAML counts U+2028 as a line break, editors do not: line 3 of the compiler is still line 1
    assert lines.from_compiler(2, 1) == Position(1, 0)
    assert lines.from_compiler(3, 1) == Position(1, 5)
    assert lines.from_compiler(4, 1) == Position(2, 0)
    assert lines.line_text(1) == "b: x\u2028y"


# ---- diagnostics ----------------------------------------------------------------------------

def test_valid_house_rule_has_no_error_and_says_what_it_changes():
    text = HOUSE.read_text(encoding="utf-8")
    analysis = analyze(HOUSE, text, "en")
    assert analysis.kind == "house_rule"
    assert errors(analysis) == []
    assert all(d.file is None for d in analysis.diagnostics), "the base's warnings belong to the base"
    titles = [r.title for r in analysis.rules_text]
    assert "Monastery (Church) — Standard action" in titles
    text_of = {r.title: r.sentences for r in analysis.rules_text}
    assert any("Discard two rats" in s for s in text_of["Monastery (Church) — Standard action"])
    assert analysis.diff[0].startswith("House rule gentle_plague: 2 changes")
    assert any("10 → 8" in block for block in analysis.diff)
    assert set(analysis.to_json()) >= {"diagnostics", "rules_text", "diff", "seconds"}


def test_rules_text_and_diff_in_another_language():
    analysis = analyze(HOUSE, HOUSE.read_text(encoding="utf-8"), "nl")
    assert any(r.title.startswith("Klooster") for r in analysis.rules_text)
    assert any("Leg twee ratten af" in s for r in analysis.rules_text for s in r.sentences)
    assert analysis.diff[0].startswith("Huisregel gentle_plague")


def test_broken_expression_in_the_buffer_is_located_and_the_disk_is_not_read():
    on_disk = HOUSE.read_text(encoding="utf-8")
    text = on_disk.replace("standard: me.rats -= 2", "standard: me.rats -= twoo")
    analysis = analyze(HOUSE, text, "en")
    [d] = errors(analysis)
    assert d.code == "RW301" and "twoo" in d.message
    assert d.range.start == at(text, "twoo") and d.range.end == at(text, "twoo", 4)
    assert HOUSE.read_text(encoding="utf-8") == on_disk
    assert analysis.rules_text == [] and analysis.diff == []


def test_error_after_emoji_and_accents_on_crlf_lines():
    text = HOUSE.read_text(encoding="utf-8").replace(
        "  intent: Start with eight rats,", "  intent: \"Rätsel 😀 ok\" x Start with eight rats,")
    text = text.replace("\n", "\r\n")
    d = errors(analyze(HOUSE, text))[0]
    assert d.code == "RW004"
    line = text.split("\r\n")[d.range.start.line]
    assert line.startswith("  intent:")
    assert d.range.start.character == utf16(line[:line.index(" x Start") + 1])


def test_bad_input_is_a_diagnostic_never_a_traceback(tmp_path):
    for text in ("", "cards: [\n", "\x00\x01", "house_rule: 5\n", "house_rule:\n  extends: nowhere\n",
                 "{{{{", "change: {cards: {castle: {actions: {premium: take(sword, 3)}}}}\n" * 3):
        analysis = analyze(HOUSE, text, "en")
        codes = [d.code for d in errors(analysis)]
        assert codes and "RW000" not in codes, (text, codes)
    assert [d.code for d in errors(analyze(HOUSE, "house_rule: 5\n"))] == ["RW103"]
    for odd in (Path("/"), tmp_path, tmp_path / "a\x00b.yaml", CARDS.parent / "notes.txt"):
        assert [d.code for d in analyze(odd, "a: 1\n").diagnostics] == ["RW010"], odd
    # a new file of the ruleset whose name the system cannot take is still checked as one
    assert [d.code for d in errors(analyze(CARDS.parent / ("x" * 300 + ".yaml"), "a: 1\n"))] == ["RW101"]
    outside = tmp_path / "notes.yaml"
    [d] = analyze(outside, "a: 1\n").diagnostics
    assert d.code == "RW010"
    assert errors(analyze(CARDS, "cards: [\n"))[0].code == "RW004"
    example = ROOT / "rules" / "rattus_cartus" / "examples" / "buildings.yaml"
    [d] = analyze(example, "name: x\n").diagnostics
    assert d.code == "RW010" and "rulewright test rattus_cartus" in d.hint


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(0, 12), st.text(alphabet="{}[]():,.'\"-#|&*!é😀\r\n \tab_=1", max_size=6))
def test_any_edit_of_a_house_rule_is_analysed_without_a_fault(where, cut, insert):
    text = HOUSE.read_text(encoding="utf-8")
    where = where % (len(text) + 1)
    edited = text[:where] + insert + text[where + cut:]
    analysis = analyze(HOUSE, edited, "nl")
    assert "RW000" not in [d.code for d in analysis.diagnostics]
    lines = edited.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    for d in analysis.diagnostics:          # every range lies inside the text
        for p in (d.range.start, d.range.end):
            assert 0 <= p.line < len(lines) and 0 <= p.character <= utf16(lines[p.line])


def test_a_ruleset_file_shows_its_own_sheet_parts_and_errors_in_it():
    text = CARDS.read_text(encoding="utf-8")
    analysis = analyze(CARDS, text, "de")
    assert analysis.kind == "ruleset" and errors(analysis) == []
    assert any(r.title.startswith("Schwert") for r in analysis.rules_text)
    broken = text.replace("premium: take(sword, 2)", "premium: take(swrod, 2)")
    [d] = errors(analyze(CARDS, broken))
    assert (d.code, d.range.start, d.hint) == ("RW301", at(broken, "swrod"), "did you mean 'sword'?")


def test_errors_in_other_files_of_the_ruleset_are_shown_at_the_top(ruleset_copy):
    ruleset = ruleset_copy / "ruleset.yaml"
    text = ruleset.read_text(encoding="utf-8").replace("  sword_supply:", "  blade_supply:", 1)
    analysis = analyze(ruleset, text)
    elsewhere = [d for d in errors(analysis) if d.file]
    assert elsewhere and elsewhere[0].file.endswith("cards.yaml")
    assert elsewhere[0].range.start == Position(0, 0) and "cards.yaml:" in elsewhere[0].message


def test_a_new_file_not_saved_yet_is_part_of_its_ruleset(ruleset_copy):
    new = ruleset_copy / "extra.yaml"
    analysis = analyze(new, "zones:\n  spare_pile: {visibility: public}\n")
    assert not new.exists()
    here = [d for d in analysis.diagnostics if d.file is None]
    # the new zone is checked as part of the ruleset: it is never used, and has no names yet
    assert {d.code for d in here} == {"RW501", "RW601"}
    assert all(d.range.start.line == 1 for d in here)


def test_the_base_is_compiled_once_while_the_house_rule_changes(monkeypatch):
    text = HOUSE.read_text(encoding="utf-8")
    analyze(HOUSE, text)
    calls = []
    import rulewright.compiler.build as build
    original = build.compile_ruleset

    def counting(root, *a, **k):
        calls.append(Path(root).name)
        return original(root, *a, **k)
    monkeypatch.setattr(build, "compile_ruleset", counting)
    for n in range(3, 6):
        analysis = analyze(HOUSE, text.replace("value: 8", f"value: {n}"))
        assert any(f"10 → {n}" in block for block in analysis.diff)
        assert analysis.seconds > 0
    assert calls == ["gentle_plague.yaml"] * 3, "the base ruleset was compiled again"
    assert core.base_sheet(HOUSE.parent.parent, "en") is core.base_sheet(HOUSE.parent.parent, "en")


# ---- symbols and completion -------------------------------------------------------------------

def test_hover_a_card_of_the_base_from_a_house_rule():
    text = HOUSE.read_text(encoding="utf-8")
    symbol = symbol_at(HOUSE, text, at(text, "monastery:", 3), "nl")
    assert (symbol.kind, symbol.title) == ("card", "Klooster")
    assert "Leg twee ratten af" in symbol.sentence
    path, rng = symbol.definition
    assert path == CARDS
    line = CARDS.read_text(encoding="utf-8").splitlines()[rng.start.line]
    assert line[rng.start.character:rng.end.character] == "monastery"


def test_hover_a_counter_and_a_parameter():
    text = HOUSE.read_text(encoding="utf-8")
    rats = symbol_at(HOUSE, text, at(text, "me.rats", 4), "de")
    assert rats.kind == "counter" and rats.title == "Ratte"
    assert rats.sentence.startswith("Eine Zahl, die jeder Spieler hat")
    param = symbol_at(HOUSE, text, at(text, "starting_rats", 2), "en")
    assert param.kind == "parameter" and "8" in param.sentence
    assert param.definition[0].name == "parameters.yaml"
    assert symbol_at(HOUSE, text, at(text, "actions:"), "en") is None


def test_completion_after_me_dot_and_in_take():
    text = HOUSE.read_text(encoding="utf-8").replace("standard: me.rats -= 2", "standard: me.")
    labels = [c.label for c in completions(HOUSE, text, at(text, "standard: me.", 13))]
    assert "rats" in labels and "hand" in labels and "castle" not in labels
    text = HOUSE.read_text(encoding="utf-8").replace("standard: me.rats -= 2", "standard: take(ca")
    found = completions(HOUSE, text, at(text, "take(ca", 7), "nl")
    assert [(c.label, c.detail) for c in found] == [("castle", "Kasteel")]
    text = HOUSE.read_text(encoding="utf-8").replace("standard: me.rats -= 2", "standard: move(me.hand, ")
    labels = [c.label for c in completions(HOUSE, text, at(text, "me.hand, ", 9))]
    assert "population_discard" in labels and "sword" not in labels


def test_completion_of_names_under_change():
    text = HOUSE.read_text(encoding="utf-8").replace("    monastery:", "    mon")
    labels = [c.label for c in completions(HOUSE, text, at(text, "    mon", 7))]
    assert labels == ["monastery"]


# ---- the JSON Schemas' descriptions (what yaml-language-server shows on hover) ---------------

def test_every_key_of_the_rule_file_schemas_has_a_description():
    import json
    for name in ("ruleset", "overlay", "examples"):
        schema = json.loads((ROOT / "compiler" / "schemas" / f"{name}.schema.json").read_text(encoding="utf-8"))
        missing = []

        def walk(node, path):
            if isinstance(node, dict):
                for key, value in (node.get("properties") or {}).items():
                    if isinstance(value, dict) and "description" not in value and "$ref" not in value:
                        missing.append(f"{name}: {path}/{key}")
                for key, value in node.items():
                    walk(value, f"{path}/{key}")
            elif isinstance(node, list):
                for i, value in enumerate(node):
                    walk(value, f"{path}/{i}")
        walk(schema, "")
        assert missing == [], missing


def test_other_unsaved_buffers_are_read_instead_of_the_disk():
    # the base's cards.yaml as an editor holds it: the Monastery's premium action changed too
    cards = CARDS.read_text(encoding="utf-8")
    start = cards.index("\n  monastery:")
    premium = cards.index("premium:", start)
    line_end = cards.index("\n", premium)
    edited = cards[:premium] + "premium: me.rats -= 3" + cards[line_end:]
    house = HOUSE.read_text(encoding="utf-8")
    analysis = analyze(HOUSE, house, "en", others={CARDS: edited})
    assert errors(analysis) == []
    # the diff is against the base being edited: its premium action is the same before and after
    assert not any("Premium action" in block for block in analysis.diff)
    symbol = symbol_at(HOUSE, house, at(house, "monastery:", 2), "en", others={CARDS: edited})
    assert "Discard three rats" in symbol.sentence
    broken = edited.replace("me.rats -= 3", "me.rats -= three")
    assert any(d.code == "RW301" and d.file and d.file.endswith("cards.yaml")
               for d in analyze(HOUSE, house, "en", others={CARDS: broken}).diagnostics)


def test_completion_of_decisions_enum_values_and_categories():
    base = HOUSE.read_text(encoding="utf-8")

    def labels(code: str) -> list[str]:
        text = base.replace("standard: me.rats -= 2", "standard: " + code)
        end = text.index(code) + len(code)
        return [c.label for c in completions(HOUSE, text, at(text, code, len(code)))] if end else []
    assert "sword_victim" in labels("choose(me, me.hand, as=") and "castle" not in labels("choose(me, me.hand, as=")
    assert labels("count(me.hand, c -> c.class == ") == ["peasantry", "bourgeoisie", "church", "chivalry",
                                                         "magic", "royalty"]
    assert "gold_majority" in labels("score(me, ") and "rats" not in labels("score(me, ")


def test_hover_knows_keys_locals_and_removed_names():
    text = (ROOT / "rules" / "rattus_cartus" / "house_rules" / "no_guard_tower.yaml").read_text(encoding="utf-8")
    path = ROOT / "rules" / "rattus_cartus" / "house_rules" / "no_guard_tower.yaml"
    removed = symbol_at(path, text, at(text, "[guard_tower", 3), "nl")
    assert removed.kind == "card" and removed.title == "Wachttoren"
    cards = CARDS.read_text(encoding="utf-8")
    assert symbol_at(CARDS, cards, at(cards, "    count: 15", 6)) is None      # the key, not the function
    assert symbol_at(CARDS, cards, at(cards, "  joker:", 3)).kind == "card"
    local = symbol_at(CARDS, cards, at(cards, "count(most_swords)", 8))
    assert local.kind == "local" and local.sentence == "A name given in this rule."
    assert local.definition == (CARDS, Range(at(cards, "most_swords ="), at(cards, "most_swords =", 11)))
    assert symbol_at(CARDS, cards, at(cards, "resolve: |", 2)).kind == "action"


def test_the_base_is_compiled_again_when_one_of_its_files_changes(ruleset_copy):
    (ruleset_copy / "house_rules").mkdir()
    house = ruleset_copy / "house_rules" / "gentle.yaml"
    text = HOUSE.read_text(encoding="utf-8")
    house.write_text(text, encoding="utf-8")
    assert any("10 → 8" in block for block in analyze(house, text).diff)
    parameters = ruleset_copy / "parameters.yaml"
    saved = parameters.read_text(encoding="utf-8")
    assert "starting_rats:\n    value: 10" in saved
    parameters.write_text(saved.replace("starting_rats:\n    value: 10", "starting_rats:\n    value: 12"),
                          encoding="utf-8")
    assert any("12 → 8" in block for block in analyze(house, text).diff)     # the same text, a new base


def test_completion_of_yaml_values_and_none_for_keys():
    cards = CARDS.read_text(encoding="utf-8")

    def labels(old: str, new: str) -> list[str]:
        index = cards.index(old)
        text = cards[:index] + new + cards[index + len(old):]
        return [c.label for c in completions(CARDS, text, position(text, index + len(new)))]
    assert "sword_supply" in labels("    starts_in: sword_supply", "    starts_in: ")
    assert "player_hand" not in labels("    starts_in: sword_supply", "    starts_in: ")
    assert labels("    group: special\n    count: 12", "    group: ") == ["special", "building"]
    assert "church" in labels("attributes: {class: church}", "attributes: {class: ")
    assert labels("    count: 15", "    cou") == []                 # a key: the schema's completion
    # a line of code inside `resolve: |` is rule code, whatever its indentation
    assert "draw" in labels("        let swords = p -> count(p.played, c -> c.kind == sword)",
                            "        dra")


def test_the_hover_texts_are_in_every_language_with_the_same_variables():
    """locales/<lang>/editor.ftl: the same messages in every language rulewright speaks, with
    English's variables (RW504), so a hover never falls back or shows a raw id."""
    import re
    from rulewright.compiler.translations import check_translations
    root = Path(__file__).resolve().parent.parent / "locales"
    english = (root / "en" / "editor.ftl").read_text(encoding="utf-8")
    ids = set(re.findall(r"^([a-z][a-z0-9-]*) =", english, re.M))
    assert "editor-zone" in ids and "editor-function" in ids
    for lang in ("nl", "de", "hu"):
        text = (root / lang / "editor.ftl").read_text(encoding="utf-8")
        assert set(re.findall(r"^([a-z][a-z0-9-]*) =", text, re.M)) == ids, lang
    assert check_translations(root, "editor", ["en", "nl", "de", "hu"], {i: None for i in ids}) == []
