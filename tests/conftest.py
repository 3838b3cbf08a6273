"""Shared fixtures: a writable copy of the bundled rules and locales, laid out as in the repo."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
RULES = REPO / "rules"
LOCALES = REPO / "locales"


@pytest.fixture(scope="session")
def rattus_ir() -> dict:
    """The bundled Rattus Cartus IR, compiled once (without the translation checks). Tests
    that change it work on a copy."""
    from rulewright.compiler.build import compile_ruleset
    result = compile_ruleset(RULES / "rattus_cartus", locales=False)
    assert result.ok, result.diagnostics
    return result.ir


@pytest.fixture(scope="session")
def rattus_sheets(tmp_path_factory) -> Path:
    """The folder `rulewright sheet rattus_cartus --all FOLDER` writes, run once: every language
    and format of the bundled sheet, for the tests that read its files (a PDF takes seconds)."""
    from click.testing import CliRunner
    from rulewright.cli.sheet_command import sheet
    out = tmp_path_factory.mktemp("sheets") / "out"
    result = CliRunner().invoke(sheet, ["rattus_cartus", "--all", str(out)])
    assert result.exit_code == 0, result.output
    return out


@pytest.fixture
def ruleset_copy(tmp_path) -> Path:
    """tmp/rules/rattus_cartus and tmp/locales: edit freely, then compile."""
    shutil.copytree(RULES / "rattus_cartus", tmp_path / "rules" / "rattus_cartus",
                    ignore=shutil.ignore_patterns("examples", "house_rules"))
    shutil.copytree(LOCALES, tmp_path / "locales")
    return tmp_path / "rules" / "rattus_cartus"


def edit(path: Path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) >= 1, f"{old!r} not in {path.name}"
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def line_of(path: Path, needle: str) -> int:
    """1-based line of the first line containing needle (for expected positions)."""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if needle in line:
            return number
    raise AssertionError(f"{needle!r} not found in {path}")


def col_of(path: Path, needle: str, within: str | None = None) -> int:
    for line in path.read_text(encoding="utf-8").splitlines():
        if (within or needle) in line:
            return line.index(needle) + 1
    raise AssertionError(needle)
