"""Hot seat: several people taking turns at one screen.

The screen tells what every person at it may see (a card or a counter seen by all of them).
What only one of them may see (their own hand, a card they looked at) is told to that person
alone: at once while they hold the screen, else kept and told after the screen was passed to
them. Before a person is asked and someone else held the screen, the screen asks to be
passed on ("Pass the screen to Player 2 and press Enter"); on a terminal it is cleared first
(scrollback too) and the shared lines since the last clearing are told again, so the story
goes on but nothing private stays on it.

`SharedScreen(names, write, seats, clear=...)` is a log callback like `Narrator`; `clear()`
clears a terminal (None: the output is no terminal); each person's agent calls
`before_prompt(seat, agent)` before it shows its table, `agent.pause(text)` waiting for Enter.
"""
from __future__ import annotations

from typing import Callable, Iterable

from .narration import Names, NarrationFailed, Narrator, wrapped
from .errors import GameAbort
from .view import redact

EVERYONE = -1          # the viewer that stands for "all people at the screen" in a redaction
CLEAR = "\x1b[H\x1b[2J\x1b[3J"     # home, clear the screen, clear the scrollback

# English words for a ruleset's own engine.ftl written before hot seat existed.
FALLBACK = {
    "hotseat-note": "{players} share this screen: what only one of them may see is shown to that player "
                    "alone, after the screen was passed on.",
    "hotseat-pass": "Pass the screen to {player} and press Enter.",
    "hotseat-private": "Only {player} saw this since their last turn:",
}


def redact_shared(event: dict, seats: set[int]) -> dict:
    """A log event as a screen watched by all of `seats` may show it: a card or a counter
    value only when every one of them may see it."""
    def mark(seen) -> list[int]:
        return [EVERYONE] if seats.issubset(seen) else []

    def card(c):
        return {**c, "seen_by": mark(c["seen_by"])} if isinstance(c, dict) and "seen_by" in c else c
    kind = event.get("type")
    if kind in ("decision", "forced"):
        event = {**event, "options": [card(o) for o in event["options"]]}
    elif kind in ("move", "peek", "reveal"):
        event = {**event, "cards": [card(c) for c in event["cards"]]}
    elif kind == "place":
        event = {**event, "card": card(event["card"])}
    elif kind == "counter":
        event = {**event, "seen_by": mark(event["seen_by"])}
    return redact(event, EVERYONE)


class SharedScreen:
    """The narration of a game for people who share one screen (see the module's text)."""

    def __init__(self, names: Names, write: Callable[[str], None], seats: Iterable[int], width: int = 80,
                 wrap: int | None = None, clear: Callable[[], None] | None = None):
        self.names = names
        self._write = write
        self.seats = sorted(set(seats))
        self.wrap = wrap
        self.clear = clear                    # clears the screen when it is passed on
        self.holder: int | None = None        # whose private lines the screen shows now
        self._chunks: dict = {}
        everyone = set(self.seats)
        self.shared = Narrator(names, self._sink(None), width=width, wrap=wrap)
        self.shared.redactor = lambda e: redact_shared(e, everyone)
        self.private = {s: Narrator(names, self._sink(s), viewers={s}, width=width, wrap=wrap) for s in self.seats}
        self._kept: dict[int, list[str]] = {s: [] for s in self.seats}   # told at their next turn
        # the heading (setup, round and phase) each person's lines were told under, and the last
        # one kept with them: a private line told later still says which phase it is from
        self._heading_of: dict[int, str | None] = {s: None for s in self.seats}
        self._kept_under: dict[int, str | None] = {s: None for s in self.seats}
        self._since_clear: list[str] = []     # the shared lines on the screen since it was cleared

    def _sink(self, key):
        return lambda text: self._chunks.setdefault(key, []).append(text)

    def note(self) -> str:
        """The warning before the game: who shares the screen, and how it is passed."""
        return self._msg("hotseat-note", players=self.names.players(self.seats))

    def _msg(self, msg_id: str, **args) -> str:
        if self.names.loc.has(msg_id):
            return self.names.msg(msg_id, **args)
        return FALLBACK[msg_id].format(**args)

    # -- telling ---------------------------------------------------------------------------

    def __call__(self, event: dict) -> None:
        self._each(lambda n: n(event))
        if event.get("type") == "setup":      # the seats are listed: say how they share the screen
            self._write(wrapped(self.note(), self.wrap, 2))

    def flush(self) -> None:
        self._each(lambda n: n.flush())

    def _each(self, act) -> None:
        """Let every narrator tell the same thing, then show the shared lines, or the holder's
        own where they differ, and keep the others' own lines for their turn."""
        self._chunks = {}
        try:
            for narrator in (self.shared, *self.private.values()):
                act(narrator)
        except GameAbort:
            raise
        except Exception as ex:
            raise NarrationFailed(str(ex)) from ex
        shared = self._chunks.get(None, [])
        self._since_clear += shared
        shown = shared
        for seat in self.seats:
            own = self._chunks.get(seat, [])
            if own == shared:
                self._heading_of[seat] = _last_heading(own, self._heading_of[seat])
                continue
            if seat == self.holder:
                shown = own
                self._heading_of[seat] = _last_heading(own, self._heading_of[seat])
            else:
                self._keep(seat, own, shared)
        for line in shown:
            self._write(line)

    def _keep(self, seat: int, own: list[str], shared: list[str]) -> None:
        """Keep `seat`'s own lines for their turn, each under the heading it was told under."""
        heading = self._heading_of[seat]
        for line in own:
            if _is_heading(line):
                heading = line
            elif line.strip() and line not in shared:
                if heading is not None and heading != self._kept_under[seat]:
                    self._kept[seat].append(heading)
                    self._kept_under[seat] = heading
                self._kept[seat].append(line)
        self._heading_of[seat] = heading

    # -- passing the screen ------------------------------------------------------------------

    def before_prompt(self, seat: int, agent) -> None:
        """Before `seat` is asked: pass the screen to that person when someone else held it,
        then tell them what only they saw meanwhile."""
        self.flush()
        if self.holder != seat:
            if self.clear is not None:
                self.clear()
                for line in self._since_clear:
                    self._write(line)
            self._since_clear = []
            self.holder = None
            agent.pause(self._msg("hotseat-pass", player=self.names.player(seat)))
            self.holder = seat
            kept, self._kept[seat] = self._kept[seat], []
            self._kept_under[seat] = None
            if kept:
                self._write("")
                self._write(self._msg("hotseat-private", player=self.names.player(seat)))
                for line in kept:
                    self._write(line)
        self._each(lambda n: n.before_prompt())


def _is_heading(line: str) -> bool:
    """A narrator's heading line (setup, a round's phase, the end): not indented, unlike what
    is told under it."""
    return bool(line.strip()) and not line[:1].isspace()


def _last_heading(lines: list[str], heading: str | None) -> str | None:
    for line in lines:
        if _is_heading(line):
            heading = line
    return heading
