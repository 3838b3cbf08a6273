"""`rulewright replay`: play a logged game again from its seed and answers and say exactly
what that verified; or, with --view, print the log as one player saw it.

What a replay checks (docs/logs.md): every line of the log is well formed (`game_log`), the
rules are the ones the game was played with (IR hash), every event the replayed game gives
is the log's event on the same line, and the log's digest matches every line before it, so an
edit that leaves the game the same (an answer that changes nothing, a rule position, a name)
is found too.
"""
from __future__ import annotations

import json
import sys

import click

from rulewright.cli.game_log import DIGEST_FROM_VERSION, LAST_EVENTS, LoggedGame, LogProblem, read_log
from rulewright.cli.play_commands import CONTEXT, REPRODUCIBLE_ABORTS, ScriptEnded, abort_event, event_line
from rulewright.cli.support import UsageProblem, compiled_or_exit, ruleset_path
from rulewright.i18n import I18nError
from rulewright.runtime.errors import GameAbort, IllegalDecision
from rulewright.runtime.narration import NarrationFailed, Narrator
from rulewright.runtime.game import Game
from rulewright.runtime.view import redact

# Exit codes (also in docs/logs.md).
EXIT_MATCH = 0          # every event matches, the game is finished, the digest is right
EXIT_MISMATCH = 1       # a difference, a broken log or digest, other rules
EXIT_USAGE = 2
EXIT_INCOMPLETE = 3     # every event matches, but the log stops before the end of the game


class _Mismatch(GameAbort):
    """Stops the replayed game at the first line the replay does not agree with."""

    def __init__(self, index: int, message: str, logged: dict | None = None, produced: dict | None = None):
        super().__init__(message)
        self.index, self.message, self.logged, self.produced = index, message, logged, produced


class _LogEnded(GameAbort):
    """The replay reached the last line of a log that was cut short (no end or abort event)."""


class _Script:
    """The logged answers, in order, shared by every seat of a replay."""

    def __init__(self, log: LoggedGame):
        self.log = log
        self.decisions = log.decisions
        self.i = 0

    def next(self, d) -> list[int]:
        if self.i >= len(self.decisions):
            raise ScriptEnded(f"the log has no answer left for decision '{d.label}' of player {d.player + 1}")
        logged = self.decisions[self.i]
        self.i += 1
        if (logged["player"], logged["label"]) != (d.player, d.label):
            raise _Mismatch(self.log.numbers.index(logged["line"]),
                            f"the game asks player {d.player + 1} '{d.label}', but the log answers "
                            f"player {logged['player'] + 1} '{logged['label']}'")
        return list(logged["answer"])

    @property
    def current_line(self) -> int:
        """The file line of the answer given last."""
        return self.decisions[self.i - 1]["line"]


class _Seat:
    def __init__(self, name: str, script: _Script):
        self.name, self.script = name, script

    def decide(self, view, d) -> list[int]:
        return self.script.next(d)


def _comparable(event: dict) -> dict:
    """What must be equal in the log and the replay. Rule positions ("at") depend on the
    folder the rules were compiled from; the setup's format version is checked on reading
    (a version 1 log replays with this rulewright)."""
    if event.get("type") == "setup":
        return {k: v for k, v in event.items() if k != "version"}
    return {k: v for k, v in event.items() if k != "at"}


class _Comparer:
    """Compares each event of the replayed game with the log's next line, as it comes, and
    hands each one that agrees on to `then` (the narration), if any."""

    def __init__(self, log: LoggedGame, then=None):
        self.log = log
        self.then = then
        self.i = 0               # index of the next logged event

    def __call__(self, event: dict) -> None:
        produced = _comparable(json.loads(event_line(event)))
        if self.i >= len(self.log.lines):
            if self.log.last["type"] not in LAST_EVENTS:
                raise _LogEnded("the log ends here")
            raise _Mismatch(self.i, "the replay goes on after the log's last event", produced=produced)
        logged = self.log.event(self.i)
        if _comparable(logged) != produced:
            raise _Mismatch(self.i, "differs", logged, produced)
        self.i += 1
        if self.then is not None:
            self.then(event)


def replay_events(game: Game, log: LoggedGame, narrator=None) -> int:
    """Play the logged game again, comparing event by event as they come: the number of log
    events the replay agreed with (all of them), or `_Mismatch` at the first that differs.
    `narrator`: told every event that agreed, and the choices with one option, as in `play`."""
    script = _Script(log)
    seats = [_Seat(name, script) for name in log.setup["agents"]]
    compare = _Comparer(log, then=narrator)
    try:
        game.play(log.setup["players"], log.setup["seed"], seats, log=compare, forced=narrator)
    except NarrationFailed:
        raise
    except _LogEnded:
        return compare.i
    except ScriptEnded as ex:
        last = log.last
        stopped_outside = last["type"] == "abort" and last["reason"] not in REPRODUCIBLE_ABORTS
        if stopped_outside and compare.i == len(log.lines) - 1:
            return compare.i + 1             # the answers ran out where the log says the game stopped
        if last["type"] not in LAST_EVENTS and compare.i == len(log.lines):
            return compare.i
        logged = log.event(compare.i) if compare.i < len(log.lines) else None
        raise _Mismatch(compare.i, f"the game asks for an answer here, but the log goes on ({ex})", logged) from None
    except IllegalDecision as ex:
        raise _Mismatch(log.numbers.index(script.current_line), f"the answer is not legal: {ex}",
                        log.event(log.numbers.index(script.current_line))) from None
    except _Mismatch:
        raise
    except GameAbort as ex:          # a rule error: the log must have it on this line
        try:
            compare(abort_event(ex))
        except _LogEnded:
            pass
    return compare.i


def _fail(log: LoggedGame, index: int, mismatch: _Mismatch) -> None:
    line = log.numbers[index] if index < len(log.numbers) else log.numbers[-1] + 1
    if mismatch.message == "differs":
        click.echo(f"replay FAILED: event {index + 1} (line {line} of {log.name}) differs")
    else:
        click.echo(f"replay FAILED: event {index + 1} (line {line} of {log.name}): {mismatch.message}")
    if mismatch.logged is not None:
        click.echo(f"  log:    {event_line(mismatch.logged).rstrip()}")
    if mismatch.produced is not None:
        click.echo(f"  replay: {event_line(mismatch.produced).rstrip()}")
    before = [d for d in log.decisions if d["line"] < line]
    if before and mismatch.logged is not None and mismatch.logged.get("type") != "decision":
        d = before[-1]
        click.echo(f"  the last answer before it is on line {d['line']} (decision {d['n']}); "
                   f"if that answer was changed, this is where the game went another way")
    if log.digest_line is not None and not log.digest_ok:
        click.echo(f"  the digest does not match either: {log.digest_problem}")
    sys.exit(EXIT_MISMATCH)


@click.command(name="replay", context_settings=CONTEXT)
@click.argument("log_file", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--ruleset", help="The ruleset the game was played with (default: the bundled one named in the log).")
@click.option("--view", "viewer", type=int, metavar="PLAYER",
              help="Print the log as player PLAYER (1, 2, ...) saw it, as JSON lines, instead of checking it; "
                   "with --lang, tell the game as that player saw it.")
@click.option("--lang", help="Tell the game in this language while checking it, as `play` told it: "
                             "from the people's seats in the log, or from --view PLAYER's.")
def replay(log_file: str, ruleset: str | None, viewer: int | None, lang: str | None) -> None:
    """Re-play the game in LOG_FILE (- for standard input) from its seed and logged answers,
    and check that it gives the same log; or, with --view, print what one player saw.
    With --lang, the game is told in that language as it is checked.

    Exit 0 when the log is a finished game that the replay matches line by line and its
    digest is right, 3 when it matches but the log stops before the end of the game, 1 when
    it does not match, the digest is wrong or missing, or the log is broken, 2 for a usage error.
    """
    try:
        log = read_log(log_file)
    except LogProblem as ex:
        click.echo(f"error: {ex}", err=True)
        sys.exit(EXIT_MISMATCH)
    setup = log.setup
    if viewer is not None and not 1 <= viewer <= setup["players"]:
        raise UsageProblem(f"--view {viewer}: the game had players 1 to {setup['players']}")
    if viewer is not None and lang is None:
        _print_view(log, viewer)
        return
    if ruleset is None:
        try:
            root = ruleset_path(setup["ruleset"])
        except UsageProblem:
            click.echo(f"error: {log.where(0)}: the game was played with the ruleset '{setup['ruleset']}', "
                       f"which is not bundled; name its folder with --ruleset", err=True)
            sys.exit(EXIT_MISMATCH)
    else:
        root = ruleset_path(ruleset)
    game = Game(compiled_or_exit(root).ir)
    if setup["ir_hash"] != game.ir_hash:
        click.echo(f"replay FAILED: the rules in {root} are not the ones the game was played with "
                   f"(IR hash {game.ir_hash[:12]}, the log has {setup['ir_hash'][:12]})")
        sys.exit(EXIT_MISMATCH)
    if not game.min_players <= setup["players"] <= game.max_players:
        click.echo(f"error: {log.where(0)}: the log has {setup['players']} players, but {game.name} is "
                   f"for {game.min_players} to {game.max_players}", err=True)
        sys.exit(EXIT_MISMATCH)
    narrator = _narrator(root, game.ir, lang, setup, viewer) if lang is not None else None
    try:
        verified = replay_events(game, log, narrator)
    except _Mismatch as ex:
        _fail(log, ex.index, ex)
    except NarrationFailed as ex:
        click.echo(f"error: the game cannot be told in '{lang}': {ex.__cause__ or ex}", err=True)
        sys.exit(EXIT_MISMATCH)
    if narrator is not None:
        narrator.flush()
        click.echo("")
        if log.last["type"] == "abort":        # why the game stopped, as `play` said it
            click.echo(_stop_text(narrator.names, log.last))
    _report(log, verified)


STOP_MESSAGES = {"quit": "quit", "input_ended": "input-ended", "interrupted": "interrupted"}


def _stop_text(names, abort: dict) -> str:
    msg_id = STOP_MESSAGES.get(abort["reason"])
    if msg_id is not None:
        return names.msg(msg_id)
    return names.msg("game-error", message=abort.get("message") or abort["reason"])


def _narrator(root, ir: dict, lang: str, setup: dict, viewer: int | None) -> Narrator:
    """The narration of `play`: from --view's seat, else from the seats people played (all
    they saw together when several shared the screen), else everything."""
    import shutil
    from rulewright.cli.play_commands import _isatty, load_names
    from rulewright.runtime.narration_seats import redact_shared
    try:
        names = load_names(root, ir, lang)
    except I18nError as ex:
        click.echo(f"error: {ex}", err=True)
        sys.exit(EXIT_MISMATCH)
    people = [seat for seat, agent in enumerate(setup["agents"]) if agent == "human"]
    seats = [viewer - 1] if viewer is not None else people
    wrap = shutil.get_terminal_size().columns - 1 if _isatty(sys.stdout) else None
    narrator = Narrator(names, write=lambda text: click.echo(text), viewers=seats or None,
                        you=seats[0] if len(seats) == 1 else None, wrap=wrap, width=wrap or 100)
    if len(seats) > 1:
        narrator.redactor = lambda event: redact_shared(event, set(seats))
    return narrator


def _report(log: LoggedGame, verified: int) -> None:
    """Every line agreed with the replay: say what that verified, and how the digest stands."""
    setup, last = log.setup, log.last
    decisions = len(log.decisions)
    if log.digest_line is not None and not log.digest_ok:
        # the replay vouches for every line but answers, rule positions and setup names, and a
        # checkpoint follows the setup and each answer: a failing checkpoint is that very line
        problem = log.digest_problem.replace("differs from what was written at or before line",
                                             "was changed after it was written, on line")
        click.echo(f"replay FAILED: {problem}.")
        click.echo("  The replay agrees with every event, so the change is one that leaves the game the "
                   "same: an answer that changes nothing, a rule position (\"at\"), a name in the setup, "
                   "or the digest line.")
        sys.exit(EXIT_MISMATCH)
    if log.digest_line is None and setup["version"] >= DIGEST_FROM_VERSION:
        click.echo(f"replay FAILED: the log ends at line {log.numbers[-1]} without its digest line, which "
                   f"every log of version {setup['version']} has: it was cut short or edited after it "
                   f"was written (the {verified} events before agree with the replay).")
        sys.exit(EXIT_MISMATCH)
    digest_note = "digest verified" if log.digest_ok else \
        "no digest in this log (written by an older rulewright): an answer changed without changing the game would not be noticed"
    counts = f"{len(log.lines)} events, {decisions} decision{'' if decisions == 1 else 's'}, seed {setup['seed']}"
    if last["type"] == "end":
        winners = ", ".join(f"player {p + 1}" for p in last["winners"]) or "none"
        click.echo(f"replay OK: {counts}, winners {winners}; {digest_note}")
        sys.exit(EXIT_MATCH)
    if last["type"] == "abort":
        reason = f"{last['reason']}: {last['message']}" if last["message"] else last["reason"]
    else:
        reason = "the log has no end or abort event"
    if last["type"] == "abort" and last["reason"] in REPRODUCIBLE_ABORTS:
        where = f"line {log.numbers[-1]}"
    else:
        where = f"decision {decisions + 1}"
    click.echo(f"replay OK as far as it goes: the log stops at {where} ({reason}), the game is not "
               f"finished; {counts}; {digest_note}")
    sys.exit(EXIT_INCOMPLETE)


def _print_view(log: LoggedGame, viewer: int) -> None:
    """The log as one player saw it (the digest line belongs to the full log: left out)."""
    for i in range(len(log.lines)):
        try:
            seen = redact(log.event(i), viewer - 1)
        except (KeyError, TypeError, AttributeError, ValueError, IndexError) as ex:
            click.echo(f"error: {log.where(i)}: the event is not in the rulewright log format ({ex!r})", err=True)
            sys.exit(EXIT_MISMATCH)
        click.echo(event_line(seen), nl=False)
