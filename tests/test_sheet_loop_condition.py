"""`for p in players { if C { S } }` is said as "each player who C ...": when S does not name the
player (a shared counter goes up), the sentence keeps the loop and its condition; it once said
only S ("The number of coins in the pot goes up by two."), a rule the game does not have."""
from __future__ import annotations

import shutil
from pathlib import Path

from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
from rulewright.compiler.sheet.steps import plain

CONSTRUCTS = Path(__file__).resolve().parent / "constructs"
STEPS = """\
for p in players {
  if p.coins > 3 { pot += 3 }
}
for p in players {
  if p.coins > 3 { p.coins += 1 }
}
"""
EXPECTED = {
    "en": ["Each player who has more than three coins does the following: The number of coins in the pot goes up by three.",
           "Each player who has more than three coins takes one coin."],
    "nl": ["Elke speler die meer dan drie munten heeft, doet het volgende: Het aantal munten in de pot gaat drie omhoog."],
    "de": ["Jeder Spieler, der mehr als drei Münzen hat, tut Folgendes: Die Anzahl Münzen im Topf steigt um drei."],
    "hu": ["Minden játékos, aki több, mint 3 érme birtokosa a következőt teszi: Adj hozzá ennyit: 3 (érme a kasszában)."],
}


def test_a_loop_over_players_keeps_its_condition_when_the_step_does_not_name_the_player(tmp_path):
    root = tmp_path / "constructs"
    shutil.copytree(CONSTRUCTS, root)
    path = root / "ruleset.yaml"
    steps = "".join("      " + line + "\n" for line in STEPS.splitlines())
    path.write_text(path.read_text(encoding="utf-8").replace("  - name: expressions\n", steps + "  - name: expressions\n", 1),
                    encoding="utf-8")
    ir = compile_ruleset(root).ir
    for lang, sentences in EXPECTED.items():
        sheet = build_sheet(ir, sheet_localizer(root, ir, lang))
        lines = [plain(e.text) for s in sheet.sections for b in s.blocks for e in b.entries]
        for sentence in sentences:
            assert sentence in lines, (lang, sentence)
        bare = {"en": "The number of coins in the pot goes up by three.", "nl": "Het aantal munten in de pot gaat drie omhoog.",
                "de": "Die Anzahl Münzen im Topf steigt um drei.", "hu": "Adj hozzá ennyit: 3 (érme a kasszában)."}[lang]
        assert bare not in lines, lang
