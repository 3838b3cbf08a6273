"""Written text: a rule's wording written by a person in a locale, used on the sheet while the
rule code it describes is unchanged.

A rule text is a message of the game's locale file, with the fingerprint of the rule code it
was written for:

    written-card-well-draw = Take two Water cards.
        .fingerprint = 3f2a9c41d0e2

The ids: `written-card-<kind>-<action>` (a card kind's action), `written-kind-<kind>` (a kind
without actions: what the rules do with it, checked against all phases and the end of the
game), `written-group-<group>-<action>`
(a group's default action), `written-phase-<phase>` (a phase), `written-end` (the end of the
game). The fingerprint is of the rule code as the sheet reads it (parameters folded in, every
procedure written out, source positions left out), so a house rule or an edit that changes what
the rule does changes it, and then the sheet prints the generated sentence, marked as changed,
and `validate` warns (RW509). `rulewright fingerprints RULESET --refresh` records the current
fingerprints once a person has checked the texts.

A written text may list steps: lines that start with "- " become a list under the text before
them (one level); lines "| a | b |" are a table after the text (the first row its heading).
An attribute `.states = hand_size draw_limit` names the parameters whose rule the text states
itself: while it is current, their notes (a parameter's `.text` under "Further rules") are not
printed again.
"""
from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path

from rulewright.compiler.diagnostics import WARNING, Diagnostic

from .fold import fold_code, without_positions

PREFIX = "written-"
FINGERPRINT = "fingerprint"


def rule_codes(ir: dict) -> dict[str, list]:
    """Every rule a person can write a text for: message id -> its code."""
    out: dict[str, list] = {}
    for kind, spec in ir.get("kinds", {}).items():
        for action, code in spec.get("actions", {}).items():
            out[f"{PREFIX}card-{kind}-{action}"] = code
    for group, spec in ir.get("groups", {}).items():
        for action, aspec in spec.get("actions", {}).items():
            if aspec.get("default"):
                out[f"{PREFIX}group-{group}-{action}"] = aspec["default"]
    # a kind without actions is told where the rules use it: its text describes the phases and
    # the end of the game, and is checked against all of them
    uses = [s for phase in ir.get("phases", []) for s in phase["do"]] + list(ir.get("end_of_game") or [])
    for kind, spec in ir.get("kinds", {}).items():
        if not spec.get("actions"):
            out[f"{PREFIX}kind-{kind}"] = uses
    for phase in ir.get("phases", []):
        out[f"{PREFIX}phase-{phase['name']}"] = phase["do"]
    if ir.get("end_of_game"):
        out[f"{PREFIX}end"] = ir["end_of_game"]
    return out


def message_ids(kinds: dict, groups: dict, phases: list, end: bool) -> set[str]:
    """The ids a ruleset may give written text for (from the symbols, before the IR exists)."""
    ids = {f"{PREFIX}card-{k}-{a}" for k, spec in kinds.items() for a in (spec.get("actions") or {})}
    ids |= {f"{PREFIX}kind-{k}" for k, spec in kinds.items() if not spec.get("actions")}
    ids |= {f"{PREFIX}group-{g}-{a}" for g, spec in groups.items() for a in (spec.get("actions") or {})}
    ids |= {f"{PREFIX}phase-{name}" for name in phases}
    if end:
        ids.add(f"{PREFIX}end")
    return ids


def fingerprint(ir: dict, code) -> str:
    """12 hex digits of the rule code as the sheet reads it: parameters folded in, and the body
    of every procedure it calls, directly or through others, hashed with it (not written out:
    calls inside calls can double at every level)."""
    params = ir.get("parameters", {})
    stmts = code if isinstance(code, list) else [code]
    parts = [without_positions(fold_code(stmts, params))]
    called = _called(stmts, ir.get("procedures", {}))
    if called:
        procedures = ir["procedures"]
        parts.append({name: without_positions(fold_code(procedures[name]["do"] or [], params)) for name in sorted(called)})
    text = json.dumps(parts[0] if len(parts) == 1 else parts, sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def _called(code, procedures: dict) -> set[str]:
    """The procedures `code` calls, directly or through other procedures."""
    found: set[str] = set()
    stack = [code]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            if x.get("t") == "proc" and x.get("n") in procedures and x["n"] not in found:
                found.add(x["n"])
                stack.append(procedures[x["n"]]["do"])
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)
    return found


def fingerprints(ir: dict, only=None) -> dict[str, str]:
    """id -> fingerprint of every rule a text may be written for; `only`: of these ids only.
    A code several ids share (every kind without actions is told by all the phases) is
    fingerprinted once."""
    done: dict[int, str] = {}            # id() of a code of rule_codes, alive while it runs
    out = {}
    for msg_id, code in rule_codes(ir).items():
        if only is not None and msg_id not in only:
            continue
        if id(code) not in done:
            done[id(code)] = fingerprint(ir, code)
        out[msg_id] = done[id(code)]
    return out


@dataclass
class Written:
    status: str              # "none" (no written text), "current", "changed" (the code changed)
    text: str | None = None  # the written text (with list marks), when current
    table: list | None = None  # rows of cells, from lines "| a | b |" of the text


def lookup(loc, ir: dict, msg_id: str, current: dict[str, str] | None = None) -> Written:
    if not loc.has(msg_id):
        return Written("none")
    have = loc.attribute(msg_id, FINGERPRINT) if loc.has_attribute(msg_id, FINGERPRINT) else None
    want = (current or {}).get(msg_id) or fingerprint(ir, rule_codes(ir).get(msg_id))
    if have is None or have.strip() != want:
        return Written("changed")
    text, table = split_table(loc.format(msg_id))
    return Written("current", as_steps(text), table)


def split_table(text: str) -> tuple[str, list | None]:
    """Lines "| a | b | c |" of a written text as a table (the first row is its heading)."""
    rows, rest = [], []
    for line in text.splitlines():
        if line.strip().startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if not all(set(c) <= set("-: ") for c in cells):     # a Markdown rule line |---|
                rows.append(cells)
        else:
            rest.append(line)
    return "\n".join(rest), rows or None


def as_steps(text: str) -> str:
    """Lines that start with "- " as a list under the text before them."""
    from . import steps              # here: `validate` computes fingerprints and needs no steps
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    head, items = [], []
    for line in lines:
        if line.startswith("- "):
            items.append(line[2:].strip())
        elif items:
            items[-1] += " " + line
        else:
            head.append(line)
    out = " ".join(head)
    if items:
        out = (out + " " if out else "") + steps.OPEN + steps.ITEM.join(items) + steps.CLOSE
    return out


# ---- the locale files: reading and refreshing fingerprints -------------------------------------

_MESSAGE = re.compile(r"^(written-[A-Za-z0-9_-]+)\s*=", re.M)


def written_in_file(path: Path) -> dict[str, tuple[int, str | None]]:
    """id -> (line, recorded fingerprint or None) of the written texts of one locale file."""
    out: dict[str, tuple[int, str | None]] = {}
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    for i, line in enumerate(lines):
        m = _MESSAGE.match(line)
        if not m:
            continue
        recorded = None
        for follow in lines[i + 1:]:
            if follow and not follow[0].isspace():
                break
            fm = re.match(r"\s+\.fingerprint\s*=\s*(\S*)", follow)
            if fm:
                recorded = fm.group(1)
                break
        out[m.group(1)] = (i + 1, recorded)
    return out


def refresh_file(path: Path, wanted: dict[str, str]) -> list[str]:
    """Write the current fingerprint of every written text of the file; the ids changed."""
    lines = path.read_text(encoding="utf-8").split("\n")
    changed: list[str] = []
    i = 0
    while i < len(lines):
        m = _MESSAGE.match(lines[i])
        if not m or m.group(1) not in wanted:
            i += 1
            continue
        msg_id, want = m.group(1), wanted[m.group(1)]
        j = i + 1
        found = None
        while j < len(lines) and lines[j] and lines[j][0].isspace():
            if re.match(r"\s+\.fingerprint\s*=", lines[j]):
                found = j
            j += 1
        if found is not None:
            if lines[found].split("=", 1)[1].strip() != want:
                lines[found] = f"    .{FINGERPRINT} = {want}"
                changed.append(msg_id)
        else:
            lines.insert(j, f"    .{FINGERPRINT} = {want}")
            changed.append(msg_id)
            j += 1
        i = j
    if changed:
        path.write_text("\n".join(lines), encoding="utf-8")
    return changed


# RW509 (`validate`): a written text whose rule code changed

def check_written_fingerprints(files: dict[str, Path], ir: dict, show, current_of=None) -> list[Diagnostic]:
    """A rule's written text (`written-...` with `.fingerprint`) whose fingerprint is not the one
    of the rule code now: the sheet prints the generated sentence instead, until a person has
    checked the text and refreshed the fingerprint (like a translation tool's "fuzzy" entry).
    Only the fingerprints of the texts the files have are computed, by `current_of(ir, ids)`
    (default: `fingerprints(ir, only=ids)`)."""
    read = {}
    for lang, path in files.items():
        try:
            read[lang] = written_in_file(path)
        except (OSError, UnicodeDecodeError):
            continue
    ids = {msg_id for entries in read.values() for msg_id in entries}
    current = current_of(ir, ids) if current_of is not None else fingerprints(ir, only=ids)
    out = []
    for lang, entries in read.items():
        path = files[lang]
        for msg_id, (line, recorded) in entries.items():
            want = current.get(msg_id)
            if want is None or recorded == want:
                continue        # no such rule (RW502) / in step with the code
            what = "has no .fingerprint" if recorded is None else "was written for other rule code"
            out.append(Diagnostic(
                "RW509", f'the written text "{msg_id}" in "{lang}" {what}: the sheet prints the generated '
                f"sentence instead", WARNING, show(path), line, 1,
                hint="read the text against the rules; when it is right, record the code it describes with "
                     "`rulewright fingerprints RULESET --refresh`"))
    return out
