"""What one player may see: decisions, player views, and redaction of log events.

Card descriptions are JSON-ready dicts. A card the viewer may see is `card.public`
({"id", "kind", attributes...}); one it may not see is {"hidden": True, "zone", "owner",
"position"} - no id, no kind. Other option values are {"value": v} (players are seat
numbers, so a seat appears as {"value": 2}).
"""
from __future__ import annotations

from .state import Card, State


def hidden_card(s: State, card: Card) -> dict:
    z = s.where[card.id]
    return {"hidden": True, "zone": s.layout.zone_name[z], "owner": s.layout.zone_owner[z],
            "position": s.zl[z].index(card)}


def describe(s: State, value, viewer: int):
    """An option or value as `viewer` sees it."""
    if type(value) is Card:
        return value.public if s.can_see(viewer, value) else hidden_card(s, value)
    return {"value": value}


def describe_full(s: State, value):
    """Full information for the log, with who could see a card then (for `redact`)."""
    if type(value) is Card:
        z = s.where[value.id]
        seen_by = [p for p in s.players if s.can_see(p, value)]
        return {**value.public, "zone": s.layout.zone_name[z], "owner": s.layout.zone_owner[z],
                "position": s.zl[z].index(value), "seen_by": seen_by}
    return {"value": value}


class Decision:
    """A choice put to one player. `options` are described as that player sees them.

    `count` is the number of options; a legal answer is a list of distinct indexes into
    the options, exactly one when `multiple` is false, else between `min` and `max`.
    """

    __slots__ = ("player", "label", "min", "max", "multiple", "count", "at", "_raw", "_state", "_options", "_shown")

    def __init__(self, state: State, player: int, label: str, raw: list, lo: int, hi: int,
                 multiple: bool, at: str = ""):
        self.player, self.label, self.min, self.max, self.multiple = player, label, lo, hi, multiple
        self.count = len(raw)
        self.at = at
        self._raw, self._state, self._options = raw, state, None
        self._shown = getattr(state, "shown", None)

    @property
    def shown(self) -> list[int] | None:
        """The numbers the rules show beside the options (`choose(..., show=x -> ...)`), or
        None. Working them out costs the game nothing: its budget is as it was before."""
        if self._shown is None:
            return None
        s = self._state
        steps, work = s.steps, s.work
        try:
            return list(self._shown())
        finally:
            s.steps, s.work = steps, work

    @property
    def options(self) -> list:
        if self._options is None:
            self._options = [describe(self._state, v, self.player) for v in self._raw]
        return self._options

    def to_dict(self) -> dict:
        return {"player": self.player, "label": self.label, "options": self.options,
                "min": self.min, "max": self.max, "multiple": self.multiple}

    def __repr__(self):
        return f"Decision({self.player}, {self.label!r}, {self.count} options, {self.min}..{self.max})"


class PlayerView:
    """The game as `player` sees it. Reads the live state: do not keep it past the decision."""

    __slots__ = ("_s", "player")

    def __init__(self, state: State, player: int):
        self._s = state
        self.player = player

    @property
    def round(self) -> int:
        return self._s.round

    @property
    def phase(self) -> str:
        return self._s.phase

    @property
    def player_count(self) -> int:
        return self._s.n

    def _zone_ids(self):
        lay, n = self._s.layout, self._s.n
        for z, name in enumerate(lay.zone_name):
            owner = lay.zone_owner[z]
            if owner is None or owner < n:
                yield z, name, owner

    def zone(self, name: str, owner: int | None = None) -> list[dict]:
        """The cards of a zone in order, each visible or hidden (position only)."""
        s = self._s
        z = s.layout.zone_id(name, owner)
        return [c.public if s.can_see(self.player, c) else hidden_card(s, c) for c in s.zl[z]]

    def zone_counts(self) -> dict[str, int | list[int]]:
        out: dict = {}
        for z, name, owner in self._zone_ids():
            if owner is None:
                out[name] = len(self._s.zl[z])
            else:
                out.setdefault(name, []).append(len(self._s.zl[z]))
        return out

    def counters(self) -> dict:
        """Counters with visibility public (every seat) or owner (own seat only)."""
        s, lay = self._s, self._s.layout
        out: dict = {}
        for name, spec in lay.counter_spec.items():
            vis = spec.get("visibility", "public")
            if vis not in ("public", "owner"):
                continue
            if vis == "owner" and not spec["per_player"]:
                continue
            index = lay.index_values(spec["indexed_by"]) if spec.get("indexed_by") else None

            def value(seat):
                if index is None:
                    return s.cv[lay.counter_slot(name, seat)]
                return {i: s.cv[lay.counter_slot(name, seat, i)] for i in index}
            if not spec["per_player"]:
                out[name] = value(None)
            elif vis == "public":
                out[name] = [value(p) for p in s.players]
            else:
                out[name] = {self.player: value(self.player)}
        return out

    def to_dict(self) -> dict:
        s = self._s
        zones = {}
        for z, name, owner in self._zone_ids():
            if s.zone_visible(self.player, z) or any(s.can_see(self.player, c) for c in s.zl[z]):
                cards = [c.public if s.can_see(self.player, c) else hidden_card(s, c) for c in s.zl[z]]
                zones[name if owner is None else f"{name}/{owner}"] = cards
        placements = {str(cid): list(seats) for cid, seats in s.occupants.items()}
        return {
            "player": self.player, "players": s.n, "round": s.round, "phase": s.phase,
            "zones": zones, "zone_counts": self.zone_counts(), "counters": self.counters(),
            "placements": placements,
            "variables": {k: describe(s, v, self.player) if type(v) is Card else v for k, v in s.vars.items()},
            "known": sorted(cid for cid in s.known[self.player]),
            "eliminated": self.eliminated,
            "knocked_out": self.knocked_out,
        }

    @property
    def eliminated(self) -> list[int]:
        """Seats out of the game (`eliminate`)."""
        return [p for p in self._s.players if self._s.eliminated[p]]

    @property
    def knocked_out(self) -> list[int]:
        """Seats out until the end of this round (`knock_out`)."""
        return [p for p in self._s.players if self._s.knocked_out[p]]

    def in_play(self, seat: int) -> bool:
        """Whether `seat` still takes turns this round (neither eliminated nor knocked out)."""
        return not (self._s.eliminated[seat] or self._s.knocked_out[seat])


def _viewers(viewer) -> set[int]:
    return {viewer} if isinstance(viewer, int) else set(viewer)


def _card_as_seen(card: dict, viewers: set[int]) -> dict:
    """A logged card (with `seen_by`) as the viewers see it: its face, or hidden (place only)."""
    if "seen_by" not in card:
        return card
    if viewers.intersection(card["seen_by"]):
        return {k: v for k, v in card.items() if k != "seen_by"}
    return {"hidden": True, **{k: card[k] for k in ("zone", "owner", "position") if k in card}}


def redact(event: dict, viewer) -> dict:
    """A log event as `viewer` may see it: the seed, unseen cards and unseen counter values
    removed, and no `seen_by` left. `viewer` is a seat, or several seats (what any of them
    sees, for people sharing a screen)."""
    kind = event.get("type")
    if kind == "setup":
        return {k: v for k, v in event.items() if k != "seed"}
    viewers = _viewers(viewer)
    if kind in ("decision", "forced", "move", "peek", "reveal"):
        key = "options" if kind in ("decision", "forced") else "cards"
        return {**event, key: [_card_as_seen(o, viewers) for o in event[key]]}
    if kind == "place":
        return {**event, "card": _card_as_seen(event["card"], viewers)}
    if kind == "counter":
        if viewers.intersection(event["seen_by"]):
            return {k: v for k, v in event.items() if k != "seen_by"}
        return {**{k: v for k, v in event.items() if k not in ("old", "new", "seen_by")}, "hidden": True}
    return dict(event)
