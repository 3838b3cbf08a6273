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
    assert "Only Player 1 saw this meanwhile:\n  Population deck → Player 1’s hand: population card" in first_p1


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
