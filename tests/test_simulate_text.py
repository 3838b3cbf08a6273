"""The text of `simulate` says what a reader needs: when no game finished it says so (no table
of dashes and "None"), and a ruleset whose rules never eliminate anyone shows no elimination
figures, which could only be 0."""
from __future__ import annotations

from click.testing import CliRunner

from rulewright.cli import sim_commands
from rulewright.cli.sim_commands import simulate
from rulewright.runtime.game import Game


def run(*args):
    return CliRunner().invoke(simulate, [str(a) for a in args])


def test_when_every_game_breaks_a_rule_the_text_says_no_game_finished(monkeypatch):
    monkeypatch.setattr(sim_commands, "Game", lambda ir: Game(ir, step_budget=50))
    result = run("rattus_cartus", "-n", 6, "-p", 3)
    assert result.exit_code == 1
    assert "no game finished: all 6 games broke a rule" in result.stdout
    assert "None" not in result.stdout and "game length" not in result.stdout
    assert "6 of 6 games broke a rule" in result.stderr


def test_rules_that_never_eliminate_show_no_elimination_figures():
    text = run("hearts", "-n", 8, "-p", 4).stdout
    assert "win rate" in text and "eliminated" not in text
    assert "eliminated" in run("rattus_cartus", "-n", 8, "-p", 4).stdout
