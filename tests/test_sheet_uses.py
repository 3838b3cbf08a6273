"""Where a reference sheet says a card kind without actions is used ("Used in phase A and at the
end of the game"): read from the rule code (compiler/sheet/uses.py), so a hand-written phase text,
which names no kind, loses no place of use. Nothing here knows a bundled game but the last test."""
from __future__ import annotations

from pathlib import Path

from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
from rulewright.compiler.sheet.uses import kind_places

RULES = Path(__file__).resolve().parent.parent / "rules"

MINI = """\
ruleset: {name: mini, version: 1, players: {min: 2, max: 3}, locales: {dir: ../loc, resource: mini, languages: [en]}}
groups:
  plain: {}
  tool:
    actions:
      use: {params: {}}
zones:
  box: {visibility: public}
  tray: {visibility: public}
  vault: {visibility: hidden}
  shelf: {visibility: public}
  hand: {per_player: true, visibility: owner, hand: true}
counters:
  n: {per_player: true, start: 0, visibility: public}
cards:
  chip: {group: plain, starts_in: box, count: 2}
  token: {group: plain, starts_in: box, count: 2}
  gem: {group: plain, starts_in: vault, count: 1}
  spare: {group: plain, starts_in: shelf, count: 1}
  wand:
    group: tool
    starts_in: shelf
    count: 1
    actions:
      use: me.n += count(vault)
procedures:
  stash:
    params: {c: card}
    do: move([c], tray)
scoring_categories: [points]
setup: move(top(shelf, 1), shelf)
rounds: 1
phases:
  - name: take
    do: stash(first(filter(box, c -> c.kind == chip)))
  - name: look
    do: |
      for p in players {
        p.n += count(tray)
      }
  - name: act
    do: |
      for p in players {
        do(wand, use, me=p)
      }
end_of_game: |
  for p in players {
    p.n += count(box, c -> c.kind == token)
  }
"""


def test_places_come_from_the_code_through_procedures_moves_card_actions_and_kind_tests(tmp_path):
    root = tmp_path / "mini"
    root.mkdir()
    (root / "ruleset.yaml").write_text(MINI, encoding="utf-8")
    result = compile_ruleset(root, locales=False)
    assert result.ok, [f"{d.code} {d.message} {d.line}" for d in result.diagnostics if d.is_error]
    phases, end = kind_places(result.ir)
    # take: reads the box through a test that keeps the chips only (not the tokens)
    assert "chip" in phases[0] and "token" not in phases[0]
    # look: the tray holds chips because the procedure `stash` moves one there in phase take
    assert "chip" in phases[1] and "token" not in phases[1]
    # act: the wand's action, run with do(), reads the vault: the gems
    assert "gem" in phases[2] and "chip" not in phases[2]
    # the end reads the box through a test that keeps the tokens only
    assert "token" in end and "chip" not in end
    # only the setup touches the shelf: no place of play
    assert not any("spare" in p for p in phases) and "spare" not in end


def _kind_lines(lang: str) -> dict[str, str]:
    root = RULES / "carrara"
    ir = compile_ruleset(root).ir
    loc = sheet_localizer(root, ir, lang)
    sheet = build_sheet(ir, loc)
    def named(name: str, label: str) -> bool:       # a label opens with a capital
        return name in label or name[:1].upper() + name[1:] in label
    return {loc.format(f"card-{k}"): e.text for s in sheet.sections if s.key == "group" for b in s.blocks
            for e in b.entries for k in ir["kinds"] if e.label and named(loc.format(f"card-{k}"), e.label)}


def test_carrara_tiles_and_stones_used_in_the_written_turn_are_said_to_be():
    """Carrara's turn is a written text: the upgrade tiles are taken and scored in it, the
    stones bought and paid, the buildings built; the city tile also sets the rates at the end."""
    phase_a = {"en": "phase A", "nl": "fase A", "de": "Phase A", "hu": "A. fázis"}
    end = {"en": "end of the game", "nl": "einde van het spel", "de": "Spielende", "hu": "játék végén"}
    ir = compile_ruleset(RULES / "carrara").ir
    for lang in ("en", "nl", "de", "hu"):
        loc = sheet_localizer(RULES / "carrara", ir, lang)
        lines = _kind_lines(lang)
        for kind, at_end in (("city_upgrade", True), ("category_upgrade", False), ("stone_block", False),
                             ("porta", True)):
            text = lines[loc.format(f"card-{kind}")]
            assert phase_a[lang] in text, (lang, kind, text)
            assert (end[lang] in text) == at_end, (lang, kind, text)
