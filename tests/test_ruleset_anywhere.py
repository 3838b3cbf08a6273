"""A ruleset anywhere: rulewright's own messages (engine, sheet, report) come from the package
unless a ruleset's locale folder has them; `locales.dir` may sit inside the ruleset folder; a
bundled ruleset copied out of the package keeps working (with a note); `rulewright new` makes a
folder that validates cleanly, passes its example and plays. Also: RW502 fires for a ruleset's
stale message, and rule code that YAML split inside { } gets a hint to quote it."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulewright.cli import new_command
from rulewright.cli.main import main
from rulewright.compiler.build import compile_ruleset
from tests.conftest import RULES, col_of, edit, line_of

NOTE = "note: the locale folder '../../locales'"


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def diagnostics(path) -> list[dict]:
    result = run("validate", path, "--format", "json")
    return json.loads(result.stdout)


@pytest.fixture
def copied(tmp_path, monkeypatch) -> Path:
    """`cp -r rules/rattus_cartus x`: its `locales.dir: ../../locales` points nowhere now."""
    monkeypatch.chdir(tmp_path)
    shutil.copytree(RULES / "rattus_cartus", tmp_path / "x")
    return tmp_path / "x"


@pytest.fixture
def fresh(tmp_path, monkeypatch) -> Path:
    monkeypatch.chdir(tmp_path)
    result = run("new", "my_game")
    assert result.exit_code == 0, result.output
    return tmp_path / "my_game"


# ---- a bundled ruleset copied elsewhere -------------------------------------------------------

def test_copied_bundled_ruleset_validates_with_a_note_naming_the_bundled_messages(copied):
    result = run("validate", "x")
    assert result.exit_code == 0, result.output
    notes = [line for line in result.stderr.splitlines() if line.startswith("note:")]
    assert len(notes) == 1 and notes[0].startswith(NOTE + " of x does not exist")
    assert "bundled 'rattus_cartus' messages" in notes[0] and "rulewright new NAME --from rattus_cartus" in notes[0]
    assert "0 errors, 0 warnings" in result.stderr


def test_copied_bundled_ruleset_tests_prints_sheets_and_plays(copied):
    tested = run("test", "x", "-k", "Castle")
    assert tested.exit_code == 0 and "0 failed" in tested.stdout, tested.output
    sheet = run("sheet", "x", "--lang", "nl", "--format", "md")
    assert sheet.exit_code == 0 and "Kasteel" in sheet.stdout, sheet.output
    played = run("play", "x", "--players", "2", "--agents", "random,random", "--seed", "1")
    assert played.exit_code == 0 and ("Winner" in played.stdout or "Nobody wins" in played.stdout), played.output
    scored = run("score", "x", "x/scenarios/four_players_end.yaml")
    assert scored.exit_code == 0, scored.output
    # two rulesets that share the copied base: the note is printed once
    edit(copied / "house_rules" / "gentle_plague.yaml", "extends: ../../rattus_cartus", "extends: ..")
    diff = run("diff", "x", "x/house_rules/gentle_plague.yaml", "--lang", "de")
    assert diff.exit_code == 0, diff.output
    assert diff.stderr.count("note:") == 1


def test_copied_house_rule_that_names_the_old_place_suggests_extends_dotdot(copied):
    [d] = [d for d in diagnostics("x/house_rules/bathhouse.yaml") if d["code"] == "RW301"]
    path = copied / "house_rules" / "bathhouse.yaml"
    assert (d["line"], d["column"]) == (line_of(path, "extends:"), col_of(path, "../../rattus_cartus"))
    assert "write `extends: ..`" in d["hint"]


def test_missing_locale_folder_of_an_own_resource_is_located_with_a_hint(copied):
    edit(copied / "ruleset.yaml", "resource: rattus_cartus", "resource: my_copy")
    [d] = [d for d in diagnostics("x") if d["code"] == "RW506"]
    assert d["line"] == line_of(copied / "ruleset.yaml", "dir: ../../locales") and d["path"] == "ruleset.locales.dir"
    assert "dir: locales" in d["hint"] and "rulewright new NAME" in d["hint"]


# ---- a ruleset's own locale folder --------------------------------------------------------------

def test_engine_messages_come_from_the_package_unless_the_ruleset_has_them(fresh):
    assert not (fresh / "locales" / "en" / "sheet.ftl").exists()
    sheet = run("sheet", "my_game", "--lang", "en", "--format", "md")
    assert sheet.exit_code == 0 and "Each player draws two cards from the deck." in sheet.stdout, sheet.output
    # a sheet.ftl of the ruleset's own replaces the package's (and is checked like one)
    from rulewright.i18n import package_locale_dir
    own = (package_locale_dir() / "en" / "sheet.ftl").read_text(encoding="utf-8")
    assert "sheet-layout-round = A round" in own
    (fresh / "locales" / "en" / "sheet.ftl").write_text(own.replace("sheet-layout-round = A round",
                                                                    "sheet-layout-round = One round of play"),
                                                        encoding="utf-8")
    assert [d for d in diagnostics("my_game") if d["code"] != "RW602"] == []
    sheet = run("sheet", "my_game", "--lang", "en", "--format", "md")
    assert "## One round of play" in sheet.stdout
    nl = run("sheet", "my_game", "--lang", "nl", "--format", "md")          # nl still the package's
    assert nl.exit_code == 0 and "Elke speler trekt twee kaarten" in nl.stdout


def test_a_ruleset_sheet_ftl_is_checked_like_the_package_one(fresh):
    from rulewright.i18n import package_locale_dir
    own = (package_locale_dir() / "de" / "sheet.ftl").read_text(encoding="utf-8")
    start = own.index("\nsheet-layout-round =") + 1
    end = own.index("\n", start) + 1
    (fresh / "locales" / "de" / "sheet.ftl").write_text(own[:start] + own[end:], encoding="utf-8")
    found = [d for d in diagnostics("my_game") if d["code"] == "RW507"]
    assert [d["file"] for d in found] == ["my_game/locales/de/sheet.ftl"]
    assert "sheet-layout-round" in found[0]["hint"]


def test_a_language_rulewright_has_no_engine_messages_for_is_rw506_at_locales_dir(fresh):
    edit(fresh / "ruleset.yaml", "languages: [en, nl, de]", "languages: [en, fr]")
    (fresh / "locales" / "fr").mkdir()
    shutil.copy(fresh / "locales" / "en" / "my_game.ftl", fresh / "locales" / "fr" / "my_game.ftl")
    found = [d for d in diagnostics("my_game") if d["code"] == "RW506"]
    assert sorted(d["message"].split(":")[0] for d in found) == \
        ['no "fr" engine.ftl', 'no "fr" report.ftl', 'no "fr" sheet.ftl']
    assert all(d["path"] == "ruleset.locales.dir" and d["line"] == line_of(fresh / "ruleset.yaml", "dir: locales")
               for d in found)


# ---- rulewright new -----------------------------------------------------------------------------

def test_new_folder_validates_with_no_warning_tests_and_plays(fresh):
    assert sorted(p.relative_to(fresh).as_posix() for p in fresh.rglob("*") if p.is_file()) == [
        ".schemas/examples.schema.json", ".schemas/overlay.schema.json", ".schemas/ruleset.schema.json",
        "examples/first_round.yaml", "locales/de/my_game.ftl", "locales/en/my_game.ftl",
        "locales/nl/my_game.ftl", "ruleset.yaml"]
    validated = run("validate", "my_game", "--strict")
    assert validated.exit_code == 0 and "0 errors, 0 warnings" in validated.stderr, validated.output
    assert "note:" not in validated.stderr
    tested = run("test", "my_game")
    assert tested.exit_code == 0 and "1 passed, 0 failed" in tested.stdout, tested.output
    played = run("play", "my_game", "--players", "2", "--agents", "random,random", "--seed", "1", "--lang", "de")
    assert played.exit_code == 0 and "Trophäen" in played.stdout, played.output
    simulated = run("simulate", "my_game", "--games", "6", "--players", "3", "--agents", "random,greedy,random",
                    "--seed", "1", "--workers", "1", "--json")
    assert simulated.exit_code == 0 and json.loads(simulated.stdout)["games"] == 6, simulated.output


def test_new_folder_example_is_a_real_check(fresh):
    edit(fresh / "examples" / "first_round.yaml", "counters: {trophies: 0, round_strength: 2}",
         "counters: {trophies: 1, round_strength: 2}")
    tested = run("test", "my_game")
    assert tested.exit_code == 1 and "0 passed, 1 failed" in tested.stdout


def test_new_folder_works_when_moved_and_its_modelines_point_at_its_schemas(fresh, tmp_path):
    moved = tmp_path / "elsewhere" / "deeper" / "my_game"
    moved.parent.mkdir(parents=True)
    shutil.move(fresh, moved)
    assert run("validate", moved).exit_code == 0
    first = (moved / "ruleset.yaml").read_text(encoding="utf-8").splitlines()[0]
    assert first == "# yaml-language-server: $schema=.schemas/ruleset.schema.json"
    example = (moved / "examples" / "first_round.yaml").read_text(encoding="utf-8").splitlines()[0]
    assert example == "# yaml-language-server: $schema=../.schemas/examples.schema.json"
    assert (moved / "examples" / "../.schemas/examples.schema.json").is_file()


def test_new_says_what_it_created(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("new", "games/card_duel", "--lang", "en,nl")
    assert result.exit_code == 1 and "the folder games does not exist" in result.stderr
    (tmp_path / "games").mkdir()
    result = run("new", "games/card_duel", "--lang", "en,nl")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "created games/card_duel/ (a starter game, languages en, nl):"
    assert "  games/card_duel/locales/nl/card_duel.ftl" in lines and "  games/card_duel/ruleset.yaml" in lines
    assert not (tmp_path / "games" / "card_duel" / "locales" / "de").exists()
    assert "languages: [en, nl]" in (tmp_path / "games" / "card_duel" / "ruleset.yaml").read_text(encoding="utf-8")
    assert compile_ruleset(tmp_path / "games" / "card_duel").diagnostics == []


def test_new_from_a_bundled_ruleset_is_self_contained(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("new", "my_rats", "--from", "rattus_cartus")
    assert result.exit_code == 0, result.output
    root = tmp_path / "my_rats"
    text = (root / "ruleset.yaml").read_text(encoding="utf-8")
    assert "name: my_rats" in text and "dir: locales" in text and "resource: my_rats" in text
    assert (root / "locales" / "nl" / "my_rats.ftl").is_file()
    validated = run("validate", "my_rats")
    assert validated.exit_code == 0 and "note:" not in validated.stderr, validated.output
    assert "0 errors, 0 warnings" in validated.stderr
    # its house rules extend the copy, not the bundled folder
    house = root / "house_rules" / "castle_three_swords.yaml"
    assert "  extends: ..\n" in house.read_text(encoding="utf-8")
    assert run("validate", house).exit_code == 0
    assert run("test", "my_rats", "-k", "Castle").exit_code == 0
    # every copied rule file has a modeline that works from its place
    for path in [root / "cards.yaml", root / "examples" / "buildings.yaml", house]:
        first = path.read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("# yaml-language-server: $schema=")
        assert (path.parent / first.split("=", 1)[1]).is_file(), first
    # moved elsewhere, it still works: nothing points back into the package
    shutil.move(root, tmp_path / "moved")
    assert run("validate", tmp_path / "moved").exit_code == 0


@pytest.mark.parametrize("args, message", [
    (["new", "Bad-Name"], "'Bad-Name' cannot be a ruleset name"),
    (["new", "x", "--from", "no_such_game"], "--from no_such_game: no bundled ruleset"),
    (["new", "x", "--lang", "en,fr"], "--lang fr: not offered here; choose from en, nl, de"),
    (["new", "x", "--lang", "de"], "--lang must include en"),
    (["new", "x", "--from", "carrara", "--lang", "en,fr"], "--lang fr: not offered here"),
])
def test_new_usage_errors(tmp_path, monkeypatch, args, message):
    monkeypatch.chdir(tmp_path)
    result = run(*args)
    assert result.exit_code == 2 and message in result.stderr, result.output
    assert list(tmp_path.iterdir()) == []


def test_new_refuses_a_file_and_a_folder_that_is_not_empty(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "taken").mkdir()
    (tmp_path / "taken" / "notes.txt").write_text("mine", encoding="utf-8")
    (tmp_path / "afile").write_text("mine", encoding="utf-8")
    for name, reason in (("taken", "the folder exists and is not empty"), ("afile", "it exists and is not a folder")):
        result = run("new", name)
        assert result.exit_code == 1 and result.stderr.startswith(f"error: cannot write {name}: {reason}"), \
            result.output
    assert (tmp_path / "taken" / "notes.txt").read_text(encoding="utf-8") == "mine"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["afile", "taken"]
    (tmp_path / "empty").mkdir()
    assert run("new", "empty").exit_code == 0 and (tmp_path / "empty" / "ruleset.yaml").is_file()


def test_a_failure_while_writing_leaves_nothing_behind(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)

    def full_disk(root):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(new_command, "_schemas", full_disk)
    result = run("new", "my_game")
    assert result.exit_code == 1 and "No space left on device" in result.stderr, result.output
    assert list(tmp_path.iterdir()) == []


# ---- RW502 --------------------------------------------------------------------------------------

def test_rw502_a_message_no_rule_needs_is_a_warning_at_its_place(fresh):
    ftl = fresh / "locales" / "nl" / "my_game.ftl"
    ftl.write_text(ftl.read_text(encoding="utf-8") + "card-bogus = x\n", encoding="utf-8")
    [d] = [d for d in diagnostics("my_game") if d["code"] == "RW502"]
    assert d["severity"] == "warning" and d["file"] == "my_game/locales/nl/my_game.ftl"
    assert (d["line"], d["column"]) == (line_of(ftl, "card-bogus"), 1) and '"card-bogus"' in d["message"]


@pytest.mark.parametrize("ruleset", ["rattus_cartus", "carrara"])
def test_bundled_locales_have_no_stale_message(ruleset):
    assert [d for d in compile_ruleset(RULES / ruleset).diagnostics if d.code == "RW502"] == []


def test_a_house_rule_that_removes_a_name_leaves_the_base_messages_alone():
    result = compile_ruleset(RULES / "rattus_cartus" / "house_rules" / "no_guard_tower.yaml")
    assert [d for d in result.diagnostics if d.code == "RW502"] == []


# ---- rule code split by YAML inside { } ---------------------------------------------------------

def test_bracket_in_a_flow_mapping_value_gets_the_quoting_hint(fresh):
    rules = fresh / "ruleset.yaml"
    edit(rules, "round_strength: {per_player: true, start: 0,",
         "round_strength: {per_player: true, start: rounds_by_count[player_count],")
    [d] = diagnostics("my_game")
    assert d["code"] == "RW004"
    assert (d["line"], d["column"]) == (line_of(rules, "rounds_by_count["), col_of(rules, "[player_count]"))
    assert d["hint"] == 'rule code inside { } must be quoted: start: "rounds_by_count[player_count]"'


def test_comma_in_a_house_rule_flow_mapping_gets_the_quoting_hint(fresh):
    house = fresh / "house_rules" / "three.yaml"
    house.parent.mkdir()
    house.write_text("house_rule: {name: three, extends: .., intent: Three cards.}\n"
                     "change:\n"
                     "  parameters: {cards_drawn: {value: max(2, 3)}}\n", encoding="utf-8")
    [d] = [d for d in diagnostics(house) if d["code"] == "RW306"]
    assert (d["line"], d["column"]) == (3, col_of(house, "3)"))
    assert d["hint"] == 'rule code inside { } must be quoted: value: "max(2, 3)"'


def test_comma_in_a_rule_file_flow_mapping_gets_the_quoting_hint(fresh):
    rules = fresh / "ruleset.yaml"
    edit(rules, "  - name: play_round\n    do: |", "  - {name: play_round, do: draw(deck, 1, to=players[0].hand)}\n"
         "  - name: play_more\n    do: |")
    found = [d for d in diagnostics("my_game") if d["file"] == "my_game/ruleset.yaml"]
    assert found and all(d["hint"] == 'rule code inside { } must be quoted: do: "draw(deck, 1, to=players[0].hand)"'
                         for d in found), found
    assert all(d["line"] == line_of(rules, "{name: play_round") for d in found)


def test_quoted_code_in_a_flow_mapping_has_no_such_hint(fresh):
    rules = fresh / "ruleset.yaml"
    edit(rules, "round_strength: {per_player: true, start: 0,",
         "round_strength: {per_player: true, start: \"max(0, nothing_here)\",")
    found = diagnostics("my_game")
    assert found and all("must be quoted" not in (d["hint"] or "") for d in found)


def test_rule_code_in_a_flow_list_gets_the_quoting_hint(tmp_path):
    """`checks: [not in_play(players[1]), ...]`: YAML reads the brackets inside the code as the
    list's own; the hint writes the list with every item quoted."""
    from rulewright.compiler.yaml_loader import load_yaml_text
    text = "examples:\n  - name: x\n    expect:\n      checks: [not in_play(players[1]), in_play(players[2])]\n"
    [d] = load_yaml_text(text, "e.yaml").diagnostics
    assert (d.code, d.line) == ("RW004", 4)
    assert d.hint == 'rule code inside [ ] must be quoted: checks: ["not in_play(players[1])", "in_play(players[2])"]'


def test_new_suggests_a_game_the_copied_ruleset_allows(tmp_path, monkeypatch):
    """Hearts is for four players: the command `new` suggests must be one that runs."""
    from click.testing import CliRunner
    from rulewright.cli.main import main
    monkeypatch.chdir(tmp_path)
    out = CliRunner().invoke(main, ["new", "my_hearts", "--from", "hearts"])
    assert out.exit_code == 0, out.output
    assert "rulewright play my_hearts --players 4 --agents human,random,random,random" in out.output


@pytest.mark.parametrize("lang, card, formal", [
    ("en", "number card (strength 7)", None),
    ("nl", "getalkaart (kracht 7)", None),
    ("de", "Zahlenkarte (Stärke 7)", "Wählen Sie"),
])
def test_the_starter_game_names_a_card_by_its_strength_and_says_du(fresh, lang, card, formal):
    """The narration names a starter card "Zahlenkarte (Stärke 7)", not "(7 Stärke)", and the
    German prompt says "du" like every other German message."""
    result = CliRunner().invoke(main, ["play", "my_game", "--players", "2", "--agents", "human,random",
                                       "--seed", "1", "--lang", lang], input="")
    assert card in result.stdout, result.stdout
    if formal:
        assert formal not in result.stdout and "Wähle die Karte, die du offen ausspielst." in result.stdout
