"""Values known before a game starts that the runtime would not play as written: a counter's
start outside its min/max (the runtime clamps it, so every text that states the start would
state it wrongly) and more rounds than the step budget allows (the runtime refuses them before
the first round). Each is reported at the value: the counter's `start`, `rounds`, or the
parameter's `value` (in a house rule, the line of the house rule that set it)."""
from __future__ import annotations

from .diagnostics import DiagnosticBag
from .sources import Origin
from .symbols import Symbols

# statements, rounds and turns per game: the runtime's default budget (runtime/game.py
# DEFAULT_STEP_BUDGET; a test keeps the two equal). The compiler does not import the runtime.
STEP_BUDGET = 2_000_000


def _known(node, sym: Symbols):
    """The value of a start or a round count when it is a number or a parameter, with the
    origin to report at when it comes from a parameter (None: the code's own place)."""
    if not isinstance(node, dict):
        return None, None
    if node.get("t") == "int":
        return node["v"], None
    if node.get("t") == "param" and node["n"] in sym.params:
        origin = sym.origins.get(("parameters", node["n"]))
        return sym.params[node["n"]]["value"], origin.child("value") if origin else None
    return None, None


def check_counter_starts(sym: Symbols, counters: dict, bag: DiagnosticBag) -> None:
    for name, spec in counters.items():
        value, at = _known(spec.get("start"), sym)
        lo, hi = spec.get("min"), spec.get("max")
        if (lo is None and hi is None) or "start" not in sym.counters.get(name, {}):
            continue            # no start written: the counter starts at 0 within its bounds
        if isinstance(value, dict):
            _table_start(name, spec, value, at, lo, hi, bag)
            continue
        if type(value) is not int or _within(value, lo, hi):
            continue
        side, kept = _side(value, lo, hi)
        if at:
            origin = at
            source = f"the parameter '{spec['start']['n']}' is {value}, {side} {kept} of the counter '{name}' it starts"
        else:
            origin = sym.origins[("counters", name)].child("start")
            source = f"the start {value} is {side} {kept} of the counter '{name}'"
        bag.error("RW104", f"{source}: the game would start it at {kept}", origin.span(), origin.yaml_path,
                  f"a start from {_bounds(lo, hi)}, or another {side.split()[-1]} for '{name}'")


def _table_start(name: str, spec: dict, table: dict, at: Origin, lo, hi, bag: DiagnosticBag) -> None:
    """A table may start several counters with different bounds (and be data of its own), so a
    part outside this counter's bounds is clamped as documented: a warning that says to what."""
    parts = [(k, v, *_side(v, lo, hi)) for k, v in table.items() if type(v) is int and not _within(v, lo, hi)]
    if not parts:
        return
    said = ", ".join(f"{k} {v} ({side} {kept}: starts at {kept})" for k, v, side, kept in parts)
    bag.warning("RW604", f"the parameter '{spec['start']['n']}' starts the counter '{name}' outside its "
                f"bounds: {said}", at.span(), at.yaml_path,
                f"'{name}' keeps from {_bounds(lo, hi)}; change the table or the counter's bounds if that is not meant")


def _within(v: int, lo, hi) -> bool:
    return (lo is None or v >= lo) and (hi is None or v <= hi)


def _side(v: int, lo, hi) -> tuple[str, int]:
    return ("below the min", lo) if lo is not None and v < lo else ("above the max", hi)


def _bounds(lo, hi) -> str:
    if lo is not None and hi is not None:
        return f"{lo} to {hi}"
    return f"{lo} up" if lo is not None else f"at most {hi}"


def check_round_count(sym: Symbols, rounds, origin: Origin, bag: DiagnosticBag) -> None:
    value, at = _known(rounds, sym)
    if type(value) is not int or value <= STEP_BUDGET:
        return
    o = at or origin
    source = f"the parameter '{rounds['n']}' makes " if at else ""
    bag.error("RW104", f"{source}{value:,} rounds, more than the step budget allows "
              f"({STEP_BUDGET:,} statements, rounds and turns a game): the game would be refused",
              o.span(), o.yaml_path, f"each round costs a step: at most {STEP_BUDGET:,} rounds")
