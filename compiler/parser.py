"""Stage 3: rules-language text -> syntax tree (plain dicts), with syntax diagnostics.

The grammar lives in grammar.lark (LALR). Positions are offsets into the text; the caller
maps them to file lines and columns, because the text sits inside a YAML scalar.
"""
from __future__ import annotations

import hashlib
import marshal
import os
from dataclasses import dataclass
from functools import lru_cache

from rulewright import usercache

# lark, Token, Tree: imported when a text is parsed that the parse cache does not hold (see
# `_load_lark`); a validate whose every rule text is in the cache never imports lark
lark = Token = Tree = None

# Limits that keep checking and running the rules bounded. The checker, the IR emitter, the
# sentence generator and the runtime all walk the tree recursively; the runtime handles IR
# at least twice this deep. The runtime keeps numbers within the same bound.
MAX_DEPTH = 100
MAX_NUMBER = 10**15

KEYWORDS = {"let", "if", "elif", "else", "for", "in", "turns", "then", "and", "or", "not",
            "true", "false"}

# Friendly names for lark's terminal names, for "expected one of" hints.
TOKEN_NAMES = {
    "NAME": "a name", "INT": "a number", "LPAR": "'('", "RPAR": "')'", "LSQB": "'['",
    "RSQB": "']'", "LBRACE": "'{'", "RBRACE": "'}'", "COMMA": "','", "DOT": "'.'",
    "EQUAL": "'='", "COMP_OP": "a comparison", "ADD_OP": "'+' or '-'", "MUL_OP": "'*', '/' or '%'",
    "ASSIGN_OP": "'=', '+=' or '-='", "MINUS": "'-'", "SEMICOLON": "';'", "__ANON_0": "'->'",
    "$END": "the end of the text",
}


@dataclass
class SyntaxProblem:
    code: str
    message: str
    offset: int
    length: int
    hint: str | None


def _load_lark() -> None:
    global lark, Token, Tree
    if lark is None:
        import lark as _lark
        lark, Token, Tree = _lark, _lark.Token, _lark.Tree


def _grammar() -> str:
    # the file beside this module (importlib.resources would find the same one, and importing
    # it costs a cold `validate` 5 ms: it imports tempfile, shutil, random ...)
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "grammar.lark"), encoding="utf-8") as f:
        return f.read()


@lru_cache(maxsize=1)
def _parser() -> lark.Lark:
    _load_lark()
    grammar = _grammar()
    options = dict(parser="lalr", propagate_positions=True, maybe_placeholders=True, start=["start", "expression"])
    cache = _cache_file(grammar)
    if cache is not None:
        try:
            return lark.Lark(grammar, cache=cache, **options)
        except Exception:                   # an unreadable or stale cache: build without it
            pass
    return lark.Lark(grammar, **options)


def _cache_file(grammar: str) -> str | None:
    """Making the LALR tables takes ~0.1 s; lark can keep them in a file. It goes in the
    user's own cache folder (not a shared temp folder: lark unpickles it), named by the
    grammar's and lark's versions, so a changed grammar never loads stale tables."""
    folder = usercache.folder()
    if folder is None:
        return None
    digest = hashlib.sha256(f"{lark.__version__}\n{grammar}".encode()).hexdigest()[:20]
    return os.path.join(folder, f"grammar-{digest}.lark-cache")


class _Limit(Exception):
    """A limit crossed while making the syntax tree; carries the problem to report."""

    def __init__(self, problem: SyntaxProblem):
        super().__init__(problem.message)
        self.problem = problem


@lru_cache(maxsize=4096)
def _parse_cached(text: str, start: str):
    name = _entry_name(text, start)
    data = usercache.read(name) if name is not None else None
    if data is not None:
        try:
            ast, problem = marshal.loads(data)
            return ast, (SyntaxProblem(*problem) if problem is not None else None)
        except (EOFError, ValueError, TypeError):       # an unreadable entry: parse again
            pass
    ast, problem = _parse_now(text, start)
    if name is not None:
        kept = None if problem is None else (problem.code, problem.message, problem.offset, problem.length, problem.hint)
        try:
            usercache.write(name, marshal.dumps((ast, kept)), keep=MAX_CACHED)
        except ValueError:            # a value marshal cannot write (not in a tree of plain dicts)
            pass
    return ast, problem


# ---- the parse cache on disk ---------------------------------------------------------
# Parsing a ruleset's rule texts (and importing lark to do it) was a good part of a cold
# `validate`. Each text's result (plain dicts and lists, or the problem) is a file in the user's
# cache folder (rulewright.usercache), named by a hash of the text, the grammar, this module's
# source and lark's version: a changed parser never reads an old result. At most MAX_CACHED
# such files are kept; texts longer than MAX_CACHED_TEXT are not kept.

MAX_CACHED = 5_000
MAX_CACHED_TEXT = 20_000


@lru_cache(maxsize=1)
def _code_key() -> str | None:
    """What a parse result depends on besides its text (None: no cache)."""
    if usercache.folder() is None:
        return None
    try:
        import importlib.util
        spec = importlib.util.find_spec("lark")       # lark's version, without importing it
        with open(spec.origin, "rb") as f:
            version = f.read()
        with open(__file__, "rb") as f:
            me = f.read()
        return usercache.digest(version, _grammar(), me)
    except Exception:
        return None


def _entry_name(text: str, start: str) -> str | None:
    key = _code_key()
    if key is None or len(text) > MAX_CACHED_TEXT:
        return None
    return f"parse-{usercache.digest(key, start, text)}.marshal"


def _parse_now(text: str, start: str):
    try:
        tree = _parser().parse(text, start=start)
    except lark.exceptions.UnexpectedInput as exc:
        return None, _problem(text, exc)
    try:
        return _to_ast(tree, 0), None
    except _Limit as limit:
        return None, limit.problem


def parse(text: str) -> tuple[list | None, SyntaxProblem | None]:
    """Parse a block of statements. Returns (statements, None) or (None, problem)."""
    return _parse_cached(text, "start")


def parse_expression(text: str) -> tuple[dict | None, SyntaxProblem | None]:
    """Parse one expression. Returns (expression, None) or (None, problem)."""
    return _parse_cached(text, "expression")


def _describe(tokens) -> str:
    names = sorted({TOKEN_NAMES.get(t, f"'{t.lower()}'" if t.isupper() else t) for t in tokens})
    if len(names) > 6:
        names = names[:6] + ["..."]
    return ", ".join(names)


def _problem(text: str, exc: lark.exceptions.UnexpectedInput) -> SyntaxProblem:
    offset = getattr(exc, "pos_in_stream", None) or 0
    if isinstance(exc, lark.exceptions.UnexpectedCharacters):
        ch = text[offset] if offset < len(text) else ""
        return SyntaxProblem("RW201", f"unexpected character {ch!r}", offset, 1,
                             "names use letters, digits and '_'; strings are not part of the language")
    if isinstance(exc, lark.exceptions.UnexpectedEOF) or (
            isinstance(exc, lark.exceptions.UnexpectedToken) and exc.token.type == "$END"):
        expected = getattr(exc, "expected", None) or getattr(exc, "accepts", None) or []
        opened = _unbalanced(text)
        hint = f"expected {_describe(expected)}" if expected else None
        if opened:
            hint = f"'{opened[1]}' opened here is never closed" + (f"; {hint}" if hint else "")
            return SyntaxProblem("RW203", "unexpected end of the rule text", opened[0], 1, hint)
        return SyntaxProblem("RW203", "unexpected end of the rule text", max(0, len(text.rstrip()) - 1), 1, hint)
    token = exc.token
    offset = token.start_pos if token.start_pos is not None else offset
    expected = exc.accepts or exc.expected or []
    shown = str(token)
    if token.type in ("RPAR", "RSQB", "RBRACE") and _unbalanced(text[:offset + 1]) is None:
        return SyntaxProblem("RW202", f"unbalanced '{shown}': nothing to close", offset, len(shown),
                             "remove it or add the matching opening bracket")
    return SyntaxProblem("RW202", f"unexpected '{shown}'", offset, max(1, len(shown)),
                         f"expected {_describe(expected)}" if expected else None)


def _unbalanced(text: str):
    """The innermost bracket left open at the end of `text`, as (offset, char), or None."""
    pairs = {")": "(", "]": "[", "}": "{"}
    stack = []
    in_comment = False
    for i, ch in enumerate(text):
        if in_comment:
            in_comment = ch != "\n"
            continue
        if ch == "#":
            in_comment = True
        elif ch in "([{":
            stack.append((i, ch))
        elif ch in pairs:
            if not stack or stack[-1][1] != pairs[ch]:
                return None
            stack.pop()
    return stack[-1] if stack else None


# ---- parse tree -> plain dict AST ----------------------------------------------------
# Every node: {"t": kind, "pos": offset, "end": offset, ...}

def _pos(tree) -> tuple[int, int]:
    if isinstance(tree, Token):
        return tree.start_pos, tree.end_pos
    meta = tree.meta
    if getattr(meta, "empty", True):
        return 0, 0
    return meta.start_pos, meta.end_pos


def _node(t: str, tree, depth: int, **fields) -> dict:
    """An AST node at nesting level `depth` (1 = a statement or a whole expression), with the
    height `h` of its subtree: the checker needs both to bound what the runtime nests."""
    start, end = _pos(tree)
    height = 0
    for value in fields.values():
        if isinstance(value, dict):
            height = max(height, value["h"])
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, dict):
                    height = max(height, item["h"])
                elif isinstance(item, tuple):     # keyword arguments: (name, pos, node)
                    height = max(height, item[2]["h"])
    return {"t": t, "pos": start, "end": end, "d": depth, "h": height + 1, **fields}


def _block(children, depth: int) -> list:
    return [_to_ast(c, depth) for c in children if c is not None]


_CHAINS = {"binop", "or_op", "and_op"}


def _too_deep(tree) -> _Limit:
    start, end = _pos(tree)
    hint = "give inner parts a name with `let` first, or move them into their own rule"
    if isinstance(tree, Tree) and tree.data in _CHAINS:
        # a long `a + b + c ...` or `x and y and ...` nests one level per operator
        start = _pos(tree.children[-1])[0]
        hint = "a chain of operators nests one level per operator: add up parts in several `let`s"
    elif isinstance(tree, Tree) and tree.data in ("if_stmt", "elif_clause"):
        hint = "each 'elif' nests one level: use fewer branches, or split the choice with `let`"
    return _Limit(SyntaxProblem("RW204", f"nested too deeply (more than {MAX_DEPTH} levels)",
                                start, max(1, min(end, start + 1) - start), hint))


def _number(token: Token, tree, depth: int) -> dict:
    text = str(token)
    digits = text.lstrip("0") or "0"      # int() refuses thousands of digits: count first
    if len(digits) > len(str(MAX_NUMBER)) or int(digits) > MAX_NUMBER:
        raise _Limit(SyntaxProblem("RW205", "number too large", token.start_pos, len(text),
                                   f"numbers in rules go up to {MAX_NUMBER:,} (10^15)"))
    return _node("int", tree, depth, value=int(digits))


def _to_ast(tree, depth: int):
    """Recursive, but never deeper than MAX_DEPTH levels: deeper text is reported instead."""
    if isinstance(tree, Token):
        raise AssertionError(f"unexpected token {tree!r}")
    kind = tree.data
    ch = tree.children
    if kind == "start":
        return _block(ch, depth)
    if kind == "expression":
        return _to_ast(ch[0], depth)
    if kind == "block":
        return _block(ch, depth)
    d = depth + 1                      # this node's level; its children are one deeper
    if d > MAX_DEPTH:
        raise _too_deep(tree)
    if kind == "let_stmt":
        return _node("let", tree, d, name=str(ch[0]), name_pos=ch[0].start_pos, value=_to_ast(ch[1], d))
    if kind == "if_stmt":
        # elif chains become nested ifs: the k-th elif sits k levels deeper
        clauses = [c for c in ch[2:] if c is not None]
        elifs = [c for c in clauses if c.data == "elif_clause"]
        if d + len(elifs) > MAX_DEPTH:
            raise _too_deep(elifs[MAX_DEPTH - d] if MAX_DEPTH - d >= 0 else tree)
        branches = [(_to_ast(ch[0], d), _to_ast(ch[1], d), d)]
        for k, c in enumerate(elifs, 1):
            branches.append((_to_ast(c.children[0], d + k), _to_ast(c.children[1], d + k), d + k))
        otherwise = []
        for c in clauses:
            if c.data == "else_clause":
                otherwise = _to_ast(c.children[0], d + len(elifs))
        node = None
        for cond, body, level in reversed(branches):
            node = _node("if", tree, level, cond=cond, then=body, otherwise=otherwise if node is None else [node])
            otherwise = [node]
        return node
    if kind in ("for_stmt", "turns_stmt"):
        return _node("for" if kind == "for_stmt" else "turns", tree, d, name=str(ch[0]),
                     name_pos=ch[0].start_pos, items=_to_ast(ch[1], d), body=_to_ast(ch[2], d))
    if kind in ("turns_until_stmt", "for_until_stmt"):     # turns p / for x in LIST until COND { ... }
        return _node("turns" if kind == "turns_until_stmt" else "for", tree, d, name=str(ch[0]), name_pos=ch[0].start_pos, items=_to_ast(ch[1], d),
                     until=_to_ast(ch[2], d), body=_to_ast(ch[3], d))
    if kind == "assign_stmt":
        return _node("assign", tree, d, target=_to_ast(ch[0], d), op=str(ch[1]), value=_to_ast(ch[2], d))
    if kind == "expr_stmt":
        return _node("expr_stmt", tree, d, expr=_to_ast(ch[0], d))
    if kind == "lambda_":
        return _node("lambda", tree, d, param=str(ch[0]), body=_to_ast(ch[1], d))
    if kind == "cond_expr":
        return _node("cond", tree, d, cond=_to_ast(ch[0], d), a=_to_ast(ch[1], d), b=_to_ast(ch[2], d))
    if kind in ("or_op", "and_op"):
        return _node(kind[:-3], tree, d, a=_to_ast(ch[0], d), b=_to_ast(ch[1], d))
    if kind == "not_op":
        return _node("not", tree, d, a=_to_ast(ch[0], d))
    if kind == "compare":
        return _node("compare", tree, d, op=str(ch[1]), a=_to_ast(ch[0], d), b=_to_ast(ch[2], d))
    if kind in ("in_op", "not_in_op"):
        return _node("in", tree, d, negated=kind == "not_in_op", a=_to_ast(ch[0], d), b=_to_ast(ch[1], d))
    if kind == "binop":
        return _node("binop", tree, d, op=str(ch[1]), a=_to_ast(ch[0], d), b=_to_ast(ch[2], d))
    if kind == "neg":
        return _node("neg", tree, d, a=_to_ast(ch[0], d))
    if kind == "attr":
        return _node("attr", tree, d, obj=_to_ast(ch[0], d), name=str(ch[1]), name_pos=ch[1].start_pos)
    if kind == "index":
        return _node("index", tree, d, obj=_to_ast(ch[0], d), index=_to_ast(ch[1], d))
    if kind == "number":
        return _number(ch[0], tree, d)
    if kind in ("true", "false"):
        return _node("bool", tree, d, value=kind == "true")
    if kind == "name":
        return _node("name", tree, d, name=str(ch[0]))
    if kind == "call":
        args, kwargs = [], []
        for c in ch[1:]:
            if c is None:
                continue
            if isinstance(c, Tree) and c.data == "kwarg":
                kwargs.append((str(c.children[0]), c.children[0].start_pos, _to_ast(c.children[1], d)))
            else:
                args.append(_to_ast(c, d))
        return _node("call", tree, d, name=str(ch[0]), args=args, kwargs=kwargs)
    if kind == "list_":
        return _node("list", tree, d, items=[_to_ast(c, d) for c in ch if c is not None])
    raise AssertionError(f"unknown parse node {kind}")
