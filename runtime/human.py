"""A person at a terminal as an agent: shows what that seat may see, lists the options
numbered, reads an answer, and asks again (with a translated reason) until it is legal.

`HumanAgent(names, input, output)` reads lines from `input` and writes to `output` (any text
streams, so tests can drive it). Answers: one number for a single choice; for several,
numbers separated by spaces or commas, or an empty line for none when none is allowed.
Commands at any prompt: `?`/`help` (how to answer), `? N`/`info N` (what option N does, from
the `rules` lookup the caller passes), `t`/`table` (the whole table), `q`/`quit` (raises
`PlayerQuit`). The table is shown again only where it changed since this person last saw
it. End of input (Ctrl-D) raises `InputEnded`. Both end the play (`Game.play` lets a
`GameAbort` through); nothing a person types makes it crash.
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


class PlayerQuit(GameAbort):
    """The person typed q or quit: the game stops."""


# Commands a person can type instead of an answer: the same words in every language, so
# the help text and the docs name them once.
HELP_WORDS = {"?", "help", "h"}
INFO_WORDS = {"?", "info", "i"}
TABLE_WORDS = {"t", "table"}
QUIT_WORDS = {"q", "quit", "exit"}

# A card kind's rules text: lines already in the player's language, or None.
RulesLookup = Callable[[str], "list[str] | None"]


class HumanAgent:
    name = "human"
    MAX_GROUPS = 9          # a public pile with more different cards is shown by its size (a row of nine is shown)

    def __init__(self, names: Names, input: TextIO, output: TextIO,
                 before_prompt: Callable[[], None] | None = None, wrap: int | None = None,
                 rules: RulesLookup | None = None):
        self.names = names
        self.input = input
        self.output = output
        self.before_prompt = before_prompt
        self.wrap = wrap                 # fold long lines at this width (None: never)
        self.rules = rules               # card kind -> its rules text (None: names only)
        self.seat: int | None = None
        self._shown: list[str] | None = None   # the table's lines as last shown
        self._greeted = False

    def start(self, seed, seat: int, players: int) -> None:
        self.seat = seat
        self._shown = None
        self._greeted = False

    # -- output --------------------------------------------------------------------------

    def say(self, text: str = "", end: str = "\n") -> None:
        self.output.write(text + end)
        self.output.flush()

    def item(self, text: str, indent: int = 2) -> None:
        self.say(wrapped(text, self.wrap, indent))

    MAX_LINE = 10_000       # an answer is short; a longer line is not one
    MAX_SKIP = 1_000_000    # what is skipped of a longer line before the input counts as ended

    def read(self) -> str:
        try:
            line = self.input.readline(self.MAX_LINE)
            if len(line) == self.MAX_LINE and not line.endswith("\n"):
                # bounded memory: /dev/zero or a runaway script is not a person answering
                rest = self.input.readline(self.MAX_SKIP)
                if rest and not rest.endswith("\n"):
                    raise InputEnded("input ended: a line of more than a million characters")
                line = "\ufffd\n"
        except UnicodeDecodeError:
            line = "\ufffd\n"         # bytes that are not text: answered as "not a number"
        if not line:
            raise InputEnded("input ended")
        text = line.strip()
        if not _isatty(self.input):
            self.say(text)           # a terminal echoes what is typed; a pipe or a script does not
        return text

    def pause(self, text: str) -> None:
        """Say `text` and wait for Enter (a shared screen passed on); q quits here too."""
        self.say(text + " ", end="")
        if self.read().lower() in QUIT_WORDS:
            raise PlayerQuit("the player quit")

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
        table = self.table_lines(view)
        if self._shown is None:
            self.say_table(table)                       # the first decision: the whole table
        elif table[1:] != self._shown[1:]:
            self.say_table(table, since=self._shown)    # then only what changed
        self._shown = table
        texts = self.option_texts(view, d)
        shown = getattr(d, "shown", None)
        if shown is not None:        # the numbers the rules show beside the options (a price)
            texts = [self.names.shown(d.label, t, v) for t, v in zip(texts, shown)]
        self.show_options(d, texts)
        if not self._greeted:                           # once: how to get help or stop
            self._greeted = True
            self.say(self.names.msg("prompt-help"))
        while True:
            self.say(self.ask(d) + " ", end="")
            text = self.read()
            if self.command(text, view, d, texts):
                continue
            answer, problem = self.parse(text, d)
            if problem is None:
                return answer
            self.say(problem)

    def command(self, text: str, view, d, texts: list[str]) -> bool:
        """Carry out a command typed instead of an answer; False when `text` is none."""
        word, _, rest = text.lower().partition(" ")
        rest = rest.strip()
        if not rest and word in QUIT_WORDS:
            raise PlayerQuit("the player quit")
        if not rest and word in HELP_WORDS:
            self.say(self.names.msg("help", count=d.count, what=self.what(d)))
            return True
        if not rest and word in TABLE_WORDS:
            self._shown = self.table_lines(view)
            self.say_table(self._shown)
            self.show_options(d, texts)
            return True
        if (rest and word in INFO_WORDS) or re.fullmatch(r"\?[0-9]+", word):
            self.show_info(rest or word[1:], d, texts)
            return True
        return False

    def show_info(self, number: str, d, texts: list[str]) -> None:
        """What option `number` does: its rules text as the reference sheet says it."""
        n = self.names
        if not re.fullmatch(r"[0-9]{1,9}", number):
            self.say(n.msg("error-not-number", text=number))
            return
        k = int(number)
        if not 1 <= k <= d.count:
            self.say(n.msg("error-no-option", number=k, count=d.count))
            return
        option = d.options[k - 1]
        try:
            lines = self.rules(option["kind"]) if self.rules is not None and "kind" in option else None
        except Exception:            # rules text that cannot be made: say there is none, play on
            lines = None
        if not lines:
            self.say(n.msg("info-none", number=k, option=texts[k - 1]))
            return
        self.say(n.msg("info-title", number=k, option=texts[k - 1]))
        for line in lines:
            self.item(line, indent=4)

    @staticmethod
    def what(d) -> str:
        """What the options are, for the wording of a question: "card" or "other"."""
        options = getattr(d, "options", None) or []      # a question without options says "options"
        return "card" if options and all("kind" in o or o.get("hidden") for o in options) else "other"

    def ask(self, d) -> str:
        n, what = self.names, self.what(d)
        if not d.multiple:
            return n.msg("ask-one", count=d.count, what=what)
        if d.min == d.max:
            return n.msg("ask-exactly", count=d.max, what=what)
        if d.min == 0:
            return n.msg("ask-up-to", count=d.max, what=what)
        return n.msg("ask-between", min=d.min, max=d.max, what=what)

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
            what = self.what(d)          # "cards" where the question says cards
            if d.min == d.max:
                return [], n.msg("error-exactly", count=d.max, chosen=len(numbers), what=what)
            if d.min == 0:
                return [], n.msg("error-up-to", count=d.max, chosen=len(numbers), what=what)
            return [], n.msg("error-between", min=d.min, max=d.max, chosen=len(numbers), what=what)
        return numbers, None

    def option_texts(self, view, d) -> list[str]:
        """The options as text; copies that read alike are told apart by their place."""
        places = {}
        for key, cards in view.to_dict()["zones"].items():
            name, _, owner = key.partition("/")
            for position, c in enumerate(cards):
                if "id" in c:
                    places[c["id"]] = {"zone": name, "owner": int(owner) if owner else None, "position": position}
        options = [{**places.get(o["id"], {}), **o} if "id" in o else o for o in d.options]
        return self.names.distinct_options(options, you=view.player)

    def show_options(self, d, texts: list[str]) -> None:
        n = self.names
        self.say(n.msg("prompt", player=n.player(d.player), prompt=n.prompt(d.label)))
        width = len(str(d.count))
        for i, text in enumerate(texts, 1):
            self.say(f"  {str(i).rjust(width)}. {text}")

    # -- the table as this seat sees it ---------------------------------------------------

    def say_table(self, lines: list[str], since: list[str] | None = None) -> None:
        """The table; with `since`, only its lines that were not in the table shown then."""
        self.say()
        self.say(lines[0])
        if since is not None:
            self.item(self.names.msg("status-changed"))
            before = set(since[1:])
            lines = [line for line in lines if line not in before]
        for line in lines[1:]:
            self.say(line)

    def table_lines(self, view) -> list[str]:
        """The table as this seat sees it: a heading, then a line per zone, counter,
        variable, and the markers (own zones first, then shared ones, then others')."""
        lines: list[str] = []
        self._table(view, lambda text, indent=2: lines.append(wrapped(text, self.wrap, indent)), lines)
        return lines

    def _table(self, view, item, lines: list[str]) -> None:
        n, me = self.names, view.player
        seen = view.to_dict()
        heading = (n.phase_heading(view.round, view.phase) if view.phase not in ("setup", "end_of_game")
                   else n.msg("heading-setup" if view.phase == "setup" else "heading-end"))
        lines.append("── " + n.msg("status-heading", player=n.player(me), heading=heading) + " ──")
        zones = seen["zones"]
        # own zones first, then the shared ones, then other players' zones with known cards
        def order(key):
            name, _, owner = key.partition("/")
            return (0 if owner == str(me) else 1 if not owner else 2)
        shown, empty = set(), []
        for key in sorted(zones, key=order):
            name, _, owner = key.partition("/")
            seat = int(owner) if owner else None
            shown.add((name, seat))
            cards = zones[key]
            label = self._capital(n.zone(name, seat, me))
            if not cards:                # own empty zones first: a board's six empty columns in one line
                empty.append(n.zone(name, seat, me))
            elif seat == me or any(c.get("hidden") for c in cards):
                item(n.msg("status-zone", zone=label, count=len(cards),
                                cards=self._zone_cards(cards, whole=seat == me)))
            else:
                item(n.msg("status-public-zone", zone=label, cards=self._zone_cards(cards)))
        if empty:
            item(n.msg("status-empty", zones=n.join(empty)))
        counts = []
        for name, c in seen["zone_counts"].items():
            for seat, k in ([(None, c)] if isinstance(c, int) else list(enumerate(c))):
                if k and (name, seat) not in shown:
                    counts.append(n.msg("status-count", zone=n.zone(name, seat, me), count=k))
        if counts:
            item(n.msg("status-counts", counts=" · ".join(counts)))
        for name, value in seen["counters"].items():
            if not n.narrated("counters", name):
                continue             # bookkeeping (`narrated: false`): not shown at the table
            shared = isinstance(value, (int, dict)) and not (isinstance(value, dict) and value
                                                              and all(isinstance(k, int) for k in value))
            item(n.msg("status-counter", counter=self._capital(n.counter(name, shared=shared)),
                                  values=self._counter_values(name, value)))
        for name, value in seen["variables"].items():
            text = n.variable(name, value)
            if text is not None:
                item(text)
        markers = []
        # each card with its place, so that a marker on one of two equal copies says which
        labels = {}
        for key, cards in zones.items():
            name, _, owner = key.partition("/")
            placed = [{**c, "zone": name, "owner": int(owner) if owner else None, "position": i}
                      for i, c in enumerate(cards)]
            labels.update(zip((c.get("id") for c in cards), n.distinct_options(placed, you=me)))
        for cid, seats in seen["placements"].items():
            label = labels.get(int(cid)) or n.msg("cards-hidden", count=1)
            markers.append(n.msg("status-marker", card=label, players=n.players(seats)))
        if markers:
            item(n.msg("status-markers", markers=" · ".join(markers)))
        for key, msg in (("eliminated", "status-eliminated"), ("knocked_out", "status-knocked-out")):
            if seen[key]:
                item(n.msg(msg, players=n.players(seen[key])))

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

    def _counter_values(self, name: str, value) -> str:
        n = self.names
        if isinstance(value, int):
            return n.counter_value(name, value)     # a flag as yes / no
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
                parts.append(n.msg("status-value", player=n.player(seat), value=n.counter_value(name, v)))
        return " · ".join(parts)

    def _indexed(self, values: dict) -> str:
        n = self.names
        items = [n.msg("status-index-value", index=n.value(k), value=v) for k, v in values.items() if v]
        return ", ".join(items) if items else "0"
