"""The part of a house rule's sheet that tells the table it plays a house rule: a title and a
footer that name it, and "Changes from the base rules" first: its intent, every parameter whose
value differs (also those no sentence shows, such as a setup's numbers) and where the rules differ.

Players at a house-rule table read the sheet of the rules they play; without this part they could
not tell it from the base game's sheet.
"""
from __future__ import annotations

from pathlib import Path

INTENT_MESSAGE = "house-rule-intent"
KEY = "house"           # the section's key: diffs of two sheets leave it out


def base_of(root: Path, ir: dict, lang: str):
    """(base IR, base localizer) of a compiled house rule whose base ruleset is at `root`, else
    None. The caller passes it to build_sheet so the sheet can say what the house rule changes."""
    if not ir.get("house_rule"):
        return None
    from rulewright.compiler.build import compile_ruleset
    from .document import sheet_localizer
    base = compile_ruleset(root)
    if not base.ok:
        return None
    return base.ir, sheet_localizer(root, base.ir, lang)


def intent(ir: dict, loc) -> str | None:
    """The house rule's intent in the sheet's language: its translated `house-rule-intent` when
    it has one, else the `intent` text as written."""
    if loc.has(INTENT_MESSAGE):
        return loc.format(INTENT_MESSAGE)
    return (ir.get("house_rule") or {}).get("intent")


def house_section(gen, ir: dict, loc, sheet, base) -> "object | None":
    """The "Changes from the base rules" section of `sheet` (the house rule's sheet, built without
    it), or None for a ruleset that is no house rule."""
    from .diff import diff_sheets, parameter_changes
    from .document import Section, build_sheet
    if not ir.get("house_rule"):
        return None
    bullets, keys = [], []
    if base is None:        # no base to compare with: say so rather than list nothing
        bullets.append(gen.t("sheet-layout-house-no-base"))
        keys.append("no-base")
    else:
        base_ir, base_loc = base
        for name, before, after in parameter_changes(base_ir, ir):
            label = loc.format(f"param-{name}") if loc.has(f"param-{name}") else name
            spec = ir["parameters"].get(name) or base_ir["parameters"].get(name) or {}
            if spec.get("options") and isinstance(after, str) and loc.has_attribute(f"param-{name}", "text"):
                # an option says its rule in a sentence of its own: the new one
                bullets.append(gen.t("sheet-layout-house-option", name=label,
                                     text=loc.attribute(f"param-{name}", "text", value=after)))
                keys.append(f"param-{name}")
                continue
            bullets.append(gen.t("sheet-layout-house-parameter", name=label,
                                 before=_shown(gen, loc, ir, spec, before), after=_shown(gen, loc, ir, spec, after)))
            keys.append(f"param-{name}")
        places = list(dict.fromkeys(c.where for c in diff_sheets(build_sheet(base_ir, base_loc), sheet)))
        if places:
            bullets.append(gen.t("sheet-layout-house-rules", places=gen.join(places, "unit"), n=len(places)))
            keys.append("rules")
    return Section(KEY, gen.t("sheet-layout-house"), intent(ir, loc), bullets=bullets, bullet_keys=keys)


def _shown(gen, loc, ir: dict, spec: dict, value) -> str:
    """A parameter's value as a player reads it: yes / no, an enum value by its name, a number."""
    if isinstance(value, bool):
        return gen.t("sheet-layout-house-yes" if value else "sheet-layout-house-no")
    if value is None:
        return "—"
    if isinstance(value, str):
        for enum, values in ir.get("enums", {}).items():
            if value in values and loc.has(f"{enum}-{value}"):
                return loc.format(f"{enum}-{value}")
    if isinstance(value, dict):
        return ", ".join(f"{k}: {v}" for k, v in value.items())
    return str(value)
