"""Hearts, bundled as rules data: it validates without a warning, its rulebook examples pass,
seeded games finish by the rules (someone at the target, the lowest score wins), random games
keep every card and score 26 points a hand, and the house rules change what they say."""
from __future__ import annotations

import os

import pytest
from click.testing import CliRunner

from rulewright.cli.main import main
from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.examples import example_files, load_examples
from rulewright.runtime.agents import RandomAgent
from rulewright.runtime.game import Game
from rulewright.runtime.scenario import run_example
from rulewright.runtime.simulate import game_seed
from tests.conftest import RULES

HEARTS = RULES / "hearts"
HOUSE = HEARTS / "house_rules"
GAMES = int(os.environ.get("RULEWRIGHT_HEARTS_SOAK_GAMES", "100"))


@pytest.fixture(scope="module")
def compiled():
    result = compile_ruleset(HEARTS)
    assert result.ok, result.diagnostics
    return result


def test_validates_without_errors_or_warnings(compiled):
    # the one rule assumption in force (RW602: the tie for the lowest score) is listed, not a warning
    assert [d.code for d in compiled.diagnostics] == ["RW602"]
    out = CliRunner().invoke(main, ["validate", str(HEARTS)])
    assert out.exit_code == 0 and "0 errors, 0 warnings" in out.output


def test_a_standard_pack_of_52_different_cards(compiled):
    kinds = compiled.ir["kinds"]
    assert list(kinds) == ["playing_card"]
    faces = {(c["suit"], c["rank"]) for c in kinds["playing_card"]["copies"] for _ in range(c["count"])}
    assert sum(c["count"] for c in kinds["playing_card"]["copies"]) == 52 == len(faces)
    assert {r for _, r in faces} == set(range(2, 15))


def _examples():
    result = compile_ruleset(HEARTS)
    loaded = load_examples(example_files(HEARTS), result)
    assert [d for d in loaded.diagnostics if d.is_error] == []
    return result.ir, loaded.items


IR, EXAMPLES = _examples()


@pytest.mark.parametrize("example", EXAMPLES, ids=[e["name"] for e in EXAMPLES])
def test_rulebook_example(example):
    assert run_example(IR, example).failures == []


def test_the_examples_cover_the_rules():
    names = " | ".join(e["name"] for e in EXAMPLES).lower()
    for topic in ("to the left", "to the right", "across", "keeps its cards", "two of clubs",
                  "following suit", "no points on the first trick", "before they are broken",
                  "highest card of the suit led", "scoring a hand", "shooting the moon",
                  "lowest score wins", "reached the target"):
        assert topic in names, topic


class Ledger:
    """A log callback that adds up the points each hand gives (from the counter events)."""

    def __init__(self):
        self.hands: dict[int, int] = {}
        self.round = 0

    def __call__(self, ev):
        if ev["type"] == "phase":
            self.round = ev["round"]
        elif ev["type"] == "counter" and ev["counter"] == "points":
            self.hands[self.round] = self.hands.get(self.round, 0) + ev["new"] - ev["old"]


class CountingAgent(RandomAgent):
    """A random player that checks, at every question, that all 52 cards are in some zone."""

    name = "counting"

    def decide(self, view, d):
        s = view._s
        assert s.problems() == []
        assert sum(len(z) for z in s.zl) == 52, (s.round, s.phase)
        return super().decide(view, d)


def _soak(ir, per_hand: set[int], games: int = GAMES):
    game = Game(ir)
    for i in range(games):
        ledger = Ledger()
        out = game.play(4, game_seed("hearts-soak", i), [CountingAgent() for _ in range(4)], log=ledger)
        s = out.state
        assert s.problems() == [] and s.phase == "end_of_game"
        assert sum(len(z) for z in s.zl) == 52
        assert len(ledger.hands) == out.rounds and set(ledger.hands.values()) <= per_hand, ledger.hands
        target = ir["parameters"]["target_score"]["value"]
        assert max(out.totals) >= target                   # the game ran until someone reached 100
        assert out.winners == [p for p in range(4) if out.totals[p] == min(out.totals)]
        yield out, ledger


def test_random_games_keep_every_card_and_give_26_points_a_hand(compiled):
    # 26 a hand, or 3 x 26 when someone shot the moon (rare with random players: its score is
    # in the examples)
    assert sum(1 for _ in _soak(compiled.ir, {26, 3 * 26})) == GAMES


def test_a_seeded_game_finishes_the_same_way_twice(compiled):
    game = Game(compiled.ir)
    a = game.play(4, 7, [RandomAgent() for _ in range(4)])
    b = game.play(4, 7, [RandomAgent() for _ in range(4)])
    assert a == b and a.state.phase == "end_of_game" and a.winners


@pytest.mark.parametrize("name, per_hand", [
    ("jack_of_diamonds", {26 - 10, 3 * 26 - 10}),
    ("moon_subtracts", {26, -26}),
])
def test_house_rules_keep_the_cards_and_change_the_points(name, per_hand):
    result = compile_ruleset(HOUSE / f"{name}.yaml")
    assert result.ok and [d.code for d in result.diagnostics] == ["RW602"]
    assert sum(1 for _ in _soak(result.ir, per_hand, games=max(10, GAMES // 4))) >= 10


def _diff(name: str, lang: str = "en") -> str:
    out = CliRunner().invoke(main, ["diff", str(HEARTS), str(HOUSE / f"{name}.yaml"), "--lang", lang])
    assert out.exit_code == 0, out.output
    return out.output


def test_jack_of_diamonds_diff():
    text = _diff("jack_of_diamonds")
    assert "The jack of diamonds counts minus 10 points for the player who takes it." in text
    assert "Parameter Jack of diamonds: 0 → 10" in text
    assert "+ after:" in text and "They discard ten points." in text.split("+ after:")[1]
    assert "De ruitenboer telt min 10 punten" in _diff("jack_of_diamonds", "nl")


def test_moon_subtracts_diff():
    text = _diff("moon_subtracts")
    before, after = text.split("- before:")[1].split("+ after:")
    # before: the rulebook's written text; after: the changed phase, generated
    assert "every other player scores 26" in before and "They discard 26 points." in after
    assert "zieht sich selbst 26 Punkte ab" in _diff("moon_subtracts", "de")


def test_the_moon_example_fails_under_the_moon_house_rule():
    out = CliRunner().invoke(main, ["test", str(HOUSE / "moon_subtracts.yaml"), "-k", "moon"])
    assert out.exit_code == 1
    assert "FAIL" in out.output and "every other player scores 26" in out.output


def test_play_on_breaks_a_tie_for_the_lowest_score(compiled):
    """A seed whose game ends in a shared win ends, with tie_for_lowest = play_on, later and
    with one winner (the tie is played out)."""
    import copy
    share = Game(compiled.ir)
    ir = copy.deepcopy(compiled.ir)
    ir["parameters"]["tie_for_lowest"]["value"] = "play_on"
    play_on = Game(ir)
    for seed in range(400):
        tied = share.play(4, seed, [RandomAgent() for _ in range(4)])
        if len(tied.winners) > 1:
            break
    else:
        pytest.fail("no shared win in 400 seeded games")
    out = play_on.play(4, seed, [RandomAgent() for _ in range(4)])
    assert len(out.winners) == 1 and out.rounds > tied.rounds
    assert out.totals[out.winners[0]] < min(t for p, t in enumerate(out.totals) if p != out.winners[0])


def test_the_end_of_a_game_without_elimination_says_nothing_about_it():
    """Hearts never eliminates anyone, so its narration has no "Nobody is eliminated." line;
    Rattus Cartus, whose plague can, still says it when nobody is."""
    hearts = CliRunner().invoke(main, ["play", str(HEARTS), "-n", "4", "--seed", "2",
                                       "--agents", "random,random,random,random", "--lang", "en"])
    assert hearts.exit_code == 0, hearts.output
    assert "Winner" in hearts.output and "eliminated" not in hearts.output
    rattus = CliRunner().invoke(main, ["play", "rattus_cartus", "-n", "2", "--seed", "1",
                                       "--agents", "greedy,greedy", "--lang", "en"])
    assert rattus.exit_code == 0, rattus.output
    assert "eliminated" in rattus.output.lower()
