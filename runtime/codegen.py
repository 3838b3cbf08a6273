"""Generate Python source for a ruleset's code units and compile it once: the second engine.

The closure interpreter (runtime/interpreter.py) is the reference: it compiles every IR node into
a closure and runs them by calling one another. This module writes the same units out as plain
Python functions instead, one per unit (setup, each phase, each card action, each procedure,
end_of_game): the unit's locals are Python locals (`v0`, `v1`, ... by slot), zones and counters
are list indexes folded to constants where the IR allows it, parameters and enum values are
constants, lambdas are inlined into comprehensions, and an action or procedure call is a direct
Python call with its parameters as arguments (with block charges, a small action that calls no
other is written where it is called: `Generator.inline_code`). A play through generated code does exactly what
the interpreter does: the same statements are charged to the step budget at the same moments,
the same work is charged, the same errors carry the same position and unit, and the random
generator is drawn from in the same order (tests/test_two_engines.py compares the logs).

How a unit runs:
- each statement first charges a step (`s.steps -= 1`) and stops the game when the budget is
  spent, as the interpreter's block does;
- one `try` around the unit's body turns errors into located rule errors; the Python line
  where the error passed says which statement was running (a table per unit; zero cost until
  something is raised);
- an IR construct this module does not generate raises `Unsupported` while the unit is written,
  and that unit stays with the closure interpreter (the two kinds of unit call each other).

`install(program)` replaces the `run` of every unit it can generate; `source(program)` is the
module text (`rulewright compile RULESET --python`). Compiled code is cached per process by a
hash of the whole IR (positions included: they are in the generated code).

The parts: runtime/codegen_ir.py (the IR nodes written out, `Unsupported`, `Scope`),
runtime/codegen_expr.py (expressions), runtime/codegen_unit.py (statements and a unit's
function), runtime/codegen_calls.py (the built-in functions), runtime/codegen_rt.py (what
generated code calls at run time); this module writes the whole module and caches it.
"""
from __future__ import annotations

import hashlib
import json
import re

from . import codegen_rt as rt
from .budget import Overrun, out_of_steps, out_of_work
from .codegen_ir import KNOWN, KNOWN_KW, Scope, Unsupported, known, may_end_turns  # noqa: F401 (the generator's IR, named here)
from .codegen_unit import UnitWriter, _compiles
from .errors import GameAbort, RuleError, number_out_of_range
from .state import Card, State


def _ident(label: str) -> str:
    return re.sub(r"\W", "_", label)


# the most IR nodes a unit written in place of its call may have (see Generator.inline_code)
INLINE_LIMIT = 400


def _size(ir) -> int:
    """The number of IR nodes (dicts) in `ir`."""
    if isinstance(ir, dict):
        return 1 + sum(_size(v) for v in ir.values())
    if isinstance(ir, list):
        return sum(_size(v) for v in ir)
    return 0


class Generator:
    """Writes the module of a Program: one function per unit it can generate."""

    def __init__(self, program, local_steps: bool = True, blocks: bool = False):
        self.P = program
        self.local_steps = local_steps or blocks
        # steps charged a block at a time, the budgets looked at where loops' bodies start
        # (codegen_unit.UnitWriter.block): for plays that can be played again exactly
        self.blocks = blocks
        ends = program.ends
        self.ends_mid_phase = "after_each_turn" in (ends.game_at, ends.round_at)
        self.consts: dict[int, tuple[str, object]] = {}
        self.directs: dict[tuple[str, str], str] = {}
        self.indexes: dict[tuple, str] = {}
        self.units: list[tuple[str, object, str, list]] = []     # (fname, unit, label, lines)
        self.skipped: dict[str, str] = {}                         # label -> why not generated
        self._list_attrs: set | None = None
        self._inline: dict[int, tuple[list, list]] | None = None  # see `inline_code`

    @property
    def list_attrs(self) -> set:
        """Card attributes that hold a list on some card or kind (comparing them charges work)."""
        if self._list_attrs is None:
            lay = self.P.lay
            self._list_attrs = {n for attrs in [c.attrs for c in lay.cards] + list(lay.kind_attrs.values())
                                for n, v in attrs.items() if type(v) is list}
        return self._list_attrs

    def attr_values(self, name: str) -> set:
        """Every value the attribute `name` has on a card (a value that cannot be hashed gives
        a set that no counter index contains)."""
        out = set()
        for c in self.P.lay.cards:
            v = c.attrs.get(name)
            if name in c.attrs:
                try:
                    out.add(v)
                except TypeError:
                    return {object()}
        return out

    def const(self, value) -> str:
        key = id(value)
        if key not in self.consts:
            self.consts[key] = (f"_K{len(self.consts)}", value)
        return self.consts[key][0]

    def counter_index(self, name: str, index: dict, at: str) -> str:
        """The constant `CounterIndex` of counter `name` read at `at` (one per place)."""
        key = ("index", name, at)
        if key not in self.indexes:
            self.indexes[key] = self.const(rt.CounterIndex(index, name, at))
        return self.indexes[key]

    def table_index(self, tab: dict, keys: str, at: str) -> str:
        """The constant `TableIndex` of table `tab` read at `at` with keys of type `keys`."""
        key = ("table", id(tab), keys, at)
        if key not in self.indexes:
            self.indexes[key] = self.const(rt.TableIndex(tab, keys, at))
        return self.indexes[key]

    def direct(self, what: str, name: str) -> str:
        """The name of the callable of an action table ("do"), a procedure ("proc") or one
        kind's unit of an action ("unit", name "action/kind"), bound after exec."""
        key = (what, name)
        if key not in self.directs:
            ident = _ident(name) if what != "unit" else f"{len(self.directs)}_{_ident(name)}"   # a/b_c, a_b/c
            self.directs[key] = f"_{what.upper()}_{ident}"
        return self.directs[key]

    def each_unit(self):
        """(label, unit, statements, parameters, zone parameters) of every statement unit."""
        P, ir = self.P, self.P.ir
        yield "setup", P.setup, ir["setup"] or [], [], ()
        for (name, unit, _), p in zip(P.phases, ir["phases"]):
            yield f"phases.{name}", unit, p["do"] or [], [], ()
        yield "end_of_game", P.end_of_game, ir["end_of_game"] or [], [], ()
        for name, spec in ir.get("procedures", {}).items():
            yield (f"procedures.{name}", P.procedures[name], spec["do"] or [], list(spec["params"]),
                   [p for p, t in spec["params"].items() if t == "zone"])
        seen = set()
        for g, spec in ir["groups"].items():
            for a, aspec in spec["actions"].items():
                if aspec["default"] is not None:
                    label = f"groups.{g}.actions.{a}"
                    unit = self._action_unit(a, g)
                    if unit is not None and id(unit) not in seen:
                        seen.add(id(unit))
                        yield label, unit, aspec["default"], ["me", "this", *aspec["params"]], ()
        for k, spec in ir["kinds"].items():
            g = spec["group"]
            gactions = ir["groups"][g]["actions"] if g else {}
            for a in spec["actions"]:
                unit = P.actions.get(a, {}).get(k)
                if unit is not None and id(unit) not in seen:
                    seen.add(id(unit))
                    params = list(gactions.get(a, {}).get("params", {}))
                    yield f"cards.{k}.actions.{a}", unit, spec["actions"][a] or [], ["me", "this", *params], ()

    def inline_code(self, unit) -> tuple[list, list] | None:
        """(statements, parameters) of a unit to be written where it is called, in place of the
        call: with block charges only (an error there is found again by the exact code, which
        locates it in the unit), for a small unit that calls no other unit and runs no turn (so
        nothing nests) and that is written out on its own too."""
        if not self.blocks:
            return None
        if self._inline is None:
            self._inline = {}
            for label, u, stmts, params, zones in self.each_unit():
                if zones or may_end_turns(stmts) or _size(stmts) > INLINE_LIMIT:
                    continue
                try:
                    UnitWriter(self, "_probe", label).write(stmts, params)
                except (Unsupported, KeyError, TypeError, RecursionError):
                    continue
                self._inline[id(u)] = (stmts, params)
        return self._inline.get(id(unit))

    def _action_unit(self, action: str, group: str):
        """The group's default unit of an action, as the Program keeps it for its kinds."""
        for k, spec in self.P.ir["kinds"].items():
            if spec["group"] == group and action not in spec["actions"]:
                return self.P.actions.get(action, {}).get(k)
        return None

    def each_expression(self):
        """(label, unit, expression, parameters) of the conditions checked between statements:
        the invariants (for each player when per player) and `game_ends` / `round_ends`."""
        P, ir = self.P, self.P.ir
        if P.invariants is not None:
            for (name, unit, per_player, _, _) in P.invariants.items:
                yield f"invariants.{name}", unit, ir["invariants"][name]["holds"], ["me"] if per_player else []
        for section, unit in (("game_ends", P.ends.game), ("round_ends", P.ends.round)):
            if unit is not None:
                yield section, unit, ir[section]["when"], []

    def build(self, check_each: bool = False) -> str:
        """The module's text; `check_each`: compile every unit alone first and leave out those
        Python cannot compile (used when the whole module did not compile)."""
        units = [(label, unit, ("stmts", stmts, params, zones)) for label, unit, stmts, params, zones in self.each_unit()]
        units += [(label, unit, ("expr", node, params, ())) for label, unit, node, params in self.each_expression()]
        for i, (label, unit, (what, body, params, zones)) in enumerate(units):
            fname = f"u{i}_{_ident(label)}"[:60]
            w = UnitWriter(self, fname, label)
            try:
                lines = w.write(body, params, zones) if what == "stmts" else w.write_expr(body, params)
            except Unsupported as why:
                self.skipped[label] = str(why)
                continue
            except (KeyError, TypeError) as why:          # an IR the interpreter would reject at run time
                self.skipped[label] = f"{type(why).__name__}: {why}"
                continue
            except RecursionError:
                self.skipped[label] = "nested too deeply to write out"
                continue
            if check_each and not _compiles(lines):                       # e.g. more nested blocks than Python allows
                self.skipped[label] = "Python cannot compile it (nested too deeply)"
                continue
            self.units.append((fname, unit, label, lines))
        out = [f"# generated by rulewright from the IR of {self.P.ir['ruleset'].get('name', '')!r}; "
               "one function per unit, see runtime/codegen.py", ""]
        self.line_tables: dict[str, dict[int, tuple[str, bool]]] = {}
        for fname, unit, label, lines in self.units:
            table = {}
            for indent, text, at, locate in lines:
                out.append("    " * indent + text)
                table[len(out)] = (at, locate)
            out.append("")
            self.line_tables[fname] = table
        for label, why in self.skipped.items():
            out.append(f"# interpreted, not generated: {label} ({why})")
        return "\n".join(out) + "\n"

    def namespace(self) -> dict:
        from collections import deque
        ns = {"_rt": rt, "_Card": Card, "_RuleError": RuleError, "_GameAbort": GameAbort,
              "_oos": out_of_steps, "_oow": out_of_work, "_oor": number_out_of_range, "_Overrun": Overrun,
              "_State_set_counter": State.set_counter, "_State_move": State.move, "_deque": deque, "_P": self.P}
        for name, value in self.consts.values():
            ns[name] = value
        for fname, table in self.line_tables.items():
            ns[f"_L_{fname}"] = table
        return ns


_CACHE: dict[str, tuple[str, object, bool]] = {}   # IR key -> (text, code, units checked alone)


def ir_key(ir: dict) -> str:
    return hashlib.sha256(json.dumps(ir, sort_keys=True, separators=(",", ":"),
                                     ensure_ascii=False).encode("utf-8")).hexdigest()


def source(program, blocks: bool = False) -> str:
    """The generated module of a program, as text: the exact one, or (`blocks`) the one with
    block charges that unlogged games of fresh random players run. A program not yet installed
    is installed; one installed with the other module is left as it is (the text is made for a
    new Program of the same rules)."""
    gen = getattr(program, "generated", None)
    if gen is None:
        gen = install(program, blocks=blocks)
    elif gen.blocks != blocks:
        from .interpreter import Program
        gen = install(Program(program.ir, program.lay), blocks=blocks)
    return _CACHE[ir_key(program.ir) + _mode(gen.local_steps, gen.blocks)][0]


def _mode(local_steps: bool, blocks: bool) -> str:
    return "/blocks" if blocks else "" if local_steps else "/checked"


def install(program, local_steps: bool = True, blocks: bool = False) -> Generator:
    """Replace the `run` of every unit of `program` that can be generated; return the generator
    (its `skipped` says which units stay interpreted and why). `local_steps=False` for games
    that check invariants at every statement (each charge goes to the state at once);
    `blocks=True`: steps charged a block at a time (see codegen_unit.UnitWriter.block), for
    plays that Game.play can play again on the exact code."""
    key = ir_key(program.ir) + _mode(local_steps, blocks)
    cached = _CACHE.get(key)
    gen = Generator(program, local_steps, blocks)
    text = gen.build(check_each=cached is not None and cached[2])
    if cached is None:
        name = f"<rulewright generated {key[:12]}{' block charges' if blocks else ''}>"
        try:
            cached = (text, compile(text, name, "exec"), False)
        except (SyntaxError, RecursionError, MemoryError, ValueError):
            gen = Generator(program, local_steps, blocks)
            text = gen.build(check_each=True)
            cached = (text, compile(text, name, "exec"), True)
        _CACHE[key] = cached
    ns = gen.namespace()
    exec(cached[1], ns)
    # the callables that calls between units go through: generated functions where there are
    # some, the closure units (called with a frame) elsewhere
    direct = {}
    for fname, unit, label, _ in gen.units:
        direct[id(unit)] = ns[fname]
    def callable_of(unit):
        return direct.get(id(unit)) or rt.frame_caller(unit)
    for (what, name), var in gen.directs.items():
        if what == "proc":
            ns[var] = callable_of(program.procedures[name])
        elif what == "unit":                       # "action/kind": that kind's unit of the action
            action, kind = name.split("/", 1)
            ns[var] = callable_of(program.actions[action][kind])
        else:
            ns[var] = {k: callable_of(u) for k, u in program.actions.get(name, {}).items()}
    for fname, unit, label, _ in gen.units:
        unit.run = _runner(ns[fname], len(unit.slots))
        if not unit.slots:
            unit.nslots = 0       # its locals are Python locals: the frame callers make holds nothing
    program.generated = gen
    return gen


def _runner(f, nparams: int):
    """`run(s, fr)` of a generated unit: its parameters from the frame."""
    if nparams == 0:
        return f                  # f(s, _frame=None)
    return lambda s, fr: f(s, *fr[:nparams])
