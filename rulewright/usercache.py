"""A cache of work that a process would otherwise redo on every start (parsing the rule code
and the Fluent files of a ruleset), in the user's own cache folder:
`$XDG_CACHE_HOME/rulewright` or `~/.cache/rulewright`.

Every entry is keyed by a hash of what it was made from (the text parsed) and of what made it
(the versions and source of the code that made it), so a changed text or a changed parser never
reads a stale entry. The cache never changes a result: an entry that cannot be read, or a
folder that cannot be written, means the work is done again (silently). Files are written to a
temporary name and renamed, so two processes never read half a file.
"""
from __future__ import annotations

import hashlib
import os
import sys

_FOLDER: list = []          # [folder or None], once per process
_WRITES: dict[str, int] = {}  # files written by this process, per kind


def folder() -> str | None:
    """The cache folder (made if missing, private to the user), or None when there is none
    that can be written (`RULEWRIGHT_NO_CACHE=1` turns the cache off)."""
    if not _FOLDER:
        path = None
        if not os.environ.get("RULEWRIGHT_NO_CACHE"):
            base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
            path = os.path.join(base, "rulewright")
            if not os.path.isabs(path):           # no home folder ("~" left as it is): no cache
                path = None
            try:
                if path is not None:
                    os.makedirs(path, mode=0o700, exist_ok=True)
                    if not (os.access(path, os.W_OK) and _private(path)):
                        path = None
            except OSError:
                path = None
        _FOLDER.append(path)
    return _FOLDER[0]


def _private(path: str) -> bool:
    """Whether only this user can write in `path` (entries are unpickled: nobody else may put
    one there). Always true where there are no such permissions (Windows)."""
    if not hasattr(os, "getuid"):
        return True
    st = os.stat(path)
    return st.st_uid == os.getuid() and not st.st_mode & 0o022


def digest(*parts: str | bytes) -> str:
    """A hash of `parts` and of this Python's version (entries are Python objects)."""
    h = hashlib.sha256(sys.version.encode())
    for p in parts:
        h.update(b"\0")
        h.update(p.encode("utf-8", "surrogatepass") if isinstance(p, str) else p)
    return h.hexdigest()[:32]


def package_sources(package: str, names) -> list[bytes]:
    """The bytes of the files `names` of an installed package, found without importing it
    (what a cache entry made by that package's code depends on). Raises OSError if one is
    missing."""
    import importlib.util
    spec = importlib.util.find_spec(package)
    folders = list(spec.submodule_search_locations or []) if spec is not None else []
    if not folders:
        raise OSError(f"no package {package}")
    out = []
    for name in names:
        with open(os.path.join(folders[0], name), "rb") as f:
            out.append(f.read())
    return out


def read(name: str) -> bytes | None:
    """The bytes of cache file `name`, or None."""
    base = folder()
    if base is None:
        return None
    try:
        with open(os.path.join(base, name), "rb") as f:
            return f.read()
    except OSError:
        return None


def write(name: str, data: bytes, keep: int | None = None) -> None:
    """Store `data` as cache file `name` (nothing happens if it cannot be written). `keep`:
    at most about that many files of the same kind (the part of `name` before its first '-')
    stay, the most recently written ones."""
    base = folder()
    if base is None:
        return
    if keep is not None:
        kind = name.split("-", 1)[0] + "-"
        n = _WRITES[kind] = _WRITES.get(kind, 0) + 1
        if n % 100 == 1:            # the folder is looked at on the first write and every 100th
            _prune(base, kind, keep - 1)
    import tempfile                  # here: a process that only reads the cache needs it not
    try:
        fd, tmp = tempfile.mkstemp(dir=base, prefix=".tmp-")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, os.path.join(base, name))
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
    except OSError:
        pass


def _prune(base: str, prefix: str, keep: int) -> None:
    try:
        files = [e for e in os.scandir(base) if e.name.startswith(prefix) and e.is_file()]
        if len(files) <= keep:
            return
        files.sort(key=lambda e: e.stat().st_mtime, reverse=True)
        for e in files[keep:]:
            os.unlink(e.path)
    except OSError:
        pass
