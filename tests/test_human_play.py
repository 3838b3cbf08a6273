"""A person at the terminal: equal copies told apart, help and quit, prompts that say how many
to choose, a card's rules at the prompt, a table shown only where it changed, the elimination
check at the end of the game; and a Markdown sheet that a translation cannot break."""
from __future__ import annotations

import io
import json
import re

import pytest
from click.testing import CliRunner

from rulewright.cli.play_commands import load_names, play
from rulewright.cli.sheet_command import sheet
from rulewright.runtime.human import HumanAgent
from tests.conftest import RULES, edit

RULESET = RULES / "rattus_cartus"
# Seed 3 with three players: two copies of the same building lie in the first building row.
SEED_3 = ["rattus_cartus", "-n", "3", "--seed", "3", "--agents", "human,greedy,random"]


def run_play(*args, input=None):
    return CliRunner().invoke(play, [str(a) for a in args], input=input)


def answers_for_anything(lines: int = 6000) -> str:
    cycle = [" ".join(str(i) for i in range(1, k + 1)) for k in range(20, 0, -1)]
    return "\n".join(cycle[i % len(cycle)] for i in range(lines)) + "\n"


# -- 1. equal copies -------------------------------------------------------------------------

@pytest.mark.parametrize("lang, first, second", [
    ("en", "Office (Bourgeoisie) — building row, position 1", "Office (Bourgeoisie) — building row, position 2"),
    ("nl", "Kantoor (Burgerij) — gebouwenrij, positie 1", "Kantoor (Burgerij) — gebouwenrij, positie 2"),
    ("de", "Kontor (Bürgertum) — Gebäudereihe, Position 1", "Kontor (Bürgertum) — Gebäudereihe, Position 2"),
])
def test_equal_copies_are_told_apart_in_the_options_and_the_narration(lang, first, second):
    result = run_play(*SEED_3, "--lang", lang, input="2\n2\nq\n")
    out = result.output
    assert f"  1. {first}\n  2. {second}\n" in out
    # the narration says which of the two the person chose
    assert re.search(rf"^  \S+ 1 — .+ → {re.escape(second)}$", out, re.M)


# -- 2. help and quit ------------------------------------------------------------------------

def test_help_explains_answers_and_commands_and_quit_stops_cleanly_with_the_log(tmp_path):
    log = tmp_path / "game.jsonl"
    result = run_play(*SEED_3, "--lang", "en", "--log", log, input="help\n1\n1\nquit\n")
    out = result.output
    assert result.exit_code == 0, out
    assert out.count("Type ? for help, t for the whole table, q to quit.") == 1     # said once, at the start
    assert "Answer with the number of an option (1 to 3); for several, type their numbers" in out
    assert "? 2 or info 2    what option 2 does" in out and "q or quit        stop the game here" in out
    assert "You quit: the game stops here." in out
    assert "Final score" not in out and "Traceback" not in out
    events = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert [e for e in events if e["type"] == "abort"] == [{"type": "abort", "reason": "quit",
                                                             "message": "the player quit"}]
    assert [e["answer"] for e in events if e["type"] == "decision" and e["player"] == 0] == [[0], [0]]


@pytest.mark.parametrize("lang, quit_word, said", [
    ("nl", "q", "Je bent gestopt: het spel stopt hier."),
    ("de", "?", "Befehle:"),
])
def test_help_and_quit_in_other_languages(lang, quit_word, said):
    result = run_play(*SEED_3, "--lang", lang, input=f"{quit_word}\nq\n")
    assert result.exit_code == 0 and said in result.output


# -- 3. how many to choose --------------------------------------------------------------------

class Question:
    def __init__(self, lo, hi, options):
        self.multiple, self.min, self.max, self.count = True, lo, hi, len(options)
        self.options = options


CARDS = [{"id": i, "kind": "sword"} for i in range(5)]
PLAYERS = [{"value": 1}, {"value": 2}, {"value": 3}]


@pytest.mark.parametrize("lang, lo, hi, options, start", [
    ("en", 2, 2, CARDS, "Choose 2 cards ("),
    ("en", 1, 1, CARDS, "Choose 1 card ("),
    ("en", 0, 3, CARDS, "Choose up to 3 cards ("),
    ("en", 1, 3, CARDS, "Choose 1 to 3 cards ("),
    ("en", 2, 2, PLAYERS, "Choose 2 options ("),
    ("nl", 2, 2, CARDS, "Kies 2 kaarten ("),
    ("nl", 0, 1, CARDS, "Kies hoogstens 1 kaart ("),
    ("nl", 1, 3, CARDS, "Kies 1 tot 3 kaarten ("),
    ("de", 2, 2, CARDS, "Wähle 2 Karten ("),
    ("de", 0, 3, CARDS, "Wähle bis zu 3 Karten ("),
    ("de", 1, 3, PLAYERS, "Wähle 1 bis 3 Optionen ("),
])
def test_the_question_says_how_many_to_choose(rattus_ir, lang, lo, hi, options, start):
    human = HumanAgent(load_names(RULESET, rattus_ir, lang), io.StringIO(), io.StringIO())
    assert human.ask(Question(lo, hi, options)).startswith(start)


def test_a_real_question_for_several_cards_says_cards():
    out = run_play(*SEED_3, "--lang", "en", input="1\n1\nq\n").output
    assert "Player 1: Choose the cards you play face down at this building." in out
    assert "Choose up to 6 cards (numbers separated by spaces or commas; Enter for none): " in out


# -- 4. what an option does ---------------------------------------------------------------------

@pytest.mark.parametrize("lang, title, rule", [
    ("en", "Option 3, Castle (Chivalry):", "Premium action: Take two Sword cards."),
    ("nl", "Keuze 3, Kasteel (Ridderstand):", "Pak twee Zwaard-kaarten."),
    ("de", "Option 3, Burg (Ritterstand):", "Nimm zwei Schwert-Karten."),
])
def test_a_card_s_rules_at_the_prompt(lang, title, rule):
    out = run_play(*SEED_3, "--lang", lang, input="? 3\ninfo 9\nq\n").output
    assert title in out and rule in out
    assert re.search(r"(no option 9|geen keuze 9|keine Option 9)", out)


def test_an_option_that_is_no_card_has_no_rules():
    out = run_play(*SEED_3, "--lang", "en", input="1\n1\n1\n1\n? 1\nq\n").output
    assert "Option 1 (Choose a building to enter.) has no rules of its own." in out


# -- 5. the table only where it changed -----------------------------------------------------------

def test_the_table_is_shown_again_only_where_it_changed_or_when_asked():
    # four decisions over two rounds; the Joker supply never changes
    out = run_play(*SEED_3, "--lang", "en", input="1\n1\n1\n1\nq\n").output
    assert out.count("Joker supply: 15 Jokers") == 1
    assert "Changed since you last looked (t: the whole table):" in out
    asked = run_play(*SEED_3, "--lang", "en", input="1\n1\n1\nt\n1\nq\n").output
    assert asked.count("Joker supply: 15 Jokers") == 2


# -- 6. the elimination check ---------------------------------------------------------------------

@pytest.mark.parametrize("lang, row, eliminated", [
    ("en", r"Player {}: (\d+) rats ([>≤]) (\d+) nuns \(Nun-row\) → (eliminated|stays in the game)$",
     r"^Eliminated: (.*)$"),
    ("nl", r"Speler {}: (\d+) ratten ([>≤]) (\d+) nonnen \(Nonnen-rij\) → (uitgeschakeld|blijft in het spel)$",
     r"^Uitgeschakeld: (.*)$"),
    ("de", r"Spieler {}: (\d+) Ratten ([>≤]) (\d+) Nonnen \(Nonnenreihe\) → (scheidet aus|bleibt im Spiel)$",
     r"^Ausgeschieden: (.*)$"),
])
@pytest.mark.parametrize("agents", ["random,greedy,random", "human,greedy,random"])
def test_the_end_shows_the_elimination_check_per_player(lang, row, eliminated, agents):
    result = run_play("rattus_cartus", "-n", 3, "--seed", 2, "--agents", agents, "--lang", lang,
                      input=answers_for_anything())
    assert result.exit_code == 0, result.output[-1500:]
    out = result.output
    nuns = set()
    out_seats = []
    for seat in (1, 2, 3):
        m = re.search(row.format(seat), out, re.M)
        assert m, (seat, out[-1200:])
        rats, op, n, verdict = int(m[1]), m[2], int(m[3]), m[4]
        assert (op == ">") == (rats > n)
        nuns.add(n)
        if op == ">":
            out_seats.append(seat)
    assert len(nuns) == 1                                 # the same nun count for everybody
    listed = re.search(eliminated, out, re.M)
    assert bool(listed) == bool(out_seats)
    if listed:
        assert sorted(int(s) for s in re.findall(r"\d", listed[1])) == out_seats


# -- 7. Markdown that a translation cannot break ------------------------------------------------

def test_a_multi_line_translation_cannot_inject_markdown(ruleset_copy, tmp_path):
    en = ruleset_copy.parent.parent / "locales" / "en" / "rattus_cartus.ftl"
    edit(en, "card-castle = Castle\n",
         "card-castle = Castle\n    ```\n    # Owned\n    <script>alert(1)</script>\n    ===\n    - item\n")
    target = tmp_path / "x.md"
    result = CliRunner().invoke(sheet, [str(ruleset_copy), "--lang", "en", "--format", "md", "-o", str(target)])
    assert result.exit_code == 0, result.output
    md = target.read_text(encoding="utf-8")
    # the whole name stays in its heading, shown as written
    assert "### Castle \\`\\`\\` \\# Owned &lt;script&gt;alert(1)&lt;/script&gt; === - item (Chivalry)" in md
    assert "<script" not in md
    lines = md.splitlines()
    assert not [line for line in lines if line.startswith(("```", "===", "- item", "# Owned", "\\# Owned"))]
    assert [line for line in lines if line.startswith("# ")] == [lines[0]]
