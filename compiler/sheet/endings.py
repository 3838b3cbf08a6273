"""Sheet sentences for how a game or a round ends on a condition (`game_ends`, `round_ends`)
and for phases that run at the end of a round (`at_round_end`).

The condition is phrased by the generator's clause machinery, as any `if` is. The template
ids are registered in sentences.TEMPLATE_ARGS (section "ending on a condition").
"""
from __future__ import annotations

from . import steps
from .base import _disjuncts
from .fold import fold_expr
from .sentences import Ctx, SentenceGenerator, _capital

# what game_ends / round_ends say, by the point where the condition is checked
GAME_SENTENCE = {"after_each_turn": "sheet-end-game-when", "end_of_round": "sheet-end-game-round",
                 "after_each_phase": "sheet-end-game-phase"}
ROUND_SENTENCE = {"after_each_turn": "sheet-end-round-when", "after_each_phase": "sheet-end-round-phase"}


def _condition(gen: SentenceGenerator, node: dict) -> str:
    return gen.clause(fold_expr(node, gen.params), Ctx(who="np"))


LONG = 40      # words: a longer sentence on an `or` condition lists its parts instead


def game_end_sentence(gen: SentenceGenerator, ir: dict) -> str | None:
    """"The game ends when the deck is empty." (None without `game_ends`). A long condition
    made of alternatives is a list under "The game ends ... when one of these holds:"."""
    spec = ir.get("game_ends")
    if not spec:
        return None
    text = _capital(gen.t(GAME_SENTENCE[spec["checked"]], cond=_condition(gen, spec["when"])))
    cond = fold_expr(spec["when"], gen.params)
    if len(text.split()) > LONG and cond.get("t") == "or":
        parts = [gen.clause(p, Ctx(who="np")) for p in _disjuncts(cond)]
        return _capital(gen.t("sheet-end-any", what="game", checked=spec["checked"])) \
            + " " + steps.OPEN + steps.ITEM.join(parts) + steps.CLOSE
    return text


def round_end_sentence(gen: SentenceGenerator, ir: dict) -> str | None:
    spec = ir.get("round_ends")
    if not spec:
        return None
    return _capital(gen.t(ROUND_SENTENCE[spec["checked"]], cond=_condition(gen, spec["when"])))


def rounds_intro(gen: SentenceGenerator, ir: dict, rounds_text: str) -> str:
    """The introduction of the round: how many rounds (at most, when a condition can end the
    game sooner; nothing when that number is a bound of the engine), when a round ends early,
    and "Each round has these phases:"."""
    if not ir.get("game_ends") and not ir.get("round_ends"):
        return gen.t("sheet-layout-rounds", rounds=rounds_text, n=_rounds_n(ir))       # as before
    parts = []
    if ir.get("rounds") and not (ir.get("game_ends") and rounds_are_a_bound(ir)):
        parts.append(gen.t("sheet-end-rounds-at-most" if ir.get("game_ends") else "sheet-end-rounds",
                           rounds=rounds_text, n=_rounds_n(ir)))
    ends = round_end_sentence(gen, ir)
    if ends:
        parts.append(ends)
    parts.append(gen.t("sheet-end-phases"))
    return " ".join(parts)


def rounds_are_a_bound(ir: dict) -> bool:
    """`rounds` names a parameter marked `bound: true`: a limit of the engine, not a rule, so the
    sheet does not say it while `game_ends` ends the game by the rules."""
    def params(node):
        if isinstance(node, dict):
            if node.get("t") == "param":
                yield node.get("n")
            for v in node.values():
                yield from params(v)
        elif isinstance(node, list):
            for v in node:
                yield from params(v)
    return any(ir["parameters"].get(n, {}).get("bound") for n in params(ir.get("rounds")))


def phase_title(gen: SentenceGenerator, ir: dict, phase: dict, title: str) -> str:
    """A phase that runs even when the round ends early says so (when rounds can end early)."""
    if phase.get("at_round_end") and ir.get("round_ends"):
        return gen.t("sheet-end-at-round-end", phase=title)
    return title


def _rounds_n(ir: dict):
    """The number of rounds when it is one number (for "one round" / "two rounds")."""
    from .fold import known
    n = known(ir.get("rounds"))
    return n if isinstance(n, int) else "other"
