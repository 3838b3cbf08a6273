"""What a person reads when choosing cards: a wrong number of cards is explained in cards (not
"options"), a look at cards of a shared zone reads "in the Nun-row" (with its article), and the
Fortune-teller's question does not say "a card" when two are asked for."""
from __future__ import annotations

import io

import pytest

from rulewright.cli.play_commands import load_names
from rulewright.runtime.human import HumanAgent
from rulewright.runtime.narration import Narrator
from tests.conftest import RULES

RULESET = RULES / "rattus_cartus"
CARDS = [{"id": i, "kind": "sword"} for i in range(5)]
PLAYERS = [{"value": 1}, {"value": 2}, {"value": 3}]


class Question:
    def __init__(self, lo, hi, options):
        self.multiple, self.min, self.max, self.count = True, lo, hi, len(options)
        self.options = options


@pytest.mark.parametrize("lang, lo, hi, options, said", [
    ("en", 2, 2, CARDS, "Choose exactly 2 cards; you chose 1."),
    ("en", 2, 2, PLAYERS, "Choose exactly 2 options; you chose 1."),
    ("en", 0, 1, CARDS, "Choose at most one card; you chose 2."),
    ("en", 2, 3, CARDS, "Choose 2 to 3 cards; you chose 1."),
    ("nl", 2, 2, CARDS, "Kies precies 2 kaarten; je koos er 1."),
    ("nl", 0, 1, PLAYERS, "Kies hoogstens één keuze; je koos er 2."),
    ("de", 2, 2, CARDS, "Wähle genau 2 Karten; du hast 1 gewählt."),
    ("de", 0, 1, CARDS, "Wähle höchstens eine Karte; du hast 2 gewählt."),
])
def test_a_wrong_count_is_explained_in_the_words_of_the_question(rattus_ir, lang, lo, hi, options, said):
    human = HumanAgent(load_names(RULESET, rattus_ir, lang), io.StringIO(), io.StringIO())
    answer = "1" if lo > 1 else "1 2"
    assert human.parse(answer, Question(lo, hi, options)) == ([], said)


@pytest.mark.parametrize("lang, shared, own", [
    ("en", "Player 1 looks at sword in the Nun-row.", "Player 1 looks at sword in your hand."),
    ("nl", "Speler 1 bekijkt Zwaard in de Nonnen-rij.", "Speler 1 bekijkt Zwaard in jouw hand."),
])
def test_a_look_into_a_shared_zone_has_its_article(rattus_ir, lang, shared, own):
    names = load_names(RULESET, rattus_ir, lang)
    lines = []
    narrator = Narrator(names, lines.append, you=0)
    card = {"id": 1, "kind": "sword"}
    narrator({"type": "peek", "player": 0, "cards": [{**card, "zone": "nun_row", "owner": None, "position": 0}]})
    narrator({"type": "peek", "player": 0, "cards": [{**card, "zone": "hand", "owner": 0, "position": 0}]})
    told = [line.strip() for line in lines if line.strip()]
    assert told[0].lower() == shared.lower() and told[1].lower() == own.lower()


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_the_fortune_tellers_question_does_not_promise_one_card(rattus_ir, lang):
    prompt = load_names(RULESET, rattus_ir, lang).prompt("peek_nun")
    assert not any(word in prompt for word in ("a card", "een kaart", "eine Karte"))
