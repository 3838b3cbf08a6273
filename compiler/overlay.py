"""House rules: an overlay file names the ruleset it extends and states only what changes.

    house_rule: {name: ..., extends: rattus_cartus, intent: ...}
    change:  {section: {name: {key: new value}}}   # every key must exist (or be allowed there)
    add:     {section: {name: full definition}}    # names must be new
    remove:  {section: [name, ...]}                # names must exist
    translations: {lang: "Fluent messages for added names"}

The overlay is applied to the base ruleset's merged sources before the later stages run, so
every diagnostic about a changed value points into the overlay file, and changes that point at
nothing are errors (RW306) with a did-you-mean.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path


from .diagnostics import DiagnosticBag
from .sources import (MAP_SECTIONS, Origin, Sources, strict_validator, _report_schema_error, _schema_at,
                      buffer_text, display_name, load_sources, read_rule_file, ruleset_schema)
from .symbols import did_you_mean
from .yaml_hints import flow_code_hint
from .yaml_loader import Loaded


@lru_cache(maxsize=1)
def overlay_schema() -> dict:
    from importlib import resources
    return json.loads(resources.files(__package__).joinpath("schemas/overlay.schema.json").read_text("utf-8"))


def is_overlay(path: Path) -> bool:
    """A YAML file whose top level has `house_rule:` (read cheaply, without a full load)."""
    text = buffer_text(path)
    if text is not None:
        return any(line.startswith("house_rule:") for line in text[:65536].splitlines())
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            head = handle.read(65536)
    except OSError:
        return False
    return any(line.startswith("house_rule:") for line in head.splitlines())


def load_overlay(path: Path, bag: DiagnosticBag, resolve, bundled: list[str] = ()) -> tuple[Sources | None, Loaded | None, dict]:
    """Load an overlay and its base; returns (merged sources, the overlay file, metadata).
    `resolve(text, folder)` turns `extends` into a ruleset folder, or None; `bundled` names
    the bundled rulesets for the hint."""
    loaded = read_rule_file(path, display_name(path))
    bag.extend(loaded.diagnostics)
    if loaded.data is None:
        if not loaded.diagnostics:
            bag.error("RW102", "the house-rule file is empty", loaded.span(()), "", "start with 'house_rule:'")
        return None, loaded, {}
    errors = list(strict_validator(overlay_schema()).iter_errors(loaded.data))
    for error in errors:
        _report_schema_error(loaded, error, bag, overlay_schema())
    if errors:
        return None, loaded, {}
    data = loaded.data
    meta = dict(data["house_rule"])
    base = resolve(meta["extends"], path.parent)
    if base is None:
        o = Origin(loaded, ("house_rule", "extends"))
        names = f" ({', '.join(bundled)})" if bundled else ""
        message = (f"no ruleset '{meta['extends']}' to extend" if meta["extends"].strip(" ./") else
                   f"'extends: \"{meta['extends']}\"' names no ruleset: it must name a ruleset folder or a bundled ruleset")
        hint = ("give a ruleset folder relative to this file (one that holds ruleset.yaml) "
                f"or the name of a bundled ruleset{names}")
        enclosing = path.parent.parent
        if meta["extends"].strip(" ./") and (enclosing / "ruleset.yaml").is_file():
            # a ruleset folder copied elsewhere: its house rules still name the old place
            hint = (f"this file sits in the ruleset folder {display_name(enclosing)}: to extend it, "
                    f"write `extends: ..`; otherwise {hint}")
        bag.error("RW301", message, o.span(), o.yaml_path, hint)
        return None, loaded, meta
    sources = load_sources(base, bag)
    if bag.has_errors:
        return None, loaded, meta
    sources.files.append(loaded)
    _remove(sources, loaded, data.get("remove") or {}, bag)
    _add(sources, loaded, data.get("add") or {}, bag)
    changed_values = _change(sources, loaded, data.get("change") or {}, bag)
    if not bag.has_errors:
        _check_merged(sources, data, bag)
    if not bag.has_errors:
        for name, before, after, origin in changed_values:
            _same_kind_of_value(name, before, after, origin, bag)
    if bag.has_errors:
        return None, loaded, meta
    meta["base_root"] = base
    return sources, loaded, meta


def _remove(sources: Sources, loaded: Loaded, remove: dict, bag: DiagnosticBag) -> None:
    for section, names in remove.items():
        for i, name in enumerate(names):
            o = Origin(loaded, ("remove", section, i))
            if section in MAP_SECTIONS:
                entries = sources.entries.get(section, {})
                if name not in entries:
                    _nothing(bag, o, f"there is no '{name}' in '{section}' to remove", name, entries)
                    continue
                del entries[name]
            else:
                value, origin = sources.singles.get(section, ([], None))
                if name not in value:
                    _nothing(bag, o, f"there is no '{name}' in '{section}' to remove", name, value)
                    continue
                sources.singles[section] = ([v for v in value if v != name], origin)


def _add(sources: Sources, loaded: Loaded, add: dict, bag: DiagnosticBag) -> None:
    for section, items in add.items():
        if section not in MAP_SECTIONS:
            _add_single(sources, loaded, section, items, bag)
            continue
        entries = sources.entries.setdefault(section, {})
        for name, value in items.items():
            o = Origin(loaded, ("add", section, name))
            if name in entries:
                span = entries[name][1].key_span()
                bag.error("RW302", f"'{name}' already exists in '{section}'", o.key_span(), o.yaml_path,
                          f"it is defined at {span.file}:{span.line}; to change it, use 'change:'" if span else
                          "to change it, use 'change:'")
                continue
            entries[name] = (value, o)


_ADDABLE = ("game_ends", "round_ends")      # the single sections `add:` accepts (the schema's list)


def _add_single(sources: Sources, loaded: Loaded, section: str, value, bag: DiagnosticBag) -> None:
    """A section the base may leave out (an end condition): added whole, only where it is missing."""
    o = Origin(loaded, ("add", section))
    if section in sources.singles:
        span = sources.singles[section][1].key_span() if sources.singles[section][1] else None
        bag.error("RW302", f"the base ruleset already has '{section}'", o.key_span(), o.yaml_path,
                  f"it is at {span.file}:{span.line}; to replace it, use 'change:'" if span else
                  "to replace it, use 'change:'")
        return
    sources.singles[section] = (value, o)


def _change(sources: Sources, loaded: Loaded, change: dict, bag: DiagnosticBag) -> list:
    """Apply `change:`; returns the changed parameter values, each to be checked against the
    base's kind of value once the schema has passed them (`_same_kind_of_value`)."""
    kept = []
    for section, value in change.items():
        o = Origin(loaded, ("change", section))
        if section in MAP_SECTIONS:
            entries = sources.entries.get(section, {})
            for name, new in value.items():
                oo = o.child(name)
                if name not in entries:
                    _nothing(bag, oo, f"there is no '{name}' in '{section}' to change", name, entries,
                             "to add a new one, use 'add:'")
                    continue
                base_value, base_origin = entries[name]
                overrides = dict(base_origin.overrides or {})
                if not isinstance(new, dict) or not isinstance(base_value, dict):
                    entries[name] = (new, oo)
                    continue
                if section == "parameters" and "value" in new and "value" in base_value:
                    kept.append((name, dict(base_value), new, oo.child("value")))
                _merge(base_value, new, (section, name), (), oo, overrides, bag)
                entries[name] = (base_value, Origin(base_origin.loaded, base_origin.path, overrides))
        else:
            if section not in sources.singles:
                _nothing(bag, o, f"the base ruleset has no '{section}' to change", section, sources.singles,
                         "to add it, use 'add:'" if section in _ADDABLE else "to add it, write it in a ruleset file")
                continue
            sources.singles[section] = (value, o)
    return kept


def _kind_of_value(value, spec: dict) -> str:
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int"
    if isinstance(value, str):
        return "option" if spec.get("options") else "text"
    if isinstance(value, dict) and all(str(k).isdigit() for k in value):
        return "table"
    return type(value).__name__


_KIND_WORDS = {"bool": "true or false", "int": "a whole number", "option": "one of its options",
               "table": "a table by number", "list": "a list", "dict": "a map", "float": "a decimal number",
               "text": "a name"}


def _same_kind_of_value(name: str, base: dict, new: dict, origin: Origin, bag: DiagnosticBag) -> None:
    """A house rule keeps a parameter's kind of value: the base's rules use it as that kind, so
    a name given for a number would be reported in the base's files, far from the mistake."""
    spec = {**base, **new}
    before, after = _kind_of_value(base["value"], base), _kind_of_value(new["value"], spec)
    if before == after or (before == "option" and after == "text"):
        return                  # a name that is not an option is RW104 at this value, with the options
    shown = json.dumps(base["value"], ensure_ascii=False) if not isinstance(base["value"], str) else base["value"]
    hint = {"int": f"write a whole number, as the base does ({shown})",
            "bool": "write true or false",
            "option": "use one of: " + ", ".join(map(str, base.get("options") or []))}.get(
        before, f"write {_KIND_WORDS.get(before, before)}, as the base does ({shown})")
    bag.error("RW103", f"the parameter '{name}' is {_KIND_WORDS.get(before, before)} in the base ruleset, "
                       f"so its value cannot be {json.dumps(new['value'], ensure_ascii=False)}",
              origin.span(), origin.yaml_path, hint)


def _merge(base: dict, new: dict, schema_path: tuple, rel: tuple, origin: Origin, overrides: dict,
           bag: DiagnosticBag) -> None:
    allowed = set(_schema_at(schema_path + rel, ruleset_schema()).get("properties", {}))
    for key, value in new.items():
        o = origin.child(key)
        if key not in base and key not in allowed:
            _nothing(bag, o, f"'{key}' is not part of this entry", key, list(base) + sorted(allowed))
            continue
        if isinstance(value, dict) and isinstance(base.get(key), dict) and value:
            _merge(base[key], value, schema_path, rel + (key,), o, overrides, bag)
        else:
            base[key] = value
            overrides[rel + (key,)] = o


class _MergedView:
    """The sections a house rule touched, after the merge, as the schema check sees them:
    each path is shown where its value was written (the house rule, or the base file)."""

    def __init__(self, sources: Sources, touched: dict):
        self.sources = sources
        self.data = {}
        for section, names in touched.items():
            if section in MAP_SECTIONS:
                entries = sources.entries.get(section, {})
                self.data[section] = {n: entries[n][0] for n in names if n in entries}
            elif section in sources.singles:
                self.data[section] = sources.singles[section][0]

    def _origin(self, path: tuple) -> Origin | None:
        if not path:
            return None
        section = path[0]
        if section in MAP_SECTIONS:
            if len(path) < 2 or path[1] not in self.sources.entries.get(section, {}):
                return None
            return self.sources.entries[section][path[1]][1].child(*path[2:])
        single = self.sources.singles.get(section)
        return single[1].child(*path[1:]) if single else None

    def span(self, path: tuple):
        origin = self._origin(path)
        return origin.span() if origin else None

    def key_span(self, path: tuple):
        origin = self._origin(path)
        return origin.key_span() if origin else None

    def path_name(self, path: tuple) -> str:
        origin = self._origin(path)
        return origin.yaml_path if origin else ".".join(map(str, path))


def _check_merged(sources: Sources, data: dict, bag: DiagnosticBag) -> None:
    """Check what the house rule changed or added against the ruleset schema, after merging:
    a changed value must be as valid as it would be in a ruleset file (RW103, RW104...)."""
    touched: dict = {}
    for part in ("change", "add"):
        for section, items in (data.get(part) or {}).items():
            names = touched.setdefault(section, set())
            if isinstance(items, dict) and section in MAP_SECTIONS:
                names.update(items)
    view = _MergedView(sources, touched)
    for error in strict_validator(ruleset_schema()).iter_errors(view.data):
        _report_schema_error(view, error, bag)


def _nothing(bag: DiagnosticBag, origin: Origin, message: str, name, candidates, extra: str | None = None) -> None:
    hint = did_you_mean(str(name), [str(c) for c in candidates])
    if extra:
        hint = f"{hint} {extra}" if hint else extra
    span = origin.key_span()
    if span is not None:
        # `{a: f(x, 3)}` reads as `a: "f(x"` and a key `3)`: say to quote the code
        hint = flow_code_hint(origin.loaded._line(span.line - 1), span.column, (str(name),)) or hint
    bag.error("RW306", message, span, origin.yaml_path, hint)
