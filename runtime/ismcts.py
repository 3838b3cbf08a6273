"""Information set Monte Carlo tree search (single observer), for any ruleset.

After Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search" (IEEE TCIAIG
4(2), 2012), SO-ISMCTS, and the shape of OpenSpiel's `ismcts` (one node per information
state, one child expanded per visit, UCT, the most visited answer wins). Each iteration:

1. takes a copy of the game at the decision (`runtime.snapshot`) and determinizes it: what
   this player cannot see is reshuffled (`lookahead.determinize`), the counters it cannot see
   are set to what its own view of the game tells (`belief.seen_counters`: start value, the
   changes it saw, an estimate for those it saw without a value), and the engine's random
   generator is reseeded, so the iteration sees one world consistent with the player's view;
2. walks the tree from the root: at every decision of any player, the answers legal in this
   world are looked up among the node's edges, the availability count of each legal edge is
   raised, an untried answer is expanded if there is one, else the edge with the best
   upper confidence bound `mean + c * sqrt(ln(availability) / visits)` is followed; the value
   of an edge is the value of the game for the player who answers there;
3. leaves the tree after the one new edge (a several-options decision: after its whole set) and
   plays on with random answers (`policy="mast"`: move-average sampling, `_Iteration.mast_pick`)
   to the end of the round `horizon` rounds after this one (default 0: this round; None: the
   end of the game), where the game is scored as it stands;
4. adds the value of the result for every seat along the path.

The root answer is the most visited edge. A node is reached by the answers from the root, each
named as the player who gives it sees it: a card by its kind and attributes (two cards alike
are one answer; a card the player cannot see by where it lies), any other option by its value.
Several options (`choose_some`) are a chain of yes/no nodes, one per option (take it or not),
within the decision's bounds. Everything an iteration draws comes from the agent's generator, seeded from the
game seed and the seat, so a game with a fixed number of iterations is reproducible; a time
budget (`seconds`) is not (the count of iterations depends on the machine).
"""
from __future__ import annotations

import math
import random
import time

from . import draws
from .agents import seat_seed
from .belief import seen_counters
from .lookahead import Result, determinize, unseen_deal
from .snapshot import copy_state, explore, random_pick
from .state import Card

DEFAULT_ITERATIONS = 200
DEFAULT_HORIZON = 0
EXPLORATION = 0.7
SURVIVAL = 0.5             # the value of not being eliminated, next to 1 for a win (0.1 until 2026-12-02)
PLAYOUTS = ("random", "mast")


def parse_variant(text: str) -> dict | None:
    """The third part of `ismcts:N:...`, tokens joined by "+": a playout policy (PLAYOUTS), how
    the tree searches several options (SEVERAL), `sX` the value of surviving (0 to 1); each at
    most once; `eK` the end of a playout scored in K worlds (`_Iteration.endings`). None
    when it is not one."""
    out: dict = {}
    for token in text.split("+"):
        if token in PLAYOUTS:
            key, value = "policy", token
        elif token in SEVERAL:
            key, value = "several", token
        elif token[:1] == "s" and token[1:]:
            try:
                value = float(token[1:])
            except ValueError:
                return None
            if not 0 <= value <= 1:
                return None
            key = "survival"
        elif token[:1] == "e" and token[1:].isdigit() and 1 <= int(token[1:]) <= 64:
            key, value = "ends", int(token[1:])
        else:
            return None
        if key in out:
            return None
        out[key] = value
    return out


class _Variants:
    """What `ismcts:N:...` accepts after the budget (`parse_variant`); lists its words."""

    def __contains__(self, text) -> bool:
        return isinstance(text, str) and parse_variant(text) is not None

    def __iter__(self):
        return iter((*PLAYOUTS, *SEVERAL, "sX", "eK"))


POLICIES = _Variants()
DEFAULT_POLICY = "random"
MAST_EPSILON = 0.2         # a MAST playout answers at random this often, else with the best average
# how the tree searches a several-options decision; "naive" only where the number of options
# taken is free (min < max): a choice of exactly k (min == max) stays a chain (measured: a
# bundled game's pass of exactly 3 of 13 cards with `naive` lost a third of the wins at 20
# iterations; docs/agents.md)
SEVERAL = ("chain", "naive")
DEFAULT_SEVERAL = "naive"  # "chain" until 2026-12-02 (docs/agents.md)
DEFAULT_ENDS = 8           # worlds the end of a playout is scored in (`_Iteration.endings`; 1 until 2026-12-02)
NAIVE_EXPLORE = 0.75       # naive sampling: a new set this often, else the best so far (Ontanon's epsilon_0)
NAIVE_LOCAL = 0.33         # ... and each option of a new set at random this often (epsilon_l)


def value(result, seat: int, survival: float = SURVIVAL) -> float:
    """A share of the win, `survival` for still being in the game, 0.001 per point."""
    win = 1.0 / len(result.winners) if seat in result.winners else 0.0
    alive = 0.0 if seat in result.eliminated else survival
    return win + alive + 0.001 * result.totals[seat]


class Node:
    __slots__ = ("edges", "local")

    def __init__(self):
        self.edges: dict = {}          # (player, answer name) -> Edge
        self.local = None              # naive sampling: (player, option name, taken) -> Stat


class Stat:
    """The value of one option taken or left, over all sets tried at a node (naive sampling)."""
    __slots__ = ("visits", "total")

    def __init__(self):
        self.visits = 0
        self.total = 0.0


class Edge:
    __slots__ = ("visits", "available", "total", "child")

    def __init__(self):
        self.visits = 0
        self.available = 0
        self.total = 0.0
        self.child = Node()


def option_name(s, player: int, value):
    """An option as `player` sees it, hashable: equal for options it cannot tell apart."""
    if type(value) is Card:
        if s.can_see(player, value):
            return ("card", value.kind, tuple(sorted((k, repr(v)) for k, v in value.attrs.items())))
        z = s.where[value.id]
        return ("hidden", z, s.zl[z].index(value))
    try:
        hash(value)
        return ("value", value)
    except TypeError:
        return ("value", repr(value))


def distinct_answers(s, player, raw) -> list:
    """[(name, [index])] for a one-option decision, one answer per distinct name."""
    out, seen = [], set()
    for i, v in enumerate(raw):
        n = option_name(s, player, v)
        if n not in seen:
            seen.add(n)
            out.append((n, [i]))
    return out


def _include_order(s, player, raw) -> list:
    """The options of a several-options decision in the order the tree asks about them: by
    name (what the player sees), so the order does not depend on where unseen cards lie."""
    names = [option_name(s, player, v) for v in raw]
    return sorted(range(len(raw)), key=lambda i: (repr(names[i]), i)), names


def _taken_within(order: list[int], lo: int, hi: int, take) -> list[int]:
    """The options of `order` that `take(i)` says to take, asked in that order, within the
    bounds: none asked once `hi` are taken, and all the rest taken once only they can reach `lo`."""
    taken: list[int] = []
    for k, i in enumerate(order):
        if len(taken) >= hi:
            break
        if len(taken) + len(order) - k <= lo:
            taken.extend(order[k:])
            break
        if take(i):
            taken.append(i)
    return taken


class _Iteration:
    """One iteration's playout: determinize, follow the tree, expand one edge, play on at random.

    A several-options decision is a chain of yes/no nodes, one per option in `_include_order`
    (take it or not), with the bounds enforced: the tree learns a set one option at a time."""

    def __init__(self, agent, rng: random.Random):
        self.agent, self.rng = agent, rng
        self.node = agent.root
        self.path: list[tuple[int, Edge]] = []
        self.moves: list[tuple[int, object]] = []    # (player, answer name) of the whole playout, for MAST
        self.expanded = False
        self.mast = agent.mast if agent.policy == "mast" else None

    def begin(self, s, player, raw, lo, hi, multiple):
        determinize(s, self.agent.seat, self.rng, self.agent.counters, self.agent.deal)
        return self.answer(s, player, raw, lo, hi, multiple)

    def answer(self, s, player, raw, lo, hi, multiple):
        if self.node is None:
            if self.mast is None or len(raw) < 2 and not multiple:
                return random_pick(self.rng, len(raw), lo, hi, multiple)
            if multiple:
                return self.mast_some(s, player, raw, lo, hi)
            return [self.mast_pick(s, player, raw)]
        if not multiple:
            legal = distinct_answers(s, player, raw)
            return legal[self.step(player, [n for n, _ in legal])][1]
        if self.agent.several == "naive" and lo < hi:
            return self.some(s, player, raw, lo, hi)
        order, names = _include_order(s, player, raw)
        taken: list[int] = []
        self.expanded = False
        for k, i in enumerate(order):
            left = len(order) - k
            if len(taken) >= hi:
                break
            if len(taken) + left <= lo:              # every option left is needed
                taken.extend(order[k:])
                break
            if self.step(player, [(names[i], False), (names[i], True)], whole=True) == 1:
                taken.append(i)
        if self.expanded:                            # the whole set is one expansion: leave the tree now
            self.node = None
        return sorted(taken)

    def some(self, s, player, raw, lo, hi) -> list[int]:
        """A several-options decision in the tree as a combinatorial bandit, naive sampling
        (Ontanon, "Combinatorial Multi-armed Bandits for Real-Time Strategy Games", JAIR 58,
        2017): a set is an edge of the node; with probability NAIVE_EXPLORE a set is put
        together option by option, each taken or left by its own bandit (epsilon-greedy over
        the values of all iterations that took or left it here), else the set the bandits say
        now (`marginal_set`; Ontanon's exploitation plays the best set tried, whose mean rests
        on a few visits). Every iteration teaches every option's bandit, so an option that
        costs is learnt from all sets that held it, and the answer is `marginal_set` too. Only
        where the number taken is free (`lo < hi`); a choice of exactly k is a chain."""
        node, rng = self.node, self.rng
        names = [option_name(s, player, v) for v in raw]
        if node.local is None:
            node.local = {}
        local = node.local
        if rng.random() < NAIVE_EXPLORE:
            taken = self.sample_set(local, player, names, lo, hi)
        else:
            taken = marginal_set(local, player, names, lo, hi)
        chosen = tuple(sorted((names[i] for i in taken), key=repr))
        key = (player, ("set", chosen))
        e = node.edges.get(key)
        new = e is None
        if new:
            e = node.edges[key] = Edge()
        self.path.append((player, e))
        inside = set(taken)
        for i, n in enumerate(names):
            k = (player, n, i in inside)
            st = local.get(k)
            if st is None:
                st = local[k] = Stat()
            self.path.append((player, st))
            self.moves.append((player, (n, i in inside)))
        self.node = None if new else e.child
        return sorted(taken)

    def sample_set(self, local, player, names, lo, hi) -> list[int]:
        rng = self.rng
        order = list(range(len(names)))
        rng.shuffle(order)

        def take(i: int) -> bool:
            yes, no = local.get((player, names[i], True)), local.get((player, names[i], False))
            if yes is None or no is None:
                return (rng.random() < 0.5) if yes is None and no is None else yes is None
            if rng.random() < NAIVE_LOCAL:
                return rng.random() < 0.5
            a, b = yes.total / yes.visits, no.total / no.visits
            return a > b if a != b else rng.random() < 0.5
        return _taken_within(order, lo, hi, take)

    def mast_pick(self, s, player, raw, names=None) -> int:
        """Move-average sampling (Finnsson and Bjornsson, "Simulation-Based Approach to General
        Game Playing", AAAI 2008), epsilon-greedy: mostly the answer whose name has the best
        average value for this player over the playouts of this decision so far (an answer not
        yet seen counts as best), sometimes a uniform one."""
        rng, mast = self.rng, self.mast
        if names is None:
            names = [option_name(s, player, v) for v in raw]
        if rng.random() < MAST_EPSILON:
            k = rng.randrange(len(names))
        else:
            best, ties = None, []
            for i, n in enumerate(names):
                seen = mast.get((player, n))
                score = math.inf if seen is None else seen[0] / seen[1]
                if best is None or score > best:
                    best, ties = score, [i]
                elif score == best:
                    ties.append(i)
            k = ties[0] if len(ties) == 1 else ties[rng.randrange(len(ties))]
        self.moves.append((player, names[k]))
        return k

    def mast_some(self, s, player, raw, lo, hi) -> list[int]:
        """Several options in a MAST playout: each option in turn taken or not, as the tree's
        yes/no chain (the same names), by `mast_pick` between "take it" and "leave it", within
        the bounds."""
        order, names = _include_order(s, player, raw)
        return sorted(_taken_within(order, lo, hi, lambda i: self.mast_pick(
            s, player, None, [(names[i], False), (names[i], True)]) == 1))

    def step(self, player, names: list, whole: bool = False) -> int:
        """Which of the answers `names` (legal here) the tree policy takes; moves down the tree.
        `whole`: a yes/no node of a several-options decision, which expands down to its last
        option before the iteration leaves the tree."""
        if len(names) == 1:                          # no choice: not a node of the tree
            return 0
        node, rng = self.node, self.rng
        edges = node.edges
        untried, best, best_score = [], 0, None
        for k, name in enumerate(names):
            e = edges.get((player, name))
            if e is None or e.visits == 0:
                untried.append(k)
                continue
            e.available += 1
            score = e.total / e.visits + EXPLORATION * math.sqrt(math.log(e.available) / e.visits)
            if best_score is None or score > best_score:
                best, best_score = k, score
        if untried:
            k = untried[rng.randrange(len(untried))]
            e = edges.get((player, names[k]))
            if e is None:
                e = edges[(player, names[k])] = Edge()
            e.available += 1
            self.path.append((player, e))
            self.moves.append((player, names[k]))
            if whole:
                self.expanded = True
                self.node = e.child
            else:
                self.node = None                     # leave the tree after the new edge
            return k
        e = edges[(player, names[best])]
        self.path.append((player, e))
        self.moves.append((player, names[best]))
        self.node = e.child
        return best

    def endings(self, s):
        """At the horizon, before end_of_game: ENDS - 1 more copies of `s`, each determinized
        again for the searching seat, so that what is still hidden at the end (cards it never
        saw) is scored in several worlds, not one (`results`: the mean)."""
        k = self.agent.ends
        if k < 2:
            return None
        seat, rng, counters = self.agent.seat, self.rng, self.agent.counters
        deal = unseen_deal(s, seat)              # the same in every copy of `s`
        out = []
        for _ in range(k - 1):
            c = copy_state(s)
            determinize(c, seat, rng, counters, deal)
            out.append(c)
        return out

    def results(self, states):
        """Add the mean value of the ends `states` (None: a broken one, worth 0) along the path."""
        ends = [Result(x) for x in states if x is not None]
        survival, n = self.agent.survival, len(states)
        worth: dict = {}

        def of(player):
            v = worth.get(player)
            if v is None:
                v = worth[player] = sum(value(r, player, survival) for r in ends) / n if ends else 0.0
            return v
        for player, e in self.path:
            e.visits += 1
            if ends:
                e.total += of(player)
        mast = self.mast
        if mast is not None:
            for player, name in self.moves:
                v = of(player)
                seen = mast.get((player, name))
                if seen is None:
                    mast[(player, name)] = [v, 1]
                else:
                    seen[0] += v
                    seen[1] += 1
        return None

    def result(self, s):
        return self.results([s])


def marginal_set(local, player, names, lo, hi) -> list[int]:
    """The set of the options whose bandits say "take it" (a better mean taken than left),
    the best first within the bounds: up to `hi` of them, at least `lo` (then the least bad)."""
    gains = []
    for i, n in enumerate(names):
        yes, no = local.get((player, n, True)), local.get((player, n, False))
        a = yes.total / yes.visits if yes is not None and yes.visits else None
        b = no.total / no.visits if no is not None and no.visits else None
        gains.append((0.0 if a is None or b is None else a - b, -i))
    ranked = sorted(range(len(names)), key=lambda i: gains[i], reverse=True)
    taken = [i for i in ranked if gains[i][0] > 0][:hi]
    if len(taken) < lo:
        taken = ranked[:lo]
    return sorted(taken)


def _most_visited(node: Node, player: int, names: list) -> int:
    best, best_key = 0, None
    for k, name in enumerate(names):
        e = node.edges.get((player, name))
        if e is None:
            continue
        key = (e.visits, e.total / e.visits if e.visits else 0.0)
        if best_key is None or key > best_key:
            best, best_key = k, key
    return best


class ISMCTSAgent:
    """Information set Monte Carlo tree search with `iterations` per decision, or as many as
    fit in `seconds` (not reproducible; at least one). Sees only its own view: the real state
    is used only through `snapshot` copies that are determinized before anything is read."""

    reads_view = True
    answers_are_legal = True        # an answer is built from the options (a legal list)

    def __init__(self, game, iterations: int | None = DEFAULT_ITERATIONS, seconds: float | None = None,
                 horizon: int | None = DEFAULT_HORIZON, snapshots: str = "round", on_think=None,
                 survival: float = SURVIVAL, policy: str = DEFAULT_POLICY,
                 mast_kept: bool = False, hide_counters: bool = True, several: str | None = None,
                 ends: int | None = None):
        if snapshots not in ("round", "replay"):
            # an iteration adds what it learnt to the tree in this process: a forked copy cannot
            raise ValueError(f"ismcts copies the game with 'round' or 'replay', not {snapshots!r}")
        self.game = game
        self.iterations = iterations
        self.seconds = seconds
        self.horizon = horizon
        self.survival = survival
        variant = parse_variant(policy)
        if variant is None:
            raise ValueError(f"ismcts playout policy must be one of {', '.join(POLICIES)} (joined by +), not {policy!r}")
        self.policy = variant.get("policy", "random")
        self.several = several or variant.get("several", DEFAULT_SEVERAL)
        if "survival" in variant:
            self.survival = variant["survival"]
        self.ends = ends or variant.get("ends", DEFAULT_ENDS)
        if self.several not in SEVERAL:
            raise ValueError(f"ismcts several-options search must be one of {', '.join(SEVERAL)}, not {self.several!r}")
        self.mast: dict = {}          # (player, answer name) -> [total value, count]: MAST, per decision
        self.mast_kept = mast_kept    # keep the MAST averages from one decision to the next (of one game)
        self.snapshots = snapshots
        # the counters this player may not see get, in every determinized copy, the values its
        # own view of the game gives them (`belief.seen_counters`); False: their real values
        self.hide_counters = hide_counters
        self.counters: dict | None = None
        self.deal: list | None = None
        self.on_think = on_think      # called (elapsed seconds) while a long decision is thought over
        self.name = f"ismcts:{seconds:g}s" if seconds is not None else f"ismcts:{iterations}"
        if policy != DEFAULT_POLICY:
            self.name += f":{policy}"
        self.rng = random.Random(0)
        self.seat = 0
        self.root = Node()
        self.iterations_done = 0

    def start(self, seed, seat: int, players: int) -> None:
        self.rng = draws.generator(seat_seed(seed, seat, "ismcts"))
        self.mast = {}
        self.seat = seat

    def decide(self, view, d) -> list[int]:
        s = view._s
        if d.count == 1 or (d.multiple and d.min == d.max == d.count):
            return list(range(d.count)) if d.multiple else [0]
        if not d.multiple:
            legal = distinct_answers(s, d.player, d._raw)
            if len(legal) == 1:
                return legal[0][1]
        self.seat = view.player
        self.counters = seen_counters(self.game, s, self.seat) if self.hide_counters else None
        self.deal = unseen_deal(s, self.seat)     # every copy of this decision is this state again
        self.root = Node()
        if not self.mast_kept:
            self.mast = {}
        started = time.perf_counter()
        i = 0
        while True:
            if self.seconds is None:
                if i >= self.iterations:
                    break
            elif i > 0 and time.perf_counter() - started >= self.seconds:
                break
            it = _Iteration(self, draws.generator(self.rng.getrandbits(64)))
            explore(self.game, s, d, [it], self.horizon, self.snapshots)
            i += 1
            if self.on_think is not None:
                self.on_think(time.perf_counter() - started)
        self.iterations_done += i
        if self.on_think is not None:
            self.on_think(None)       # done: a note on the screen is taken away
        answer = self._final(s, d, legal if not d.multiple else None)
        self.root = Node()            # the tree is not kept: nothing of it leaks into the next decision
        if not self.mast_kept:
            self.mast = {}
        return answer

    def _final(self, s, d, legal) -> list[int]:
        """The most visited answer at the root (for several options: down the yes/no chain)."""
        node, player = self.root, d.player
        if legal is not None:
            return list(legal[_most_visited(node, player, [n for n, _ in legal])][1])
        if self.several == "naive" and d.min < d.max:     # each option by its own bandit (`marginal_set`)
            names = [option_name(s, player, v) for v in d._raw]
            return marginal_set(node.local or {}, player, names, d.min, d.max)
        order, names = _include_order(s, player, d._raw)
        taken: list[int] = []
        for k, i in enumerate(order):
            if len(taken) >= d.max:
                break
            if len(taken) + len(order) - k <= d.min:
                taken.extend(order[k:])
                break
            pair = [(names[i], False), (names[i], True)]
            pick = _most_visited(node, player, pair) if node is not None else 0
            if pick == 1:
                taken.append(i)
            e = node.edges.get((player, pair[pick])) if node is not None else None
            node = e.child if e is not None else None
        return sorted(taken)
