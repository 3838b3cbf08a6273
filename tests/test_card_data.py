"""Compact card data, on tiny inline rulesets: `for_each` over several attributes (a cross
product, the first attribute varying slowest), ranges of whole numbers `{from, to}` in
`for_each` and in `copies`, and the errors for bad ranges."""
from __future__ import annotations

from collections import Counter

from rulewright.compiler.build import compile_ruleset
from rulewright.runtime.agents import RandomAgent
from rulewright.runtime.game import Game
from rulewright.runtime.state import Layout

BASE = """\
ruleset: {name: deck, version: 1, players: {min: 2, max: 4}, locales: {dir: ../loc, resource: deck, languages: [en]}}
enums:
  colour: [red, blue, green, black]
card_attributes:
  colour: {type: colour}
  value: {type: int, default: 0}
  shiny: {type: bool, default: false}
zones:
  box: {visibility: public}
setup: "shuffle(box)"
rounds: 0
phases: [{name: idle, do: ""}]
end_of_game: ""
"""


def compiled(tmp_path, cards: str):
    root = tmp_path / "deck"
    root.mkdir(exist_ok=True)
    (root / "ruleset.yaml").write_text(BASE + "cards:\n" + cards, encoding="utf-8")
    return compile_ruleset(root, locales=False)


def cards_of(tmp_path, cards: str) -> list[tuple]:
    """The cards the runtime makes, in the order they start in their zone."""
    result = compiled(tmp_path, cards)
    assert result.ok, [(d.code, d.message) for d in result.diagnostics if d.is_error]
    return [(c.kind, c.attrs["colour"], c.attrs["value"], c.attrs["shiny"]) for c in Layout(result.ir).cards]


def errors(tmp_path, cards: str) -> list[tuple]:
    result = compiled(tmp_path, cards)
    return [(d.code, d.message, d.line, d.column, d.path) for d in result.diagnostics if d.is_error]


def test_a_cross_product_of_an_enum_and_a_range_is_a_full_deck(tmp_path):
    deck = cards_of(tmp_path, "  face:\n    starts_in: box\n    count: 1\n"
                              "    for_each: {colour: colour, value: {from: 2, to: 14}}\n")
    assert len(deck) == 52
    combos = Counter((colour, value) for _, colour, value, _ in deck)
    assert set(combos.values()) == {1}
    assert set(combos) == {(c, v) for c in ("red", "blue", "green", "black") for v in range(2, 15)}
    # the first attribute varies slowest: all the red cards first, each colour in rank order
    assert [(c, v) for _, c, v, _ in deck[:14]] == [("red", v) for v in range(2, 15)] + [("blue", 2)]
    assert deck[-1][1:3] == ("black", 14)


def test_the_cross_product_order_follows_the_order_the_attributes_are_written(tmp_path):
    deck = cards_of(tmp_path, "  face:\n    starts_in: box\n    count: 1\n"
                              "    for_each: {value: {from: 1, to: 3}, colour: colour}\n")
    assert [(c, v) for _, c, v, _ in deck[:5]] == [("red", 1), ("blue", 1), ("green", 1), ("black", 1), ("red", 2)]


def test_count_applies_to_every_combination(tmp_path):
    deck = cards_of(tmp_path, "  face:\n    starts_in: box\n    count: 2\n"
                              "    for_each: {colour: colour, value: {from: 1, to: 2}}\n")
    assert len(deck) == 16 and set(Counter(deck).values()) == {2}


def test_a_range_in_copies_makes_one_card_per_value(tmp_path):
    deck = cards_of(tmp_path, "  number:\n    starts_in: box\n    attributes: {colour: blue}\n"
                              "    copies:\n      - {value: {from: 3, to: 35}}\n")
    assert [v for _, _, v, _ in deck] == list(range(3, 36))
    assert {c for _, c, _, _ in deck} == {"blue"}


def test_a_range_in_copies_keeps_the_entry_count_and_its_other_values(tmp_path):
    deck = cards_of(tmp_path, "  number:\n    starts_in: box\n    copies:\n"
                              "      - {count: 2, value: {from: 1, to: 3}, shiny: true, colour: red}\n"
                              "      - {count: 1, value: 9, colour: green}\n")
    assert deck == [("number", "red", v, True) for v in (1, 1, 2, 2, 3, 3)] + [("number", "green", 9, False)]


def test_copies_with_for_each_and_ranges_combine(tmp_path):
    deck = cards_of(tmp_path, "  number:\n    starts_in: box\n    for_each: {colour: colour}\n"
                              "    copies:\n      - {value: {from: 1, to: 2}}\n")
    # each copies entry goes through the for_each values, as before ranges existed
    assert [(c, v) for _, c, v, _ in deck] == [(c, 1) for c in ("red", "blue", "green", "black")] + \
        [(c, 2) for c in ("red", "blue", "green", "black")]


def test_old_card_data_gives_the_same_cards(tmp_path):
    deck = cards_of(tmp_path, "  face:\n    starts_in: box\n    count: 2\n    for_each: {colour: colour}\n"
                              "  plain:\n    starts_in: box\n    copies: [{count: 1, value: 4}, {count: 2, value: 5}]\n")
    assert deck == [("face", c, 0, False) for c in ("red", "red", "blue", "blue", "green", "green", "black", "black")] \
        + [("plain", None, 4, False)] + [("plain", None, 5, False)] * 2


def test_a_deck_from_ranges_plays(tmp_path):
    result = compiled(tmp_path, "  face:\n    starts_in: box\n    count: 1\n"
                                "    for_each: {colour: colour, value: {from: 2, to: 14}}\n")
    out = Game(result.ir).play(2, 7, [RandomAgent(), RandomAgent()])
    assert len(out.state.zl[0]) == 52


def test_a_reversed_range_is_an_error_at_its_place(tmp_path):
    found = errors(tmp_path, "  face:\n    starts_in: box\n    count: 1\n"
                             "    for_each: {colour: colour, value: {from: 14, to: 2}}\n")
    assert found == [("RW104", "the range from 14 to 2 is empty", 18, 39, "cards.face.for_each.value")]


def test_a_reversed_range_in_copies_is_an_error_at_its_place(tmp_path):
    found = errors(tmp_path, "  number:\n    starts_in: box\n    copies:\n      - {value: {from: 3, to: 1}}\n")
    assert found == [("RW104", "the range from 3 to 1 is empty", 18, 17, "cards.number.copies[0].value")]


def test_a_range_for_an_enum_attribute_or_an_enum_for_a_number_is_an_error(tmp_path):
    found = errors(tmp_path, "  face:\n    starts_in: box\n    count: 1\n    for_each: {colour: {from: 1, to: 2}}\n"
                             "  other:\n    starts_in: box\n    count: 1\n    for_each: {value: colour}\n")
    assert [f[:2] for f in found] == [
        ("RW401", "'colour' is not a number: only a whole-number attribute takes 'from' and 'to'"),
        ("RW401", "the attribute 'value' does not hold values of 'colour'")]


def test_a_range_of_an_unknown_attribute_is_an_error(tmp_path):
    found = errors(tmp_path, "  face:\n    starts_in: box\n    copies: [{valeu: {from: 1, to: 2}}]\n")
    assert found[0][:2] == ("RW301", "unknown card attribute 'valeu'")


def test_a_range_needs_both_ends(tmp_path):
    found = errors(tmp_path, "  face:\n    starts_in: box\n    count: 1\n    for_each: {value: {from: 1}}\n")
    assert found[0][:2] == ("RW102", "missing required key 'to'")


def test_too_many_cards_is_an_error_not_a_full_memory(tmp_path):
    found = errors(tmp_path, "  face:\n    starts_in: box\n    count: 1\n"
                             "    for_each: {colour: colour, value: {from: 1, to: 1000000000}}\n")
    assert found[0][0] == "RW104" and "1,000,000" in found[0][1]
    found = errors(tmp_path, "  face:\n    starts_in: box\n    count: 10000\n"
                             "    for_each: {colour: colour, value: {from: 1, to: 100}}\n")
    assert found == [("RW104", "the card kind 'face' makes 4,000,000 cards: a ruleset has at most 1,000,000",
                      15, 3, "cards.face")]
