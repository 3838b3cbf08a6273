"""Start-up: `rulewright --help` lists every command without importing the compiler, the runtime
or any command module (their one-line helps are kept in rulewright/cli/main.py LAZY_COMMANDS),
and what it lists is each command's own help."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import click

REPO = Path(__file__).resolve().parent.parent


def test_kept_one_line_helps_are_the_commands_own():
    from rulewright.cli.main import LAZY_COMMANDS, main
    ctx = click.Context(main)
    for name, (_, _, kept) in LAZY_COMMANDS.items():
        cmd = main.get_command(ctx, name)
        assert cmd.get_short_help_str(10_000) == kept, (
            f"LAZY_COMMANDS['{name}'] says {kept!r}; the command's help begins "
            f"{cmd.get_short_help_str(10_000)!r}: copy it there")


def test_help_lists_every_command_without_importing_them():
    code = ("import sys; sys.argv = ['rulewright', '--help']\n"
            "from rulewright.cli.main import main\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "loaded = sorted(m for m in sys.modules if m.startswith(('rulewright.compiler', 'rulewright.runtime',"
            " 'rulewright.cli.sim', 'rulewright.cli.sheet', 'rulewright.cli.play')))\n"
            "print('LOADED', loaded)\n")
    env = {**os.environ, "PYTHONPATH": str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "LOADED []" in done.stdout, done.stdout.splitlines()[-1]
    from rulewright.cli.main import LAZY_COMMANDS
    for name in [*LAZY_COMMANDS, "validate", "compile"]:
        assert f"  {name} " in done.stdout, f"--help does not list {name}"
    assert "Run the executable examples kept with RULESET" in done.stdout


# -- the user cache: parsed rule code and Fluent files kept between processes ---------------

def _validate(cache_home: Path, *extra_env) -> subprocess.CompletedProcess:
    """`rulewright validate rattus_cartus` in a fresh process; report whether lark and
    fluent.runtime were imported."""
    code = ("import sys; sys.argv = ['rulewright', 'validate', 'rattus_cartus']\n"
            "from rulewright.cli.main import main\n"
            "try:\n    main()\nexcept SystemExit as e:\n    code = e.code\n"
            "print('IMPORTED', sorted(m for m in ('lark', 'fluent.runtime', 'jsonschema', 'fluent.syntax', 'babel', 'yaml')"
            " if m in sys.modules))\n")
    env = {**os.environ, "PYTHONPATH": str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""),
           "XDG_CACHE_HOME": str(cache_home)}
    env.pop("RULEWRIGHT_NO_CACHE", None)
    env.update(dict(extra_env))
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)


def test_a_second_validate_reads_the_cache_and_says_the_same(tmp_path):
    first = _validate(tmp_path)
    assert first.returncode == 0, first.stderr
    cached = sorted(p.name.split("-")[0] for p in (tmp_path / "rulewright").iterdir())
    assert "parse" in cached and cached.count("ftl") >= 3          # rule code; en, nl, de
    assert "locales" in cached                                      # the translation checks
    assert "yaml" in cached                                         # the rule files' data
    second = _validate(tmp_path)
    everything = "IMPORTED ['babel', 'fluent.syntax', 'jsonschema', 'lark', 'yaml']"
    assert everything in first.stdout
    assert second.stdout.replace("IMPORTED []", everything) == first.stdout
    assert second.stderr == first.stderr
    # every rule file, rule text, schema check and the translation checks from the cache: no
    # yaml, no lark, no jsonschema, no fluent.syntax nor babel, and no fluent.runtime (which
    # only a Localizer needs)
    assert "IMPORTED []" in second.stdout


def test_an_unwritable_cache_folder_or_none_changes_nothing(tmp_path):
    ref = _validate(tmp_path / "fresh")
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the cache folder would be")   # makedirs fails: no cache
    out = _validate(blocked)
    assert (out.returncode, out.stdout, out.stderr) == (ref.returncode, ref.stdout, ref.stderr)
    off = _validate(tmp_path / "off", ("RULEWRIGHT_NO_CACHE", "1"))
    assert (off.returncode, off.stdout, off.stderr) == (ref.returncode, ref.stdout, ref.stderr)
    assert not (tmp_path / "off").exists()


def test_a_changed_text_is_parsed_again_and_a_broken_entry_is_ignored(tmp_path, monkeypatch):
    from rulewright import usercache
    from rulewright.compiler import parser
    from rulewright.i18n import parse_ftl
    monkeypatch.setattr(usercache, "_FOLDER", [str(tmp_path)])
    text = "hello = Hello\n"
    first = parse_ftl.__wrapped__(text)
    [entry] = list(tmp_path.glob("ftl-*"))
    assert parse_ftl.__wrapped__(text).body[0].value.elements[0].value == "Hello"    # from the cache
    entry.write_bytes(b"not a pickle")
    assert parse_ftl.__wrapped__(text).body[0].id.name == first.body[0].id.name      # parsed again
    changed = parse_ftl.__wrapped__("hello = Hallo\n")
    assert changed.body[0].value.elements[0].value == "Hallo"
    # the rule code: a text not in the cache is parsed and kept; a kept one is read back
    monkeypatch.setattr(parser, "_code_key", parser._code_key.__wrapped__)
    fresh = parser._parse_cached.__wrapped__("let x = 1 + 2", "start")
    assert len(list(tmp_path.glob("parse-*"))) == 1
    assert parser._parse_cached.__wrapped__("let x = 1 + 2", "start") == fresh
    bad = parser._parse_cached.__wrapped__("let x = (1 +", "start")
    assert bad[0] is None and bad[1].code == "RW203"
    assert parser._parse_cached.__wrapped__("let x = (1 +", "start") == bad       # the problem kept too
    [kept] = [p for p in tmp_path.glob("parse-*") if p.stat().st_size < 200 and "RW203".encode() in p.read_bytes()]
    kept.write_bytes(b"\x00broken")
    assert parser._parse_cached.__wrapped__("let x = (1 +", "start") == bad


def test_a_file_with_schema_errors_is_checked_every_time(tmp_path, monkeypatch):
    from rulewright import usercache
    from rulewright.compiler import sources
    from rulewright.compiler.diagnostics import DiagnosticBag
    from rulewright.compiler.yaml_loader import load_yaml_file
    monkeypatch.setattr(usercache, "_FOLDER", [str(tmp_path / "cache")])
    monkeypatch.setattr(sources, "_schema_code_key", sources._schema_code_key.__wrapped__)
    (tmp_path / "cache").mkdir()
    good, bad = tmp_path / "good.yaml", tmp_path / "bad.yaml"
    good.write_text("rounds: 3\n", encoding="utf-8")
    bad.write_text("rounds: 3.5\n", encoding="utf-8")
    for _ in range(2):
        for path, valid in ((good, True), (bad, False)):
            bag = DiagnosticBag()
            loaded = load_yaml_file(path)
            assert sources._schema_check(loaded, bag) is valid
            assert any(d.is_error for d in bag.items) is not valid, path.name
    assert len(list((tmp_path / "cache").glob("valid-*"))) == 1      # the good file only


def test_a_cache_folder_others_may_write_in_is_not_used(tmp_path, monkeypatch):
    """Entries are unpickled: a folder that other users can write to is not read."""
    from rulewright import usercache
    folder = tmp_path / "rulewright"
    folder.mkdir(mode=0o777)
    folder.chmod(0o777)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("RULEWRIGHT_NO_CACHE", raising=False)
    monkeypatch.setattr(usercache, "_FOLDER", [])
    assert usercache.folder() is None
    folder.chmod(0o700)
    monkeypatch.setattr(usercache, "_FOLDER", [])
    assert usercache.folder() == str(folder)


def test_translation_checks_are_kept_until_a_file_they_read_changes(tmp_path, monkeypatch):
    """compiler/locale_cache.py: the kept diagnostics are used only while every file the check
    read (and every folder it looked into) is as it was; each state gives what a run without
    the cache gives."""
    import shutil

    from rulewright import usercache
    from rulewright.compiler import translations
    from rulewright.compiler.build import compile_ruleset
    root = tmp_path / "rs"
    shutil.copytree(REPO / "tests" / "constructs", root)
    nl = root / "locales" / "nl"
    runs = []
    real = translations.check_translations
    monkeypatch.setattr(translations, "check_translations", lambda *a, **k: runs.append(1) or real(*a, **k))

    def diagnostics(cache):
        monkeypatch.setattr(usercache, "_FOLDER", [cache])
        return [(d.code, d.message, d.file, d.line, d.column, d.hint) for d in compile_ruleset(root).diagnostics]

    def same_as_uncached():
        before = len(runs)
        kept = diagnostics(str(tmp_path / "cache"))
        assert kept == diagnostics(None)
        return kept, len(runs) - before - 1          # checks run with the cache

    (tmp_path / "cache").mkdir()
    first, ran = same_as_uncached()
    assert ran == 1 and list((tmp_path / "cache").glob("locales-*"))
    assert same_as_uncached() == (first, 0)           # nothing changed: from the cache
    text = (nl / "constructs.ftl").read_text(encoding="utf-8")
    (nl / "constructs.ftl").write_text(text.replace("colour-blue =", "colour-bleu =", 1) +
                                       "refers = { elsewhere }\n", encoding="utf-8")
    edited, ran = same_as_uncached()
    assert ran == 1 and {"RW501", "RW502", "RW510"} <= {d[0] for d in edited}
    assert same_as_uncached() == (edited, 0)
    (nl / "other.ftl").write_text("elsewhere = ergens\n", encoding="utf-8")     # a new file beside it
    added, ran = same_as_uncached()
    assert ran == 1 and "RW510" not in {d[0] for d in added}
    shutil.rmtree(root / "locales" / "hu")
    removed, ran = same_as_uncached()
    assert ran == 1 and any(d[0] == "RW506" and '"hu"' in d[1] for d in removed)
    for entry in (tmp_path / "cache").glob("locales-*"):
        entry.write_bytes(b"not a pickle")
    assert same_as_uncached() == (removed, 1)        # an unreadable entry: checked again


def test_a_loaded_rule_file_is_kept_with_its_positions_until_its_text_changes(tmp_path, monkeypatch):
    """compiler/yaml_loader.py: the data and every position of a file that loaded without a
    problem come from the user cache (no PyYAML run); another text is loaded again, a file with
    problems is loaded every time, a broken entry is loaded again."""
    from rulewright import usercache
    from rulewright.compiler import yaml_events, yaml_loader
    monkeypatch.setattr(yaml_loader, "_code_key", yaml_loader._code_key.__wrapped__)
    runs = []
    real = yaml_events._load_into
    monkeypatch.setattr(yaml_events, "_load_into", lambda *a: runs.append(1) or real(*a))
    text = (REPO / "tests" / "constructs" / "ruleset.yaml").read_text(encoding="utf-8")

    def load(source, cache):
        monkeypatch.setattr(usercache, "_FOLDER", [cache])
        loaded = yaml_loader.load_yaml_text(source, "rules.yaml")
        return loaded.data, loaded._table, [(d.code, d.line, d.column) for d in loaded.diagnostics]

    cache = str(tmp_path)
    fresh = load(text, None)
    assert fresh[1] and not fresh[2]
    assert load(text, cache) == fresh and len(runs) == 2
    assert load(text, cache) == fresh and len(runs) == 2          # from the cache: no PyYAML
    kept = yaml_loader.load_yaml_text(text, "other.yaml")           # the file's name is its own
    assert kept.span(("ruleset", "name")).file == "other.yaml" and len(runs) == 2
    edited = text.replace("name: constructs", "name: constructs2", 1)
    assert edited != text and load(edited, cache) == load(edited, None) and len(runs) == 4
    assert load(edited, cache)[0]["ruleset"]["name"] == "constructs2" and len(runs) == 4
    duplicate = "rounds: 3\nrounds: 4\n"
    assert load(duplicate, cache)[2] == load(duplicate, cache)[2] != [] and len(runs) == 6
    assert len(list(tmp_path.glob("yaml-*"))) == 2               # the files without problems only
    for entry in tmp_path.glob("yaml-*"):
        entry.write_bytes(b"\x00broken")
    assert load(text, cache) == fresh and len(runs) == 7


def test_kept_fingerprints_are_the_computed_ones_and_change_with_the_rules(tmp_path, monkeypatch):
    """compiler/build.py `_kept_fingerprints`: RW509's fingerprints from the user cache are
    those computed now, for the same IR and ids; another IR (a changed rule) is computed."""
    import copy

    from rulewright import usercache
    from rulewright.compiler import build
    from rulewright.compiler.sheet import written
    ir = build.compile_ruleset(REPO / "tests" / "constructs").ir
    ids = {"written-card-gem-use", "written-end"}
    monkeypatch.setattr(usercache, "_FOLDER", [str(tmp_path)])
    runs = []
    real = written.fingerprints
    monkeypatch.setattr(written, "fingerprints", lambda *a, **k: runs.append(1) or real(*a, **k))
    want = real(ir, only=ids)
    assert build._kept_fingerprints(ir, ids) == want and len(runs) == 1
    assert build._kept_fingerprints(ir, ids) == want and len(runs) == 1        # from the cache
    assert build._kept_fingerprints(ir, {"written-end"}) == {"written-end": want["written-end"]}
    changed = copy.deepcopy(ir)
    changed["parameters"]["limit"]["value"] += 1
    assert build._kept_fingerprints(changed, ids) == real(changed, only=ids) and len(runs) == 3
    monkeypatch.setattr(usercache, "_FOLDER", [None])
    assert build._kept_fingerprints(ir, ids) == want and len(runs) == 4        # no cache: computed
