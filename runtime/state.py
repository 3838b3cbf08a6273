"""The game state: cards, zones, counters, variables, placements, knowledge, scores.

`Layout` is the static part derived once from the IR (card objects, zone and counter slot
numbering for the largest player count); `State` is one play's mutable data. Cards never
change, so every play of a `Game` shares the same `Card` objects and only moves them
between zone lists.
"""
from __future__ import annotations


from . import draws
from .errors import MAX_NUMBER, RuleError, number_out_of_range

# more cards than this in one ruleset is a mistake (a count typed with too many digits), not a game
MAX_CARDS = 1_000_000


class Card:
    """One physical card: an id, its kind, and all attributes (copy, then kind, then default)."""

    __slots__ = ("id", "kind", "group", "attrs", "public")

    def __init__(self, cid: int, kind: str, group: str | None, attrs: dict):
        self.id = cid
        self.kind = kind
        self.group = group
        self.attrs = attrs
        # JSON-ready description of the face, shared by views and logs (never mutate)
        self.public = {"id": cid, "kind": kind, **attrs}

    def __repr__(self):
        return f"<card {self.id} {self.kind}>"

    def __reduce__(self):
        return (Card, (self.id, self.kind, self.group, self.attrs))


class Layout:
    """Numbering of zones and counter slots, and the card objects, for up to `max_players`."""

    def __init__(self, ir: dict):
        self._start_zones = None
        self.max_players = int(ir["ruleset"].get("players", {}).get("max", 8))
        self.hand_zone = ir.get("hand_zone")
        self.enums = ir["enums"]
        self.kinds_ir = ir["kinds"]
        self.categories = list(ir["categories"])
        self.zero_scores = dict.fromkeys(self.categories, 0)     # a seat's scores when a play starts (copied)
        # zones: a global zone has one id, a per-player zone one id per seat (base + seat)
        self.zone_base: dict[str, int] = {}
        self.zone_name: list[str] = []
        self.zone_owner: list[int | None] = []
        self.zone_vis: list[str] = []
        self.zone_spec = ir["zones"]
        # a zone with one part per enum value (`indexed_by`): each part is a zone named
        # "name[value]" with its own ids (base + seat); zone_parts[name][value] is that base
        self.zone_parts: dict[str, dict[str, int]] = {}
        for name, spec in ir["zones"].items():
            self.zone_base[name] = len(self.zone_name)
            seats = range(self.max_players) if spec["per_player"] else [None]
            index = spec.get("indexed_by")
            parts = [(f"{name}[{v}]", v) for v in self.enums[index]] if index else [(name, None)]
            for part, value in parts:
                self.zone_base[part] = len(self.zone_name)
                if index:
                    self.zone_parts.setdefault(name, {})[value] = len(self.zone_name)
                for seat in seats:
                    self.zone_name.append(part)
                    self.zone_owner.append(seat)
                    self.zone_vis.append(spec["visibility"])
        # cards, in IR order of kinds and copies
        defaults = {n: a.get("default") for n, a in ir["attributes"].items()}
        self.kind_attrs: dict[str, dict] = {}
        self.kind_group: dict[str, str | None] = {}
        self.cards: list[Card] = []
        self.card_start: list[int] = []
        for kname, kind in ir["kinds"].items():
            kattrs = {**defaults, **kind["attributes"]}
            self.kind_attrs[kname] = kattrs
            self.kind_group[kname] = kind["group"]
            start = self.zone_base[kind["starts_in"]]
            if ir["zones"][kind["starts_in"]]["per_player"]:
                raise RuleError(f"cards '{kname}' start in a per-player zone; the runtime needs a shared zone")
            for copy in kind["copies"]:
                attrs = {**kattrs, **{k: v for k, v in copy.items() if k != "count"}}
                if len(self.cards) + copy["count"] > MAX_CARDS:
                    raise RuleError(f"cards '{kname}': the rules create more than {MAX_CARDS:,} cards")
                for _ in range(copy["count"]):
                    self.cards.append(Card(len(self.cards), kname, kind["group"], attrs))
                    self.card_start.append(start)
        # counters: slot = base + seat * stride + index
        self.counter_spec = ir["counters"]
        self.counter_base: dict[str, int] = {}
        self.counter_stride: dict[str, int] = {}
        self.counter_index: dict[str, dict | None] = {}
        self.slot_counter: list[str] = []
        self.slot_seat: list[int | None] = []
        self.slot_min: list[int | None] = []
        self.slot_max: list[int | None] = []
        self.slot_arrival: list[bool] = []
        for name, spec in ir["counters"].items():
            index = spec.get("indexed_by")
            values = self.index_values(index) if index else [None]
            self.counter_base[name] = len(self.slot_counter)
            self.counter_stride[name] = len(values)
            self.counter_index[name] = {v: i for i, v in enumerate(values)} if index else None
            for seat in (range(self.max_players) if spec["per_player"] else [None]):
                for _ in values:
                    self.slot_counter.append(name)
                    self.slot_seat.append(seat)
                    self.slot_min.append(spec.get("min"))
                    self.slot_max.append(spec.get("max"))
                    self.slot_arrival.append(bool(spec.get("arrival_order")))
        # a pooled counter draws from the pool's slot (the same seat's if the pool is per player)
        self.slot_pool: list[int] = []
        for slot, name in enumerate(self.slot_counter):
            pool = self.counter_spec[name].get("pool")
            if pool is None:
                self.slot_pool.append(-1)
            elif self.counter_spec[pool]["per_player"] and self.slot_seat[slot] is not None:
                self.slot_pool.append(self.counter_base[pool] + self.slot_seat[slot] * self.counter_stride[pool])
            else:
                self.slot_pool.append(self.counter_base[pool])

    @property
    def start_zones(self) -> list[list[Card]]:
        """The cards of each zone before setup (each `State` copies these lists)."""
        if self._start_zones is None:
            zones: list[list[Card]] = [[] for _ in self.zone_name]
            for card, z in zip(self.cards, self.card_start):
                zones[z].append(card)
            self._start_zones = zones
        return self._start_zones

    def index_values(self, index: str) -> list[str]:
        """What an `indexed_by` counter is indexed by: an enum's values, or the card kinds of
        a group, in the order they are declared."""
        if index in self.enums:
            return self.enums[index]
        return [k for k, spec in self.kinds_ir.items() if spec.get("group") == index]

    def zone_id(self, name: str, seat: int | None = None, index=None) -> int:
        if index is not None:
            return self.zone_parts[name][index] + (seat or 0)
        return self.zone_base[name] + (seat or 0)

    def zone_ids(self, name: str, seat: int | None = None) -> list[int]:
        """The ids of a zone, or of all its parts in enum order (one seat's, if per player)."""
        parts = self.zone_parts.get(name)
        if parts is None:
            return [self.zone_base[name] + (seat or 0)]
        return [base + (seat or 0) for base in parts.values()]

    def counter_slot(self, name: str, seat: int | None = None, index=None) -> int:
        idx = self.counter_index[name]
        return self.counter_base[name] + (seat or 0) * self.counter_stride[name] + (idx[index] if idx else 0)


class State:
    """One play's mutable state. All randomness comes from `self.rng`."""

    # called as forced(player, label, option, at) for a choice with one option, which asks
    # nobody; None (the default, and in every game but a narrated one): nothing is told
    forced = None
    # while a choice with `show=` is put to an agent: a function giving the option's numbers
    shown = None
    on_round = None     # called with (state, rounds) when a round is to start (runtime/snapshot.py)
    on_place = None     # called with (seat, card) when a seat is placed at a card (a logged play)
    draw_bits = None    # with random players: each seat's getrandbits (runtime/game.py, _random_decider)

    def __init__(self, layout: Layout, players: int, seed):
        self.layout = layout
        self.n = players
        self.players = list(range(players))
        self.seed = seed
        self.rng = draws.generator(seed)
        self.zl: list[list[Card]] = list(map(list.copy, layout.start_zones))
        self.where: list[int] = list(layout.card_start)   # card id -> zone id
        self.cv: list[int] = [0] * len(layout.slot_counter)
        self.arrival: list[int] = [0] * len(layout.slot_counter)
        self.seq = 0
        self.vars: dict[str, object] = {}
        self.occupants: dict[int, list[int]] = {}          # card id -> seats, in placement order
        self.placed: list[list[Card]] = [[] for _ in self.players]
        self.known: list[set[int]] = [set() for _ in self.players]   # card ids each seat peeked at
        self.revealed: set[int] = set()                     # zone ids made public
        zero = layout.zero_scores
        self.scores: list[dict[str, int]] = [zero.copy() for _ in self.players]
        self.eliminated: list[bool] = [False] * players
        self.knocked_out: list[bool] = [False] * players    # out until the next round starts
        self.round_cut = False                              # round_ends held in this round
        self.after_turn = None                              # game_ends / round_ends checks (runtime.flow)
        self.turns_taken = 0
        self.winners: list[int] | None = None
        self.round = 0
        self.phase = "setup"
        self.steps = 0                                      # remaining statement budget
        self.work = 0                  # remaining budget for the rest: elements, cards moved
        self.budget = (0, 0)           # (steps, work) the play started with
        self.decisions = 0
        self.deferred = False                               # set by defer_turn() in the current turn

    # ---- cards and zones -------------------------------------------------------------

    def move(self, cards, to: int) -> None:
        zl, where = self.zl, self.where
        target = zl[to]
        for card in cards:
            zl[where[card.id]].remove(card)
            target.append(card)
            where[card.id] = to

    def shuffle(self, z: int) -> None:
        draws.shuffle(self.rng, self.zl[z])      # self.rng.shuffle(...), written out (runtime/draws.py)
        # a shuffled zone keeps its cards but loses their positions: forget what was peeked there
        if any(self.known):
            ids = {c.id for c in self.zl[z]}
            for known in self.known:
                known -= ids

    def can_see(self, seat: int, card: Card) -> bool:
        z = self.where[card.id]
        vis = self.layout.zone_vis[z]
        if vis == "public" or z in self.revealed:
            return True
        if vis == "owner" and self.layout.zone_owner[z] == seat:
            return True
        return card.id in self.known[seat]

    def zone_visible(self, seat: int | None, z: int) -> bool:
        """Whether `seat` sees the faces of all cards in zone `z` (None: nobody in particular)."""
        vis = self.layout.zone_vis[z]
        return vis == "public" or z in self.revealed or (vis == "owner" and seat is not None
                                                          and self.layout.zone_owner[z] == seat)

    # ---- counters --------------------------------------------------------------------

    def set_counter(self, slot: int, value: int) -> int:
        """Set a counter, clamped to its bounds; returns the change actually made."""
        lo, hi = self.layout.slot_min[slot], self.layout.slot_max[slot]
        if lo is not None and value < lo:
            value = lo
        if hi is not None and value > hi:
            value = hi
        if not -MAX_NUMBER <= value <= MAX_NUMBER:
            raise number_out_of_range(value)
        old = self.cv[slot]
        if value != old:
            self.cv[slot] = value
            if self.layout.slot_arrival[slot]:
                self.seq += 1
                self.arrival[slot] = self.seq
        return value - old

    def add_counter(self, slot: int, delta: int) -> int:
        """Add (or remove) with clamping; a pooled counter takes from / gives back to its pool."""
        pool = self.layout.slot_pool[slot]
        if pool < 0:
            return self.set_counter(slot, self.cv[slot] + delta)
        if delta > 0:
            lo = self.layout.slot_min[pool]
            available = self.cv[pool] - (lo if lo is not None else 0)
            delta = max(0, min(delta, available))
        changed = self.set_counter(slot, self.cv[slot] + delta)
        self.set_counter(pool, self.cv[pool] - changed)
        return changed

    # ---- scores ----------------------------------------------------------------------

    def total(self, seat: int) -> int:
        return sum(self.scores[seat].values())

    # ---- checks ----------------------------------------------------------------------

    def problems(self) -> list[str]:
        """Invariant violations (empty when the state is sound): every created card lies in
        exactly one zone and is indexed there, counters are within their bounds, absent
        seats hold nothing, and placements agree with the occupants of each card."""
        out = []
        lay = self.layout
        where = self.where
        seen = [0] * len(lay.cards)
        for z, cards in enumerate(self.zl):
            owner = lay.zone_owner[z]
            if cards and owner is not None and owner >= self.n:
                out.append(f"zone {lay.zone_name[z]} of absent seat {owner} holds cards")
            for c in cards:
                seen[c.id] += 1
                if where[c.id] != z:
                    out.append(f"card {c.id} indexed in zone {where[c.id]} but lies in zone {z}")
        if sum(seen) != len(lay.cards):
            out.append(f"{sum(seen)} cards in zones, {len(lay.cards)} created")
        for cid, k in enumerate(seen):
            if k != 1:
                out.append(f"card {cid} lies in {k} places")
        for slot, v in enumerate(self.cv):
            seat = lay.slot_seat[slot]
            if seat is not None and seat >= self.n:
                continue
            lo, hi = lay.slot_min[slot], lay.slot_max[slot]
            if (lo is not None and v < lo) or (hi is not None and v > hi):
                out.append(f"counter {lay.slot_counter[slot]} (seat {seat}) = {v} outside [{lo}, {hi}]")
        for seat, cards in enumerate(self.placed):
            for c in cards:
                if seat not in self.occupants.get(c.id, ()):
                    out.append(f"seat {seat} placed at card {c.id} but is not among its occupants")
        return out


class InvariantError(RuleError):
    """A state broke an invariant of `State.problems()` (found by `CheckedState`)."""


class CheckedState(State):
    """A `State` that checks `problems()` at every statement: the interpreter counts each
    statement down on `steps` before running it, so the check sees the state left by the
    previous statement. Used by `Game(ir, check_invariants=True)`; slow, for soak tests.
    Plain `State` has no such hook and pays nothing for it."""

    _armed = False

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._armed = True

    @property
    def steps(self) -> int:
        return self._steps

    @steps.setter
    def steps(self, value: int) -> None:
        self._steps = value
        if self._armed:
            self.check()

    def check(self, when: str = "before a statement") -> None:
        found = self.problems()
        if found:
            more = f" (and {len(found) - 5} more)" if len(found) > 5 else ""
            raise InvariantError(f"invariant broken {when} in round {self.round}, phase {self.phase}: "
                                 + "; ".join(found[:5]) + more)


_CHECKED: dict[type, type] = {State: CheckedState}


def checked(cls: type, on: bool = True) -> type:
    """`cls` (State or a subclass of it) with the checks of `CheckedState` when `on`."""
    if not on:
        return cls
    if cls not in _CHECKED:
        _CHECKED[cls] = type("Checked" + cls.__name__, (CheckedState, cls), {})
    return _CHECKED[cls]
