"""The sheet of the constructs ruleset (tests/constructs/) with statements of a test's own added
before its `expressions` phase, in every language of the sheets: what a sheet says of a construct."""
from __future__ import annotations

import shutil
from pathlib import Path

from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
from rulewright.compiler.sheet.steps import plain

CONSTRUCTS = Path(__file__).resolve().parent / "constructs"
LANGS = ("en", "nl", "de", "hu")


def constructs_sheets(folder: Path, steps: str, replace: tuple[tuple[str, str], ...] = (),
                      names: dict[str, str] | None = None) -> dict[str, list[str]]:
    """Per language, the sheet's entries as plain text (an entry with a list in it as one text).
    `steps`: rule code, a statement a line (indented blocks allowed), put in a phase of their own;
    `replace`: (old, new) edits of ruleset.yaml, each old text present; `names`: Fluent text added
    to the ruleset's locale file, per language."""
    root = folder / "constructs"
    shutil.copytree(CONSTRUCTS, root)
    path = root / "ruleset.yaml"
    text = path.read_text(encoding="utf-8")
    code = "".join(f"      {line}\n" for line in steps.splitlines())
    text = text.replace("  - name: expressions\n", code + "  - name: expressions\n", 1)
    for old, new in replace:
        assert old in text, old
        text = text.replace(old, new, 1)
    path.write_text(text, encoding="utf-8")
    for lang, more in (names or {}).items():
        ftl = root / "locales" / lang / "constructs.ftl"
        ftl.write_text(ftl.read_text(encoding="utf-8") + more, encoding="utf-8")
    result = compile_ruleset(root)
    assert result.ok, [d for d in result.diagnostics if d.is_error]
    return {lang: [plain(e.text) for s in sheet.sections for b in s.blocks for e in b.entries]
            for lang in LANGS for sheet in [build_sheet(result.ir, sheet_localizer(root, result.ir, lang))]}


def lines_of(entries: list[str]) -> list[str]:
    """The entries' lines (a nested list's items one by one)."""
    return [line for entry in entries for line in entry.split("\n")]
