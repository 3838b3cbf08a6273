"""Run a checked example or scenario: build a situation, run code, a phase or the rest of the
game (`play: to_end`) with scripted decisions, and compare the result with what the example
expects.

The situation starts as the state before setup (every card where it starts, every counter at
its start value) and changes only what the example names; cards are taken from the game's own
cards, so none is created or lost.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .agents import ScriptedAgent
from .errors import GameAbort, RuleError, ScriptExhausted
from .flow import Ended
from .game import Game, arm
from .interpreter import Program
from .invariants import describe, turn_hook
from .state import State

CARD_REF = re.compile(r"^([a-z][a-z0-9_]*)\[(\d+)\]$")


@dataclass
class ExampleResult:
    name: str
    failures: list[str] = field(default_factory=list)
    state: State | None = None
    # invariants the situation breaks: {name, seat, holds_at, place}; place is where the
    # situation (or that player's part of it) is written: [file, line, column, ..., yaml path]
    broken: list[dict] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failures


class SetupError(Exception):
    """The situation cannot be built from the game's cards (for example, too few of a kind)."""


def game_for(ir: dict, parameters: dict) -> Game:
    if not parameters:
        return Game(ir)
    params = {name: ({**spec, "value": parameters[name]} if name in parameters else spec)
              for name, spec in ir["parameters"].items()}
    return Game({**ir, "parameters": params})


def build_state(game: Game, example: dict, agents: list) -> State:
    s = State(game.layout, example["players"], example.get("seed", 0))
    arm(s, game.step_budget)
    s.history = []
    s.decide = game._decider(s, agents, None)
    game._initial_values(s)
    _apply(game, s, example.get("setup") or {})
    return s


def run_example(ir: dict, example: dict) -> ExampleResult:
    result = ExampleResult(example["name"])
    game = game_for(ir, example.get("parameters") or {})
    script = ScriptedAgent([list(a) for a in example.get("decisions", [])])
    agents = [script] * example["players"]
    try:
        s = build_state(game, example, agents)
        result.state = s
        expected = (example.get("expect") or {}).get("breaks")
        if not _situation_breaks(game, s, example, result, "always"):
            _run(game, s, example)
            if example.get("phase") == "end_of_game" and example.get("run") is None:
                _situation_breaks(game, s, example, result, "at_the_end", " (checked at the end of the game)")
        if expected is not None:
            return _expected_breaks(result, expected)
        if result.broken:
            return result
    except SetupError as ex:
        result.failures.append(f"the situation cannot be built: {ex}")
        return result
    except ScriptExhausted as ex:
        result.failures.append(str(ex))
        return result
    except GameAbort as ex:
        result.failures.append(f"the rules stopped with an error: {ex}")
        return result
    left = len(example.get("decisions", [])) - len(s.history)
    if left > 0:
        result.failures.append(f"{left} scripted decision(s) were never asked for")
    result.failures.extend(_compare(game, s, example.get("expect") or {}))
    return result


def _expected_breaks(result: ExampleResult, expected: list | None) -> ExampleResult:
    """An example that expects `breaks` passes when exactly those invariants broke."""
    if expected is None:
        return result
    names = sorted({b["name"] for b in result.broken})
    result.failures = [] if names == sorted(set(expected)) else \
        [f"the situation breaks {names or 'no invariant'}, expected {sorted(set(expected))}"] + result.failures
    return result


def _situation_breaks(game: Game, s: State, example: dict, result: ExampleResult, checked: str,
                      note: str = "") -> bool:
    """Record the invariants (checked at `checked`) that the situation breaks; True if any."""
    invariants = game.program.invariants
    if invariants is None:
        return False
    places = example.get("places") or {}
    for name, seat, holds_at in invariants.broken(s, checked):
        seats = places.get("players") or {}
        place = seats.get(seat, seats.get(str(seat))) if seat is not None else None
        place = place or places.get("setup") or [example.get("file"), example.get("line"), None, None, None, ""]
        where = f"{place[0]}:{place[1]}:{place[2] or 1}" if place[1] else str(place[0] or "the example")
        path = f" ({place[5]})" if place[5] else ""
        result.broken.append({"name": name, "seat": seat, "holds_at": holds_at, "place": place, "note": note})
        result.failures.append(f"the situation breaks the invariant '{name}'{describe(seat)}{note}: "
                               f"{where}{path}")
    return bool(result.broken)


def _run(game: Game, s: State, example: dict) -> None:
    prog = game.program
    if example.get("play") == "to_end":
        # from the situation (or, without one, from the state setup leaves) to the end of the game
        if not example.get("setup"):
            s.phase = "setup"
            prog.setup.run(s, prog.setup.new_frame())
        game.play_on(s, None)
        return
    try:
        _run_part(game, s, example)
    except Ended:
        pass              # game_ends or round_ends held after a turn: this part of the game stops there


def _run_part(game: Game, s: State, example: dict) -> None:
    prog = game.program
    if example.get("run") is not None:
        unit = prog.unit(example["run"], [])
        unit.run(s, unit.new_frame())
        return
    phase = example.get("phase") or "end_of_game"
    s.phase = phase
    if phase == "end_of_game":
        prog.end_of_game.run(s, prog.end_of_game.new_frame())
        return
    if phase == "setup":
        prog.setup.run(s, prog.setup.new_frame())
        return
    for name, unit, _ in prog.phases:
        if name == phase:
            # as in the game: invariants, game_ends / round_ends after each turn
            s.after_turn = turn_hook(prog.invariants, prog.ends.hook)
            try:
                unit.run(s, unit.new_frame())
            finally:
                s.after_turn = None
            if prog.invariants is not None:
                prog.invariants.check(s, "after the phase")
            return
    raise RuleError(f"unknown phase '{phase}'")


# ---- making the situation --------------------------------------------------------------

def _apply(game: Game, s: State, setup: dict) -> None:
    lay = game.layout
    for name, value in (setup.get("variables") or {}).items():
        s.vars[name] = value
    if "round" in setup:
        s.round = setup["round"]
    for seat in setup.get("out") or []:
        s.eliminated[seat] = True
    for seat in setup.get("knocked_out") or []:
        s.knocked_out[seat] = True
    wanted: dict[int, list] = {}

    def want(zone, cards, seat=None):
        if isinstance(cards, dict):      # a zone with parts: the parts not named are empty
            for index in lay.zone_parts[zone]:
                wanted[lay.zone_id(zone, seat, index)] = cards.get(index, [])
        else:
            wanted[lay.zone_id(zone, seat)] = cards
    for zone, cards in (setup.get("zones") or {}).items():
        want(zone, cards)
    for seat, pstate in enumerate(setup.get("players") or []):
        for zone, cards in (pstate.get("zones") or {}).items():
            want(zone, cards, seat)
    _fill_zones(game, s, wanted)
    _set_counters(game, s, setup.get("counters") or {}, None)
    for seat, pstate in enumerate(setup.get("players") or []):
        _set_counters(game, s, pstate.get("counters") or {}, seat)
    for counter, per_index in (setup.get("arrival") or {}).items():
        for index, seats in per_index.items():
            for seat in seats:                       # earliest first
                s.seq += 1
                s.arrival[lay.counter_slot(counter, seat, index)] = s.seq
    for placement in setup.get("placements") or []:
        card = _card_at(s, game, placement["card"])
        s.occupants[card.id] = list(placement["players"])
        for seat in placement["players"]:
            s.placed[seat].append(card)
    for seat_text, refs in (setup.get("peeked") or {}).items():
        for ref in refs:
            s.known[int(seat_text)].add(_card_at(s, game, ref).id)


def _matches(card, spec: dict) -> bool:
    return card.kind == spec["kind"] and all(card.attrs.get(k) == v for k, v in spec.items()
                                             if k not in ("kind", "count"))


def _fill_zones(game: Game, s: State, wanted: dict[int, list]) -> None:
    """Zones named in the situation hold exactly the cards listed, top first."""
    lay, prog = game.layout, game.program
    pool = []
    for z in wanted:
        pool.extend(s.zl[z])
        s.zl[z] = []
    for z, specs in wanted.items():
        for raw in specs:
            spec = {"kind": raw} if isinstance(raw, str) else raw
            for _ in range(spec.get("count", 1)):
                card = _take_card(s, prog, pool, wanted, spec)
                if card is None:
                    shown = ", ".join(f"{k}={v}" for k, v in spec.items() if k != "count")
                    raise SetupError(f"no card left with {shown} for zone '{lay.zone_name[z]}'")
                s.zl[z].append(card)
                s.where[card.id] = z
    homeless = {}
    for card in pool:                                  # cards pushed out of a named zone
        home = prog.start_zone[card.kind]
        if home in wanted:
            home = prog.discard_zone[card.kind]
        if home is None or home in wanted:
            homeless[card.kind] = homeless.get(card.kind, 0) + 1
            continue
        s.zl[home].append(card)
        s.where[card.id] = home
    if homeless:
        names = {z: lay.zone_name[z] for z in wanted}
        left = ", ".join(f"{n} '{kind}' card{'s' if n != 1 else ''}" for kind, n in homeless.items())
        raise SetupError(
            f"{left} would have nowhere to go: the situation names {', '.join(sorted(set(names.values())))}, "
            f"where they start (or are discarded to), so it must list every card there; list the "
            f"{'rest' if len(homeless) > 1 or sum(homeless.values()) > 1 else 'card'} in one of those zones "
            f"(with count:), or put them in another zone")


def _take_card(s: State, prog: Program, pool: list, wanted: dict, spec: dict):
    home = prog.start_zone.get(spec["kind"])
    candidates = [] if home is None or home in wanted else [s.zl[home]]
    candidates.append(pool)
    candidates.extend(cards for z, cards in enumerate(s.zl) if z not in wanted and z != home)
    for cards in candidates:
        for i, card in enumerate(cards):
            if _matches(card, spec):
                del cards[i]
                return card
    return None


def _set_counters(game: Game, s: State, values: dict, seat: int | None) -> None:
    lay = game.layout
    for name, value in values.items():
        indexed = value if isinstance(value, dict) else {None: value}
        for index, v in indexed.items():
            slot = lay.counter_slot(name, seat, index)
            if lay.slot_pool[slot] >= 0:
                s.add_counter(slot, v - s.cv[slot])      # a pooled counter takes from its pool
                if s.cv[slot] != v:
                    raise SetupError(f"the pool of '{name}' has too few left for {v}")
            else:
                s.set_counter(slot, v)
            s.arrival[slot] = 0


def _card_at(s: State, game: Game, ref: str):
    zone, index = CARD_REF.match(ref).groups()
    cards = s.zl[game.layout.zone_id(zone)]
    if int(index) >= len(cards):
        raise SetupError(f"'{ref}': the zone holds only {len(cards)} card(s)")
    return cards[int(index)]


# ---- comparing with the expectation -------------------------------------------------------

def _zone_failures(s: State, z: int, want, label: str) -> list[str]:
    cards = s.zl[z]
    if isinstance(want, int):
        return [] if len(cards) == want else [f"{label}: {len(cards)} cards, expected {want}"]
    out = []
    for kind, n in want.items():
        have = sum(1 for c in cards if c.kind == kind)
        if have != n:
            out.append(f"{label}: {have} '{kind}', expected {n}")
    return out


def _compare(game: Game, s: State, expect: dict) -> list[str]:
    lay, out = game.layout, []
    for seat, pexp in enumerate(expect.get("players") or []):
        who = f"player {seat}"
        for name, value in (pexp.get("counters") or {}).items():
            for index, v in (value.items() if isinstance(value, dict) else [(None, value)]):
                have = s.cv[lay.counter_slot(name, seat, index)]
                if have != v:
                    shown = f"{name}[{index}]" if index is not None else name
                    out.append(f"{who}: {shown} is {have}, expected {v}")
        for zone, want in (pexp.get("zones") or {}).items():
            out.extend(_zone_failures(s, lay.zone_id(zone, seat), want, f"{who}: {zone}"))
        for category, v in (pexp.get("scores") or {}).items():
            if s.scores[seat][category] != v:
                out.append(f"{who}: {category} scores {s.scores[seat][category]}, expected {v}")
        if "total" in pexp and s.total(seat) != pexp["total"]:
            out.append(f"{who}: total {s.total(seat)}, expected {pexp['total']}")
        if "eliminated" in pexp and s.eliminated[seat] != pexp["eliminated"]:
            out.append(f"{who}: eliminated is {s.eliminated[seat]}, expected {pexp['eliminated']}")
    for name, value in (expect.get("counters") or {}).items():
        for index, v in (value.items() if isinstance(value, dict) else [(None, value)]):
            have = s.cv[lay.counter_slot(name, None, index)]
            if have != v:
                out.append(f"{name} is {have}, expected {v}")
    for zone, want in (expect.get("zones") or {}).items():
        out.extend(_zone_failures(s, lay.zone_id(zone), want, zone))
    if "winners" in expect and sorted(s.winners or []) != sorted(expect["winners"]):
        out.append(f"winners are {sorted(s.winners or [])}, expected {sorted(expect['winners'])}")
    for check in expect.get("checks") or []:
        params = ("me",) if check["seat"] is not None else ()
        unit = game.program.expr_unit(check["code"], params)
        frame = unit.new_frame()
        if params:
            frame[unit.slots["me"]] = check["seat"]
        try:
            ok = unit.run(s, frame)
        except GameAbort as ex:
            ok, note = False, f" ({ex})"
        else:
            note = ""
        if not ok:
            who = f"player {check['seat']}: " if check["seat"] is not None else ""
            out.append(f"{who}check failed: {check['text']}{note}")
    problems = s.problems()
    out.extend(f"invariant broken: {p}" for p in problems)
    return out


def score_breakdown(game: Game, s: State) -> dict:
    """What `score` prints: per player, the points per category, total, elimination; winners."""
    categories = game.layout.categories
    return {"players": [{"seat": seat, "scores": {c: s.scores[seat][c] for c in categories},
                         "total": s.total(seat), "eliminated": s.eliminated[seat]} for seat in s.players],
            "winners": list(s.winners or [])}
