"""`compare` and `tournament` leave the elimination row and column out of their text for games
whose rules never eliminate anyone (as `simulate` does); the JSON keeps its keys."""
from __future__ import annotations

import json

from click.testing import CliRunner

from rulewright.cli.main import main
from tests.conftest import RULES

MOON = RULES / "hearts" / "house_rules" / "moon_subtracts.yaml"
GENTLE = RULES / "rattus_cartus" / "house_rules" / "gentle_plague.yaml"


def run(*args):
    result = CliRunner().invoke(main, [str(a) for a in args])
    assert result.exit_code == 0, result.output
    return result.stdout


def test_compare_of_a_game_without_eliminations_has_no_elimination_row():
    text = run("compare", "hearts", MOON, "-n", "6", "-p", "4", "--no-progress")
    assert "games with no winner" in text and "eliminat" not in text
    data = json.loads(run("compare", "hearts", MOON, "-n", "6", "-p", "4", "--no-progress", "--json"))
    assert "eliminated" in data


def test_compare_of_a_game_with_eliminations_keeps_it():
    text = run("compare", "rattus_cartus", GENTLE, "-n", "4", "-p", "4", "--no-progress")
    assert "players eliminated" in text


def test_tournament_of_a_game_without_eliminations_has_no_elimination_column():
    for game in ("hearts", "crazy_eights"):
        text = run("tournament", game, "--agents", "random,random,random,random", "-n", "4", "--no-progress")
        assert "mean total score" in text and "eliminat" not in text, text
    data = json.loads(run("tournament", "hearts", "--agents", "random,random,random,random", "-n", "4",
                          "--no-progress", "--json"))
    assert all("eliminated" in row for row in data["rows"])


def test_tournament_of_a_game_with_eliminations_keeps_it():
    text = run("tournament", "rattus_cartus", "--agents", "random,random", "-n", "2", "--no-progress")
    assert "eliminated" in text.splitlines()[4]
