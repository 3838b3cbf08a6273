"""A .yaml file given as RULESET that is neither a house rule nor in a ruleset folder is checked
alone: its own YAML error, or RW010 saying what it is not; the house rules beside it are never
checked as a ruleset they are not (which reported "unknown key 'house_rule'")."""
from __future__ import annotations

import os

from click.testing import CliRunner

from rulewright.cli.main import main
from rulewright.compiler.build import compile_ruleset, locate_ruleset

RULES = """\
ruleset: {name: tiny, version: 1, players: {min: 2, max: 3}, locales: {dir: loc, resource: tiny, languages: [en]}}
parameters:
  length: {value: 2, reason: short}
scoring_categories: [total]
rounds: length
phases:
  - name: nothing
    do: ""
end_of_game: |
  declare_winners(players)
"""


def folder_beside_a_house_rule(tmp_path):
    (tmp_path / "tiny").mkdir()
    (tmp_path / "tiny" / "ruleset.yaml").write_text(RULES, encoding="utf-8")
    two = tmp_path / "two"
    two.mkdir()
    (two / "longer.yaml").write_text("house_rule: {name: longer, extends: ../tiny, intent: x}\n"
                                     "change: {parameters: {length: {value: 3}}}\n", encoding="utf-8")
    return two


def validate(cwd, *args):
    old = os.getcwd()
    os.chdir(cwd)
    try:
        return CliRunner().invoke(main, ["validate", *args])
    finally:
        os.chdir(old)


def test_a_broken_file_beside_a_house_rule_reports_only_its_own_error(tmp_path):
    two = folder_beside_a_house_rule(tmp_path)
    (two / "notes.yaml").write_text("a: [1, 2\nb: 3\n", encoding="utf-8")
    out = validate(tmp_path, "two/notes.yaml")
    assert out.exit_code == 1
    assert "error[RW004]" in out.output and "longer.yaml" not in out.output and "house_rule" not in out.output
    assert out.output.rstrip().endswith("1 error, 0 warnings")


def test_a_yaml_file_that_is_neither_is_rw010_at_its_first_line(tmp_path):
    two = folder_beside_a_house_rule(tmp_path)
    (two / "notes.yaml").write_text("todo: write the house rule\n", encoding="utf-8")
    [d] = compile_ruleset(two / "notes.yaml").diagnostics
    assert (d.code, d.line, d.column) == ("RW010", 1, 1)
    assert "neither a house rule" in d.message and "house_rule:" in d.hint


def test_a_file_of_a_ruleset_still_means_its_folder_and_a_house_rule_itself(tmp_path):
    two = folder_beside_a_house_rule(tmp_path)
    assert locate_ruleset(str(tmp_path / "tiny" / "ruleset.yaml"))[0] == tmp_path / "tiny"
    assert locate_ruleset(str(two / "longer.yaml"))[0] == two / "longer.yaml"
    assert compile_ruleset(two / "longer.yaml", locales=False).ok


def test_a_ruleset_whose_ruleset_section_is_in_another_file_is_still_a_folder(tmp_path):
    root = tmp_path / "split"
    root.mkdir()
    head, rest = RULES.split("\n", 1)
    (root / "main.yaml").write_text(head + "\n", encoding="utf-8")
    (root / "flow.yaml").write_text(rest, encoding="utf-8")
    assert locate_ruleset(str(root / "flow.yaml"))[0] == root
