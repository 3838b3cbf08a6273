"""Helpers shared by the command modules: finding a ruleset, compiling it, writing files.

Output files (docs/outputs.md): `check_output` before the work starts, `write_atomically`
at the end. Both raise `OutputError`, which click shows as one line `error: cannot write X:
reason` with exit code 1.
"""
from __future__ import annotations

import os
import signal
import stat
import sys
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

import click

# the compiler is imported where it is used: `rulewright --help` should not load it
if TYPE_CHECKING:
    from rulewright.compiler.build import Result

# Signals that stop a command from outside. A file write defers them, so that it ends whole
# (or removed) and never leaves a temporary file behind.
STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))


class UsageProblem(click.UsageError):
    exit_code = 2


class OutputError(click.ClickException):
    """An output file that cannot be written: one line on stderr, exit 1."""
    exit_code = 1

    def __init__(self, path, reason: str):
        super().__init__(f"cannot write {path}: {reason}")
        self.path, self.reason = path, reason

    def show(self, file=None) -> None:
        click.echo(f"error: {self.format_message()}", err=True)


class Terminated(KeyboardInterrupt):
    """SIGTERM or SIGHUP, turned into an exception so that a command can stop cleanly (a
    game writes its log so far). A KeyboardInterrupt: whatever handles Ctrl-C handles it."""

    def __init__(self, signum: int):
        super().__init__(f"stopped by {signal.Signals(signum).name}")
        self.signum = signum


class OutputFile(click.Path):
    """An output file's name (-o, --log): as click.Path(dir_okay=False), and also refusing an
    empty name and a name that ends with '/' (a folder: `-o out/` must not write a file 'out')."""

    def __init__(self):
        super().__init__(dir_okay=False, path_type=Path)

    def convert(self, value, param, ctx):
        if isinstance(value, str):
            if not value:
                self.fail("the file name is empty; give a file name", param, ctx)
            if value.endswith(("/", os.sep)) or os.path.basename(value) in (".", ".."):
                self.fail(f"'{value}' names a folder; give a file name in it (e.g. {value.rstrip('/')}/NAME)",
                          param, ctx)
        return super().convert(value, param, ctx)


class OutputFolder(click.Path):
    """An output folder's name (--plot, --all): as click.Path(file_okay=False), and not empty
    (an empty name would silently mean the current folder)."""

    def __init__(self):
        super().__init__(file_okay=False, path_type=Path)

    def convert(self, value, param, ctx):
        if isinstance(value, str) and not value:
            self.fail("the folder name is empty; give a folder (. for the current one)", param, ctx)
        return super().convert(value, param, ctx)


def why_not_an_agent(name: str) -> str:
    """What is wrong with an --agents entry the agent table does not know, for the message
    after "unknown agent 'NAME'": a budget on an agent that takes none, or a search budget
    out of range; empty for a name that is no agent at all."""
    base, colon, budget = name.partition(":")
    if colon and base in ("random", "greedy"):
        return f"{base} takes no budget: write {base}"
    if colon and base == "ismcts":
        return ("ismcts takes 1 to 1000000 iterations (ismcts:400) or up to 3600 seconds (ismcts:2s) "
                "per decision, optionally with a playout policy (ismcts:400:mast)")
    return ""


def ruleset_path(name: str) -> Path:
    """The ruleset an argument names (see locate_ruleset for the order); says on stderr which
    folder is used when it is not the path typed, so an edited copy is never silently ignored."""
    from rulewright.compiler.build import bundled_rulesets, locate_ruleset
    path, note = locate_ruleset(name)
    if path is None:
        known = ", ".join(bundled_rulesets()) or "none"
        shown = f"'{name}'" if len(name) <= 80 else f"'{name[:40]}…' (a name of {len(name)} characters)"
        raise UsageProblem(f"no ruleset at {shown}: give a ruleset folder, a house-rule file "
                           f"or a bundled ruleset name ({known})")
    if note:
        click.echo(note, err=True)
    return path


def readable_path(path) -> str:
    """A file's path as a person reads it: normalised (no `x/../`), relative to the working
    directory when it is below it, else the shorter of the relative and the absolute path."""
    try:
        target = Path(path).resolve()
        here = Path.cwd().resolve()
    except (OSError, RuntimeError):
        return str(path)
    try:
        return target.relative_to(here).as_posix()
    except ValueError:
        pass
    try:
        relative = Path(os.path.relpath(target, here))
    except ValueError:               # another drive (Windows)
        return str(target)
    return relative.as_posix() if len(relative.as_posix()) < len(str(target)) else str(target)


# ---- signals ------------------------------------------------------------------------------

def _in_main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


@contextmanager
def deferred_signals():
    """Hold SIGINT, SIGTERM and SIGHUP until the block ends, then deliver the first one that
    came (to the handlers that were in place). Outside the main thread: nothing is deferred."""
    if not _in_main_thread():
        yield
        return
    received: list[int] = []
    previous = {}
    for signum in STOP_SIGNALS:
        previous[signum] = signal.signal(signum, lambda s, frame: received.append(s))
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
        if received:
            signal.raise_signal(received[0])


@contextmanager
def signals_as_interrupts():
    """Inside the block, SIGTERM and SIGHUP raise `Terminated` (like Ctrl-C raises
    KeyboardInterrupt) instead of ending the process at once."""
    if not _in_main_thread():
        yield
        return

    def stop(signum, frame):
        raise Terminated(signum)
    previous = {s: signal.signal(s, stop) for s in STOP_SIGNALS if s != signal.SIGINT}
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)


# ---- output files -------------------------------------------------------------------------

def _reason(ex: OSError) -> str:
    return ex.strerror or str(ex)


def _kind(mode: int) -> str | None:
    """Why a file of this mode cannot be an output, or None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "it is a folder"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "it is a device; rulewright writes regular files only"
    if stat.S_ISFIFO(mode):
        return "it is a named pipe (fifo); rulewright writes regular files only"
    if stat.S_ISSOCK(mode):
        return "it is a socket; rulewright writes regular files only"
    return "it is not a regular file"


def _target(path: Path) -> Path:
    """The file that is really written: a symbolic link's target (the link stays)."""
    return Path(os.path.realpath(path)) if os.path.islink(path) else path


def _check_file(shown, target: Path) -> None:
    """An existing target must be a regular file that may be replaced."""
    try:
        st = os.stat(target)
    except (FileNotFoundError, NotADirectoryError):
        return                        # a new file; its folder is checked next
    except OSError as ex:
        raise OutputError(shown, _reason(ex)) from None
    kind = _kind(st.st_mode)
    if kind:
        raise OutputError(shown, kind)
    # mode bits, not os.access: root may write anything, but a read-only file is a choice
    if not st.st_mode & 0o222 or not os.access(target, os.W_OK):
        raise OutputError(shown, "the file is read-only (make it writable with chmod u+w, or choose another file)")


def _make_folder(shown, folder: Path) -> None:
    """Create `folder` (and its parents) unless it exists; it must be a folder we can write in."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        if os.path.islink(folder) and not os.path.exists(folder):
            raise OutputError(shown, f"{folder} is a symbolic link to nothing") from None
        raise OutputError(shown, f"{folder} is a file, not a folder") from None
    except NotADirectoryError:
        raise OutputError(shown, f"a part of {folder} is a file, not a folder") from None
    except OSError as ex:
        raise OutputError(shown, f"cannot create the folder {folder}: {_reason(ex)}") from None
    if not folder.is_dir():
        raise OutputError(shown, f"{folder} is a file, not a folder")


def _probe(shown, folder: Path) -> None:
    """Create and remove a file in `folder`: the only test that also holds for root, read-only
    file systems and /proc or /sys."""
    with deferred_signals():
        try:
            import tempfile                  # here: only a command that writes a file needs it
            fd, tmp = tempfile.mkstemp(prefix=".rulewright-check.", dir=folder)
        except OSError as ex:
            raise OutputError(shown, f"cannot create a file in {folder}: {_reason(ex)}") from None
        os.close(fd)
        os.unlink(tmp)


def _folder_of(path: Path) -> Path:
    return path.parent if str(path.parent) else Path(".")


def check_output(path, folder: bool = False) -> None:
    """Check before the work starts that `path` can be written; raise `OutputError` if not.

    A file (`folder=False`): an existing target (a link's target) must be a regular file that
    is not read-only; its folder is created if missing and must take new files. A folder
    (`folder=True`, e.g. sheet --all, compare --plot) is created if missing and must take
    new files."""
    path = Path(path)
    if folder:
        _make_folder(path, path)
        _probe(path, path)
        return
    target = _target(path)
    _check_file(path, target)
    parent = _folder_of(target)
    _make_folder(path, parent)
    _probe(path, parent)


def _new_file_mode() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def write_atomically(path, data: str | bytes) -> None:
    """Write the whole file or nothing: a temporary file in the same folder, then a rename.

    A link is followed (its target is replaced); a replaced file keeps its mode, a new one
    gets 0666 minus the umask; devices, fifos, folders and read-only files are refused.
    Ctrl-C, SIGTERM and SIGHUP wait until the file is written or removed. Raises
    `OutputError` with the reason."""
    path = Path(path)
    target = _target(path)
    _check_file(path, target)
    folder = _folder_of(target)
    _make_folder(path, folder)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    with deferred_signals():
        try:
            existing = os.stat(target)
        except OSError:
            existing = None
        try:
            import tempfile
            fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
        except OSError as ex:
            raise OutputError(path, _reason(ex)) from None
        try:
            try:
                with os.fdopen(fd, "wb") as handle:
                    handle.write(payload)
                    handle.flush()
                    os.fsync(handle.fileno())
                if existing is not None:
                    os.chmod(tmp, stat.S_IMODE(existing.st_mode))
                    try:
                        os.chown(tmp, existing.st_uid, existing.st_gid)
                    except OSError:
                        pass                  # not ours to give away: keep our own
                else:
                    os.chmod(tmp, _new_file_mode())
                os.replace(tmp, target)
            except OSError as ex:
                raise OutputError(path, _reason(ex)) from None
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise


def show_notes(result: Result) -> None:
    """The compiler's one-line notes (e.g. which bundled locale files a copied ruleset uses) on
    stderr, each once per command (diff and compare compile two rulesets that share a base)."""
    ctx = click.get_current_context(silent=True)
    shown = ctx.find_root().meta.setdefault("rulewright.notes", set()) if ctx is not None else set()
    for note in result.notes:
        if note not in shown:
            shown.add(note)
            click.echo(note, err=True)


def compiled_or_exit(root: Path, languages: list[str] | None = None) -> Result:
    """Compile a ruleset for a command that needs it whole; on errors print them and exit 1.
    `languages`: only these languages' translations are checked (see compile_ruleset)."""
    from rulewright.compiler.build import compile_ruleset
    from rulewright.compiler.diagnostics import render_text, summary
    result = compile_ruleset(root, languages=languages)
    show_notes(result)
    if not result.ok:
        errors = [d for d in result.diagnostics if d.is_error]
        click.echo(render_text(errors, result.sources), err=True)
        # counted as `validate` counts them: the assumptions in force (RW602) are no warnings here
        click.echo(summary([d for d in result.diagnostics if d.is_error or d.code != "RW602"]), err=True)
        sys.exit(1)
    return result
