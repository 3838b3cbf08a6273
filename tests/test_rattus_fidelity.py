"""Rattus Cartus as the rulebook says it: rules the seeds settle are rulebook parameters (quoted,
shown under "Further rules" on the sheet), gaps stay assumptions, and a house rule restores the
old Flute reading. The scenarios themselves are examples in rules/rattus_cartus/examples/."""
from __future__ import annotations

from click.testing import CliRunner

from rulewright.cli.main import main
from rulewright.runtime.agents import RandomAgent
from rulewright.runtime.game import Game
from tests.conftest import RULES

HOUSE = RULES / "rattus_cartus" / "house_rules"


def sheet_md(tmp_path, lang: str) -> tuple[str, str]:
    """The sheet's text before and after the heading of its assumptions."""
    out = tmp_path / f"sheet.{lang}.md"
    result = CliRunner().invoke(main, ["sheet", "rattus_cartus", "--lang", lang, "--format", "md", "-o", str(out)])
    assert result.exit_code == 0, result.output
    text = out.read_text(encoding="utf-8")
    head, _, assumptions = text.rpartition("\n## ")
    return head, assumptions


def test_rulebook_rules_are_not_listed_as_assumptions(tmp_path, rattus_ir):
    params = rattus_ir["parameters"]
    for name, quote in (("guard_tower_hand_snapshot", "op het moment van afhandelen van de Wachttoren"),
                        ("follow_two_player_advice", "Het wordt afgeraden om dit gebouw te gebruiken"),
                        ("flute_rat_from_supply", "receives one rat from the player who played the most")):
        assert not params[name].get("assumption"), name
        assert quote in params[name]["reason"], name
    head, assumptions = sheet_md(tmp_path, "en")
    assert "Further rules" in head and assumptions.startswith("Assumptions in force")
    assert "- For a Guard Tower, hand sizes are compared once, when it is resolved." in head
    assert "Guard Tower" not in assumptions.split("Players give cards")[0]
    assert "- If the player with the most Flute cards has no rat, nothing happens." in head
    assert "- With two players, if both tie for the most Gold, they share the 6 points of first place: 3 each." in assumptions


def test_the_sheet_says_the_guard_tower_is_left_out_with_two_players(tmp_path):
    for lang, text in (("en", "With two players the Guard Tower is not used, as the rulebook advises"),
                       ("nl", "Met twee spelers wordt de Wachttoren niet gebruikt, zoals de spelregels aanraden"),
                       ("de", "Zu zweit wird der Wachturm nicht verwendet, wie die Spielregel empfiehlt")):
        head, _ = sheet_md(tmp_path, lang)
        assert text in head, lang


def test_two_player_games_never_show_a_guard_tower(rattus_ir):
    """Setup draws one building per class at random; with three players the Guard Tower comes up
    in some games, with two never (the rulebook's advice, parameter follow_two_player_advice)."""
    game = Game(rattus_ir)
    box = game.layout.zone_id("building_box")

    def games_with_guard_tower(players: int) -> int:
        seen = 0
        for seed in range(12):
            s = game.play(players, seed, [RandomAgent() for _ in range(players)]).state
            seen += any(c.kind == "guard_tower" for z, cards in enumerate(s.zl) if z != box for c in cards)
        return seen
    assert games_with_guard_tower(2) == 0
    assert games_with_guard_tower(3) > 0


def test_the_flute_house_rule_changes_exactly_the_giver_without_rats():
    house = str(HOUSE / "flute_rat_from_supply.yaml")
    result = CliRunner().invoke(main, ["test", house, "-k", "Flute"])
    assert result.exit_code == 1
    assert "FAIL" in result.output and "a giver without rats gives none" in result.output
    assert result.output.strip().splitlines()[-1].endswith("passed, 1 failed")
    diff = CliRunner().invoke(main, ["diff", "rattus_cartus", house])
    assert diff.exit_code == 0, diff.output
    assert any("no → yes" in line and ("Flute" in line or "flute" in line) for line in diff.output.splitlines())
    assert "if they have none, the player who played the fewest Flute cards takes one from the supply" in diff.output


def test_majority_needs_a_card_means_the_same_for_gold_on_the_sheet(tmp_path):
    """Switched off, no majority (Gold included) says "only a player who has one qualifies"."""
    house = tmp_path / "no_card_needed.yaml"
    house.write_text("house_rule:\n  name: no_card_needed\n  extends: rattus_cartus\n  intent: x\n"
                     "change:\n  parameters: {majority_needs_a_card: {value: false}}\n", encoding="utf-8")
    diff = CliRunner().invoke(main, ["diff", "rattus_cartus", str(house)])
    assert diff.exit_code == 0, diff.output
    # the end of the game changed: its written text gives way to the generated sentences, whose
    # steps follow the "+" line, indented
    gold = diff.output.split("Gold — ", 1)[1].split("\n\n", 1)[0]       # the Gold card's entry
    after = gold.split("  + ", 1)[1]
    assert "Changed rule (generated text):" in after
    assert "Gold cards in hand score 6 and 3" in after
    assert "qualifies" not in after
