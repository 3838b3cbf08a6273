"""Crazy Eights, bundled as rules data: it validates cleanly, its rulebook examples pass, seeded
games end at every player count with the 52 cards always accounted for, and the two house
rules change what they say (their examples fail on the base game and pass with the rule)."""
from __future__ import annotations

import os

import pytest
from click.testing import CliRunner

from rulewright.cli.main import main
from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.diagnostics import ERROR, WARNING
from rulewright.compiler.examples import example_files, load_examples
from rulewright.runtime.agents import RandomAgent, ScriptedAgent
from rulewright.runtime.game import Game
from rulewright.runtime.scenario import run_example
from rulewright.runtime.simulate import game_seed
from tests.conftest import RULES

GAME = RULES / "crazy_eights"
HOUSE = GAME / "house_rules"
HOUSE_RULES = ("draw_two", "queen_skips")
RANKS = 13
SUITS = 4
GAMES = int(os.environ.get("RULEWRIGHT_EIGHTS_GAMES", "48")) // 4     # per player count


def cli(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.fixture(scope="module")
def ir() -> dict:
    result = compile_ruleset(GAME)
    assert result.ok, result.diagnostics
    return result.ir


def loud(diagnostics) -> list:
    """Errors and warnings; the assumptions in force (RW602) are counted apart, as validate does."""
    return [(d.code, d.message) for d in diagnostics if d.severity in (ERROR, WARNING) and d.code != "RW602"]


def test_validates_without_errors_or_warnings():
    result = compile_ruleset(GAME)
    assert loud(result.diagnostics) == []
    assert sorted(d.code for d in result.diagnostics) == ["RW602"] * 3
    out = cli("validate", "crazy_eights")
    assert out.exit_code == 0 and "0 errors, 0 warnings" in out.output, out.output


def test_the_deck_is_fifty_two_different_cards(ir):
    game = Game(ir)
    s = game.play(2, 1, [RandomAgent(), RandomAgent()]).state
    faces = {(c.attrs["suit"], c.attrs["rank"]) for cards in s.zl for c in cards}
    assert len(faces) == SUITS * RANKS == sum(len(cards) for cards in s.zl) == 52


def test_rulebook_examples_pass(ir):
    result = compile_ruleset(GAME)
    examples = load_examples(example_files(GAME), result)
    assert examples.diagnostics == [] and len(examples.items) >= 15
    failed = {e["name"]: run_example(ir, e).failures for e in examples.items}
    assert {name: f for name, f in failed.items() if f} == {}


class CountingAgent(RandomAgent):
    """A random player that checks, each time it is asked, that no card was lost or made."""

    def __init__(self, seen: list):
        super().__init__()
        self.seen = seen

    def decide(self, view, d):
        s = view._s
        self.seen.append(sum(len(cards) for cards in s.zl))
        assert s.problems() == []
        return super().decide(view, d)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_seeded_games_end_at_the_target_with_every_card_accounted_for(ir, players):
    """A soak of random games (RULEWRIGHT_EIGHTS_GAMES in all, default 48): the 52 cards are in
    the zones at every decision, the state's invariants hold (after every statement in one game
    in four), the game ends at the target, and it replays from its seed and decisions."""
    game = Game(ir)
    checked = Game(ir, check_invariants=True)          # checks after every statement
    target = ir["parameters"]["target_score"]["value"]
    for i in range(GAMES):
        seen: list[int] = []
        agents = [CountingAgent(seen) for _ in range(players)]
        out = (checked if i % 4 == 0 else game).play(players, game_seed("eights", i), agents)
        s = out.state
        assert s.phase == "end_of_game" and s.problems() == []
        assert seen and set(seen) == {52}
        assert sum(len(cards) for cards in s.zl) == 52
        points = [sc["hand_points"] for sc in out.scores]
        assert max(points) >= target
        assert out.winners == [p for p in range(players) if points[p] == max(points)]
        # the same seed and the same decisions give the same game
        script = ScriptedAgent(list(s.history))
        again = game.play(players, game_seed("eights", i), [script] * players)
        assert again == out and script.answers == []


def test_a_hand_is_never_longer_than_the_deck_allows(ir):
    """Every turn either plays, draws or passes, and a blocked hand ends: no game comes near
    the step budget."""
    game = Game(ir)
    for i in range(20):
        out = game.play(5, game_seed("eights-budget", i), [RandomAgent() for _ in range(5)])
        assert out.steps < game.step_budget // 20


def test_simulate_runs_at_every_player_count():
    for players in (2, 3, 4, 5):
        out = cli("simulate", "crazy_eights", "--games", 20, "--players", players,
                  "--agents", ",".join(["random"] * players), "--seed", 1)
        assert out.exit_code == 0, out.output
        assert "games with no winner     0 of 20" in out.output


def test_narration_in_german():
    out = cli("play", "crazy_eights", "--players", 3, "--agents", "random,random,random",
              "--seed", 2, "--lang", "de")
    assert out.exit_code == 0, out.output
    text = out.output
    assert "Runde 1 — Geben" in text and "Nachziehstapel → Ablageplatz" in text
    assert "Spiele eine Karte aus, oder ziehe eine vom Nachziehstapel." in text
    assert "discard pile" not in text and "stock" not in text


# the written phases state these rules (their notes under "Further rules" are not repeated)
@pytest.mark.parametrize("lang,lines", [
    ("en", ["If it is an eight, put it under the stock and turn up the next card.",
            "If no card fits, draw cards from the stock one at a time until one fits, then play it.",
            "each eight 50, each king, queen, jack and ten 10, each ace 1, the others their number."]),
    ("nl", ["Past er geen kaart, trek dan één voor één kaarten van de trekstapel tot er een past, en speel die.",
            "Past er geen kaart en is de trekstapel leeg, dan pas je."]),
    ("de", ["Passt keine Karte, ziehst du einzeln Karten vom Nachziehstapel, bis eine passt, und legst sie ab.",
            "Passt keine Karte und ist der Nachziehstapel leer, passt du."]),
])
def test_sheet_states_the_rules(tmp_path, lang, lines):
    target = tmp_path / f"c_{lang}.html"
    out = cli("sheet", "crazy_eights", "--lang", lang, "-o", target)
    assert out.exit_code == 0, out.output
    text = target.read_text(encoding="utf-8")
    for line in lines:
        assert line in text


# ---- house rules ---------------------------------------------------------------------------

@pytest.mark.parametrize("name", HOUSE_RULES)
def test_house_rule_validates_cleanly(name):
    result = compile_ruleset(HOUSE / f"{name}.yaml")
    assert loud(result.diagnostics) == []
    assert result.ir["house_rule"]["name"] == name
    for lang in ("en", "nl", "de"):
        assert "house-rule-intent = " in result.ir["ruleset"]["locales"]["inline"][lang]


@pytest.mark.parametrize("name", HOUSE_RULES)
def test_house_rule_examples_show_the_change(name):
    """Each example passes with the house rule and fails on the base game."""
    path = HOUSE / "examples" / f"{name}.yaml"
    for target, should_pass in ((HOUSE / f"{name}.yaml", True), (GAME, False)):
        result = compile_ruleset(target)
        examples = load_examples([path], result)
        assert examples.diagnostics == [] and examples.items
        for e in examples.items:
            assert run_example(result.ir, e).passed is should_pass, (target, e["name"])


@pytest.mark.parametrize("name", HOUSE_RULES)
def test_house_rule_base_examples_still_pass(name):
    """The house rules change only twos or queens: the rulebook examples of single turns,
    which play none of them, come out the same (whole games are dealt at random)."""
    result = compile_ruleset(HOUSE / f"{name}.yaml")
    examples = [e for e in load_examples(example_files(GAME), result).items if e.get("play") != "to_end"]
    assert len(examples) >= 10
    assert [e["name"] for e in examples if not run_example(result.ir, e).passed] == []


@pytest.mark.parametrize("name,lang,after", [
    ("draw_two", "en", "The player to the left of that player draws two cards from the stock."),
    ("draw_two", "nl", "De speler links van die speler trekt twee kaarten van de trekstapel."),
    ("draw_two", "de", "Der linke Nachbar von diesem Spieler zieht zwei Karten vom Nachziehstapel."),
    ("queen_skips", "en", "if the rank of that card equals queen:"),
    ("queen_skips", "nl", "als de waarde van die kaart gelijk is aan vrouw:"),
    ("queen_skips", "de", "wenn der Wert dieser Karte gleich Dame ist:"),
])
def test_house_rule_diff(name, lang, after):
    out = cli("diff", "crazy_eights", HOUSE / f"{name}.yaml", "--lang", lang)
    assert out.exit_code == 0, out.output
    # each change is a "- before:" block and a "+ after:" block, their steps indented below them;
    # a procedure the written phase did not need to print is "+ new:"
    blocks, sign = {"-": [], "+": []}, None
    for line in out.output.splitlines():
        stripped = line.lstrip()
        if stripped[:2] in ("- ", "+ ") and stripped[2:].split(":")[0] in ("before", "after", "voor", "na",
                                                                            "vorher", "nachher", "new",
                                                                            "nieuw", "neu"):
            sign = stripped[0]
        elif not stripped or not line.startswith(" "):
            sign = None
        if sign:
            blocks[sign].append(line)
    assert any(after in line for line in blocks["+"]), out.output
    assert not any(after in line for line in blocks["-"]), out.output


@pytest.mark.parametrize("name", HOUSE_RULES)
def test_house_rule_games_keep_every_card(name):
    result = compile_ruleset(HOUSE / f"{name}.yaml")
    game = Game(result.ir, check_invariants=True)
    for players in (2, 5):
        seen: list[int] = []
        out = game.play(players, game_seed(name, players), [CountingAgent(seen) for _ in range(players)])
        assert out.state.phase == "end_of_game" and set(seen) == {52}
