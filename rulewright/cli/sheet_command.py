"""`rulewright sheet`: translated reference sheets generated from the rules.

    rulewright sheet RULESET --lang nl -o sheet.html      # the format from the extension
    rulewright sheet RULESET --all DIR        # every language x format: DIR/<game>.<lang>.<ext>

Exit codes: 0 written, 1 problems in the rules or locales or an output that cannot be
written, 2 usage error. Outputs are checked before the work and written atomically
(docs/outputs.md).
"""
from __future__ import annotations

import sys
from pathlib import Path

import click

from rulewright.compiler.build import bundled_rulesets, resolve_ruleset
from rulewright.cli.support import (OutputFile, OutputFolder, check_output, compiled_or_exit, show_notes,
                                    write_atomically)
from rulewright.i18n import I18nError

FORMATS = {"md": "md", "html": "html", "pdf": "pdf"}
EXTENSIONS = {".md": "md", ".markdown": "md", ".html": "html", ".htm": "html", ".pdf": "pdf"}
DEFAULT_FORMAT = "html"
PDF_EXTRA = 'pip install "rulewright[sheets]"'


class SheetUsage(click.UsageError):
    exit_code = 2


def output_format(fmt: str | None, output: Path | None) -> str:
    """--format, else the one -o's extension names, else html (on standard output); a
    clash or an unknown extension is a usage error."""
    if output is None:
        return fmt or DEFAULT_FORMAT
    suffix = output.suffix.lower()
    implied = EXTENSIONS.get(suffix)
    if fmt is None:
        if implied is None:
            named = f"'{suffix}'" if suffix else "no extension"
            raise SheetUsage(f"-o {output}: {named} is not a sheet format; name the file .md, .html or .pdf, "
                             f"or give --format {'|'.join(FORMATS)}")
        return implied
    if implied is not None and implied != fmt:
        raise SheetUsage(f"--format {fmt} does not match -o {output} (a {implied} file name); "
                         f"leave out --format, or change the extension to .{fmt}")
    return fmt


def check_pdf_support() -> None:
    """Exit 1 before any work when WeasyPrint (or the system libraries it loads) is missing."""
    try:
        import weasyprint  # noqa: F401
    except Exception as exc:           # ImportError, or OSError from missing Pango
        click.echo(f"error: PDF sheets need WeasyPrint: {PDF_EXTRA} (and, on Debian, libpango-1.0-0 "
                   f"libpangoft2-1.0-0 libharfbuzz-subset0); {type(exc).__name__}: {exc}", err=True)
        sys.exit(1)


def compiled_for(root: Path, lang: str | None, shown: str):
    """The compiled ruleset for a sheet in `lang`: only that language's problems (and the rules')
    stop it; errors in the other locales are one warning line that says where to see them."""
    from rulewright.compiler.build import compile_ruleset
    if lang is None:
        return compiled_or_exit(root)
    whole = compile_ruleset(root)
    if whole.ok:
        show_notes(whole)
        return whole
    result = compiled_or_exit(root, languages=[lang])
    languages = result.ir["ruleset"]["locales"]["languages"]
    if lang in languages:
        own = {(d.code, d.file, d.line, d.column, d.message) for d in result.diagnostics}
        errors = [d for d in whole.diagnostics if d.is_error and (d.code, d.file, d.line, d.column, d.message) not in own]
        named = [lg for lg in languages if lg != lang and any(_about(d, lg) for d in errors)]
        where = ("the " + ", ".join(named) + " locale" + ("s" if len(named) > 1 else "")) if named else "other locales"
        count = f"{len(errors)} error" + ("s" if len(errors) != 1 else "")
        click.echo(f"warning: {where} of this ruleset {'have' if len(named) > 1 else 'has'} {count} "
                   f"(not in the {lang} sheet); see them with `rulewright validate {shown}`", err=True)
    return result


def _about(d, lang: str) -> bool:
    """Whether a diagnostic is about language `lang`: in its locale folder, or naming it."""
    return lang in Path(d.file or "").parts or f'"{lang}"' in d.message


def render_sheet(root: Path, ir: dict, lang: str, fmt: str) -> str | bytes:
    from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
    from rulewright.compiler.sheet.render import render_html, render_markdown, render_pdf
    from rulewright.compiler.sheet.house_rule import base_of
    sheet = build_sheet(ir, sheet_localizer(root, ir, lang), base_of(root, ir, lang))
    if fmt == "md":
        return render_markdown(sheet)
    if fmt == "html":
        return render_html(sheet)
    return render_pdf(sheet)


@click.command(name="sheet")
@click.argument("ruleset")
@click.option("--lang", "lang", help="Language of the sheet (one of the ruleset's languages).")
@click.option("--format", "fmt", type=click.Choice(list(FORMATS)),
              help="md, html or pdf (default: from the extension of -o, else html).")
@click.option("-o", "--output", type=OutputFile(), help="Write the sheet here.")
@click.option("--all", "all_dir", type=OutputFolder(),
              help="Write every language in every format into this folder.")
def sheet(ruleset: str, lang: str | None, fmt: str | None, output: Path | None, all_dir: Path | None) -> None:
    """Print a reference sheet of RULESET, generated from its rules, in one language."""
    root = resolve_ruleset(ruleset)
    if root is None:
        known = ", ".join(bundled_rulesets()) or "none"
        raise SheetUsage(f"no ruleset at '{ruleset}': give a ruleset folder or a bundled ruleset name ({known})")
    if all_dir is not None and (output is not None or lang is not None):
        raise SheetUsage("--all writes every language and format; do not combine it with --lang or -o")
    if all_dir is None and lang is None:
        raise SheetUsage("give --lang (for example --lang en), or --all DIR")
    if all_dir is None:
        fmt = output_format(fmt, output)
    if all_dir is None and fmt == "pdf" and output is None:
        raise SheetUsage("a PDF needs -o FILE")
    if all_dir is not None or fmt == "pdf":
        check_pdf_support()
    if output is not None:
        check_output(output)                 # before the work: a bad place fails at once
    if all_dir is not None:
        check_output(all_dir, folder=True)
    result = compiled_for(root, lang, ruleset)
    ir = result.ir
    languages = ir["ruleset"]["locales"]["languages"]
    if lang is not None and lang not in languages:
        raise SheetUsage(f"'{lang}' is not a language of this ruleset ({', '.join(languages)})")
    jobs = []
    if all_dir is not None:
        name = ir["ruleset"].get("name", root.name)
        jobs = [(lg, f, Path(all_dir) / f"{name}.{lg}.{f}") for lg in languages for f in FORMATS]
        for _, _, path in jobs:
            check_output(path)
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
