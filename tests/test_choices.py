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


# 4. a scenario written for another game


def test_score_with_another_games_scenario_says_so_and_which_game_fits():
    scenario = RULES / "carrara" / "scenarios" / "four_players_end.yaml"
    r = run("score", "rattus_cartus", scenario)
    assert r.exit_code == 1
    lines = r.stderr.splitlines()
    assert lines[0].startswith("error: this scenario seems to belong to another game (it uses ")
    assert "unknown to rattus_cartus; it fits carrara)" in lines[0]
    assert lines[1] == "  hint: run rulewright score carrara rules/carrara/scenarios/four_players_end.yaml"
    assert lines[2].endswith(" errors, 0 warnings") and len(lines) == 3
    assert "RW301" not in r.output


def test_a_scenario_with_one_typo_still_gets_its_located_diagnostic(tmp_path):
    scenario = tmp_path / "end.yaml"
    text = (RULES / "carrara" / "scenarios" / "four_players_end.yaml").read_text(encoding="utf-8")
    scenario.write_text(text.replace("kind: cattedrale", "kind: catedrale", 1), encoding="utf-8")
    r = run("score", "carrara", scenario)
    assert r.exit_code == 1 and "error[RW301]: unknown card kind 'catedrale'" in r.stdout
    assert "another game" not in r.output and "1 error, 0 warnings" in r.stderr


# 5. quiet means quiet, and a filter that matches nothing is not a success


def test_validate_json_without_warnings_lists_errors_only():
    r = run("validate", "--format", "json", "--no-warnings", "carrara")
    assert r.exit_code == 0 and json.loads(r.stdout) == []
    everything = json.loads(run("validate", "--format", "json", "carrara").stdout)
    assert "RW602" in {d["code"] for d in everything}        # the assumptions in force, warnings


def test_test_with_a_filter_that_matches_nothing_fails_and_says_what_exists():
    r = run("test", "carrara", "-k", "nothing at all")
    assert r.exit_code == 1 and r.stdout == ""
    assert r.stderr.startswith("error: no example matches 'nothing at all' (-k looks in their names); there are ")
    assert "bonus.yaml (" in r.stderr and "`rulewright test carrara` runs them all" in r.stderr


# 7. assumptions in force: one line in validate, listed by `rulewright assumptions`


def test_validate_sums_up_assumptions_in_one_line():
    r = run("validate", "carrara")
    assert r.exit_code == 0 and "RW602" not in r.output
    count = sum(1 for d in json.loads(run("validate", "--format", "json", "carrara").stdout) if d["code"] == "RW602")
    assert count > 5
    assert f"{count} rule assumptions in force: `rulewright assumptions carrara` lists them" in r.stderr
    strict = run("validate", "--strict", "carrara")
    assert strict.exit_code == 1 and strict.stdout.count("error[RW602]") == count


@pytest.mark.parametrize("lang, title, text", [
    ("en", "The Palaces of Carrara: Assumptions in force", "every 5 money is worth 1 point"),
    ("hu", "Carrara palotái: Érvényben lévő feltevések", "pénz"),
])
def test_assumptions_lists_each_with_value_and_translated_text(lang, title, text):
    r = run("assumptions", "carrara", "--lang", lang)
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines()[0] == title
    assert "(base_money_per_point = 5)" in r.stdout and "(objects_as_counts (counters.objects)" not in r.stdout
    assert "objects_as_counts (counters.objects)" in r.stdout and text in r.stdout
    data = json.loads(run("assumptions", "carrara", "--lang", lang, "--json").stdout)["assumptions"]
    assert len(data) == r.stdout.count("\n  ")


def test_assumptions_refuses_a_missing_translation(tmp_path):
    shutil.copytree(RULES / "carrara", tmp_path / "rules" / "carrara")
    shutil.copytree(LOCALES, tmp_path / "locales")
    ftl = tmp_path / "locales" / "nl" / "carrara.ftl"
    ftl.write_text("\n".join(l for l in ftl.read_text(encoding="utf-8").splitlines()
                             if not l.startswith("assumption-objects_as_counts")) + "\n", encoding="utf-8")
    r = run("assumptions", tmp_path / "rules" / "carrara", "--lang", "nl")
    assert r.exit_code == 1 and "assumption-objects_as_counts" in r.output and "Traceback" not in r.output
    assert r.stdout == ""


# 6. intervals stay inside the range the values can take


def _intervals(node):
    """Every (mean, low, high) in a JSON result, with its path."""
    if isinstance(node, dict):
        if "low" in node and "high" in node and node.get("low") is not None:
            yield node
        for value in node.values():
            yield from _intervals(value)
    elif isinstance(node, list):
        for value in node:
            yield from _intervals(value)


def test_simulate_intervals_respect_the_range_of_the_values():
    r = run("simulate", "rattus_cartus", "-n", "5", "-a", "random,random,random", "-s", "3", "--json")
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    for seat in d["seats"]:
        for m in [*seat["scores"].values(), seat["total"]]:
            assert 0 <= m["low"] <= m["mean"] <= m["high"], m       # scores here are never negative
        for m in (seat["wins"], seat["eliminated"]):
            assert 0 <= m["low"] <= m["high"] <= 1
    for m in d["length"].values():
        assert m["min"] <= m["low"] <= m["mean"] <= m["high"] <= m["max"]
    text = run("simulate", "rattus_cartus", "-n", "5", "-a", "random,random,random", "-s", "3").stdout
    assert "[-" not in text


def test_compare_intervals_respect_the_range_of_the_values():
    r = run("compare", "rattus_cartus", GENTLE, "-n", "4", "-a", "random,random,random", "-s", "1", "--json")
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    rows = [*d["win_rate"], d["no_winner"], d["eliminated"]["all"], *d["scores"].values(),
            d["total_score"]["all"], *d["length"].values()]
    for row in rows:
        for side in ("base", "house"):
            m = row[side]
            if m and m["low"] is not None:
                assert 0 <= m["low"] <= m["high"], (row["key"], m)
                if row["kind"] == "rate":
                    assert m["high"] <= 1
        diff = row["difference"]
        if row["kind"] == "rate" and diff and diff["low"] is not None:
            assert -1 <= diff["low"] <= diff["high"] <= 1


# 8. a house rule's intent and parameters in the reader's language; Markdown shows text literally

HOUSE = RULES / "rattus_cartus" / "house_rules"


@pytest.mark.parametrize("lang, intent", [
    ("nl", "Begin met acht ratten, en de gewone actie van het Klooster legt twee ratten af."),
    ("de", "Jeder beginnt mit acht Ratten, und die Standardaktion des Klosters wirft zwei Ratten ab."),
    ("en", "Start with eight rats, and the Monastery's standard action discards two rats."),
])
def test_diff_shows_the_intent_in_the_language_asked(lang, intent):
    r = run("diff", "rattus_cartus", HOUSE / "gentle_plague.yaml", "--lang", lang)
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines()[1] == intent


def _house_rule(tmp_path, intent: str, translations: str = "") -> str:
    path = tmp_path / "house.yaml"
    path.write_text(f"house_rule:\n  name: odd\n  extends: {RULES / 'rattus_cartus'}\n  intent: {intent}\n"
                    "change: {parameters: {vp_token_value: {value: 2}}}\n" + translations, encoding="utf-8")
    return path


def test_diff_names_a_parameter_by_its_locale_name(tmp_path):
    r = run("diff", "rattus_cartus", _house_rule(tmp_path, "x"), "--lang", "nl")
    assert r.exit_code == 0, r.output
    assert "Parameter Puntenfiches: 1 → 2" in r.stdout


@pytest.mark.parametrize("lang, line", [("nl", ": nee → ja"), ("de", ": nein → ja"), ("en", ": no → yes")])
def test_diff_shows_a_flag_as_yes_or_no_in_the_language_asked(lang, line):
    r = run("diff", "rattus_cartus", HOUSE / "flute_rat_from_supply.yaml", "--lang", lang)
    assert r.exit_code == 0, r.output
    assert any(row.startswith("Parameter ") and row.endswith(line) for row in r.stdout.splitlines()), r.stdout


def test_a_house_rule_that_translates_its_intent_needs_it_in_every_language(tmp_path):
    house = _house_rule(tmp_path, "x", "translations: {en: 'house-rule-intent = Double tokens'}\n")
    for command in (("validate", house), ("diff", "rattus_cartus", house)):
        r = run(*command)
        assert r.exit_code == 1 and 'error[RW501]: the house rule translates its intent into "en" but not into "nl"' in r.output
        assert "add 'house-rule-intent = ...' to translations.de" in r.output
    house = _house_rule(tmp_path, "x", "translations: {en: 'house-rule-intent = Double tokens', "
                                       "nl: 'house-rule-intent = Dubbele fiches', de: 'house-rule-intent = Doppelte Marker'}\n")
    assert run("diff", "rattus_cartus", house).stdout.splitlines()[1] == "Double tokens"
    assert run("diff", "rattus_cartus", house, "--lang", "de").stdout.splitlines()[1] == "Doppelte Marker"


def test_diff_markdown_escapes_what_the_author_wrote(tmp_path):
    house = _house_rule(tmp_path, "'# Big <script>alert(1)</script> *bold* `code` [a](b)'")
    r = run("diff", "rattus_cartus", house, "--format", "md")
    assert r.exit_code == 0, r.output
    intent = r.stdout.splitlines()[1]
    assert intent == r"_# Big &lt;script&gt;alert(1)&lt;/script&gt; \*bold\* \`code\` \[a\](b)_"
    assert "<script>" not in r.stdout
