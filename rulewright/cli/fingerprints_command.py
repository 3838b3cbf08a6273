"""`rulewright fingerprints RULESET [--refresh]`: the written rule texts of a ruleset and whether
each still describes the rule code it was written for (compiler/sheet/written.py).

Without --refresh it lists every written text per language as `current`, `changed` (the code
changed since the text was written: the sheet prints the generated sentence, marked) or
`unchecked` (no fingerprint yet), and exits 1 when one is not current. With --refresh it records
the current fingerprint of every written text, after a person has read the texts against the
rules; the locale files are rewritten in place (only the `.fingerprint` lines).
"""
from __future__ import annotations

import sys

import click

from rulewright.compiler.sheet.written import fingerprints, refresh_file, written_in_file
from rulewright.cli.support import UsageProblem, compiled_or_exit, ruleset_path
from rulewright.i18n import ruleset_locale_dir


@click.command(name="fingerprints")
@click.argument("ruleset")
@click.option("--refresh", is_flag=True,
              help="Record the current fingerprints (after checking the texts against the rules).")
def fingerprints_command(ruleset: str, refresh: bool) -> None:
    """List the written rule texts of RULESET and whether their rule code changed; --refresh
    records the code they now describe."""
    compiled = compiled_or_exit(ruleset_path(ruleset))
    ir = compiled.ir
    if ir.get("house_rule"):
        raise UsageProblem("a house rule has no written texts of its own: give the ruleset it extends")
    loc = ir["ruleset"]["locales"]
    root, _ = ruleset_locale_dir(compiled.root, loc)
    if root is None:
        raise UsageProblem("the ruleset's locale folder does not exist")
    current = fingerprints(ir)
    stale = 0
    total = 0
    for lang in loc["languages"]:
        path = root / lang / f"{loc['resource']}.ftl"
        if not path.is_file():
            continue
        entries = {k: v for k, v in written_in_file(path).items() if k in current}
        total += len(entries)
        if refresh:
            changed = refresh_file(path, {k: current[k] for k in entries})
            for msg_id in changed:
                click.echo(f"{lang}  {msg_id}: fingerprint recorded ({current[msg_id]})")
            continue
        for msg_id, (line, recorded) in sorted(entries.items()):
            state = "current" if recorded == current[msg_id] else "unchecked" if recorded is None else "changed"
            stale += state != "current"
            click.echo(f"{lang}  {msg_id}: {state}  ({path.name}:{line})")
    if refresh:
        click.echo(f"{total} written texts, fingerprints up to date")
        return
    click.echo(f"{total} written texts, {stale} not current")
    if stale:
        sys.exit(1)
