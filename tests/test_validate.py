"""`rulewright validate` on the bundled rules and on broken copies: every diagnostic code of
the schema, language, name and type stages, with its line and column."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from rulewright.compiler.build import compile_ruleset
from rulewright.cli.main import main
from tests.conftest import RULES, col_of, edit, line_of


def errors(root):
    return [d for d in compile_ruleset(root).diagnostics if d.is_error]


def only(root, code):
    found = [d for d in errors(root) if d.code == code]
    assert found, f"no {code}; got {[(d.code, d.message) for d in errors(root)]}"
    return found[0]


def test_bundled_ruleset_is_valid():
    result = compile_ruleset(RULES / "rattus_cartus")
    assert [d for d in result.diagnostics if d.is_error] == []
    assert result.ir["format"] == "rulewright-ir"


def test_bundled_ruleset_lists_assumptions_as_warnings():
    result = compile_ruleset(RULES / "rattus_cartus")
    assumptions = [d for d in result.diagnostics if d.code == "RW602"]
    assert any("buildings_per_round" in d.message for d in assumptions)
    assert all(d.severity == "warning" for d in assumptions)
    params = RULES / "rattus_cartus" / "parameters.yaml"
    d = next(d for d in assumptions if "buildings_per_round" in d.message)
    assert (d.line, d.column) == (line_of(params, "  buildings_per_round:"), 3)


def test_empty_folder_is_reported(tmp_path):
    d = only(tmp_path, "RW001")
    assert "no ruleset files" in d.message


def test_cli_validate_by_name_and_path():
    runner = CliRunner()
    assert runner.invoke(main, ["validate", "rattus_cartus"]).exit_code == 0
    assert runner.invoke(main, ["validate", str(RULES / "rattus_cartus")]).exit_code == 0


def test_cli_strict_turns_warnings_into_errors():
    result = CliRunner().invoke(main, ["validate", "--strict", "rattus_cartus"])
    assert result.exit_code == 1
    assert "error[RW602]" in result.stdout


def test_cli_unknown_ruleset_is_a_usage_error():
    result = CliRunner().invoke(main, ["validate", "no_such_game"])
    assert result.exit_code == 2
    assert "no ruleset at 'no_such_game'" in result.output


def test_duplicate_key(ruleset_copy):
    cards = ruleset_copy / "cards.yaml"
    edit(cards, "      premium: take(sword, 2)\n", "      premium: take(sword, 2)\n      premium: take(sword, 3)\n")
    d = only(ruleset_copy, "RW005")
    first = line_of(cards, "premium: take(sword, 2)")
    assert (d.file.endswith("cards.yaml"), d.line) == (True, first + 1)
    assert f"line {first}" in d.message


def test_misspelled_card_name_in_expression(ruleset_copy):
    cards = ruleset_copy / "cards.yaml"
    edit(cards, "premium: take(sword, 2)", "premium: take(swrod, 2)")
    d = only(ruleset_copy, "RW301")
    assert d.line == line_of(cards, "take(swrod, 2)")
    assert d.column == col_of(cards, "swrod")
    assert d.hint == "did you mean 'sword'?"
    assert d.path == "cards.castle.actions.premium"


def test_misspelled_name_in_block_scalar_points_inside_the_block(ruleset_copy):
    flow = ruleset_copy / "flow.yaml"
    edit(flow, "let entrants = occupants(b)", "let entrants = ocupants(b)")
    d = only(ruleset_copy, "RW303")
    assert (d.line, d.column) == (line_of(flow, "ocupants(b)"), col_of(flow, "ocupants"))
    assert d.hint == "did you mean 'occupants'?"


def test_unbalanced_parenthesis(ruleset_copy):
    cards = ruleset_copy / "cards.yaml"
    edit(cards, "premium: take(gold, 2)", "premium: take(gold, 2")
    d = only(ruleset_copy, "RW203")
    assert d.line == line_of(cards, "take(gold, 2")
    assert d.column == col_of(cards, "(gold")
    assert "never closed" in d.hint


def test_extra_closing_parenthesis(ruleset_copy):
    cards = ruleset_copy / "cards.yaml"
    edit(cards, "premium: take(gold, 2)", "premium: take(gold, 2))")
    d = only(ruleset_copy, "RW202")
    assert d.column == col_of(cards, "))", within="take(gold, 2))") + 1
    assert "nothing to close" in d.message


def test_unexpected_character(ruleset_copy):
    cards = ruleset_copy / "cards.yaml"
    edit(cards, "premium: take(flute, 2)", "premium: take(flute, 2) $")
    d = only(ruleset_copy, "RW201")
    assert d.column == col_of(cards, "$")


def test_wrong_type_in_yaml(ruleset_copy):
    cards = ruleset_copy / "cards.yaml"
    edit(cards, "    count: 12\n", "    count: twelve\n")
    d = only(ruleset_copy, "RW103")
    assert d.line == line_of(cards, "count: twelve")
    assert d.column == col_of(cards, "twelve", within="count: twelve")
    assert "whole number" in d.message


def test_wrong_type_in_expression(ruleset_copy):
    cards = ruleset_copy / "cards.yaml"
    edit(cards, "premium: take(sword, 2)", "premium: take(sword, palace)")
    d = only(ruleset_copy, "RW401")
    assert d.column == col_of(cards, "palace)")
    assert d.message == "expected a number, found a card kind"


def test_player_is_not_a_zone(ruleset_copy):
    cards = ruleset_copy / "cards.yaml"
    edit(cards, "premium: draw(population_deck, 4)", "premium: draw(me, 4)")
    d = only(ruleset_copy, "RW401")
    assert d.message == "expected a zone, found a player"


def test_removed_required_field(ruleset_copy):
    cards = ruleset_copy / "cards.yaml"
    edit(cards, "  castle:\n    group: building\n    count: 5\n    starts_in: building_box\n",
         "  castle:\n    group: building\n    count: 5\n")
    d = only(ruleset_copy, "RW102")
    assert "starts_in" in d.message
    assert d.line == line_of(cards, "  castle:")
    assert d.path == "cards.castle"


def test_unknown_key_suggests_the_right_one(ruleset_copy):
    ruleset = ruleset_copy / "ruleset.yaml"
    edit(ruleset, "  nun_row: {visibility: hidden}", "  nun_row: {visibilty: hidden}")
    d = only(ruleset_copy, "RW101")
    assert d.column == col_of(ruleset, "visibilty")
    assert d.hint.startswith("did you mean 'visibility'?")


def test_invalid_value(ruleset_copy):
    ruleset = ruleset_copy / "ruleset.yaml"
    edit(ruleset, "  nun_row: {visibility: hidden}", "  nun_row: {visibility: secret}")
    d = only(ruleset_copy, "RW104")
    assert d.column == col_of(ruleset, "secret")
    assert "public" in d.hint


def test_a_player_range_that_no_number_fits(ruleset_copy):
    """`players: {min: 7, max: 2}` compiled, and every command then said "for 7 to 2 players"."""
    ruleset = ruleset_copy / "ruleset.yaml"
    edit(ruleset, "players: {min: 2, max: 5}", "players: {min: 7, max: 2}")
    d = only(ruleset_copy, "RW104")
    assert d.message == "the game is for at least 7 and at most 2 players: no number of players fits"
    assert (d.line, d.column, d.path) == (line_of(ruleset, "max: 2"), col_of(ruleset, "2}"), "ruleset.players.max")
    assert "'min' is the fewest" in d.hint


def test_yes_is_not_a_boolean(ruleset_copy):
    params = ruleset_copy / "parameters.yaml"
    edit(params, "  premium_tie_first_entrant:\n    value: true", "  premium_tie_first_entrant:\n    value: yes")
    d = only(ruleset_copy, "RW103")
    assert d.message == "'yes' is not a boolean"
    assert d.hint == "only true and false are booleans in rule files"


def test_definition_twice(ruleset_copy):
    (ruleset_copy / "zz_more.yaml").write_text("zones:\n  nun_row: {visibility: public}\n", encoding="utf-8")
    d = only(ruleset_copy, "RW302")
    assert d.file.endswith("zz_more.yaml") and d.line == 2
    assert "ruleset.yaml" in d.hint


def test_unknown_action_of_a_card(ruleset_copy):
    cards = ruleset_copy / "cards.yaml"
    edit(cards, "      premium: take(pass, 2)", "      premiun: take(pass, 2)")
    d = only(ruleset_copy, "RW303")
    assert d.hint == "did you mean 'premium'?"


def test_wrong_number_of_arguments(ruleset_copy):
    cards = ruleset_copy / "cards.yaml"
    edit(cards, "premium: take(joker, 2)", "premium: take(joker)")
    d = only(ruleset_copy, "RW304")
    assert "takes 2 values, found 1" in d.message


def test_unknown_option_of_a_call(ruleset_copy):
    flow = ruleset_copy / "flow.yaml"
    edit(flow, "draw(population_deck, hand_size, to=p.hand)", "draw(population_deck, hand_size, into=p.hand)")
    d = only(ruleset_copy, "RW304")
    assert d.column == col_of(flow, "into=")


def test_unknown_attribute(ruleset_copy):
    flow = ruleset_copy / "flow.yaml"
    edit(flow, "let nuns = sum(nun_row, c -> c.nuns)", "let nuns = sum(nun_row, c -> c.nunz)")
    d = only(ruleset_copy, "RW305")
    assert d.hint == "did you mean 'nuns'?"
    assert (d.line, d.column) == (line_of(flow, "c.nunz"), col_of(flow, "c.nunz"))


def test_statement_without_effect(ruleset_copy):
    cards = ruleset_copy / "cards.yaml"
    edit(cards, "premium: me.rats -= 2", "premium: me.rats")
    d = only(ruleset_copy, "RW402")
    assert d.line == line_of(cards, "premium: me.rats")


def test_unused_declaration_is_a_warning(ruleset_copy):
    params = ruleset_copy / "parameters.yaml"
    edit(params, "parameters:\n", "parameters:\n  spare:\n    value: 3\n    reason: Nothing uses it.\n")
    result = compile_ruleset(ruleset_copy)
    unused = [d for d in result.diagnostics if d.code == "RW601"]
    assert unused and unused[0].severity == "warning" and "'spare'" in unused[0].message
    assert (unused[0].line, unused[0].column) == (line_of(params, "  spare:"), 3)
    assert result.ok


def test_all_problems_of_a_run_are_reported_together(ruleset_copy):
    cards = ruleset_copy / "cards.yaml"
    edit(cards, "premium: take(sword, 2)", "premium: take(swrod, 2)")
    edit(cards, "premium: take(gold, 2)", "premium: take(gold, 2")
    codes = {d.code for d in errors(ruleset_copy)}
    assert {"RW301", "RW203"} <= codes


def test_cli_text_output_has_caret_and_hint(ruleset_copy):
    edit(ruleset_copy / "cards.yaml", "premium: take(sword, 2)", "premium: take(swrod, 2)")
    result = CliRunner().invoke(main, ["validate", "--no-warnings", str(ruleset_copy)])
    assert result.exit_code == 1
    out = result.stdout
    assert "cards.yaml:" in out and "error[RW301]: unknown name 'swrod'" in out
    assert "  at: cards.castle.actions.premium" in out
    caret_line = out.splitlines()[out.splitlines().index(next(l for l in out.splitlines() if "take(swrod" in l)) + 1]
    assert caret_line.strip() == "^^^^^"
    assert "hint: did you mean 'sword'?" in out
    assert "Traceback" not in result.output


def test_cli_json_output(ruleset_copy):
    edit(ruleset_copy / "cards.yaml", "premium: take(sword, 2)", "premium: take(swrod, 2)")
    result = CliRunner().invoke(main, ["validate", "--format", "json", str(ruleset_copy)])
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    d = next(x for x in data if x["code"] == "RW301")
    assert set(d) >= {"code", "severity", "file", "line", "column", "end_line", "end_column", "path", "message", "hint"}
    assert d["severity"] == "error"


def test_compile_writes_ir_atomically(tmp_path):
    out = tmp_path / "ir.json"
    result = CliRunner().invoke(main, ["compile", "rattus_cartus", "-o", str(out)])
    assert result.exit_code == 0
    ir = json.loads(out.read_text())
    import jsonschema
    from rulewright.compiler.build import ir_schema
    jsonschema.validate(ir, ir_schema())
    assert not list(tmp_path.glob(".ir.json.*"))


def test_compile_of_broken_rules_writes_nothing(ruleset_copy, tmp_path):
    edit(ruleset_copy / "cards.yaml", "premium: take(sword, 2)", "premium: take(swrod, 2)")
    out = tmp_path / "ir.json"
    result = CliRunner().invoke(main, ["compile", str(ruleset_copy), "-o", str(out)])
    assert result.exit_code == 1
    assert not out.exists()


@pytest.mark.parametrize("bad", ["", "   ", "\x00\x01", "a: [", "- 1\n- 2\n", "cards: 3"])
def test_garbage_files_give_diagnostics(ruleset_copy, bad):
    (ruleset_copy / "zz.yaml").write_text(bad, encoding="utf-8")
    result = compile_ruleset(ruleset_copy)
    if bad.strip() and bad != "   ":
        assert not result.ok
        assert all(d.code.startswith("RW") for d in result.diagnostics)
