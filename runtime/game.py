"""A playable game built from IR: `Game(ir).play(players, seed, agents, log=None) -> Outcome`.

The `Game` is static (IR compiled once into closures) and reused for any number of
plays; it pickles as its IR and is rebuilt in a worker process. Everything per play
lives in a `State`. Agents answer decisions with `agent.decide(view, decision)`; if an
agent has `start(seed, seat, players)`, it is called before setup.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .errors import AgentError, GameAbort, IllegalDecision, RuleError
from .interpreter import Program
from .state import Layout, State
from .view import Decision, PlayerView, describe_full, redact

__all__ = ["Game", "Outcome", "Decision", "PlayerView", "redact", "RuleError", "IllegalDecision", "AgentError"]

DEFAULT_STEP_BUDGET = 2_000_000


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


class Game:
    def __init__(self, ir: dict, step_budget: int = DEFAULT_STEP_BUDGET):
        if ir.get("format") != "rulewright-ir":
            raise RuleError(f"not rulewright IR (format {ir.get('format')!r})")
        self.ir = ir
        self.step_budget = step_budget
        self.name = ir["ruleset"].get("name", "")
        players = ir["ruleset"].get("players", {})
        self.min_players, self.max_players = int(players.get("min", 1)), int(players.get("max", 8))
        self.layout = Layout(ir)
        self.program = Program(ir, self.layout)

    def __reduce__(self):
        return (Game, (self.ir, self.step_budget))

    def play(self, players: int, seed, agents: list, log=None, step_budget: int | None = None,
             last_round: int | None = None) -> Outcome:
        """Play a whole game. `last_round` cuts it short (end_of_game runs after that round),
        for lookahead agents that score a position."""
        if not self.min_players <= players <= self.max_players:
            raise RuleError(f"{self.name} is for {self.min_players} to {self.max_players} players, not {players}")
        if len(agents) != players:
            raise ValueError(f"{players} players need {players} agents, got {len(agents)}")
        emit = log.append if isinstance(log, list) else log
        prog = self.program
        s = State(self.layout, players, seed)
        s.steps = self.step_budget if step_budget is None else step_budget
        s.history = []
        s.decide = self._decider(s, agents, emit)
        for seat, agent in enumerate(agents):
            start = getattr(agent, "start", None)
            if start is not None:
                start(seed, seat, players)
        if emit:
            emit({"type": "setup", "ruleset": self.name, "seed": seed, "players": players,
                  "agents": [getattr(a, "name", type(a).__name__) for a in agents]})
        self._initial_values(s)
        prog.setup.run(s, prog.setup.new_frame())
        rounds = Program.eval_unit(prog.rounds, s) if prog.rounds else 0
        if last_round is not None:
            rounds = min(rounds, last_round)
        for r in range(1, rounds + 1):
            s.round = r
            for name, unit in prog.phases:
                s.phase = name
                if emit:
                    emit({"type": "phase", "round": r, "phase": name})
                unit.run(s, unit.new_frame())
        s.phase = "end_of_game"
        if emit:
            emit({"type": "phase", "round": s.round, "phase": "end_of_game"})
        prog.end_of_game.run(s, prog.end_of_game.new_frame())
        out = Outcome(players=players, seed=seed, scores=[dict(sc) for sc in s.scores],
                      totals=[s.total(p) for p in s.players],
                      eliminated=[p for p in s.players if s.eliminated[p]],
                      winners=list(s.winners or []), rounds=s.round, decisions=s.decisions,
                      steps=(self.step_budget if step_budget is None else step_budget) - s.steps, state=s)
        if emit:
            emit({"type": "end", **out.to_dict()})
        return out

    def _initial_values(self, s: State) -> None:
        lay, prog = self.layout, self.program
        for name, unit in prog.counter_start.items():
            v = Program.eval_unit(unit, s)
            spec = lay.counter_spec[name]
            lo, hi = spec.get("min"), spec.get("max")
            v = max(v, lo) if lo is not None else v
            v = min(v, hi) if hi is not None else v
            base, width = lay.counter_base[name], lay.counter_stride[name]
            seats = lay.max_players if spec["per_player"] else 1
            s.cv[base:base + seats * width] = [v] * (seats * width)
        for name, unit in prog.var_start.items():
            s.vars[name] = Program.eval_unit(unit, s)

    @staticmethod
    def _decider(s: State, agents: list, emit):
        def decide(player, label, raw, lo, hi, multiple, at):
            s.decisions += 1
            d = Decision(s, player, label, raw, lo, hi, multiple, at)
            try:
                answer = agents[player].decide(PlayerView(s, player), d)
            except GameAbort:
                raise
            except Exception as ex:
                raise AgentError(f"the agent of player {player} failed on '{label}' ({at}): {ex!r}") from ex
            answer = check_answer(d, answer)
            s.history.append(answer)
            if emit:
                emit({"type": "decision", "n": s.decisions, "round": s.round, "phase": s.phase,
                      "player": player, "label": label, "min": lo, "max": hi, "multiple": multiple,
                      "options": [describe_full(s, v) for v in raw], "answer": answer, "at": at})
            return answer
        return decide
