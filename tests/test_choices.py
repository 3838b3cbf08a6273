"""Never pick the wrong thing silently: which ruleset a name means, arguments that do not fit
together, and answers that say what they did (issue 9, "Trust")."""
from __future__ import annotations

import json
import shutil

import pytest
from click.testing import CliRunner

from rulewright.cli.main import main
from conftest import LOCALES, RULES, edit

GENTLE = RULES / "rattus_cartus" / "house_rules" / "gentle_plague.yaml"


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


# 1. a name that matches a folder here uses that folder, and says so


def test_a_bare_name_uses_the_rules_folder_being_edited(tmp_path, monkeypatch):
    shutil.copytree(RULES / "rattus_cartus", tmp_path / "rules" / "rattus_cartus")
    shutil.copytree(LOCALES, tmp_path / "locales")
    edit(tmp_path / "rules" / "rattus_cartus" / "cards.yaml", "take(sword, 2)", "take(swrod, 2)")
    monkeypatch.chdir(tmp_path)
    r = run("validate", "--no-warnings", "rattus_cartus")
    assert r.exit_code == 1 and "swrod" in r.stdout
    assert "using ruleset rules/rattus_cartus (the folder here; the bundled copy is ignored)" in r.stderr


def test_a_folder_named_like_the_ruleset_here_wins_over_rules_and_bundled(tmp_path, monkeypatch):
    shutil.copytree(RULES / "carrara", tmp_path / "carrara")
    shutil.copytree(LOCALES, tmp_path / "locales")
    edit(tmp_path / "carrara" / "ruleset.yaml", "dir: ../../locales", "dir: ../locales")
    monkeypatch.chdir(tmp_path)
    r = run("test", "carrara", "-k", "E08")
    assert r.exit_code == 0, r.output
    assert "using ruleset carrara (the folder here; the bundled copy is ignored)" in r.stderr


def test_a_bare_name_with_no_folder_here_says_it_uses_the_bundled_copy(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    r = run("validate", "--no-warnings", "carrara")
    assert r.exit_code == 0, r.output
    assert r.stderr.startswith("using the bundled ruleset 'carrara' (")


# 2. bad ruleset arguments


@pytest.mark.parametrize("name", ["a" * 300, "a" * 300 + ".yaml", "rules/" + "b" * 300])
def test_a_name_too_long_for_the_system_is_a_usage_error(name):
    r = run("validate", name)
    assert r.exit_code == 2 and f"no ruleset at '{name[:40]}…' (a name of {len(name)} characters)" in r.stderr
    assert isinstance(r.exception, SystemExit)          # no traceback


@pytest.mark.parametrize("extends", ['"."', '""', '".."', "../.."])
def test_extends_that_names_no_ruleset_folder_is_located(tmp_path, extends):
    house = tmp_path / "h.yaml"
    house.write_text(f"house_rule: {{name: x, extends: {extends}, intent: y}}\n", encoding="utf-8")
    r = run("validate", "--format", "json", house)
    assert r.exit_code == 1, r.output
    (d,) = json.loads(r.stdout)
    assert d["code"] == "RW301" and d["line"] == 1 and d["column"] == 32 and d["path"] == "house_rule.extends"
    assert "ruleset.yaml" in d["hint"] and "carrara" in d["hint"]


# 3. a house rule measured against a ruleset it does not extend


@pytest.mark.parametrize("command", ["diff", "compare"])
def test_a_house_rule_of_another_game_is_refused(command):
    r = run(command, "carrara", GENTLE)
    assert r.exit_code == 2
    assert (f"this house rule extends rattus_cartus, not carrara: run rulewright {command} rattus_cartus "
            f"rules/rattus_cartus/house_rules/gentle_plague.yaml") in r.stderr
    assert r.stdout == ""
