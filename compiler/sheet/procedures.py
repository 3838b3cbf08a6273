"""Procedure calls on the reference sheet (see compiler/procedures.py for the language side).

A call is said by its body's sentences, the values substituted (`inline`): the body is put
where the call stands, its own names renamed so that they cannot take the caller's, each
parameter replaced by the value given when that value cannot change while the body runs (a
number, a name, a local, the zone itself for a zone parameter), or else bound by a `let` first,
exactly as the call runs. The sentence generator then reads the result like any other code.

A procedure whose label `procedure-<name>` the game's locale gives (a verb phrase: "discard
the hand and drop out") is said by that label and its values instead ("Discard the hand and
drop out (Anna)."), and defined once, in a section of its own: the label with its parameters
("... (that player)") and the body's sentences about them. A label is used only where that
definition is unambiguous: parameters of different kinds, each with a word of its own (player,
card, kind, number, a value of an enum); otherwise the calls are written out.
"""
from __future__ import annotations

from itertools import count

MAX_INLINE = 100          # calls inside calls; the checker allows fewer (RW204)
_WORDED = ("player", "card", "kind", "int")


def labelled(ir: dict, loc) -> set[str]:
    """The procedures said by their label."""
    out = set()
    for name, spec in ir.get("procedures", {}).items():
        if not loc.has(f"procedure-{name}"):
            continue
        types = list(spec["params"].values())
        worded = all(t in _WORDED or t.startswith("enum:") or t.startswith("list<enum:") for t in types)
        if worded and len(set(types)) == len(types):
            out.add(name)
    return out


def inline(stmts: list | None, ir: dict, keep: set, depth: int = 0) -> list:
    """Statements with every call of a procedure not in `keep` replaced by its body."""
    procedures = ir.get("procedures", {})
    out: list = []
    for s in stmts or []:
        t = s.get("t")
        if t == "do" and s["e"].get("t") == "proc" and s["e"]["n"] not in keep \
                and s["e"]["n"] in procedures and depth < MAX_INLINE:
            out.extend(inline(_expand(s["e"], procedures[s["e"]["n"]]), ir, keep, depth + 1))
        elif t == "if":
            out.append({**s, "then": inline(s["then"], ir, keep, depth), "else": inline(s["else"], ir, keep, depth)})
        elif t in ("for", "turns"):
            out.append({**s, "b": inline(s["b"], ir, keep, depth)})
        else:
            out.append(s)
    return out


_serial = count(1)


def _fresh(name: str) -> str:
    return f"{name}#{next(_serial)}"       # '#' is in no name of the language: never a caller's


def _expand(call: dict, spec: dict) -> list:
    """The body of one call: `let`s for values that could change, then the body."""
    prelude, env = [], {}
    for pname, ptype in spec["params"].items():
        value = call["a"][pname]
        if _steady(value, ptype):
            env[pname] = value
        else:
            local = _fresh(pname)
            prelude.append({"t": "let", "n": local, "v": value, "at": call.get("at", "")})
            env[pname] = {"t": "local", "n": local}
    return prelude + _block(spec["do"] or [], env)


def _steady(node: dict, ptype: str) -> bool:
    """A value that reads the same wherever the body uses it."""
    t = node.get("t")
    if t in ("int", "bool", "const", "local", "param"):
        return True
    if ptype == "zone" and t in ("zone", "pzone"):      # the zone itself, not its cards
        return all(_steady(node[k], "") for k in ("p", "i") if node.get(k) is not None)
    if ptype == "zone" and t == "cond":
        return _steady(node["c"], "") and _steady(node["a"], ptype) and _steady(node["b"], ptype)
    if t in ("kindof", "groupof", "cattr"):           # what a card is does not change
        return _steady(node["o"], "")
    if t in ("cmp", "and", "or", "not"):
        return all(_steady(node[k], "") for k in ("a", "b") if k in node)
    return False


def _block(stmts: list, env: dict) -> list:
    """Statements with names replaced by `env` (scoped as the language scopes them): the
    body's own names get fresh ones, its parameters the values of the call."""
    env = dict(env)
    out = []
    for s in stmts:
        t = s["t"]
        if t == "let":
            value = _expr(s["v"], env) if s.get("v") is not None else None
            new = _fresh(s["n"])
            env[s["n"]] = {"t": "local", "n": new}
            out.append({**s, "n": new, "v": value})
        elif t in ("for", "turns"):
            new = _fresh(s["n"])
            out.append({**s, "n": new, "in": _expr(s["in"], env),
                        "b": _block(s["b"], {**env, s["n"]: {"t": "local", "n": new}})})
        elif t == "if":
            out.append({**s, "c": _expr(s["c"], env), "then": _block(s["then"], env), "else": _block(s["else"], env)})
        else:
            out.append(_expr(s, env))
    return out


def _expr(node, env: dict):
    if isinstance(node, list):
        return [_expr(x, env) for x in node]
    if not isinstance(node, dict):
        return node
    t = node.get("t")
    if t == "local" and node.get("n") in env:
        return env[node["n"]]
    if t == "apply" and node.get("f") in env:
        return {**node, "f": env[node["f"]]["n"], "a": _expr(node["a"], env)}
    if t == "lambda":
        new = _fresh(node["p"])
        return {**node, "p": new, "b": _expr(node["b"], {**env, node["p"]: {"t": "local", "n": new}})}
    return {k: (_expr(v, env) if k != "at" else v) for k, v in node.items()}


# ---- labelled procedures ----------------------------------------------------------------------

def call_sentence(gen, e: dict, ctx) -> str:
    """A call of a labelled procedure: its label and its values, in the order of its parameters."""
    gen.procedures_said.setdefault(e["n"], None)
    values = [gen.value(v, ctx)("nom") for v in e["a"].values()]
    return gen.t("sheet-node-proc", label=gen.loc.format(f"procedure-{e['n']}"), values=gen.join(values),
                 n=len(values))


def definitions(gen) -> list[tuple[str, str]]:
    """(heading, sentences) for each labelled procedure the sheet has used, in the order
    first used; a definition may use further ones, defined after it."""
    from .sentences import Ctx, _capital
    out, done = [], set()
    while True:
        todo = [n for n in gen.procedures_said if n not in done]
        if not todo:
            return out
        for name in todo:
            done.add(name)
            spec = gen.ir["procedures"][name]
            env = {p: ("np", gen._local_np(t), t) for p, t in spec["params"].items()}
            sentences = gen.block(gen.fold(inline(spec["do"], gen.ir, gen.labelled)), Ctx(env, who="np"))
            heading = gen.t("sheet-layout-procedure", label=gen.loc.format(f"procedure-{name}"),
                            params=gen.join([env[p][1]("nom") for p in spec["params"]]), n=len(spec["params"]))
            text = " ".join(s.text for s in sentences) or gen.t("sheet-idiom-no-action")
            out.append((_capital(heading), text))
