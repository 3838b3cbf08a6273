"""Telling a game as it happens, in the players' language, from its log events.

Every word comes from Fluent messages: the ruleset's names (`card-<kind>`, with `.face` naming
one particular card from its attributes, `zone-<zone>`,
`counter-<c>` (with `.part` for one part of an indexed counter), `phase-<p>` with `.letter`,
`choice-<decision>`, `category-<c>`, `<enum>-<value>`, `game-title`, optional `attribute-<name>`,
and `group-<g>` for hidden cards whose group the table can tell) and the engine's sentences
(`locales/<lang>/engine.ftl`, ids listed in `ENGINE_MESSAGES`). `Names` turns values into
text; `Narrator` is a log callback that prints one line per event (redacted for the people
at the table when there are any), merges runs of counter changes (a 0..1 counter told as
yes / no), and ends with the score table, the eliminated players and the winners.

The localizer is any object with `format(id, **args)`, `attribute(id, attr, **args)`,
`has(id)`, `has_attribute(id, attr)` and `locale` (a babel Locale), such as
`rulewright.i18n.Localizer` loaded with the ruleset's FTL file and engine.ftl.
"""
from __future__ import annotations

import textwrap
from typing import Callable, Iterable

from babel.lists import format_list

from .errors import GameAbort
from .narration_end import NEGATED, SHOWN_OP, Facts, calls, elimination_tests
from .narration_groups import Whereabouts
from .view import redact

# Every engine message, with sample arguments (used to check a language's engine.ftl up
# front, so a broken translation is reported before the game starts, not in round 7).
ENGINE_MESSAGES: dict[str, list[dict]] = {
    "player-name": [{"number": 1}],
    "player-short": [{"number": 1}],
    "agent-human": [{}],
    "agent-greedy": [{}],
    "agent-random": [{}],
    "agent-other": [{"name": "x"}],
    "agent-ismcts": [{}],
    "agent-thinking": [{"player": "P", "seconds": 3}],
    "game-start": [{"title": "T", "count": 1}, {"title": "T", "count": 3}],
    "seat": [{"player": "P", "agent": "a"}],
    "seat-you": [{"player": "P"}],
    "heading-setup": [{}],
    "heading-round-phase": [{"round": 3, "letter": "C", "phase": "p"}],
    "heading-round-phase-plain": [{"round": 3, "phase": "p"}],
    "heading-end": [{}],
    "zone-of-player": [{"zone": "z", "player": "P"}],
    "zone-yours": [{"zone": "z", "gender": "masc"}, {"zone": "z", "gender": "other"}],
    "counter-indexed": [{"counter": "c", "index": "i"}],
    "zone-part": [{"zone": "z", "part": "p"}],
    "card-details": [{"name": "n", "details": "d"}],
    "attribute-count": [{"count": 1, "one": "a", "other": "b"}, {"count": 2, "one": "a", "other": "b"}],
    "cards-counted": [{"count": 2, "name": "n"}],
    "cards-hidden": [{"count": 1}, {"count": 2}],
    "cards-hidden-group": [{"count": c, "name": "n", "plural": "p", "gender": g}
                           for c in (1, 2) for g in ("masc", "fem", "neut", "other")],
    "cards-none": [{}],
    "value-yes": [{}],
    "value-no": [{}],
    "answer-nothing": [{}],
    "event-decision": [{"player": "P", "prompt": "q", "answer": "a"}],
    "event-forced": [{"player": "P", "prompt": "q", "answer": "a"}],
    "option-shown": [{"option": "o", "shown": "5"}],
    "event-move": [{"from": "a", "to": "b", "cards": "c"}],
    "event-shuffle": [{"zone": "z"}],
    "event-counter": [{"player": "P", "counter": "c", "old": 1, "new": 2}],
    "event-counter-shared": [{"counter": "c", "old": 1, "new": 2}],
    "event-counter-hidden": [{"player": "P", "counter": "c"}],
    "event-counter-shared-hidden": [{"counter": "c"}],
    "event-flag": [{"player": "P", "counter": "c", "value": "v"}],
    "event-flag-shared": [{"counter": "c", "value": "v"}],
    "event-peek": [{"player": "P", "cards": "c"}],
    "event-peek-in": [{"player": "P", "cards": "c", "zone": "z", "whose": w, "gender": g}
                      for w in ("shared", "player", "you") for g in ("masc", "fem", "neut", "de", "het", "other")],
    "event-reveal": [{"zone": "z", "cards": "c"}],
    "event-place": [{"player": "P", "card": "c"}],
    "event-eliminated": [{"player": "P"}],
    "event-knocked-out": [{"player": "P"}],
    "event-eliminated-you": [{}],
    "event-knocked-out-you": [{}],
    "event-game-ends": [{}],
    "event-round-ends": [{"round": 3}],
    "score-title": [{}],
    "score-category": [{}],
    "score-total": [{}],
    "eliminated": [{"count": 1, "players": "P"}, {"count": 2, "players": "P"}],
    "eliminated-none": [{}],
    "winners": [{"count": 1, "players": "P"}, {"count": 2, "players": "P"}],
    "winners-none": [{}],
    "elimination-title": [{}],
    "elimination-player": [{"player": "P", "comparison": "c", "result": "out"},
                           {"player": "P", "comparison": "c", "result": "in"}],
    "elimination-in-zone": [{"amount": "a", "zone": "z"}],
    # the person at the terminal (runtime.human)
    "status-heading": [{"player": "P", "heading": "h"}],
    "status-zone": [{"zone": "z", "count": 2, "cards": "c"}],
    "status-public-zone": [{"zone": "z", "cards": "c"}],
    "status-empty": [{"zones": "z"}],
    "cards-many": [{"count": 1}, {"count": 2}],
    "status-counts": [{"counts": "c"}],
    "status-count": [{"zone": "z", "count": 2}],
    "status-counter": [{"counter": "c", "values": "v"}],
    "status-value": [{"player": "P", "value": "2"}],
    "status-indexed": [{"player": "P", "values": "v"}],
    "status-index-value": [{"index": "i", "value": 2}],
    "status-markers": [{"markers": "m"}],
    "status-eliminated": [{"players": "P"}],
    "status-knocked-out": [{"players": "P"}],
    "status-variable": [{"variable": "v", "value": "x"}],
    "status-marker": [{"card": "c", "players": "P"}],
    "card-at": [{"position": 2, "card": "c"}],
    "option-hidden": [{"zone": "z", "position": 3}],
    "option-hidden-group": [{"zone": "z", "position": 3, "name": "n", "gender": g}
                            for g in ("masc", "fem", "neut", "other")],
    "option-place": [{"option": "o", "zone": "z", "position": 2}],
    "prompt": [{"player": "P", "prompt": "q"}],
    "prompt-help": [{}],
    "help": [{"count": 3}],
    "info-title": [{"number": 2, "option": "o"}],
    "info-none": [{"number": 2, "option": "o"}],
    "status-changed": [{}],
    "ask-one": [{"count": 3, "what": w} for w in ("card", "other")],
    "ask-exactly": [{"count": c, "what": w} for c in (1, 2) for w in ("card", "other")],
    "ask-up-to": [{"count": c, "what": w} for c in (1, 2) for w in ("card", "other")],
    "ask-between": [{"min": 1, "max": 3, "what": w} for w in ("card", "other")],
    "error-not-number": [{"text": "x"}],
    "error-no-option": [{"number": 9, "count": 3}, {"number": 2, "count": 1}],
    "error-twice": [{"number": 2}],
    "error-one": [{}],
    "error-exactly": [{"count": c, "chosen": k, "what": w} for c, k in ((1, 2), (2, 1)) for w in ("card", "other")],
    "error-up-to": [{"count": c, "chosen": k, "what": w} for c, k in ((1, 2), (2, 3)) for w in ("card", "other")],
    "error-between": [{"min": 1, "max": 3, "chosen": k, "what": w} for k in (0, 4) for w in ("card", "other")],
    # the play command
    "input-ended": [{}],
    "quit": [{}],
    "interrupted": [{}],
    "game-error": [{"message": "m"}],
    "narration-error": [{"message": "m"}],
    "log-written": [{"path": "p"}],
    "seed-note": [{"seed": "1"}],
    # people sharing one screen (runtime.narration_seats)
    "hotseat-note": [{"players": "P"}],
    "hotseat-pass": [{"player": "P"}],
    "hotseat-private": [{"player": "P"}],
}


# Messages added after engine.ftl files of rulesets' own were written: such a file may lack
# them, and the narration then says it as before (a hidden card, a flag's 0 → 1).
LATER_MESSAGES = {"cards-hidden-group", "option-hidden-group", "event-flag", "event-flag-shared",
                  "hotseat-note", "hotseat-pass", "hotseat-private"}


def check_engine_messages(loc) -> list[str]:
    """Problems of a language's engine messages: missing ids, formatting errors."""
    problems = []
    for msg_id, samples in ENGINE_MESSAGES.items():
        if not loc.has(msg_id):
            if msg_id not in LATER_MESSAGES:
                problems.append(f'"{msg_id}" is missing')
            continue
        for args in samples:
            try:
                loc.format(msg_id, **args)
            except Exception as ex:
                problems.append(f'"{msg_id}" does not format: {ex}')
                break
    return problems


class NarrationFailed(GameAbort):
    """Narrating (or prompting) failed, e.g. a missing translation; `__cause__` says why."""


def capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


def wrapped(text: str, width: int | None, indent: int = 2) -> str:
    """`text` indented; folded at `width` columns (None: one line) with a hanging indent."""
    if not width or len(text) + indent <= width:
        return " " * indent + text
    return textwrap.fill(text, width, initial_indent=" " * indent, subsequent_indent=" " * (indent + 4),
                         break_long_words=False, break_on_hyphens=False)


class Names:
    """Display names and sentences of one language for one ruleset's IR."""

    def __init__(self, loc, ir: dict):
        self.loc = loc
        self.ir = ir
        self.kinds = set(ir["kinds"])
        self.decisions = set(ir["decisions"])
        self.categories = list(ir["categories"])
        self.groups = set(ir.get("groups", {}))
        self.zones = set(ir["zones"])
        self.actions = {a for g in ir.get("groups", {}).values() for a in g.get("actions", {})}
        self.enum_of: dict[str, str] = {}
        for enum, values in ir["enums"].items():
            for v in values:
                self.enum_of.setdefault(v, enum)
        self.attributes = ir.get("attributes", {})
        # attributes that differ between copies of a kind are worth naming on a card
        self.copy_attrs = {k: {a for copy in spec.get("copies", []) for a in copy if a != "count"}
                           for k, spec in ir["kinds"].items()}
        self.variable_types = {n: v.get("type") for n, v in ir.get("variables", {}).items()}

    # -- plain messages ------------------------------------------------------------------

    def msg(self, msg_id: str, **args) -> str:
        return self.loc.format(msg_id, **args)

    def join(self, items: Iterable[str]) -> str:
        items = list(items)
        if not items:
            return ""
        return format_list(items, locale=self.loc.locale)

    def _name(self, msg_id: str, plural: bool = False) -> str:
        if plural and self.loc.has_attribute(msg_id, "plural"):
            return self.loc.attribute(msg_id, "plural")
        return self.loc.format(msg_id)

    # -- players, zones, counters, phases ------------------------------------------------

    def player(self, seat: int) -> str:
        return self.msg("player-name", number=seat + 1)

    def players(self, seats: Iterable[int]) -> str:
        return self.join(self.player(p) for p in seats)

    def agent(self, name: str) -> str:
        msg_id = f"agent-{name.partition(':')[0]}"      # "ismcts:400": the search agent with its budget
        return self.msg(msg_id) if self.loc.has(msg_id) else self.msg("agent-other", name=name)

    def zone(self, name: str, owner: int | None = None, you: int | None = None) -> str:
        """A zone, a player's zone ("your ..." for `you`), or a part of a zone ("name[value]")."""
        base, _, part = name.partition("[")
        z = self._name(f"zone-{base}")
        if part:
            z = self.msg("zone-part", zone=z, part=self.value(part.rstrip("]")))
        if owner is None:
            return z
        if owner == you:
            gender = "other"
            if self.loc.has_attribute(f"zone-{base}", "gender"):
                gender = self.loc.attribute(f"zone-{base}", "gender")
            return self.msg("zone-yours", zone=z, gender=gender)
        return self.msg("zone-of-player", zone=z, player=self.player(owner))

    def counter(self, name: str, index=None, shared: bool = False) -> str:
        """A counter's name: plural for a player's counter ("Player 2: tokens 4 → 6"),
        singular for a shared one ("token supply 20 → 18"); one part of an indexed counter by
        the message's `.part` with `$part` when it has one ("scorings of the north"), else
        the counter's name with the part in brackets."""
        if index is not None and self.loc.has_attribute(f"counter-{name}", "part"):
            return self.loc.attribute(f"counter-{name}", "part", part=self.value(index))
        c = self._name(f"counter-{name}", plural=not shared)
        if index is None:
            return c
        return self.msg("counter-indexed", counter=c, index=self.value(index))

    def is_flag(self, name: str) -> bool:
        """A counter that can only be 0 or 1 (`min: 0`, `max: 1`) is a flag: told as yes / no."""
        spec = self.ir["counters"].get(name, {})
        return spec.get("min") == 0 and spec.get("max") == 1

    def counter_value(self, name: str, value) -> str:
        """A counter's value as text: a flag's as yes / no, any other as its number."""
        if self.is_flag(name) and value in (0, 1):
            return self.msg("value-yes" if value else "value-no")
        return str(value)

    def phase_heading(self, round_: int, phase: str) -> str:
        msg_id = f"phase-{phase}"
        title = self.msg(msg_id)
        if self.loc.has_attribute(msg_id, "letter"):
            return self.msg("heading-round-phase", round=round_, letter=self.loc.attribute(msg_id, "letter"),
                            phase=title)
        return self.msg("heading-round-phase-plain", round=round_, phase=title)

    def prompt(self, label: str) -> str:
        return self.msg(f"choice-{label}")

    def shown(self, label: str, option: str, value: int) -> str:
        """An option with the number the rules show beside it (`choose(..., show=...)`), in
        the words of the choice's `.shown` attribute ("5 money"), else the number alone."""
        number = (self.loc.attribute(f"choice-{label}", "shown", value=value)
                  if self.loc.has_attribute(f"choice-{label}", "shown") else str(value))
        return self.msg("option-shown", option=option, shown=number)

    # -- values and cards ----------------------------------------------------------------

    def value(self, v) -> str:
        """An option value: a seat (whole numbers are seats), a yes/no, or a declared name."""
        if isinstance(v, bool):
            return self.msg("value-yes" if v else "value-no")
        if isinstance(v, int):
            return self.player(v)
        if not isinstance(v, str):
            return str(v)
        if v.partition("[")[0] in self.zones and v.endswith("]"):
            return self.zone(v)          # a part of a zone with a part per value: "shelf[red]"
        for known, prefix in ((self.decisions, "choice"), (self.kinds, "card"), (self.categories, "category"),
                              (self.groups, "group"), (self.actions, "action"), (self.zones, "zone")):
            if v in known:
                return self._name(f"{prefix}-{v}")
        if v in self.enum_of:
            return self._name(f"{self.enum_of[v]}-{v}")
        return self.loc.format(f"value-{v}")      # raises: a name with no translation

    def _details(self, card: dict) -> list[str]:
        """Enum attributes, and numbers and flags that differ between copies of the kind
        (named with the ruleset's `attribute-<name>` noun when it has one; a number by that
        message's `.value` when it has one, else as a count of the noun: "4 points")."""
        out = []
        varying = self.copy_attrs.get(card.get("kind"), ())
        for attr, spec in self.attributes.items():
            v = card.get(attr)
            if v is None:
                continue
            t = spec.get("type", "")
            if t.startswith("enum:"):
                out.append(self._name(f"{t[5:]}-{v}"))
            elif attr in varying and self.loc.has(f"attribute-{attr}"):
                msg_id = f"attribute-{attr}"
                if isinstance(v, bool):
                    if v:
                        out.append(self.msg(msg_id))
                elif isinstance(v, int) and self.loc.has_attribute(msg_id, "value"):
                    out.append(self.loc.attribute(msg_id, "value", value=v))     # "rank 12", a name
                elif isinstance(v, int):
                    out.append(self.msg("attribute-count", count=v, one=self._name(msg_id),
                                        other=self._name(msg_id, plural=True)))
        return out

    def face(self, card: dict) -> str | None:
        """The name of one particular card from its kind's `.face` attribute, which reads the
        card's attributes as Fluent variables (`.face = { $colour } { $number }`): an enum value
        as its display name, a number as a number, a flag as "true" / "false". None when the
        kind's message has no `.face`."""
        msg_id = f"card-{card.get('kind')}"
        if not self.loc.has_attribute(msg_id, "face"):
            return None
        args = {}
        for attr, spec in self.attributes.items():
            v = card.get(attr)
            if v is None:
                continue
            t = spec.get("type", "")
            if t.startswith("enum:"):
                args[attr] = self._name(f"{t[5:]}-{v}")
            elif isinstance(v, bool):
                args[attr] = "true" if v else "false"
            else:
                args[attr] = v
        return self.loc.attribute(msg_id, "face", **args)

    def card(self, card: dict, count: int = 1) -> str:
        """A visible card (`{"id", "kind", attributes...}`), or `count` cards like it: its
        `.face` name when its kind has one, else the kind's name with the details that tell
        copies apart."""
        text = self.face(card)
        if text is None:
            name = self._name(f"card-{card['kind']}", plural=count > 1)
            details = self._details(card)
            text = self.msg("card-details", name=name, details=", ".join(details)) if details else name
        return self.msg("cards-counted", count=count, name=text) if count > 1 else text

    def group_noun(self, group: str) -> tuple[str, str, str]:
        """A group's noun for one of its cards and for several (its `.card` and `.cards` where
        it has them, else its name and `.plural`), and the gender of the singular."""
        msg_id = f"group-{group}"
        has = self.loc.has_attribute
        one = self.loc.attribute(msg_id, "card") if has(msg_id, "card") else self.msg(msg_id)
        many = self.loc.attribute(msg_id, "cards") if has(msg_id, "cards") else self._name(msg_id, plural=True)
        gender = "other"
        for attr in (("card-gender", "gender") if has(msg_id, "card") else ("gender",)):
            if has(msg_id, attr):
                gender = self.loc.attribute(msg_id, attr)
                break
        return one, many, gender

    def hidden_cards(self, count: int, group: str | None = None) -> str:
        """`count` hidden cards: "2 hidden cards", or of a group where the table can tell it."""
        if group is None or not self.loc.has(f"group-{group}") or not self.loc.has("cards-hidden-group"):
            return self.msg("cards-hidden", count=count)
        one, many, gender = self.group_noun(group)
        return self.msg("cards-hidden-group", count=count, name=one, plural=many, gender=gender)

    def cards(self, cards: list[dict], group_of: Callable[[dict], str | None] | None = None) -> str:
        """Cards as a list: equal faces grouped with a count, hidden cards counted (by their
        group where `group_of`, given a hidden card, says which one the table can tell)."""
        groups: dict[tuple, list] = {}
        hidden: dict[str | None, int] = {}
        for c in cards:
            if c.get("hidden") or "kind" not in c:
                group = group_of(c) if group_of is not None else None
                hidden[group] = hidden.get(group, 0) + 1
                continue
            key = (c["kind"], self.face(c) or tuple(self._details(c)))
            if key in groups:
                groups[key][1] += 1
            else:
                groups[key] = [c, 1]
        parts = [self.card(c, n) for c, n in groups.values()]
        parts += [self.hidden_cards(n, group) for group, n in hidden.items()]
        return self.join(parts) if parts else self.msg("cards-none")

    def option(self, o: dict, group_of: Callable[[dict], str | None] | None = None) -> str:
        """A decision option as described by `runtime.view` (card, hidden card or value)."""
        if o.get("hidden"):
            group = group_of(o) if group_of is not None else None
            if group is not None and not (self.loc.has(f"group-{group}") and self.loc.has("option-hidden-group")):
                group = None
            if "zone" in o:
                where = {"zone": self.zone(o["zone"], o.get("owner")), "position": o.get("position", 0) + 1}
                if group is None:
                    return self.msg("option-hidden", **where)
                one, _many, gender = self.group_noun(group)
                return self.msg("option-hidden-group", name=one, gender=gender, **where)
            return self.hidden_cards(1, group)
        if "kind" in o:
            return self.card(o)
        return self.value(o.get("value"))

    def distinct_options(self, options: list[dict], you: int | None = None,
                         group_of: Callable[[dict], str | None] | None = None) -> list[str]:
        """The options as text, where copies that read alike in a shared zone (two equal cards
        in a row, where it matters which one a player takes or enters) are told apart by their
        place, when the option says it (`zone`, `owner`, `position`). Equal cards in a hand
        are alike in every way and stay as they are."""
        texts = [self.option(o, group_of) for o in options]
        seen: dict[str, int] = {}
        for t in texts:
            seen[t] = seen.get(t, 0) + 1
        for i, o in enumerate(options):
            if seen[texts[i]] > 1 and not o.get("hidden") and "position" in o and "zone" in o \
                    and o.get("owner") is None:
                texts[i] = self.msg("option-place", option=texts[i], zone=self.zone(o["zone"], o.get("owner"), you),
                                    position=o["position"] + 1)
        return texts

    def answer(self, options: list[dict], answer: list[int], you: int | None = None,
               group_of: Callable[[dict], str | None] | None = None) -> str:
        """The chosen options: one option as listed (a copy with its place), several cards
        grouped, hidden cards of a shared zone with their place, hidden cards of a player's
        zone counted (`group_of` as in `cards`)."""
        chosen = [options[i] for i in answer if 0 <= i < len(options)]
        if not chosen:
            return self.msg("answer-nothing")
        if len(answer) == 1 and not chosen[0].get("hidden"):
            return self.distinct_options(options, you, group_of)[answer[0]]
        if not all("kind" in o or o.get("hidden") for o in chosen):
            return self.join(self.option(o, group_of) for o in chosen)
        placed = [o for o in chosen if o.get("hidden") and "zone" in o and o.get("owner") is None]
        rest = [o for o in chosen if not (o.get("hidden") and "zone" in o and o.get("owner") is None)]
        parts = [self.option(o, group_of) for o in placed]
        if rest:
            parts.insert(0, self.cards(rest, group_of))
        return self.join(parts)

    def narrated(self, section: str, name: str) -> bool:
        """False for a counter or variable declared `narrated: false` (bookkeeping)."""
        return self.ir.get(section, {}).get(name, {}).get("narrated", True) is not False

    def variable(self, name: str, value) -> str | None:
        """A global variable's value as text, or None when the ruleset does not name it or
        declares it `narrated: false`."""
        if not self.loc.has(f"variable-{name}") or not self.narrated("variables", name):
            return None
        t = self.variable_types.get(name)
        if isinstance(value, dict):
            text = self.option(value)
        elif t == "player" and isinstance(value, int):
            text = self.player(value)
        elif t == "int" or isinstance(value, bool) or not isinstance(value, (int, str)):
            text = str(value) if not isinstance(value, bool) else self.value(value)
        else:
            text = self.value(value)
        return self.msg("status-variable", variable=capitalized(self._name(f"variable-{name}")), value=text)


class Narrator:
    """A log callback that tells the game: `Game.play(..., log=narrator)` or call it per event.

    `viewers`: None tells everything; a set of seats tells only what those seats may see
    (events redacted with `runtime.view.redact`). `you`: the one seat played by a person,
    whose zones are called "your ...". `write(line)` prints one line. `wrap`: fold long
    lines at this many columns (None: never, e.g. when the output is not a terminal).
    """

    def __init__(self, names: Names, write: Callable[[str], None], viewers: Iterable[int] | None = None,
                 you: int | None = None, width: int = 80, wrap: int | None = None):
        self.names = names
        self._sink = write
        self._heading: list[str] = []             # a heading not printed until a line follows it
        self.viewers = None if viewers is None else set(viewers)
        self.you = you
        self.width = width
        self.wrap = wrap
        self._counters: dict[tuple, list] = {}    # (counter, player, index) -> [old, new, hidden]
        self._agents: list[str] = []
        self._last_choice: tuple | None = None
        self._facts = Facts(names.ir)
        self._where = Whereabouts(names.ir)       # what the viewers can tell of hidden cards
        self._can_eliminate = calls(names.ir, "eliminate")   # else "Nobody is eliminated" is noise
        self.redactor: Callable[[dict], dict] | None = None  # another redaction than `viewers` (hot seat)

    def write(self, text: str) -> None:
        self._open_heading()
        self._sink(text)

    def _open_heading(self) -> None:
        for line in self._heading:
            self._sink(line)
        self._heading = []

    def heading(self, text: str) -> None:
        """A heading for what follows; a phase in which nothing happens leaves none."""
        self._heading = ["", text]

    def __call__(self, event: dict) -> None:
        try:
            self.tell(event)
        except GameAbort:
            raise
        except Exception as ex:
            raise NarrationFailed(str(ex)) from ex

    def line(self, text: str, indent: int = 2) -> None:
        self.write(wrapped(capitalized(text), self.wrap, indent))

    def tell(self, event: dict) -> None:
        self._facts.see(event)          # unredacted: the check at the end compares everyone's
        if self.redactor is not None:
            ev = self.redactor(event)
        else:
            ev = event if self.viewers is None else redact(event, self.viewers)
        kind = ev.get("type")
        if kind == "counter":
            self._counter(ev)
            return
        self.flush()
        handler = getattr(self, f"_{kind}", None)
        if handler is not None:
            handler(ev)
        self._where.see(ev)
        if kind != "decision":
            self._last_choice = None

    def before_prompt(self) -> None:
        """Before a person is asked: the counter changes waiting, and the heading of the phase
        the question belongs to."""
        self.flush()
        self._open_heading()

    def flush(self) -> None:
        """Print the merged counter changes waiting (a flag's as its new value, yes or no)."""
        pending, self._counters = self._counters, {}
        n = self.names
        for (counter, player, index), (old, new, hidden) in pending.items():
            name = n.counter(counter, index, shared=player is None)
            if hidden:
                if player is None:
                    self.line(n.msg("event-counter-shared-hidden", counter=name))
                else:
                    self.line(n.msg("event-counter-hidden", player=n.player(player), counter=name))
            elif old != new and n.is_flag(counter) and new in (0, 1) and n.loc.has("event-flag"):
                value = n.counter_value(counter, new)
                if player is None:
                    self.line(n.msg("event-flag-shared", counter=name, value=value))
                else:
                    self.line(n.msg("event-flag", player=n.player(player), counter=name, value=value))
            elif old != new:
                if player is None:
                    self.line(n.msg("event-counter-shared", counter=name, old=old, new=new))
                else:
                    self.line(n.msg("event-counter", player=n.player(player), counter=name, old=old, new=new))

    # -- events --------------------------------------------------------------------------

    def _setup(self, ev: dict) -> None:
        n = self.names
        self._agents = list(ev.get("agents", []))
        self.write(n.msg("game-start", title=n.msg("game-title"), count=ev.get("players", len(self._agents))))
        for seat, agent in enumerate(self._agents):
            if seat == self.you:
                self.line(n.msg("seat-you", player=n.player(seat)))
            else:
                self.line(n.msg("seat", player=n.player(seat), agent=n.agent(agent)))
        self.heading(n.msg("heading-setup"))

    def _phase(self, ev: dict) -> None:
        n = self.names
        if ev["phase"] == "end_of_game":
            self.heading(n.msg("heading-end"))
        else:
            self.heading(n.phase_heading(ev["round"], ev["phase"]))

    def _decision(self, ev: dict) -> None:
        n = self.names
        chosen = [ev["options"][i] for i in ev["answer"] if 0 <= i < len(ev["options"])]
        self._last_choice = (ev["player"], [self._key(o) for o in chosen])
        self.line(n.msg("event-decision", player=n.player(ev["player"]), prompt=n.prompt(ev["label"]),
                        answer=n.answer(ev["options"], ev["answer"], self.you, self._group_there)))

    def _forced(self, ev: dict) -> None:
        """A choice with one option: nobody was asked, but the table learns what was taken."""
        n = self.names
        self.line(n.msg("event-forced", player=n.player(ev["player"]), prompt=n.prompt(ev["label"]),
                        answer=n.answer(ev["options"], ev["answer"], self.you, self._group_there)))

    def _group_there(self, card: dict) -> str | None:
        """The group a hidden card is of, as the viewers can tell from the zone it lies in."""
        return self._where.group_in(card.get("zone"))

    def _move(self, ev: dict) -> None:
        n = self.names
        self.line(n.msg("event-move", **{"from": n.zone(ev["from"], ev["from_owner"], self.you),
                                          "to": n.zone(ev["to"], ev["to_owner"], self.you),
                                          "cards": n.cards(ev["cards"], lambda _card: self._where.group_in(ev["from"]))}))

    def _shuffle(self, ev: dict) -> None:
        self.line(self.names.msg("event-shuffle", zone=self.names.zone(ev["zone"], ev["owner"], self.you)))

    def _counter(self, ev: dict) -> None:
        if not self.names.narrated("counters", ev["counter"]):
            return                   # bookkeeping the rules keep from the table (`narrated: false`)
        key = (ev["counter"], ev["player"], ev["index"])
        hidden = bool(ev.get("hidden"))
        if key in self._counters:
            entry = self._counters[key]
            entry[1] = ev.get("new", entry[1])
            entry[2] = entry[2] or hidden
        else:
            self._counters[key] = [ev.get("old"), ev.get("new"), hidden]

    def _peek(self, ev: dict) -> None:
        n = self.names
        if not ev["cards"]:
            return                   # looked at an empty zone: nothing was seen
        if self._last_choice is not None and sorted(map(str, self._last_choice[1])) == \
                sorted(str(self._key(c)) for c in ev["cards"]) and self._last_choice[0] == ev["player"]:
            return                   # the decision just told which cards
        cards = n.answer(ev["cards"], list(range(len(ev["cards"]))), group_of=self._group_there)
        places = {(c.get("zone"), c.get("owner")) for c in ev["cards"]}
        if len(places) == 1 and None not in next(iter(places))[:1]:
            zone, owner = next(iter(places))      # where the cards lie: whose hand, which row
            # whose zone it is and its gender, for an article: "in the row", but "in your hand"
            whose = "shared" if owner is None else "you" if owner == self.you else "player"
            base = f"zone-{zone.partition('[')[0]}"
            gender = n.loc.attribute(base, "gender") if n.loc.has_attribute(base, "gender") else "other"
            self.line(n.msg("event-peek-in", player=n.player(ev["player"]), cards=cards,
                            zone=n.zone(zone, owner, self.you), whose=whose, gender=gender))
        else:
            self.line(n.msg("event-peek", player=n.player(ev["player"]), cards=cards))

    @staticmethod
    def _key(card: dict):
        """What identifies a card in an event as told: its id, else its place."""
        if "id" in card:
            return card["id"]
        return (card.get("zone"), card.get("owner"), card.get("position"))

    def _reveal(self, ev: dict) -> None:
        n = self.names
        self.line(n.msg("event-reveal", zone=n.zone(ev["zone"], ev["owner"], self.you), cards=n.cards(ev["cards"])))

    def _place(self, ev: dict) -> None:
        n = self.names
        if self._last_choice == (ev["player"], [self._key(ev["card"])]):
            return                   # "Player 2 — choose a card → X" already said it
        self.line(n.msg("event-place", player=n.player(ev["player"]), card=n.option(ev["card"], self._group_there)))

    def _out(self, ev: dict) -> None:
        msg = "event-eliminated" if ev["how"] == "eliminated" else "event-knocked-out"
        if ev["player"] == self.you:
            self.line(self.names.msg(msg + "-you"))
        else:
            self.line(self.names.msg(msg, player=self.names.player(ev["player"])))

    def _ended(self, ev: dict) -> None:
        if self._heading:
            self._heading = [""]      # the phase announced did nothing: the end stands on its own
        if ev["what"] == "game":
            self.line(self.names.msg("event-game-ends"))
        else:
            self.line(self.names.msg("event-round-ends", round=ev["round"]))

    def _end(self, ev: dict) -> None:
        n = self.names
        self.write("")
        self.write(n.msg("score-title"))
        for row in self.score_table(ev["scores"], ev["totals"]):
            self.write("  " + row)
        self.write("")
        eliminated = ev.get("eliminated", [])
        self.elimination_check(len(ev.get("totals", [])), eliminated)
        if eliminated:
            self.write(n.msg("eliminated", count=len(eliminated), players=n.players(eliminated)))
        elif self._can_eliminate:
            self.write(n.msg("eliminated-none"))
        winners = ev.get("winners", [])
        if winners:
            self.write(n.msg("winners", count=len(winners), players=n.players(winners)))
        else:
            self.write(n.msg("winners-none"))

    def elimination_check(self, players: int, eliminated: list[int]) -> None:
        """Per player, the comparison of each elimination rule of the end of the game with
        its values, and the result ("Player 1: 12 tokens > 7 points (row) → eliminated")."""
        n = self.names
        tests = elimination_tests(n.ir.get("end_of_game", []))
        rows = []
        for seat in range(players):
            out = seat in eliminated
            parts = []
            for cmp, pvar, lets in tests:
                left, right = (self._term(cmp[side], seat, pvar, lets) for side in ("a", "b"))
                if left is None or right is None:
                    continue
                op = cmp["op"]
                holds = {">": left[1] > right[1], ">=": left[1] >= right[1], "<": left[1] < right[1],
                         "<=": left[1] <= right[1], "==": left[1] == right[1], "!=": left[1] != right[1]}.get(op)
                if holds is None or holds != out and len(tests) == 1:
                    parts.append(f"{left[0]} · {right[0]}")      # decided by something else too
                else:
                    parts.append(f"{left[0]} {SHOWN_OP[op] if holds else NEGATED[op]} {right[0]}")
            if parts:
                rows.append(n.msg("elimination-player", player=n.player(seat), comparison="; ".join(parts),
                                  result="out" if out else "in"))
        if rows:
            self.write(n.msg("elimination-title"))
            for row in rows:
                self.line(row)

    def _term(self, expr: dict, seat: int, pvar: str, lets: dict, depth: int = 0):
        """One side of an elimination comparison as (text, value), or None when the narration
        cannot know it (an expression other than a number, a parameter, the player's counter,
        or a sum or count over a zone's revealed cards)."""
        n, facts, t = self.names, self._facts, expr.get("t")
        if depth > 8:
            return None
        value = facts.constant(expr)
        if value is not None:
            return str(value), value
        if t == "local" and expr["n"] in lets and expr["n"] != pvar:
            return self._term(lets[expr["n"]], seat, pvar, lets, depth + 1)
        if t == "counter" and (expr.get("p") or {}).get("n") == pvar and expr.get("i") is None:
            value = facts.counter(expr["n"], seat)
            if value is None:
                return None
            return n.msg("attribute-count", count=value, one=n._name(f"counter-{expr['n']}"),
                         other=n._name(f"counter-{expr['n']}", plural=True)), value
        if t == "call" and expr.get("f") in ("sum", "count") and expr["a"] and expr["a"][0].get("t") == "zone":
            zone = expr["a"][0]["n"]
            cards = facts.zones.get((zone, None))
            if cards is None:
                return None
            if expr["f"] == "count" and len(expr["a"]) == 1:
                value = len(cards)
                amount = n.msg("cards-many", count=value)
            else:
                body = expr["a"][1].get("b", {}) if len(expr["a"]) == 2 else {}
                attr = body.get("n")
                if body.get("t") != "cattr" or not n.loc.has(f"attribute-{attr}"):
                    return None
                value = sum(c.get(attr) or 0 for c in cards if isinstance(c.get(attr) or 0, int))
                amount = n.msg("attribute-count", count=value, one=n._name(f"attribute-{attr}"),
                               other=n._name(f"attribute-{attr}", plural=True))
            return n.msg("elimination-in-zone", amount=amount, zone=n.zone(zone)), value
        return None

    def score_table(self, scores: list[dict], totals: list[int]) -> list[str]:
        """Rows: the scoring categories and the total; columns: the players."""
        n = self.names
        rows = [(n.msg(f"category-{c}"), [str(sc.get(c, 0)) for sc in scores]) for c in n.categories]
        rows.append((n.msg("score-total"), [str(t) for t in totals]))
        first = max(len(r[0]) for r in rows + [(n.msg("score-category"), [])])

        def layout(heads):
            widths = [max(len(h), *(len(r[1][i]) for r in rows)) for i, h in enumerate(heads)]
            return widths, first + sum(2 + w for w in widths)
        heads = [n.player(p) for p in range(len(scores))]
        widths, total = layout(heads)
        if total > self.width - 2:
            heads = [n.msg("player-short", number=p + 1) for p in range(len(scores))]
            widths, total = layout(heads)
        out = [n.msg("score-category").ljust(first) + "".join("  " + h.rjust(w) for h, w in zip(heads, widths))]
        for i, (label, values) in enumerate(rows):
            if i == len(rows) - 1:
                out.append("-" * total)
            out.append(label.ljust(first) + "".join("  " + v.rjust(w) for v, w in zip(values, widths)))
        return out
