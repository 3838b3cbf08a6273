"""Ending on a condition (`game_ends`, `round_ends`, `at_round_end`, `turns ... until`),
players out mid-game (`eliminate`, `knock_out`, `in_play`), and whole-game examples, on tiny
rulesets written here."""
from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest

from rulewright.compiler.build import compile_ruleset
from rulewright.runtime.agents import RandomAgent, ScriptedAgent
from rulewright.runtime.errors import RuleError
from rulewright.runtime.game import Game

HEAD = """\
ruleset:
  name: flowtest
  version: 1
  players: {min: 2, max: 4}
  locales: {dir: locales, resource: flowtest, languages: [en]}
"""

# a deck of numbered cards; each turn a player draws one; the game ends when the deck is empty
DECK = HEAD + """\
zones:
  deck: {visibility: public}
  hand: {per_player: true, visibility: owner, hand: true}
counters:
  turns_had: {per_player: true, start: 0, visibility: public}
scoring_categories: [points]
cards:
  chip:
    starts_in: deck
    copies:
      - {count: 7}
setup: ""
game_ends:
  when: count(deck) == 0
  checked: after_each_turn
phases:
  - name: play
    do: |
      turns p in players {
        draw(deck, 1, to=p.hand)
        p.turns_had += 1
      }
end_of_game: |
  for p in players { score(p, points, count(p.hand)) }
"""

# a race: each round player 1 gains 2 points, the others 1; first to 10 at the end of a round
RACE = HEAD + """\
counters:
  points_now: {per_player: true, start: 0, visibility: public}
scoring_categories: [points]
parameters:
  target: {value: 10, reason: test}
rounds: 50
game_ends:
  when: any(players, p -> p.points_now >= target)
setup: ""
phases:
  - name: gain
    do: |
      for p in players { p.points_now += if p == players[1] then 2 else 1 }
  - name: later
    do: |
      for p in players { p.points_now += 0 }
end_of_game: |
  for p in players { score(p, points, p.points_now) }
  declare_winners(most(players, p -> p.points_now))
"""

# a round ends when one player is left in play; a scoring phase runs at its end anyway
LAST_STANDING = HEAD + """\
counters:
  wins: {per_player: true, start: 0, visibility: public}
  skipped: {start: 0, visibility: public}
  turn_count: {start: 0, visibility: public}
decisions: [stay]
scoring_categories: [points]
rounds: 2
round_ends:
  when: count(filter(players, p -> in_play(p))) == 1
setup: ""
phases:
  - name: duel
    do: |
      turns p in players until false {
        turn_count += 1
        if choose(p, [1, 2], as=stay) == 2 {
          knock_out(p)
        }
      }
  - name: never_reached
    do: |
      skipped += 1
  - name: reward
    at_round_end: true
    do: |
      for p in filter(players, p -> in_play(p)) { p.wins += 1 }
end_of_game: |
  for p in players { score(p, points, p.wins) }
"""


def compile_text(tmp_path: Path, text: str, name: str = "game"):
    folder = tmp_path / name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "ruleset.yaml").write_text(text, encoding="utf-8")
    return folder, compile_ruleset(folder, locales=False)


def game_of(tmp_path: Path, text: str) -> Game:
    _, result = compile_text(tmp_path, text)
    assert result.ok, [str(d) for d in result.diagnostics]
    return Game(result.ir)


def counter(s, name, seat=None):
    return s.cv[s.layout.counter_slot(name, seat)]


# -- game_ends ------------------------------------------------------------------------------

def test_deck_game_ends_when_the_deck_is_empty_after_a_turn(tmp_path):
    game = game_of(tmp_path, DECK)
    log = []
    out = game.play(3, 1, [RandomAgent() for _ in range(3)], log=log)
    # 7 cards, 3 players: rounds 1 and 2 are whole, round 3 stops after player 0's turn
    assert out.rounds == 3
    assert [counter(out.state, "turns_had", p) for p in range(3)] == [3, 2, 2]
    assert out.totals == [3, 2, 2]
    ended = [e for e in log if e["type"] == "ended"]
    assert ended == [{"type": "ended", "what": "game", "round": 3}]
    phases = [(e["round"], e["phase"]) for e in log if e["type"] == "phase"]
    assert phases == [(1, "play"), (2, "play"), (3, "play"), (3, "end_of_game")]


def test_race_checked_at_the_end_of_the_round(tmp_path):
    game = game_of(tmp_path, RACE)
    out = game.play(2, 1, [RandomAgent(), RandomAgent()])
    # seat 1 gains 2 a round: 10 after round 5; the check waits for the round's last phase
    assert out.rounds == 5 and out.totals == [5, 10] and out.winners == [1]


def test_rounds_and_game_ends_whichever_comes_first(tmp_path):
    game = game_of(tmp_path, RACE.replace("rounds: 50", "rounds: 3"))
    out = game.play(2, 1, [RandomAgent(), RandomAgent()])
    assert out.rounds == 3 and out.totals == [3, 6]


def test_after_each_phase(tmp_path):
    text = RACE.replace("  when: any(players, p -> p.points_now >= target)",
                        "  when: any(players, p -> p.points_now >= target)\n  checked: after_each_phase")
    log = []
    out = game_of(tmp_path, text).play(2, 1, [RandomAgent(), RandomAgent()], log=log)
    assert out.rounds == 5
    phases = [(e["round"], e["phase"]) for e in log if e["type"] == "phase"]
    assert phases[-2:] == [(5, "gain"), (5, "end_of_game")]      # 'later' of round 5 is skipped


def test_a_condition_that_never_holds_ends_in_the_budget_error(tmp_path):
    text = RACE.replace("rounds: 50\n", "").replace("p.points_now >= target", "p.points_now < 0")
    game = game_of(tmp_path, text)
    with pytest.raises(RuleError) as err:
        game.play(2, 1, [RandomAgent(), RandomAgent()], step_budget=500)
    assert "step budget exhausted" in str(err.value)


def test_rounds_stay_required_without_game_ends(tmp_path):
    _, result = compile_text(tmp_path, RACE.replace("rounds: 50\n", "").replace(
        "game_ends:\n  when: any(players, p -> p.points_now >= target)\n", ""))
    errors = [d for d in result.diagnostics if d.is_error]
    assert len(errors) == 1 and errors[0].code == "RW102"
    assert "'rounds'" in errors[0].message and "game_ends:" in errors[0].hint
    assert errors[0].line == 1


def test_setup_may_be_left_out(tmp_path):
    """A game with nothing to set up needs no `setup: ""` line."""
    assert 'setup: ""\n' in RACE
    out = game_of(tmp_path, RACE.replace('setup: ""\n', "")).play(2, 1, [RandomAgent(), RandomAgent()])
    assert out.winners == [1]


def test_when_must_be_true_or_false(tmp_path):
    text = DECK.replace("when: count(deck) == 0", "when: count(deck)")
    _, result = compile_text(tmp_path, text)
    [error] = [d for d in result.diagnostics if d.is_error]
    assert error.code == "RW401" and "true/false" in error.message
    line = text.splitlines().index("  when: count(deck)") + 1
    assert (error.line, error.column) == (line, 9)
    assert error.path == "game_ends.when"


def test_checked_is_a_known_point_with_did_you_mean(tmp_path):
    text = DECK.replace("checked: after_each_turn", "checked: after_each_trun")
    _, result = compile_text(tmp_path, text)
    [error] = [d for d in result.diagnostics if d.is_error]
    assert error.code == "RW104" and "after_each_trun" in error.message
    assert "did you mean 'after_each_turn'?" in error.hint
    assert error.line == text.splitlines().index("  checked: after_each_trun") + 1
    # round_ends cannot be checked at the end of a round (it would never cut one short)
    text = LAST_STANDING.replace("  when: count(filter", "  checked: end_of_round\n  when: count(filter")
    _, result = compile_text(tmp_path, text, "other")
    [error] = [d for d in result.diagnostics if d.is_error]
    assert error.code == "RW104" and "after_each_turn, after_each_phase" in error.hint


def test_unknown_key_in_game_ends(tmp_path):
    _, result = compile_text(tmp_path, DECK.replace("checked: after_each_turn", "check: after_each_turn"))
    [error] = [d for d in result.diagnostics if d.is_error]
    assert error.code == "RW101" and "did you mean 'checked'" in error.hint


def test_old_rulesets_give_the_same_ir(tmp_path):
    """No new key appears in the IR of a ruleset that uses none of this (old readers, hashes)."""
    _, result = compile_text(tmp_path, RACE.replace("game_ends:\n  when: any(players, p -> p.points_now >= target)\n", ""))
    assert result.ok
    assert "game_ends" not in result.ir and "round_ends" not in result.ir
    assert all(set(p) == {"name", "do"} for p in result.ir["phases"])


# -- round_ends, at_round_end, knock_out ------------------------------------------------

def test_round_ends_when_one_player_is_left(tmp_path):
    game = game_of(tmp_path, LAST_STANDING)
    # round 1: player 0 stays, 1 drops out, 2 drops out -> player 0 is left; the round ends
    # round 2 (everyone back in): 0 drops, 1 stays, 2 stays, 1 drops -> player 2 is left
    script = ScriptedAgent([[0], [1], [1], [1], [0], [0], [1]])
    log = []
    out = game.play(3, 1, [script] * 3, log=log)
    s = out.state
    assert [counter(s, "wins", p) for p in range(3)] == [1, 0, 1]
    assert counter(s, "skipped") == 0 and counter(s, "turn_count") == 7
    assert out.decisions == 7
    outs = [(e["round"], e["player"], e["how"]) for e in log if e["type"] == "out"]
    assert outs == [(1, 1, "knocked_out"), (1, 2, "knocked_out"), (2, 0, "knocked_out"), (2, 1, "knocked_out")]
    assert [e for e in log if e["type"] == "ended"] == [{"type": "ended", "what": "round", "round": 1},
                                                       {"type": "ended", "what": "round", "round": 2}]
    phases = [(e["round"], e["phase"]) for e in log if e["type"] == "phase"]
    assert phases == [(1, "duel"), (1, "reward"), (2, "duel"), (2, "reward"), (2, "end_of_game")]


def test_at_round_end_phases_run_in_a_round_that_is_not_cut(tmp_path):
    text = LAST_STANDING.replace("count(filter(players, p -> in_play(p))) == 1", "false") \
        .replace("until false", "until turn_count >= 2 * round")
    out = game_of(tmp_path, text).play(2, 1, [RandomAgent(), RandomAgent()])
    assert counter(out.state, "skipped") == 2


# -- turns ... until ----------------------------------------------------------------------

QUEUE = HEAD + """\
counters:
  clock: {start: 0, visibility: public}
  order: {per_player: true, start: 0, visibility: public}
  turns_had: {per_player: true, start: 0, visibility: public}
rounds: 1
setup: ""
phases:
  - name: play
    do: |
      turns p in players until clock >= LIMIT {
        clock += 1
        p.order = p.order * 10 + clock
        p.turns_had += 1
        BODY
      }
end_of_game: ""
"""


def queue_game(tmp_path, limit="5", body=""):
    return game_of(tmp_path, QUEUE.replace("LIMIT", limit).replace("BODY", body))


def test_turns_until_goes_round_and_round(tmp_path):
    s = queue_game(tmp_path).play(2, 1, [RandomAgent(), RandomAgent()]).state
    assert [counter(s, "order", p) for p in (0, 1)] == [135, 24]
    assert counter(s, "clock") == 5


def test_turns_until_checks_before_the_first_turn(tmp_path):
    s = queue_game(tmp_path, limit="0").play(2, 1, [RandomAgent(), RandomAgent()]).state
    assert counter(s, "clock") == 0


def test_defer_turn_in_a_turns_until_queue(tmp_path):
    # player 0 defers once: 0, 1, 0 again after the others, then the next pass 0, 1
    s = queue_game(tmp_path, body="if clock == 1 { defer_turn() }").play(2, 1, [RandomAgent(), RandomAgent()]).state
    assert [counter(s, "order", p) for p in (0, 1)] == [1_34, 25]


def test_turns_skip_players_who_are_out(tmp_path):
    # player 1 is knocked out on its first turn and eliminated... the queue goes on without it
    s = queue_game(tmp_path, limit="6", body="if p == players[1] { eliminate(p) }") \
        .play(3, 1, [RandomAgent() for _ in range(3)]).state
    assert [counter(s, "turns_had", p) for p in range(3)] == [3, 1, 2]


def test_a_queue_with_everyone_out_ends(tmp_path):
    s = queue_game(tmp_path, limit="100", body="knock_out(p)").play(2, 1, [RandomAgent(), RandomAgent()]).state
    assert counter(s, "clock") == 2 and s.knocked_out == [True, True]


def test_until_must_be_true_or_false(tmp_path):
    text = QUEUE.replace("LIMIT", "5").replace("BODY", "").replace("until clock >= 5", "until clock")
    _, result = compile_text(tmp_path, text)
    [error] = [d for d in result.diagnostics if d.is_error]
    assert error.code == "RW401" and "true/false" in error.message
    line = next(i for i, x in enumerate(text.splitlines(), 1) if "until clock" in x)
    assert error.line == line and error.column == text.splitlines()[line - 1].index("clock {") + 1


def test_the_grammar_stays_lalr_without_conflicts():
    import lark
    grammar = (REPO / "compiler" / "grammar.lark").read_text(encoding="utf-8")
    lark.Lark(grammar, parser="lalr", strict=True, start=["start", "expression"])   # raises on a conflict


def test_until_is_still_a_name_elsewhere(tmp_path):
    text = QUEUE.replace("LIMIT", "until").replace("BODY", "").replace("    do: |\n      turns", "    do: |\n      let until = 3\n      turns")
    s = game_of(tmp_path, text).play(2, 1, [RandomAgent(), RandomAgent()]).state
    assert counter(s, "clock") == 3


# -- with locales: sheet, narration, log and replay, examples -----------------------------

REPO = Path(__file__).resolve().parent.parent
LANGS = ("en", "nl", "de", "hu")
NAMES = {
    "en": """game-title = Draw down
zone-deck = deck
    .plural = decks
zone-hand = hand
    .plural = hands
counter-turns_had = turn
    .plural = turns
counter-points_now = point
    .plural = points
counter-wins = win
    .plural = wins
counter-skipped = skipped phase
    .plural = skipped phases
counter-turn_count = turn
    .plural = turns
card-chip = chip
    .plural = chips
choice-stay = Stay in the round?
category-points = Points
phase-play = Play
    .letter = A
phase-gain = Gain
    .letter = A
phase-later = Later
    .letter = B
phase-duel = Duel
    .letter = A
phase-never_reached = Rest
    .letter = B
phase-reward = Reward
    .letter = C
counter-clock = clock tick
    .plural = clock ticks
counter-order = order
    .plural = orders
param-target = Target
""",
}
NAMES["nl"] = NAMES["en"].replace("game-title = Draw down", "game-title = Leegtrekken") \
    .replace("zone-deck = deck\n    .plural = decks", "zone-deck = trekstapel\n    .plural = trekstapels\n    .gender = de") \
    .replace("zone-hand = hand\n    .plural = hands", "zone-hand = hand\n    .plural = handen\n    .gender = de")
NAMES["de"] = NAMES["en"].replace("game-title = Draw down", "game-title = Leerziehen") \
    .replace("zone-deck = deck\n    .plural = decks", "zone-deck = Stapel\n    .plural = Stapel\n    .gender = masc") \
    .replace("zone-hand = hand\n    .plural = hands", "zone-hand = Hand\n    .plural = Hände\n    .gender = fem")
NAMES["hu"] = NAMES["en"].replace("game-title = Draw down", "game-title = Kifogyás") \
    .replace("zone-deck = deck\n    .plural = decks", "zone-deck = pakli\n    .plural = paklik") \
    .replace("zone-hand = hand\n    .plural = hands", "zone-hand = kéz\n    .plural = kezek")


def localized(tmp_path: Path, text: str) -> Path:
    """tmp/rules/flowtest (the ruleset) beside tmp/locales (the engine's files and its names)."""
    import shutil
    locales = tmp_path / "locales"
    if not locales.exists():
        shutil.copytree(REPO / "locales", locales)
        for lang in LANGS:
            (locales / lang / "flowtest.ftl").write_text(NAMES[lang], encoding="utf-8")
    folder = tmp_path / "rules" / "flowtest"
    folder.mkdir(parents=True, exist_ok=True)
    head = "  locales: {dir: locales, resource: flowtest, languages: [en]}"
    (folder / "ruleset.yaml").write_text(
        text.replace(head, "  locales: {dir: ../../locales, resource: flowtest, languages: [en, nl, de, hu]}"),
        encoding="utf-8")
    return folder


def sheet_texts(folder: Path, lang: str) -> list[str]:
    from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
    result = compile_ruleset(folder)
    assert result.ok, [str(d) for d in result.diagnostics if d.is_error]
    return build_sheet(result.ir, sheet_localizer(folder, result.ir, lang)).texts()


@pytest.mark.parametrize("lang, sentence", [
    ("en", "The game ends when there are no cards in the deck."),
    ("nl", "Het spel eindigt zodra er geen kaarten in de trekstapel zijn."),
    ("de", "Das Spiel endet, sobald es keine Karten im Stapel gibt."),
    ("hu", "A játék véget ér, amint nincs lap (hely: pakli)."),
])
def test_sheet_says_when_the_game_ends(tmp_path, lang, sentence):
    texts = sheet_texts(localized(tmp_path, DECK), lang)
    end = texts.index({"en": "End of the game", "nl": "Einde van het spel", "de": "Ende des Spiels",
                       "hu": "A játék vége"}[lang])
    assert texts[end + 1] == sentence          # first in the section, before the final scoring
    assert not any("rounds" in t or "rondes" in t or "Runden." in t for t in texts)   # no round count


@pytest.mark.parametrize("lang, sentences", [
    ("en", ["The game lasts at most 50 rounds. Each round has these phases:",
            "The game ends at the end of a round in which at least one of the players has at least ten points."]),
    ("nl", ["Het spel duurt hoogstens 50 rondes. Elke ronde heeft deze fasen:",
            "Het spel eindigt aan het einde van een ronde waarin minstens één van de spelers minstens tien points heeft."]),
    ("de", ["Das Spiel dauert höchstens 50 Runden. Jede Runde hat diese Phasen:",
            "Das Spiel endet am Ende einer Runde, in der mindestens einer von den Spielern mindestens zehn points hat."]),
    ("hu", ["A játék legfeljebb 50 fordulóig tart. Minden forduló fázisai:",
            "A játék annak a fordulónak a végén ér véget, amelyben a következők legalább egyikére igaz, "
            "hogy legalább 10 point birtokosa: a játékosok."]),
])
def test_sheet_says_the_game_ends_at_the_end_of_a_round(tmp_path, lang, sentences):
    texts = sheet_texts(localized(tmp_path, RACE), lang)
    for sentence in sentences:
        assert sentence in texts


@pytest.mark.parametrize("lang, intro, title, turns", [
    ("en", "The game lasts two rounds. The round ends when exactly one player is still in play this round. "
           "Each round has these phases:", "C. Reward (also when the round ends early)",
     "Players take turns, in seat order, round and round. On their turn"),
    ("nl", "Het spel duurt twee rondes. De ronde eindigt zodra precies één speler deze ronde nog meedoet. "
           "Elke ronde heeft deze fasen:", "C. Reward (ook als de ronde eerder eindigt)",
     "De spelers zijn een voor een aan de beurt, in zitvolgorde, steeds weer rond. Wie"),
    ("de", "Das Spiel dauert zwei Runden. Die Runde endet, sobald genau ein Spieler in dieser Runde noch dabei ist. "
           "Jede Runde hat diese Phasen:", "C. Reward (auch wenn die Runde vorzeitig endet)",
     "Die Spieler sind reihum an der Reihe, in Sitzreihenfolge, immer wieder. Wer"),
    ("hu", "A játék 2 fordulóig tart. A forduló véget ér, amint pontosan 1 játékos van még játékban ebben a "
           "fordulóban. Minden forduló fázisai:", "C. Reward (akkor is, ha a forduló korábban véget ér)",
     "A játékosok sorban következnek, ülésrendben, körbe-körbe. Aki"),
])
def test_sheet_says_when_the_round_ends(tmp_path, lang, intro, title, turns):
    texts = sheet_texts(localized(tmp_path, LAST_STANDING), lang)
    assert intro in texts
    assert title in texts
    assert "B. Rest" in texts                  # a phase that is skipped when the round ends early is not marked
    assert any(t.startswith(turns) for t in texts)


@pytest.mark.parametrize("lang, sentence", [
    ("en", "The game ends at the end of a round in which at least one of the players has at least 100 points in total."),
    ("nl", "Het spel eindigt aan het einde van een ronde waarin minstens één van de spelers minstens 100 punten "
           "in totaal heeft."),
    ("de", "Das Spiel endet am Ende einer Runde, in der mindestens einer von den Spielern mindestens 100 Punkte "
           "insgesamt hat."),
    ("hu", "A játék annak a fordulónak a végén ér véget, amelyben a következők legalább egyikére igaz, hogy "
           "legalább 100 pont (összesen) birtokosa: a játékosok."),
])
def test_sheet_phrases_a_race_to_a_total_score(tmp_path, lang, sentence):
    text = RACE.replace("any(players, p -> p.points_now >= target)", "'any(players, p -> total_score(p) >= 100)'") \
        .replace("  target: {value: 10, reason: test}\n", "").replace("parameters:\n", "")
    assert sentence in sheet_texts(localized(tmp_path, text), lang)


def test_sheet_phrases_turns_until(tmp_path):
    texts = sheet_texts(localized(tmp_path, QUEUE.replace("LIMIT", "5").replace("BODY", "")), "en")
    assert any(t.startswith("Players take turns, in seat order, round and round until the clock ticks are "
                            "at least five. On their turn") for t in texts), texts


def cli(*args):
    from click.testing import CliRunner
    from rulewright.cli.main import main
    return CliRunner().invoke(main, [str(a) for a in args])


def test_narration_log_and_replay_of_players_knocked_out(tmp_path):
    folder = localized(tmp_path, LAST_STANDING)
    log = tmp_path / "game.jsonl"
    run = cli("play", folder, "-n", 3, "--seed", 4, "--agents", "random,random,random", "--log", log)
    assert run.exit_code == 0, run.output
    events = [__import__("json").loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    outs = [e for e in events if e["type"] == "out"]
    assert outs and all(e["how"] == "knocked_out" for e in outs)
    for e in outs:
        assert f"Player {e['player'] + 1} is out until the end of the round." in run.output
    assert "Round 1 ends: its end condition is met." in run.output
    assert "Round 2 ends: its end condition is met." in run.output
    assert "Rest" not in run.output            # the skipped phase has no heading
    replay = cli("replay", log, "--ruleset", folder)
    assert replay.exit_code == 0 and "replay OK" in replay.output, replay.output
    # a changed out event is found
    lines = log.read_text(encoding="utf-8").splitlines()
    i = next(i for i, line in enumerate(lines) if '"type":"out"' in line)
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(lines[:i] + [lines[i].replace('"knocked_out"', '"eliminated"')] + lines[i + 1:]) + "\n",
                   encoding="utf-8")
    replay = cli("replay", bad, "--ruleset", folder)
    assert replay.exit_code == 1 and "FAILED" in replay.output and f"line {i + 1}" in replay.output, replay.output
    bad.write_text("\n".join(lines[:i] + [lines[i].replace('"knocked_out"', '"gone"')] + lines[i + 1:]) + "\n",
                   encoding="utf-8")
    replay = cli("replay", bad, "--ruleset", folder)
    assert replay.exit_code == 1 and f":{i + 1}: an out event needs" in replay.output, replay.output


@pytest.mark.parametrize("lang, line", [("en", "The game ends: its end condition is met."),
                                        ("nl", "Het spel is afgelopen: aan de voorwaarde voor het einde is voldaan."),
                                        ("de", "Das Spiel endet: Die Bedingung für das Spielende ist erfüllt."),
                                        ("hu", "A játék véget ér: teljesült a befejezés feltétele.")])
def test_narration_says_the_game_ended_on_its_condition(tmp_path, lang, line):
    run = cli("play", localized(tmp_path, DECK), "-n", 3, "--seed", 1, "--agents", "random,random,random",
              "--lang", lang)
    assert run.exit_code == 0, run.output
    assert "  " + line in run.output.splitlines()
    heading = {"en": "Round 3", "nl": "Ronde 3", "de": "Runde 3", "hu": "3. forduló"}[lang]
    assert heading in run.output
    assert {"en": "Round 4", "nl": "Ronde 4", "de": "Runde 4", "hu": "4. forduló"}[lang] not in run.output


def test_views_show_who_is_out(tmp_path):
    seen = []

    def answer(view, d):
        seen.append((view.player, view.knocked_out, view.to_dict()["knocked_out"], view.in_play(1)))
        return [0] if view.player == 0 else [1]       # players 1 and 2 drop out
    game = game_of(tmp_path, LAST_STANDING)
    game.play(3, 1, [ScriptedAgent(answer)] * 3)
    # round 1: player 1 drops out on its turn, and player 2 sees it; round 2 starts with all in play
    assert seen == [(0, [], [], True), (1, [], [], True), (2, [1], [1], False)] * 2


EXAMPLES = """\
examples:
  - name: From the start to the end
    players: 3
    play: to_end
    expect:
      players:
        - {zones: {hand: 3}, total: 3}
        - {zones: {hand: 2}}
        - {zones: {hand: 2}}
      checks: ["count(deck) == 0", "round == 3"]
  - name: The last two cards, a player out
    players: 3
    setup:
      round: 4
      zones: {deck: [chip, chip]}
      out: [1]
      players:
        - {zones: {hand: [chip, chip]}}
        - {zones: {hand: [chip, chip]}}
        - {zones: {hand: [chip]}}
    play: to_end
    expect:
      players:
        - {zones: {hand: 3}, counters: {turns_had: 1}}
        - {zones: {hand: 2}, counters: {turns_had: 0}, eliminated: true}
        - {zones: {hand: 2}, counters: {turns_had: 1}}
      checks: ["round == 5", "not alive(players[1])", "in_play(players[0])"]
"""

DUEL_EXAMPLES = """\
examples:
  - name: A knocked-out player takes no turn and the round ends
    players: 3
    setup: {knocked_out: [1]}
    phase: duel
    decisions: [[0], [1]]
    expect:
      counters: {turn_count: 2}
      checks: ["not in_play(players[1])", "alive(players[1])", "not in_play(players[2])"]
  - name: Two rounds to the end
    players: 3
    play: to_end
    decisions: [[0], [1], [1], [1], [0], [0], [1]]
    expect:
      players:
        - {counters: {wins: 1}, total: 1}
        - {counters: {wins: 0}}
        - {counters: {wins: 1}}
      counters: {skipped: 0}
  - name: A script too short for the rest of the game
    players: 3
    play: to_end
    decisions: [[0]]
"""


def run_examples(tmp_path, ruleset, examples):
    folder = localized(tmp_path, ruleset)
    (folder / "examples").mkdir(exist_ok=True)
    (folder / "examples" / "game.yaml").write_text(examples, encoding="utf-8")
    return cli("test", folder)


def test_examples_play_to_the_end(tmp_path):
    run = run_examples(tmp_path, DECK, EXAMPLES)
    assert run.exit_code == 0, run.output
    assert "2 passed, 0 failed" in run.output


def test_a_situation_that_leaves_cards_nowhere_says_how_many_and_what_to_do(tmp_path):
    # naming the deck (where the seven chips start) with two chips leaves five without a place
    # (chips have no discard zone)
    examples = "examples:\n  - name: Too few listed\n    players: 2\n    setup:\n      zones: {deck: [chip, chip]}\n" \
               "    play: to_end\n    expect: {}\n"
    run = run_examples(tmp_path, DECK, examples)
    assert run.exit_code == 1, run.output
    assert "5 'chip' cards would have nowhere to go: the situation names deck, where they start" in run.output
    assert "list the rest in one of those zones (with count:), or put them in another zone" in run.output


def test_examples_with_knocked_out_players(tmp_path):
    run = run_examples(tmp_path, LAST_STANDING, DUEL_EXAMPLES)
    assert run.exit_code == 1, run.output
    assert "2 passed, 1 failed" in run.output
    assert "the script has no answer left for 'stay'" in run.output
    # what the author needs to write the missing answer: whose question, its options, the fix
    assert "to players[1]" in run.output and "with the options [0] 1, [1] 2" in run.output
    assert "add an answer (a list of option numbers, from 0) to `decisions:`" in run.output
    assert "LookupError" not in run.output and "stopped with an error" not in run.output


def test_an_example_that_expects_the_wrong_end_fails(tmp_path):
    run = run_examples(tmp_path, DECK, EXAMPLES.replace("{zones: {hand: 3}, total: 3}", "{zones: {hand: 2}}"))
    assert run.exit_code == 1 and "player 0: hand: 3 cards, expected 2" in run.output, run.output


def test_example_errors_are_located(tmp_path):
    text = EXAMPLES.replace("      out: [1]", "      out: [5]").replace("    players: 3\n    play: to_end",
                                                                        "    players: 3\n    play: to_end\n    phase: play", 1)
    run = run_examples(tmp_path, DECK, text)
    assert run.exit_code != 0
    assert "game.yaml:4:5: error[RW104]: give one of 'run', 'phase' and 'play'" in run.output, run.output
    assert "error[RW104]: there is no seat 5 with 3 players" in run.output
    run = run_examples(tmp_path, DECK, EXAMPLES.replace("play: to_end", "play: to_the_end", 1))
    assert "error[RW104]: 'to_the_end' is not allowed here" in run.output, run.output


def test_a_peek_says_where_the_cards_lie(tmp_path):
    """peek(p, q.hand) narrated: whose hand was looked at, not only "a card"."""
    rules = DECK.replace("        p.turns_had += 1\n", "        p.turns_had += 1\n        peek(p, next_player(p).hand)\n")
    folder = localized(tmp_path, rules)
    run = cli("play", folder, "-n", 2, "--seed", 1, "--agents", "random,random", "--lang", "en")
    assert run.exit_code == 0, run.output
    assert "Player 1 looks at chip in Player 2\u2019s hand." in run.output, run.output
    assert "looks at nothing" not in run.output


def test_a_phase_in_which_nothing_happens_leaves_no_heading(tmp_path):
    # RACE's phase 'later' adds nothing: its heading would stand alone above the next one
    run = cli("play", localized(tmp_path, RACE), "-n", 2, "--seed", 1, "--agents", "random,random", "--lang", "en")
    assert run.exit_code == 0, run.output
    assert "A: Gain" in run.output and "B: Later" not in run.output
    assert "\n\n\n" not in run.output
def test_a_check_after_each_turn_without_turns_is_a_warning(tmp_path):
    text = RACE.replace("  when: any(players, p -> p.points_now >= target)",
                        "  when: any(players, p -> p.points_now >= target)\n  checked: after_each_turn")
    _, result = compile_text(tmp_path, text)
    assert result.ok
    [warning] = [d for d in result.diagnostics if d.code == "RW603"]
    assert warning.severity == "warning" and "never checked" in warning.message
    assert warning.line == text.splitlines().index("  checked: after_each_turn") + 1
    _, result = compile_text(tmp_path, DECK, "deck")
    assert not [d for d in result.diagnostics if d.code == "RW603"]


def test_a_procedure_knocks_a_player_out(tmp_path):
    text = LAST_STANDING.replace("rounds: 2\n", """rounds: 2
procedures:
  drop_out:
    params: {who: player}
    do: |
      knock_out(who)
""").replace("          knock_out(p)", "          drop_out(p)")
    script = ScriptedAgent([[0], [1], [1], [1], [0], [0], [1]])
    out = game_of(tmp_path, text).play(3, 1, [script] * 3)
    assert [counter(out.state, "wins", p) for p in range(3)] == [1, 0, 1]


@pytest.mark.parametrize("text", [DECK, RACE, LAST_STANDING], ids=["deck", "race", "last_standing"])
def test_the_ir_fits_its_schema(tmp_path, text):
    import jsonschema
    from rulewright.compiler.build import ir_schema
    _, result = compile_text(tmp_path, text)
    jsonschema.validate(result.ir, ir_schema())


def test_a_person_reads_that_they_are_out(tmp_path):
    from click.testing import CliRunner
    from rulewright.cli.main import main
    folder = localized(tmp_path, LAST_STANDING)
    run = CliRunner().invoke(main, ["play", str(folder), "-n", "3", "--seed", "4", "--agents", "human,random,random"],
                             input="2\n" * 10)
    assert "  You are out until the end of the round." in run.output.splitlines(), run.output
    assert "Player 1 is out" not in run.output


# -- a house rule adds an end condition -------------------------------------------------------------

def _race_without_an_end_condition(tmp_path: Path) -> Path:
    base = RACE.replace("rounds: 50\ngame_ends:\n  when: any(players, p -> p.points_now >= target)\n", "rounds: 50\n")
    assert "game_ends" not in base
    folder, result = compile_text(tmp_path, base, "race")
    assert result.ok, [str(d) for d in result.diagnostics]
    return folder


def _house_rule(folder: Path, body: str) -> Path:
    path = folder / "house_rules" / "short.yaml"
    path.parent.mkdir(exist_ok=True)
    path.write_text("house_rule:\n  name: short\n  extends: ..\n  intent: First to the target wins.\n" + body,
                    encoding="utf-8")
    return path


def test_a_house_rule_adds_an_end_condition_to_rules_that_have_none(tmp_path):
    folder = _race_without_an_end_condition(tmp_path)
    base = Game(compile_ruleset(folder, locales=False).ir).play(2, 1, [RandomAgent(1)] * 2)
    house = _house_rule(folder, "add:\n  game_ends:\n    when: any(players, p -> p.points_now >= target)\n")
    result = compile_ruleset(house, locales=False)
    assert result.ok, [str(d) for d in result.diagnostics]
    short = Game(result.ir).play(2, 1, [RandomAgent(1)] * 2)
    assert base.totals == [50, 100]          # 50 rounds: 1 a round for the first seat, 2 for the second
    assert short.totals == [5, 10]           # the added condition ends it at the second seat's tenth point


def test_adding_an_end_condition_the_base_has_says_to_change_it(tmp_path):
    folder, result = compile_text(tmp_path, RACE, "race")
    assert result.ok
    house = _house_rule(folder, "add:\n  game_ends:\n    when: false\n")
    errors = [d for d in compile_ruleset(house, locales=False).diagnostics if d.severity == "error"]
    assert [d.code for d in errors] == ["RW302"]
    assert "already has 'game_ends'" in errors[0].message and "use 'change:'" in errors[0].hint
    assert errors[0].file.endswith("short.yaml") and errors[0].line == 6


def test_changing_an_end_condition_the_base_lacks_says_to_add_it(tmp_path):
    folder = _race_without_an_end_condition(tmp_path)
    house = _house_rule(folder, "change:\n  game_ends:\n    when: false\n")
    errors = [d for d in compile_ruleset(house, locales=False).diagnostics if d.severity == "error"]
    assert [d.code for d in errors] == ["RW306"] and "use 'add:'" in errors[0].hint
