"""Completion: the names that fit where the cursor is.

After `x.`: what a player has (per-player counters and zones) or what a card has (attributes,
`kind`, `group`); inside a call: the names of the type that argument takes (`take(` offers card
kinds, `move(cards, ` zones, `as=` decisions, `score(p, ` categories ...); after `attr ==` of an
enum attribute: that enum's values; for a key under `change:`/`remove:` of a house rule: the
names of that section; in rule code elsewhere every name and function. A plain YAML value gets
the names it takes (`group:`, `starts_in:`, `indexed_by:`, an enum attribute's value); other
keys and values get nothing: yaml-language-server completes them from the schema.
"""
from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from pathlib import Path

from .positions import LineMap, Position

log = logging.getLogger("rulewright.editing")

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_PLAYERISH = {"me", "p", "player", "q", "winner", "loser", "who", "owner", "other"}
_CARDISH = {"this", "c", "card", "x"}


@dataclass
class Completion:
    label: str
    kind: str              # card | group | zone | counter | parameter | enum_value | ... | function | keyword
    detail: str | None

    def to_json(self) -> dict:
        return {"label": self.label, "kind": self.kind, "detail": self.detail}


def _names(state, loc) -> dict[str, list[Completion]]:
    """Every name of the ruleset by what it is, with its translated name as detail."""
    from .symbols import _fmt
    sym = state.symbols

    def title(msg_id):
        return _fmt(loc, msg_id)

    out: dict[str, list[Completion]] = {}

    def add(what, name, msg_id):
        out.setdefault(what, []).append(Completion(name, what, title(msg_id)))

    for k in sym.kinds:
        add("card", k, f"card-{k}")
    for g in sym.groups:
        add("group", g, f"group-{g}")
    for z, spec in sym.zones.items():
        add("player_zone" if spec.get("per_player") else "zone", z, f"zone-{z}")
    for c, spec in sym.counters.items():
        add("player_counter" if spec.get("per_player") else "counter", c, f"counter-{c}")
    for p in sym.params:
        add("parameter", p, f"param-{p}")
    for v in sym.variables:
        add("variable", v, f"variable-{v}")
    for e, values in sym.enums.items():
        add("enum", e, f"enum-{e}")
        for v in values:
            add(f"enum_value:{e}", v, f"{e}-{v}")
    for option, param in sym.option_of.items():
        add(f"option:{param}", option, None)
    for a in sym.actions:
        add("action", a, f"action-{a}")
    for d in sym.decisions:
        add("decision", d, f"choice-{d}")
    for c in sym.categories:
        add("category", c, f"category-{c}")
    for p in sym.procedures:
        add("procedure", p, f"procedure-{p}")
    for a in sym.attributes:
        add("attribute", a, f"attribute-{a}")
    return out


def _call_context(text: str, offset: int) -> tuple[str, int, str | None] | None:
    """(function name, argument index, keyword) of the innermost open call before `offset`."""
    depth, index, keyword = 0, 0, None
    i = offset - 1
    limit = max(0, offset - 4000)
    # the keyword being typed: `as=` right before the cursor's word
    j = offset
    while j > 0 and (text[j - 1].isalnum() or text[j - 1] == "_"):
        j -= 1
    k = j - 1
    while k >= 0 and text[k] == " ":
        k -= 1
    if k >= 0 and text[k] == "=" and (k == 0 or text[k - 1] not in "=!<>+-"):
        m = k
        while m > 0 and (text[m - 1].isalnum() or text[m - 1] == "_"):
            m -= 1
        keyword = text[m:k].strip() or None
    while i >= limit:
        ch = text[i]
        if ch in ")]}":
            depth += 1
        elif ch in "[{":
            if depth == 0:
                return None
            depth -= 1
        elif ch == "(":
            if depth == 0:
                end = i
                start = end
                while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):
                    start -= 1
                name = text[start:end]
                return (name, index, keyword) if _NAME.match(name or "-") else None
            depth -= 1
        elif ch == "," and depth == 0:
            index += 1
        elif ch == "\n" and depth == 0 and i + 1 < len(text) and text[i + 1:i + 2].strip() and \
                re.match(r"[A-Za-z_][A-Za-z0-9_]*:(\s|$)", text[i + 1:i + 60].lstrip(" -")):
            return None              # a YAML key line: the call did not start in this value
        i -= 1
    return None


def _types_for(state, fname: str, index: int, keyword: str | None) -> str | None:
    from rulewright.compiler.check_builtins import BUILTINS
    sym = state.symbols
    if fname in sym.procedures:
        params = list((sym.procedures[fname].get("params") or {}).items())
        if keyword:
            return dict(params).get(keyword)
        return params[index][1] if index < len(params) else None
    spec = BUILTINS.get(fname)
    if spec is None:
        return None
    args, kwargs, _, _ = spec
    if keyword:
        return kwargs.get(keyword)
    if index < len(args):
        return args[index].rstrip("?")
    return None


def _for_type(t: str | None, names: dict, sym) -> list[Completion] | None:
    if t is None:
        return None
    if t == "kind":
        return names.get("card", [])
    if t in ("zone", "cards") or t.startswith("list<card"):
        out = list(names.get("zone", []))
        out += [Completion(f"me.{c.label}", "player_zone", c.detail) for c in names.get("player_zone", [])]
        return out
    if t == "player":
        return [Completion("me", "player", None)]
    if t == "list<player>":
        return [Completion("players", "function", None)]
    if t == "label":
        return names.get("decision", [])
    if t == "category":
        return names.get("category", [])
    if t == "action":
        return names.get("action", [])
    if t == "group":
        return names.get("group", [])
    if t == "counter":
        return names.get("counter", []) + names.get("player_counter", [])
    if t == "enumtype":
        return names.get("enum", [])
    if t.startswith("enum:"):
        return names.get(f"enum_value:{t[5:]}", [])
    if t == "int":
        ints = [c for c in names.get("parameter", []) if sym.params.get(c.label, {}).get("type") in ("int", "table")]
        return ints + names.get("counter", [])
    return None


def _yaml_parents(lines: list[str], line: int, indent: int) -> list[str]:
    """The keys above `line` that it is nested in, outermost first (block-style YAML)."""
    parents = []
    for i in range(line - 1, -1, -1):
        text = lines[i]
        stripped = text.lstrip(" ")
        if not stripped or stripped.startswith("#"):
            continue
        own = len(text) - len(stripped)
        if own < indent:
            m = re.match(r"([A-Za-z_][A-Za-z0-9_]*)\s*:", stripped.lstrip("- "))
            if m:
                parents.append(m.group(1))
                indent = own
        if own == 0 and parents:
            break
    return list(reversed(parents))


_SECTIONS = {"cards": "card", "zones": None, "counters": None, "parameters": "parameter", "groups": "group",
             "enums": "enum", "variables": "variable", "procedures": "procedure", "card_attributes": "attribute",
             "assumptions": None}


CODE_KEYS = {"do", "default", "when", "setup", "end_of_game", "rounds", "refill_if", "start", "holds"}
_VALUE_NAMES = {"group": "group", "starts_in": "zone", "discard_to": "zone", "refill_from": "zone",
                "indexed_by": "enum"}
_KEY_BEFORE = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)\s*:\s+[\"']?")
_BLOCK_KEY = re.compile(r"\s*-?\s*([A-Za-z_][A-Za-z0-9_]*)\s*:\s*[|>][-+0-9]*\s*(#.*)?$")


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _value_key(lmap: LineMap, line_no: int, before: str) -> tuple[str, list[str]] | None:
    """(key, the keys it is nested in) of the value the cursor is in, or None at a key."""
    keys = list(_KEY_BEFORE.finditer(before))
    if keys:
        parents = _yaml_parents([lmap.line_text(i) for i in range(line_no)], line_no, _indent(before))
        inner = [m.group(1) for m in keys]
        return inner[-1], parents + inner[:-1]
    own = _indent(lmap.line_text(line_no)) if lmap.line_text(line_no).strip() else _indent(before)
    for i in range(line_no - 1, -1, -1):
        line = lmap.line_text(i)
        if not line.strip():
            continue
        if _indent(line) < own:
            m = _BLOCK_KEY.match(line)
            if m is None:
                return None
            parents = _yaml_parents([lmap.line_text(j) for j in range(i)], i, _indent(line))
            return m.group(1), parents
    return None


def _is_code(key: str, parents: list[str]) -> bool:
    if key in CODE_KEYS or (not parents and key in ("rounds", "setup", "end_of_game")):
        return True
    return bool(parents) and parents[-1] == "actions"


def _for_value(key: str, names: dict, sym) -> list[Completion]:
    """The names a plain YAML value takes: a group, a zone, an enum, an attribute's values."""
    what = _VALUE_NAMES.get(key)
    if what == "zone":
        return names.get("zone", [])
    if what:
        return names.get(what, [])
    if key == "visibility":
        return [Completion(v, "keyword", None) for v in ("public", "owner", "hidden")]
    spec = sym.attributes.get(key)
    if spec and str(spec.get("type", "")).startswith("enum:"):
        return names.get(f"enum_value:{spec['type'][5:]}", [])
    return []


def completions(path: Path, text: str, pos: Position, lang: str = "en",
                others: dict | None = None) -> list[Completion]:
    """The completions at `pos` of the editor's `text` of `path`."""
    from .analysis import compile_state
    from .symbols import _game_localizer
    try:
        state = compile_state(Path(path), text, others)
        if state.symbols is None:
            return []
        lmap = LineMap(text)
        offset = lmap.offset_of(pos)
        loc = _game_localizer(state, lang)
        names = _names(state, loc)
        sym = state.symbols
        prefix_start = offset
        while prefix_start > 0 and (text[prefix_start - 1].isalnum() or text[prefix_start - 1] == "_"):
            prefix_start -= 1
        prefix = text[prefix_start:offset]
        found = _complete(state, text, offset, prefix_start, lmap, pos, names, sym)
        seen, out = set(), []
        for c in found:
            if c.label.startswith(prefix) and c.label not in seen:
                seen.add(c.label)
                out.append(c)
        return out
    except Exception:      # noqa: BLE001 - an editor must never see a traceback
        log.exception("completions failed")
        return []


def _complete(state, text, offset, prefix_start, lmap, pos, names, sym) -> list[Completion]:
    from rulewright.compiler.check_builtins import BUILTINS, CONSTANT_NAMES
    from rulewright.compiler.parser import KEYWORDS
    before = text[:prefix_start]
    # after `x.`: what a player or a card has
    if before.endswith("."):
        j = len(before) - 1
        k = j
        while k > 0 and (before[k - 1].isalnum() or before[k - 1] == "_"):
            k -= 1
        obj = before[k:j]
        player = names.get("player_counter", []) + names.get("player_zone", [])
        card = names.get("attribute", []) + [Completion("kind", "attribute", None), Completion("group", "attribute", None)]
        if obj in _PLAYERISH:
            return player
        if obj in _CARDISH or obj in sym.kinds:
            return card
        return player + card
    # after `c.attr ==`: the values of that attribute's enum
    m = re.search(r"\.([A-Za-z_][A-Za-z0-9_]*)\s*(==|!=)\s*\Z", before)
    if m and m.group(1) in sym.attributes:
        t = sym.attributes[m.group(1)].get("type", "")
        if str(t).startswith("enum:"):
            return names.get(f"enum_value:{t[5:]}", [])
    # a YAML key: the names of the section it is in
    line_start = lmap.offset_of(Position(pos.line, 0))
    before_word = text[line_start:prefix_start]
    if not before_word.strip(" -"):
        indent = len(before_word) - len(before_word.lstrip(" "))
        lines = [lmap.line_text(i) for i in range(pos.line)]
        parents = _yaml_parents(lines, pos.line, indent)
        if len(parents) == 2 and parents[0] in ("change", "remove") and parents[1] in _SECTIONS:
            section = parents[1]
            if section == "zones":
                return names.get("zone", []) + names.get("player_zone", [])
            if section == "counters":
                return names.get("counter", []) + names.get("player_counter", [])
            return names.get(_SECTIONS[section] or section, [])
    # the value of a key: rule code, a name of some section, or text that takes no names
    where = _value_key(lmap, pos.line, text[line_start:offset])
    if where is None:
        return []                 # a key: yaml-language-server completes keys from the schema
    key, parents = where
    if not _is_code(key, parents):
        return _for_value(key, names, sym)
    # inside a call: the names the argument's type takes
    call = _call_context(text, offset)
    if call is not None:
        wanted = _types_for(state, *call)
        fitting = _for_type(wanted, names, sym)
        if fitting:
            return fitting
    # anywhere else: every name, the functions and the keywords
    out = []
    for what in ("card", "zone", "counter", "parameter", "variable", "enum", "group", "action",
                 "decision", "category", "procedure"):
        out += names.get(what, [])
    for what, items in names.items():
        if what.startswith("enum_value:") or what.startswith("option:"):
            out += items
    out += [Completion(n, "function", None) for n in BUILTINS]
    out += [Completion(n, "function", None) for n in CONSTANT_NAMES]
    out += [Completion("me", "player", None), Completion("this", "card", None)]
    out += [Completion(k, "keyword", None) for k in sorted(KEYWORDS)]
    return out
