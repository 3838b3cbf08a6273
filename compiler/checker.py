"""Stages 4b and 5: resolve names and check types in rules-language code, emitting IR nodes.

Types are strings: int, bool, player, card, kind, zone, label, group, action, category,
enum:<name>, enumtype:<name>, option:<param>, table, table:<enum>, counter, list<T>, fn, any.
A zone can be used wherever a list<card> is expected. A zone with one part per enum value
(`indexed_by`) is a list<card> of all its parts; `zone[value]` is one part, a zone.
"""
from __future__ import annotations

import re

from . import procedures
from .check_builtins import BUILTIN_NAMES, BUILTINS, CALL_CHECKS, CONSTANT_NAMES, REQUIRED_KEYWORDS
from .check_scope import CheckError, Context, Scope
from .check_types import elem, fits, list_of, subst, unify, words
from .diagnostics import DiagnosticBag, Span
from .parser import KEYWORDS, MAX_DEPTH, parse, parse_expression
from .sources import Origin
from .symbols import Symbols, did_you_mean

_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


class Checker:
    def __init__(self, symbols: Symbols, bag: DiagnosticBag):
        self.sym = symbols
        self.bag = bag
        self.globals = symbols.global_names()
        self.used: set[str] = set()
        self.mentioned: set[str] = set()    # words of code that failed (see _mentioned)
        # named functions whose body is being checked: [name, level of the lambda, how deep
        # its body reaches counting the functions it calls]
        self._functions: list[list] = []
        self._call_level = 0    # the level the body being checked is called at
        self.reach = 0          # the deepest level a named function's body reached (for procedures)

    # ---- entry points -----------------------------------------------------------------

    def code(self, text, origin: Origin, params: dict[str, str] | None = None,
             in_turns: bool = False) -> list | None:
        """Check a block of statements; returns IR statements or None on error."""
        if text is None:
            return []
        if not isinstance(text, str):
            self.bag.error("RW103", "expected rule code (text)", origin.span(), origin.yaml_path, None)
            return None
        self.origin = origin
        stmts, problem = parse(text)
        if problem:
            self._syntax(problem, origin)
            self._mentioned(text)
            return None
        scope = Scope({k: ("local", t) for k, t in (params or {}).items()})
        errors_before = len(self.bag.items)
        out = self.block(stmts, scope, Context(in_turns=in_turns))
        if any(d.is_error for d in self.bag.items[errors_before:]):
            self._mentioned(text)
            return None
        return out

    def expression(self, value, origin: Origin, expected: str | None = None,
                   params: dict[str, str] | None = None):
        """Check a single expression (a YAML scalar); returns (ir, type) or (None, None)."""
        self.origin = origin
        if isinstance(value, bool):
            return {"t": "bool", "v": value}, "bool"
        if isinstance(value, int):
            return {"t": "int", "v": value}, "int"
        if not isinstance(value, str):
            self.bag.error("RW103", "expected an expression", origin.span(), origin.yaml_path, None)
            return None, None
        node, problem = parse_expression(value)
        if problem:
            self._syntax(problem, origin)
            self._mentioned(value)
            return None, None
        try:
            scope = Scope({k: ("local", t) for k, t in (params or {}).items()})
            ir, t = self.expr(node, scope, Context())
        except CheckError:
            self._mentioned(value)
            return None, None
        if expected and not fits(t, expected):
            self.bag.error("RW401", f"expected {words(expected)}, found {words(t)}", self.span(node),
                           origin.yaml_path, None)
            return None, None
        return ir, t

    def _mentioned(self, text: str) -> None:
        """Code that failed to parse or check may stop before it reaches its names: count every
        word in it as used, so that no 'declared but never used' warning blames a name the
        broken code names (the error is the problem to show)."""
        self.mentioned.update(_WORD.findall(text))

    # ---- diagnostics -------------------------------------------------------------------

    def span(self, node_or_pos, end=None) -> Span | None:
        loaded, path = self.origin.loaded, self.origin.path
        if isinstance(node_or_pos, dict):
            start, end = node_or_pos["pos"], node_or_pos["end"]
        else:
            start = node_or_pos
        line, col = loaded.offset_position(path, start)
        end_line, end_col = loaded.offset_position(path, max(start, (end or start + 1)))
        if end_line != line or end_col <= col:
            end_line, end_col = line, col + 1
        return Span(loaded.file, line, col, end_line, end_col)

    def at(self, node) -> str:
        s = self.span(node)
        return f"{s.file}:{s.line}:{s.column}" if s else ""

    def err(self, code, message, node, hint=None):
        self.bag.error(code, message, self.span(node), self.origin.yaml_path, hint)
        raise CheckError()

    def _syntax(self, problem, origin: Origin):
        self.origin = origin
        self.bag.error(problem.code, problem.message, self.span(problem.offset, problem.offset + problem.length),
                       origin.yaml_path, problem.hint)

    # ---- statements --------------------------------------------------------------------

    def block(self, stmts, scope: Scope, ctx: Context) -> list:
        out = []
        scope = Scope(parent=scope)
        for stmt in stmts:
            try:
                ir = self.stmt(stmt, scope, ctx)
            except CheckError:
                continue
            if ir is not None:
                out.append(ir)
        return out

    def stmt(self, s, scope: Scope, ctx: Context):
        t = s["t"]
        if t == "let":
            self._check_new_name(s["name"], s, scope)
            if s["value"]["t"] == "lambda":
                # the body sees the names defined so far, not itself nor later ones (as the
                # runtime does): a function cannot call itself, so every evaluation ends
                defining = Scope(dict(scope.names), scope.parent)
                scope.names[s["name"]] = ("lambda", s["value"], defining, {"name": s["name"]})
                ir = {"t": "let", "n": s["name"], "v": None, "at": self.at(s)}
                scope.names[s["name"]][3]["let_ir"] = ir
                return ir
            ir, vt = self.expr(s["value"], scope, ctx)
            if vt == "stmt":
                self.err("RW402", "this call changes the game and has no value to keep", s["value"])
            scope.names[s["name"]] = ("local", vt)
            return {"t": "let", "n": s["name"], "v": ir, "at": self.at(s)}
        if t == "if":
            cond, ct = self.expr(s["cond"], scope, ctx)
            self.expect(ct, "bool", s["cond"])
            return {"t": "if", "c": cond, "then": self.block(s["then"], scope, ctx),
                    "else": self.block(s["otherwise"], scope, ctx), "at": self.at(s)}
        if t in ("for", "turns"):
            items, it = self.expr(s["items"], scope, ctx)
            e = elem(it)
            if e is None:
                self.err("RW401", f"'{t}' needs a list to go through, found {words(it)}", s["items"])
            if t == "turns" and e != "player":
                self.err("RW401", f"'turns' goes through players, found {words(it)}", s["items"])
            self._check_new_name(s["name"], s, scope)
            until = None
            if s.get("until") is not None:       # checked before each turn (element), where it is not named
                before = Scope({s["name"]: ("before_loop", t)}, scope)
                until, ut = self.expr(s["until"], before, ctx)
                self.expect(ut, "bool", s["until"], "the queue goes round until this condition holds" if t == "turns"
                            else "the loop stops before the next element once this condition holds")
            inner = Scope({s["name"]: ("local", e)}, scope)
            body = self.block(s["body"], inner, Context(in_turns=ctx.in_turns or t == "turns"))
            ir = {"t": t, "n": s["name"], "in": items, "b": body, "at": self.at(s)}
            if until is not None:
                ir["until"] = until
            return ir
        if t == "assign":
            return self.assign(s, scope, ctx)
        if t == "expr_stmt":
            e = s["expr"]
            if e["t"] != "call":
                self.err("RW402", "this line does nothing: a statement must be an action such as move(...) "
                         "or an assignment", e, "did you forget '+= 1' or a function call?")
            ir, _ = self.expr(e, scope, ctx, statement=True)
            return {"t": "do", "e": ir, "at": self.at(s)}
        raise AssertionError(t)

    def _check_new_name(self, name, node, scope):
        if name in KEYWORDS:
            self.err("RW202", f"'{name}' is a keyword", node)
        if name in self.globals or name in BUILTIN_NAMES:
            what = self.globals.get(name, "built-in name")
            self.err("RW302", f"'{name}' already names a {what}", node, "choose another local name")

    def assign(self, s, scope, ctx):
        target, op = s["target"], s["op"]
        value, vt = self.expr(s["value"], scope, ctx)
        if target["t"] == "name" and target["name"] in self.sym.variables and op == "=":
            var_t = self.sym.variables[target["name"]]["type"]
            self.expect(vt, var_t, s["value"])
            return {"t": "setvar", "n": target["name"], "v": value, "at": self.at(s)}
        ref = self.counter_ref(target, scope, ctx)
        self.expect(vt, "int", s["value"])
        return {"t": "setc", "c": ref, "op": op, "v": value, "at": self.at(s)}

    def counter_ref(self, node, scope, ctx):
        """A counter as something to change: name, player.counter, player.counter[index]."""
        index = None
        if node["t"] == "index":
            index_node, node = node["index"], node["obj"]
            index = index_node
        if node["t"] == "name" and node["name"] in self.sym.counters:
            name, player = node["name"], None
            if self.sym.counters[name].get("per_player"):
                self.err("RW401", f"'{name}' is kept per player: write 'player.{name}'", node,
                         f"for example me.{name}")
        elif node["t"] == "attr":
            obj, ot = self.expr(node["obj"], scope, ctx)
            name = node["name"]
            counters = [c for c, v in self.sym.counters.items() if v.get("per_player")]
            if ot == "player" and name not in counters and not (name in self.sym.zones
                                                                  and self.sym.zones[name].get("per_player")):
                # a name a player does not have at all: the same words as when it is read
                self.err("RW305", f"a player has no '{name}'", node, did_you_mean(name, counters)
                         or ("a player's counters: " + ", ".join(sorted(counters)) if counters
                             else "declare it under counters: with per_player: true"))
            if ot != "player" or name not in counters:
                self.err("RW401", "only a counter or a variable can be changed here", node,
                         did_you_mean(name, counters))
            player = obj
        else:
            self.err("RW401", "only a counter or a variable can be changed here", node,
                     "for example me.counter -= 1, or a_variable = ...")
        spec = self.sym.counters[name]
        self.used.add(name)
        idx_ir = None
        if spec.get("indexed_by"):
            if index is None:
                first = (self.sym.index_values(spec["indexed_by"]) or ["..."])[0]
                self.err("RW401", f"'{name}' has one value per {spec['indexed_by']}: add [...]", node,
                         f"for example {name}[{first}]")
            idx_ir, it = self.expr(index, scope, ctx)
            self.expect_index(name, idx_ir, it, index)
        elif index is not None:
            self.err("RW401", f"'{name}' is a single number and cannot be indexed", index)
        return {"t": "counter", "n": name, "p": player, "i": idx_ir}

    # ---- expressions -------------------------------------------------------------------

    def expect(self, actual, expected, node, hint=None):
        if not fits(actual, expected):
            self.err("RW401", f"expected {words(expected)}, found {words(actual)}", node, hint)

    def expr(self, e, scope: Scope, ctx: Context, statement: bool = False):
        t = e["t"]
        if t == "int":
            return {"t": "int", "v": e["value"]}, "int"
        if t == "bool":
            return {"t": "bool", "v": e["value"]}, "bool"
        if t == "name":
            return self.name(e, scope)
        if t == "list":
            if not e["items"]:
                return {"t": "list", "a": []}, "list<any>"
            irs, types = zip(*(self.expr(i, scope, ctx) for i in e["items"]))
            common = types[0]
            for it, node in zip(types[1:], e["items"][1:]):
                u = unify(common, it)
                if u is None:
                    self.err("RW401", f"a list holds values of one type: {words(common)} and {words(it)} are mixed", node)
                common = u
            return {"t": "list", "a": list(irs)}, list_of(common)
        if t in ("and", "or"):
            a, at_ = self.expr(e["a"], scope, ctx)
            b, bt = self.expr(e["b"], scope, ctx)
            self.expect(at_, "bool", e["a"])
            self.expect(bt, "bool", e["b"])
            return {"t": t, "a": a, "b": b}, "bool"
        if t == "not":
            a, at_ = self.expr(e["a"], scope, ctx)
            self.expect(at_, "bool", e["a"])
            return {"t": "not", "a": a}, "bool"
        if t == "neg":
            a, at_ = self.expr(e["a"], scope, ctx)
            self.expect(at_, "int", e["a"])
            return {"t": "neg", "a": a}, "int"
        if t == "binop":
            a, at_ = self.expr(e["a"], scope, ctx)
            b, bt = self.expr(e["b"], scope, ctx)
            if e["op"] == "+" and elem(at_) is not None and elem(bt) is not None:
                u = unify(at_, bt)
                if u is None:
                    self.err("RW401", f"cannot join {words(at_)} and {words(bt)}", e)
                return {"t": "concat", "a": a, "b": b}, u
            self.expect(at_, "int", e["a"], "arithmetic works on numbers")
            self.expect(bt, "int", e["b"], "arithmetic works on numbers")
            return {"t": "arith", "op": e["op"], "a": a, "b": b, "at": self.at(e)}, "int"
        if t == "compare":
            a, at_ = self.expr(e["a"], scope, ctx)
            b, bt = self.expr(e["b"], scope, ctx)
            if e["op"] in ("==", "!="):
                if unify(at_, bt) is None:
                    self.err("RW401", f"{words(at_)} is never equal to {words(bt)}", e)
            else:
                self.expect(at_, "int", e["a"])
                self.expect(bt, "int", e["b"])
            return {"t": "cmp", "op": e["op"], "a": a, "b": b}, "bool"
        if t == "in":
            a, at_ = self.expr(e["a"], scope, ctx)
            b, bt = self.expr(e["b"], scope, ctx)
            inner = elem(bt)
            if inner is None:
                self.err("RW401", f"'in' needs a list on its right, found {words(bt)}", e["b"])
            if unify(at_, inner) is None:
                self.err("RW401", f"{words(at_)} can never be in {words(bt)}", e)
            node = {"t": "in", "a": a, "b": b}
            return ({"t": "not", "a": node} if e["negated"] else node), "bool"
        if t == "cond":
            c, ct = self.expr(e["cond"], scope, ctx)
            self.expect(ct, "bool", e["cond"])
            a, at_ = self.expr(e["a"], scope, ctx)
            b, bt = self.expr(e["b"], scope, ctx)
            u = unify(at_, bt)
            if u is None:
                self.err("RW401", f"both branches must have one type: {words(at_)} and {words(bt)}", e)
            return {"t": "cond", "c": c, "a": a, "b": b}, u
        if t == "attr":
            return self.attr(e, scope, ctx)
        if t == "index":
            return self.index(e, scope, ctx)
        if t == "lambda":
            self.err("RW401", "a function (x -> ...) can only be given to a call such as filter(list, x -> ...)", e)
        if t == "call":
            return self.call(e, scope, ctx, statement)
        raise AssertionError(t)

    def name(self, e, scope):
        n = e["name"]
        local = scope.lookup(n)
        if local is not None and local[0] == "before_loop":
            what = "turn" if local[1] == "turns" else "element"
            self.err("RW301", f"'{n}' has no value in the 'until' condition", e,
                     f"the condition is checked before each {what}, before '{n}' is set: write it without "
                     f"'{n}', e.g. any(players, q -> ...)")
            return {"t": "bool", "v": False}, "any"
        if local is not None:
            if local[0] == "lambda":
                self.err("RW401", f"'{n}' is a function: call it as {n}(...) or pass it to a call", e)
            return {"t": "local", "n": n}, local[1]
        self._not_itself(n, e)
        if n in CONSTANT_NAMES:
            return {"t": "call", "f": n, "a": [], "k": {}}, CONSTANT_NAMES[n]
        what = self.globals.get(n)
        self.used.add(n)
        sym = self.sym
        if what == "parameter":
            p = sym.params[n]
            return {"t": "param", "n": n}, p["type"]
        if what == "option":
            return {"t": "const", "v": n}, f"option:{sym.option_of[n]}"
        if what == "enum value":
            return {"t": "const", "v": n}, f"enum:{sym.enum_of_value[n]}"
        if what == "enum":
            return {"t": "const", "v": n}, f"enumtype:{n}"
        if what == "card kind":
            return {"t": "const", "v": n}, "kind"
        if what == "group":
            return {"t": "const", "v": n}, "group"
        if what == "action":
            return {"t": "const", "v": n}, "action"
        if what == "decision":
            return {"t": "const", "v": n}, "label"
        if what == "scoring category":
            return {"t": "const", "v": n}, "category"
        if what == "zone":
            if sym.zones[n].get("per_player"):
                self.err("RW401", f"'{n}' is kept per player: write 'player.{n}'", e, f"for example me.{n}")
            if sym.zones[n].get("indexed_by"):
                return {"t": "zone", "n": n, "all": True}, "list<card>"
            return {"t": "zone", "n": n}, "zone"
        if what == "counter":
            spec = sym.counters[n]
            if spec.get("per_player"):
                self.err("RW401", f"'{n}' is kept per player: write 'player.{n}'", e, f"for example me.{n}")
            if spec.get("indexed_by"):
                return {"t": "counter", "n": n, "p": None, "i": None}, f"counter:{n}"
            return {"t": "counter", "n": n, "p": None, "i": None}, "int"
        if what == "variable":
            return {"t": "var", "n": n}, sym.variables[n]["type"]
        if what == "procedure":
            self.err("RW402", f"'{n}' is a procedure: call it as {n}(...) on a line of its own", e)
        candidates = scope.all_names() | set(self.globals) | set(CONSTANT_NAMES)
        self.err("RW301", f"unknown name '{n}'", e, did_you_mean(n, candidates))

    def expect_index(self, name: str, idx: dict | None, it: str, node) -> None:
        """The index of an `indexed_by` counter: a value of its enum, or a card kind of its
        group (a kind named outright must be one of the group's)."""
        index = self.sym.counters[name]["indexed_by"]
        self.expect(it, self.sym.index_type(index), node)
        kinds = self.sym.index_values(index)
        if (index not in self.sym.enums and isinstance(idx, dict) and idx.get("t") == "const"
                and idx.get("v") not in kinds):
            self.err("RW401", f"'{idx.get('v')}' is not a card kind of the group '{index}'", node,
                     did_you_mean(str(idx.get("v")), kinds))

    def attr(self, e, scope, ctx):
        obj, ot = self.expr(e["obj"], scope, ctx)
        n = e["name"]
        sym = self.sym
        if ot == "player":
            if n in sym.counters and sym.counters[n].get("per_player"):
                self.used.add(n)
                if sym.counters[n].get("indexed_by"):
                    return {"t": "counter", "n": n, "p": obj, "i": None}, f"counter:{n}"
                return {"t": "counter", "n": n, "p": obj, "i": None}, "int"
            if n in sym.zones and sym.zones[n].get("per_player"):
                self.used.add(n)
                if sym.zones[n].get("indexed_by"):
                    return {"t": "pzone", "n": n, "p": obj, "all": True}, "list<card>"
                return {"t": "pzone", "n": n, "p": obj}, "zone"
            options = [c for c, v in sym.counters.items() if v.get("per_player")] + \
                      [z for z, v in sym.zones.items() if v.get("per_player")]
            self.err("RW305", f"a player has no '{n}'", e, did_you_mean(n, options) or
                     "a player has: " + ", ".join(sorted(options)))
        if ot in ("card", "kind"):
            if n == "kind" and ot == "card":
                return {"t": "kindof", "o": obj}, "kind"
            if n == "group":
                return {"t": "groupof", "o": obj}, "group"
            if n in sym.attributes:
                return {"t": "cattr", "o": obj, "n": n}, sym.attributes[n]["type"]
            options = list(sym.attributes) + (["kind", "group"] if ot == "card" else ["group"])
            self.err("RW305", f"a {ot} has no attribute '{n}'", e, did_you_mean(n, options) or
                     "attributes: " + ", ".join(sorted(options)))
        self.err("RW401", f"{words(ot)} has no attributes", e["obj"])

    def index(self, e, scope, ctx):
        obj, ot = self.expr(e["obj"], scope, ctx)
        idx, it = self.expr(e["index"], scope, ctx)
        if ot == "table":
            self.expect(it, "int", e["index"], "tables are looked up by player count, e.g. [player_count]")
            return {"t": "table", "o": obj, "i": idx, "at": self.at(e)}, "int"
        if ot.startswith("table:"):
            enum = ot[6:]
            self.expect(it, f"enum:{enum}", e["index"], f"this table is looked up by a value of '{enum}'")
            return {"t": "table", "o": obj, "i": idx, "at": self.at(e)}, "int"
        if obj.get("t") in ("zone", "pzone") and obj.get("all"):
            enum = self.sym.zones[obj["n"]]["indexed_by"]
            self.expect(it, f"enum:{enum}", e["index"], f"'{obj['n']}' has one part per value of '{enum}'")
            part = {k: v for k, v in obj.items() if k != "all"}
            return {**part, "i": idx}, "zone"
        if ot.startswith("counter:"):
            name = ot[8:]
            self.expect_index(name, idx, it, e["index"])
            return {**obj, "i": idx}, "int"
        inner = elem(ot)
        if inner is not None:
            self.expect(it, "int", e["index"])
            return {"t": "item", "o": obj, "i": idx, "at": self.at(e)}, inner
        self.err("RW401", f"{words(ot)} cannot be indexed with [...]", e)

    # ---- calls -------------------------------------------------------------------------

    def call(self, e, scope, ctx, statement):
        n = e["name"]
        local = scope.lookup(n)
        if local is not None:
            if local[0] != "lambda":
                self.err("RW401", f"'{n}' is {words(local[1])}, not a function", e)
            if len(e["args"]) != 1 or e["kwargs"]:
                self.err("RW304", f"'{n}' takes exactly one value", e)
            arg, at_ = self.expr(e["args"][0], scope, ctx)
            result = self.lambda_body(local, at_, e)
            return {"t": "apply", "f": n, "a": arg}, result
        self._not_itself(n, e)
        if n in self.sym.procedures:
            return procedures.check_call(self, e, scope, ctx, statement)
        spec = BUILTINS.get(n)
        if spec is None:
            if n in self.globals:
                self.err("RW401", f"'{n}' is a {self.globals[n]}, not a function", e)
            self.err("RW303", f"unknown function '{n}'", e, did_you_mean(n, [*BUILTINS, *self.sym.procedures]) or
                     "see the function list in docs/language.md")
        params, keywords, result, kind = spec
        if kind == "stmt" and not statement:
            self.err("RW402", f"{n}(...) changes the game and has no value; use it on a line of its own", e)
        if n == "defer_turn" and not ctx.in_turns:
            self.err("RW402", "defer_turn() is only allowed inside 'turns'", e)
        required = [p for p in params if not p.endswith("?")]
        if not (len(required) <= len(e["args"]) <= len(params)):
            shown = ", ".join(p.rstrip("?") for p in params)
            self.err("RW304", f"{n}(...) takes {len(required)}"
                     + (f" to {len(params)}" if len(params) != len(required) else "")
                     + f" values, found {len(e['args'])}", e, f"usage: {n}({shown})")
        bound: dict[str, str] = {}
        args = []
        for p, a in zip(params, e["args"]):
            args.append(self.arg(p.rstrip("?"), a, scope, ctx, bound, n))
        kwargs = {}
        for k, kpos, a in ([] if n == "do" else e["kwargs"]):  # do(...) checks its own options
            if k not in keywords:
                node = {"pos": kpos, "end": kpos + len(k)}
                self.err("RW304", f"{n}(...) has no option '{k}'", node,
                         did_you_mean(k, keywords) or (f"options: {', '.join(keywords)}" if keywords else
                                                       f"{n}(...) takes no options"))
            kwargs[k] = self.arg(keywords[k], a, scope, ctx, bound, n)
        for k in REQUIRED_KEYWORDS.get(n, ()):
            if k not in kwargs:
                self.err("RW304", f"{n}(...) needs the option '{k}='", e, f"for example {k}=...")
        ir = {"t": "call", "f": n, "a": args, "k": kwargs, "at": self.at(e)}
        extra = CALL_CHECKS.get(n)
        if extra:
            result = extra(self, e, ir, bound, scope) or result
        return ir, subst(result, bound)

    def arg(self, ptype, node, scope, ctx, bound, fname):
        if ptype.startswith("fn<"):
            arg_t = subst(ptype[3:ptype.index(">")], bound)
            ret_t = ptype[ptype.index("->") + 2:]
            if node["t"] == "lambda":
                self._check_new_name(node["param"], node, scope)
                inner = Scope({node["param"]: ("local", arg_t)}, scope)
                body, bt = self.expr(node["body"], inner, Context())
                self.expect(bt, ret_t, node["body"])
                return {"t": "lambda", "p": node["param"], "b": body}
            if node["t"] == "name":
                local = scope.lookup(node["name"])
                if local is not None and local[0] == "lambda":
                    bt = self.lambda_body(local, arg_t, node)
                    self.expect(bt, ret_t, node)
                    return {"t": "local", "n": node["name"]}
                self._not_itself(node["name"], node)
            self.err("RW401", f"{fname}(...) expects a function here, such as x -> ...", node)
        if ptype == "counter":
            if node["t"] != "name" or node["name"] not in self.sym.counters:
                self.err("RW401", "expected the name of a counter", node,
                         did_you_mean(node.get("name", ""), self.sym.counters))
            return {"t": "const", "v": node["name"]}
        ir, t = self.expr(node, scope, ctx)
        if ptype == "cards":
            if not (fits(t, "card") or fits(t, "list<card>")):
                self.err("RW401", f"expected cards, found {words(t)}", node)
            return ir
        if ptype == "T":
            if "T" in bound:
                u = unify(bound["T"], t)
                if u is None:
                    self.err("RW401", f"expected {words(bound['T'])}, found {words(t)}", node)
                bound["T"] = u
            else:
                bound["T"] = t
            return ir
        if ptype == "list<T>":
            e = elem(t)
            if e is None:
                self.err("RW401", f"expected a list, found {words(t)}", node)
            if "T" in bound and bound["T"] != "any" and e != "any":
                if unify(bound["T"], e) is None:
                    self.err("RW401", f"expected a list of {words(bound['T'])}, found {words(t)}", node)
            if "T" not in bound or bound["T"] == "any":
                bound["T"] = e
            return ir
        if ptype == "enumtype":
            if not t.startswith("enumtype:"):
                self.err("RW401", f"expected the name of an enum, found {words(t)}",
                         node, did_you_mean(node.get("name", ""), self.sym.enums))
            bound["E"] = t[9:]
            return ir
        self.expect(t, ptype, node)
        return ir

    def lambda_body(self, local, arg_t, use_node):
        _, lam, defining_scope, state = local
        if "type" in state:
            if state["arg"] != arg_t and unify(state["arg"], arg_t) is None:
                self.err("RW401", f"this function was first used with {words(state['arg'])}, here with {words(arg_t)}",
                         use_node)
            self._reach(state, use_node)
            return state["type"]
        # The level this call runs at: its depth in the body it is written in, plus the level
        # that body was called at. Checked before the body, so that a long chain of functions
        # calling functions is RW204 rather than Python recursion in the checker.
        level = self._call_level + use_node["d"] - (self._functions[-1][1] if self._functions else 0)
        if level > MAX_DEPTH:
            self.err("RW204", f"nested too deeply (more than {MAX_DEPTH} levels): '{state['name']}' is "
                     f"called at level {level}, inside functions that call each other", use_node,
                     "give inner parts a name with `let` first, or make the function simpler")
        inner = Scope({lam["param"]: ("local", arg_t)}, defining_scope)
        self._functions.append([state["name"], lam["d"], lam["h"]])
        outer_level, self._call_level = self._call_level, level
        try:
            body, bt = self.expr(lam["body"], inner, Context())
        finally:
            self._call_level = outer_level
            state["height"] = self._functions.pop()[2]
        state.update(arg=arg_t, type=bt)
        state["let_ir"]["v"] = {"t": "lambda", "p": lam["param"], "b": body}
        self._reach(state, use_node)
        return bt

    def _reach(self, state, use_node):
        """A named function runs its body where it is used: the body's levels count there
        too, so a chain of functions calling functions stays within MAX_DEPTH."""
        reach = use_node["d"] + state["height"]
        self.reach = max(self.reach, reach)
        if reach > MAX_DEPTH:
            self.err("RW204", f"nested too deeply (more than {MAX_DEPTH} levels): '{state['name']}' adds "
                     f"{state['height']} levels here", use_node,
                     "give inner parts a name with `let` first, or make the function simpler")
        if self._functions:
            caller = self._functions[-1]
            caller[2] = max(caller[2], reach - caller[1] + 1)

    def _not_itself(self, name, node):
        if any(f[0] == name for f in self._functions):
            self.err("RW301", f"'{name}' is not defined yet inside its own definition",
                     node, "a function cannot call itself; write the repeated step out, or use a "
                     "built-in that goes through a list, such as sum(...) or count(...)")
