"""The game log file (docs/logs.md): JSON lines, one event each, closed by a digest line.

Writers append the digest with `with_digest` (or feed a `LogDigest` line by line); `read_log`
reads a log with bounds on its size, its lines and their nesting, checks the shape of every
line and of the setup event, and keeps the lines as text (parsed again when compared), so a
log costs about its own size in memory.
"""
from __future__ import annotations

import hashlib
import json
import os
import stat
import sys
from dataclasses import dataclass, field
from pathlib import Path

from rulewright.runtime.game import LOG_FORMAT, LOG_VERSION

# A 5-player game of Rattus Cartus between greedy bots is about 200 KB in 570 lines, the
# longest 7.4 KB: the caps leave a margin of two orders of magnitude for longer games.
MAX_LOG_BYTES = 50_000_000
MAX_LINE_BYTES = 1_000_000
MAX_DEPTH = 32                 # an event nests 4 levels (event, cards, card, seen_by)
READABLE_VERSIONS = (1, LOG_VERSION)   # version 1 logs have no digest line
DIGEST_FROM_VERSION = 2
EVENT_TYPES = ("setup", "phase", "decision", "move", "shuffle", "counter", "peek", "reveal", "place",
               "out", "ended", "end", "abort", "digest")
LAST_EVENTS = ("end", "abort")


class LogProblem(Exception):
    """A log that cannot be read or is not in the log format; the message names the line."""


# ---- the digest ----------------------------------------------------------------------------

def canonical(event: dict) -> bytes:
    """An event as canonical JSON (sorted keys, no spaces, UTF-8), the unit of the digest."""
    return json.dumps(event, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"


class LogDigest:
    """A running SHA-256 over the canonical JSON of every event, in order, with a checkpoint
    (its first 16 hex digits) after the setup and after every decision: the replay checks
    every other line itself, so a checkpoint that fails names the line that was changed."""

    CHECKPOINTED = ("setup", "decision")

    def __init__(self):
        self._sha = hashlib.sha256()
        self.events = 0
        self.checkpoints: list[str] = []
        self.checkpoint_lines: list[int] = []       # where each one is (filled when reading)

    def add(self, event: dict, line: int | None = None) -> None:
        self._sha.update(canonical(event))
        self.events += 1
        if event.get("type") in self.CHECKPOINTED:
            self.checkpoints.append(self._sha.hexdigest()[:16])
            self.checkpoint_lines.append(line if line is not None else self.events)

    def add_line(self, line: str) -> None:
        self.add(json.loads(line))

    def hexdigest(self) -> str:
        return self._sha.hexdigest()

    def event(self) -> dict:
        """The last line of a log: how many events the digest covers, and the digest."""
        return {"type": "digest", "algorithm": "sha256", "events": self.events, "sha256": self.hexdigest(),
                "checkpoints": self.checkpoints}

    def line(self) -> str:
        return json.dumps(self.event(), separators=(",", ":")) + "\n"


def with_digest(text: str) -> str:
    """Log text (JSON lines) with its digest line appended."""
    digest = LogDigest()
    for line in text.splitlines():
        if line.strip():
            digest.add_line(line)
    return text + digest.line()


# ---- reading -------------------------------------------------------------------------------

@dataclass
class LoggedGame:
    """A log that passed `read_log`: its event lines as text, the setup, the answers."""
    name: str                                   # the file as messages call it
    lines: list[str]                            # one JSON event per entry, in order
    numbers: list[int]                          # the file's line number of each entry
    setup: dict
    last: dict                                  # the last event (before the digest line)
    decisions: list[dict] = field(default_factory=list)   # {"line", "n", "player", "label", "answer"}
    digest_line: int | None = None              # where the digest is, if the log has one
    digest_ok: bool = False                     # the digest matches every event before it
    digest_problem: str = ""                    # why not, when it does not

    def event(self, i: int) -> dict:
        return json.loads(self.lines[i])

    def where(self, i: int) -> str:
        return f"{self.name}:{self.numbers[i]}"


def read_log(path: str | Path) -> LoggedGame:
    """Read and check a log file (`-`: standard input); `LogProblem` says what is wrong, where."""
    name = str(path)
    if name == "-":
        name = "<stdin>"
        return _read(sys.stdin.buffer, name)
    try:
        info = os.stat(path)
    except OSError as ex:
        raise LogProblem(f"{name}: cannot read the log ({ex.strerror or ex})") from None
    if not stat.S_ISREG(info.st_mode):
        raise LogProblem(f"{name}: not a regular file (a folder, device or pipe); give a log file "
                         f"written by `rulewright play --log`, or - for standard input")
    if info.st_size > MAX_LOG_BYTES:
        raise LogProblem(f"{name}: the file has {info.st_size:,} bytes, more than a log may have "
                         f"({MAX_LOG_BYTES:,} bytes)")
    try:
        with open(path, "rb") as handle:
            return _read(handle, name)
    except OSError as ex:
        raise LogProblem(f"{name}: cannot read the log ({ex.strerror or ex})") from None


def _read(handle, name: str) -> LoggedGame:
    lines, numbers, digest = [], [], LogDigest()
    setup = last = digest_event = digest_line = None
    digest_problem = ""
    decisions, total, number = [], 0, 0
    while True:
        raw = handle.readline(MAX_LINE_BYTES + 1)
        if not raw:
            break
        number += 1
        total += len(raw)
        where = f"{name}:{number}"
        if total > MAX_LOG_BYTES:
            raise LogProblem(f"{where}: the log goes on past {MAX_LOG_BYTES:,} bytes, more than a log may have")
        if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
            raise LogProblem(f"{where}: the line is longer than {MAX_LINE_BYTES:,} bytes, "
                             f"more than a log line may have")
        try:
            text = raw.decode("utf-8").rstrip("\r\n")
        except UnicodeDecodeError as ex:
            raise LogProblem(f"{where}: not a rulewright log (not UTF-8 text at byte {ex.start + 1} "
                             f"of the line)") from None
        if digest_event is not None:
            raise LogProblem(f"{where}: a line after the digest (line {digest_line}), which must be the last line")
        if not text.strip():
            raise LogProblem(f"{where}: an empty line; a log has one event on every line")
        event = parse_event(text, where)
        kind = event["type"]
        if setup is None:
            setup = check_setup(event, where)
        elif kind == "setup":
            raise LogProblem(f"{where}: a second setup event; only the first line is the setup")
        elif last is not None and last["type"] in LAST_EVENTS and kind != "digest":
            raise LogProblem(f"{where}: an event after the {last['type']} event of line {numbers[-1]}, "
                             f"which ends a log")
        if kind == "digest":
            digest_event = check_digest(event, where)
            digest_problem = digest_mismatch(digest_event, digest, number)
            digest_line = number
            continue
        check_shape(event, where)
        if kind == "decision":
            decisions.append({"line": number, "n": event.get("n"), "player": event["player"],
                              "label": event["label"], "answer": event["answer"]})
        digest.add(event, number)
        lines.append(text)
        numbers.append(number)
        last = event
    if setup is None:
        raise LogProblem(f"{name}: the log is empty")
    return LoggedGame(name, lines, numbers, setup, last, decisions, digest_line=digest_line,
                      digest_ok=digest_line is not None and not digest_problem, digest_problem=digest_problem)


def parse_event(text: str, where: str) -> dict:
    """One line as an event: a JSON object with a string "type", of bounded nesting."""
    try:
        event = json.loads(text, parse_constant=_no_constant, parse_float=_no_float)
    except RecursionError:
        raise LogProblem(f"{where}: not a log event (nested too deeply)") from None
    except json.JSONDecodeError as ex:
        raise LogProblem(f"{where}: not a JSON object ({ex.msg}, column {ex.colno})") from None
    except ValueError as ex:           # a number with thousands of digits, NaN, a fraction
        raise LogProblem(f"{where}: not a log event ({ex})") from None
    if not isinstance(event, dict) or not isinstance(event.get("type"), str):
        raise LogProblem(f"{where}: each line must be a JSON object with a \"type\" (a string)")
    if _depth(event) > MAX_DEPTH:
        raise LogProblem(f"{where}: not a log event (nested more than {MAX_DEPTH} levels deep)")
    if event["type"] not in EVENT_TYPES:
        shown = event["type"] if len(event["type"]) <= 40 else event["type"][:40] + "…"
        raise LogProblem(f"{where}: unknown event type {shown!r} (the types are {', '.join(EVENT_TYPES)})")
    return event


def _no_constant(name: str):
    raise ValueError(f"{name} is not a number a log holds")


def _no_float(text: str):
    raise ValueError(f"{text[:40]} is not a whole number; a log holds whole numbers only")


def _depth(value) -> int:
    """Nesting depth without recursion (a hostile line may nest thousands of levels)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        deepest = max(deepest, depth)
        if deepest > MAX_DEPTH:
            break
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return deepest


def _whole(value) -> bool:
    return type(value) is int           # bool is a subclass of int, but not a number here


def check_setup(event: dict, where: str) -> dict:
    """The first line: the setup event, every field of the right type."""
    if event["type"] != "setup" or event.get("format") != LOG_FORMAT:
        raise LogProblem(f"{where}: not a rulewright log (the first line must be the setup event "
                         f"with \"format\": \"{LOG_FORMAT}\")")
    version = event.get("version")
    if not _whole(version) or version not in READABLE_VERSIONS:
        raise LogProblem(f"{where}: log format version {_short(version)} is not supported "
                         f"(this rulewright reads versions {', '.join(map(str, READABLE_VERSIONS))})")
    ruleset = event.get("ruleset")
    if not isinstance(ruleset, str) or not ruleset or len(ruleset) > 100 or ruleset.startswith(".") \
            or any(c in ruleset for c in "/\\:\0") or not ruleset.isprintable():
        raise LogProblem(f"{where}: the setup event needs \"ruleset\", the name of the ruleset "
                         f"(a plain name, like \"rattus_cartus\"), got {_short(ruleset)}")
    ir_hash = event.get("ir_hash")
    if not isinstance(ir_hash, str) or len(ir_hash) != 64 or any(c not in "0123456789abcdef" for c in ir_hash):
        raise LogProblem(f"{where}: the setup event needs \"ir_hash\", 64 hexadecimal digits, got {_short(ir_hash)}")
    if not _whole(event.get("seed")):
        raise LogProblem(f"{where}: the setup event needs \"seed\", a whole number, got {_short(event.get('seed'))}")
    players, agents = event.get("players"), event.get("agents")
    if not _whole(players) or players < 1:
        raise LogProblem(f"{where}: the setup event needs \"players\", a whole number from 1, "
                         f"got {_short(players)}")
    if not isinstance(agents, list) or len(agents) != players \
            or not all(isinstance(a, str) and a and len(a) <= 100 for a in agents):
        raise LogProblem(f"{where}: the setup event needs one entry in \"agents\" per player: "
                         f"{players} names (strings), got {_short(agents)}")
    return event


def check_shape(event: dict, where: str) -> None:
    """The fields this command reads itself; everything else is compared with the replay."""
    kind = event["type"]
    if kind == "decision":
        answer = event.get("answer")
        if not isinstance(answer, list) or not all(_whole(i) for i in answer) or len(answer) > 10_000 \
                or not _whole(event.get("player")) or not isinstance(event.get("label"), str):
            raise LogProblem(f"{where}: a decision needs \"player\", \"label\" and \"answer\" "
                             f"(a list of option numbers)")
    elif kind == "abort":
        if not isinstance(event.get("reason"), str) or not isinstance(event.get("message"), str):
            raise LogProblem(f"{where}: an abort event needs \"reason\" and \"message\" (strings)")
    elif kind == "out":
        if not _whole(event.get("player")) or not _whole(event.get("round")) \
                or event.get("how") not in ("eliminated", "knocked_out"):
            raise LogProblem(f"{where}: an out event needs \"round\", \"player\" (a seat) and \"how\" "
                             f"(eliminated or knocked_out)")
    elif kind == "ended":
        if event.get("what") not in ("game", "round") or not _whole(event.get("round")):
            raise LogProblem(f"{where}: an ended event needs \"what\" (game or round) and \"round\" (a number)")
    elif kind == "end":
        winners = event.get("winners")
        if not isinstance(winners, list) or not all(_whole(p) for p in winners):
            raise LogProblem(f"{where}: an end event needs \"winners\" (a list of seats)")


def check_digest(event: dict, where: str) -> dict:
    checkpoints = event.get("checkpoints")
    if event.get("algorithm") != "sha256" or not _whole(event.get("events")) \
            or not isinstance(event.get("sha256"), str) or not isinstance(checkpoints, list) \
            or not all(isinstance(c, str) for c in checkpoints):
        raise LogProblem(f"{where}: a digest line needs \"algorithm\": \"sha256\", \"events\" "
                         f"(a number), \"sha256\" (the digest) and \"checkpoints\" (a list)")
    return event


def digest_mismatch(event: dict, digest: LogDigest, number: int) -> str:
    """Why the digest on line `number` does not match the lines before it ("" when it does)."""
    if event["events"] != digest.events:
        return f"the digest on line {number} covers {event['events']} events, but {digest.events} lines come before it"
    for line, ours, theirs in zip(digest.checkpoint_lines, digest.checkpoints, event["checkpoints"]):
        if ours != theirs:
            if event["sha256"] == digest.hexdigest():
                break                   # the lines are as written: the checkpoints were edited
            return f"the log differs from what was written at or before line {line} (its checkpoint in the digest on line {number})"
    if event["sha256"] != digest.hexdigest():
        return f"the digest on line {number} does not match the {digest.events} lines before it"
    if event["checkpoints"] != digest.checkpoints:
        return f"the digest line {number} itself was changed (its checkpoints do not match the lines)"
    return ""


def _short(value) -> str:
    text = json.dumps(value, ensure_ascii=False) if value is not None else "nothing"
    return text if len(text) <= 60 else text[:60] + "…"
