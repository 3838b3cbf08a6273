"""The Palaces of Carrara as rules data: the ruleset validates, the seed's worked examples
(E08-E33) run as executable examples, and `rulewright score` prints each objective card's
points, the announce conditions and the total."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.examples import example_files, load_examples
from rulewright.cli.main import main
from rulewright.runtime.scenario import run_example
from tests.conftest import RULES

CARRARA = RULES / "carrara"
SCENARIO = CARRARA / "scenarios" / "four_players_end.yaml"


def carrara_examples():
    compiled = compile_ruleset(CARRARA)
    assert compiled.ok, [d.message for d in compiled.diagnostics if d.is_error]
    examples = load_examples(example_files(CARRARA), compiled)
    assert [d for d in examples.diagnostics if d.is_error] == []
    return compiled, examples.items


COMPILED, EXAMPLES = carrara_examples()


@pytest.mark.parametrize("example", EXAMPLES, ids=[e["name"] for e in EXAMPLES])
def test_carrara_example(example):
    assert run_example(COMPILED.ir, example).failures == []


def test_every_worked_example_of_the_seed_is_there():
    names = [e["name"] for e in EXAMPLES]
    for number in range(8, 34):
        assert sum(name.startswith(f"E{number:02d} ") for name in names) == 1, f"E{number:02d}"


def test_thirty_one_objective_cards_in_four_groups():
    kinds = COMPILED.ir["kinds"]
    groups = {}
    for name, kind in kinds.items():
        groups.setdefault(kind["group"], []).append(name)
    assert {g: len(groups[g]) for g in ("top_card", "object_card", "building_card", "bonus_card")} == \
        {"top_card": 6, "object_card": 8, "building_card": 9, "bonus_card": 8}
    # every objective card has a final scoring or an announce condition of its own, bonus cards no condition
    for group in ("top_card", "object_card", "building_card"):
        assert all("announce" in kinds[k]["actions"] for k in groups[group])
    for group in ("object_card", "building_card", "bonus_card"):
        assert all("score" in kinds[k]["actions"] for k in groups[group])
    assert not any("announce" in kinds[k]["actions"] for k in groups["bonus_card"])
    # 36 building tiles: six types of values 1 to 5 and 8; eight upgrade tiles
    tiles = [c for k in groups["building"] for c in kinds[k]["copies"]]
    assert sorted(c["value"] for c in tiles) == sorted([1, 2, 3, 4, 5, 8] * 6)
    assert sum(c["count"] for k in groups["upgrade"] for c in kinds[k]["copies"]) == 8


def test_cli_validate_and_test():
    runner = CliRunner()
    result = runner.invoke(main, ["validate", "carrara"])
    assert result.exit_code == 0, result.output
    result = runner.invoke(main, ["test", "carrara"])
    assert result.exit_code == 0, result.output
    assert result.output.strip().splitlines()[-1] == f"{len(EXAMPLES)} passed, 0 failed"


def test_a_changed_table_fails_its_example(tmp_path):
    import shutil
    from tests.conftest import LOCALES, edit
    root = tmp_path / "rules" / "carrara"
    shutil.copytree(CARRARA, root)
    shutil.copytree(LOCALES, tmp_path / "locales")
    edit(root / "parameters.yaml", "{livorno: 11, pisa: 9,", "{livorno: 11, pisa: 8,")
    result = CliRunner().invoke(main, ["test", str(root), "-k", "E17"])
    assert result.exit_code == 1
    assert "player 0: building_points scores 19, expected 21" in result.output


def test_score_prints_cards_in_play_points_conditions_and_total():
    result = CliRunner().invoke(main, ["score", "carrara", str(SCENARIO)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith("Objectives board: “Build this number of buildings”, “Collect 4 different objects”")

    def row(label):
        return next(line.split()[-4:] for line in lines if line.startswith(label))
    assert row("Object card") == ["15", "10", "21", "6"]
    assert row("Building card") == ["19", "16", "19", "6"]
    assert row("Bonus points card") == ["18", "34", "16", "0"]
    assert row("Total") == ["97", "109", "86", "55"]
    assert row("Top objective met") == ["yes", "no", "yes", "no"]
    assert row("All three objectives met") == ["yes", "no", "yes", "no"]
    assert "Eliminated" not in result.output          # nobody can be eliminated in this game
    assert "Winner: Player 2" in result.output and "expectations are met" in result.output


@pytest.mark.parametrize("lang, words", [("nl", ["Voorwerpkaart", "Totaal", "Winnaar: Speler 2"]),
                                         ("de", ["Gegenstandskarte", "Gesamt", "Spieler 2"]),
                                         ("hu", ["Tárgykártya", "Összesen", "Győztes: 2. játékos",
                                                 "Felső kártya célja teljesítve"])])
def test_score_in_every_language(lang, words):
    result = CliRunner().invoke(main, ["score", "carrara", str(SCENARIO), "--lang", lang])
    assert result.exit_code == 0, result.output
    for word in words:
        assert word in result.output


def test_score_json_matches_hand_computation():
    data = json.loads(CliRunner().invoke(main, ["score", "carrara", str(SCENARIO), "--json"]).output)
    assert [p["total"] for p in data["players"]] == [97, 109, 86, 55]
    assert data["players"][0]["scores"]["announce_bonus"] == 5
    assert data["winners"] == [1]


def test_every_assumption_is_a_parameter_or_an_assumption_entry():
    ir = COMPILED.ir
    assumed = [n for n, p in ir["parameters"].items() if p["assumption"]]
    for name in ("upgrade_vp_rate", "upgrade_money_rate", "objects_needed", "object_card_points_per_object",
                 "total_cost_needed", "building_card_points_per_value", "multiplied_fewer_cities",
                 "category_scorings_count", "tie_break_most_stones"):
        assert name in assumed
    assert {"object_of_building", "final_scoring_order", "smallest_building_tie", "first_game_set"} <= set(ir["assumptions"])
    assert all(p["reason"] for p in ir["parameters"].values())


def test_what_the_seed_settles_is_a_rulebook_value_with_the_seed_sentence():
    ir = COMPILED.ir
    params = ir["parameters"]
    # each quotes the Hungarian seed (with an English gloss in parentheses)
    for name, words in (("majority_needs_a_building", "Nincs épülete Pisában"),
                        ("multiplied_fewer_groups", "3 olyan csoportig"),
                        ("objective_cards", "2-es van a bal felső sarkában")):
        assert not params[name]["assumption"], name
        assert words in params[name]["reason"] and "(" in params[name]["reason"], name
    assert params["objective_cards"]["options"] == ["random", "first_game"]
    # settled by the seed: ties all score, LEFT and RIGHT are one card
    assert not {"majority_ties_all_score", "two_halves_one_card", "objectives_drawn_at_random"} & set(ir["assumptions"])


def test_a_random_game_goes_from_setup_to_the_final_scoring():
    from rulewright.runtime.agents import RandomAgent
    from rulewright.runtime.game import Game
    game = Game(COMPILED.ir)
    for seed in range(20):
        out = game.play(2 + seed % 3, seed, [RandomAgent() for _ in range(2 + seed % 3)])
        s = out.state
        assert s.problems() == []
        objectives = s.zl[s.layout.zone_id("objectives")]
        assert sorted(c.group for c in objectives) == ["bonus_card", "building_card", "object_card", "top_card"]
        assert out.winners
