"""Hot seat: two people at one screen see each other's hidden cards never; the screen asks to
be passed on before each person's turn, and each is told what only they saw meanwhile."""
from __future__ import annotations

import re

from click.testing import CliRunner

from rulewright.cli.play_commands import play
from rulewright.runtime.narration_seats import redact_shared

TWO_PEOPLE = ["rattus_cartus", "-n", "2", "--seed", "5", "--agents", "human,human", "--lang", "en"]
PASS = re.compile(r"^Pass the screen to Player (\d) and press Enter\.", re.M)


def answers(lines: int = 400) -> str:
    # every line answers a question or the pass prompt: "1" is legal for most, "1 2" for pairs
    return "\n".join("1 2" if i % 3 == 2 else "1" for i in range(lines)) + "\n"


def segments(out: str) -> list[tuple[int | None, str]]:
    """The output cut where the screen is passed: (whose screen it is then, the text)."""
    cuts = [(m.start(), int(m.group(1))) for m in PASS.finditer(out)]
    parts = [(None, out[:cuts[0][0]] if cuts else out)]
    for i, (start, player) in enumerate(cuts):
        end = cuts[i + 1][0] if i + 1 < len(cuts) else len(out)
        parts.append((player, out[start:end]))
    return parts


def test_two_people_at_one_screen_never_see_each_others_hand():
    result = CliRunner().invoke(play, TWO_PEOPLE, input=answers())
    out = result.output
    assert "Traceback" not in out
    assert "Player 1 and Player 2 share this screen" in out.split("Setup")[0]     # said before the game
    parts = segments(out)
    assert len(parts) > 6, out[:3000]
    before, *turns = parts
    # the deal is told on the shared screen without a card of either hand
    assert "Player 1’s hand: 5 hidden cards" in before[1] and "Player 2’s hand: 5 hidden cards" in before[1]
    assert "population card" not in before[1]
    assert [p for p, _ in turns[:2]] == [1, 2]
    for owner, text in turns:
        # the table and the private lines are the screen holder's only
        assert set(re.findall(r"── Player (\d) \(you\)", text)) <= {str(owner)}
        assert set(re.findall(r"^Only Player (\d) saw this meanwhile:", text, re.M)) <= {str(owner)}
        # population cards are dealt face down: named in a hand only to its owner
        for player, cards in re.findall(r"→ Player (\d)’s hand: (.+)$", text, re.M):
            assert "population card" not in cards or int(player) == owner, (owner, player, cards)
    first_p1 = turns[0][1]
    assert "Only Player 1 saw this meanwhile:\nSetup\n  Population deck → Player 1’s hand: population card" in first_p1


def test_what_only_one_person_saw_is_told_under_the_phase_it_happened_in():
    out = CliRunner().invoke(play, TWO_PEOPLE, input=answers()).output
    blocks = re.findall(r"^Only Player \d saw this meanwhile:\n((?:.+\n)+)", out, re.M)
    assert len(blocks) > 2, out[:3000]
    headings = re.compile(r"^(Setup|Round \d+ — [A-Z]: .+)$")
    for block in blocks:
        lines = block.rstrip("\n").split("\n")
        assert headings.match(lines[0]), block           # the phase first, then what happened in it
        assert all(headings.match(line) or line.startswith("  ") for line in lines), block
    assert any(block.startswith("Round 1 — D: Resolve buildings\n  Player 1: rats") for block in blocks), blocks


def test_q_at_the_pass_prompt_quits():
    result = CliRunner().invoke(play, TWO_PEOPLE, input="q\n")
    assert result.exit_code == 0, result.output
    assert "You quit: the game stops here." in result.output


def test_a_card_is_on_the_shared_screen_only_when_every_person_may_see_it():
    card = {"id": 7, "kind": "k", "zone": "hand", "owner": 0, "position": 0}
    move = {"type": "move", "from": "deck", "to": "hand", "from_owner": None, "to_owner": 0}
    mine = redact_shared({**move, "cards": [{**card, "seen_by": [0]}]}, {0, 1})
    ours = redact_shared({**move, "cards": [{**card, "seen_by": [0, 1, 2]}]}, {0, 1})
    assert mine["cards"] == [{"hidden": True, "zone": "hand", "owner": 0, "position": 0}]
    assert ours["cards"] == [card]
    counter = {"type": "counter", "counter": "c", "player": 0, "index": None, "old": 1, "new": 2}
    assert redact_shared({**counter, "seen_by": [0]}, {0, 1})["hidden"] is True
    assert redact_shared({**counter, "seen_by": [0, 1]}, {0, 1})["new"] == 2


class Pauses:
    """Stands for a person at the pass prompt: notes the prompt, presses Enter."""

    def __init__(self, out: list[str]):
        self.out = out

    def pause(self, text: str) -> None:
        self.out.append(text)


def test_on_a_terminal_the_screen_is_cleared_before_it_is_passed_and_the_story_told_again(tmp_path, rattus_ir):
    import json

    from rulewright.cli.play_commands import load_names
    from rulewright.runtime.narration_seats import CLEAR, SharedScreen
    from tests.conftest import RULES
    log = tmp_path / "game.jsonl"
    CliRunner().invoke(play, TWO_PEOPLE + ["--log", str(log)], input=answers())
    events = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    out: list[str] = []
    screen = SharedScreen(load_names(RULES / "rattus_cartus", rattus_ir, "en"), out.append, [0, 1],
                          clear=lambda: out.append(CLEAR))
    person = Pauses(out)
    for event in events:
        if event["type"] == "decision":
            screen.before_prompt(event["player"], person)
            out.append(f"<asked {event['player'] + 1}>")
        if event["type"] not in ("abort", "digest"):
            screen(event)
    text = "\n".join(out)
    screens = text.split(CLEAR)
    assert len(screens) > 6
    for shown in screens[1:]:
        before, _, after = shown.partition("Pass the screen to Player ")
        owner = int(after[0])
        # before the pass: the story so far, told again, with no card of a hand
        assert not re.search(r"→ Player \d’s hand: [^\n]*population card", before), before
        for player, cards in re.findall(r"→ Player (\d)’s hand: (.+)$", after, re.M):
            assert "population card" not in cards or int(player) == owner
    assert "Population deck → Player 1’s hand: 5 hidden cards" in screens[1].partition("Pass the screen")[0]
