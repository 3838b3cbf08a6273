"""Procedures: named blocks of statements with typed parameters (the `procedures:` section).

    procedures:
      drop_out:
        params: {who: player}
        do: |
          discard(who.hand)

A call `drop_out(p)` or `drop_out(who=p)` is a statement; it has no value. A body sees its
parameters and the ruleset's global names, never the caller's locals, and is checked once.
The language stays total: a procedure may not reach itself, through other procedures or
through card actions run with `do(...)` (RW307, at the call that closes the cycle). A call
nests the callee's body where it stands, so bodies count against the nesting limit (RW204)
as named functions do.

Stages: `declare` (with the other declarations, in build_symbols), `check_bodies` (first
in the emitter, so that every call can be checked against them), `check_call` (from the
checker, for each call), `finish` (after all code: depth, cycles, unused procedures).
"""
from __future__ import annotations

from .check_builtins import BUILTIN_NAMES
from .check_scope import Context, Scope
from .diagnostics import DiagnosticBag
from .parser import KEYWORDS, MAX_DEPTH, parse
from .sources import Sources
from .symbols import BASIC_TYPES, Symbols, did_you_mean, type_from_text


def declare(sources: Sources, sym: Symbols, bag: DiagnosticBag) -> None:
    """The procedures' names and parameter types, into `sym.procedures`."""
    taken = sym.global_names()
    for name, (spec, origin) in sources.entries.get("procedures", {}).items():
        sym.origins[("procedures", name)] = origin
        if name in taken or name in BUILTIN_NAMES or name in KEYWORDS:
            what = taken.get(name) or ("keyword" if name in KEYWORDS else "built-in function")
            bag.error("RW302", f"'{name}' names both a {what} and a procedure", origin.key_span(), origin.yaml_path,
                      _where(sym, name, what) or "give the procedure another name")
            if name not in taken:       # a built-in keeps its name; other clashes are checked on
                continue
        params = {}
        for pname, ptext in (spec.get("params") or {}).items():
            o = origin.child("params", pname)
            if pname == "me":           # as in a card action: draw(...) and do(...) mean this player
                if ptext != "player":
                    bag.error("RW401", f"the parameter 'me' of '{name}' must be a player", o.span(), o.yaml_path,
                              "write 'me: player', or give the parameter another name")
                params[pname] = "player"
                continue
            if pname in taken or pname in BUILTIN_NAMES or pname in KEYWORDS:
                what = taken.get(pname) or ("keyword" if pname in KEYWORDS else "built-in name")
                bag.error("RW302", f"the parameter '{pname}' of '{name}' already names a {what}", o.key_span(),
                          o.yaml_path, "choose another parameter name")
                continue
            t = type_from_text(ptext, sym)
            if t is None:
                bag.error("RW401", f"unknown type '{ptext}'", o.span(), o.yaml_path,
                          did_you_mean(ptext, list(sym.enums) + list(BASIC_TYPES)) or
                          "use int, bool, player, card, kind, zone, label, an enum's name or list<...>")
                t = "any"
            params[pname] = t
        sym.procedures[name] = {"params": params, "do": spec.get("do"), "origin": origin}


def _where(sym: Symbols, name: str, what: str) -> str | None:
    section = {"parameter": "parameters", "option": "parameters", "enum value": "enums", "enum": "enums",
               "card kind": "cards", "group": "groups", "zone": "zones", "counter": "counters",
               "variable": "variables"}.get(what)
    origin = sym.origins.get((section, name)) if section else None
    span = origin.key_span() if origin else None
    return f"the {what} is defined at {span.file}:{span.line}; give one of them another name" if span else None


class _State:
    """What `finish` needs: every call site, and each body's own height."""

    def __init__(self):
        # id(IR node of a call) -> (callee, span, yaml path, level, the node, calling procedure or None)
        self.sites: dict[int, tuple] = {}
        self.own_height: dict[str, int] = {}
        self.called: set[str] = set()
        self.current: str | None = None       # the procedure whose body is being checked


def _state(ch) -> _State:
    if getattr(ch, "procedures_state", None) is None:
        ch.procedures_state = _State()
    return ch.procedures_state


def check_bodies(ch) -> dict:
    """Check every procedure's body once (its parameters and the global names in scope);
    returns the IR table {name: {"params": {name: type}, "do": [statements]}}."""
    state = _state(ch)
    table = {}
    for name, spec in ch.sym.procedures.items():
        origin = spec["origin"].child("do")
        text = spec["do"]
        if not isinstance(text, str):
            ch.bag.error("RW103", "expected rule code (text)", origin.span(), origin.yaml_path, None)
            continue
        ch.origin = origin
        stmts, problem = parse(text)
        if problem:
            ch._syntax(problem, origin)
            ch._mentioned(text)
            continue
        scope = Scope({p: ("local", t, "param") for p, t in spec["params"].items()})
        before, ch.reach, state.current = len(ch.bag.items), 0, name
        body = ch.block(stmts, scope, Context())
        state.current = None
        state.own_height[name] = max([s["h"] for s in stmts] + [ch.reach])
        if any(d.is_error for d in ch.bag.items[before:]):
            body = None
            ch._mentioned(text)
        table[name] = {"params": dict(spec["params"]), "do": body}
    return table


def check_call(ch, e, scope, ctx, statement: bool):
    """A call of a procedure: values by position or by name, each checked against its type."""
    n = e["name"]
    params = ch.sym.procedures[n]["params"]
    names = list(params)
    usage = f"usage: {n}({', '.join(names)})"
    if not statement:
        ch.err("RW402", f"'{n}' is a procedure: it changes the game and has no value; call it on a line of its own",
               e, "a procedure returns nothing: compute the value with an expression or a `let`")
    if len(e["args"]) > len(names):
        ch.err("RW304", f"{n}(...) takes {len(names)} value{'s' if len(names) != 1 else ''}, "
               f"found {len(e['args'])}", e["args"][len(names)], usage)
    given = dict(zip(names, e["args"]))
    for k, kpos, a in e["kwargs"]:
        node = {"pos": kpos, "end": kpos + len(k)}
        if k not in params:
            ch.err("RW304", f"{n}(...) has no parameter '{k}'", node,
                   did_you_mean(k, names) or (usage if names else f"{n}() takes no values"))
        if k in given:
            ch.err("RW304", f"{n}(...) is given '{k}' twice", node, usage)
        given[k] = a
    for p in names:
        if p not in given:
            ch.err("RW304", f"{n}(...) needs a value for '{p}'", e, usage)
    args = {}
    for p in names:
        args[p] = ch.arg(params[p], given[p], scope, ctx, {}, n)
        if params[p] == "zone" and not _names_a_zone(args[p], scope):
            ch.err("RW401", f"'{p}' is a zone: give the zone itself (a zone's name, player.zone, zone[value] "
                   "or if ... then ... else)", given[p], "a `let` keeps a copy of the cards, not the zone")
    ir = {"t": "proc", "n": n, "a": args, "at": ch.at(e)}
    state = _state(ch)
    state.sites[id(ir)] = (n, ch.span(e), ch.origin.yaml_path, e["d"], ir, state.current)
    state.called.add(n)
    return ir, "stmt"


def _names_a_zone(ir: dict, scope) -> bool:
    t = ir.get("t")
    if t in ("zone", "pzone"):
        return not ir.get("all")
    if t == "cond":
        return _names_a_zone(ir["a"], scope) and _names_a_zone(ir["b"], scope)
    if t == "local":
        entry = scope.lookup(ir["n"])
        return entry is not None and entry[1] == "zone" and entry[2:] == ("param",)
    return False


# ---- after all code: nesting, cycles, unused ---------------------------------------------------

def finish(ch, ir: dict) -> None:
    state = _state(ch)
    bag: DiagnosticBag = ch.bag
    graph = _graph(ir, state)
    _report_cycles(graph, state, bag)
    heights = _heights(graph, state)
    deep = [site for site in state.sites.values() if site[3] + heights.get(site[0], 0) > MAX_DEPTH]
    # a procedure with a call too deep inside is reported there, not at every call of it
    callers: dict[str, set] = {}
    for site in state.sites.values():
        if site[5] is not None:
            callers.setdefault(site[0], set()).add(site[5])
    broken = {site[5] for site in deep if site[5] is not None}
    todo = list(broken)
    while todo:
        for caller in callers.get(todo.pop(), ()):
            if caller not in broken:
                broken.add(caller)
                todo.append(caller)
    for callee, span, path, level, _, _ in deep:
        if callee not in broken:
            added = heights.get(callee, 0)
            bag.error("RW204", f"nested too deeply (more than {MAX_DEPTH} levels): the procedure '{callee}' adds "
                      f"{added} levels here, at level {level}", span, path,
                      "give inner parts a name with `let`, or call the procedure from less deeply nested code")
    for name, spec in ch.sym.procedures.items():
        if name not in state.called and name not in ch.mentioned:     # see Checker._mentioned
            origin = spec["origin"]
            bag.warning("RW601", f"the procedure '{name}' is never called", origin.key_span(), origin.yaml_path,
                        "remove it, or call it from the rules")


def _heights(graph: dict, state: _State) -> dict[str, int]:
    """How many levels a call of each procedure adds: its body's, or a deeper nested call's
    (the level of that call plus the callee's). Depth-first without recursion, each procedure
    once; a call that closes a cycle (reported) counts nothing."""
    memo: dict[str, int] = {}
    for root in state.own_height:
        if root in memo:
            continue
        stack = [[root, iter(graph.get(("procedure", root), ())), state.own_height[root], 0]]
        on_path = {root}
        while stack:
            frame = stack[-1]
            step = next(frame[1], None)
            if step is None:
                stack.pop()
                on_path.discard(frame[0])
                memo[frame[0]] = frame[2]
                if stack:
                    stack[-1][2] = max(stack[-1][2], frame[3] + frame[2])
                continue
            (what, callee), site = step
            if what != "procedure" or site is None or callee in on_path or callee not in state.own_height:
                continue
            if callee in memo:
                frame[2] = max(frame[2], site[3] + memo[callee])
                continue
            on_path.add(callee)
            stack.append([callee, iter(graph.get(("procedure", callee), ())), state.own_height[callee], site[3]])
    return memo


def _graph(ir: dict, state: _State) -> dict:
    """Who can run whom: procedures and card actions (by name; `do(x, a)` may run any kind's
    `a`) -> [(target, site of a procedure call or None)], in the order they are written."""
    bodies: dict[tuple, list] = {}
    for name, spec in ir.get("procedures", {}).items():
        bodies.setdefault(("procedure", name), []).append(spec["do"] or [])
    for kind in ir["kinds"].values():
        for action, code in kind["actions"].items():
            bodies.setdefault(("action", action), []).append(code or [])
    for group in ir["groups"].values():
        for action, spec in group["actions"].items():
            if spec.get("default"):
                bodies.setdefault(("action", action), []).append(spec["default"])
    graph: dict[tuple, list] = {}
    for unit, codes in bodies.items():
        edges = graph.setdefault(unit, [])
        stack = list(reversed(codes))
        while stack:
            x = stack.pop()
            if isinstance(x, list):
                stack.extend(reversed(x))
            elif isinstance(x, dict):
                if x.get("t") == "proc":
                    edges.append((("procedure", x["n"]), state.sites.get(id(x))))
                elif x.get("t") == "call" and x.get("f") == "do" and len(x.get("a", ())) == 2 \
                        and x["a"][1].get("t") == "const":
                    edges.append((("action", x["a"][1]["v"]), None))
                stack.extend(reversed([v for k, v in x.items() if k != "at" and isinstance(v, (dict, list))]))
    return graph


def _report_cycles(graph: dict, state: _State, bag: DiagnosticBag) -> None:
    """Each cycle through a procedure once, at the procedure call that closes it. Cycles of card
    actions alone are not this check's business (the runtime bounds them)."""
    done: set = set()
    reported: set = set()
    for start in [u for u in graph if u[0] == "procedure"]:
        if start in done:
            continue
        # iterative depth-first search; path[i] runs taken[i] into path[i + 1]
        path, on_path, taken = [start], {start: 0}, []
        stack = [(start, iter(graph.get(start, ())))]
        while stack:
            unit, edges = stack[-1]
            step = next(edges, None)
            if step is None:
                stack.pop()
                path.pop()
                del on_path[unit]
                done.add(unit)
                if taken:
                    taken.pop()
                continue
            target = step[0]
            if target in on_path:
                i = on_path[target]
                key = frozenset(path[i:])
                if key not in reported and any(u[0] == "procedure" for u in path[i:]):
                    reported.add(key)
                    _report_cycle(path[i:], taken[i:] + [step], bag)
                continue
            if target in done or target not in graph:
                continue
            on_path[target] = len(path)
            path.append(target)
            taken.append(step)
            stack.append((target, iter(graph.get(target, ()))))


def _report_cycle(units: list, edges: list, bag: DiagnosticBag) -> None:
    """`units[k]` runs `edges[k]` (into units[k + 1], the last one back into units[0]). The
    error goes at the last procedure call of the cycle (the one that closes it), the chain
    starting from the procedure it calls."""
    calls = [j for j, (_, site) in enumerate(edges) if site is not None]
    if not calls:
        return
    k = calls[-1]
    n = len(units)
    order = [units[(k + 1 + j) % n] for j in range(n)]
    chain = " -> ".join(_unit_name(u) for u in order + [order[0]])
    _, span, path, _, _, _ = edges[k][1]
    first = order[0][1]
    bag.error("RW307", f"the procedure '{first}' would run itself again: {chain}", span, path,
              "a procedure cannot run itself again, directly or through other procedures or card actions; "
              "repeat with `for` over a list instead")


def _unit_name(unit: tuple) -> str:
    return unit[1] if unit[0] == "procedure" else f"do(..., {unit[1]})"
