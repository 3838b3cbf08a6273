"""A reference sheet as data: sections of headed entries, all text already localized.

Built only from the IR and the locale files: the round (phases in order, each described by the
sentences generated from its code), every card group with its kinds and their actions (kinds
without actions of their own get the sentences of the phases or the end of the game that use
them), the end of the game, the rulebook's rules the sentences do not show, and the assumptions in
force.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from rulewright.i18n import Localizer, ruleset_locale_dir, ruleset_localizer

from . import steps, written
from .endings import game_end_sentence, phase_title, rounds_intro
from .house_rule import house_section
from .procedures import definitions
from .uses import kind_places
from .written_phase import written_phase
from .sentences import SentenceGenerator, Sentence, _capital

SHEET_RESOURCE = "sheet"


@dataclass
class Entry:
    label: str | None
    text: str
    changed: bool = False     # generated because the rule's written text no longer fits its code
    table: list | None = None  # rows of cells after the text (a written text's table)


@dataclass
class Block:
    title: str | None
    subtitle: str | None = None
    entries: list[Entry] = field(default_factory=list)


@dataclass
class Section:
    key: str                      # stable, for layout: "round", "group", "end", "notes", "assumptions"
    title: str
    intro: str | None = None
    blocks: list[Block] = field(default_factory=list)
    bullets: list[str] = field(default_factory=list)
    bullet_keys: list[str] = field(default_factory=list)   # what each bullet is about (for diffs)


@dataclass
class Sheet:
    lang: str
    title: str
    sections: list[Section]
    footer: str
    changed_mark: str = ""       # printed before a generated text that replaces a written one

    def texts(self) -> list[str]:
        out = [self.title, self.footer]
        for s in self.sections:
            out += [s.title, s.intro or ""] + s.bullets
            for b in s.blocks:
                out += [b.title or "", b.subtitle or ""]
                out += [x for e in b.entries for x in (e.label or "", e.text)]
        return [t for t in out if t]


def locale_root(ruleset_root: Path, ir: dict) -> Path | None:
    """The folder of the ruleset's own messages (see rulewright.i18n.ruleset_locale_dir)."""
    return ruleset_locale_dir(ruleset_root, ir["ruleset"]["locales"])[0]


def sheet_localizer(ruleset_root: Path, ir: dict, lang: str) -> Localizer:
    """The game's names (with a house rule's own), and the sheet templates of one language."""
    return ruleset_localizer(ir, ruleset_root, lang, [SHEET_RESOURCE])


def build_sheet(ir: dict, loc: Localizer, base=None) -> Sheet:
    """The sheet of `ir` in `loc`'s language. For a house rule, `base` (house_rule.base_of: the
    base ruleset's IR and localizer) lets its first part say what the house rule changes."""
    gen = SentenceGenerator(ir, loc)
    t = gen.t
    current = written.fingerprints(ir)

    def rule_entries(msg_id: str, sentences: list, label: str | None = None, joined: bool = False) -> list:
        """The written text while its fingerprint matches; else the generated sentences, the
        first marked when a written text exists for older code."""
        w = written.lookup(loc, ir, msg_id, current)
        if w.status == "current":
            return [Entry(label, w.text, table=w.table)]
        if joined:
            return [Entry(label, steps.join(sentences), changed=w.status == "changed")]
        # a table by value is printed as a table under its caption
        return [Entry(label if i == 0 else None, s.caption if s.table else s.text,
                      changed=w.status == "changed" and i == 0, table=s.table)
                for i, s in enumerate(sentences)]
    game = loc.format("game-title")
    sections: list[Section] = []

    # the round -------------------------------------------------------------------------
    rounds_text = gen.value(ir["rounds"], _empty_ctx())("nom") if ir.get("rounds") else "?"
    phase_sentences: list[list[Sentence]] = []
    blocks = []
    for i, phase in enumerate(ir.get("phases", [])):
        msg = f"phase-{phase['name']}"
        letter = loc.attribute(msg, "letter") if loc.has_attribute(msg, "letter") else str(i + 1)
        said_before = set(gen.procedures_said)
        sentences = gen.code(phase["do"])
        phase_sentences.append(sentences)
        title = phase_title(gen, ir, phase, t("sheet-layout-phase", letter=letter, name=loc.format(msg)))
        blocks.append(Block(title, entries=rule_entries(f"{written.PREFIX}phase-{phase['name']}", sentences)))
        written_phase(gen, loc, ir, current, phase, said_before)
    if any(phase_sentences):       # a ruleset whose turns are not played has nothing to say here
        sections.append(Section("round", t("sheet-layout-round"), rounds_intro(gen, ir, rounds_text), blocks))

    before = set(gen.procedures_said)
    end_sentences = gen.code(ir.get("end_of_game"))
    if written.lookup(loc, ir, f"{written.PREFIX}end", current).status == "current":
        for name in [n for n in gen.procedures_said if n not in before]:
            del gen.procedures_said[name]       # the written text says what they do

    # card groups: those with actions first, larger first ------------------------------------------
    def has_actions(g):
        return any(k["actions"] for k in ir["kinds"].values() if k["group"] == g) \
            or any(a.get("default") for a in ir["groups"][g]["actions"].values())
    used = kind_places(ir)
    groups = sorted(ir["groups"], key=lambda g: (not has_actions(g),
                                                 -sum(1 for k in ir["kinds"].values() if k["group"] == g)))
    for g in groups:
        kinds = [k for k, spec in ir["kinds"].items() if spec["group"] == g]
        group_names = gen.names(f"group-{g}")
        if not has_actions(g):
            # kinds without actions of their own, told compactly: where the rules use them
            blocks = [Block(None, None, _used_where(gen, ir, loc, kinds, used))]
            sections.append(Section("group", _capital(group_names.get("plural", group_names[""])), None, blocks))
            continue
        blocks = []
        for k in kinds:
            spec = ir["kinds"][k]
            title = _kind_title(gen, ir, loc, k)
            entries = []
            for action in ir["groups"][g]["actions"]:
                if action not in spec["actions"]:
                    continue
                label = _capital(t("sheet-layout-action", action=gen.names(f"action-{action}")))
                entries += rule_entries(f"{written.PREFIX}card-{k}-{action}", gen.action(k, action), label, joined=True)
            if not entries:
                w = written.lookup(loc, ir, f"{written.PREFIX}kind-{k}", current)
                entries = [Entry(None, w.text)] if w.status == "current" else \
                    _uses_of(gen, ir, loc, k, phase_sentences, end_sentences, used)
                if w.status == "changed" and entries:
                    entries[0].changed = True
            blocks.append(Block(title, None, entries))
        for action, aspec in ir["groups"][g]["actions"].items():
            if aspec.get("default") and not any(action in ir["kinds"][k]["actions"] for k in kinds):
                label = _capital(t("sheet-layout-all-kinds", action=gen.names(f"action-{action}"), group=group_names))
                blocks.append(Block(None, None, rule_entries(f"{written.PREFIX}group-{g}-{action}",
                                                             gen.group_default(g, action), label, joined=True)))
        sections.append(Section("group", _capital(group_names.get("plural", group_names[""])), None, blocks))

    # end of the game ---------------------------------------------------------------------------
    ends = game_end_sentence(gen, ir)       # "The game ends when ...", before the final scoring
    sections.append(Section("end", t("sheet-layout-end"), None,
                            [Block(None, None, ([Entry(None, ends)] if ends else [])
                                   + rule_entries(f"{written.PREFIX}end", end_sentences))]))

    # labelled procedures the sentences above use, each defined once ------------------------------
    defined = definitions(gen)
    if defined:
        sections.append(Section("procedures", t("sheet-layout-procedures"), None,
                                [Block(None, None, [Entry(label, text) for label, text in defined])]))

    # rulebook rules the sentences do not show (setup, clarifications): parameters without
    # `assumption` whose locale gives them a one-line `.text` (a `bound` is no rule) -----------
    # A note on a parameter whose rule a current written text states (`.states`) is left out:
    # each rule appears once.
    stated = _stated_by_written(ir, loc, current)
    notes = [name for name, p in ir["parameters"].items()
             if not p.get("assumption") and not p.get("bound") and loc.has_attribute(f"param-{name}", "text")
             and name not in stated]
    if notes:
        texts = [loc.attribute(f"param-{n}", "text", value=_value_arg(gen, ir["parameters"][n]["value"])) for n in notes]
        sections.append(Section("notes", t("sheet-layout-notes"), None, bullets=texts,
                                bullet_keys=[f"param-{n}" for n in notes]))

    # assumptions -----------------------------------------------------------------------------
    bullets, keys = [], []
    for name, p in ir["parameters"].items():
        if p.get("assumption"):
            bullets.append(loc.attribute(f"param-{name}", "text", value=_value_arg(gen, p["value"])))
            keys.append(f"param-{name}")
    for name in ir.get("assumptions", {}):
        bullets.append(loc.format(f"assumption-{name}"))
        keys.append(f"assumption-{name}")
    if bullets:
        sections.append(Section("assumptions", t("sheet-layout-assumptions"), t("sheet-layout-assumptions-intro"),
                                bullets=bullets, bullet_keys=keys))

    version = str(ir["ruleset"].get("version", ""))
    house = (ir.get("house_rule") or {}).get("name")
    if house is None:
        return Sheet(loc.lang, t("sheet-layout-title", game=game), sections,
                     t("sheet-layout-footer", game=game, version=version), t("sheet-layout-changed"))
    sheet = Sheet(loc.lang, t("sheet-layout-title-house", game=game, house=house), sections,
                  t("sheet-layout-footer-house", game=game, version=version, house=house), t("sheet-layout-changed"))
    sheet.sections.insert(0, house_section(gen, ir, loc, sheet, base))
    return sheet


def _stated_by_written(ir: dict, loc: Localizer, current: dict) -> set[str]:
    """The parameters whose rule a current written text states itself: it names them in its
    attribute `.states` (a person's word, like the fingerprint: "this text says what hand_size
    and may_draw do"), so the sheet does not repeat their notes."""
    out: set[str] = set()
    for msg in written.rule_codes(ir):
        if loc.has_attribute(msg, "states") and written.lookup(loc, ir, msg, current).status == "current":
            out |= set(loc.attribute(msg, "states").split())
    return out


def _kind_title(gen: SentenceGenerator, ir: dict, loc: Localizer, k: str) -> str:
    spec = ir["kinds"][k]
    attrs = [loc.format(f"{ir['attributes'][a]['type'][5:]}-{v}") for a, v in spec.get("attributes", {}).items()
             if str(ir["attributes"].get(a, {}).get("type", "")).startswith("enum:") and v is not None]
    return gen.t("sheet-layout-kind", kind=loc.format(f"card-{k}"), attributes=", ".join(attrs)) if attrs \
        else loc.format(f"card-{k}")


def _places(gen, ir, loc, kind, used) -> list[str]:
    """Where the rules' code uses `kind` ("in phase B", "at the end of the game"): `used` is
    uses.kind_places(ir), read from the code, so a hand-written phase text loses none."""
    phase_uses, end_uses = used
    places = []
    for phase, kinds in zip(ir.get("phases", []), phase_uses):
        if kind in kinds:
            msg = f"phase-{phase['name']}"
            letter = loc.attribute(msg, "letter") if loc.has_attribute(msg, "letter") else loc.format(msg)
            places.append(gen.t("sheet-layout-place-phase", phase=letter))
    if kind in end_uses:
        places.append(gen.t("sheet-layout-place-end"))
    return places


def _used_where(gen, ir, loc, kinds, used) -> list[Entry]:
    """Kinds that have no actions: one entry per place of use ("used at the end of the game"),
    listing the kinds used there; the sentences themselves are in their sections."""
    by_places: dict[tuple, list[str]] = {}
    for k in kinds:
        by_places.setdefault(tuple(_places(gen, ir, loc, k, used)), []).append(_kind_title(gen, ir, loc, k))
    entries = []
    for places, titles in by_places.items():
        if places:
            text = gen.t("sheet-layout-used-where", places=gen.join(list(places)), n=len(titles))
        else:
            text = gen.t("sheet-layout-no-actions", n=len(titles))
        entries.append(Entry(_capital(gen.t("sheet-layout-kinds", kinds=gen.join(titles, "unit"))), text))
    return entries


def _value_arg(gen: SentenceGenerator, value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return gen.value_text(value)
    return value


def _uses_of(gen, ir, loc, kind, phase_sentences, end_sentences, used) -> list[Entry]:
    """For a kind with no action of its own: the generated sentences that use it; where the code
    uses it but no sentence names it (a hand-written text), where it is used."""
    entries = []
    for phase, sentences in zip(ir.get("phases", []), phase_sentences):
        hits = [s.text for s in sentences if kind in s.mentions]
        if hits:
            msg = f"phase-{phase['name']}"
            letter = loc.attribute(msg, "letter") if loc.has_attribute(msg, "letter") else loc.format(msg)
            entries.append(Entry(gen.t("sheet-layout-used-in", phase=letter, letter=letter), " ".join(hits)))
    hits = [s.text for s in end_sentences if kind in s.mentions]
    if hits:
        entries.append(Entry(gen.t("sheet-layout-used-at-end"), " ".join(hits)))
    if not entries:
        places = _places(gen, ir, loc, kind, used)
        entries.append(Entry(None, gen.t("sheet-layout-used-where", places=gen.join(places), n=1) if places
                             else gen.t("sheet-layout-no-action")))
    return entries


def _empty_ctx():
    from .sentences import Ctx
    return Ctx(who="np")
