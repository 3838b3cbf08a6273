"""What a hidden card is, as far as the people at the table can tell: the group its zone's cards
may be of (`Whereabouts`), so that the narration says "a hidden tile" where it can, never more.

A zone may hold the groups of the kinds that start in it (the rules say so) and of every card
moved into it, as the viewers saw that move: a card they saw brings its own group, a hidden one
the groups of the zone it came from. That is what anyone at the table can know, so naming the
group of a zone that may hold one group only gives nothing away; a zone that may hold cards
of two groups keeps its hidden cards plain "hidden cards". It works on the events of a game
from its `setup` event on; before one (an example started in the middle) nothing is known.
"""
from __future__ import annotations


def base_zone(name: str | None) -> str | None:
    """A zone's name without the part ("row[red]" -> "row"): its parts are counted together."""
    return name.partition("[")[0] if name else name


class Whereabouts:
    """The groups each zone may hold, for one set of viewers (fed the events they see)."""

    def __init__(self, ir: dict):
        self.group_of = {kind: spec.get("group") for kind, spec in ir["kinds"].items()}
        self._start = {}
        for spec in ir["kinds"].values():
            self._start.setdefault(spec.get("starts_in"), set()).add(spec.get("group"))
        self.may_hold: dict[str, set] | None = None

    def see(self, ev: dict) -> None:
        """Take in one event as the viewers see it (after `runtime.view.redact`)."""
        kind = ev.get("type")
        if kind == "setup":
            self.may_hold = {zone: set(groups) for zone, groups in self._start.items()}
        elif kind == "move" and self.may_hold is not None:
            source = self.may_hold.get(base_zone(ev["from"]), set())
            arriving = self.may_hold.setdefault(base_zone(ev["to"]), set())
            for card in ev["cards"]:
                if card.get("hidden") or "kind" not in card:
                    arriving |= source
                else:
                    arriving.add(self.group_of.get(card["kind"]))

    def group_in(self, zone: str | None) -> str | None:
        """The one group the cards of `zone` can be of, or None (several, or not known)."""
        if self.may_hold is None or zone is None:
            return None
        groups = self.may_hold.get(base_zone(zone), set())
        if len(groups) == 1:
            (group,) = groups
            return group
        return None
