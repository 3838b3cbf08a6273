"""What a house rule changes, as rule sentences: two sheets of the same language compared
entry by entry (the same generator as the reference sheets, so the texts are the ones printed)."""
from __future__ import annotations

from dataclasses import dataclass

from .document import Sheet
from .house_rule import KEY as HOUSE


@dataclass
class Change:
    where: str                 # the sheet's own headings: "<card> (<class>) — <action>"
    before: str | None         # None: added by the house rule
    after: str | None          # None: removed by the house rule


def _entries(sheet: Sheet) -> dict[str, tuple[str, str]]:
    """Every text of a sheet: a stable key -> (readable place, text)."""
    out: dict[str, tuple[str, str]] = {}
    for section in sheet.sections:
        if section.key == HOUSE:            # a house rule's own summary is no rule of the game
            continue
        if section.intro:
            out[section.key + "/intro/" + section.title] = (section.title, section.intro)
        for block in section.blocks:
            for j, entry in enumerate(block.entries):
                label = entry.label.rstrip(": ") if entry.label else None
                place = " — ".join(p for p in (block.title or section.title, label) if p)
                key = f"{section.key}/{place}/{j if not entry.label else ''}"
                text = f"{sheet.changed_mark} {entry.text}" if entry.changed else entry.text
                if entry.table:
                    text += " " + " / ".join(" | ".join(row) for row in entry.table)
                out[key] = (place, text)
        for bullet_key, bullet in zip(section.bullet_keys, section.bullets):
            out[f"{section.key}/{bullet_key}"] = (section.title, bullet)
    return out


def parameter_changes(base_ir: dict, house_ir: dict) -> list[tuple[str, object, object]]:
    """Parameters whose value differs (also those no sentence shows), as (name, before, after)."""
    old, new = base_ir["parameters"], house_ir["parameters"]
    return [(name, old.get(name, {}).get("value"), new.get(name, {}).get("value"))
            for name in list(new) + [n for n in old if n not in new]
            if old.get(name, {}).get("value") != new.get(name, {}).get("value")]


def diff_sheets(base: Sheet, house: Sheet) -> list[Change]:
    """Changed and added entries in the order of the house rule's sheet, then removed ones."""
    before, after = _entries(base), _entries(house)
    changes = []
    for key, (place, text) in after.items():
        if key not in before:
            changes.append(Change(place, None, text))
        elif before[key][1] != text:
            changes.append(Change(place, before[key][1], text))
    for key, (place, text) in before.items():
        if key not in after:
            changes.append(Change(place, text, None))
    return changes
