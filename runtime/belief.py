"""What a player can know of the counters it may not see, for the search agent (docs/agents.md,
"Counters a player does not see").

A determinized copy of a game reshuffles the cards a player cannot see, but its counters are
the real ones: another seat's owner-only counter, a hidden counter. `seen_counters` gives,
for each such counter slot, the value the player can know from its own view of the game:

- its start value (the rules' `start`, the same for every deal);
- every change it saw with a value (none: it may not see the slot, so every change comes to
  it as "this counter of that seat changed", `view.redact`);
- for a change seen without its value, an estimate: the mean of the changes the player saw
  with a value of the same counter (its own slot of it, or a public one) after a decision of
  the same label (the same rule, as far as the log tells), else after any decision, else no
  change; clamped to the counter's bounds. That is the agent's assumption: "another player's
  hidden counter moves as mine did in the same situation".

The values come from the game played again from its seed with the answers given so far,
with a log, read only through `redact(event, seat)`: what that seat's log says, nothing else
(so two games that differ only in what the seat may not see give the same values). One
replay per decision of the agent, only in rulesets with such counters, and only for a game
played by `Game.play` (a scenario's state has no seed to replay: then None).
"""
from __future__ import annotations

from .errors import GameAbort
from .state import State
from .view import redact


class _Stop(GameAbort):
    """The replay reached the decision being searched (not an error)."""


class _Answers:
    """Every seat of the replay: the answers given so far, then a stop."""

    name = "replay"
    reads_view = False
    answers_are_legal = True

    def __init__(self, answers: list):
        self.answers, self.i = answers, 0

    def decide(self, view, d):
        i = self.i
        if i >= len(self.answers):
            raise _Stop("the decision being searched")
        self.i += 1
        return self.answers[i]


def unseen_slots(layout, players: int, seat: int) -> list[int]:
    """The counter slots of a game of `players` whose values `seat` does not see."""
    out = []
    for slot, name in enumerate(layout.slot_counter):
        owner = layout.slot_seat[slot]
        if owner is not None and owner >= players:
            continue
        vis = layout.counter_spec[name].get("visibility", "public")
        if vis == "public" or (vis == "owner" and owner == seat):
            continue
        out.append(slot)
    return out


class _Reader:
    """A log sink that keeps what `seat` knows of the unseen slots."""

    def __init__(self, layout, seat: int, unseen: list[int], start: list[int]):
        self.layout, self.seat = layout, seat
        self.values = {slot: float(start[slot]) for slot in unseen}
        self.label = None                    # the label of the last decision the log told
        self.changes: dict = {}              # (counter, label) and counter -> [sum, count]

    def __call__(self, event: dict) -> None:
        kind = event.get("type")
        if kind == "decision":
            self.label = event["label"]
        elif kind == "counter":
            self.counter(redact(event, self.seat))

    def counter(self, ev: dict) -> None:
        lay, name = self.layout, ev["counter"]
        slot = lay.counter_slot(name, ev["player"], ev["index"])
        if "hidden" not in ev:
            delta = ev["new"] - ev["old"]
            for key in ((name, self.label), name):
                seen = self.changes.setdefault(key, [0, 0])
                seen[0] += delta
                seen[1] += 1
            return
        if slot not in self.values:          # a slot the seat sees cannot come hidden; be safe
            return
        seen = self.changes.get((name, self.label)) or self.changes.get(name)
        v = self.values[slot] + (seen[0] / seen[1] if seen else 0.0)
        lo, hi = lay.slot_min[slot], lay.slot_max[slot]
        if lo is not None and v < lo:
            v = lo
        if hi is not None and v > hi:
            v = hi
        self.values[slot] = v


def seen_counters(game, s, seat: int) -> dict[int, int] | None:
    """slot -> the value `seat` can know, for every counter slot it does not see; None when
    there is none, or the state is not a game's own (no seed and answers to replay)."""
    if "copy_ends" not in s.__dict__ or "history" not in s.__dict__:
        return None
    unseen = unseen_slots(game.layout, s.n, seat)
    if not unseen:
        return None
    start = State(game.layout, s.n, s.seed)
    game._initial_values(start)
    reader = _Reader(game.layout, seat, unseen, start.cv)
    try:
        game.play(s.n, s.seed, [_Answers(list(s.history))] * s.n, log=reader)
    except _Stop:
        pass
    return {slot: int(round(v)) for slot, v in reader.values.items()}


def apply(s, values: dict[int, int] | None) -> None:
    """Set a (determinized) copy's unseen counters to what the player can know of them."""
    if values:
        cv = s.cv
        for slot, v in values.items():
            cv[slot] = v
