"""The translation checks of `validate` (compiler/translations.py) kept in the user cache.

Checking a game's Fluent files against its rules (parsing them, or reading their syntax trees
from the cache, and walking every message) was a fifth of a `validate`. Its result, the list
of diagnostics, depends on the arguments, on the files the check reads and on the code that
checks. So an entry (rulewright.usercache, `locales-*`) is named by a hash of the arguments,
the working folder (diagnostics name files relative to it) and the source of that code, and it
holds, beside the diagnostics, every question the check asked the file system with its answer
(is this a folder, a file, what a folder holds, where a path leads, the bytes of a file: their
hash, or the error reading them gave). The entry is used only when every question, asked again
in the same order, gets the same answer: the check, which sees nothing else, would then do
exactly what it did. A file edited, added or removed, a folder made: the check runs again.
"""
from __future__ import annotations

import hashlib
import os
import pickle
from pathlib import Path

from rulewright import usercache
from rulewright.i18n import LocaleFileTooLarge, read_ftl

KEEP = 200          # entries kept (one per ruleset, working folder and state of its files)


class Disk:
    """The file system as the translation checks read it."""

    def is_dir(self, path: Path) -> bool:
        return Path(path).is_dir()

    def is_file(self, path: Path) -> bool:
        return Path(path).is_file()

    def glob(self, folder: Path, pattern: str) -> list[Path]:
        return list(Path(folder).glob(pattern))

    def resolve(self, path: Path) -> Path:
        return Path(path).resolve()

    def read_ftl(self, path: Path) -> bytes:
        """rulewright.i18n.read_ftl: raises OSError and LocaleFileTooLarge as it does."""
        return read_ftl(path)


DISK = Disk()


def _answer(op: str, *args):
    """What `DISK.op(*args)` answers, as a small comparable value (a file's bytes as their
    hash, an error as its kind and message)."""
    if op == "read_ftl":
        try:
            return "bytes", hashlib.sha256(DISK.read_ftl(*args)).hexdigest()
        except LocaleFileTooLarge as exc:
            return "too-large", str(exc)
        except OSError as exc:
            return "oserror", type(exc).__name__, exc.errno, exc.strerror, str(exc)
    value = getattr(DISK, op)(*args)
    if op == "glob":
        return [str(p) for p in value]
    return str(value) if op == "resolve" else value


class Recorder(Disk):
    """The file system, with every question and its answer noted in `log`."""

    def __init__(self) -> None:
        self.log: list[tuple] = []

    def is_dir(self, path):
        value = super().is_dir(path)
        self.log.append(("is_dir", (str(path),), value))
        return value

    def is_file(self, path):
        value = super().is_file(path)
        self.log.append(("is_file", (str(path),), value))
        return value

    def glob(self, folder, pattern):
        value = super().glob(folder, pattern)
        self.log.append(("glob", (str(folder), pattern), [str(p) for p in value]))
        return value

    def resolve(self, path):
        value = super().resolve(path)
        self.log.append(("resolve", (str(path),), str(value)))
        return value

    def read_ftl(self, path):
        try:
            data = super().read_ftl(path)
        except LocaleFileTooLarge as exc:
            self.log.append(("read_ftl", (str(path),), ("too-large", str(exc))))
            raise
        except OSError as exc:
            self.log.append(("read_ftl", (str(path),),
                             ("oserror", type(exc).__name__, exc.errno, exc.strerror, str(exc))))
            raise
        self.log.append(("read_ftl", (str(path),), ("bytes", hashlib.sha256(data).hexdigest())))
        return data


def _still_true(log: list[tuple]) -> bool:
    try:
        return all(_answer(op, *args) == answer for op, args, answer in log)
    except Exception:        # a question that fails now: the check runs again (and says why)
        return False


def _canonical(value):
    """`value` as plain data whose repr is the same in every process (sets sorted)."""
    if isinstance(value, dict):
        return ("dict", [(_canonical(k), _canonical(v)) for k, v in value.items()])
    if isinstance(value, (set, frozenset)):
        return ("set", sorted(repr(_canonical(v)) for v in value))
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, [_canonical(v) for v in value])
    if isinstance(value, Path):
        return ("path", str(value))
    return value


def _code_key() -> str:
    """The source of the code a check's result depends on: the checks, the diagnostics, the
    Fluent parser and syntax tree, babel (its version names its language data), this module."""
    here = Path(__file__).resolve().parent
    parts = [(here / name).read_bytes() for name in ("translations.py", "diagnostics.py", "locale_cache.py")]
    parts.append(Path(usercache.__file__).resolve().parent.joinpath("i18n.py").read_bytes())
    parts += usercache.package_sources("fluent.syntax", ("parser.py", "ast.py", "stream.py", "errors.py"))
    parts += usercache.package_sources("babel", ("__init__.py", "core.py"))
    return usercache.digest(*parts)


def check_translations(**kwargs) -> list:
    """compiler.translations.check_translations(**kwargs), from the cache when the files it reads
    are as they were. Without a cache folder, or with arguments that have no stable text, it
    simply runs."""
    name = None
    if usercache.folder() is not None:
        try:
            text = repr(_canonical(kwargs))
            if " at 0x" not in text:           # an object without a value of its own: not kept
                name = f"locales-{usercache.digest(_code_key(), os.getcwd(), text)}.pickle"
        except Exception:                      # no source to hash, say: no cache
            name = None
    if name is not None:
        data = usercache.read(name)
        if data is not None:
            try:
                log, found = pickle.loads(data)
                if _still_true(log):
                    return found
            except Exception:          # an unreadable entry: check again
                pass
    from .translations import check_translations as check
    if name is None:
        return check(**kwargs)
    recorder = Recorder()
    found = check(**kwargs, disk=recorder)
    try:
        usercache.write(name, pickle.dumps((recorder.log, found), protocol=pickle.HIGHEST_PROTOCOL), keep=KEEP)
    except (pickle.PicklingError, RecursionError, TypeError):
        pass
    return found
