"""`rulewright play`: one game, told in the players' language, with people at the terminal
and bots. The log format is described in docs/logs.md; `rulewright replay` (replay_command.py)
checks a log.
"""
from __future__ import annotations

import json
import secrets
import shutil
import sys
from pathlib import Path

import click

from rulewright.cli.game_log import with_digest
from rulewright.cli.support import (OutputError, OutputFile, Terminated, UsageProblem, check_output, compiled_or_exit,
                                    ruleset_path, signals_as_interrupts, why_not_an_agent, write_atomically)
from rulewright.i18n import I18nError, engine_file, ruleset_locale_dir, ruleset_localizer
from rulewright.runtime.agents import GreedyAgent, RandomAgent
from rulewright.runtime.errors import AgentError, GameAbort, IllegalDecision, RuleError
from rulewright.runtime.game import Game
from rulewright.runtime.human import HumanAgent, InputEnded, PlayerQuit
from rulewright.runtime.narration import Names, NarrationFailed, Narrator, check_engine_messages
from rulewright.runtime.narration_seats import SharedScreen

AGENT_NAMES = ("human", "greedy", "random", "ismcts")     # and ismcts:N, ismcts:Xs (runtime.simulate.AGENTS)
THINKING_AFTER = 0.5      # seconds a bot may think before a person's terminal says so
ENGINE_RESOURCE = "engine"
CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}

# Why a game stopped early, as the `reason` of the last log event {"type": "abort"}.
# Only a broken rule is reproduced by a replay; the others came from outside the rules
# (a person, an agent, the narration), so a replay stops where the logged answers end.
REPRODUCIBLE_ABORTS = {"rule_error"}


class ScriptEnded(GameAbort):
    """A replay ran out of logged answers."""


# ---- shared helpers -------------------------------------------------------------------------

def event_line(event: dict) -> str:
    return json.dumps(event, ensure_ascii=False, separators=(",", ":")) + "\n"


# The `reason` of an abort event, by the kind of stop; the first that matches counts.
ABORT_REASONS = ((InputEnded, "input_ended"), (PlayerQuit, "quit"), (KeyboardInterrupt, "interrupted"),
                 (NarrationFailed, "narration_error"), (IllegalDecision, "illegal_decision"),
                 (AgentError, "agent_error"), (ScriptEnded, "script_ended"))


def abort_event(ex: BaseException) -> dict:
    reason = next((r for kind, r in ABORT_REASONS if isinstance(ex, kind)), "rule_error")
    return {"type": "abort", "reason": reason, "message": str(ex)}


def load_names(root: Path, ir: dict, lang: str) -> Names:
    """The ruleset's names and the engine's sentences in `lang`.

    engine.ftl is taken from the ruleset's locale folder when it has one for `lang` (a
    translator can add a language next to the rules), else from rulewright's own locales.
    Raises `UsageProblem` for a language the ruleset does not offer, `I18nError` for broken
    or incomplete locale files.
    """
    spec = ir["ruleset"].get("locales") or {}
    offered = list(spec.get("languages", []))
    if lang not in offered:
        raise UsageProblem(f"the ruleset '{ir['ruleset'].get('name', root.name)}' is not translated into "
                           f"'{lang}'; choose --lang from: {', '.join(offered) or 'none'}")
    folder, _ = ruleset_locale_dir(root, spec)
    engine = engine_file(folder, lang, ENGINE_RESOURCE)
    # the ruleset's names (with a house rule's own messages) and the engine's sentences
    loc = ruleset_localizer(ir, root, lang, extra_files=[engine])
    problems = check_engine_messages(loc)
    if problems:
        raise I18nError(f'the "{lang}" engine messages in {engine} are incomplete:\n  ' + "\n  ".join(problems))
    return Names(loc, ir)


def parse_agents(text: str | None, players: int) -> list[str]:
    names = ["human"] + ["greedy"] * (players - 1) if text is None else \
        [a.strip().lower() for a in text.split(",")]
    from rulewright.runtime.simulate import AGENTS
    unknown = [a for a in names if a not in AGENT_NAMES and a not in AGENTS]
    if unknown:
        why = why_not_an_agent(unknown[0])
        raise UsageProblem(f"unknown agent '{unknown[0]}' in --agents; {why}" if why else
                           f"unknown agent '{unknown[0]}' in --agents; the agents are: {', '.join(AGENT_NAMES)} "
                           f"(ismcts:N for N iterations per decision, ismcts:Xs for X seconds)")
    return names


def check_agent_count(names: list[str], players: int) -> None:
    """One agent per seat (after the number of players is known to fit the game)."""
    if len(names) != players:
        raise UsageProblem(f"--players {players} needs {players} agents in --agents, one per seat in order "
                           f"(e.g. {','.join((['human'] + ['random'] * players)[:players])}); got {len(names)}")


# ---- play -----------------------------------------------------------------------------------

@click.command(name="play", context_settings=CONTEXT)
@click.argument("ruleset")
@click.option("-n", "--players", type=int, required=True, help="Number of players.")
@click.option("--seed", type=int, help="Seed of the game's random generator (default: a new one, printed at the end).")
@click.option("--agents", help="Who plays each seat, in order, separated by commas: "
                               "human, greedy, random, ismcts (ismcts:400 iterations or ismcts:2s per decision; "
                               "default: human, then greedy bots).")
@click.option("--lang", default="en", show_default=True, help="Language of the game (one the ruleset offers).")
@click.option("--log", "log_path", type=OutputFile(),
              help="Write the game log here (JSON lines; see docs/logs.md), also when the game stops early.")
def play(ruleset: str, players: int, seed: int | None, agents: str | None, lang: str, log_path: Path | None) -> None:
    """Play one game of RULESET at the terminal, told in --lang.

    A person answers with option numbers; at any question, ? shows how to answer and the
    commands: ? N (what option N does), t (the table), q (quit).

    Exit 0 when the game was played to its end or a person quit it (q), 1 when the rules
    do not compile or the game stopped early otherwise (end of input, an error), 2 for a
    usage error.
    """
    root = ruleset_path(ruleset)
    agent_names = parse_agents(agents, players)
    if log_path is not None:
        check_output(log_path)        # before the game: a bad place must not cost a whole game
    compiled = compiled_or_exit(root)
    ir, root = compiled.ir, compiled.root     # a house rule's names live with its base
    try:
        names = load_names(root, ir, lang)
    except I18nError as ex:
        click.echo(f"error: {ex}", err=True)
        sys.exit(1)
    game = Game(ir)
    if not game.min_players <= players <= game.max_players:
        raise UsageProblem(f"{game.name} is for {game.player_counts()} players, not {players}")
    check_agent_count(agent_names, players)
    given_seed = seed is not None
    if seed is None:
        seed = secrets.randbelow(1_000_000)

    out = sys.stdout
    wrap = shutil.get_terminal_size().columns - 1 if _isatty(out) else None
    humans = [seat for seat, a in enumerate(agent_names) if a == "human"]
    if len(humans) > 1:         # hot seat: what only one person may see is shown to that person alone
        narrator = SharedScreen(names, write=lambda text: click.echo(text), seats=humans, wrap=wrap,
                                width=wrap or 100, clear=_clearing(out))
    else:
        narrator = Narrator(names, write=lambda text: click.echo(text), wrap=wrap, width=wrap or 100,
                            viewers=humans or None, you=humans[0] if humans else None)
    seats = []
    rules = _card_rules(root, ir, lang) if humans else None
    for a in agent_names:
        if a == "human":
            person = HumanAgent(names, sys.stdin, out, wrap=wrap, rules=rules)
            person.before_prompt = (narrator.before_prompt if len(humans) == 1 else
                                    lambda seat=len(seats), person=person: narrator.before_prompt(seat, person))
            seats.append(person)
        elif a == "greedy":
            seats.append(GreedyAgent(game))
        elif a == "random":
            seats.append(RandomAgent())
        else:
            from rulewright.runtime.simulate import AGENTS
            bot = AGENTS[a](game)
            if humans and _isatty(sys.stderr):
                bot.on_think = Thinking(names, len(seats), sys.stderr)
            seats.append(bot)
    events: list[dict] = []

    def on_event(event: dict) -> None:
        events.append(event)
        narrator(event)

    status = 0
    try:
        with signals_as_interrupts():     # SIGTERM, SIGHUP: stop like Ctrl-C, and keep the log so far
            game.play(players, seed, seats, log=on_event, forced=narrator)
    except (GameAbort, KeyboardInterrupt) as ex:
        status = 0 if isinstance(ex, PlayerQuit) else 1     # quitting is asked for, not a failure
        events.append(abort_event(ex))
        try:
            narrator.flush()
        except Exception:
            pass
        click.echo("")
        click.echo(_stop_message(names, ex), err=isinstance(ex, (NarrationFailed, RuleError, AgentError)))
        if isinstance(ex, Terminated):
            click.echo(f"error: the game was {ex}", err=True)
    finally:
        written = _write_log(log_path, events)
    if written:
        click.echo(names.msg("log-written", path=str(log_path)))
    elif log_path is not None:
        status = 1
    if not given_seed:
        click.echo(names.msg("seed-note", seed=str(seed)))
    sys.exit(status)


def _card_rules(root: Path, ir: dict, lang: str):
    """What each kind of card does, as the reference sheet says it (for `? N` at a prompt);
    None when the sheet's templates cannot be loaded in this language."""
    from rulewright.compiler.sheet.card_rules import CardRules
    from rulewright.compiler.sheet.document import sheet_localizer
    try:
        return CardRules(ir, sheet_localizer(root, ir, lang))
    except I18nError:
        return None


def _write_log(path: Path | None, events: list[dict]) -> bool:
    if path is None or not events:
        return False
    try:
        write_atomically(path, with_digest("".join(event_line(e) for e in events)))
    except OutputError as ex:
        click.echo(f"error: cannot write the log: {ex.format_message()}", err=True)
        return False
    return True


def _clearing(stream):
    """What clears the terminal `stream` and its scrollback, or None when it is no terminal.
    The sequence is ours, so it goes past the escaping of control characters (terminal.py)."""
    if not _isatty(stream):
        return None
    from rulewright.runtime.narration_seats import CLEAR
    write = getattr(stream, "write_control", stream.write)

    def clear() -> None:
        write(CLEAR)
        stream.flush()
    return clear


def _isatty(stream) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError, OSError):
        return False


def _stop_message(names: Names, ex: BaseException) -> str:
    """The reason a game stopped, in the game's language when that works."""
    try:
        if isinstance(ex, InputEnded):
            return names.msg("input-ended")
        if isinstance(ex, PlayerQuit):
            return names.msg("quit")
        if isinstance(ex, KeyboardInterrupt):
            return names.msg("interrupted")
        if isinstance(ex, NarrationFailed):
            cause = ex.__cause__ or ex
            return names.msg("narration-error", message=str(cause))
        return names.msg("game-error", message=str(ex))
    except Exception:        # the translation itself is what is broken
        cause = ex.__cause__ or ex
        return f"error: the game stopped: {cause}"


@click.group(context_settings=CONTEXT)
def _standalone() -> None:
    """play, for running this module directly (python -m rulewright.cli.play_commands)."""


_standalone.add_command(play)

if __name__ == "__main__":  # pragma: no cover
    _standalone()


class Thinking:
    """While a bot thinks longer than THINKING_AFTER, a note on a person's terminal (standard
    error, redrawn in place, erased when the bot answers; never in the log or the narration)."""

    def __init__(self, names, seat: int, stream):
        self.names, self.seat, self.stream = names, seat, stream
        self.shown = 0

    def __call__(self, elapsed: float | None) -> None:
        if elapsed is None:
            if self.shown:
                self.stream.write("\r\x1b[K")
                self.stream.flush()
                self.shown = 0
            return
        if elapsed < THINKING_AFTER or int(elapsed) + 1 == self.shown:
            return
        self.shown = int(elapsed) + 1
        text = self.names.msg("agent-thinking", player=self.names.player(self.seat), seconds=int(elapsed))
        self.stream.write("\r\x1b[K" + text)
        self.stream.flush()
