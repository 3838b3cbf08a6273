"""Localized text for running games: a small, strict wrapper over fluent.runtime.

Every sentence a player sees comes from a Fluent (FTL) file. A missing or broken
translation is an error, never a silent English fallback, so this wrapper closes the
holes fluent.runtime leaves open:

* `FluentBundle` is built with `use_isolating=False` (no U+2068/U+2069 around placeables);
* the language code is checked with babel (fluent silently falls back to the default
  locale, and with it to the wrong plural rules);
* Junk (syntax errors) and duplicate ids, which `add_resource` skips silently, raise
  `LocaleError` with `file:line:col`;
* formatting never returns the id or `{???}`: a missing message or attribute, an unknown
  variable, a cyclic reference ... raise `MissingTranslation`.

Only fluent.runtime / fluent.syntax / babel are imported: worker processes import this.
A `Localizer` pickles (it is rebuilt from the FTL sources it was loaded from).
"""
from __future__ import annotations

import bisect
import errno
import os
from functools import lru_cache
import re
from pathlib import Path
from typing import Any, Iterable

# babel and fluent.syntax are imported where they are used: `validate` with every check in the
# user cache needs neither (importing fluent.syntax was a tenth of a cold `validate`).

__all__ = [
    "I18nError",
    "LocaleError",
    "MissingTranslation",
    "Localizer",
    "locale_files",
    "available_languages",
    "parse_language",
    "LineIndex",
    "decode_ftl",
    "read_ftl",
    "MAX_FTL_BYTES",
    "parse_ftl",
    "junk_position",
    "entry_key",
    "ENGINE_RESOURCES",
    "package_locale_dir",
    "ruleset_locale_dir",
    "engine_file",
    "ruleset_localizer",
]

FTL_SUFFIX = ".ftl"
# Like rule files: a bigger locale file is a mistake, and parsing one takes minutes and GBs.
MAX_FTL_BYTES = 1_000_000


class I18nError(Exception):
    """Base class of the errors raised by this module."""


class LocaleError(I18nError):
    """A language code is unknown, or locale files are missing or broken."""


class MissingTranslation(I18nError, LookupError):
    """A message (or attribute) is missing in a language, or failed to format.

    `msg_id` is `"card-example"` for a message value and `"card-example.plural"` for an
    attribute. Pickles cleanly (its args are the three fields), so it crosses process
    boundaries intact.
    """

    def __init__(self, lang: str, msg_id: str, detail: str):
        super().__init__(lang, msg_id, detail)
        self.lang = lang
        self.msg_id = msg_id
        self.detail = detail

    def __str__(self) -> str:
        return f'no usable "{self.lang}" translation for "{self.msg_id}": {self.detail}'


# ---------------------------------------------------------------------------
# Helpers shared with the compiler's translation checker
# ---------------------------------------------------------------------------

_PLACEHOLDER_LANGUAGES = {"root", "und", "mul", "zxx", "mis"}


def parse_language(lang: str) -> "babel.Locale":
    """The babel locale of `lang` (`nl`, `de`, `pt-BR`, `pt_BR`); `LocaleError` if unknown.

    Stricter than `babel.Locale.parse`: placeholder codes (`und`, `root`, ...) and codes
    that babel would silently map to another language are refused.
    """
    if not isinstance(lang, str) or not lang.strip():
        raise LocaleError(f"invalid language code {lang!r}: expected e.g. 'en', 'nl', 'de'")
    import babel
    code = lang.replace("-", "_")   # the same normalisation FluentBundle applies
    try:
        locale = babel.Locale.parse(code)
    except (babel.UnknownLocaleError, ValueError, TypeError) as exc:
        raise LocaleError(f'unknown language code "{lang}" ({exc})') from None
    primary = code.split("_", 1)[0].lower()
    if primary in _PLACEHOLDER_LANGUAGES or locale.language != primary:
        raise LocaleError(f'unknown language code "{lang}" (not a concrete language)')
    return locale


class LineIndex:
    """Turns character offsets into 1-based (line, column); columns count characters."""

    def __init__(self, text: str):
        self._starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self._length = len(text)

    def position(self, offset: int) -> tuple[int, int]:
        offset = max(0, min(offset, self._length))
        i = bisect.bisect_right(self._starts, offset) - 1
        return i + 1, offset - self._starts[i] + 1


def decode_ftl(data: bytes) -> str:
    """Decode FTL bytes as UTF-8 (a BOM is dropped).

    Raises `UnicodeDecodeError`; its `.start` is the byte offset of the first bad byte.
    """
    return data.decode("utf-8-sig")


class LocaleFileTooLarge(LocaleError):
    """A Fluent file above MAX_FTL_BYTES; it is not read."""


def read_ftl(path: Path, max_bytes: int = MAX_FTL_BYTES) -> bytes:
    """The bytes of a Fluent file, refusing one above `max_bytes` without reading it all.
    Raises `OSError` like `Path.read_bytes`, and `LocaleFileTooLarge`."""
    if os.path.exists(path) and not os.path.isfile(path):     # a fifo or a device would block
        raise OSError(errno.EINVAL, "not a regular file (a fifo, socket, device or folder)", str(path))
    with open(path, "rb") as handle:
        data = handle.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise LocaleFileTooLarge(f"{path}: locale file is too large: more than {max_bytes:,} bytes "
                                 "(the limit); it was not read. Split it, or remove what no rule needs")
    return data


@lru_cache(maxsize=64)
def parse_ftl(text: str) -> FTL.Resource:
    """Parse FTL text with spans. Raises `RecursionError` on absurdly nested input.
    Cached: one validation reads the same file in several checks; callers do not mutate it.
    Also kept in the user's cache folder (rulewright.usercache), keyed by the text and
    fluent.syntax's version: parsing a game's Fluent files was most of a cold `validate`."""
    import pickle

    from fluent.syntax import FluentParser
    from fluent.syntax import ast as FTL

    from rulewright import usercache
    name = None
    if usercache.folder() is not None:
        name = f"ftl-{usercache.digest(_fluent_parser_source(), text)}.pickle"
        data = usercache.read(name)
        if data is not None:
            try:
                resource = pickle.loads(data)
                if isinstance(resource, FTL.Resource):
                    return resource
            except Exception:          # an unreadable entry: parse again
                pass
    resource = FluentParser(with_spans=True).parse(text)
    if name is not None:
        try:
            usercache.write(name, pickle.dumps(resource, protocol=pickle.HIGHEST_PROTOCOL), keep=200)
        except (pickle.PicklingError, RecursionError, TypeError):
            pass
    return resource


@lru_cache(maxsize=1)
def _fluent_parser_source() -> str:
    """The source of fluent.syntax's parser and syntax tree, which a cached tree depends on
    (read instead of asking importlib.metadata for the version: that is slow to import)."""
    import fluent.syntax.parser
    from fluent.syntax import ast as FTL
    out = []
    for module in (fluent.syntax.parser, FTL):
        with open(module.__file__, "rb") as f:
            out.append(f.read().decode("utf-8", "replace"))
    return "\n".join(out)


def entry_key(entry: FTL.Message | FTL.Term) -> str:
    """Messages and terms live in separate namespaces: terms are keyed `-name`."""
    from fluent.syntax import ast as FTL
    return ("-" if isinstance(entry, FTL.Term) else "") + entry.id.name


def junk_position(junk: FTL.Junk) -> tuple[int, str]:
    """(offset, "message [code]") of a Junk entry's first error.

    The parser often notices a problem only after skipping the line end (e.g. a missing
    `}`); such offsets are pulled back to just after the junk's last visible character.
    """
    start = junk.span.start if junk.span is not None else 0
    visible_end = start + len((junk.content or "").rstrip())
    ann = junk.annotations[0] if junk.annotations else None
    if ann is None:
        return start, "unparseable entry"
    offset = ann.span.start if ann.span is not None else start
    return min(offset, max(start, visible_end)), f"{ann.message} [{ann.code}]"


def _location(path: Path, index: LineIndex, offset: int) -> str:
    line, col = index.position(offset)
    return f"{path}:{line}:{col}"


# ---------------------------------------------------------------------------
# Localizer
# ---------------------------------------------------------------------------

class Localizer:
    """Formats the messages of one language.

    >>> loc = Localizer("nl", locale_files(Path("locales"), "nl", ["rattus_cartus"]))
    >>> loc.format("card-example"), loc.attribute("card-example", "gender")
    ('Kasteel', 'het')
    """

    def __init__(self, lang: str, files: Iterable[Path | str]):
        paths = [Path(f) for f in files]
        if not paths:
            raise LocaleError(f'no Fluent files given for language "{lang}"')
        sources = []
        for path in paths:
            try:
                data = read_ftl(path)
            except OSError as exc:
                raise LocaleError(f"{path}: cannot read locale file ({exc.strerror or exc})") from None
            try:
                text = decode_ftl(data)
            except UnicodeDecodeError as exc:
                good = data[:exc.start].decode("utf-8-sig", errors="replace")
                where = _location(path, LineIndex(good), len(good))
                raise LocaleError(f"{where}: not valid UTF-8 (byte 0x{data[exc.start]:02x})") from None
            sources.append(text)
        self._load(lang, paths, sources)

    @classmethod
    def from_sources(cls, lang: str, sources: dict[str, str]) -> "Localizer":
        """Build from in-memory FTL texts, keyed by a display name (used in errors)."""
        self = cls.__new__(cls)
        self._load(lang, [Path(name) for name in sources], list(sources.values()))
        return self

    def _load(self, lang: str, paths: list[Path], sources: list[str]) -> None:
        self.locale = parse_language(lang)
        self.lang = lang
        self.files = tuple(paths)
        self._sources = tuple(sources)
        from fluent.syntax import ast as FTL
        problems: list[str] = []
        seen: dict[str, str] = {}          # entry key -> "file:line:col" of its definition
        resources = []
        for path, text in zip(paths, sources):
            index = LineIndex(text)
            try:
                resource = parse_ftl(text)
            except RecursionError:
                problems.append(f"{path}:1:1: Fluent syntax too deeply nested to parse")
                continue
            for entry in resource.body:
                if isinstance(entry, FTL.Junk):
                    offset, detail = junk_position(entry)
                    problems.append(f"{_location(path, index, offset)}: Fluent syntax error: {detail}")
                elif isinstance(entry, (FTL.Message, FTL.Term)):
                    key = entry_key(entry)
                    where = _location(path, index, entry.id.span.start)
                    if key in seen:
                        problems.append(f'{where}: duplicate id "{key}" (first defined at {seen[key]})')
                    else:
                        seen[key] = where
            resources.append(resource)
        if problems:
            raise LocaleError(f'broken "{lang}" locale files:\n  ' + "\n  ".join(problems))
        from fluent.runtime import FluentBundle      # here: checking a ruleset needs only fluent.syntax
        bundle = FluentBundle([lang], use_isolating=False)
        for resource in resources:
            bundle.add_resource(resource)
        self._bundle = bundle
        self._ids = frozenset(k for k in seen if not k.startswith("-"))

    def __reduce__(self):
        return (_restore, (self.lang, tuple(str(p) for p in self.files), self._sources))

    def __repr__(self) -> str:
        return f"Localizer({self.lang!r}, {[str(p) for p in self.files]!r})"

    # -- queries ----------------------------------------------------------

    def has(self, msg_id: str) -> bool:
        """True if the message exists (terms, `-name`, are not messages)."""
        return msg_id in self._ids

    def has_attribute(self, msg_id: str, attr: str) -> bool:
        return self.has(msg_id) and attr in self._message(msg_id).attributes

    def message_ids(self) -> list[str]:
        return sorted(self._ids)

    # -- formatting -------------------------------------------------------

    def format(self, msg_id: str, /, **args: Any) -> str:
        """Format the value of `msg_id`. Raises `MissingTranslation` on any problem."""
        message = self._message(msg_id)
        if message.value is None:
            raise MissingTranslation(self.lang, msg_id, "the message has attributes but no value")
        return self._format(msg_id, message.value, args)

    def attribute(self, msg_id: str, attr: str, /, **args: Any) -> str:
        """Format attribute `.attr` of `msg_id`. Raises `MissingTranslation` on any problem."""
        message = self._message(msg_id)
        pattern = message.attributes.get(attr)
        if pattern is None:
            have = ", ".join("." + a for a in sorted(message.attributes)) or "none"
            raise MissingTranslation(self.lang, f"{msg_id}.{attr}",
                                     f"no attribute .{attr} (attributes: {have})")
        return self._format(f"{msg_id}.{attr}", pattern, args)

    def _message(self, msg_id: str):
        if msg_id not in self._ids:
            files = ", ".join(str(p) for p in self.files)
            raise MissingTranslation(self.lang, msg_id, f"no such message in {files}")
        try:
            return self._bundle.get_message(msg_id)
        except Exception as exc:  # fluent's compiler on odd input
            raise MissingTranslation(self.lang, msg_id, f"{type(exc).__name__}: {exc}") from exc

    def _format(self, label: str, pattern, args: dict[str, Any]) -> str:
        for name, value in args.items():
            if isinstance(value, bool) or value is None:
                # fluent would render True as 1 and select [one]; None as the variable name
                raise TypeError(f"argument ${name} of {label!r} must be a str or a number, "
                                f"not {type(value).__name__}")
        try:
            result, errors = self._bundle.format_pattern(pattern, args)
        except RecursionError:
            raise MissingTranslation(self.lang, label, "cyclic or too deeply nested reference") from None
        except Exception as exc:
            raise MissingTranslation(self.lang, label, f"{type(exc).__name__}: {exc}") from exc
        if errors:
            raise MissingTranslation(self.lang, label, "; ".join(dict.fromkeys(str(e) for e in errors)))
        if not isinstance(result, str):
            raise MissingTranslation(self.lang, label, f"formatted to {result!r}, not text")
        return result


def _restore(lang: str, names: tuple[str, ...], sources: tuple[str, ...]) -> Localizer:
    self = Localizer.__new__(Localizer)
    self._load(lang, [Path(n) for n in names], list(sources))
    return self


# ---------------------------------------------------------------------------
# Locating locale files
# ---------------------------------------------------------------------------

def locale_files(locale_root: Path, lang: str, resources: list[str]) -> list[Path]:
    """`locale_root/lang/<resource>.ftl` for each resource; `LocaleError` if one is missing."""
    root = Path(locale_root)
    folder = root / lang
    if not folder.is_dir():
        have = ", ".join(available_languages(root)) if root.is_dir() else "none"
        raise LocaleError(f'no locale folder for language "{lang}": {folder} does not exist '
                          f"(available: {have or 'none'})")
    paths = [folder / f"{resource}{FTL_SUFFIX}" for resource in resources]
    missing = [str(p) for p in paths if not p.is_file()]
    if missing:
        raise LocaleError(f'missing "{lang}" locale file(s): {", ".join(missing)}')
    return paths


def available_languages(locale_root: Path) -> list[str]:
    """Sorted names of the folders of `locale_root` that contain at least one .ftl file."""
    root = Path(locale_root)
    if not root.is_dir():
        raise LocaleError(f"locale folder {root} does not exist")
    return sorted(d.name for d in root.iterdir()
                  if d.is_dir() and any(f.is_file() for f in d.glob(f"*{FTL_SUFFIX}")))


# ---------------------------------------------------------------------------
# Where a ruleset's messages come from
# ---------------------------------------------------------------------------

# The engine's own messages: narration (engine), reference sheets (sheet), example reports
# (report). They come from the package unless the ruleset's locale folder has the file.
ENGINE_RESOURCES = ("engine", "sheet", "report")


def package_locale_dir() -> Path:
    """rulewright's own locale folder: `rulewright/locales` installed, `locales/` in a checkout."""
    here = Path(__file__).resolve().parent
    installed = here / "locales"
    return installed if installed.is_dir() else here.parent / "locales"


def _bundled_resource(resource: str, languages: Iterable[str]) -> bool:
    """True if the package has `resource`'s messages (a bundled ruleset's) in every language."""
    if resource in ENGINE_RESOURCES:
        return False
    package = package_locale_dir()
    langs = list(languages)
    return bool(langs) and all((package / lang / f"{resource}{FTL_SUFFIX}").is_file() for lang in langs)


def ruleset_locale_dir(root: Path, spec: dict) -> tuple[Path | None, str | None]:
    """The folder of a ruleset's own messages, and a note when it is not the one written.

    `spec` is the ruleset's `locales` (`dir` relative to the ruleset folder `root`). When that
    folder does not exist but the package has the resource (a bundled ruleset copied out of the
    package, whose `dir: ../../locales` now points nowhere), the package's folder is used and
    the note says so; when neither exists, (None, None)."""
    folder = Path(root) / spec.get("dir", "locales")
    try:
        if folder.is_dir():
            return folder.resolve(), None
    except OSError:
        return None, None
    resource = spec.get("resource", "")
    if not _bundled_resource(resource, spec.get("languages", [])):
        return None, None
    package = package_locale_dir()
    shown = Path(root).resolve()
    try:
        shown = shown.relative_to(Path.cwd().resolve())
    except ValueError:
        pass
    return package, (f"note: the locale folder '{spec.get('dir')}' of {shown.as_posix()} does not exist; "
                     f"using rulewright's bundled '{resource}' messages ({package}); for a copy with "
                     f"its own: rulewright new NAME --from {resource}")


def engine_file(folder: Path | None, lang: str, resource: str) -> Path:
    """`folder/lang/<resource>.ftl` for an engine resource (engine, sheet, report) when the
    ruleset's locale folder has it (it overrides), else the package's; `LocaleError` if neither."""
    name = f"{resource}{FTL_SUFFIX}"
    if folder is not None and (Path(folder) / lang / name).is_file():
        return Path(folder) / lang / name
    package = package_locale_dir()
    if (package / lang / name).is_file():
        return package / lang / name
    have = ", ".join(sorted(d.parent.name for d in package.glob(f"*/{name}"))) or "none"
    where = f"{Path(folder) / lang / name} does not exist and " if folder is not None else ""
    raise LocaleError(f'no "{lang}" {name}: {where}rulewright has it only in {have}; '
                      f"translate {package / 'en' / name} into the ruleset's locale folder")


def ruleset_localizer(ir: dict, root: Path, lang: str, extra: Iterable[str] = (),
                      extra_files: Iterable[Path] = ()) -> Localizer:
    """The localizer for a compiled ruleset: its locale resource, any `extra` resources
    (e.g. "report", "sheet": from the ruleset's locale folder if it has them, else the
    package's), and a house rule's own messages (`inline`).
    `root` is the ruleset folder that the IR's locale `dir` is relative to."""
    spec = ir["ruleset"]["locales"]
    if lang not in spec["languages"]:
        raise LocaleError(f'the ruleset has no "{lang}" translation; it offers: {", ".join(spec["languages"])}')
    folder, _ = ruleset_locale_dir(root, spec)
    if folder is None:
        raise LocaleError(f"the locale folder {Path(root) / spec['dir']} (locales.dir) does not exist")
    paths = locale_files(folder, lang, [spec["resource"]])
    for resource in extra:
        paths += [engine_file(folder, lang, resource)] if resource in ENGINE_RESOURCES \
            else locale_files(folder, lang, [resource])
    sources: dict[str, str] = {}
    for path in [*paths, *map(Path, extra_files)]:
        try:
            sources[str(path)] = decode_ftl(read_ftl(path))
        except (OSError, UnicodeDecodeError) as exc:
            raise LocaleError(f"{path}: cannot read locale file ({exc})") from None
    inline = (spec.get("inline") or {}).get(lang)
    if inline:
        sources["house rule"] = inline
    return Localizer.from_sources(lang, sources)
