"""A sheet in one language is not refused for a problem in another locale of the ruleset: that
is one warning line (which locale, and `rulewright validate` to see it); a problem in the asked
language still stops the sheet."""
from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from rulewright.cli.main import main


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.fixture
def broken_nl(tmp_path, monkeypatch) -> Path:
    monkeypatch.chdir(tmp_path)
    assert run("new", "x", "--from", "rattus_cartus").exit_code == 0
    ftl = tmp_path / "x" / "locales" / "nl" / "x.ftl"
    text = ftl.read_text(encoding="utf-8")
    start = text.index("\ncard-") + 1
    end = text.index(" = ", start)
    ftl.write_text(text[:start] + text[start:end] + " = { $broken" + text[text.index("\n", end):], encoding="utf-8")
    assert run("validate", "x").exit_code == 1
    return tmp_path / "x"


@pytest.mark.parametrize("lang, title", [("en", "reference sheet"), ("de", "Übersicht")])
def test_a_sheet_is_written_when_only_another_locale_is_broken(broken_nl, lang, title):
    result = run("sheet", "x", "--lang", lang, "--format", "md")
    assert result.exit_code == 0, result.output
    assert title in result.stdout.splitlines()[0]
    warning = [line for line in result.stderr.splitlines() if line.startswith("warning:")]
    assert warning == [f"warning: the nl locale of this ruleset has 1 error (not in the {lang} sheet); "
                       "see them with `rulewright validate x`"], result.stderr
    assert "error[" not in result.stderr


def test_the_broken_language_itself_is_still_refused(broken_nl):
    result = run("sheet", "x", "--lang", "nl", "--format", "md")
    assert result.exit_code == 1
    assert "error[RW503]" in result.stderr and "x/locales/nl/x.ftl" in result.stderr
    assert result.stdout == ""


def test_every_language_at_once_is_refused(broken_nl, tmp_path):
    result = run("sheet", "x", "--all", tmp_path / "out")
    assert result.exit_code == 1 and "error[RW503]" in result.stderr
