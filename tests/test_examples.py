"""`rulewright test` runs the rulebook scenarios; `rulewright score` scores a situation."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.examples import example_files, load_examples
from rulewright.cli.main import main
from rulewright.runtime.scenario import run_example
from tests.conftest import RULES, edit, line_of

SCENARIO = RULES / "rattus_cartus" / "scenarios" / "four_players_end.yaml"


def bundled_examples():
    compiled = compile_ruleset(RULES / "rattus_cartus")
    examples = load_examples(example_files(RULES / "rattus_cartus"), compiled)
    assert [d for d in examples.diagnostics if d.is_error] == []
    return compiled, examples.items


COMPILED, EXAMPLES = bundled_examples()


@pytest.mark.parametrize("example", EXAMPLES, ids=[e["name"] for e in EXAMPLES])
def test_rulebook_example(example):
    result = run_example(COMPILED.ir, example)
    assert result.failures == []


def test_examples_cover_the_rulebook_cases():
    names = " | ".join(e["name"] for e in EXAMPLES)
    for building in ("Castle", "Palace", "Treasury", "Monastery", "Hospital", "Office", "Marketplace", "Farm",
                     "Brewery", "Fortune-teller", "Rat catcher", "Guard Tower"):
        assert f"{building}" in names and "premium" in names
    for case in ("tie for the most is won by the player who entered first", "tie for the fewest",
                 "same number", "Pass, the player moves after all others", "disc stack order",
                 "two players only 10 and 5", "shares 9", "shares 3", "rats equal to the nuns",
                 "fewest rats", "share the victory", "Nobody survives",
                 "hand sizes are compared once", "a giver without rats gives none", "with two players it is left out",
                 "a tie for first shares the 6 points", "the last player to choose may still play a Pass"):
        assert case in names, case


def test_cli_test_passes_on_the_bundled_rules():
    result = CliRunner().invoke(main, ["test", "rattus_cartus"])
    assert result.exit_code == 0, result.output
    assert result.output.strip().splitlines()[-1] == f"{len(EXAMPLES)} passed, 0 failed"


def test_a_changed_rule_fails_its_example(ruleset_copy):
    import shutil
    shutil.copytree(RULES / "rattus_cartus" / "examples", ruleset_copy / "examples")
    edit(ruleset_copy / "cards.yaml", "premium: take(sword, 2)", "premium: take(sword, 3)")
    result = CliRunner().invoke(main, ["test", str(ruleset_copy), "-k", "castle"])
    assert result.exit_code == 1
    assert "FAIL" in result.output and "player 0: hand: 3 'sword', expected 2" in result.output
    assert result.output.strip().splitlines()[-1] == "1 passed, 1 failed"


def test_wrong_script_is_reported(ruleset_copy):
    import shutil
    shutil.copytree(RULES / "rattus_cartus" / "examples", ruleset_copy / "examples")
    edit(ruleset_copy / "examples" / "special_cards.yaml", "      - [0, 1]        # players[2] gives half",
         "      - [0, 1, 2]     # players[2] gives half")
    result = CliRunner().invoke(main, ["test", str(ruleset_copy), "-k", "tie for the most is won"])
    assert result.exit_code == 1
    assert "choose between 2 and 2 options, got 3" in result.output


def test_broken_example_gets_a_diagnostic(ruleset_copy):
    import shutil
    shutil.copytree(RULES / "rattus_cartus" / "examples", ruleset_copy / "examples")
    path = ruleset_copy / "examples" / "buildings.yaml"
    edit(path, "run: do(castle, premium, me=players[0])", "run: do(castel, premium, me=players[0])")
    result = CliRunner().invoke(main, ["test", str(ruleset_copy)])
    assert result.exit_code == 1
    assert f"buildings.yaml:{line_of(path, 'do(castel')}:" in result.output
    assert "did you mean 'castle'?" in result.output


def test_score_prints_the_table_and_the_winner():
    result = CliRunner().invoke(main, ["score", "rattus_cartus", str(SCENARIO), "--lang", "nl"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Totaal" in out and "Winnaar: Speler 4" in out and "Uitgeschakeld" in out
    assert "Goud" in out and "Ratten" in out


def test_score_json_matches_hand_computation():
    result = CliRunner().invoke(main, ["score", "rattus_cartus", str(SCENARIO), "--json"])
    data = json.loads(result.output)
    assert [p["total"] for p in data["players"]] == [23, 32, 19, 34]
    assert [p["eliminated"] for p in data["players"]] == [False, False, True, False]
    assert data["players"][0]["scores"]["gold_majority"] == 4
    assert data["winners"] == [3]


def test_score_an_unbuildable_situation(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: too many\nplayers: 2\nsetup:\n  players:\n    - zones:\n"
                   "        hand: [{kind: population, class: magic, count: 15}]\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["score", "rattus_cartus", str(bad)])
    assert result.exit_code == 1
    assert "no card left with kind=population, class=magic" in result.output
    assert "Traceback" not in result.output


def test_score_rejects_a_list_of_examples():
    path = RULES / "rattus_cartus" / "examples" / "scoring.yaml"
    result = CliRunner().invoke(main, ["score", "rattus_cartus", str(path)])
    assert result.exit_code == 1
    assert "a scenario is one situation" in result.output


def test_report_messages_exist_in_every_language():
    from rulewright.compiler.translations import check_translations
    from tests.conftest import LOCALES
    ids = [line.split(" =")[0] for line in (LOCALES / "en" / "report.ftl").read_text().splitlines()
           if line[:1].isalpha()]
    assert "report-winners" in ids
    assert check_translations(LOCALES, "report", ["en", "nl", "de"], {i: None for i in ids}) == []


def test_a_scenario_without_a_name_is_told_to_add_the_name(tmp_path):
    """A scenario file is one example: a missing key is named as the key it lacks ('name'),
    not as the 'examples:' list of another kind of file."""
    from click.testing import CliRunner
    from rulewright.cli.main import main
    scenario = tmp_path / "end.yaml"
    scenario.write_text("players: 4\nsetup: {}\nexpect: {}\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["score", "rattus_cartus", str(scenario)])
    assert out.exit_code == 1
    assert "missing required key 'name'" in out.output and "'examples'" not in out.output
