"""`rulewright new NAME [--from BUNDLED] [--lang en,nl,de]`: a ruleset folder that validates,
passes its examples and plays, anywhere.

The folder gets rule files whose schema modelines point at copies of rulewright's schemas in
`NAME/.schemas/` (a relative path, so the folder can be moved, shared or put in git and the
editor still finds them), its own locale files in `NAME/locales/<lang>/NAME.ftl` (`locales.dir:
locales`), and one example in `examples/`. rulewright's own sentences (engine.ftl, sheet.ftl,
report.ftl) come from the installed package. Everything is written into a hidden temporary
folder beside NAME and renamed into place at the end: a failure leaves nothing behind.
"""
from __future__ import annotations

import os
import re
import shutil
import sys
import tempfile
from importlib import resources
from pathlib import Path

import click

from rulewright.cli import starter
from rulewright.cli.support import OutputError, UsageProblem, deferred_signals
from rulewright.compiler.build import bundled_rules_dir, bundled_rulesets
from rulewright.i18n import package_locale_dir

CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}
NAME_RE = re.compile(r"[a-z][a-z0-9_]*\Z")
SCHEMAS = ("ruleset.schema.json", "overlay.schema.json", "examples.schema.json")
SCHEMA_DIR = ".schemas"
# the first line of a rule file: `# yaml-language-server: $schema=<path>/<file>.schema.json`
MODELINE_RE = re.compile(r"^(# yaml-language-server: \$schema=)\S*?([a-z]+\.schema\.json)[ \t]*$", re.MULTILINE)


def _languages(text: str | None, offered: list[str]) -> list[str]:
    if text is None:
        return list(offered)
    langs = list(dict.fromkeys(x.strip() for x in text.split(",") if x.strip()))
    unknown = [x for x in langs if x not in offered]
    if not langs:
        raise UsageProblem("--lang is empty; give languages separated by commas, e.g. --lang en,nl")
    if unknown:
        raise UsageProblem(f"--lang {unknown[0]}: not offered here; choose from {', '.join(offered)}")
    if "en" not in langs:
        raise UsageProblem("--lang must include en: English is the reference every translation is checked "
                           f"against (e.g. --lang en,{langs[0]})")
    return langs


def _check_target(target: Path) -> None:
    """NAME must be new, or an empty folder; its parent must exist."""
    if target.is_symlink() or target.exists():
        if not target.is_dir() or target.is_symlink():
            raise OutputError(target, "it exists and is not a folder")
        if any(target.iterdir()):
            raise OutputError(target, "the folder exists and is not empty (rulewright new writes only into "
                                      "a new or empty folder)")
    parent = target.parent
    if not parent.is_dir():
        raise OutputError(target, f"the folder {parent} does not exist")


def _relative_schema(file: Path, root: Path, schema: str) -> str:
    return Path(os.path.relpath(root / SCHEMA_DIR / schema, file.parent)).as_posix()


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def _schemas(root: Path) -> None:
    folder = resources.files("rulewright.compiler").joinpath("schemas")
    for name in SCHEMAS:
        _write(root / SCHEMA_DIR / name, folder.joinpath(name).read_text("utf-8"))


def _starter(root: Path, name: str, langs: list[str]) -> list[str]:
    title = name.replace("_", " ").capitalize()
    _write(root / "ruleset.yaml", starter.render(starter.RULESET, name, title, langs))
    _write(root / "examples" / "first_round.yaml", starter.render(starter.EXAMPLE, name, title, langs))
    for lang in langs:
        _write(root / "locales" / lang / f"{name}.ftl", starter.render(starter.LOCALES[lang], name, title, langs))
    return ["ruleset.yaml", "examples/first_round.yaml"] + [f"locales/{lang}/{name}.ftl" for lang in langs]


def _rewrite_ruleset_head(text: str, name: str, langs: list[str]) -> str:
    """The `ruleset:` section of a copied ruleset.yaml: its own name, resource and languages,
    and `locales.dir: locales` (the copy's own folder). Comments and layout stay."""
    head = re.search(r"^ruleset:.*?(?=^\S|\Z)", text, re.MULTILINE | re.DOTALL)
    if head is None:
        raise click.ClickException("the bundled ruleset.yaml has no `ruleset:` section at its start")
    section = head.group(0)
    section = re.sub(r"(\bname:[ \t]*)[a-z][a-z0-9_]*", lambda m: m.group(1) + name, section, count=1)
    section = re.sub(r"(\bdir:[ \t]*)[^\s,}#]+", lambda m: m.group(1) + "locales", section, count=1)
    section = re.sub(r"(\bresource:[ \t]*)[a-z][a-z0-9_]*", lambda m: m.group(1) + name, section, count=1)
    section = re.sub(r"(\blanguages:[ \t]*)\[[^\]]*\]", lambda m: m.group(1) + "[" + ", ".join(langs) + "]",
                     section, count=1)
    text = text[:head.start()] + section + text[head.end():]
    from rulewright.compiler.yaml_loader import load_yaml_text
    data = load_yaml_text(text, "ruleset.yaml").data or {}
    head_data = data.get("ruleset") if isinstance(data, dict) else None
    locales = head_data.get("locales") if isinstance(head_data, dict) else None
    if not (isinstance(locales, dict) and head_data.get("name") == name and locales.get("dir") == "locales"
            and locales.get("resource") == name and locales.get("languages") == langs):
        raise click.ClickException("could not rewrite the `ruleset:` section of the bundled ruleset.yaml "
                                   "(name, locales); nothing was written. Please report this")
    return text


def _copy_bundled(root: Path, source: Path, name: str, langs: list[str], resource: str) -> list[str]:
    """The bundled ruleset's files (rules, examples, scenarios, house rules) and its locale
    files in `langs`, made self-contained: modelines to .schemas/, `locales.dir: locales`,
    house rules that extended the bundled folder extend `..` (this folder)."""
    written = []
    for path in sorted(source.rglob("*")):
        rel = path.relative_to(source)
        if path.is_dir() or "__pycache__" in rel.parts or path.suffix not in (".yaml", ".yml", ".md"):
            continue
        text = path.read_text(encoding="utf-8")
        target = root / rel
        text = MODELINE_RE.sub(lambda m: m.group(1) + _relative_schema(target, root, m.group(2)), text)
        schema = _schema_of(rel, text)
        if schema and not MODELINE_RE.search(text.split("\n", 1)[0]):
            text = f"# yaml-language-server: $schema={_relative_schema(target, root, schema)}\n" + text
        if rel == Path("ruleset.yaml"):
            text = _rewrite_ruleset_head(text, name, langs)
        elif re.search(r"^house_rule:", text, re.MULTILINE):
            # `extends: ../../<bundled>` named the bundled folder: the copy extends itself
            text = re.sub(r"^(\s+extends:[ \t]*)(\S+)",
                          lambda m: m.group(1) + _extends(m.group(2), path, source, target, root),
                          text, count=1, flags=re.MULTILINE)
        _write(target, text)
        written.append(rel.as_posix())
    for lang in langs:
        _write(root / "locales" / lang / f"{name}.ftl",
               (package_locale_dir() / lang / f"{resource}.ftl").read_text(encoding="utf-8"))
        written.append(f"locales/{lang}/{name}.ftl")
    return written


def _schema_of(rel: Path, text: str) -> str | None:
    """The schema a copied file follows: house rules the overlay's, examples and scenarios the
    examples', the rule files at the top the ruleset's."""
    if re.search(r"^house_rule:", text, re.MULTILINE):
        return "overlay.schema.json"
    if rel.parts[0] in ("examples", "scenarios"):
        return "examples.schema.json"
    return "ruleset.schema.json" if len(rel.parts) == 1 and rel.suffix in (".yaml", ".yml") else None


def _extends(value: str, house: Path, source: Path, target: Path, root: Path) -> str:
    """A house rule's `extends` in the copy: the copy's folder where it named the bundled one."""
    bare = value.strip("'\"")
    try:
        named = (house.parent / bare).resolve()
    except (OSError, ValueError):
        return value
    if named == source.resolve() or bare == source.name:
        return Path(os.path.relpath(root, target.parent)).as_posix()
    return value


def _verify(root: Path) -> int:
    """The folder just made must compile cleanly; anything else is a bug here, not the user's.
    Returns the fewest players the ruleset allows (for the command it suggests)."""
    from rulewright.compiler.build import compile_ruleset
    result = compile_ruleset(root)
    problems = [d for d in result.diagnostics if d.is_error]
    if problems:
        first = problems[0]
        raise click.ClickException(f"the new folder does not validate ({first.code} {first.message} at "
                                   f"{first.file}:{first.line}); nothing was written. Please report this")
    return int(result.ir["ruleset"]["players"]["min"])


@click.command(name="new", context_settings=CONTEXT)
@click.argument("name")
@click.option("--from", "from_", metavar="BUNDLED",
              help="Start from a copy of a bundled ruleset (its rules, examples, house rules and "
                   "locale files) instead of the starter game.")
@click.option("--lang", "langs", metavar="L1,L2",
              help="Languages of the new ruleset, separated by commas (default: all it can have: "
                   "en, nl, de for the starter game; a bundled ruleset's own).")
def new(name: str, from_: str | None, langs: str | None) -> None:
    """Create a ruleset folder NAME that validates, passes its example and plays.

    NAME is a folder (a path may lead to it); its last part is the ruleset's name: lower-case
    letters, digits and '_', starting with a letter. The folder must not exist, or be empty.
    """
    target = Path(name)
    base = target.name
    if not NAME_RE.match(base):
        raise UsageProblem(f"'{base}' cannot be a ruleset name: use lower-case letters, digits and '_', "
                           f"starting with a letter (e.g. {re.sub(r'[^a-z0-9_]', '_', base.lower()).strip('_') or 'my_game'})")
    if from_ is not None:
        if from_ not in bundled_rulesets():
            raise UsageProblem(f"--from {from_}: no bundled ruleset of that name; the bundled ones are "
                               f"{', '.join(bundled_rulesets()) or 'none'}")
        source = bundled_rules_dir() / from_
        from rulewright.compiler.build import compile_ruleset
        spec = compile_ruleset(source, locales=False).ir["ruleset"]["locales"]
        languages = _languages(langs, list(spec["languages"]))
    else:
        source, spec = None, None
        languages = _languages(langs, list(starter.LANGUAGES))
    _check_target(target)
    parent = target.parent
    try:
        staging = Path(tempfile.mkdtemp(prefix=f".{base}.", suffix=".new", dir=parent))
    except OSError as ex:
        raise OutputError(target, f"cannot create a folder in {parent}: {ex.strerror or ex}") from None
    try:
        if source is None:
            written = _starter(staging, base, languages)
        else:
            written = _copy_bundled(staging, source, base, languages, spec["resource"])
        _schemas(staging)
        written += [f"{SCHEMA_DIR}/{s}" for s in SCHEMAS]
        players = _verify(staging)
        os.chmod(staging, 0o777 & ~_umask())
        with deferred_signals():
            if target.is_dir():
                target.rmdir()          # empty (checked): the rename takes its place
            os.rename(staging, target)
    except OSError as ex:
        shutil.rmtree(staging, ignore_errors=True)
        raise OutputError(target, ex.strerror or str(ex)) from None
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    what = f"a copy of the bundled ruleset '{from_}'" if from_ else "a starter game"
    click.echo(f"created {target.as_posix()}/ ({what}, languages {', '.join(languages)}):")
    for rel in written:
        click.echo(f"  {target.as_posix()}/{rel}")
    shown = base if str(parent) in ("", ".") else target.as_posix()
    click.echo(f"next: rulewright validate {shown} && rulewright test {shown} && "
               f"rulewright play {shown} --players {players} --agents {','.join(['human'] + ['random'] * (players - 1))}")
    sys.stdout.flush()


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
