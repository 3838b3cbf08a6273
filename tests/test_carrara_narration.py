"""What `rulewright play carrara` tells a person: a turn with no possible action is told as a
pass, stones paid into the bag are shown to everybody (payment is public), and the object
purchase shows its price at the question, as the stone purchases do."""
from __future__ import annotations

import pytest

from rulewright.cli.play_commands import load_names
from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.examples import example_files, load_examples
from rulewright.runtime.agents import RandomAgent
from rulewright.runtime.game import Game
from rulewright.runtime.narration import Narrator
from rulewright.runtime.scenario import _run, build_state
from tests.conftest import RULES

CARRARA = RULES / "carrara"
COMPILED = compile_ruleset(CARRARA)
LANGS = ("en", "nl", "de", "hu")


def _example(name_start: str) -> dict:
    examples = load_examples(example_files(CARRARA), COMPILED).items
    return next(e for e in examples if e["name"].startswith(name_start))


class Recorder:
    """Answers the first option and keeps each question's label and the numbers shown beside
    its options."""
    reads_view = False

    def __init__(self):
        self.asked = []

    def decide(self, view, d):
        self.asked.append((d.label, d.shown))
        return list(range(d.min)) if d.multiple else [0]


def _told(events: list, lang: str, viewer: int) -> list[str]:
    lines: list[str] = []
    narrator = Narrator(load_names(CARRARA, COMPILED.ir, lang), write=lines.append, viewers=[viewer], you=viewer)
    for ev in events:
        narrator(ev)
    narrator.flush()
    return lines


@pytest.mark.parametrize("lang", LANGS)
def test_a_turn_with_no_possible_action_is_told_as_a_pass(lang):
    game = Game(COMPILED.ir)
    example = _example("A player who can take no action passes")
    s = build_state(game, example, [Recorder(), Recorder()])
    forced = []
    s.forced = lambda player, label, option, at: forced.append(
        {"type": "forced", "round": 0, "phase": "turns", "player": player, "label": label,
         "options": [{"value": option}], "answer": [0], "at": at})
    _run(game, s, example)
    assert [(e["player"], e["label"], e["options"]) for e in forced] == [(0, "turn_choice", [{"value": "pass_turn"}])]
    told = _told(forced, lang, viewer=1)
    assert len(told) == 1
    names = load_names(CARRARA, COMPILED.ir, lang)
    assert told[0].strip() == names.msg("event-forced", player=names.player(0), prompt=names.prompt("turn_choice"),
                                        answer=names.value("pass_turn"))
    assert names.value("pass_turn") in told[0]


PAID = {"en": ("Player 2’s stones behind the screen → payment: stone", "Payment → bag: stone"),
        "nl": ("→ betaling: steen", "Betaling → zak: steen"),
        "de": ("→ Bezahlung: Stein", "Bezahlung → Beutel: Stein"),
        "hu": ("→ fizetés: kő", "Fizetés → zsák: kő")}


@pytest.mark.parametrize("lang", LANGS)
def test_stones_paid_are_shown_to_the_other_players(lang):
    log = []
    Game(COMPILED.ir).play(2, 3, [RandomAgent(), RandomAgent()], log=log)
    told = _told(log, lang, viewer=0)
    names = load_names(CARRARA, COMPILED.ir, lang)
    theirs = names.zone("stone_stock", 1, 0)
    hidden = names.msg("cards-hidden", count=1)
    shown_out = [t for t in told if t.strip().startswith(theirs + " →") or t.strip().startswith(theirs[0].upper() + theirs[1:] + " →")]
    assert shown_out, told[:40]
    # the stones Player 2 pays: shown where they go (the payment), then into the bag, face up
    assert any(PAID[lang][0] in t for t in shown_out), shown_out
    assert any(PAID[lang][1] in t for t in told)
    # nothing that goes into the bag is told as hidden cards any more
    hidden = {names.msg("cards-hidden", count=n) for n in range(1, 12)}
    into_bag = [t for t in told if "→" in t and t.split("→")[1].strip().lower().startswith(names.zone("bag").lower())]
    assert into_bag and not [t for t in into_bag if any(h in t for h in hidden)]


@pytest.mark.parametrize("lang, price", [("en", "10 money"), ("nl", "10 geld"), ("de", "10 Geld"), ("hu", "10 pénz")])
def test_the_object_purchase_shows_its_price_at_the_question(tmp_path, lang, price):
    (tmp_path / "object.yaml").write_text(
        "examples:\n  - name: object\n    players: 2\n    setup: {players: [{counters: {money: 12}}]}\n"
        "    run: object_purchase(players[0])\n", encoding="utf-8")
    loaded = load_examples([tmp_path / "object.yaml"], COMPILED)
    assert not [d for d in loaded.diagnostics if d.is_error]
    example = loaded.items[0]
    game = Game(COMPILED.ir)
    agent = Recorder()
    s = build_state(game, example, [agent, agent])
    _run(game, s, example)
    asked = dict(agent.asked)
    assert asked["object_choice"] == [10, 0]          # buy an object: its price; buy none: nothing
    assert asked["object_pick"] == [10] * 6
    names = load_names(CARRARA, COMPILED.ir, lang)
    assert names.shown("object_choice", "x", 10) == names.msg("option-shown", option="x", shown=price)
    assert names.shown("object_pick", "x", 10) == names.msg("option-shown", option="x", shown=price)


FLAGS = ("announced", "top_met", "object_met", "building_met", "all_met")


@pytest.mark.parametrize("lang", LANGS)
def test_stones_flags_and_scored_cities_are_told_by_what_they_are(lang):
    """Another player's stones are marble stones (what they are, not which colour), the yes/no
    counters are told as yes or no, and a city's scoring counter says which city."""
    log = []
    Game(COMPILED.ir).play(3, 1, [RandomAgent(), RandomAgent(), RandomAgent()], log=log)
    lines = [t.strip() for t in _told(log, lang, viewer=0)]
    names = load_names(CARRARA, COMPILED.ir, lang)
    plain = [names.msg("cards-hidden", count=n) for n in range(1, 12)]
    assert not [t for t in lines if any(t.endswith(": " + p) or t.endswith("→ " + p) for p in plain)]
    stone = names.hidden_cards(1, "marble")
    assert any(t.endswith(names.zone("stone_stock", 1, 0) + ": " + stone) for t in lines), lines[:40]
    for flag in FLAGS:
        counter = names.counter(flag)
        assert not [t for t in lines if counter + " 0 → 1" in t or counter + " 1 → 0" in t], flag
    met = [t for t in lines if " → " + names.msg("value-yes") in t]
    assert met, lines
    scored = [e for e in log if e["type"] == "counter" and e["counter"] == "city_scored"]
    assert scored
    for e in scored:
        city = names.value(e["index"])
        line = names.msg("event-counter", player=names.player(e["player"]),
                         counter=names.counter("city_scored", e["index"]), old=e["old"], new=e["new"])
        assert line in lines and city in names.counter("city_scored", e["index"])
