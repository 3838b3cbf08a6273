"""Procedures (`procedures:`), on tiny inline rulesets: calls from setup, a phase, a card action,
the end of the game and other procedures, by position or by name; the checks (types, counts,
names, recursion, nesting, used as a value, name clashes); house rules that change, add and
remove one; the runtime's frames and zone parameters; and the reference sheet's sentences."""
from __future__ import annotations

from rulewright.compiler.sheet import steps

import shutil
from pathlib import Path

import jsonschema
import pytest

from rulewright.compiler.build import compile_ruleset, ir_schema
from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
from rulewright.runtime.agents import RandomAgent
from rulewright.runtime.errors import RuleError
from rulewright.runtime.game import Game

REPO = Path(__file__).resolve().parent.parent

HEAD = """\
ruleset: {name: mini, version: 1, players: {min: 2, max: 3}, locales: {dir: ../loc, resource: mini, languages: [en, nl, de]}}
zones:
  deck: {visibility: hidden}
  pile: {visibility: public}
  hand: {per_player: true, visibility: owner, hand: true}
counters:
  points: {per_player: true}
  calls: {}
groups:
  chips:
    actions:
      use: {}
cards:
  chip: {group: chips, starts_in: deck, count: 10, actions: {use: "drop_out(me)"}}
scoring_categories: [pts]
rounds: 1
"""

PROCEDURES = """\
procedures:
  deal:
    params: {who: player, n: int, source: zone}
    do: |
      draw(source, n, to=who.hand)
      calls += 1
  drop_out:
    params: {who: player}
    do: |
      move(who.hand, pile)
      who.points += 1
      deal(who, 1, deck)
"""

FLOW = """\
setup: |
  for p in players {
    deal(p, 2, deck)
  }
phases:
  - name: play
    do: |
      for p in players {
        drop_out(who=p)
      }
      do(chip, use, me=first(players))
end_of_game: |
  deal(source=deck, who=first(players), n=1)
"""

LOCALES = {
    "en": "game-title = Mini\ncard-chip = Chip\n    .plural = Chips\ngroup-chips = Chips\naction-use = Use\n"
          "zone-deck = deck\nzone-pile = pile\nzone-hand = hand\ncounter-points = point\n    .plural = points\ncounter-calls = tally\n    .plural = tallies\n"
          "category-pts = Points\nphase-play = Play\n",
    "nl": "game-title = Mini\ncard-chip = Fiche\n    .plural = Fiches\ngroup-chips = Fiches\naction-use = Gebruik\n"
          "zone-deck = stapel\nzone-pile = aflegstapel\nzone-hand = hand\ncounter-points = punt\n    .plural = punten\n"
          "counter-calls = telling\n    .plural = tellingen\ncategory-pts = Punten\nphase-play = Spelen\n",
    "de": "game-title = Mini\ncard-chip = Chip\n    .plural = Chips\n    .gender = masc\ngroup-chips = Chips\n"
          "action-use = Einsatz\nzone-deck = Stapel\n    .gender = masc\nzone-pile = Ablage\n    .gender = fem\n"
          "zone-hand = Hand\n    .gender = fem\ncounter-points = Punkt\n    .plural = Punkte\n    .gender = masc\n"
          "counter-calls = Zähler\n    .plural = Zähler\n    .gender = masc\n"
          "category-pts = Punkte\nphase-play = Spielen\n",
}


def write(tmp_path, text: str, name: str = "mini", labels: dict | None = None) -> Path:
    root = tmp_path / name
    root.mkdir(parents=True, exist_ok=True)
    (root / "ruleset.yaml").write_text(text, encoding="utf-8")
    for lang, names in LOCALES.items():
        folder = tmp_path / "loc" / lang
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copy(REPO / "locales" / lang / "sheet.ftl", folder / "sheet.ftl")
        (folder / "mini.ftl").write_text(names + (labels or {}).get(lang, ""), encoding="utf-8")
    return root


# the same, but the card's action does not call a procedure
PLAIN = HEAD.replace('actions: {use: "drop_out(me)"}', 'actions: {use: "me.points += 1"}')


def compiled(tmp_path, text: str):
    return compile_ruleset(write(tmp_path, text), locales=False)


def errors(tmp_path, text: str) -> list[tuple]:
    return [(d.code, d.message, d.line, d.column, d.path) for d in compiled(tmp_path, text).diagnostics
            if d.is_error]


def line_col(text: str, needle: str, nth: int = 1) -> tuple[int, int]:
    at = -1
    for _ in range(nth):
        at = text.index(needle, at + 1)
    line = text.count("\n", 0, at) + 1
    return line, at - (text.rfind("\n", 0, at) + 1) + 1


def play(ir, seed: int = 0):
    return Game(ir).play(2, seed, [RandomAgent(), RandomAgent()])


# ---- calls and what they do --------------------------------------------------------------------

def test_calls_from_setup_a_phase_a_card_action_the_end_and_another_procedure(tmp_path):
    result = compiled(tmp_path, HEAD + PROCEDURES + FLOW)
    assert result.ok, [(d.code, d.message) for d in result.diagnostics]
    jsonschema.validate(result.ir, ir_schema())
    state = play(result.ir).state
    lay = Game(result.ir).layout
    hand = [state.zl[lay.zone_base["hand"] + seat] for seat in (0, 1)]
    # setup deals 2 each; the phase moves each hand to the pile and deals 1 (drop_out calls deal);
    # the chip's action does it again for the first player; the end of the game deals them one more
    assert [len(h) for h in hand] == [2, 1]
    assert len(state.zl[lay.zone_base["pile"]]) == 2 + 2 + 1
    assert state.cv[lay.counter_base["points"]:lay.counter_base["points"] + 2] == [2, 1]
    assert state.cv[lay.counter_base["calls"]] == 2 + 2 + 1 + 1


def test_positional_and_keyword_values_run_alike(tmp_path):
    by_position = compiled(tmp_path, HEAD + PROCEDURES + FLOW.replace("deal(source=deck, who=first(players), n=1)",
                                                                       "deal(first(players), 1, deck)"))
    by_name = compiled(tmp_path, HEAD + PROCEDURES + FLOW)
    mixed = compiled(tmp_path, HEAD + PROCEDURES + FLOW.replace("deal(source=deck, who=first(players), n=1)",
                                                                "deal(first(players), source=deck, n=1)"))
    cards = [[[c.id for c in z] for z in play(r.ir, 3).state.zl] for r in (by_position, by_name, mixed)]
    assert cards[0] == cards[1] == cards[2]


def test_a_procedure_sees_its_parameters_not_the_callers_locals(tmp_path):
    text = HEAD + PROCEDURES + FLOW + "  let secret = 1\n  peek_at()\n" + \
        "  show:\n    do: |\n      calls += secret\n"
    text = text.replace("procedures:\n", "procedures:\n  peek_at:\n    do: |\n      calls += secret\n", 1)
    found = errors(tmp_path, text)
    assert found[0][:2] == ("RW301", "unknown name 'secret'")
    assert found[0][4] == "procedures.peek_at.do"


def test_a_zone_parameter_is_the_zone_itself(tmp_path):
    text = PLAIN + """\
procedures:
  dump:
    params: {into: zone, n: int}
    do: |
      draw(deck, n, to=into)
      calls = count(into)
setup: |
  dump(pile, 3)
  dump(first(players).hand, 2)
phases: [{name: play, do: ""}]
end_of_game: ""
"""
    result = compiled(tmp_path, text)
    assert result.ok, [(d.code, d.message) for d in result.diagnostics]
    state = play(result.ir).state
    lay = Game(result.ir).layout
    assert len(state.zl[lay.zone_base["pile"]]) == 3 and len(state.zl[lay.zone_base["hand"]]) == 2
    assert state.cv[lay.counter_base["calls"]] == 2


def test_a_zone_parameter_needs_a_zone_not_a_copy(tmp_path):
    text = HEAD + PROCEDURES + FLOW.replace("    deal(p, 2, deck)", "    let d = deck\n    deal(p, 2, d)")
    (code, message, line, col, path), = errors(tmp_path, text)
    assert (code, path) == ("RW401", "setup") and message.startswith("'source' is a zone: give the zone itself")
    line, col0 = line_col(text, "deal(p, 2, d)")
    assert (line, col) == (line, col0 + len("deal(p, 2, "))


def test_a_rule_error_inside_a_procedure_names_the_procedure(tmp_path):
    text = HEAD + PROCEDURES.replace("      calls += 1\n", "      calls += 1 / (n - n)\n") + FLOW
    result = compiled(tmp_path, text)
    assert result.ok
    with pytest.raises(RuleError) as caught:
        play(result.ir)
    assert caught.value.rule == "procedures.deal" and "division by zero" in str(caught.value)


def test_statements_of_a_procedure_count_against_the_step_budget(tmp_path):
    head = PLAIN
    inline = compiled(tmp_path / "a", head + INLINE)
    called = compiled(tmp_path / "b", head + PROCEDURES + CALLED)
    used = []
    for result in (inline, called):
        state = play(result.ir).state
        used.append(state.budget[0] - state.steps)
    # the same statements, plus one step for each of the two calls per player (drop_out, deal)
    assert used[1] - used[0] == 2 * 2
    with pytest.raises(RuleError, match="step budget exhausted"):
        Game(called.ir).play(2, 0, [RandomAgent(), RandomAgent()], step_budget=used[0])


# ---- checks at the call -----------------------------------------------------------------------

@pytest.mark.parametrize("call, code, message, at", [
    ("deal(p, deck, 2)", "RW401", "expected a number, found a zone", "deck, 2)"),
    ("deal(p, 2, deck, 4)", "RW304", "deal(...) takes 3 values, found 4", "4)"),
    ("deal(p, 2)", "RW304", "deal(...) needs a value for 'source'", "deal(p, 2)"),
    ("deal(p, 2, sorce=deck)", "RW304", "deal(...) has no parameter 'sorce'", "sorce"),
    ("deal(p, 2, deck, who=p)", "RW304", "deal(...) is given 'who' twice", "who=p"),
    ("deal(who=2, n=2, source=deck)", "RW401", "expected a player, found a number", "2, n=2"),
])
def test_wrong_values_are_located(tmp_path, call, code, message, at):
    text = HEAD + PROCEDURES + FLOW.replace("deal(p, 2, deck)", call)
    found = errors(tmp_path, text)
    assert found == [(code, message, *line_col(text, at), "setup")]


def test_an_unknown_parameter_gets_a_did_you_mean(tmp_path):
    text = HEAD + PROCEDURES + FLOW.replace("deal(p, 2, deck)", "deal(p, 2, sorce=deck)")
    result = compiled(tmp_path, text)
    hints = [d.hint for d in result.diagnostics if d.code == "RW304"]
    assert hints == ["did you mean 'source'?"]


def test_a_procedure_used_as_a_value_is_an_error(tmp_path):
    text = HEAD + PROCEDURES + FLOW.replace("    deal(p, 2, deck)", "    let x = deal(p, 2, deck)")
    assert errors(tmp_path, text) == [
        ("RW402", "'deal' is a procedure: it changes the game and has no value; call it on a line of its own",
         *line_col(text, "deal(p, 2, deck)"), "setup")]
    text = HEAD + PROCEDURES + FLOW.replace("    deal(p, 2, deck)", "    calls = count(deal)")
    assert errors(tmp_path, text)[0][:2] == ("RW402", "'deal' is a procedure: call it as deal(...) on a line of its own")


def test_a_procedure_name_that_clashes_is_located_and_names_both(tmp_path):
    text = PLAIN + PROCEDURES.replace("  drop_out:", "  pile:") + FLOW.replace("drop_out(", "pile(")
    (code, message, line, col, path), = errors(tmp_path, text)
    assert (code, message, path) == ("RW302", "'pile' names both a zone and a procedure", "procedures.pile")
    assert (line, col) == line_col(text, "pile:", 2)
    hints = [d.hint for d in compiled(tmp_path, text).diagnostics if d.code == "RW302"]
    assert hints[0].startswith("the zone is defined at") and ":4;" in hints[0]
    text = HEAD + PROCEDURES.replace("  deal:", "  draw:")
    assert errors(tmp_path, text + FLOW)[0][:2] == ("RW302", "'draw' names both a built-in function and a procedure")


def test_a_parameter_name_that_clashes_is_an_error(tmp_path):
    text = HEAD + PROCEDURES.replace("{who: player}", "{deck: player}") + FLOW
    assert ("RW302", "the parameter 'deck' of 'drop_out' already names a zone") in \
        [f[:2] for f in errors(tmp_path, text)]


def test_an_unused_procedure_is_a_warning(tmp_path):
    text = HEAD + PROCEDURES + "  spare:\n    do: calls += 1\n" + FLOW
    warnings = [(d.code, d.message) for d in compiled(tmp_path, text).diagnostics if not d.is_error]
    assert ("RW601", "the procedure 'spare' is never called") in warnings


# ---- recursion and nesting --------------------------------------------------------------------

def test_direct_recursion_is_located_at_the_call(tmp_path):
    text = HEAD + PROCEDURES.replace("      deal(who, 1, deck)\n", "      deal(who, 1, deck)\n      drop_out(who)\n") + FLOW
    assert errors(tmp_path, text) == [
        ("RW307", "the procedure 'drop_out' would run itself again: drop_out -> drop_out",
         *line_col(text, "drop_out(who)"), "procedures.drop_out.do")]


def test_indirect_recursion_names_the_chain(tmp_path):
    text = HEAD + PROCEDURES.replace("      calls += 1\n", "      calls += 1\n      drop_out(who)\n") + FLOW
    # found from the first procedure declared: the call that closes the cycle is deal's, in drop_out
    assert errors(tmp_path, text) == [
        ("RW307", "the procedure 'deal' would run itself again: deal -> drop_out -> deal",
         *line_col(text, "deal(who, 1, deck)"), "procedures.drop_out.do")]


def test_recursion_through_a_card_action_is_an_error(tmp_path):
    # the chip's `use` action calls drop_out; drop_out running any chip's `use` closes a cycle
    text = HEAD + PROCEDURES.replace("      deal(who, 1, deck)\n", "      deal(who, 1, deck)\n      do(chip, use, me=who)\n") + FLOW
    (code, message, line, col, path), = errors(tmp_path, text)
    assert (code, message) == ("RW307", "the procedure 'drop_out' would run itself again: "
                                        "drop_out -> do(..., use) -> drop_out")
    assert (line, col, path) == (*line_col(text, "drop_out(me)"), "cards.chip.actions.use")


def test_actions_that_run_each_other_without_a_procedure_stay_allowed(tmp_path):
    text = HEAD.replace('actions: {use: "drop_out(me)"}', 'actions: {use: "me.points += 1"}') + \
        "procedures:\n  twice:\n    params: {who: player}\n    do: |\n      do(chip, use, me=who)\n      do(chip, use, me=who)\n" + \
        "setup: \"twice(first(players))\"\nphases: [{name: play, do: \"\"}]\nend_of_game: \"\"\n"
    result = compiled(tmp_path, text)
    assert result.ok, [(d.code, d.message) for d in result.diagnostics]
    lay = Game(result.ir).layout
    assert play(result.ir).state.cv[lay.counter_base["points"]] == 2


def test_nesting_counts_through_calls(tmp_path):
    deep = "- " * 60 + "1"
    text = PLAIN + """\
procedures:
  inner:
    do: |
      calls = %s
  outer:
    do: |
      if true { if true { if true { if true { if true { if true { if true { if true { if true { if true {
      if true { if true { if true { if true { if true { if true { if true { if true { if true { if true {
      if true { if true { if true { if true { if true { if true { if true { if true { if true { if true {
      if true { if true { if true { if true { if true { if true { if true { if true { if true { if true {
        inner()
      } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } }
setup: "outer()"
phases: [{name: play, do: ""}]
end_of_game: ""
""" % deep
    found = errors(tmp_path, text)
    assert [f[0] for f in found] == ["RW204"]
    assert "the procedure 'inner' adds" in found[0][1] and found[0][4] == "procedures.outer.do"
    assert found[0][2:4] == line_col(text, "inner()")
    # the same body called less deeply is fine
    assert errors(tmp_path, text.replace("        inner()\n", "").replace('setup: "outer()"', 'setup: "outer()\n  inner()"')
                  .replace("setup: \"outer()\n  inner()\"", "setup: |\n  outer()\n  inner()")) == []


# ---- house rules -------------------------------------------------------------------------------

def house(tmp_path, body: str) -> Path:
    write(tmp_path, HEAD + PROCEDURES + FLOW)
    path = tmp_path / "house.yaml"
    path.write_text("house_rule: {name: house, extends: mini, intent: a test}\n" + body, encoding="utf-8")
    return path


def test_a_house_rule_changes_a_procedure(tmp_path):
    path = house(tmp_path, "change:\n  procedures:\n    drop_out:\n      do: |\n        who.points += 5\n")
    result = compile_ruleset(path, locales=False)
    assert result.ok, [(d.code, d.message) for d in result.diagnostics]
    state = play(result.ir).state
    lay = Game(result.ir).layout
    assert state.cv[lay.counter_base["points"]:lay.counter_base["points"] + 2] == [10, 5]


def test_a_house_rule_adds_a_procedure_and_its_errors_point_into_the_house_rule(tmp_path):
    path = house(tmp_path, "add:\n  procedures:\n    bonus:\n      params: {who: player}\n      do: |\n"
                           "        who.points += true\n"
                           "change:\n  end_of_game: bonus(first(players))\n")
    (d,) = [d for d in compile_ruleset(path, locales=False).diagnostics if d.is_error]
    assert (d.code, d.file.endswith("house.yaml"), d.line, d.path) == ("RW401", True, 7, "add.procedures.bonus.do")


def test_removing_a_procedure_still_called_is_located_at_the_call(tmp_path):
    path = house(tmp_path, "remove:\n  procedures: [deal]\n")
    found = [(d.code, d.message, d.path) for d in compile_ruleset(path, locales=False).diagnostics if d.is_error]
    assert ("RW303", "unknown function 'deal'", "setup") in found
    assert ("RW303", "unknown function 'deal'", "procedures.drop_out.do") in found


def test_removing_an_unknown_procedure_gets_a_did_you_mean(tmp_path):
    path = house(tmp_path, "remove:\n  procedures: [dael]\n")
    (d,) = [d for d in compile_ruleset(path, locales=False).diagnostics if d.is_error]
    assert (d.code, d.hint) == ("RW306", "did you mean 'deal'?")


# ---- the reference sheet ------------------------------------------------------------------------

def sheet_texts(tmp_path, text, lang, labels=None, name="mini"):
    root = write(tmp_path, text, name, labels)
    result = compile_ruleset(root)
    assert result.ok, [(d.code, d.message) for d in result.diagnostics if d.is_error]
    sheet = build_sheet(result.ir, sheet_localizer(root, result.ir, lang))
    return {s.key: [(e.label, e.text) for b in s.blocks for e in b.entries] for s in sheet.sections}


INLINE = """\
setup: ""
phases:
  - name: play
    do: |
      for p in players {
        move(p.hand, pile)
        p.points += 1
        draw(deck, 1, to=p.hand)
        calls += 1
      }
end_of_game: ""
"""
CALLED = """\
setup: ""
phases:
  - name: play
    do: |
      for p in players {
        drop_out(p)
      }
end_of_game: ""
"""


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_the_sheet_says_a_call_as_its_body_with_the_values(tmp_path, lang):
    head = PLAIN
    written_out = sheet_texts(tmp_path / "a", head + INLINE, lang)
    called = sheet_texts(tmp_path / "b", head + PROCEDURES + CALLED, lang)
    assert called["round"] == written_out["round"] and called["round"][0][1]
    assert "procedures" not in called


def test_the_sheet_sentence_of_a_call_in_three_languages(tmp_path):
    head = PLAIN
    said = {lang: sheet_texts(tmp_path / lang, head + PROCEDURES + CALLED, lang)["round"][0][1]
            for lang in ("en", "nl", "de")}
    # the steps of a loop are a list (compiler/sheet/steps.py marks it)
    # each step is that player's, in one voice ("They put ... They take ..."), not "Put ..." beside "They"
    assert said["en"].startswith(f"Each player does the following: {steps.OPEN}They put their hand into the pile."
                                 f"{steps.ITEM}They take one point.")
    assert "draw one card from the deck" in said["en"].lower()
    assert "Hij legt zijn hand in de aflegstapel." in said["nl"] and "trekt één kaart van de stapel" in said["nl"]
    assert "Er legt seine Hand in die Ablage." in said["de"] and "zieht eine Karte vom Stapel" in said["de"]


def test_a_card_action_that_calls_a_procedure_reads_as_the_reader_doing_it(tmp_path):
    sheet = sheet_texts(tmp_path, HEAD + PROCEDURES + FLOW, "en")
    (action,) = [text for label, text in sheet["group"] if label and label.startswith("Use")]
    assert action.startswith("Put your hand into the pile.") and "draw one card from the deck" in action.lower()


LABELS = {"en": "procedure-drop_out = discard the hand and drop out\n",
          "nl": "procedure-drop_out = de hand afleggen en uitvallen\n",
          "de": "procedure-drop_out = die Hand abwerfen und ausscheiden\n"}


@pytest.mark.parametrize("lang, call, end, heading", [
    ("en", "Discard the hand and drop out (each player).", "Discard the hand and drop out (",
     "Discard the hand and drop out (that player):"),
    ("nl", "De hand afleggen en uitvallen (elke speler).", "De hand afleggen en uitvallen (",
     "De hand afleggen en uitvallen (die speler):"),
    ("de", "Die Hand abwerfen und ausscheiden (jeder Spieler).", "Die Hand abwerfen und ausscheiden (",
     "Die Hand abwerfen und ausscheiden (dieser Spieler):"),
])
def test_a_labelled_procedure_is_said_by_its_label_and_defined_once(tmp_path, lang, call, end, heading):
    text = PLAIN + PROCEDURES + CALLED.replace('end_of_game: ""', "end_of_game: drop_out(first(players))")
    sheet = sheet_texts(tmp_path, text, lang, LABELS)
    assert [text for _, text in sheet["round"]] == [call]
    (said,) = [text for _, text in sheet["end"]]
    assert said.startswith(end)
    (definition,) = sheet["procedures"]
    assert definition[0] == heading
    assert {"en": "pile", "nl": "aflegstapel", "de": "Ablage"}[lang] in definition[1]


def test_in_a_list_of_steps_a_labelled_call_names_the_player_plainly(tmp_path):
    text = PLAIN + PROCEDURES + CALLED.replace("drop_out(p)\n", "drop_out(p)\n        p.points += 1\n")
    (said,) = [text for _, text in sheet_texts(tmp_path, text, "en", LABELS)["round"]]
    assert said.startswith(f"Each player does the following: {steps.OPEN}Discard the hand and drop out (that player).")


def test_a_label_with_two_parameters_of_one_kind_is_not_used(tmp_path):
    head = PLAIN
    text = head + "procedures:\n  swap:\n    params: {a: player, b: player}\n    do: |\n" \
        "      move(a.hand, b.hand)\n" + CALLED.replace("drop_out(p)", "swap(p, first(players))")
    labels = {lang: "procedure-swap = swap\n" for lang in LABELS}
    sheet = sheet_texts(tmp_path, text, "en", labels)
    assert "procedures" not in sheet and "hand" in sheet["round"][0][1]


# ---- examples and diffs ------------------------------------------------------------------------

def test_an_example_can_run_a_procedure(tmp_path):
    from rulewright.compiler.examples import load_examples
    from rulewright.runtime.scenario import run_example
    result = compiled(tmp_path, PLAIN + PROCEDURES + FLOW)
    path = tmp_path / "example.yaml"
    path.write_text("name: drop out\nplayers: 2\nrun: drop_out(players[1])\nexpect:\n  players:\n"
                    "    - {}\n    - {counters: {points: 1}, zones: {hand: {chip: 1}}}\n  zones: {deck: {chip: 9}}\n",
                    encoding="utf-8")
    examples = load_examples([path], result, single=True)
    assert [d for d in examples.diagnostics if d.is_error] == []
    assert run_example(result.ir, examples.items[0]).failures == []


def test_the_diff_of_a_house_rule_that_changes_a_procedure_shows_where_it_is_called(tmp_path):
    from rulewright.compiler.sheet.diff import diff_sheets
    root = write(tmp_path, PLAIN + PROCEDURES + CALLED)
    path = tmp_path / "house.yaml"
    path.write_text("house_rule: {name: house, extends: mini, intent: a test}\n"
                    "change:\n  procedures:\n    deal:\n      do: |\n        draw(source, n + 1, to=who.hand)\n",
                    encoding="utf-8")
    sheets = []
    for target in (root, path):
        result = compile_ruleset(target)
        assert result.ok, [(d.code, d.message) for d in result.diagnostics if d.is_error]
        sheets.append(build_sheet(result.ir, sheet_localizer(root, result.ir, "en")))
    (change,) = diff_sheets(*sheets)
    assert "one card from the deck" in change.before and "two cards from the deck" in change.after


def test_a_procedure_with_a_turn_queue_until_its_parameter_and_a_knock_out(tmp_path):
    text = PLAIN + """\
procedures:
  go_round:
    params: {limit: int}
    do: |
      turns p in players until calls >= limit {
        calls += 1
      }
  drop_out:
    params: {who: player}
    do: |
      move(who.hand, pile)
      knock_out(who)
setup: ""
phases:
  - name: play
    do: |
      go_round(5)
      drop_out(first(players))
end_of_game: ""
"""
    root = write(tmp_path, text)
    result = compile_ruleset(root)
    assert result.ok, [(d.code, d.message) for d in result.diagnostics if d.is_error]
    state = play(result.ir).state
    assert state.cv[Game(result.ir).layout.counter_base["calls"]] == 5
    sheet = build_sheet(result.ir, sheet_localizer(root, result.ir, "en"))
    play_text = " ".join(e.text for s in sheet.sections if s.key == "round" for b in s.blocks for e in b.entries)
    print(play_text)
    assert "five" in play_text          # the queue's condition reads with the value given


@pytest.mark.parametrize("lang, said", [
    ("en", ["The number of tallies goes up by one.", "The number of tallies goes down by two.",
            "The number of tallies becomes three."]),
    ("nl", ["Het aantal tellingen gaat één omhoog.", "Het aantal tellingen gaat twee omlaag.",
            "Het aantal tellingen wordt drie."]),
    ("de", ["Die Anzahl Zähler steigt um eins.", "Die Anzahl Zähler sinkt um zwei.", "Die Anzahl Zähler wird drei."]),
])
def test_a_shared_counter_changed_in_a_procedure_reads_right(tmp_path, lang, said):
    # (the sheet said "None sets their none to one." for any change of a counter nobody owns)
    text = PLAIN + "procedures:\n  tally:\n    params: {n: int}\n    do: |\n      calls += n\n      calls -= 2 * n\n" \
        "      calls = 3\nsetup: \"\"\nphases: [{name: play, do: tally(1)}]\nend_of_game: \"\"\n"
    assert [text for _, text in sheet_texts(tmp_path, text, lang)["round"]] == said


def test_procedures_that_would_double_at_every_level_keep_the_sheet_small(tmp_path):
    # 2^30 statements written out: the long ones are said by name and defined once instead
    procs = "procedures:\n" + "".join(f"  step_{i}:\n    do: |\n      step_{i + 1}()\n      step_{i + 1}()\n"
                                      for i in range(30)) + "  step_30:\n    do: calls += 1\n"
    text = PLAIN + procs + 'setup: ""\nphases: [{name: play, do: step_0()}]\nend_of_game: ""\n'
    sheet = sheet_texts(tmp_path, text, "en")
    assert sheet["round"] == [(None, "Step 0.")]
    assert sheet["procedures"][0] == ("Step 0:", "Step 1. Step 1.")
    assert sum(len(text) for _, text in sheet["procedures"]) < 100_000


def test_a_parameter_called_me_works_as_in_a_card_action(tmp_path):
    text = PLAIN + "procedures:\n  refill:\n    params: {me: player}\n    do: |\n      draw(deck, 2)\n" \
        "setup: refill(first(players))\nphases: [{name: play, do: \"\"}]\nend_of_game: \"\"\n"
    result = compiled(tmp_path, text)
    assert result.ok, [(d.code, d.message) for d in result.diagnostics if d.is_error]
    state = play(result.ir).state
    assert len(state.zl[Game(result.ir).layout.zone_base["hand"]]) == 2
    text = text.replace("{me: player}", "{me: int}")
    assert ("RW401", "the parameter 'me' of 'refill' must be a player") in \
        [f[:2] for f in errors(tmp_path, text)]


def test_a_value_used_after_the_body_changed_the_game_is_not_written_out(tmp_path):
    # written out, "the number of cards in their hand" would be read after the hand is moved
    cash = "procedures:\n  cash:\n    params: {who: player, n: int}\n    do: |\n      move(who.hand, pile)\n" \
        "      who.points += n\n"
    flow = 'setup: ""\nphases:\n  - name: play\n    do: |\n      for p in players {\n        cash(p, count(p.hand))\n' \
        '      }\nend_of_game: ""\n'
    sheet = sheet_texts(tmp_path / "a", PLAIN + cash + flow, "en")
    (said,) = [text for _, text in sheet["round"]]
    assert said.startswith("Cash (each player, the number of")
    assert sheet["procedures"] == [("Cash (that player, that number):",
                                    "Put the hand of that player into the pile. That player takes points equal to that number.")]
    # used before any change, or a value that cannot change (a number), it is written out
    sheet = sheet_texts(tmp_path / "b", PLAIN + cash + flow.replace("count(p.hand)", "3"), "en")
    assert "procedures" not in sheet and "three points" in sheet["round"][0][1]


def test_the_rules_of_a_card_during_play_define_the_labelled_procedures_they_use(tmp_path):
    from rulewright.compiler.sheet.card_rules import CardRules
    root = write(tmp_path, HEAD + PROCEDURES + FLOW, labels=LABELS)
    result = compile_ruleset(root)
    rules = CardRules(result.ir, sheet_localizer(root, result.ir, "en"))
    assert rules("chip") == ["Use: Discard the hand and drop out (you).",
                             "Discard the hand and drop out (that player): Put the hand of that player into the pile. "
                             "That player takes one point. That player draws one card from the deck. "
                             "The number of tallies goes up by one."]


@pytest.mark.parametrize("lang, said", [
    ("en", "Put the pile into the hand of that player."),
    ("nl", "Leg de aflegstapel in de hand van die speler."),
    ("de", "Lege die Ablage in die Hand von diesem Spieler."),
])
def test_a_definition_says_whose_zone_cards_go_to(tmp_path, lang, said):
    # (a move nobody chooses into a player's zone said "onto the hand", without whose)
    text = PLAIN + "procedures:\n  take_pile:\n    params: {who: player}\n    do: move(pile, who.hand)\n" \
        "setup: \"\"\nphases: [{name: play, do: take_pile(first(players))}]\nend_of_game: \"\"\n"
    labels = {lang: "procedure-take_pile = take the pile\n" for lang in LABELS}
    (definition,) = sheet_texts(tmp_path, text, lang, labels)["procedures"]
    assert definition[1] == said


@pytest.mark.parametrize("lang, said", [
    ("en", "That player puts a card chosen by that player from the hand of that player into the hand of the first "
           "of the players."),
    ("nl", "Die speler legt"),
    ("de", "Dieser Spieler legt"),
])
def test_a_chosen_card_put_into_another_players_zone_says_whose(tmp_path, lang, said):
    # (it said "onto their hand", the chooser's, for any player's hand)
    text = PLAIN + "decisions: [gift]\nprocedures:\n  give:\n    params: {who: player}\n" \
        "    do: move(choose(who, who.hand, as=gift), first(players).hand)\n" \
        "setup: \"\"\nphases: [{name: play, do: give(last(players))}]\nend_of_game: \"\"\n"
    labels = {lang: "procedure-give = give a card\n" for lang in LABELS}
    names = {"en": "choice-gift = gift\n", "nl": "choice-gift = geschenk\n", "de": "choice-gift = Geschenk\n"}
    (definition,) = sheet_texts(tmp_path, text, lang, {k: labels[k] + names[k] for k in labels})["procedures"]
    assert definition[1].startswith(said)
    assert {"en": "into the hand of the first", "nl": "in de hand van de eerste", "de": "in die Hand von dem ersten"}[lang] \
        in definition[1]
