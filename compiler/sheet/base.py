"""What every part of the sentence generator shares: noun phrases (`NP`), finished sentences,
the context of a statement (`Ctx`), and small helpers over IR nodes and text.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable

from .fold import known


class NP:
    """A noun phrase: rendered once per grammatical case, on demand."""

    def __init__(self, render: Callable[[str], str], gender: str = "none", plural: bool = False):
        self._render = render
        self._cache: dict[str, str] = {}
        self.gender = gender
        self.plural = plural
        self.pronoun = False

    def __call__(self, case: str = "nom") -> str:
        if case not in self._cache:
            self._cache[case] = self._render(case)
        return self._cache[case]


@dataclass
class Sentence:
    text: str
    mentions: frozenset = frozenset()
    compound: bool = False          # a condition or a loop with its body (never inlined in another)
    # a table by value: its caption and rows of cells (the first the heading), printed as a
    # table where the sheet can; `text` writes the rows out ("Table 1: north: 4, 1; ...")
    caption: str | None = None
    table: list | None = None


@dataclass
class Ctx:
    env: dict = field(default_factory=dict)
    actor: str | None = None         # the local whose actions are described with `who`
    who: str = "you"
    subject: NP | None = None

    def with_env(self, **names) -> "Ctx":
        return Ctx({**self.env, **names}, self.actor, self.who, self.subject)

    def acting(self, actor, who, subject=None) -> "Ctx":
        return Ctx(dict(self.env), actor, who, subject)


class Unsupported(Exception):
    """An idiom does not match; fall back to the generic templates."""



# ---- helpers ---------------------------------------------------------------------------------

def _tidy(text: str) -> str:
    """Spacing and punctuation left over where optional parts were empty; the article marks."""
    text = re.sub(r"[ \t]{2,}", " ", text)
    text = re.sub(r"\s+([.,;:)])", r"\1", text)
    text = re.sub(r",\s*,", ",", text)
    text = re.sub(r",([.;:)])", r"\1", text)
    return _articles(text).strip()


# A template writes "a(z)" for an article that depends on the sound of the next word (Hungarian:
# "az" before a vowel, "a" before a consonant); it is settled here, once the next word is known.
_ARTICLE_MARK = re.compile(r"\b([Aa])\(z\)(\s+)([\"'„“”‘’«»(\[*]*)(\w*)")
_VOWELS = set("aáeéiíoóöőuúüű")
_VOWEL_LETTERS = set("aáeéfiílmnoóöőrsuúüűxy")       # letters said with a vowel first: "ef", "el", "iksz"


def _starts_with_vowel(word: str, after: str) -> bool:
    if word.isdigit():
        n = word.lstrip("0") or "0"
        if n[0] == "5":
            return True                                   # öt, ötven, ötszáz, ötezer
        return n[0] == "1" and len(n) % 3 == 1            # egy, ezer, egymillió (but tíz, száz)
    if len(word) == 1 and not after[:1].isalpha():        # a letter said by its name: "az A. fázis"
        return word.lower() in _VOWEL_LETTERS
    return word[:1].lower() in _VOWELS


def _articles(text: str) -> str:
    if "(z)" not in text:
        return text

    def fit(m: re.Match) -> str:
        a, space, marks, word = m.groups()
        if not marks and word.lower() in ("a", "az") and text[m.end():m.end() + 1].isspace():
            return (word[0].upper() if a == "A" else word[0]) + word[1:]     # the next word has its article
        z = "z" if word and _starts_with_vowel(word, text[m.end():]) else ""
        return a + z + space + marks + word
    return _ARTICLE_MARK.sub(fit, text)


def _capital(text: str) -> str:
    """A sentence starts with a capital letter (in every language the sheets support)."""
    return text[:1].upper() + text[1:] if text[:1].islower() else text


def _type_word(t: str) -> str:
    if t.startswith("enum:"):
        return t[5:]
    if t.startswith("list<"):
        return "list"
    return t if t in ("player", "card", "kind", "int", "bool", "zone", "group") else "any"


def _local(name: str) -> dict:
    return {"t": "local", "n": name}


_CARD = "__card"   # the card a filter of a collection is about


def _contains(node, part) -> bool:
    if node == part:
        return True
    if isinstance(node, list):
        return any(_contains(x, part) for x in node)
    if isinstance(node, dict):
        return any(_contains(v, part) for v in node.values())
    return False


def _mentions(node, name: str) -> bool:
    counts: dict = {}
    _count_locals(node, counts)
    return name in counts


def _only_as_index(node, name: str, key: str | None = None, parent: str | None = None) -> bool:
    """Whether local `name` appears in `node` only as the index of a zone or counter."""
    if isinstance(node, list):
        return all(_only_as_index(x, name, key, parent) for x in node)
    if not isinstance(node, dict):
        return True
    if node.get("t") == "local" and node.get("n") == name:
        return key == "i" and parent in ("pzone", "zone", "counter")
    if node.get("t") == "lambda" and node.get("p") == name:
        return True
    return all(_only_as_index(v, name, k, node.get("t")) for k, v in node.items())


def _np_uses(stmts, var: str) -> int:
    """How often a loop's player is said as a noun phrase in its body: not as the owner of a
    counter or zone in a value ("their coins") and not as the one who acts (the first argument
    of an action), which the sentence says with a pronoun; in a condition every use counts
    ("has more than two coins" needs its subject)."""
    count = 0
    conditions = ("cmp", "and", "or", "not", "in", "cond")

    def walk(node, skip: bool = False, in_cond: bool = False):
        nonlocal count
        if isinstance(node, list):
            for x in node:
                walk(x, skip, in_cond)
        elif isinstance(node, dict):
            if node.get("t") == "local" and node.get("n") == var and len(node) <= 3:
                count += 0 if skip and not in_cond else 1
                return
            cond = in_cond or node.get("t") in conditions or (node.get("t") == "call" and node.get("f") in ("any", "all"))
            for key, v in node.items():
                if key == "p" and node.get("t") in ("counter", "pzone"):
                    walk(v, True, cond)
                elif key == "a" and node.get("t") == "call" and isinstance(v, list) and v:
                    walk(v[0], node.get("f") in ACTION_SUBJECT_FIRST, cond)
                    for x in v[1:]:
                        walk(x, False, cond)
                elif key == "a" and node.get("t") == "proc" and isinstance(v, dict):
                    walk(list(v.values()), True, cond)        # "Pass the cards on (each player)"
                elif key == "k" and isinstance(v, dict):
                    for kw, x in v.items():                   # do(..., me=p), draw(..., to=p.hand)
                        walk(x, kw in ("me", "to"), cond)
                elif key == "c" and node.get("t") == "setc" and isinstance(v, dict):
                    walk(v.get("p"), True, False)
                    walk({k: x for k, x in v.items() if k != "p"}, False, cond)
                else:
                    walk(v, False, cond)
    walk(stmts)
    return count


# actions whose first argument is the player who acts (said as the sentence's subject)
ACTION_SUBJECT_FIRST = ("score", "choose", "choose_some", "peek", "place", "transfer", "eliminate", "knock_out")


def _is_var_bool(ir: dict, node) -> bool:
    """`not v` for a variable of type bool: said as one clause ("v is no"), no brackets."""
    return node.get("t") == "not" and node["a"].get("t") == "var" \
        and ir.get("variables", {}).get(node["a"]["n"], {}).get("type") == "bool"
def _players_left(node) -> str | None:
    """"alive" or "in_play" for count(filter(players, p -> alive(p))) or count(players, p -> in_play(p))."""
    if not _is_call(node, "count"):
        return None
    args = node["a"]
    if len(args) == 1 and _is_call(args[0], "filter"):
        args = args[0]["a"]
    if len(args) != 2 or not _is_call(args[0], "players") or args[1].get("t") != "lambda":
        return None
    body, param = args[1]["b"], args[1]["p"]
    for f in ("alive", "in_play"):
        if _is_call(body, f) and body["a"] == [_local(param)]:
            return f
    return None


def _is_call(node, f: str) -> bool:
    return isinstance(node, dict) and node.get("t") == "call" and node.get("f") == f


def _is_choice_cmp(node) -> bool:
    return isinstance(node, dict) and node.get("t") == "cmp" and node.get("op") == "==" and _is_call(node["a"], "choose")


def _conjuncts(node) -> list:
    if isinstance(node, dict) and node.get("t") == "and":
        return _conjuncts(node["a"]) + _conjuncts(node["b"])
    return [node]


def _terms(node) -> list:
    if isinstance(node, dict) and node.get("t") == "arith" and node["op"] == "+":
        return _terms(node["a"]) + _terms(node["b"])
    return [node]


def _disjuncts(node) -> list:
    if isinstance(node, dict) and node.get("t") == "or":
        return _disjuncts(node["a"]) + _disjuncts(node["b"])
    return [node]


def _min_of(node):
    if _is_call(node, "min"):
        vals = [known(x) for x in node["a"]]
        ints = [v for v in vals if isinstance(v, int)]
        return ints[0] if ints else None
    return None


def _count_locals(node, counts: dict) -> None:
    if isinstance(node, list):
        for x in node:
            _count_locals(x, counts)
    elif isinstance(node, dict):
        if node.get("t") == "local":
            counts[node["n"]] = counts.get(node["n"], 0) + 1
        for v in node.values():
            _count_locals(v, counts)


def _rename(node, old: str, new: str):
    return _substitute(node, old, _local(new))


def _substitute(node, name: str, value):
    if isinstance(node, list):
        return [_substitute(x, name, value) for x in node]
    if not isinstance(node, dict):
        return node
    if node.get("t") == "local" and node.get("n") == name:
        return value
    if node.get("t") == "lambda" and node.get("p") == name:
        return node
    return {k: _substitute(v, name, value) for k, v in node.items()}
