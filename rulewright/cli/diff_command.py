"""`rulewright diff BASE HOUSE`: what a house rule changes, as rule sentences in one language."""
from __future__ import annotations

import sys
from dataclasses import dataclass

import click

from rulewright.compiler.build import base_mismatch
from rulewright.compiler.sheet import steps
from rulewright.compiler.sheet.diff import Change, diff_sheets, parameter_changes
from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
from rulewright.cli.support import UsageProblem, compiled_or_exit, readable_path, ruleset_path
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
        languages = compiled.ir["ruleset"]["locales"]["languages"]
        if lang not in languages:
            raise UsageProblem(f"'{lang}' is not a language of {compiled.ir['ruleset']['name']} "
                               f"({', '.join(languages)})")
    try:
        report = diff_report(old, new, lang)
    except I18nError as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(1)
    click.echo("\n".join(report.lines(md=fmt == "md")).rstrip() + "\n", nl=False)


@dataclass
class DiffReport:
    """What a house rule changes, in one language: `lines()` is what `diff` prints."""
    title: str
    intent: str | None
    params: list            # (name, label, before, after), the values as the reader reads them
    changes: list[Change]
    words: dict             # before / after / removed / added / none, in the language

    @property
    def removed_word(self) -> str:
        return self.words["removed"]

    def lines(self, md: bool = False) -> list[str]:
        t = self.words
        esc = markdown_escape if md else (lambda text: text)
        lines = [f"# {esc(self.title)}" if md else self.title]
        if self.intent:
            lines.append(f"_{esc(self.intent)}_" if md else self.intent)
        lines.append("")
        if not self.changes and not self.params:
            lines.append(esc(t["none"]))
        for _name, _label, shown in ((p[0], p[1], p[4]) for p in self.params):
            lines.extend([f"- {esc(shown)}" if md else shown, ""])
        for change in self.changes:
            if md:
                change = Change(change.where, _md_steps(change.before, esc), _md_steps(change.after, esc))
                lines.append(f"### {change.where}")
                lines.append("")
                if change.before is not None:
                    lines.append(f"- **{esc(t['before'])}:** {_strike(change.before)}" if change.after is not None
                                 else f"- **{esc(t['removed'])}:** {_strike(change.before)}")
                if change.after is not None:
                    lines.append(f"- **{esc(t['after'])}:** {change.after}" if change.before is not None
                                 else f"- **{esc(t['added'])}:** {change.after}")
                lines.append("")
            else:
                lines.append(change.where)
                if change.before is not None:
                    lines.append(f"  - {t['before'] if change.after is not None else t['removed']}: "
                                 + steps.plain(change.before).replace("\n", "\n      "))
                if change.after is not None:
                    lines.append(f"  + {t['after'] if change.before is not None else t['added']}: "
                                 + steps.plain(change.after).replace("\n", "\n      "))
                lines.append("")
        return lines


def diff_report(old, new, lang: str, old_sheet=None, new_sheet=None, loc=None) -> DiffReport:
    """The changes of `new` (a compiled house rule) against `old` (its base), in `lang`; the
    sheets may be given when the caller has them (the editor keeps the base's). Raises
    I18nError when a message is missing."""
    loc = loc or sheet_localizer(new.root, new.ir, lang)
    old_sheet = old_sheet or build_sheet(old.ir, sheet_localizer(old.root, old.ir, lang))
    changes = diff_sheets(old_sheet, new_sheet or build_sheet(new.ir, loc))
    messages = ruleset_localizer(new.ir, new.root, lang, ["report"])
    t = messages.format
    house_rule = new.ir.get("house_rule") or {}
    params = []
    for name, before, after in parameter_changes(old.ir, new.ir):
        label = loc.format(f"param-{name}") if loc.has(f"param-{name}") else name
        spec = new.ir["parameters"].get(name) or old.ir["parameters"].get(name) or {}
        shown_before = _show(before, t, loc, name, spec, new.ir)
        shown_after = _show(after, t, loc, name, spec, new.ir)
        params.append((name, label, shown_before, shown_after,
                       t("diff-parameter", name=label, before=shown_before, after=shown_after)))
    count = len(changes) + len(params)
    # (a folder's own older copy of report.ftl may lack the title of a ruleset folder)
    if house_rule or not messages.has("diff-title-ruleset"):
        title = t("diff-title", name=house_rule.get("name", new.ir["ruleset"]["name"]), count=count)
    else:                        # a ruleset folder against BASE: no house rule to name
        name, base = new.ir["ruleset"]["name"], old.ir["ruleset"]["name"]
        if name == base:
            name = f"{name} ({readable_path(new.root)})"
        title = t("diff-title-ruleset", name=name, base=base, count=count)
    words = {"before": t("diff-before"), "after": t("diff-after"), "removed": t("diff-removed"),
             "added": t("diff-added"), "none": t("diff-none")}
    return DiffReport(title, _intent(new.ir, loc, lang), params, changes, words)


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
