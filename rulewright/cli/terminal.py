"""The terminal boundary: everything rulewright prints goes through here (docs/outputs.md).

1. Control characters are shown, not executed. Text in the rules, house rules and locales is
   data from strangers: a terminal escape sequence in a parameter's reason must not retitle
   the window or rewrite the screen. Every C0 and C1 control character except newline and
   tab is printed as `\\u001b`; that is also its JSON escape, so JSON output stays valid JSON
   with the same values (json.dumps escapes C0 itself; C1 and DEL it leaves raw).
2. Standard output or error that fails (a full disk, `> /dev/full`, a closed pipe `| head -1`)
   gives one line on stderr (nothing for a broken pipe, like other Unix tools) and exit 1,
   never a traceback.
"""
from __future__ import annotations

import errno
import os
import re
import sys

import click

_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _escape(match: re.Match) -> str:
    return f"\\u{ord(match.group()):04x}"


def visible(text: str) -> str:
    """`text` with every control character but newline and tab written as `\\uXXXX`."""
    return _CONTROL.sub(_escape, text)


class VisibleText:
    """A text stream that writes through `visible` and remembers the first error of the
    stream beneath (which it still raises). It has no `buffer`: nothing can bypass it."""

    def __init__(self, inner, label: str):
        self.inner, self.label = inner, label
        self.failure: OSError | None = None

    def _do(self, action, *args):
        try:
            return action(*args)
        except OSError as ex:
            self.failure = self.failure or ex
            raise

    def write(self, text: str) -> int:
        if not isinstance(text, str):
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        self._do(self.inner.write, visible(text))
        return len(text)

    def write_control(self, text: str) -> int:
        """Our own control sequences (a progress bar's carriage return), written as they are."""
        self._do(self.inner.write, text)
        return len(text)

    def writelines(self, lines) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        self._do(self.inner.flush)

    def isatty(self) -> bool:
        try:
            return bool(self.inner.isatty())
        except (AttributeError, ValueError, OSError):
            return False

    def fileno(self) -> int:
        return self.inner.fileno()

    def writable(self) -> bool:
        return True

    def readable(self) -> bool:
        return False

    @property
    def encoding(self):
        return getattr(self.inner, "encoding", "utf-8")

    @property
    def errors(self):
        return getattr(self.inner, "errors", "strict")

    @property
    def closed(self) -> bool:
        return getattr(self.inner, "closed", False)

    @property
    def name(self):
        return getattr(self.inner, "name", self.label)


def control_writer(stream):
    """The writer for a command's own control sequences on `stream`."""
    return getattr(stream, "write_control", stream.write)


def _silence(stream) -> None:
    """Point a failed stream's file descriptor at /dev/null, so that the interpreter's last
    flush at exit cannot fail again (and print an 'Exception ignored' traceback)."""
    try:
        fd = stream.fileno()
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, fd)
        os.close(null)
    except (AttributeError, ValueError, OSError):
        pass


class TerminalBoundary(click.Group):
    """A command group whose commands all run behind the boundary."""

    def main(self, *args, **kwargs):
        saved = sys.stdout, sys.stderr
        out = VisibleText(sys.stdout, "standard output")
        err = VisibleText(sys.stderr, "standard error")
        sys.stdout, sys.stderr = out, err
        code = None
        returned = None
        try:
            try:
                returned = super().main(*args, **kwargs)      # standalone mode: always SystemExit
            except SystemExit as ex:
                code = ex.code
            except OSError:
                if not (out.failure or err.failure):
                    raise
                code = 1
            for stream in (out, err):
                try:
                    stream.flush()
                except OSError:
                    pass
        finally:
            sys.stdout, sys.stderr = saved
        if out.failure is not None:
            _silence(saved[0])
            if out.failure.errno != errno.EPIPE and err.failure is None:
                try:
                    saved[1].write(f"error: cannot write to standard output: "
                                   f"{out.failure.strerror or out.failure}\n")
                    saved[1].flush()
                except OSError:
                    err.failure = err.failure or OSError(errno.EIO, "failed")
        if err.failure is not None:
            _silence(saved[1])
        if (out.failure or err.failure) and code in (None, 0):
            code = 1
        if code is None:
            return returned
        sys.exit(code)
