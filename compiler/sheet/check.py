"""Validation of the sheet templates (`locales/<lang>/sheet.ftl`) for `rulewright validate`.

The required ids of sheet.ftl are the generator's template ids. The usual translation checks
apply (RW501 missing attribute/value, RW502 extra, RW503 broken, RW505 duplicate, RW506 missing
file). Two differ:
  RW507 error  the sentence generator has no template for a node kind, built-in function, idiom
               or layout word in a language (reported at that language's sheet.ftl)
  RW504 error  a template uses a variable the generator does not pass for it, or leaves out one
               the English template uses (case forms `x_acc`, `x_dat`, `x_gen` count as `x` and `x` as
               any of its case forms; `$form`, which only chooses English wording, may be left out; the
               plural of what a template uses in the singular, and `$n`, may be left out)
"""
from __future__ import annotations

import os
from pathlib import Path

from rulewright.compiler.diagnostics import ERROR, Diagnostic, Span
from rulewright.i18n import ENGINE_RESOURCES, decode_ftl, entry_key, parse_ftl, read_ftl

# The sentence generator, the translation checks and fluent.syntax are imported by the
# functions that need them: `validate` of a ruleset that uses rulewright's own sheet.ftl
# (`check_engine_locales` looks only for its files) loads none of them.

RESOURCE = "sheet"


def _what(tid: str) -> str:
    from .sentences import CALL_TEMPLATES_ALL, NODE_KINDS
    if tid.startswith("sheet-node-") and tid[11:] in NODE_KINDS:
        return f"the node kind '{tid[11:]}'"
    if tid.startswith("sheet-call-") and tid[11:] in CALL_TEMPLATES_ALL:
        return f"the built-in function '{tid[11:]}'"
    return f"'{tid}'"


def check_engine_locales(locale_root: Path, languages: list[str], package_root: Path, at: Span | None,
                         yaml_path: str, display_root: str | None = None) -> list[Diagnostic]:
    """The engine's messages (engine.ftl, sheet.ftl, report.ftl) a ruleset's languages use: the
    ruleset's own files where its locale folder has them (they override, and their sheet.ftl
    is checked here), else rulewright's (checked by rulewright's own tests). A language that
    neither has is RW506, at `locales.dir`."""
    root, package = Path(locale_root), Path(package_root)
    out = []
    for lang in dict.fromkeys(languages):
        for resource in ENGINE_RESOURCES:
            name = f"{resource}.ftl"
            if not (root / lang / name).is_file() and not (package / lang / name).is_file():
                have = ", ".join(sorted(p.parent.name for p in package.glob(f"*/{name}"))) or "no language"
                out.append(Diagnostic.at(
                    "RW506", f'no "{lang}" {name}: the ruleset\'s locale folder has none, and rulewright '
                    f"has it in {have} only", at, yaml_path,
                    hint=f"translate rulewright's {package / 'en' / name} into {_shown(root / lang / name, display_root)}"))
    own = [lang for lang in languages if (root / lang / f"{RESOURCE}.ftl").is_file()]
    if own and root.resolve() != package.resolve():     # rulewright's own: checked by its tests
        out += check_sheet_locales(root, own, display_root, reference_root=package)
    return out


def _shown(path: Path, display_root: str | None) -> str:
    if display_root is None:
        return str(path)
    try:
        return Path(os.path.relpath(os.path.abspath(path), os.path.abspath(display_root))).as_posix()
    except ValueError:
        return str(path)


def check_sheet_locales(locale_root: Path, languages: list[str], display_root: str | None = None,
                        reference_lang: str = "en", reference_root: Path | None = None) -> list[Diagnostic]:
    """Check `locale_root/<lang>/sheet.ftl` of `languages`; the reference language is read from
    `reference_root` when it is not one of them (a ruleset that overrides only some languages)."""
    from fluent.syntax import ast as FTL

    from rulewright.compiler.translations import _variables, check_translations

    from .sentences import argument_names, template_ids
    root = Path(locale_root)
    ids = template_ids()
    required = {tid: None for tid in ids}
    diags = check_translations(root, RESOURCE, languages, required, reference_lang=reference_lang,
                               display_root=display_root, reference_root=reference_root)

    entries: dict[str, dict[str, FTL.Message]] = {}
    for lang in dict.fromkeys(list(languages) + [reference_lang]):
        folder = root if lang in languages or reference_root is None else Path(reference_root)
        path = folder / lang / f"{RESOURCE}.ftl"
        try:
            text = decode_ftl(read_ftl(path))      # a too large file is RW508 already
            parsed = parse_ftl(text)
        except Exception:
            continue
        found: dict[str, FTL.Message] = {}
        broken = False
        for entry in parsed.body:
            if isinstance(entry, FTL.Junk):
                broken = True
            elif isinstance(entry, FTL.Message):
                found.setdefault(entry_key(entry), entry)
        entries[lang] = found
        entries.setdefault("__broken__", {})
        if broken:
            entries["__broken__"][lang] = True

    out = []
    replaced = set()
    for lang in languages:
        have = entries.get(lang)
        if have is None:
            continue
        display = _shown(root / lang / f"{RESOURCE}.ftl", display_root)
        for tid in ids:
            if tid not in have:
                replaced.add(f'no "{lang}" translation for "{tid}"')
                if lang in entries.get("__broken__", {}):
                    # a broken entry may be this one: RW503 already points at it
                    pass
                out.append(Diagnostic("RW507", f'the sentence generator has no template for {_what(tid)} in "{lang}"',
                                      ERROR, display, 1, 1,
                                      hint=f"add `{tid} = ...` to {display} (see the English file for its arguments)"))
    # RW504 by the generator's contract instead of exact equality with English
    reference = entries.get(reference_lang, {})
    sheet_files = {_shown(root / lang / f"{RESOURCE}.ftl", display_root) for lang in languages}
    diags = [d for d in diags if d.message not in replaced
             and not (d.code == "RW504" and d.file in sheet_files)]
    for lang in languages:
        have = entries.get(lang)
        if have is None:
            continue
        display = _shown(root / lang / f"{RESOURCE}.ftl", display_root)
        text = decode_ftl((root / lang / f"{RESOURCE}.ftl").read_bytes())
        for tid, msg in have.items():
            if tid not in ids or msg.value is None:
                continue
            allowed = argument_names(tid) | {"case"}
            mine = _variables(msg.value)
            problems = []
            unknown = sorted(mine - allowed)
            if unknown:
                problems.append("unknown " + ", ".join(f"${v}" for v in unknown))
            ref = reference.get(tid)
            if ref is not None and ref.value is not None and lang != reference_lang:
                forms = ("acc", "dat", "gen", "plural", "card", "cards", "gender", "dative", "a", "no")   # kinds_a: $kinds
                covered = {v.rsplit("_", 1)[0] if v.rsplit("_", 1)[-1] in forms else v for v in mine} | mine
                # A language that counts with the singular (Hungarian: "nyolc épület") may leave
                # out the plural of what it uses ($x_plural, $cards, $units) and $n, the number
                # English selects its plural with.
                covered |= {f"{v}_plural" for v in covered} | {f"{v}s" for v in covered if v in ("card", "unit")}
                # a case form English uses ($player_acc: "them") is covered by the word itself or
                # any of its forms; `$form` only chooses English wording ("they are")
                missing = sorted(v for v in _variables(ref.value)
                                 if v not in covered and v not in ("who", "case", "n", "form")
                                 and not (v.rsplit("_", 1)[-1] in ("acc", "dat", "gen") and v.rsplit("_", 1)[0] in covered))
                if missing:
                    problems.append("missing " + ", ".join(f"${v}" for v in missing))
            if problems:
                start = msg.id.span.start if msg.id.span else 0
                line = text.count("\n", 0, start) + 1
                col = start - (text.rfind("\n", 0, start) + 1) + 1
                out.append(Diagnostic.at(
                    "RW504", f'"{tid}" in "{lang}" uses other variables than the generator passes: '
                    + "; ".join(problems), Span(display, line, col),
                    hint="the generator passes: " + ", ".join(f"${v}" for v in sorted(argument_names(tid)))))
    return sorted(diags + out, key=Diagnostic.sort_key)
