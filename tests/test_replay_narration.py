"""`replay LOG --lang L` tells a logged game again as `play` told it, in any language the
ruleset offers, from the seats people played or from `--view PLAYER`'s; a narrated replay
still checks the log and exits as a replay does."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

from rulewright.cli.main import main

BOTS = ["rattus_cartus", "-n", "3", "--seed", "2", "--agents", "greedy,random,random"]


def run(*args, input=None):
    result = CliRunner().invoke(main, [str(a) for a in args], input=input)
    assert "Traceback" not in result.output
    return result


@pytest.fixture(scope="module")
def bots_log(tmp_path_factory):
    path = tmp_path_factory.mktemp("narrated") / "bots.jsonl"
    assert run("play", *BOTS, "--log", path).exit_code == 0
    return path


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_a_replay_tells_the_game_as_play_did(bots_log, lang):
    played = run("play", *BOTS, "--lang", lang).output
    replayed = run("replay", bots_log, "--lang", lang)
    assert replayed.exit_code == 0, replayed.output[-2000:]
    told, _, verdict = replayed.output.rpartition("\n\nreplay OK: ")
    assert told + "\n" == played and verdict.startswith("476 events")


def test_a_replay_with_view_tells_only_what_that_player_saw(bots_log):
    out = run("replay", bots_log, "--lang", "en", "--view", 2).output
    assert "Player 2: you" in out
    assert "Population deck → Player 1’s hand: 5 hidden cards" in out
    assert "Population deck → your hand: population card" in out
    assert "Player 1’s hand: population card" not in out


def test_view_without_lang_still_prints_json_lines(bots_log):
    out = run("replay", bots_log, "--view", 1).output
    assert out.startswith('{"type":"setup"')


def test_a_game_stopped_early_is_told_up_to_where_it_stopped_and_why(tmp_path):
    log = tmp_path / "quit.jsonl"
    run("play", "rattus_cartus", "-n", "2", "--seed", "3", "--agents", "human,random", "--lang", "nl",
        "--log", log, input="1\nq\n")
    result = run("replay", log, "--lang", "nl")
    assert result.exit_code == 3
    assert "Je bent gestopt: het spel stopt hier.\nreplay OK as far as it goes" in result.output
    assert "Speler 1: jij" in result.output


def test_a_language_the_ruleset_does_not_offer_is_a_usage_error(bots_log):
    result = run("replay", bots_log, "--lang", "xx")
    assert result.exit_code == 2 and "choose --lang from: en, nl, de" in result.output
