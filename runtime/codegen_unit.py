"""Statements of a generated unit and the unit's function (see runtime/codegen.py): each
statement charges a step first, as the interpreter's block does; `write` wraps the body in the
one `try` that turns errors into located rule errors.
"""
from __future__ import annotations

import re

from .codegen_calls import statement_call
from .codegen_expr import Expressions
from .codegen_ir import Scope, Unsupported, known, may_end_turns, moves_cards
from .errors import MAX_NUMBER


# with block charges, where a loop's body (or a turn) starts: either budget spent stops the play
# on this code, to be played again on the exact code (runtime/budget.py, `Overrun`). The unit's
# own work since its last call is `_wk` (see `UnitWriter.work`), the rest is in the state.
WORK_SPENT = "_wk > s.work"
WORK_FOLD, WORK_RESET = "s.work -= _wk", "_wk = 0"      # `_wk` given to the state, counted anew
OVERRUN_CHECK = f"if _k > st or {WORK_SPENT}: raise _Overrun"

# The state's lists that units read most, as locals of a unit that reads one more than once: a
# play's state keeps the same list objects from its start to its end (State.__init__ makes
# them; nothing assigns them again), so reading `s.zl` once at the start is reading it always.
STATE_LISTS = re.compile(r"\bs\.(zl|cv|where)\b")


def _state_lists(lines: list) -> tuple[list, list]:
    """(the unit's lines with those lists read from locals `_zl`, `_cv`, `_where`, the lines
    that set the locals at the start of the unit)."""
    uses: dict[str, int] = {}
    for _, text, _, _ in lines:
        for name in STATE_LISTS.findall(text):
            uses[name] = uses.get(name, 0) + 1
    local = {name for name, n in uses.items() if n > 1}
    if not local:
        return lines, []
    def sub(m):
        return f"_{m.group(1)}" if m.group(1) in local else m.group(0)
    lines = [(i, STATE_LISTS.sub(sub, text), at, locate) for i, text, at, locate in lines]
    return lines, [(1, f"_{name} = s.{name}", "", True) for name in sorted(local)]


def _own_work(lines: list) -> tuple[list, bool]:
    """(the unit's lines, whether it counts work in `_wk`): a unit that charges none itself
    (all its work is charged by helpers or other units) is written without the local."""
    if any("_wk +=" in text for _, text, _, _ in lines):
        return lines, True
    return [(i, text.replace(WORK_SPENT, "s.work < 0"), at, locate)
            for i, text, at, locate in lines if text not in (WORK_FOLD, WORK_RESET)], False


class UnitWriter(Expressions):
    """Writes one unit as a Python function. `lines` holds (indent, text, at, locate)."""

    def __init__(self, gen: "Generator", fname: str, label: str):
        self.g, self.fname, self.label = gen, fname, label
        # the remaining steps: Python locals (`st` the steps the unit found, `_k` the steps it
        # charged since; given back to the state as `st - _k` on every way out and around calls
        # to other units), or the state's attribute itself when every charge must be seen
        # (CheckedState checks the invariants at each one). `_k` counts up from 0 so that it stays
        # a small int, which Python does not allocate: `st -= 1` on a budget of millions made a
        # new int object at every statement.
        self.steps = "st" if gen.local_steps else "s.steps"
        # block charges (`gen.blocks`, see `block`): the charges of the block being written
        self.blocks = gen.blocks
        self.pending = 0
        # with block charges, the work a unit charges itself is counted up in a local `_wk`
        # (an attribute read and written per charge cost 2% of a game) and given to the state
        # on every way out and around calls, so the state lacks only the running unit's work
        # since its last call, which the checks add (WORK_SPENT)
        self.work_local = gen.blocks and gen.local_steps
        self.P, self.lay = gen.P, gen.P.lay
        self.nvars = 0
        self.ntemps = 0
        self.lines: list[tuple[int, str, str, bool]] = []
        self.vtype: dict[str, str] = {}       # variable -> "card" / "cards" where that is certain
        self.hoist: tuple[set, int, str] | None = None   # see `top_expr`
        self.uses_plain = False               # see `plain_counter`
        self.uses_move = False                # see `plain_move`

    # ---- names ---------------------------------------------------------------------------

    def bind(self, sc: Scope, name: str, typ: str | None = None) -> str:
        var = f"v{self.nvars}"
        self.nvars += 1
        sc.names[name] = var
        if typ:
            self.vtype[var] = typ
        return var

    def temp(self) -> str:
        self.ntemps += 1
        return f"_t{self.ntemps}"

    def const(self, value) -> str:
        return self.g.const(value)

    def emit(self, indent: int, text: str, at: str, locate: bool = True) -> None:
        self.lines.append((indent, text, at, locate))

    # A counter change or a card move is written out for a plain State, whose `set_counter` and
    # `move` the code does in place; a state class that overrides them (a logged play reports
    # each change) takes the `else` branch, which calls the method. Code with block charges runs
    # on a plain State only (Game.play), so there the test is `True`, which Python compiles away.

    def plain_counter(self) -> str:
        """The condition of the branch written out for a plain State's `set_counter`."""
        if self.blocks:
            return "True"
        self.uses_plain = True
        return "_plain"

    def plain_move(self) -> str:
        """The condition of the branch written out for a plain State's `move`."""
        if self.blocks:
            return "True"
        self.uses_move = True
        return "_pmove"

    # ---- statements ----------------------------------------------------------------------

    def block(self, stmts: list, sc: Scope, indent: int, parent_at: str | None, loop: bool = False,
              ahead: bool = False) -> int:
        """A block: each statement charges a step first. `parent_at` is the statement whose
        block this is (None at the top of the unit, where the charge is not located).

        With block charges (`gen.blocks`) the steps of a block's statements are charged at
        once where the block starts: every statement of a block runs unless something stops
        the play, so the steps of a whole game are the same, but a budget that runs out is
        seen late, and not where. The budgets are looked at only where a loop's body starts
        (`loop`); a play that overran them is played again on the exact code (Game.play).
        A statement after which the play may go on elsewhere (a turn's end that ends the
        round, `ends_mid_phase`) closes the charge of the statements before it.

        `ahead` (with block charges, a loop's body that runs no turn and no unit: see
        `for_ahead`): the block's own steps are not charged here but returned, for the loop to
        charge for all its elements before it starts."""
        sc = Scope(sc)
        start = len(self.lines)
        own = 0
        if not self.blocks:
            for st in stmts:
                self.stmt(st, sc, indent, parent_at)
        else:
            outer, self.pending = self.pending, 0
            group, check = start, loop
            for st in stmts:
                self.stmt(st, sc, indent, parent_at)
                if self.g.ends_mid_phase and may_end_turns(st):
                    self.charge_group(group, indent, parent_at, check)
                    group, check = len(self.lines), False
            own = self.pending
            if not ahead:
                self.charge_group(group, indent, parent_at, check)
            self.pending = outer
        if len(self.lines) == start:
            self.emit(indent, "pass", parent_at or "")
        return own if ahead else 0

    def charge_group(self, where: int, indent: int, parent_at: str | None, check: bool) -> None:
        """The steps pending for the statements written since line `where`, charged before them."""
        at = parent_at or ""
        lines = [(indent, f"_k += {self.pending}", at, False)] if self.pending else []
        if check:
            lines.append((indent, OVERRUN_CHECK, at, False))
        self.lines[where:where] = lines
        self.pending = 0

    def work(self, indent: int, amount: str, at: str) -> None:
        """`amount` units of work charged (see `work_local`)."""
        self.emit(indent, f"_wk += {amount}" if self.work_local else f"s.work -= {amount}", at)

    def work_spent(self) -> str:
        """The condition that the work budget is spent, as the unit counts it."""
        return WORK_SPENT if self.work_local else "s.work < 0"

    def work_check(self, indent: int, at: str, stmt_at: str) -> None:
        """The work budget looked at after a charge (not with block charges: see `block`)."""
        if not self.blocks:
            self.emit(indent, f"if s.work < 0: raise _oow(s, {at!r})", stmt_at)

    def charge(self, indent: int, at: str, parent_at: str | None) -> None:
        if self.blocks:
            self.pending += 1              # charged where its block (or group) starts
            return
        locate = parent_at is not None
        for text in self.charge_lines(at):
            self.emit(indent, text, parent_at or "", locate)

    def charge_lines(self, at: str) -> tuple[str, str]:
        """One step charged, and the budget's error if none was left (with block charges, as
        where a loop's body starts: see `block`)."""
        if self.blocks:
            return "_k += 1", OVERRUN_CHECK
        if self.steps == "st":
            return "_k += 1", f"if _k > st: raise _oos(s, {at!r})"
        return "s.steps -= 1", f"if s.steps < 0: raise _oos(s, {at!r})"

    def call_out(self, indent: int, text: str, at: str) -> None:
        """A call that may run other units (which charge steps): the local count of steps is
        given back to the state before it and taken again after it."""
        if self.steps == "st":
            self.emit(indent, "s.steps = st - _k", at)
            if self.work_local:
                self.emit(indent, WORK_FOLD, at)
            self.emit(indent, text, at)
            self.emit(indent, "st = s.steps", at)
            self.emit(indent, "_k = 0", at)
            if self.work_local:
                self.emit(indent, WORK_RESET, at)
        else:
            self.emit(indent, text, at)

    def inline(self, code: tuple[list, list], args: list[str], ind: int, at: str) -> None:
        """A unit's body written in place of its call (Generator.inline_code): its parameters
        bound to the values of the call, in their order, in a scope of their own; its block
        charges its steps as the unit would."""
        stmts, params = code
        sc = Scope()
        for p, a in zip(params, args):
            self.emit(ind, f"{self.bind(sc, p)} = {a}", at)
        self.block(stmts, sc, ind, at)

    def stmt(self, st: dict, sc: Scope, ind: int, parent_at: str | None) -> None:
        known(st)
        t, at = st["t"], st.get("at", "")
        if t == "let":
            v = st["v"]
            if v is None:                      # a function nobody used: no statement, no step
                return
            if v["t"] == "lambda":
                sc.lambdas[st["n"]] = self.lam(v, sc)
                sc.lamsrc[st["n"]] = (v, Scope(sc))
                return
            self.charge(ind, at, parent_at)
            e = self.top_expr(v, sc, at, ind)
            var = self.bind(sc, st["n"], self.typ(v, sc))
            self.emit(ind, f"{var} = {e}", at)
            return
        if t not in ("if", "for", "turns", "setvar", "setc", "do"):
            raise Unsupported(f"statement {t}")
        self.charge(ind, at, parent_at)
        if t == "if" and self.constant(st["c"]) is not None:
            # a condition of constants (a parameter's value): only the branch it takes is written
            branch = st["then"] if self.constant(st["c"])[0] else st["else"]
            self.emit(ind, "if True:", at)
            self.block(branch or [], sc, ind + 1, at)
        elif t == "if":
            self.emit(ind, f"if {self.top_expr(st['c'], sc, at, ind)}:", at)
            self.block(st["then"], sc, ind + 1, at)
            if st["else"]:
                self.emit(ind, "else:", at)
                self.block(st["else"], sc, ind + 1, at)
        elif t == "for":
            if self.zone_only(st["in"], sc) and not moves_cards([st["b"], st.get("until")]):
                xs = self.E(st["in"], sc, at, live=True)  # no card moves in the body: no copy of the zone
            else:
                xs = self.top_expr(st["in"], sc, at, ind)
            until = self.E(st["until"], sc, at) if st.get("until") is not None else None
            inner = Scope(sc)
            var = self.bind(inner, st["n"], self.elem(st["in"], sc))
            ahead = self.blocks and until is None and not may_end_turns(st["b"])
            if ahead:
                self.for_ahead(ind, at, xs, var, st["b"], inner)
                return
            self.emit(ind, f"for {var} in {xs}:", at)       # the list is taken once, at the start
            if until is not None:
                self.emit(ind + 1, f"if {until}: break", at)   # checked before each element
            self.block(st["b"], inner, ind + 1, at, loop=True)
        elif t == "turns":
            self.turns(st, sc, ind, at)
        elif t == "setvar":
            self.emit(ind, f"s.vars[{st['n']!r}] = {self.E(st['v'], sc, at)}", at)
        elif t == "setc":
            slot = self.counter_slot(st["c"], sc, at)
            v = self.E(st["v"], sc, at)
            op = st["op"]
            spec = self.lay.counter_spec[st["c"]["n"]]
            if op in ("=", "+=", "-=") and spec.get("pool") is None:
                c = self.constant(st["v"])
                c = c[0] if c is not None and type(c[0]) is int else None
                if op == "=" and c is not None:
                    self.set_counter_to(ind, at, spec, slot, c)
                else:
                    delta = None if c is None else c * (-1 if op == "-=" else 1)
                    self.set_counter(ind, at, spec, slot, v, op, delta)
            elif op == "=":
                self.emit(ind, f"s.set_counter({slot}, {v})", at)
            elif op in ("+=", "-="):            # a pooled counter: the state takes from its pool
                self.emit(ind, f"s.add_counter({slot}, {'' if op == '+=' else '-'}({v}))", at)
            else:
                raise Unsupported(f"assignment {op}")
        else:
            self.do_stmt(st["e"], sc, ind, at)

    def for_ahead(self, ind: int, at: str, xs: str, var: str, body: list, inner: Scope) -> None:
        """With block charges, a loop whose body runs no turn and no unit (nothing in it can end
        the loop before its last element): the steps its body charges itself, for every
        element, are charged before it starts, and the budgets looked at there, not at each
        element. The game's steps are the same; a budget that runs out is seen sooner, and only
        when the loop would have spent it by its end (the play is then played again on the
        exact code, as always)."""
        seq = self.temp()
        self.emit(ind, f"{seq} = {xs}", at)
        where = len(self.lines)
        self.emit(ind, f"for {var} in {seq}:", at)
        per = self.block(body, inner, ind + 1, at, ahead=True)
        steps = f"len({seq})" if per == 1 else f"{per} * len({seq})"
        charge = [(ind, f"_k += {steps}", at, False)] if per else []
        self.lines[where:where] = charge + [(ind, OVERRUN_CHECK, at, False)]

    def zone_only(self, node: dict, sc: Scope) -> bool:
        """A zone (or a seat's zone, or a zone parameter) read as it is, which cannot fail."""
        if node["t"] == "local":
            return sc.names.get(node["n"]) in sc.zones
        return node["t"] in ("zone", "pzone") and self.pure(node)

    def set_counter(self, ind: int, at: str, spec: dict, slot: str, v: str, op: str,
                    delta: int | None = None) -> None:
        """A counter set or changed (without a pool): `State.set_counter` written out for a
        plain State (the counter's bounds and arrival order are known here); a state class that
        overrides set_counter (a logged play reports the change) gets the call. `delta`: the
        change when it is a constant number (`+= 1`): it is written in place, and the checks
        that cannot fail for it are left out (see `_counter_checks`)."""
        ts, tv = self.temp(), self.temp()
        e = self.emit
        e(ind, f"{ts} = {slot}", at)
        if delta is not None:
            value = f"s.cv[{ts}] {'-' if delta < 0 else '+'} {abs(delta)}"
        else:
            e(ind, f"{tv} = {'' if op != '-=' else '-'}({v})", at)
            value = tv if op == "=" else f"s.cv[{ts}] + {tv}"
        e(ind, f"if {self.plain_counter()}:", at)
        i = ind + 1
        if op != "=" or delta is not None:
            e(i, f"{tv} = {value}", at)
        lo, hi = spec.get("min"), spec.get("max")
        if lo is not None:
            e(i, f"if {tv} < {lo!r}: {tv} = {lo!r}", at)
        if hi is not None:
            e(i, f"if {tv} > {hi!r}: {tv} = {hi!r}", at)
        below, above, same = _counter_checks(lo, hi, delta)
        if below and above:
            e(i, f"if not -{MAX_NUMBER} <= {tv} <= {MAX_NUMBER}: raise _oor({tv})", at)
        elif below:
            e(i, f"if {tv} < -{MAX_NUMBER}: raise _oor({tv})", at)
        elif above:
            e(i, f"if {tv} > {MAX_NUMBER}: raise _oor({tv})", at)
        if spec.get("arrival_order"):
            j = i
            if same:
                e(i, f"if {tv} != s.cv[{ts}]:", at)
                j = i + 1
            e(j, f"s.cv[{ts}] = {tv}", at)
            e(j, "s.seq += 1", at)
            e(j, f"s.arrival[{ts}] = s.seq", at)
        else:
            e(i, f"s.cv[{ts}] = {tv}", at)
        e(ind, "else:", at)
        e(ind + 1, f"s.set_counter({ts}, {value})", at)

    def set_counter_to(self, ind: int, at: str, spec: dict, slot: str, value: int) -> None:
        """A counter (without a pool) set to a number: clamped to its bounds here (a number of
        the rules lies within -MAX_NUMBER..MAX_NUMBER, so no check is left)."""
        lo, hi = spec.get("min"), spec.get("max")
        clamped = max(value, lo) if lo is not None else value
        clamped = min(clamped, hi) if hi is not None else clamped
        ts = self.temp()
        e = self.emit
        e(ind, f"{ts} = {slot}", at)
        e(ind, f"if {self.plain_counter()}:", at)
        if spec.get("arrival_order"):
            e(ind + 1, f"if s.cv[{ts}] != {clamped!r}:", at)
            e(ind + 2, f"s.cv[{ts}] = {clamped!r}", at)
            e(ind + 2, "s.seq += 1", at)
            e(ind + 2, f"s.arrival[{ts}] = s.seq", at)
        else:
            e(ind + 1, f"s.cv[{ts}] = {clamped!r}", at)
        e(ind, "else:", at)
        e(ind + 1, f"s.set_counter({ts}, {value!r})", at)

    def do_stmt(self, e: dict, sc: Scope, ind: int, at: str) -> None:
        if e["t"] == "proc":
            self.proc_call(e, sc, ind, at)
        elif e["t"] == "call" and statement_call(self, e, sc, ind, at):
            pass
        else:
            self.emit(ind, self.top_expr(e, sc, at, ind), at)

    def turns(self, st: dict, sc: Scope, ind: int, at: str) -> None:
        """A queue of turns, as the interpreter's `turns` runs it (see interpreter.py)."""
        xs = self.E(st["in"], sc, at)
        until = self.E(st["until"], sc, at) if st.get("until") is not None else None
        inner = Scope(sc)
        var = self.bind(inner, st["n"])
        q, outer, e = self.temp(), self.temp(), self.emit
        i = ind
        if until is not None:
            players, before, stop = self.temp(), self.temp(), self.temp()
            e(i, f"{players} = {xs}", at)
            e(i, "while True:", at)
            i += 1
            e(i, f"{before} = s.turns_taken", at)
            e(i, f"{stop} = False", at)
            xs = players
        e(i, f"{q} = _deque({xs})", at)
        e(i, f"{outer} = s.deferred", at)
        e(i, "try:", at)
        e(i + 1, f"while {q}:", at)
        j = i + 2
        e(j, f"{var} = {q}.popleft()", at)
        e(j, f"if s.eliminated[{var}] or s.knocked_out[{var}]: continue", at)
        if until is not None:
            e(j, f"if {until}:", at)
            e(j + 1, f"{stop} = True", at)
            e(j + 1, "break", at)
        for text in self.charge_lines(at):
            e(j, text, at)
        e(j, "s.deferred = False", at)
        e(j, "s.turns_taken += 1", at)
        self.block(st["b"], inner, j, at)
        e(j, f"if s.deferred: {q}.append({var})", at)
        e(j, "if s.after_turn is not None:", at)
        self.call_out(j + 1, "s.after_turn(s)", at)
        e(i, "finally:", at)
        e(i + 1, f"s.deferred = {outer}", at)
        if until is not None:
            e(i, f"if {stop} or s.turns_taken == {before}: break", at)

    def proc_call(self, node: dict, sc: Scope, ind: int, at: str) -> None:
        """The values first (in the order written), then the body, as the interpreter does."""
        name = node["n"]
        spec = self.P.ir.get("procedures", {}).get(name)
        if spec is None:
            raise Unsupported("unknown procedure")
        params = list(spec["params"])
        args = {}
        for p, v in node["a"].items():
            if p not in params:
                raise Unsupported("argument of no parameter")
            tv = self.temp()
            expr = self.zone_ref(v, sc, at) if spec["params"][p] == "zone" else self.E(v, sc, at)
            self.emit(ind, f"{tv} = {expr}", at)
            args[p] = tv
        call_args = "".join(f", {args.get(p, 'None')}" for p in params)
        self.call_out(ind, f"{self.g.direct('proc', name)}(s{call_args})", at)

    # ---- the function --------------------------------------------------------------------

    def write(self, stmts: list, params: list[str], zones=()) -> list[tuple[int, str, str, bool]]:
        sc = Scope()
        args = [self.bind(sc, p) for p in params]
        sc.zones = {sc.names[p] for p in zones}
        self.block(stmts, sc, 2, None)
        body, lists = _state_lists(self.lines)
        body, own_work = _own_work(body) if self.work_local else (body, False)
        local = self.steps == "st"
        give = [(2, "s.steps = st - _k", "", True)] if local else []
        give += [(2, WORK_FOLD, "", True)] if own_work else []
        # a unit without parameters is called as its Unit's run(s, frame) too: the frame unused
        head = [(0, f"def {self.fname}(s{''.join(', ' + a for a in args) if args else ', _frame=None'}):", "", True)]
        head += [(1, "st = s.steps", "", True), (1, "_k = 0", "", True)] if local else []
        head += [(1, WORK_RESET, "", True)] if own_work else []
        head += [(1, "_plain = type(s).set_counter is _State_set_counter", "", True)] if self.uses_plain else []
        head += [(1, "_pmove = type(s).move is _State_move", "", True)] if self.uses_move else []
        head += lists
        head += [(1, "try:", "", True)]
        tail = [(1, "except _RuleError as ex:", "", True), *give,
                (2, f"raise _rt.located(ex, _L_{self.fname}, {self.label!r})", "", True),
                (1, "except _GameAbort:", "", True), *give,
                (2, "raise", "", True),
                (1, "except Exception as ex:", "", True), *give,
                (2, f"raise _rt.unexpected_at(ex, _L_{self.fname}, {self.label!r}) from ex", "", True)]
        if local:
            tail.append((1, "s.steps = st - _k", "", True))
        if own_work:
            tail.append((1, WORK_FOLD, "", True))
        return head + body + tail


    def write_expr(self, node: dict, params: list[str]) -> list[tuple[int, str, str, bool]]:
        """A unit that is one expression (a condition checked between statements), as the
        interpreter's `expr_unit` runs it: no step charged, an error located at the expression,
        its work charged to the state at once (it has no way out to give it back on)."""
        self.work_local = False
        sc = Scope()
        args = [self.bind(sc, p) for p in params]
        at = node.get("at", "") if isinstance(node, dict) else ""
        value = self.E(node, sc, at)
        head = [(0, f"def {self.fname}(s{''.join(', ' + a for a in args) if args else ', _frame=None'}):", "", True),
                (1, "try:", "", True)]
        tail = [(1, "except _RuleError as ex:", "", True),
                (2, f"raise ex.located({at!r}, {self.label!r})", "", True),
                (1, "except _GameAbort:", "", True),
                (2, "raise", "", True),
                (1, "except Exception as ex:", "", True),
                (2, f"raise _rt.unexpected(ex, {at!r}, {self.label!r}) from ex", "", True)]
        return head + self.lines + [(2, f"return {value}", at, True)] + tail


def _compiles(lines) -> bool:
    """Whether Python compiles the function alone (checked once per unit, before the module)."""
    try:
        compile("\n".join("    " * i + text for i, text, _, _ in lines), "<unit>", "exec")
        return True
    except (SyntaxError, RecursionError, MemoryError, ValueError):
        return False


def _counter_checks(lo, hi, delta) -> tuple[bool, bool, bool]:
    """Which checks of `State.set_counter` a change can need: (value below -MAX_NUMBER, above
    MAX_NUMBER, unchanged). After the clamps the value lies within the bounds; the old value
    lies within -MAX_NUMBER..MAX_NUMBER, so adding a number >= 0 cannot go below -MAX_NUMBER
    (nor one <= 0 above MAX_NUMBER); a change by a number > 0 of a counter without a max always
    changes it (the clamp to a min only raises it further), as one < 0 without a min does."""
    below = lo is None or lo < -MAX_NUMBER
    above = hi is None or hi > MAX_NUMBER
    same = True
    if delta is not None:
        below = below and delta < 0
        above = above and delta > 0
        same = not ((delta > 0 and hi is None) or (delta < 0 and lo is None))
    return below, above, same
