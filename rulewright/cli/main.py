"""The `rulewright` command: thin wiring of the compiler and the runtime.

Exit codes: 0 success, 1 problems found in the rules (or a failed check), 2 usage error.
"""
from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

import click

from rulewright.compiler.build import IR_VERSION, Result, compile_ruleset
from rulewright.compiler.diagnostics import render_json, render_text, summary
from rulewright.cli.support import (OutputFile, check_output, ruleset_path, show_notes,  # noqa: F401  (re-exported)
                                    write_atomically)
from rulewright.cli.terminal import TerminalBoundary

CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}


ASSUMPTION = "RW602"


def report(result: Result, fmt: str, show_warnings: bool = True, name: str | None = None) -> None:
    """Print a run's diagnostics. In text, assumptions in force (RW602 warnings) are one
    line naming `rulewright assumptions`, not a wall of warnings a first-time user reads as
    failure; --strict makes them errors, and errors are always shown. JSON lists them as data."""
    diagnostics = result.diagnostics if show_warnings else [d for d in result.diagnostics if d.is_error]
    if fmt == "json":
        click.echo(render_json(diagnostics))
        return
    assumptions = [d for d in diagnostics if d.code == ASSUMPTION and not d.is_error]
    shown = [d for d in diagnostics if d not in assumptions]
    if shown:
        click.echo(render_text(shown, result.sources))
        click.echo()
    click.echo(summary([d for d in result.diagnostics if not (d.code == ASSUMPTION and not d.is_error)]), err=True)
    if assumptions:
        count = len(assumptions)
        click.echo(f"{count} rule assumption{'s' if count != 1 else ''} in force: "
                   f"`rulewright assumptions {name or result.root}` lists them", err=True)


# Commands that live in their own modules, imported only when used: `validate` should not
# pay for loading the simulator, the sheet renderer and the terminal player.
LAZY_COMMANDS = {
    "test": ("rulewright.cli.example_commands", "test_command"),
    "score": ("rulewright.cli.example_commands", "score_command"),
    "sheet": ("rulewright.cli.sheet_command", "sheet"),
    "diff": ("rulewright.cli.diff_command", "diff"),
    "play": ("rulewright.cli.play_commands", "play"),
    "replay": ("rulewright.cli.replay_command", "replay"),
    "simulate": ("rulewright.cli.sim_commands", "simulate"),
    "bench": ("rulewright.cli.sim_commands", "bench"),
    "compare": ("rulewright.cli.compare_command", "compare"),
    "assumptions": ("rulewright.cli.assumptions_command", "assumptions"),
    "new": ("rulewright.cli.new_command", "new"),
    "fingerprints": ("rulewright.cli.fingerprints_command", "fingerprints_command"),
}


class LazyGroup(click.Group):
    def list_commands(self, ctx):
        return sorted(set(super().list_commands(ctx)) | set(LAZY_COMMANDS))

    def get_command(self, ctx, name):
        if name in LAZY_COMMANDS and name not in self.commands:
            module, attribute = LAZY_COMMANDS[name]
            self.add_command(getattr(importlib.import_module(module), attribute), name)
        return super().get_command(ctx, name)


class RulewrightGroup(TerminalBoundary, LazyGroup):
    """The commands, loaded lazily, behind the terminal boundary (control characters shown,
    failing standard streams reported in one line: rulewright.cli.terminal)."""


@click.group(cls=RulewrightGroup, context_settings=CONTEXT)
@click.version_option(package_name="rulewright")
def main() -> None:
    """Card and board game rules as data: validate, compile, play and print them."""


@main.command()
@click.argument("rulesets", nargs=-1, required=True)
@click.option("--strict", is_flag=True, help="Treat warnings as errors.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--no-warnings", is_flag=True, help="Show errors only (warnings still count with --strict).")
def validate(rulesets: tuple[str, ...], strict: bool, fmt: str, no_warnings: bool) -> None:
    """Check rulesets: YAML, schema, rules language, names, types and translations.

    RULESETS are ruleset folders or names of bundled rulesets.
    """
    paths = [ruleset_path(r) for r in rulesets]
    failed = False
    collected = []
    for name, path in zip(rulesets, paths):
        result = compile_ruleset(path, strict=strict)
        show_notes(result)
        failed |= any(d.is_error for d in result.diagnostics)
        if fmt == "json":
            collected.extend(d for d in result.diagnostics if d.is_error or not no_warnings)
        else:
            report(result, fmt, show_warnings=not no_warnings, name=name)
    if fmt == "json":
        click.echo(render_json(collected))
    sys.exit(1 if failed else 0)


@main.command(name="compile")
@click.argument("ruleset")
@click.option("-o", "--output", type=OutputFile(),
              help="Write the IR here (default: standard output).")
def compile_command(ruleset: str, output: Path | None) -> None:
    """Compile RULESET to its versioned JSON IR."""
    root = ruleset_path(ruleset)
    if output is not None:
        check_output(output)                # before the work: a bad place fails at once
    result = compile_ruleset(root)
    show_notes(result)
    if not result.ok:
        report(result, "text", show_warnings=False)
        sys.exit(1)
    text = json.dumps(result.ir, ensure_ascii=False, indent=1, sort_keys=False) + "\n"
    if output is None:
        click.echo(text, nl=False)
    else:
        write_atomically(output, text)
        click.echo(f"wrote {output} (IR format version {IR_VERSION})", err=True)


if __name__ == "__main__":  # pragma: no cover
    main()
