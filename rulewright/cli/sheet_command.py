"""`rulewright sheet`: translated reference sheets generated from the rules.

    rulewright sheet RULESET --lang nl --format html -o sheet.html
    rulewright sheet RULESET --all DIR        # every language x format: DIR/<game>.<lang>.<ext>

Exit codes: 0 written, 1 problems in the rules or locales, 2 usage error.
Files are written atomically (a temporary file in the same folder, then a rename).
"""
from __future__ import annotations

import sys
from pathlib import Path

import click

from rulewright.compiler.build import bundled_rulesets, resolve_ruleset
from rulewright.cli.support import compiled_or_exit, write_atomically
from rulewright.i18n import I18nError

FORMATS = {"md": "md", "html": "html", "pdf": "pdf"}


class SheetUsage(click.UsageError):
    exit_code = 2


def render_sheet(root: Path, ir: dict, lang: str, fmt: str) -> str | bytes:
    from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
    from rulewright.compiler.sheet.render import render_html, render_markdown, render_pdf
    sheet = build_sheet(ir, sheet_localizer(root, ir, lang))
    if fmt == "md":
        return render_markdown(sheet)
    if fmt == "html":
        return render_html(sheet)
    return render_pdf(sheet)


@click.command(name="sheet")
@click.argument("ruleset")
@click.option("--lang", "lang", help="Language of the sheet (one of the ruleset's languages).")
@click.option("--format", "fmt", type=click.Choice(list(FORMATS)), default="html", show_default=True)
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), help="Write the sheet here.")
@click.option("--all", "all_dir", type=click.Path(file_okay=False, path_type=Path),
              help="Write every language in every format into this folder.")
def sheet(ruleset: str, lang: str | None, fmt: str, output: Path | None, all_dir: Path | None) -> None:
    """Print a reference sheet of RULESET, generated from its rules, in one language."""
    root = resolve_ruleset(ruleset)
    if root is None:
        known = ", ".join(bundled_rulesets()) or "none"
        raise SheetUsage(f"no ruleset at '{ruleset}': give a ruleset folder or a bundled ruleset name ({known})")
    if all_dir is not None and (output is not None or lang is not None):
        raise SheetUsage("--all writes every language and format; do not combine it with --lang or -o")
    if all_dir is None and lang is None:
        raise SheetUsage("give --lang (for example --lang en), or --all DIR")
    if all_dir is None and fmt == "pdf" and output is None:
        raise SheetUsage("a PDF needs -o FILE")
    result = compiled_or_exit(root)
    ir = result.ir
    languages = ir["ruleset"]["locales"]["languages"]
    if lang is not None and lang not in languages:
        raise SheetUsage(f"'{lang}' is not a language of this ruleset ({', '.join(languages)})")
    jobs = []
    if all_dir is not None:
        name = ir["ruleset"].get("name", root.name)
        jobs = [(lg, f, Path(all_dir) / f"{name}.{lg}.{f}") for lg in languages for f in FORMATS]
    else:
        jobs = [(lang, fmt, output)]
    try:
        # a house rule's locale folder is its base ruleset's (result.root)
        rendered = [(render_sheet(result.root, ir, lg, f), path) for lg, f, path in jobs]
    except (I18nError, RuntimeError) as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(1)
    for data, path in rendered:
        if path is None:
            click.echo(data, nl=False)
        else:
            write_atomically(path, data)
            click.echo(f"wrote {path}", err=True)
