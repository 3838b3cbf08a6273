"""`rulewright play` and `rulewright replay`: narration in three languages, a person at the
terminal (scripted stdin), logs that are byte-identical for the same game, replays that
catch a changed answer, per-player views that hide other hands, and clear errors."""
from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.translations import check_translations
from rulewright.cli.play_commands import load_names, play
from rulewright.cli.replay_command import replay
from rulewright.runtime.agents import RandomAgent
from rulewright.runtime.game import Game
from rulewright.runtime.human import HumanAgent, InputEnded
from rulewright.runtime.narration import ENGINE_MESSAGES, Narrator
from tests.conftest import LOCALES, RULES, edit

RULESET = RULES / "rattus_cartus"


@pytest.fixture(scope="module")
def ir():
    result = compile_ruleset(RULESET)
    assert result.ok
    return result.ir


def run_play(*args, input=None):
    return CliRunner().invoke(play, [str(a) for a in args], input=input)


def run_replay(*args):
    return CliRunner().invoke(replay, [str(a) for a in args])


def read_events(path: Path) -> list[dict]:
    """The events of a log, without its closing digest line."""
    events = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    return [e for e in events if e["type"] != "digest"]


def answers_for_anything(lines: int = 6000) -> str:
    """Lines that answer any decision after a few re-asks: 20 numbers, 19, ..., 1, again."""
    cycle = [" ".join(str(i) for i in range(1, k + 1)) for k in range(20, 0, -1)]
    return "\n".join(cycle[i % len(cycle)] for i in range(lines)) + "\n"


# -- narration in three languages ----------------------------------------------------------

LANGUAGES = {
    # lang: (round heading, score title, total, a category, winner line)
    "en": ("Round 1 — A: Draw new building cards", "Final score", "Total", "Victory point tokens",
           r"^(Winners? .*: Player \d|Nobody wins\.)"),
    "nl": ("Ronde 1 — A: Nieuwe gebouwenkaarten trekken", "Eindstand", "Totaal", "Puntenfiches",
           r"^(Winnaars? .*: Speler \d|Niemand wint\.)"),
    "de": ("Runde 1 — A: Neue Gebäudekarten ziehen", "Endwertung", "Summe", "Siegpunktplättchen",
           r"^(Sieger .*: Spieler \d|Niemand gewinnt\.)"),
}


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_bots_play_a_whole_game_told_in_each_language(lang):
    heading, score, total, category, winner = LANGUAGES[lang]
    result = run_play("rattus_cartus", "--players", 2, "--seed", 4, "--agents", "random,greedy", "--lang", lang)
    assert result.exit_code == 0, result.output
    out = result.output
    assert heading in out
    assert re.search(r"^\S.* — D: ", out, re.M)            # phase D of some round
    lines = out.splitlines()
    table = lines.index(score)
    assert category in lines[table + 1 + 5]                  # the fifth category row
    assert any(line.strip().startswith(total) for line in lines[table:])
    assert re.search(winner, out, re.M)
    # every sentence is translated: no identifier of the rules and no message id leaks out
    for raw in ("population_deck", "choose_supply", "vp_tokens", "choice-", "event-", "{", "}"):
        assert raw not in out, raw
    # with nobody at the table from the terminal, everything is told: no hidden cards
    assert not re.search(r"hidden card|verborgen kaart|verdeckte Karte", out)


def test_narration_words_differ_by_language():
    outs = {lang: run_play("rattus_cartus", "-n", 3, "--seed", 9, "--agents", "random,random,random",
                           "--lang", lang).output for lang in ("en", "nl", "de")}
    assert "Speler 2" in outs["nl"] and "Ronde 9" in outs["nl"] and "Player 2" not in outs["nl"]
    assert "Spieler 2" in outs["de"] and "Runde 9" in outs["de"] and "Round" not in outs["de"]
    assert "Player 2" in outs["en"] and "Round 9" in outs["en"]
    # the same game: the same number of lines in every language (no unwrapped terminal here)
    assert len({len(o.splitlines()) for o in outs.values()}) == 1


# -- the person at the terminal -------------------------------------------------------------------

def test_a_person_plays_a_whole_game_with_wrong_answers_asked_again(tmp_path):
    log = tmp_path / "game.jsonl"
    stdin = "x\n" + answers_for_anything()
    result = run_play("rattus_cartus", "-n", 3, "--seed", 2, "--agents", "human,random,greedy", "--lang", "en",
                      "--log", log, input=stdin)
    assert result.exit_code == 0, result.output[-2000:]
    out = result.output
    assert "“x” is not a number" in out
    assert "Choose exactly one option: type one number." in out          # "20 19 ... 1" for one choice
    assert out.count("Player 1: Choose a building whose supply you take.") >= 9
    assert "Your hand (" in out and "Player 2’s hand: " in out
    assert "Final score" in out and "Traceback" not in out
    events = read_events(log)
    assert events[0]["agents"] == ["human", "random", "greedy"] and events[-1]["type"] == "end"
    # the person's answers are in the log, like anybody's
    assert any(e["type"] == "decision" and e["player"] == 0 for e in events)


def test_end_of_input_stops_the_game_cleanly_and_keeps_the_partial_log(tmp_path):
    log = tmp_path / "partial.jsonl"
    result = run_play("rattus_cartus", "-n", 2, "--seed", 1, "--agents", "human,random", "--log", log,
                      input="4\n1\n")
    assert result.exit_code == 1
    out = result.output
    assert "There is no option 4: the options are 1 to 2." in out        # two buildings with two players
    assert "The input ended: the game stops here." in out
    assert "Traceback" not in out and "Final score" not in out
    events = read_events(log)
    assert events[-1] == {"type": "abort", "reason": "input_ended", "message": "input ended"}
    assert [e["answer"] for e in events if e["type"] == "decision" and e["player"] == 0][:1] == [[0]]
    # a partial log replays up to where the input ended
    check = run_replay(log)
    assert check.exit_code == 3, check.output
    assert "replay OK as far as it goes" in check.output and "(input_ended: input ended)" in check.output


def test_no_input_at_all(tmp_path):
    result = run_play("rattus_cartus", "-n", 2, "--seed", 1, "--agents", "random,human", "--lang", "de", input="")
    assert result.exit_code == 1
    assert "Die Eingabe ist zu Ende: Das Spiel endet hier." in result.output
    assert "Traceback" not in result.output


def test_human_agent_shows_only_what_its_seat_may_see(ir):
    names = load_names(RULESET, ir, "en")
    out = io.StringIO()
    human = HumanAgent(names, io.StringIO("1\n" * 3), out)
    with pytest.raises(InputEnded):
        Game(ir).play(2, 5, [human, RandomAgent()])
    text = out.getvalue()
    assert "── Player 1 (you) · Round 1 — B: Supplies ──" in text
    assert re.search(r"Your hand \(5\): .*population card \(", text)
    assert "Player 2’s hand: 5" in text                  # the other hand: its size only
    assert "Player 2’s hand (" not in text
    assert "Nun-row: 5" in text and "Nun-row (" not in text
    assert "Rats: Player 1: 10" in text and "Player 2: 10" not in text.split("Rats:")[1].splitlines()[0]
    assert "  1. " in text and "Your choice (1–2; ? for help): " in text


def test_answers_are_parsed_and_every_bad_one_explained(ir):
    names = load_names(RULESET, ir, "nl")
    human = HumanAgent(names, io.StringIO(), io.StringIO())

    class D:
        multiple, min, max, count = True, 1, 3, 5
    assert human.parse("1, 3 ,5", D) == ([0, 2, 4], None)
    assert human.parse("2;4", D) == ([1, 3], None)
    assert human.parse("", D)[1] == "Kies 1 tot 3 keuzes; je koos er 0."
    assert human.parse("1 2 3 4", D)[1] == "Kies 1 tot 3 keuzes; je koos er 4."
    assert human.parse("0", D)[1] == "Er is geen keuze 0: de keuzes zijn 1 tot en met 5."
    assert human.parse("2 2", D)[1] == "Je hebt 2 twee keer gekozen."
    assert human.parse("-1", D)[1].startswith("„-1” is geen nummer")
    assert human.parse("99999999999999999999", D)[1].startswith("„99999999999999999999” is geen nummer")
    D.min = 0
    assert human.parse("   ", D) == ([], None)
    D.multiple, D.max = False, 1
    assert human.parse("3", D) == ([2], None)
    assert human.parse("", D)[1] == "Kies precies één keuze: typ één nummer."


# -- logs and replay ------------------------------------------------------------------------------

def test_same_seed_and_answers_give_the_same_log_byte_for_byte(tmp_path):
    paths = []
    for i, seed in enumerate((7, 7, 8)):
        path = tmp_path / f"g{i}.jsonl"
        result = run_play("rattus_cartus", "-n", 3, "--seed", seed, "--agents", "human,greedy,random",
                          "--log", path, input=answers_for_anything())
        assert result.exit_code == 0, result.output[-1000:]
        paths.append(path)
    assert paths[0].read_bytes() == paths[1].read_bytes()
    assert paths[0].read_bytes() != paths[2].read_bytes()
    events = read_events(paths[0])
    kinds = {e["type"] for e in events}
    assert {"setup", "phase", "decision", "move", "shuffle", "counter", "place", "reveal", "end"} <= kinds
    setup = events[0]
    assert setup["format"] == "rulewright-log" and setup["version"] == 2 and setup["seed"] == 7
    assert setup["ruleset"] == "rattus_cartus" and re.fullmatch(r"[0-9a-f]{64}", setup["ir_hash"])


@pytest.fixture(scope="module")
def game_log(tmp_path_factory):
    path = tmp_path_factory.mktemp("logs") / "bots.jsonl"
    result = run_play("rattus_cartus", "-n", 4, "--seed", 21, "--agents", "random,greedy,random,random",
                      "--log", path)
    assert result.exit_code == 0
    return path


def test_replay_of_a_log_is_ok(game_log):
    result = run_replay(game_log)
    assert result.exit_code == 0, result.output
    assert re.match(r"replay OK: \d+ events, \d+ decisions, seed 21, winners ", result.output)


def test_a_changed_answer_makes_the_replay_fail(game_log, tmp_path):
    lines = game_log.read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines):
        event = json.loads(line)
        if event["type"] == "decision" and event["label"] == "enter_building":
            event["answer"] = [(event["answer"][0] + 1) % len(event["options"])]
            lines[i] = json.dumps(event, ensure_ascii=False, separators=(",", ":"))
            break
    tampered = tmp_path / "tampered.jsonl"
    tampered.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = run_replay(tampered)
    assert result.exit_code == 1
    assert "replay FAILED: event " in result.output
    assert "  log:    {" in result.output and "  replay: {" in result.output
    assert "Traceback" not in result.output


def test_an_impossible_answer_makes_the_replay_fail(game_log, tmp_path):
    lines = game_log.read_text(encoding="utf-8").splitlines()
    i = next(i for i, line in enumerate(lines) if '"type":"decision"' in line)
    event = json.loads(lines[i])
    event["answer"] = [99]
    lines[i] = json.dumps(event)
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = run_replay(bad)
    assert result.exit_code == 1 and "replay FAILED" in result.output and "option 99 does not exist" in result.output


@pytest.mark.parametrize("content, message", [
    ("", "the log is empty"),
    ("not json\n", ":1: not a JSON object"),
    ('[1, 2]\n', ":1: each line must be a JSON object"),
    ('{"type": "phase"}\n', ":1: not a rulewright log"),
    ('{"type": "setup", "format": "rulewright-log", "version": 99}\n', "version 99 is not supported"),
    ('{"type": "setup", "format": "rulewright-log", "version": 1, "ruleset": "rattus_cartus", "ir_hash": "' + "0" * 64
     + '", "seed": 1, "players": 2, "agents": ["random"]}\n', "one entry in \"agents\" per player"),
    ('{"type": "setup", "format": "rulewright-log", "version": 1, "ruleset": "rattus_cartus", "ir_hash": "' + "0" * 64
     + '", "seed": 1, "players": 2, "agents": ["a", "b"]}\n{"type": "decision", "player": 0, "label": "x", "answer": "1"}\n',
     ":2: a decision needs"),
])
def test_a_broken_log_is_a_clear_error(tmp_path, content, message):
    path = tmp_path / "broken.jsonl"
    path.write_text(content, encoding="utf-8")
    result = run_replay(path)
    assert result.exit_code == 1
    assert message in result.output and "Traceback" not in result.output


def test_binary_garbage_log_is_a_clear_error(tmp_path):
    path = tmp_path / "garbage.jsonl"
    path.write_bytes(b"\xff\xfe\x00garbage")
    result = run_replay(path)
    assert result.exit_code == 1 and "not a rulewright log" in result.output and "Traceback" not in result.output


def test_replay_with_other_rules_is_refused(game_log, ruleset_copy):
    edit(ruleset_copy / "parameters.yaml", "value: 10\n    reason: Rulebook setup, rat", "value: 9\n    reason: Rulebook setup, rat")
    result = run_replay(game_log, "--ruleset", ruleset_copy)
    assert result.exit_code == 1
    assert "are not the ones the game was played with" in result.output


def _card_ids(obj):
    if isinstance(obj, dict):
        if "id" in obj and "kind" in obj:
            yield obj["id"]
        for v in obj.values():
            yield from _card_ids(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _card_ids(v)


@pytest.mark.parametrize("viewer", [1, 2, 3, 4])
def test_a_players_view_never_shows_another_players_hand(game_log, viewer):
    full = read_events(game_log)
    result = run_replay(game_log, "--view", viewer)
    assert result.exit_code == 0
    seen = [json.loads(line) for line in result.output.splitlines()]
    assert len(seen) == len(full)
    me = viewer - 1
    ir = json.loads(json.dumps(compile_ruleset(RULESET).ir))
    open_zones = {z for z, spec in ir["zones"].items() if spec["visibility"] == "public"}
    hands: dict[int, set[int]] = {}            # seat -> card ids in that hand now (from the full log)
    checked = 0
    for full_event, event in zip(full, seen):
        assert "seed" not in event and "seen_by" not in json.dumps(event)
        allowed = set()
        if full_event["type"] == "move":
            ids = [c["id"] for c in full_event["cards"]]
            if full_event["from"] == "hand":
                hands.setdefault(full_event["from_owner"], set()).difference_update(ids)
            if full_event["to"] == "hand":
                hands.setdefault(full_event["to_owner"], set()).update(ids)
            if full_event["from"] in open_zones or full_event["from_owner"] == me:
                allowed.update(ids)             # a card taken from where everybody (or I) saw it
        secret = {cid for seat, ids in hands.items() if seat != me for cid in ids} - allowed
        leaked = secret & set(_card_ids(event))
        assert not leaked, (event["type"], leaked)
        checked += len(secret)
    assert checked > 1000
    # what the player may see is still there: their own hand's cards
    own = {cid for e in full if e["type"] == "move" and e["to"] == "hand" and e["to_owner"] == me
           for cid in (c["id"] for c in e["cards"])}
    assert own & set(_card_ids(seen))


def test_view_of_a_player_who_did_not_play_is_a_usage_error(game_log):
    result = run_replay(game_log, "--view", 5)
    assert result.exit_code == 2 and "players 1 to 4" in result.output


# -- the events a logged game reports --------------------------------------------------------------

def test_logged_moves_and_counters_add_up_to_the_final_state(ir):
    game = Game(ir)
    log: list[dict] = []
    out = game.play(3, 13, [RandomAgent() for _ in range(3)], log=log)
    plain = game.play(3, 13, [RandomAgent() for _ in range(3)])
    assert out.to_dict() == plain.to_dict()          # logging changes nothing in the game
    s, lay = out.state, game.layout
    where = {c.id: (lay.zone_name[z], lay.zone_owner[z]) for c, z in zip(lay.cards, lay.card_start)}
    counters = {}
    for e in log:
        if e["type"] == "move":
            for c in e["cards"]:
                assert where[c["id"]] == (e["from"], e["from_owner"])
                where[c["id"]] = (e["to"], e["to_owner"])
        elif e["type"] == "counter":
            counters[(e["counter"], e["player"], e["index"])] = e["new"]
    for c in lay.cards:
        z = s.where[c.id]
        assert where[c.id] == (lay.zone_name[z], lay.zone_owner[z])
    for (name, seat, index), value in counters.items():
        assert s.cv[lay.counter_slot(name, seat, index)] == value


# -- translations and usage errors ----------------------------------------------------------------

def test_engine_messages_exist_in_every_language():
    ids = [line.split(" =")[0] for line in (LOCALES / "en" / "engine.ftl").read_text(encoding="utf-8").splitlines()
           if line[:1].isalpha()]
    assert sorted(ids) == sorted(ENGINE_MESSAGES)
    assert check_translations(LOCALES, "engine", ["en", "nl", "de"], {i: None for i in ids}) == []


def test_a_missing_engine_translation_is_reported_clearly(ruleset_copy):
    engine = ruleset_copy.parent.parent / "locales" / "nl" / "engine.ftl"
    text = engine.read_text(encoding="utf-8")
    text = re.sub(r"(?m)^event-shuffle = .*\n", "", text)
    text = text.replace("winners-none = Niemand wint.", "winners-none = Niemand wint { $nobody }.")
    engine.write_text(text, encoding="utf-8")
    result = run_play(ruleset_copy, "-n", 2, "--seed", 1, "--agents", "random,random", "--lang", "nl")
    assert result.exit_code == 1
    assert '"event-shuffle" is missing' in result.output
    assert '"winners-none" does not format' in result.output and "nobody" in result.output
    assert str(engine) in result.output
    assert "Traceback" not in result.output
    # the other languages are untouched
    assert run_play(ruleset_copy, "-n", 2, "--seed", 1, "--agents", "random,random", "--lang", "de").exit_code == 0


def test_rules_that_do_not_compile_exit_1(ruleset_copy):
    edit(ruleset_copy / "cards.yaml", "premium: take(sword, 2)", "premium: take(swrod, 2)")
    result = run_play(ruleset_copy, "-n", 2, "--agents", "random,random")
    assert result.exit_code == 1
    assert "RW301" in result.output and "swrod" in result.output and "Traceback" not in result.output


@pytest.mark.parametrize("args, message", [
    (["-n", 3, "--agents", "random,random"], "--players 3 needs 3 agents"),
    (["-n", 2, "--agents", "random,robot"], "unknown agent 'robot' in --agents; the agents are: human, greedy, random"),
    (["-n", 2, "--agents", "random,random", "--lang", "fr"], "not translated into 'fr'; choose --lang from: en, nl, de"),
    (["-n", 7, "--agents", ",".join(["random"] * 7)], "is for 2 to 5 players, not 7"),
    (["-n", 0, "--agents", "random"], "is for 2 to 5 players, not 0"),
    (["-n", 9, "--agents", "random"], "is for 2 to 5 players, not 9"),
    (["-n", 2, "--agents", "random,greedy:3"], "unknown agent 'greedy:3' in --agents; greedy takes no budget"),
    (["-n", 2, "--agents", "ismcts:0,random"], "unknown agent 'ismcts:0' in --agents; ismcts takes 1 to 1000000"),
    (["-n", 2, "--seed", "abc"], "'abc' is not a valid integer"),
])
def test_usage_errors_exit_2(args, message):
    result = run_play("rattus_cartus", *args)
    assert result.exit_code == 2, result.output
    assert message in result.output and "Traceback" not in result.output


def test_narrating_from_a_persons_seat_hides_the_other_hands(ir):
    log: list[dict] = []
    Game(ir).play(3, 8, [RandomAgent() for _ in range(3)], log=log)
    names = load_names(RULESET, ir, "en")
    told = {}
    for viewers in (None, {0}):
        lines: list[str] = []
        narrator = Narrator(names, lines.append, viewers=viewers, you=0 if viewers else None)
        for event in log:
            narrator(event)
        told[bool(viewers)] = lines
    everything, mine = told[False], told[True]
    headings = [line for line in everything if line and not line.startswith(" ")]
    assert headings[1:] == [line for line in mine if line and not line.startswith(" ")][1:]
    into_other_hand = [line for line in mine if re.match(r"  Population deck → Player [23]’s hand: ", line)]
    assert into_other_hand and all(re.fullmatch(r".*: (a hidden card|\d+ hidden cards)", line)
                                   for line in into_other_hand)
    assert any(line.startswith("  Population deck → your hand: population card (") for line in mine)
    assert any(re.match(r"  Player [23]: rats changed \(hidden\)", line) for line in mine)
    assert not any("hidden" in line for line in everything)


def test_a_game_for_one_player_count_says_it_plainly():
    from rulewright.cli.main import main
    hearts = Game(compile_ruleset(RULES / "hearts").ir)
    assert hearts.player_counts() == "4"
    result = CliRunner().invoke(main, ["play", "hearts", "--players", "3", "--agents", "random,random,random"])
    assert result.exit_code == 2 and "hearts is for 4 players, not 3" in result.output
