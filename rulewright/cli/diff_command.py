"""`rulewright diff BASE HOUSE`: what a house rule changes, as rule sentences in one language."""
from __future__ import annotations

import sys

import click

from rulewright.compiler.build import base_mismatch
from rulewright.compiler.sheet.diff import diff_sheets, parameter_changes
from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
from rulewright.cli.support import UsageProblem, compiled_or_exit, ruleset_path
from rulewright.i18n import I18nError, ruleset_localizer


@click.command(name="diff")
@click.argument("base")
@click.argument("house")
@click.option("--lang", default="en", show_default=True, help="Language of the sentences.")
@click.option("--format", "fmt", type=click.Choice(["text", "md"]), default="text", show_default=True)
def diff(base: str, house: str, lang: str, fmt: str) -> None:
    """Print what HOUSE (a house rule, or another ruleset) changes in BASE, before and after."""
    base_path, house_path = ruleset_path(base), ruleset_path(house)
    problem = base_mismatch(base_path, house_path, "diff")
    if problem:
        raise UsageProblem(problem)
    old, new = compiled_or_exit(base_path), compiled_or_exit(house_path)
    for compiled in (old, new):
        if lang not in compiled.ir["ruleset"]["locales"]["languages"]:
            raise UsageProblem(f"'{lang}' is not a language of {compiled.ir['ruleset']['name']}")
    try:
        changes = diff_sheets(build_sheet(old.ir, sheet_localizer(old.root, old.ir, lang)),
                              build_sheet(new.ir, sheet_localizer(new.root, new.ir, lang)))
        t = ruleset_localizer(new.ir, new.root, lang, ["report"]).format
        house_rule = new.ir.get("house_rule") or {}
        params = parameter_changes(old.ir, new.ir)
        title = t("diff-title", name=house_rule.get("name", new.ir["ruleset"]["name"]),
                  count=len(changes) + len(params))
    except I18nError as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(1)
    lines = [f"# {title}" if fmt == "md" else title]
    if house_rule.get("intent"):
        lines.append(f"_{house_rule['intent']}_" if fmt == "md" else house_rule["intent"])
    lines.append("")
    if not changes and not params:
        lines.append(t("diff-none"))
    for name, before, after in params:
        shown = t("diff-parameter", name=name, before=_show(before), after=_show(after))
        lines.extend([f"- {shown}" if fmt == "md" else shown, ""])
    for change in changes:
        if fmt == "md":
            lines.append(f"### {change.where}")
            lines.append("")
            if change.before is not None:
                lines.append(f"- **{t('diff-before')}:** ~~{change.before}~~" if change.after is not None
                             else f"- **{t('diff-removed')}:** ~~{change.before}~~")
            if change.after is not None:
                lines.append(f"- **{t('diff-after')}:** {change.after}" if change.before is not None
                             else f"- **{t('diff-added')}:** {change.after}")
            lines.append("")
        else:
            lines.append(change.where)
            if change.before is not None:
                lines.append(f"  - {t('diff-before') if change.after is not None else t('diff-removed')}: {change.before}")
            if change.after is not None:
                lines.append(f"  + {t('diff-after') if change.before is not None else t('diff-added')}: {change.after}")
            lines.append("")
    click.echo("\n".join(lines).rstrip() + "\n", nl=False)


def _show(value) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, dict):
        return ", ".join(f"{k}: {v}" for k, v in value.items())
    return "—" if value is None else str(value)
