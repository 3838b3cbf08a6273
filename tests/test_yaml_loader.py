"""Tests for compiler.yaml_loader: safe YAML loading with positions."""
from __future__ import annotations

import time

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from rulewright.compiler.diagnostics import Span
from rulewright.compiler.yaml_loader import (MAX_BYTES, Loaded, format_path, load_yaml_file,
                                  load_yaml_text)


def load(text: str) -> Loaded:
    return load_yaml_text(text, "rules.yaml")


def codes(loaded: Loaded) -> list[str]:
    return [d.code for d in loaded.diagnostics]


def only(loaded: Loaded, code: str):
    found = [d for d in loaded.diagnostics if d.code == code]
    assert len(found) == 1, loaded.diagnostics
    return found[0]


# -- scalar resolution -------------------------------------------------------------

def test_norway_problem_values_and_keys_stay_strings():
    loaded = load("on: turn_start\nlang: no\nreveal: off\nanswer: yes\nshout: NO\nmixed: Yes\n")
    assert loaded.diagnostics == []
    assert loaded.data == {"on": "turn_start", "lang": "no", "reveal": "off",
                           "answer": "yes", "shout": "NO", "mixed": "Yes"}


def test_sexagesimal_dates_octal_hex_inf_stay_strings():
    loaded = load("t: 1:30\nd: 2024-01-01\no: 012\nh: 0x1F\ni: .inf\nn: .nan\nu: 1_000\n")
    assert loaded.diagnostics == []
    assert loaded.data == {"t": "1:30", "d": "2024-01-01", "o": "012", "h": "0x1F",
                           "i": ".inf", "n": ".nan", "u": "1_000"}


def test_booleans_only_lowercase_true_false():
    loaded = load("a: true\nb: false\nc: True\nd: FALSE\n")
    assert loaded.data == {"a": True, "b": False, "c": "True", "d": "FALSE"}
    assert loaded.data["a"] is True and loaded.data["b"] is False


def test_numbers_and_nulls():
    loaded = load("a: 12\nb: -3\nc: +4\nd: 0\ne: 1.5\nf: -2e3\ng: .5\nh: 1e3\n"
                  "i: null\nj: ~\nk:\nl: Null\n")
    assert loaded.data == {"a": 12, "b": -3, "c": 4, "d": 0, "e": 1.5, "f": -2000.0,
                           "g": 0.5, "h": 1000.0, "i": None, "j": None, "k": None, "l": "Null"}
    assert type(loaded.data["a"]) is int and type(loaded.data["h"]) is float


def test_quoted_scalars_are_always_strings():
    loaded = load("a: 'true'\nb: \"12\"\nc: 'null'\nd: ''\ne: \"1.5\"\n")
    assert loaded.data == {"a": "true", "b": "12", "c": "null", "d": "", "e": "1.5"}


def test_scalar_keys_become_strings():
    loaded = load("2: two\ntrue: yes\nnull: n\n1.5: x\n")
    assert loaded.diagnostics == []
    assert loaded.data == {"2": "two", "true": "yes", "null": "n", "1.5": "x"}


def test_standard_tags_are_accepted():
    loaded = load("a: !!str 12\nb: !!int 3\nc: !!float 3\nd: !!map {x: 1}\ne: !!seq [1]\n")
    assert loaded.diagnostics == []
    assert loaded.data == {"a": "12", "b": 3, "c": 3.0, "d": {"x": 1}, "e": [1]}


def test_global_loaders_are_untouched():
    load("on: yes\n")
    assert yaml.safe_load("on: yes") == {True: True}


# -- duplicate keys -------------------------------------------------------------------

def test_duplicate_key_reports_second_occurrence_with_both_lines():
    text = "cards:\n  premium: 1\n  basic: 2\n  premium: 3\n"
    loaded = load(text)
    d = only(loaded, "RW005")
    assert d.severity == "error"
    assert (d.line, d.column) == (4, 3)
    assert "premium" in d.message and "line 2" in d.message
    assert d.message == 'duplicate key "premium" (first defined on line 2)'
    assert d.hint == "remove or rename one of them"
    assert d.path == "cards.premium"
    assert d.file == "rules.yaml"
    assert loaded.data == {"cards": {"premium": 1, "basic": 2}}   # first value kept
    assert loaded.span(("cards", "premium")).line == 2


def test_every_duplicate_is_reported():
    loaded = load("a: 1\nb: 2\na: 3\nb: 4\na: 5\n")
    assert codes(loaded) == ["RW005", "RW005", "RW005"]
    assert [(d.line, d.column) for d in loaded.diagnostics] == [(3, 1), (4, 1), (5, 1)]
    assert "line 1" in loaded.diagnostics[2].message
    assert loaded.data == {"a": 1, "b": 2}


def test_duplicates_after_string_conversion_and_in_flow_mappings():
    loaded = load("x: {1: a, '1': b}\n")
    d = only(loaded, "RW005")
    assert (d.line, d.column) == (1, 11)
    assert loaded.data == {"x": {"1": "a"}}


# -- anchors, aliases, merge keys ---------------------------------------------------------

ANCHOR_HINT = "write the value out in full; anchors and aliases are not allowed in rule files"


def test_anchor_and_alias_rejected():
    loaded = load("base: &b\n  cost: 3\ncopy: *b\n")
    assert codes(loaded) == ["RW006", "RW006"]
    anchor, alias = loaded.diagnostics
    assert (anchor.line, anchor.column) == (1, 7)
    assert (alias.line, alias.column) == (3, 7)
    assert alias.hint == ANCHOR_HINT
    assert alias.path == "copy"
    assert loaded.data is None


def test_merge_key_rejected():
    loaded = load("card:\n  <<: {cost: 1}\n  name: x\n")
    d = only(loaded, "RW006")
    assert (d.line, d.column) == (2, 3)
    assert "merge" in d.message
    assert d.hint == ANCHOR_HINT


def test_quoted_merge_key_is_just_a_key():
    loaded = load("'<<': x\n")
    assert loaded.diagnostics == []
    assert loaded.data == {"<<": "x"}


def test_billion_laughs_is_rejected_quickly():
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i, name in enumerate("bcdefghi"):
        prev = "abcdefghi"[i]
        lines.append(f"{name}: &{name} [" + ",".join([f"*{prev}"] * 9) + "]")
    text = "\n".join(lines) + "\n"
    started = time.perf_counter()
    loaded = load(text)
    elapsed = time.perf_counter() - started
    assert elapsed < 0.5
    assert loaded.data is None
    assert set(codes(loaded)) == {"RW006"}
    first = loaded.diagnostics[0]
    assert (first.line, first.column) == (1, 4)
    assert len(loaded.diagnostics) <= 11          # capped, with a summary line
    assert "more" in loaded.diagnostics[-1].message


# -- tags and complex keys ------------------------------------------------------------------

@pytest.mark.parametrize("text,column", [
    ("x: !!python/object:os.system {}\n", 4),
    ("x: !!python/object/apply:os.system ['echo hi']\n", 4),
    ("x: !foo bar\n", 4),
    ("x: !!set {a}\n", 4),
    ("x: !!timestamp 2024-01-01\n", 4),
])
def test_custom_tags_rejected(text, column):
    loaded = load(text)
    d = only(loaded, "RW008")
    assert (d.line, d.column) == (1, column)
    assert "custom YAML tags are not allowed" in d.message
    assert d.path == "x"


def test_standard_tag_with_wrong_value():
    d = only(load("n: !!int abc\n"), "RW008")
    assert (d.line, d.column) == (1, 4)
    assert "!!int" in d.message


def test_complex_key_rejected():
    loaded = load("ok: 1\n? [a, b]\n: 2\n{x: 1}: 3\n")
    assert codes(loaded) == ["RW007", "RW007"]
    assert [(d.line, d.column) for d in loaded.diagnostics] == [(2, 3), (4, 1)]
    assert loaded.data == {"ok": 1}


# -- syntax errors ---------------------------------------------------------------------------

def test_tab_indentation_gets_friendly_message():
    loaded = load("card:\n\tcost: 1\n")
    d = only(loaded, "RW004")
    assert (d.line, d.column) == (2, 1)
    assert d.message == "tab character used for indentation; YAML needs spaces"
    assert d.hint and "spaces" in d.hint
    assert loaded.data is None


def test_tab_after_spaces_in_indentation():
    loaded = load("a:\n  b: 1\n \tc: 2\n")
    d = only(loaded, "RW004")
    assert (d.line, d.column) == (3, 2)
    assert "tab" in d.message


@pytest.mark.skipif(not hasattr(yaml, "CSafeLoader"), reason="pure-Python PyYAML rejects this tab")
def test_tab_inside_value_is_fine():
    loaded = load("a:\tb\n")
    assert loaded.diagnostics == []
    assert loaded.data == {"a": "b"}


def test_mapping_value_not_allowed():
    d = only(load("a: b: c\n"), "RW004")
    assert (d.line, d.column) == (1, 5)
    assert "':'" in d.message and d.hint


def test_missing_colon_points_at_the_bad_line():
    d = only(load("a: 1\nb c\nd: 2\n"), "RW004")
    assert (d.line, d.column) == (2, 1)
    assert d.message == "expected ':' after a key"


def test_unclosed_quote_points_at_opening_quote():
    d = only(load('a: 1\nb: "abc\nc: 2\n'), "RW004")
    assert (d.line, d.column) == (2, 4)
    assert "quote" in d.message


def test_unclosed_flow_list_names_opening_line():
    d = only(load("a:\n  b: [1, 2\nc: 3\n"), "RW004")
    assert "line 2" in d.message
    assert d.line >= 2


@pytest.mark.parametrize("text, opener", [("a: {b: 1, c: 2\n", "{"), ("x: 1\na: [1, 2\n\n", "[")])
def test_a_flow_left_open_at_the_end_of_the_file_points_at_its_bracket(text, opener):
    """At the end of the file there is no line to show: the diagnostic points at the bracket."""
    d = only(load(text), "RW004")
    line = text.splitlines()[d.line - 1]
    assert line[d.column - 1] == opener, (d.line, d.column)
    assert d.message == f"unclosed '{opener}': expected ',' or '{'}' if opener == '{' else ']'}'"


def test_multiple_documents_rejected():
    loaded = load("a: 1\n---\nb: 2\n")
    d = only(loaded, "RW004")
    assert d.message == "only one YAML document per file"
    assert (d.line, d.column) == (2, 1)
    assert loaded.data is None


def test_single_explicit_document_is_fine():
    loaded = load("---\na: 1\n...\n")
    assert loaded.diagnostics == []
    assert loaded.data == {"a": 1}


@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment\n", "---\n"])
def test_empty_file_gives_none_without_error(text):
    loaded = load(text)
    assert loaded.data is None
    assert loaded.diagnostics == []


def test_text_with_nul_is_rw003():
    d = only(load("a: 1\nb: x\x00y\n"), "RW003")
    assert (d.line, d.column) == (2, 5)


def test_bom_in_text_is_stripped():
    loaded = load("\ufeffa: 1\n")
    assert loaded.diagnostics == []
    assert loaded.data == {"a": 1}
    assert loaded.key_span(("a",)).column == 1


# -- files -----------------------------------------------------------------------------------

def test_file_ok_and_default_display_name(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_text("name: Kaart\n", encoding="utf-8")
    loaded = load_yaml_file(path)
    assert loaded.file == str(path)
    assert loaded.data == {"name": "Kaart"}
    assert loaded.text == "name: Kaart\n"
    assert loaded.span(("name",)) == Span(str(path), 1, 7, 1, 12)
    assert load_yaml_file(path, "cards.yaml").span(("name",)).file == "cards.yaml"


def test_missing_file_is_rw001(tmp_path):
    loaded = load_yaml_file(tmp_path / "nope.yaml", "nope.yaml")
    d = only(loaded, "RW001")
    assert (d.file, d.line, d.column) == ("nope.yaml", 1, 1)
    assert loaded.data is None and loaded.text == ""


def test_directory_is_rw001(tmp_path):
    assert codes(load_yaml_file(tmp_path, "dir")) == ["RW001"]


def test_huge_file_is_rw002(tmp_path):
    path = tmp_path / "big.yaml"
    path.write_bytes(b"a: 1\n" + b"#" * MAX_BYTES)
    loaded = load_yaml_file(path, "big.yaml")
    d = only(loaded, "RW002")
    assert "1,000,005" in d.message and "1,000,000" in d.message
    assert (d.line, d.column) == (1, 1)
    assert loaded.data is None


def test_custom_cap(tmp_path):
    path = tmp_path / "small.yaml"
    path.write_bytes(b"a: 12345\n")
    assert codes(load_yaml_file(path, max_bytes=8)) == ["RW002"]
    assert load_yaml_file(path, max_bytes=9).data == {"a": 12345}


def test_binary_garbage_is_rw003(tmp_path):
    path = tmp_path / "img.yaml"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)))
    d = only(load_yaml_file(path, "img.yaml"), "RW003")
    assert (d.line, d.column) == (1, 1)          # 0x89 is not valid UTF-8
    assert d.severity == "error"


def test_nul_byte_is_rw003_with_position(tmp_path):
    path = tmp_path / "nul.yaml"
    path.write_bytes(b"a: 1\nbb: x\x00\xff\n")
    d = only(load_yaml_file(path, "nul.yaml"), "RW003")
    assert (d.line, d.column) == (2, 6)
    assert "NUL" in d.message


def test_invalid_utf8_is_rw003_with_position(tmp_path):
    path = tmp_path / "latin1.yaml"
    path.write_bytes("a: 1\nname: café\n".encode("latin-1"))
    loaded = load_yaml_file(path, "latin1.yaml")
    d = only(loaded, "RW003")
    assert (d.line, d.column) == (2, 10)
    assert "UTF-8" in d.message and "0xe9" in d.message
    assert loaded.data is None


def test_utf8_bom_file_accepted(tmp_path):
    path = tmp_path / "bom.yaml"
    path.write_bytes(b"\xef\xbb\xbfname: caf\xc3\xa9\n")
    loaded = load_yaml_file(path, "bom.yaml")
    assert loaded.diagnostics == []
    assert loaded.data == {"name": "café"}
    assert loaded.key_span(("name",)) == Span("bom.yaml", 1, 1, 1, 5)


# -- spans -------------------------------------------------------------------------------------

NESTED = """\
buildings:
  castle:
    copies:
      - count: 3
        name: 'Big Castle'
      - {count: 4, name: "Keep"}
  "the mill": |
    text
"""


def test_spans_of_nested_values():
    loaded = load(NESTED)
    assert loaded.diagnostics == []
    assert loaded.span(("buildings", "castle", "copies", 0, "count")) == Span("rules.yaml", 4, 16, 4, 17)
    assert loaded.key_span(("buildings", "castle", "copies", 0, "count")) == Span("rules.yaml", 4, 9, 4, 14)
    assert loaded.span(("buildings", "castle", "copies", 0, "name")) == Span("rules.yaml", 5, 15, 5, 27)
    assert loaded.span(("buildings", "castle", "copies", 1, "count")) == Span("rules.yaml", 6, 17, 6, 18)
    # block collections end where their last value ends; flow ones at the closing bracket
    assert loaded.span(("buildings", "castle", "copies")) == Span("rules.yaml", 4, 7, 6, 33)
    assert loaded.span(("buildings", "castle", "copies", 1)) == Span("rules.yaml", 6, 9, 6, 33)
    assert loaded.span(()).line == 1 and loaded.span(()).column == 1
    assert loaded.key_span(("buildings", "the mill")) == Span("rules.yaml", 7, 3, 7, 13)
    assert loaded.key_span(("buildings", "castle", "copies", 0)) is None
    assert loaded.key_span(()) is None
    assert loaded.span(("buildings", "nope")) is None


def test_scalar_styles():
    loaded = load(NESTED)
    assert loaded.scalar_style(("buildings", "castle", "copies", 0, "count")) == ""
    assert loaded.scalar_style(("buildings", "castle", "copies", 0, "name")) == "'"
    assert loaded.scalar_style(("buildings", "castle", "copies", 1, "name")) == '"'
    assert loaded.scalar_style(("buildings", "the mill")) == "|"
    assert loaded.scalar_style(("buildings", "castle")) is None
    assert load("a: >\n  x\n").scalar_style(("a",)) == ">"


def test_format_path():
    assert format_path(("buildings", "castle", "copies", 2, "count")) == "buildings.castle.copies[2].count"
    assert format_path(()) == ""
    assert format_path(("a b", "c")) == '["a b"].c'
    assert format_path(("x", "a b")) == 'x["a b"]'
    assert format_path((0, "x")) == "[0].x"
    assert format_path(("2",)) == '["2"]'


# -- offset_position ------------------------------------------------------------------------------

def test_offset_position_plain():
    loaded = load("card:\n  text: draw two cards  # comment\n")
    assert loaded.offset_position(("card", "text"), 0) == (2, 9)
    assert loaded.offset_position(("card", "text"), 5) == (2, 14)


def test_offset_position_quoted():
    loaded = load("a: 'pay {cost} gold'\nb: \"pay {cost}\"\nc: 'it''s {x}'\nd: \"tab\\t{x}\"\n")
    assert loaded.offset_position(("a",), 4) == (1, 9)
    assert loaded.offset_position(("b",), 4) == (2, 9)
    # escapes: no exact mapping, the scalar's start instead
    assert loaded.offset_position(("c",), 5) == (3, 4)
    assert loaded.offset_position(("d",), 4) == (4, 4)


def test_offset_position_literal_block():
    text = "card:\n  effect: |\n    line one\n      indented {x}\n\n    line {y}\n"
    loaded = load(text)
    value = loaded.data["card"]["effect"]
    assert value == "line one\n  indented {x}\n\nline {y}\n"
    assert loaded.offset_position(("card", "effect"), value.index("{x}")) == (4, 16)
    assert loaded.offset_position(("card", "effect"), value.index("{y}")) == (6, 10)
    assert loaded.offset_position(("card", "effect"), 0) == (3, 5)


@pytest.mark.parametrize("indicator", ["|-", "|+", "|4", "|4-", "|+4"])
def test_offset_position_literal_variants(indicator):
    text = f"card:\n  text: {indicator}\n        code {{a}}\n          next {{b}}\n\nafter: 1\n"
    loaded = load(text)
    assert loaded.diagnostics == []
    value = loaded.data["card"]["text"]
    if "4" in indicator:                      # explicit: content indent 2 + 4 = 6
        assert value.startswith("  code {a}\n    next {b}")
    else:                                     # auto-detected: content indent 8
        assert value.startswith("code {a}\n  next {b}")
    assert value.endswith({"-": "{b}", "+": "{b}\n\n"}.get(indicator.strip("|4"), "{b}\n"))
    a = value.index("{a}")
    b = value.index("{b}")
    assert loaded.offset_position(("card", "text"), a) == (3, 14)
    assert loaded.offset_position(("card", "text"), b) == (4, 16)
    assert loaded.offset_position(("card", "text"), b + 2) == (4, 18)


def test_offset_position_literal_crlf():
    loaded = load("a: |\r\n  one\r\n  two {x}\r\n")
    value = loaded.data["a"]
    assert loaded.offset_position(("a",), value.index("{x}")) == (3, 7)


def test_offset_position_fallbacks():
    loaded = load("f: >\n  folded {x}\n  more\np: plain\n  continued {y}\nn: 3\n")
    assert loaded.offset_position(("f",), 7) == (1, 4)
    assert loaded.offset_position(("p",), 16) == (4, 4)
    assert loaded.offset_position(("n",), 0) == (6, 4)
    assert loaded.offset_position(("missing",), 0) == (1, 1)


# -- robustness ---------------------------------------------------------------------------------------

def check_never_raises(text: str) -> None:
    loaded = load_yaml_text(text, "fuzz.yaml")
    assert isinstance(loaded, Loaded)
    for d in loaded.diagnostics:
        assert d.code.startswith("RW0")
        assert d.line is not None and d.line >= 1
        assert d.column is not None and d.column >= 1
        assert d.file == "fuzz.yaml"
        assert d.severity == "error"


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_arbitrary_text_never_raises(text):
    check_never_raises(text)


YAMLISH = st.text(alphabet=list(" \n\t:-[]{},#&*!|>'\"?%@`\\~<abxyz019.\r\ufeff\x85\u2028"), max_size=80)


@settings(max_examples=500, deadline=None)
@given(YAMLISH)
def test_yaml_like_text_never_raises(text):
    check_never_raises(text)


def test_absurdly_long_integer_is_rw009():
    # more digits than int() accepts: a located "number too large", not a ValueError
    loaded = load("n: " + "7" * 5000 + "\n")
    assert [(d.code, d.message, d.line, d.column) for d in loaded.diagnostics] == \
        [("RW009", "number too large", 1, 4)]


def test_integers_beyond_ten_to_the_fifteen_are_rw009():
    assert load("n: 1000000000000000\nm: -1000000000000000\n").diagnostics == []
    loaded = load("n: 1000000000000001\nm: -1000000000000001\n")
    assert [(d.code, d.line) for d in loaded.diagnostics] == [("RW009", 1), ("RW009", 2)]


def test_deep_nesting_does_not_crash():
    check_never_raises("[" * 5000 + "]" * 5000)
    check_never_raises("a:\n" + "".join("  " * i + "- \n" for i in range(2000)))


def test_loading_a_ruleset_is_fast():
    block = "".join(
        f"card_{i}:\n  name: 'Card {i}'\n  cost: {i}\n  tags: [a, b, c]\n"
        f"  effect: |\n    draw {{n}} cards\n    then discard one\n" for i in range(50))
    assert len(block.splitlines()) == 350
    load(block)
    started = time.perf_counter()
    for _ in range(10):
        loaded = load(block)
    elapsed = time.perf_counter() - started
    assert loaded.diagnostics == [] and len(loaded.data) == 50
    assert elapsed < 0.25
