"""A playable game built from IR: `Game(ir).play(players, seed, agents, log=None) -> Outcome`.

The `Game` is static (IR compiled once into closures) and reused for any number of
plays; it pickles as its IR and is rebuilt in a worker process. Everything per play
lives in a `State`. Agents answer decisions with `agent.decide(view, decision)`; if an
agent has `start(seed, seat, players)`, it is called before setup.
"""
from __future__ import annotations

import hashlib
import json
import random
import sys
from dataclasses import dataclass, field

from .errors import MAX_NUMBER, AgentError, GameAbort, IllegalDecision, RuleError
from . import draws
from .agents import RandomAgent
from .flow import play_rounds
from .budget import Overrun
from .interpreter import Program
from .state import Layout, State, checked
from .view import Decision, PlayerView, describe_full, redact

__all__ = ["Game", "Outcome", "Decision", "PlayerView", "redact", "RuleError", "IllegalDecision", "AgentError"]

DEFAULT_STEP_BUDGET = 2_000_000      # statements, rounds and turns per game
WORK_PER_STEP = 5                    # the budget for elements visited and cards moved is 5x that
FRAMES_PER_LEVEL = 8                 # Python frames one level of IR nesting may take (compile, run)
# "interpreter": the closures of runtime/interpreter.py, the reference; "generated": the same
# units as Python source compiled once (runtime/codegen.py), where it can write them
ENGINES = ("interpreter", "generated")
DEFAULT_ENGINE = "generated"
LOG_FORMAT, LOG_VERSION = "rulewright-log", 2     # version 2: the log file ends with a digest line


def _without_positions(x):
    if isinstance(x, dict):
        return {k: _without_positions(v) for k, v in x.items() if k != "at"}
    if isinstance(x, list):
        return [_without_positions(v) for v in x]
    return x


def ir_digest(ir: dict) -> str:
    """SHA-256 of the IR as canonical JSON without rule positions ("at"), which hold file
    paths that depend on the folder the rules were compiled from and do not change play."""
    text = json.dumps(_without_positions(ir), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def check_ir_numbers(ir: dict) -> int:
    """Raise a RuleError for a number in the IR that the runtime cannot use (not a whole number,
    or outside [-MAX_NUMBER, MAX_NUMBER]); return the IR's nesting depth. The compiler rejects
    both, so this only catches IR written some other way, before it fails in the middle of a game."""
    deepest = 0
    stack = [(ir, "", 0)]
    while stack:
        x, path, depth = stack.pop()
        if depth > deepest:
            deepest = depth
        if type(x) is dict:
            stack.extend((v, f"{path}.{k}" if path else str(k), depth + 1) for k, v in x.items() if k != "at")
        elif type(x) is list:
            stack.extend((v, f"{path}[{i}]", depth + 1) for i, v in enumerate(x))
        elif type(x) is float:
            raise RuleError(f"the IR has the number {x!r} at {path}; the runtime needs a whole number there")
        elif type(x) is int and not -MAX_NUMBER <= x <= MAX_NUMBER:
            raise RuleError(f"the IR has the number {x} at {path}, outside the range of "
                            f"-{MAX_NUMBER:,} to {MAX_NUMBER:,}")
    return deepest


def allow_depth(depth: int) -> None:
    """Let Python recurse as deep as code of this IR depth needs (compiled closures call each
    other once per level). Only ever raises the process's limit."""
    needed = 1000 + FRAMES_PER_LEVEL * depth
    if sys.getrecursionlimit() < needed:
        sys.setrecursionlimit(needed)


def arm(s: State, steps: int) -> None:
    """Give a play its budget: `steps` statements, rounds and turns, and WORK_PER_STEP times
    as many elements visited, numbers made by range() and cards moved."""
    s.budget = (steps, steps * WORK_PER_STEP)
    s.steps, s.work = s.budget


class LoggedState(State):
    """A `State` that reports its changes as log events (see docs/logs.md): card moves,
    shuffles, counter changes, peeks, reveals and placements.

    Used only when `Game.play` is given a log, so unlogged games pay nothing. Consecutive
    moves between the same two zones are merged into one event (a draw of five cards is one
    event); a pending move is sent before any other event, before a decision is put to an
    agent (`flush`), and when the play ends. Every card in an event carries `seen_by`: the
    seats that could see it before or after the change (`redact` hides it from the others).
    """

    def __init__(self, layout, players: int, seed, sink):
        super().__init__(layout, players, seed)
        self.sink = sink
        self._pending = None
        self._pending_key = None
        everyone = list(self.players)
        seen = []
        for slot, name in enumerate(layout.slot_counter):
            spec, seat = layout.counter_spec[name], layout.slot_seat[slot]
            vis = spec.get("visibility", "public")
            if vis == "public":
                seen.append(everyone)
            elif vis == "owner" and seat is not None:
                seen.append([seat])
            else:
                seen.append([])
        self._counter_seen = seen
        self._public = [vis == "public" for vis in layout.zone_vis]
        self._owner = [o if vis == "owner" else None for o, vis in zip(layout.zone_owner, layout.zone_vis)]
        self._slot_index = []
        for slot, name in enumerate(layout.slot_counter):
            index = layout.counter_index[name]
            if index is None:
                self._slot_index.append(None)
            else:
                values = list(index)
                self._slot_index.append(values[(slot - layout.counter_base[name]) % layout.counter_stride[name]])

    def emit(self, event: dict) -> None:
        if self._pending is not None:
            self.flush()
        self.sink(event)

    def flush(self) -> None:
        event = self._pending
        if event is not None:
            self._pending = self._pending_key = None
            self.sink(event)

    def _seen(self, card) -> list[int]:
        """The seats that see `card` where it lies now (`State.can_see` for every seat, faster)."""
        z = self.where[card.id]
        if self._public[z] or z in self.revealed:
            return list(self.players)
        cid, owner = card.id, self._owner[z]
        return [p for p, known in enumerate(self.known) if p == owner or cid in known]

    def move(self, cards, to: int) -> None:
        cards = list(cards)
        if not cards:
            return
        before = [(c, self.where[c.id], self._seen(c)) for c in cards]
        State.move(self, cards, to)
        lay = self.layout
        for card, z, seen in before:
            after = self._seen(card)
            desc = {**card.public, "seen_by": seen if after == seen else sorted({*seen, *after})}
            if self._pending_key == (z, to):
                self._pending["cards"].append(desc)
                continue
            self.flush()
            self._pending_key = (z, to)
            self._pending = {"type": "move", "from": lay.zone_name[z], "from_owner": lay.zone_owner[z],
                             "to": lay.zone_name[to], "to_owner": lay.zone_owner[to], "cards": [desc]}

    def shuffle(self, z: int) -> None:
        State.shuffle(self, z)
        self.emit({"type": "shuffle", "zone": self.layout.zone_name[z], "owner": self.layout.zone_owner[z]})

    def set_counter(self, slot: int, value: int) -> int:
        old = self.cv[slot]
        changed = State.set_counter(self, slot, value)
        if changed:
            lay = self.layout
            self.emit({"type": "counter", "counter": lay.slot_counter[slot], "player": lay.slot_seat[slot],
                       "index": self._slot_index[slot], "old": old, "new": old + changed,
                       "seen_by": list(self._counter_seen[slot])})
        return changed

    # hooks called by the interpreter (found with getattr: a plain State has none)
    def on_peek(self, seat: int, cards) -> None:
        self.emit({"type": "peek", "player": seat, "cards": [describe_full(self, c) for c in cards]})

    def on_reveal(self, z: int) -> None:
        self.emit({"type": "reveal", "zone": self.layout.zone_name[z], "owner": self.layout.zone_owner[z],
                   "cards": [describe_full(self, c) for c in self.zl[z]]})

    def on_place(self, seat: int, card) -> None:
        self.emit({"type": "place", "player": seat, "card": describe_full(self, card)})

    def on_out(self, seat: int, how: str) -> None:
        # in end_of_game the `end` event lists who is eliminated (and logs stay as they were)
        if self.phase != "end_of_game":
            self.emit({"type": "out", "round": self.round, "player": seat, "how": how})


@dataclass
class Outcome:
    players: int
    seed: object
    scores: list[dict[str, int]]          # per seat, per scoring category
    totals: list[int]
    eliminated: list[int]
    winners: list[int]
    rounds: int
    decisions: int
    steps: int
    state: State | None = field(default=None, repr=False, compare=False)

    def to_dict(self) -> dict:
        return {"players": self.players, "scores": self.scores, "totals": self.totals,
                "eliminated": self.eliminated, "winners": self.winners, "rounds": self.rounds,
                "decisions": self.decisions}


def check_answer(d: Decision, answer) -> list[int]:
    """The answer as a list of ints, or IllegalDecision saying what is wrong."""
    where = f"decision '{d.label}' of player {d.player}"
    if not isinstance(answer, (list, tuple)):
        raise IllegalDecision(f"{where}: the answer must be a list of option indexes, got {answer!r}")
    for i in answer:
        if type(i) is not int:
            raise IllegalDecision(f"{where}: option indexes are whole numbers, got {i!r}")
        if not 0 <= i < d.count:
            raise IllegalDecision(f"{where}: option {i} does not exist (there are {d.count} options)")
    if len(set(answer)) != len(answer):
        raise IllegalDecision(f"{where}: an option is chosen twice in {list(answer)}")
    if not d.multiple and len(answer) != 1:
        raise IllegalDecision(f"{where}: choose exactly one option, got {len(answer)}")
    if d.multiple and not d.min <= len(answer) <= d.max:
        raise IllegalDecision(f"{where}: choose between {d.min} and {d.max} options, got {len(answer)}")
    return list(answer)


def _declared(agent, name: str, default: bool) -> bool:
    """What an agent declares about its `decide`, read from the class that defines the `decide`
    it uses: a subclass that overrides `decide` (and may read the view, or answer anything) gets
    the safe default unless it declares again."""
    for cls in type(agent).__mro__:
        if "decide" in cls.__dict__:
            return cls.__dict__.get(name, default)
    return default


_RANDOM, _PLAIN = {RandomAgent}, {random.Random}
_POOLS = [list(range(n)) for n in range(22)]      # copied, never changed


def _game_over(player, label, raw, lo, hi, multiple, at):
    """`State.decide` of a play that has ended."""
    raise RuntimeError(f"the play has ended: '{label}' cannot be asked of player {player} any more")


def _random_decider(s: State, rngs: list, history: list):
    """The decisions of RandomAgents with plain generators (`_decider`): the draws of
    `RandomAgent.decide_quick` made here, written out (runtime/draws.py: `below` and the pool
    branch of `sample_range`, the same numbers from the same generator in the same order), so a
    decision costs one call, as `options[rng.randrange(len(options))]` of a hand-written player."""
    sample_range = draws.sample_range
    bits = [rng.getrandbits for rng in rngs]
    record = history.append
    s.draw_bits = bits      # block-charged code draws a choice of one option itself (codegen_calls)

    def decide_random(player, label, raw, lo, hi, multiple, at):
        s.decisions += 1
        getrandbits = bits[player]
        n = len(raw)
        if not multiple:                       # below(rng, n)
            b = n.bit_length()
            r = getrandbits(b)
            while r >= n:
                r = getrandbits(b)
            answer = [r]
        else:                                  # k = lo + below(rng, hi - lo + 1), then k of range(n)
            m = hi - lo + 1
            b = m.bit_length()
            k = getrandbits(b)
            while k >= m:
                k = getrandbits(b)
            k += lo
            if k == 0:
                answer = []
            elif n <= 21:                      # sample_range's pool branch (21: its smallest set size)
                answer = [0] * k
                pool = _POOLS[n][:]            # list(range(n))
                i = 0
                for m in range(n, n - k, -1):  # m = n - i: the pool's size at the i-th pick
                    b = m.bit_length()
                    j = getrandbits(b)
                    while j >= m:
                        j = getrandbits(b)
                    answer[i] = pool[j]
                    pool[j] = pool[m - 1]
                    i += 1
            else:
                answer = sample_range(rngs[player], n, k)
        record(answer)
        return answer
    return decide_random


class Game:
    def __init__(self, ir: dict, step_budget: int = DEFAULT_STEP_BUDGET, check_invariants: bool = False,
                 engine: str = DEFAULT_ENGINE):
        if ir.get("format") != "rulewright-ir":
            raise RuleError(f"not rulewright IR (format {ir.get('format')!r})")
        self.ir = ir
        self.step_budget = step_budget
        self.check_invariants = check_invariants   # State.problems() at every statement (slow)
        self.name = ir["ruleset"].get("name", "")
        players = ir["ruleset"].get("players", {})
        self.min_players, self.max_players = int(players.get("min", 1)), int(players.get("max", 8))
        allow_depth(check_ir_numbers(ir))
        self.layout = Layout(ir)
        try:
            self.program = Program(ir, self.layout)
        except RecursionError:
            raise RuleError("the rules are nested too deeply to run") from None
        if engine not in ENGINES:
            raise ValueError(f"engine must be one of {', '.join(ENGINES)}, not {engine!r}")
        self.engine = engine
        if engine == "generated":      # the units written out as Python (runtime/codegen.py)
            from .codegen import install
            install(self.program, local_steps=not check_invariants)
        self._digest = None
        self._starts = None            # see _initial_values
        self._block_program = None     # see _blocks

    @property
    def ir_hash(self) -> str:
        """`ir_digest` of this game's IR (computed once, when first needed)."""
        if self._digest is None:
            self._digest = ir_digest(self.ir)
        return self._digest

    def __reduce__(self):
        return (Game, (self.ir, self.step_budget, self.check_invariants, self.engine))

    def player_counts(self) -> str:
        """The player counts the rules allow, as a message says them: "4" or "2 to 4"."""
        if self.min_players == self.max_players:
            return str(self.min_players)
        return f"{self.min_players} to {self.max_players}"

    def play(self, players: int, seed, agents: list, log=None, step_budget: int | None = None,
             last_round: int | None = None, forced=None, exact: bool = False) -> Outcome:
        """Play a whole game. `last_round` cuts it short (end_of_game runs after that round),
        for lookahead agents that score a position. `forced`, with a log: called with a
        "forced" event (like a decision event, not a log event) for every choice with one
        option, which nobody is asked (the narration tells it; the log does not have it).

        A game of random players that nobody logs runs on generated code that charges its steps
        a block at a time (`_blocks`); if a budget ran out or a rule failed there, the game is
        played again from its seed on the exact code, which says what happened and where: the
        same outcome, steps, errors as always. `exact=True`: the exact code from the start."""
        if not self.min_players <= players <= self.max_players:
            raise RuleError(f"{self.name} is for {self.player_counts()} players, not {players}")
        if len(agents) != players:
            raise ValueError(f"{players} players need {players} agents, got {len(agents)}")
        sink = log.append if isinstance(log, list) else log
        prog = self.program
        if sink:
            s = checked(LoggedState, self.check_invariants)(self.layout, players, seed, sink)
            emit = s.emit
        else:
            s, emit = checked(State, self.check_invariants)(self.layout, players, seed), None
        arm(s, self.step_budget if step_budget is None else step_budget)
        s.history = []
        s.copy_ends = None       # set in a search's copy of this play (runtime/snapshot.py)
        for seat, agent in enumerate(agents):
            start = getattr(agent, "start", None)
            if start is not None:
                start(seed, seat, players)
        s.decide = self._decider(s, agents, emit)      # after `start`: it may read the agents' generators
        # a plain State (no log, no invariants at every statement): the block-charged code
        # changes counters and moves cards in place, with no test for a class that overrides them
        blocks = (not exact and self.engine == "generated" and type(s) is State and forced is None
                  and getattr(s.decide, "replayable", False)
                  and self._blocks() is not None)
        if blocks:
            prog = self._block_program
        if emit and forced is not None:
            def tell_forced(player, label, option, at):
                s.flush()
                forced({"type": "forced", "round": s.round, "phase": s.phase, "player": player, "label": label,
                        "options": [describe_full(s, option)], "answer": [0], "at": at})
            s.forced = tell_forced
        if emit:
            emit({"type": "setup", "format": LOG_FORMAT, "version": LOG_VERSION, "ruleset": self.name,
                  "ir_hash": self.ir_hash, "seed": seed, "players": players,
                  "agents": [getattr(a, "name", type(a).__name__) for a in agents]})
        try:
            self._initial_values(s)
            prog.setup.run(s, prog.setup.new_frame())
            if prog.invariants is not None:
                prog.invariants.check(s, "after setup")
            self.play_on(s, emit, last_round, prog)
            overran = blocks and (s.steps < 0 or s.work < 0)
        except Overrun:          # only block-charged code raises it
            overran = True
        except RuleError:
            if not blocks:
                raise
            overran = True
        except RecursionError:   # the interpreter turns its own into rule errors; this is the rest
            if blocks:
                overran = True
            else:
                where = s.phase if s.phase in ("setup", "end_of_game") else f"phases.{s.phase}"
                raise RuleError("the rules are nested too deeply to run", rule=where) from None
        finally:
            if emit:
                s.flush()        # moves made before an error stay in the log
            if s.copy_ends is not None:
                s.copy_ends(s)   # a search's copy ends here: it reports and exits, never returns
            # the deciders close over the state (a cycle): without them the play is freed as soon
            # as its last reference goes, not later by the garbage collector (~45 us a game)
            s.decide = _game_over
            if s.forced is not None:
                s.forced = None
        if overran:              # the exact code says what happened (the same random players' answers)
            return self.play(players, seed, [RandomAgent() for _ in agents], step_budget=step_budget,
                             last_round=last_round, exact=True)
        if self.check_invariants:
            s.check("at the end of the game")
        out = Outcome(players=players, seed=seed, scores=[dict(sc) for sc in s.scores],
                      totals=[s.total(p) for p in s.players],
                      eliminated=[p for p in s.players if s.eliminated[p]],
                      winners=list(s.winners or []), rounds=s.round, decisions=s.decisions,
                      steps=(self.step_budget if step_budget is None else step_budget) - s.steps, state=s)
        if emit:
            emit({"type": "end", **out.to_dict()})
        return out

    def round_count(self, s: State, last_round: int | None = None) -> int | None:
        """How many rounds the game has (None: no `rounds`, it ends on `game_ends`)."""
        prog = self.program
        if prog.rounds is None and prog.ends.game is not None:
            rounds = None
        else:
            rounds = Program.eval_unit(prog.rounds, s) if prog.rounds else 0
        if last_round is not None:
            rounds = last_round if rounds is None else min(rounds, last_round)
        if rounds is not None and rounds > s.steps:   # each round costs a step: say so now, not in an hour
            raise RuleError(f"{rounds:,} rounds are more than the step budget allows "
                            f"({s.budget[0]:,} statements, rounds and turns)", rule="rounds")
        return rounds

    def play_on(self, s: State, emit, last_round: int | None = None, program=None) -> None:
        """From the state after setup (or a situation in round `s.round`): the remaining
        rounds, then end_of_game. `program`: the units to run (default: the game's)."""
        prog = self.program if program is None else program
        play_rounds(self, s, emit, self.round_count(s, last_round), first=s.round + 1, program=prog)
        s.phase = "end_of_game"
        if emit:
            emit({"type": "phase", "round": s.round, "phase": "end_of_game"})
        if prog.invariants is not None:
            prog.invariants.check(s, "before end_of_game")
        prog.end_of_game.run(s, prog.end_of_game.new_frame())
        if prog.invariants is not None:
            prog.invariants.check(s, "at the end of the game", "at_the_end")

    def _blocks(self) -> Program | None:
        """The program whose generated units charge steps a block at a time (runtime/codegen.py,
        `install(blocks=True)`), made at the first play that can use it; None when it cannot be
        made (Python has less room for the rules' nesting now than when the game was made):
        then every play runs on the exact code, which says so where it matters."""
        if self._block_program is None:
            from .codegen import install
            try:
                program = Program(self.ir, self.layout)
                install(program, blocks=True)
            except RecursionError:
                program = False
            self._block_program = program
        return self._block_program or None

    def _initial_values(self, s: State) -> None:
        if self._starts is None:
            # per counter: (first slot, slots per seat, seats, unit, bounds, value when the start
            # is a number, the counter's index when it may start from a table by its enum)
            lay, self._starts = self.layout, []
            for name, unit in self.program.counter_start.items():
                spec = lay.counter_spec[name]
                node = self.ir["counters"][name]["start"]
                number = None                  # a number or a parameter's number: no need to evaluate it
                if type(node) is dict and node.get("t") == "int":
                    number = node["v"]
                elif type(node) is dict and node.get("t") == "param" and type(self.program.params.get(node["n"])) is int:
                    number = self.program.params[node["n"]]
                seats = lay.max_players if spec["per_player"] else 1
                lo, hi = spec.get("min"), spec.get("max")
                if number is not None:         # all its slots start at the number within its bounds
                    number = max(number, lo) if lo is not None else number
                    number = min(number, hi) if hi is not None else number
                    number = [number] * (seats * lay.counter_stride[name])
                self._starts.append((lay.counter_base[name], lay.counter_stride[name], seats, unit,
                                     lo, hi, number, lay.counter_index.get(name)))
        cv = s.cv
        for base, width, seats, unit, lo, hi, number, index in self._starts:
            if number is not None:
                cv[base:base + len(number)] = number
                continue
            v = Program.eval_unit(unit, s)
            if isinstance(v, dict):        # a table by the counter's enum: a start for each part
                row = [0] * width
                for value, i in index.items():
                    row[i] = v[value]
                row = [max(x, lo) if lo is not None else x for x in row]
                row = [min(x, hi) if hi is not None else x for x in row]
                cv[base:base + seats * width] = row * seats
                continue
            v = max(v, lo) if lo is not None else v
            v = min(v, hi) if hi is not None else v
            cv[base:base + seats * width] = [v] * (seats * width)
        for name, unit in self.program.var_start.items():
            s.vars[name] = Program.eval_unit(unit, s)

    @staticmethod
    def _decider(s: State, agents: list, emit):
        # What each agent declares it needs (see runtime.agents): an agent that reads no view
        # gets None instead, and the answers of one that only gives legal answers are not
        # checked. Agents that declare nothing get both.
        history = s.history
        if emit is None and {type(a) for a in agents} == _RANDOM:
            # the usual case, decided without asking each agent's class what it declares (which
            # took longer than a short game's first decisions): the answer below is the same
            rngs = [a.rng for a in agents]
            if {type(r) for r in rngs} == _PLAIN and draws.exact():     # draws.is_plain of each
                decide = _random_decider(s, rngs, history)
                # new RandomAgents started from the same seed give the same answers again
                decide.replayable = not any(a._fixed for a in agents)
                return decide
        views = [_declared(a, "reads_view", True) for a in agents]
        checks = [not _declared(a, "answers_are_legal", False) for a in agents]
        quick = [getattr(a, "decide_quick", None) if not views[i] and not checks[i]
                 and _declared(a, "decide_quick", None) is not None else None for i, a in enumerate(agents)]
        if emit is None and all(q is not None for q in quick):
            rngs = [a.rng if type(a) is RandomAgent and draws.is_plain(a.rng) else None for a in agents]
            if all(r is not None for r in rngs) and draws.exact():
                return _random_decider(s, rngs, history)
            # the cheap path: agents that need no view, no Decision and no checks (random)
            def decide_quick(player, label, raw, lo, hi, multiple, at):
                s.decisions += 1
                try:
                    answer = quick[player](len(raw), lo, hi, multiple)
                except GameAbort:
                    raise
                except Exception as ex:
                    raise AgentError(f"the agent of player {player} failed on '{label}' ({at}): {ex!r}") from ex
                history.append(answer)
                return answer
            return decide_quick

        def decide(player, label, raw, lo, hi, multiple, at):
            s.decisions += 1
            d = Decision(s, player, label, raw, lo, hi, multiple, at)
            if emit:
                flush = getattr(s, "flush", None)
                if flush is not None:
                    flush()          # the moves so far, before an agent (a person) is asked
            try:
                answer = agents[player].decide(PlayerView(s, player) if views[player] else None, d)
            except GameAbort:
                raise
            except Exception as ex:
                raise AgentError(f"the agent of player {player} failed on '{label}' ({at}): {ex!r}") from ex
            if checks[player]:
                answer = check_answer(d, answer)
            history.append(answer)
            if emit:
                emit({"type": "decision", "n": s.decisions, "round": s.round, "phase": s.phase,
                      "player": player, "label": label, "min": lo, "max": hi, "multiple": multiple,
                      "options": [describe_full(s, v) for v in raw], "answer": answer, "at": at})
            return answer
        return decide
