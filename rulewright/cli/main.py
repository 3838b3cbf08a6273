"""The `rulewright` command: thin wiring of the compiler and the runtime.

Exit codes: 0 success, 1 problems found in the rules (or a failed check), 2 usage error.
"""
from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

# the compiler is imported by the commands that use it: `rulewright --help` loads click alone
if TYPE_CHECKING:
    from rulewright.compiler.build import Result
from rulewright.cli.support import (OutputFile, check_output, ruleset_path, show_notes,  # noqa: F401  (re-exported)
                                    write_atomically)
from rulewright.cli.terminal import TerminalBoundary

CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}


ASSUMPTION = "RW602"


def report(result: Result, fmt: str, show_warnings: bool = True, name: str | None = None) -> None:
    """Print a run's diagnostics. In text, assumptions in force (RW602 warnings) are one
    line naming `rulewright assumptions`, not a wall of warnings a first-time user reads as
    failure; --strict makes them errors, and errors are always shown. JSON lists them as data."""
    from rulewright.compiler.diagnostics import render_json, render_text, summary
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
# pay for loading the simulator, the sheet renderer and the terminal player, and `--help` lists
# them from their one-line help kept here (tests/test_startup.py checks it against each
# command's own help), without importing any.
LAZY_COMMANDS = {
    "test": ("rulewright.cli.example_commands", "test_command",
             "Run the executable examples kept with RULESET (its examples/*.yaml)."),
    "score": ("rulewright.cli.example_commands", "score_command",
              "Score the end-of-game situation in SCENARIO (see docs/scenarios.md)."),
    "sheet": ("rulewright.cli.sheet_command", "sheet",
              "Print a reference sheet of RULESET, generated from its rules, in one language."),
    "diff": ("rulewright.cli.diff_command", "diff",
             "Print what HOUSE (a house rule, or another ruleset) changes in BASE, before and after."),
    "play": ("rulewright.cli.play_commands", "play", "Play one game of RULESET at the terminal, told in --lang."),
    "replay": ("rulewright.cli.replay_command", "replay",
               "Re-play the game in LOG_FILE (- for standard input) from its seed and logged answers, "
               "and check that it gives the same log; or, with --view, print what one player saw."),
    "simulate": ("rulewright.cli.sim_commands", "simulate",
                 "Play many seeded games of RULESET and summarise them: win rates, eliminations, "
                 "scores per category and game length, with 95% confidence intervals."),
    "bench": ("rulewright.cli.sim_commands", "bench",
              "Speed of the engine: complete random games of RULESET per second, decisions and "
              "statements per second, in this process on one core (no worker pool), for each "
              "ruleset and player count asked for."),
    "tournament": ("rulewright.cli.tournament_command", "tournament",
                   "Play AGENTS against each other on RULESET with the seats rotated, and print for "
                   "each agent its win share, eliminations, mean score and time per decision, with "
                   "95% intervals."),
    "compare": ("rulewright.cli.compare_command", "compare",
                "Play the same seeded games with BASE and HOUSE (a house rule, or any other ruleset) "
                "and report what changes: win rate per seat, games with no winner, players "
                "eliminated, mean score per scoring category and game length, each as base, house "
                "and difference with a 95% confidence interval from the paired per-game "
                "differences, and whether the difference is significant."),
    "assumptions": ("rulewright.cli.assumptions_command", "assumptions",
                    "List the rule assumptions in force in RULESET: choices the source documents do "
                    "not settle, each a parameter or data choice a house rule can change."),
    "edit": ("rulewright.cli.edit_command", "edit",
             "Edit FILE (a house rule, or a file of a ruleset) in a local page with live errors and rules text."),
    "new": ("rulewright.cli.new_command", "new",
            "Create a ruleset folder NAME that validates, passes its example and plays."),
    "fingerprints": ("rulewright.cli.fingerprints_command", "fingerprints_command",
                     "List the written rule texts of RULESET and whether their rule code changed; "
                     "--refresh records the code they now describe."),
    "lsp": ("rulewright.cli.lsp_command", "lsp",
            "Run the language server for editors on standard input and output: diagnostics while "
            "you type, hover, go-to-definition and completion for rule files and house rules."),
}


class LazyGroup(click.Group):
    def list_commands(self, ctx):
        return sorted(set(super().list_commands(ctx)) | set(LAZY_COMMANDS))

    def get_command(self, ctx, name):
        if name in LAZY_COMMANDS and name not in self.commands:
            module, attribute, _ = LAZY_COMMANDS[name]
            self.add_command(getattr(importlib.import_module(module), attribute), name)
        return super().get_command(ctx, name)

    def format_commands(self, ctx, formatter):
        """The listing of `--help`, as click writes it, with the one-line help of a command not
        loaded yet taken from LAZY_COMMANDS instead of importing its module."""
        names = self.list_commands(ctx)
        shown = []
        for name in names:
            if name in LAZY_COMMANDS and name not in self.commands:
                shown.append((name, LAZY_COMMANDS[name][2]))
                continue
            cmd = self.get_command(ctx, name)
            if cmd is not None and not cmd.hidden:
                shown.append((name, cmd))
        if shown:
            limit = formatter.width - 6 - max(len(name) for name, _ in shown)
            # a kept help is cut as click cuts a command's own (a stand-in command with that help)
            rows = [(name, (click.Command(name, help=cmd) if isinstance(cmd, str) else cmd).get_short_help_str(limit))
                    for name, cmd in shown]
            with formatter.section("Commands"):
                formatter.write_dl(rows)


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
    from rulewright.compiler.build import compile_ruleset
    from rulewright.compiler.diagnostics import render_json
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
@click.option("--python", "python_source", is_flag=True,
              help="Write the Python source the runtime generates from the IR instead (what the "
                   "generated engine runs; units it cannot write out are listed at the end).")
@click.option("--block-charges", is_flag=True,
              help="With --python: the module that unlogged games of random players run, which "
                   "charges steps a block at a time (docs/performance.md).")
def compile_command(ruleset: str, output: Path | None, python_source: bool, block_charges: bool) -> None:
    """Compile RULESET to its versioned JSON IR."""
    from rulewright.compiler.build import IR_VERSION, compile_ruleset
    if block_charges and not python_source:
        raise click.UsageError("--block-charges is an option of --python: add --python")
    root = ruleset_path(ruleset)
    if output is not None:
        check_output(output)                # before the work: a bad place fails at once
    result = compile_ruleset(root)
    show_notes(result)
    if not result.ok:
        report(result, "text", show_warnings=False)
        sys.exit(1)
    if python_source:
        from rulewright.runtime.codegen import source
        from rulewright.runtime.game import Game
        text = source(Game(result.ir, engine="interpreter").program, blocks=block_charges)
    else:
        text = json.dumps(result.ir, ensure_ascii=False, indent=1, sort_keys=False) + "\n"
    if output is None:
        click.echo(text, nl=False)
    else:
        write_atomically(output, text)
        what = (("generated Python, block charges" if block_charges else "generated Python") if python_source
                else f"IR format version {IR_VERSION}")
        click.echo(f"wrote {output} ({what})", err=True)


if __name__ == "__main__":  # pragma: no cover
    main()
