"""Helpers shared by the command modules: finding a ruleset, compiling it, writing files."""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import click

from rulewright.compiler.build import Result, bundled_rulesets, compile_ruleset, locate_ruleset
from rulewright.compiler.diagnostics import render_text, summary


class UsageProblem(click.UsageError):
    exit_code = 2


def ruleset_path(name: str) -> Path:
    """The ruleset an argument names (see locate_ruleset for the order); says on stderr which
    folder is used when it is not the path typed, so an edited copy is never silently ignored."""
    path, note = locate_ruleset(name)
    if path is None:
        known = ", ".join(bundled_rulesets()) or "none"
        shown = f"'{name}'" if len(name) <= 80 else f"'{name[:40]}…' (a name of {len(name)} characters)"
        raise UsageProblem(f"no ruleset at {shown}: give a ruleset folder, a house-rule file "
                           f"or a bundled ruleset name ({known})")
    if note:
        click.echo(note, err=True)
    return path


def write_atomically(path: Path, data: str | bytes) -> None:
    """Write the whole file or nothing: a temporary file in the same folder, then a rename."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data.encode("utf-8") if isinstance(data, str) else data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def compiled_or_exit(root: Path) -> Result:
    """Compile a ruleset for a command that needs it whole; on errors print them and exit 1."""
    result = compile_ruleset(root)
    if not result.ok:
        errors = [d for d in result.diagnostics if d.is_error]
        click.echo(render_text(errors, result.sources), err=True)
        click.echo(summary(result.diagnostics), err=True)
        sys.exit(1)
    return result
