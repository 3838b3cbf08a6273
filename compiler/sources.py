"""Stages 1 and 2: find a ruleset's YAML files, load them, check them against the schema,
and merge their sections, remembering where every entry came from."""
from __future__ import annotations

import json
import os
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from difflib import get_close_matches
from functools import lru_cache
from pathlib import Path
from typing import Any

from rulewright import usercache

from .diagnostics import DiagnosticBag, Span
from .yaml_loader import MAX_BYTES, Loaded, format_path, load_yaml_file, load_yaml_text

# Sections that hold named entries, merged across files; the others appear once.
MAP_SECTIONS = ("parameters", "assumptions", "enums", "card_attributes", "zones", "counters",
                "variables", "groups", "cards", "procedures", "invariants")
SINGLE_SECTIONS = ("ruleset", "decisions", "scoring_categories", "setup", "rounds", "game_ends",
                   "round_ends", "phases", "end_of_game")
REQUIRED_SECTIONS = ("ruleset", "rounds", "phases", "end_of_game")     # setup may be left out
SKIPPED_FOLDERS = ("examples", "house_rules", "scenarios")
_MAX_GUESSES = 50          # unknown keys of one mapping that get a did-you-mean


@dataclass
class Origin:
    """Where a value was written: the loaded file and the YAML path inside it.

    `overrides` maps relative key paths to other origins: a house rule that changes part of
    an entry points there, so diagnostics about the changed part show the house-rule file.
    """

    loaded: Loaded
    path: tuple
    overrides: dict | None = None

    def span(self) -> Span | None:
        return self.loaded.span(self.path)

    def key_span(self) -> Span | None:
        return self.loaded.key_span(self.path) or self.loaded.span(self.path)

    def child(self, *keys) -> "Origin":
        if self.overrides:
            for n in range(len(keys), 0, -1):
                other = self.overrides.get(tuple(keys[:n]))
                if other is not None:
                    return other.child(*keys[n:])
            deeper = {k[len(keys):]: o for k, o in self.overrides.items()
                      if len(k) > len(keys) and k[:len(keys)] == tuple(keys)}
            return Origin(self.loaded, self.path + tuple(keys), deeper or None)
        return Origin(self.loaded, self.path + tuple(keys))

    @property
    def yaml_path(self) -> str:
        return format_path(self.path)


@dataclass
class Sources:
    root: Path
    files: list[Loaded] = field(default_factory=list)
    # section -> name -> (value, origin) for map sections; section -> (value, origin) otherwise
    entries: dict[str, dict[str, tuple[Any, Origin]]] = field(default_factory=dict)
    singles: dict[str, tuple[Any, Origin]] = field(default_factory=dict)

    def texts(self) -> dict[str, str]:
        return {f.file: f.text for f in self.files}


# beside this module (as importlib.resources would find it: importing that costs 5 ms)
_SCHEMA = Path(__file__).resolve().parent / "schemas" / "ruleset.schema.json"


@lru_cache(maxsize=1)
def ruleset_schema() -> dict:
    text = _SCHEMA.read_text("utf-8")
    return json.loads(text)


@lru_cache(maxsize=1)
def _strict_class():
    """Draft 2020-12 with whole numbers only: JSON Schema counts 15.0 as an integer; the rules
    do not (the runtime needs whole numbers). jsonschema is imported here, when a file is
    checked that the cache of valid files (`_known_valid`) does not hold."""
    import jsonschema
    whole_numbers = jsonschema.Draft202012Validator.TYPE_CHECKER.redefine(
        "integer", lambda checker, value: isinstance(value, int) and not isinstance(value, bool))
    return jsonschema.validators.extend(jsonschema.Draft202012Validator, type_checker=whole_numbers)


def strict_validator(schema: dict):
    """A validator of `schema` (see `_strict_class`)."""
    return _strict_class()(schema)


def __getattr__(name: str):
    if name == "StrictValidator":        # the class, for code that names it
        return _strict_class()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@lru_cache(maxsize=1)
def _validator():
    return strict_validator(ruleset_schema())


# A file that the schema found valid once is valid again: the hash of its data (repr: 1, 1.0,
# True and '1' differ) with the schema, this module's source and jsonschema's own source is kept
# in the user cache (rulewright.usercache), and such a file is not checked again. Files with
# errors are always checked (their errors are reported from jsonschema's own).

@lru_cache(maxsize=1)
def _schema_code_key() -> str | None:
    if usercache.folder() is None:
        return None
    try:
        import importlib.util
        spec = importlib.util.find_spec("jsonschema")
        parts = []
        for folder in spec.submodule_search_locations:
            for name in ("__init__.py", "validators.py", "_keywords.py", "_types.py", "_format.py"):
                with open(os.path.join(folder, name), "rb") as f:
                    parts.append(f.read())
        with open(__file__, "rb") as f:
            parts.append(f.read())
        schema = _SCHEMA.read_bytes()
        return usercache.digest(schema, *parts)
    except Exception:
        return None


def _valid_name(data) -> str | None:
    key = _schema_code_key()
    if key is None:
        return None
    try:
        text = repr(data)
    except Exception:
        return None
    if " at 0x" in text:                 # an object without a value of its own: not kept
        return None
    return f"valid-{usercache.digest(key, text)}"


# ---- editor buffers: the text an editor holds for a file, read instead of the disk --------

_BUFFERS: ContextVar[dict] = ContextVar("rulewright_buffers", default={})


@contextmanager
def buffers(texts: dict):
    """Within the block, the compiler reads these texts (path -> text) instead of the files:
    an editor's unsaved buffer of a rule file or house rule is checked as if it were saved.
    A buffer for a path that does not exist yet is a new file of its folder."""
    token = _BUFFERS.set({**_BUFFERS.get(), **{_key(Path(p)): t for p, t in texts.items()}})
    try:
        yield
    finally:
        _BUFFERS.reset(token)


def _key(path: Path) -> str:
    try:
        return str(path.resolve())
    except (OSError, ValueError, RuntimeError):
        return str(path)


def buffer_text(path: Path) -> str | None:
    """The editor's text for `path` inside `buffers(...)`, else None (read the file)."""
    current = _BUFFERS.get()
    return current.get(_key(Path(path))) if current else None


def read_rule_file(path: Path, file: str | None = None) -> Loaded:
    """Load one rule file: from an editor buffer when one is given, else from the disk."""
    text = buffer_text(path)
    if text is None:
        return load_yaml_file(path, file)
    name = str(path) if file is None else file
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_BYTES:
        from .diagnostics import Diagnostic
        return Loaded(name, "", None, [Diagnostic("RW002", f"file is too large: {size:,} bytes, the limit is "
                                                  f"{MAX_BYTES:,} bytes; it was not read", file=name, line=1,
                                                  column=1, hint="split the rules into several smaller files")])
    return load_yaml_text(text, name)


def _exists(path: Path) -> bool:
    try:
        return path.exists()
    except (OSError, ValueError):       # a name the system cannot take: not on disk
        return False


def ruleset_files(root: Path) -> list[Path]:
    files = {p for p in root.glob("*.yaml") if p.is_file()}
    current = _BUFFERS.get()
    if current:
        folder = _key(root)
        for key in current:
            path = Path(key)
            if path.suffix == ".yaml" and str(path.parent) == folder and not _exists(path):
                files.add(root / path.name)       # a new file, not saved yet
    return sorted(files)


def display_name(path: Path) -> str:
    """Paths in diagnostics: relative to the working directory when below it."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def load_sources(root: Path, bag: DiagnosticBag, extra: list[Loaded] | None = None) -> Sources:
    sources = Sources(root)
    for path in ruleset_files(root):
        loaded = read_rule_file(path, display_name(path))
        sources.files.append(loaded)
    sources.files.extend(extra or [])
    for loaded in sources.files:
        bag.extend(loaded.diagnostics)
        if loaded.data is None:
            continue
        if not _schema_check(loaded, bag):
            continue
        _merge(sources, loaded, bag)
    for section in REQUIRED_SECTIONS:
        if section not in sources.singles and sources.files and not bag.has_errors:
            if section == "rounds" and "game_ends" in sources.singles:
                continue                  # the game ends on its condition
            first = sources.files[0]
            hint = "add a top-level 'rounds:' (how many rounds) or 'game_ends:' (when the game ends) " \
                "to one of the ruleset's files" if section == "rounds" else \
                f"add a top-level '{section}:' to one of the ruleset's files"
            bag.error("RW102", f"the ruleset has no '{section}' section", first.span(()), "", hint)
    return sources


def _merge(sources: Sources, loaded: Loaded, bag: DiagnosticBag) -> None:
    for section, value in loaded.data.items():
        if section in MAP_SECTIONS:
            entries = sources.entries.setdefault(section, {})
            for name, item in value.items():
                origin = Origin(loaded, (section, name))
                if name in entries:
                    first = entries[name][1]
                    span = first.key_span()
                    bag.error("RW302", f"'{name}' is defined twice in '{section}'", origin.key_span(),
                              origin.yaml_path,
                              f"the first definition is at {span.file}:{span.line}" if span else None)
                    continue
                entries[name] = (item, origin)
        else:
            origin = Origin(loaded, (section,))
            if section in sources.singles:
                span = sources.singles[section][1].key_span()
                bag.error("RW302", f"the section '{section}' is written twice", origin.key_span(),
                          section, f"the first one is at {span.file}:{span.line}" if span else None)
                continue
            sources.singles[section] = (value, origin)


# ---- schema errors -> diagnostics -------------------------------------------------------

def _schema_check(loaded: Loaded, bag: DiagnosticBag) -> bool:
    if not isinstance(loaded.data, dict):
        bag.error("RW103", "a ruleset file must be a mapping of sections", loaded.span(()), "",
                  "start the file with a section such as 'cards:' or 'parameters:'")
        return False
    name = _valid_name(loaded.data)
    if name is not None and usercache.read(name) is not None:
        return True
    ok = True
    for error in _validator().iter_errors(loaded.data):
        ok = False
        _report_schema_error(loaded, error, bag)
    if ok and name is not None:
        usercache.write(name, b"", keep=2_000)
    return ok


def _best_leaf(error):
    """For oneOf/anyOf, the sub-error that got deepest is usually what the author meant."""
    if error.context:
        deepest = max(error.context, key=lambda e: (len(e.absolute_path), e.validator not in ("type", "oneOf")))
        if len(deepest.absolute_path) > len(error.absolute_path):
            return _best_leaf(deepest)
        # a mapping where a mapping may stand ({from, to}) but lacks a key: say which
        missing = [e for e in error.context if e.validator == "required" and isinstance(error.instance, dict)]
        if missing:
            return missing[0]
    return error


def _schema_at(path: tuple, schema: dict | None = None) -> dict:
    """The schema fragment describing the object at `path` (for listing allowed keys)."""
    node = schema or ruleset_schema()
    for key in path:
        if not isinstance(node, dict):
            return {}
        if "properties" in node and key in node["properties"]:
            node = node["properties"][key]
        elif isinstance(node.get("additionalProperties"), dict):
            node = node["additionalProperties"]
        elif "items" in node:
            node = node["items"]
        else:
            return {}
    return node


def _report_schema_error(loaded: Loaded, error, bag: DiagnosticBag, schema: dict | None = None) -> None:
    error = _best_leaf(error)
    path = tuple(error.absolute_path)
    name_of = getattr(loaded, "path_name", format_path)   # a merged view names paths its own way
    where = name_of(path)
    kind = error.validator
    if kind == "additionalProperties":
        allowed = sorted(_schema_at(path, schema).get("properties", {}))
        extras = [k for k in error.instance if k not in allowed] if isinstance(error.instance, dict) else []
        for number, key in enumerate(extras or [None]):
            span = loaded.key_span(path + (key,)) if key is not None else loaded.span(path)
            # did-you-mean is slow; past the first keys a file is not a typo but the wrong file
            close = get_close_matches(str(key), allowed, n=1) if key is not None and number < _MAX_GUESSES else []
            hint = (f"did you mean '{close[0]}'? " if close else "") + \
                (f"allowed keys: {', '.join(allowed)}" if allowed else "")
            bag.error("RW101", f"unknown key '{key}'", span, name_of(path + (key,)), hint or None)
        return
    if kind == "required":
        missing = error.message.split("'")[1] if "'" in error.message else str(error.validator_value)
        bag.error("RW102", f"missing required key '{missing}'", loaded.key_span(path) if path else loaded.span(path),
                  where, f"add '{missing}:' here")
        return
    if kind == "type":
        expected = error.validator_value
        expected = " or ".join(expected) if isinstance(expected, list) else expected
        got = _json_type(error.instance)
        bag.error("RW103", f"expected {_article(expected)}, found {got}", loaded.span(path), where,
                  _type_hint(expected, error.instance))
        return
    if kind == "propertyNames":
        bag.error("RW104", "names must be lower-case letters, digits and '_', starting with a letter",
                  loaded.span(path), where, None)
        return
    message = error.message
    if kind == "enum":
        message = f"{error.instance!r} is not allowed here"
        hint = "use one of: " + ", ".join(map(str, error.validator_value))
    elif kind == "pattern":
        message = f"{error.instance!r} is not a valid name"
        hint = "names use lower-case letters, digits and '_', and start with a letter"
    elif kind in ("minimum", "maximum", "minItems", "maxItems", "minLength", "minProperties",
                  "maxProperties", "uniqueItems"):
        hint = None
    elif kind == "oneOf" and isinstance(error.instance, float):
        bag.error("RW103", f"expected a whole number, found {_json_type(error.instance)}", loaded.span(path),
                  where, _type_hint("integer", error.instance))
        return
    elif kind == "oneOf":
        message = f"{_json_type(error.instance)} is not a valid value here"
        hint = "see the schema's description of this key"
    else:
        hint = None
    span = loaded.key_span(path) if kind == "propertyNames" else loaded.span(path)
    bag.error("RW104", message, span, where, hint)


def _json_type(value) -> str:
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, int):
        return f"the number {value}"
    if isinstance(value, float):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {value!r}" if len(value) < 40 else "a text"
    if isinstance(value, list):
        return "a list"
    return "a mapping"


def _article(word: str) -> str:
    words = {"object": "a mapping", "array": "a list", "string": "a text", "integer": "a whole number",
             "boolean": "true or false"}
    return " or ".join(words.get(w, w) for w in word.split(" or "))


def _type_hint(expected: str, instance) -> str | None:
    if "integer" in expected and isinstance(instance, float):
        if instance.is_integer() and abs(instance) < 1e16:
            return f"write {int(instance)}: numbers in rule files are whole numbers"
        return "numbers in rule files are whole numbers"
    if "integer" in expected and isinstance(instance, str) and instance.strip().lstrip("-").isdigit():
        return "write the number without quotes"
    if "boolean" in expected and isinstance(instance, str) and instance.lower() in ("yes", "no", "on", "off"):
        return "only true and false are booleans in rule files"
    if "object" in expected:
        return "write 'key: value' lines indented below"
    if "string" in expected and isinstance(instance, (dict, list)):
        return "rule code is text: use 'key: |' and indent the code below"
    return None
