"""`rulewright assumptions RULESET`: the rule assumptions in force, in the user's language.

`validate` sums them up in one line; this lists them: each parameter marked as an
assumption with its value, each data assumption with the place it lives, and the one-line
text the reference sheet prints for it (the same messages, `param-<name>.text` and
`assumption-<name>`). A missing translation is an error, never an English fallback.
"""
from __future__ import annotations

import json
import sys

import click

from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
from rulewright.cli.support import UsageProblem, compiled_or_exit, ruleset_path
from rulewright.i18n import I18nError


def _shown(value) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, dict):
        return ", ".join(f"{k}: {v}" for k, v in value.items())
    return str(value)


@click.command(name="assumptions")
@click.argument("ruleset")
@click.option("--lang", default="en", show_default=True, help="Language of the texts.")
@click.option("--json", "as_json", is_flag=True, help="Print them as JSON.")
def assumptions(ruleset: str, lang: str, as_json: bool) -> None:
    """List the rule assumptions in force in RULESET: choices the source documents do not
    settle, each a parameter or data choice a house rule can change."""
    compiled = compiled_or_exit(ruleset_path(ruleset))
    ir = compiled.ir
    languages = ir["ruleset"]["locales"]["languages"]
    if lang not in languages:
        raise UsageProblem(f"'{lang}' is not a language of {ir['ruleset']['name']} ({', '.join(languages)})")
    try:
        loc = sheet_localizer(compiled.root, ir, lang)
        sheet = build_sheet(ir, loc)       # the sheet's own assumption texts, values filled in
        section = next((s for s in sheet.sections if s.key == "assumptions"), None)
        texts = dict(zip(section.bullet_keys, section.bullets)) if section else {}
        items = []
        for name, spec in ir["parameters"].items():
            if spec.get("assumption"):
                items.append({"kind": "parameter", "name": name, "label": loc.format(f"param-{name}"),
                              "value": spec["value"], "text": texts[f"param-{name}"]})
        for name, spec in ir.get("assumptions", {}).items():
            items.append({"kind": "data", "name": name, "where": spec.get("where"),
                          "text": texts[f"assumption-{name}"]})
        title = f"{loc.format('game-title')}: {loc.format('sheet-layout-assumptions')}"
    except I18nError as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(1)
    if as_json:
        click.echo(json.dumps({"ruleset": ir["ruleset"]["name"], "lang": lang, "assumptions": items},
                              indent=2, ensure_ascii=False))
        return
    lines = [title, ""]
    for item in items:
        if item["kind"] == "parameter":
            lines.append(f"{item['label']} ({item['name']} = {_shown(item['value'])})")
        else:
            lines.append(f"{item['name']} ({item['where']})")
        lines.extend([f"  {item['text']}", ""])
    if not items:
        lines.append("—")
    click.echo("\n".join(lines).rstrip())
