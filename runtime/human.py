"""A person at a terminal as an agent: shows what that seat may see, lists the options
numbered, reads an answer, and asks again (with a translated reason) until it is legal.

`HumanAgent(names, input, output)` reads lines from `input` and writes to `output` (any text
streams, so tests can drive it). Answers: one number for a single choice; for several,
numbers separated by spaces or commas, or an empty line for none when none is allowed.
`?` shows the table again. End of input (Ctrl-D) raises `InputEnded`, which ends the
play (`Game.play` lets it through); nothing a person types makes it crash.
"""
from __future__ import annotations

import re
from typing import Callable, TextIO

from .errors import GameAbort
from .narration import Names, NarrationFailed, wrapped


def _isatty(stream) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError, OSError):
        return False


class InputEnded(GameAbort):
    """The person's input ended (end of file): the game stops."""


class HumanAgent:
    name = "human"
    MAX_GROUPS = 8          # a public pile with more different cards is shown by its size

    def __init__(self, names: Names, input: TextIO, output: TextIO,
                 before_prompt: Callable[[], None] | None = None, wrap: int | None = None):
        self.names = names
        self.input = input
        self.output = output
        self.before_prompt = before_prompt
        self.wrap = wrap                 # fold long lines at this width (None: never)
        self.seat: int | None = None
        self._shown: tuple | None = None

    def start(self, seed, seat: int, players: int) -> None:
        self.seat = seat
        self._shown = None

    # -- output --------------------------------------------------------------------------

    def say(self, text: str = "", end: str = "\n") -> None:
        self.output.write(text + end)
        self.output.flush()

    def item(self, text: str, indent: int = 2) -> None:
        self.say(wrapped(text, self.wrap, indent))

    def read(self) -> str:
        try:
            line = self.input.readline()
        except UnicodeDecodeError:
            line = "\ufffd\n"         # bytes that are not text: answered as "not a number"
        if not line:
            raise InputEnded("input ended")
        text = line.strip()
        if not _isatty(self.input):
            self.say(text)           # a terminal echoes what is typed; a pipe or a script does not
        return text

    # -- deciding ------------------------------------------------------------------------

    def decide(self, view, d) -> list[int]:
        if self.before_prompt is not None:
            self.before_prompt()
        try:
            return self._decide(view, d)
        except GameAbort:
            raise
        except Exception as ex:       # text that cannot be formatted: not the person's fault
            raise NarrationFailed(str(ex)) from ex

    def _decide(self, view, d) -> list[int]:
        where = (view.round, view.phase)
        if self._shown is None or where[0] != self._shown[0]:
            self.show_table(view)                    # a new round: the whole table
        elif where != self._shown:
            self.show_table(view, own_only=True)     # a new phase: what this player holds
        self._shown = where
        self.show_options(d)
        while True:
            self.say(self.ask(d) + " ", end="")
            text = self.read()
            if text == "?":
                self.show_table(view)
                self.show_options(d)
                continue
            answer, problem = self.parse(text, d)
            if problem is None:
                return answer
            self.say(problem)

    def ask(self, d) -> str:
        n = self.names
        if not d.multiple:
            return n.msg("ask-one", count=d.count)
        if d.min == d.max:
            return n.msg("ask-exactly", count=d.max)
        if d.min == 0:
            return n.msg("ask-up-to", count=d.max)
        return n.msg("ask-between", min=d.min, max=d.max)

    def parse(self, text: str, d) -> tuple[list[int], str | None]:
        """The answer as option indexes, or a translated reason why it is not legal."""
        n = self.names
        tokens = [t for t in re.split(r"[\s,;]+", text) if t]
        numbers = []
        for t in tokens:
            if not re.fullmatch(r"[0-9]{1,9}", t):
                return [], n.msg("error-not-number", text=t)
            k = int(t)
            if not 1 <= k <= d.count:
                return [], n.msg("error-no-option", number=k, count=d.count)
            if k - 1 in numbers:
                return [], n.msg("error-twice", number=k)
            numbers.append(k - 1)
        if not d.multiple:
            if len(numbers) != 1:
                return [], n.msg("error-one")
            return numbers, None
        if not d.min <= len(numbers) <= d.max:
            if d.min == d.max:
                return [], n.msg("error-exactly", count=d.max, chosen=len(numbers))
            if d.min == 0:
                return [], n.msg("error-up-to", count=d.max, chosen=len(numbers))
            return [], n.msg("error-between", min=d.min, max=d.max, chosen=len(numbers))
        return numbers, None

    def show_options(self, d) -> None:
        n = self.names
        self.say(n.msg("prompt", player=n.player(d.player), prompt=n.prompt(d.label)))
        width = len(str(d.count))
        for i, o in enumerate(d.options, 1):
            self.say(f"  {str(i).rjust(width)}. {n.option(o)}")

    # -- the table as this seat sees it ---------------------------------------------------

    def show_table(self, view, own_only: bool = False) -> None:
        """The table as this seat sees it; `own_only`: only the seat's own zones."""
        n, me = self.names, view.player
        seen = view.to_dict()
        heading = (n.phase_heading(view.round, view.phase) if view.phase not in ("setup", "end_of_game")
                   else n.msg("heading-setup" if view.phase == "setup" else "heading-end"))
        self.say()
        self.say("── " + n.msg("status-heading", player=n.player(me), heading=heading) + " ──")
        zones = seen["zones"]
        # own zones first, then the shared ones, then other players' zones with known cards
        def order(key):
            name, _, owner = key.partition("/")
            return (0 if owner == str(me) else 1 if not owner else 2)
        shown, empty = set(), []
        for key in sorted(zones, key=order):
            name, _, owner = key.partition("/")
            seat = int(owner) if owner else None
            if own_only and seat != me:
                continue
            shown.add((name, seat))
            cards = zones[key]
            label = self._capital(n.zone(name, seat, me))
            if not cards and seat != me:
                empty.append(n.zone(name, seat, me))
            elif seat == me or any(c.get("hidden") for c in cards):
                self.item(n.msg("status-zone", zone=label, count=len(cards),
                                cards=self._zone_cards(cards, whole=seat == me)))
            else:
                self.item(n.msg("status-public-zone", zone=label, cards=self._zone_cards(cards)))
        if empty:
            self.item(n.msg("status-empty", zones=n.join(empty)))
        if own_only:
            self.item(n.msg("prompt-help"))
            return
        counts = []
        for name, c in seen["zone_counts"].items():
            for seat, k in ([(None, c)] if isinstance(c, int) else list(enumerate(c))):
                if k and (name, seat) not in shown:
                    counts.append(n.msg("status-count", zone=n.zone(name, seat, me), count=k))
        if counts:
            self.item(n.msg("status-counts", counts=" · ".join(counts)))
        for name, value in seen["counters"].items():
            shared = isinstance(value, (int, dict)) and not (isinstance(value, dict) and value
                                                              and all(isinstance(k, int) for k in value))
            self.item(n.msg("status-counter", counter=self._capital(n.counter(name, shared=shared)),
                                  values=self._counter_values(value)))
        for name, value in seen["variables"].items():
            text = n.variable(name, value)
            if text is not None:
                self.item(text)
        markers = []
        cards_by_id = {c["id"]: c for cs in zones.values() for c in cs if "id" in c}
        for cid, seats in seen["placements"].items():
            card = cards_by_id.get(int(cid))
            label = n.card(card) if card is not None else n.msg("cards-hidden", count=1)
            markers.append(n.msg("status-marker", card=label, players=n.players(seats)))
        if markers:
            self.item(n.msg("status-markers", markers=" · ".join(markers)))

    @staticmethod
    def _capital(text: str) -> str:
        return text[:1].upper() + text[1:]

    def _zone_cards(self, cards: list[dict], whole: bool = False) -> str:
        """A zone's cards; a long public pile by its size only, unless `whole`."""
        n = self.names
        if not any(c.get("hidden") for c in cards) or all(c.get("hidden") for c in cards):
            if not whole and len({n.card(c) for c in cards if not c.get("hidden")}) > self.MAX_GROUPS:
                return n.msg("cards-many", count=len(cards))     # a long pile: its size only
            return n.cards(cards)
        # some cards known in a zone of hidden ones: their positions matter
        parts = [n.msg("card-at", position=i, card=n.card(c)) for i, c in enumerate(cards, 1) if not c.get("hidden")]
        parts.append(n.msg("cards-hidden", count=sum(1 for c in cards if c.get("hidden"))))
        return "; ".join(parts)

    def _counter_values(self, value) -> str:
        n = self.names
        if isinstance(value, int):
            return str(value)
        if isinstance(value, dict) and value and all(isinstance(k, int) for k in value):
            seats = value.items()                      # {seat: value}: a counter only its owner sees
        elif isinstance(value, list):
            seats = enumerate(value)
        else:
            return self._indexed(value)
        parts = []
        for seat, v in seats:
            if isinstance(v, dict):
                parts.append(n.msg("status-indexed", player=n.player(seat), values=self._indexed(v)))
            else:
                parts.append(n.msg("status-value", player=n.player(seat), value=str(v)))
        return " · ".join(parts)

    def _indexed(self, values: dict) -> str:
        n = self.names
        items = [n.msg("status-index-value", index=n.value(k), value=v) for k, v in values.items() if v]
        return ", ".join(items) if items else "0"
