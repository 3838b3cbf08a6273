"""`rulewright tournament`: agents against each other with the seats rotated, a table per agent
with 95% intervals (runtime/tournament.py, docs/agents.md)."""
from __future__ import annotations

import json
from textwrap import dedent

import pytest
from click.testing import CliRunner

from rulewright.cli.main import main as cli
from rulewright.runtime.tournament import rotation

# the first player to choose takes a card worth 2 or 0; the others score 1: seat 0 matters
RULES = dedent("""
    ruleset:
      name: firstseat
      version: 1
      players: {min: 2, max: 4}
      locales: {dir: ., resource: firstseat, languages: [en]}
    card_attributes:
      value: {type: int, default: 0}
    zones:
      box: {visibility: public}
    decisions: [take]
    scoring_categories: [points]
    cards:
      chip:
        starts_in: box
        copies:
          - {count: 1, value: 0}
          - {count: 1, value: 2}
    rounds: 1
    phases:
      - name: take
        do: |
          let c = choose(players[0], box, as=take)
          score(players[0], points, c.value)
          for p in players {
            if p != players[0] {
              score(p, points, 1)
            }
          }
    end_of_game: |
      declare_winners(most(players, p -> total_score(p)))
    """)


NAMES = dedent("""
    game-title = First seat
    attribute-value = value
    zone-box = box
    choice-take = take
    category-points = points
    card-chip = chip
    phase-take = taking
    """)


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    folder = tmp_path_factory.mktemp("firstseat")
    (folder / "ruleset.yaml").write_text(RULES, encoding="utf-8")
    (folder / "en").mkdir()
    (folder / "en" / "firstseat.ftl").write_text(NAMES, encoding="utf-8")
    return str(folder)


def test_rotation_turns_the_seats():
    agents = ["a", "b", "c"]
    assert [rotation(agents, i) for i in range(4)] == [["a", "b", "c"], ["c", "a", "b"], ["b", "c", "a"],
                                                       ["a", "b", "c"]]


def test_table_per_agent_with_rotated_seats(rules):
    run = CliRunner().invoke(cli, ["tournament", rules, "--agents", "ismcts:8,random,random", "--games", "6",
                                   "--json", "--no-progress"])
    assert run.exit_code == 0, run.output
    t = json.loads(run.output)
    rows = {r["agent"]: r for r in t["rows"]}
    assert set(rows) == {"ismcts:8", "random"}
    assert rows["ismcts:8"]["player_games"] == 6 and rows["random"]["player_games"] == 12
    assert rows["ismcts:8"]["fair_share"] == pytest.approx(1 / 3)
    # per player-game: the agent in two seats has the same fair share, not two thirds
    assert rows["random"]["fair_share"] == pytest.approx(1 / 3)
    # from seat 0 (2 of the 6 games) the search takes the 2 and wins; elsewhere it shares 1 point
    wins = rows["ismcts:8"]["wins"]
    assert wins["low"] <= wins["rate"] <= wins["high"]
    assert rows["ismcts:8"]["seconds_per_decision"] is not None
    again = CliRunner().invoke(cli, ["tournament", rules, "--agents", "ismcts:8,random,random", "--games", "6",
                                     "--json", "--no-progress"])
    same = json.loads(again.output)
    for a, b in zip(t["rows"], same["rows"]):      # the same seed: the same table, timings apart
        a.pop("seconds_per_decision"), b.pop("seconds_per_decision")
        assert a == b


def test_text_table(rules):
    run = CliRunner().invoke(cli, ["tournament", rules, "--agents", "greedy,random", "--games", "4", "--no-progress"])
    assert run.exit_code == 0, run.output
    assert "with the seats rotated" in run.output
    header = next(line for line in run.output.splitlines() if line.startswith("agent"))
    assert "win share" in header and "time per decision" in header
    assert any(line.startswith("greedy ") for line in run.output.splitlines())


@pytest.mark.parametrize("agents, message", [("random,nobody", "unknown agent 'nobody'"),
                                             ("random,ismcts:0", "unknown agent 'ismcts:0'"),
                                             ("random", "not 1"), ("random,random,random,random,random", "not 5")])
def test_usage_errors(rules, agents, message):
    run = CliRunner().invoke(cli, ["tournament", rules, "--agents", agents, "--games", "2"])
    assert run.exit_code == 2
    assert message in run.output
