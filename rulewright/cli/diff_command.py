"""`rulewright diff BASE HOUSE`: what a house rule changes, as rule sentences in one language."""
from __future__ import annotations

import sys

import click

from rulewright.compiler.build import base_mismatch
from rulewright.compiler.sheet import steps
from rulewright.compiler.sheet.diff import Change, diff_sheets, parameter_changes
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
        loc = sheet_localizer(new.root, new.ir, lang)
        changes = diff_sheets(build_sheet(old.ir, sheet_localizer(old.root, old.ir, lang)), build_sheet(new.ir, loc))
        t = ruleset_localizer(new.ir, new.root, lang, ["report"]).format
        house_rule = new.ir.get("house_rule") or {}
        params = parameter_changes(old.ir, new.ir)
        title = t("diff-title", name=house_rule.get("name", new.ir["ruleset"]["name"]),
                  count=len(changes) + len(params))
        intent = _intent(new.ir, loc, lang)
    except I18nError as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(1)
    md = fmt == "md"
    esc = markdown_escape if md else (lambda text: text)
    lines = [f"# {esc(title)}" if md else title]
    if intent:
        lines.append(f"_{esc(intent)}_" if md else intent)
    lines.append("")
    if not changes and not params:
        lines.append(esc(t("diff-none")))
    for name, before, after in params:
        label = loc.format(f"param-{name}") if loc.has(f"param-{name}") else name
        spec = new.ir["parameters"].get(name) or old.ir["parameters"].get(name) or {}
        shown = t("diff-parameter", name=label, before=_show(before, t, loc, name, spec, new.ir),
                  after=_show(after, t, loc, name, spec, new.ir))
        lines.extend([f"- {esc(shown)}" if md else shown, ""])
    for change in changes:
        if md:
            change = Change(change.where, _md_steps(change.before, esc), _md_steps(change.after, esc))
            plain_esc = esc
            esc = (lambda text: text)      # already escaped line by line
            lines.append(f"### {esc(change.where)}")
            lines.append("")
            if change.before is not None:
                lines.append(f"- **{plain_esc(t('diff-before'))}:** {_strike(change.before)}" if change.after is not None
                             else f"- **{plain_esc(t('diff-removed'))}:** {_strike(change.before)}")
            if change.after is not None:
                lines.append(f"- **{plain_esc(t('diff-after'))}:** {change.after}" if change.before is not None
                             else f"- **{plain_esc(t('diff-added'))}:** {change.after}")
            lines.append("")
            esc = plain_esc
        else:
            lines.append(change.where)
            if change.before is not None:
                lines.append(f"  - {t('diff-before') if change.after is not None else t('diff-removed')}: "
                             + steps.plain(change.before).replace("\n", "\n      "))
            if change.after is not None:
                lines.append(f"  + {t('diff-after') if change.before is not None else t('diff-added')}: "
                             + steps.plain(change.after).replace("\n", "\n      "))
            lines.append("")
    click.echo("\n".join(lines).rstrip() + "\n", nl=False)


INTENT_MESSAGE = "house-rule-intent"


def _intent(ir: dict, loc, lang: str) -> str | None:
    """The house rule's intent in `lang`: its `house-rule-intent` message when the house rule's
    translations give one (then every language must), else the plain `intent` text."""
    house_rule = ir.get("house_rule") or {}
    if loc.has(INTENT_MESSAGE):
        return loc.format(INTENT_MESSAGE)
    inline = ir["ruleset"]["locales"].get("inline") or {}
    if any(f"{INTENT_MESSAGE} =" in text for text in inline.values()):
        raise I18nError(f"the house rule translates its intent, but not into '{lang}': add "
                        f"'{INTENT_MESSAGE} = ...' to its translations.{lang}")
    return house_rule.get("intent")


_MARKDOWN = {c: "\\" + c for c in "\\`*_[]|~"}     # what could start emphasis, code, a link, a table
_MARKDOWN.update({"<": "&lt;", ">": "&gt;", "&": "&amp;"})


def markdown_escape(text: str) -> str:
    """User-authored text shown literally in Markdown: no headings, emphasis, code, links or
    HTML (a house rule's intent could hold `<script>`), line breaks kept as spaces."""
    return "".join(_MARKDOWN.get(c, c) for c in " ".join(str(text).split()))


def _show(value, t, loc=None, name: str | None = None, spec: dict | None = None, ir: dict | None = None) -> str:
    """A parameter's value in the reader's language: yes / no, an option by the parameter's
    one-line `.text` for it, an enum value by its name; numbers and tables as written."""
    if isinstance(value, bool):       # a flag reads as yes / no in the reader's language
        return t("report-yes" if value else "report-no")
    if loc is not None and isinstance(value, str):
        if (spec or {}).get("options") and loc.has_attribute(f"param-{name}", "text"):
            return f"{value} (“{loc.attribute(f'param-{name}', 'text', value=value)}”)"
        for enum, values in (ir or {}).get("enums", {}).items():
            if value in values and loc.has(f"{enum}-{value}"):
                return loc.format(f"{enum}-{value}")
    if loc is not None and isinstance(value, list) and all(isinstance(v, str) for v in value):
        return ", ".join(_show(v, t, loc, name, {}, ir) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k}: {v}" for k, v in value.items())
    return "—" if value is None else str(value)


def _md_steps(text: str | None, esc) -> str | None:
    """A sheet text for a Markdown list item: its steps as indented list lines, each escaped."""
    if text is None:
        return None
    lines = steps.plain(text).split("\n")
    out = [esc(lines[0])]
    for line in lines[1:]:
        body = line.lstrip(" ")
        pad = "  " + line[:len(line) - len(body)]
        out.append(pad + ("- " + esc(body[2:]) if body.startswith("- ") else esc(body)))
    return "\n".join(out)


def _strike(text: str) -> str:
    """Struck through in Markdown when on one line (a list of steps is shown as it is)."""
    return f"~~{text}~~" if "\n" not in text else text
