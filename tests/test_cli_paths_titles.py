"""`rulewright test` prints the examples' files as a person reads them (normalised, relative to
the working folder when that is shorter), and `rulewright diff BASE FOLDER` titles its report
for what was compared: a ruleset folder is no house rule."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulewright.cli.main import main
from rulewright.cli.support import readable_path
from tests.conftest import RULES

HOUSE_RULE = RULES / "rattus_cartus" / "house_rules" / "gentle_plague.yaml"


def run(*args):
    return CliRunner().invoke(main, list(map(str, args)))


def test_examples_of_a_house_rule_s_base_are_shown_by_a_normalised_path(monkeypatch):
    monkeypatch.chdir(RULES / "hearts")          # beside the base: the house rule's path climbs out and back
    result = run("test", "../rattus_cartus/house_rules/gentle_plague.yaml", "-k", "Castle, premium")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("PASS  ../rattus_cartus/examples/buildings.yaml:"), result.stdout
    assert "/../" not in result.stdout
    listed = run("test", "../rattus_cartus/house_rules/gentle_plague.yaml", "-k", "Castle, premium",
                 "--format", "json")
    assert [e["file"] for e in json.loads(listed.stdout)] == ["../rattus_cartus/examples/buildings.yaml"]


def test_from_the_house_rule_s_folder_the_examples_are_one_folder_up(monkeypatch):
    monkeypatch.chdir(HOUSE_RULE.parent)
    result = run("test", HOUSE_RULE.name, "-k", "Castle, premium")
    assert result.exit_code == 0 and result.stdout.startswith("PASS  ../examples/buildings.yaml:"), result.stdout


def test_readable_path(tmp_path, monkeypatch):
    (tmp_path / "a" / "b").mkdir(parents=True)
    (tmp_path / "a" / "c").mkdir()
    monkeypatch.chdir(tmp_path / "a")
    assert readable_path("b/../c/x.yaml") == "c/x.yaml"            # below: relative, normalised
    monkeypatch.chdir(tmp_path / "a" / "b")
    assert readable_path("../c/x.yaml") == "../c/x.yaml"           # beside: shorter than absolute
    assert readable_path(tmp_path / "a" / "b" / ".." / "c" / "x.yaml") == "../c/x.yaml"
    far = RULES / "hearts" / ".." / "carrara" / "ruleset.yaml"     # elsewhere: whichever is shorter
    shown = readable_path(far)
    assert "/../" not in shown and Path(shown).resolve() == far.resolve()
    assert len(shown) <= len(str(far.resolve()))


@pytest.fixture
def changed_copy(tmp_path):
    """A ruleset folder: Rattus Cartus with the Castle's premium action taking three Swords."""
    copy = tmp_path / "three_swords"
    shutil.copytree(RULES / "rattus_cartus", copy, ignore=shutil.ignore_patterns("house_rules"))
    cards = copy / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    assert "premium: take(sword, 2)" in text
    cards.write_text(text.replace("premium: take(sword, 2)", "premium: take(sword, 3)"), encoding="utf-8")
    ruleset = copy / "ruleset.yaml"
    ruleset.write_text(ruleset.read_text(encoding="utf-8").replace("name: rattus_cartus", "name: three_swords", 1)
                       .replace("dir: ../../locales", f"dir: {(RULES.parent / 'locales').as_posix()}", 1),
                       encoding="utf-8")
    return copy


@pytest.mark.parametrize("lang, title", [
    ("en", "Ruleset three_swords compared with rattus_cartus: one change"),
    ("nl", "Regelset three_swords vergeleken met rattus_cartus: één wijziging"),
    ("de", "Regelwerk three_swords verglichen mit rattus_cartus: eine Änderung"),
])
def test_a_ruleset_folder_is_not_titled_as_a_house_rule(changed_copy, lang, title):
    result = run("diff", "rattus_cartus", changed_copy, "--lang", lang)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == title, result.stdout


def test_a_ruleset_against_itself_names_the_folder_compared():
    result = run("diff", "carrara", RULES / "carrara", "--lang", "hu")
    assert result.exit_code == 0, result.output
    first = result.stdout.splitlines()[0]
    assert first.startswith("carrara (") and "házi szabály" not in first, first
    assert "szabálykészlethez mérve: a szabályszöveg nem változik" in first


def test_a_house_rule_is_still_titled_as_one():
    result = run("diff", "rattus_cartus", HOUSE_RULE)
    assert result.stdout.splitlines()[0] == "House rule gentle_plague: 2 changes", result.stdout
