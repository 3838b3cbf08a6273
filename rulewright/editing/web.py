"""The local server of `rulewright edit FILE`: one page, one file.

The page (static/index.html with the CodeMirror bundle static/editor.js, built from editor/)
asks this server, and nothing else, for everything it shows:

  GET  /                the page (index.html)   GET /static/editor.js, /static/editor.css
  GET  /state?lang=L    the file's text, its languages, the page's labels in L, a token
  POST /analyze         {text, lang} -> the analysis core's diagnostics, rules text and diff
  POST /save            {text, path} -> the file written atomically; any other path: 403
  POST /compare         {lang} -> a house rule as saved, played against its base game: a short
                        `rulewright compare` (COMPARE_GAMES seeded games of random players),
                        its headline, changes and table in the page's language

It listens on 127.0.0.1 only, answers only requests addressed to that host and port (a page
of another site, or a DNS name rebound to this machine, gets 403), and the two POSTs need the
token of /state, which only a page served from here can read. The Content-Security-Policy
(`default-src 'self'`) keeps the page from loading or sending anything anywhere else.
"""
from __future__ import annotations

import hmac
import json
import secrets
import sys
import threading
import time
from dataclasses import asdict, is_dataclass
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Callable
from urllib.parse import parse_qs, urlsplit

STATIC = Path(__file__).resolve().parent / "static"
FILES = {"/static/editor.js": ("editor.js", "text/javascript; charset=utf-8"),
         "/static/editor.css": ("editor.css", "text/css; charset=utf-8"),
         "/favicon.ico": ("icon.svg", "image/svg+xml")}
# CodeMirror writes its own style sheets at run time: they carry the nonce of the page's answer
POLICY = ("default-src 'self'; script-src 'self'; style-src 'self' 'nonce-{nonce}'; img-src 'self'; "
          "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
COMPARE_GAMES = 200             # about 3 s for a bundled game on one core
COMPARE_SEED = 1
MAX_BODY = 4_000_000            # bytes of one request: a rule file is at most 1 MB (compiler/yaml_loader.py)
DEFAULT_LANGUAGES = ["en", "nl", "de"]
# the page's own words, from locales/<lang>/edit.ftl
LABELS = ("edit-save", "edit-save-keys", "edit-saved", "edit-unsaved", "edit-language", "edit-problems",
          "edit-no-problems", "edit-rules-text", "edit-no-rules", "edit-changes", "edit-hint", "edit-line",
          "edit-checking", "edit-checked", "edit-failed", "edit-written", "edit-not-written", "edit-assumptions",
          "edit-elsewhere", "edit-stale", "edit-no-text-yet", "edit-compare-heading", "edit-compare", "edit-compare-note",
          "edit-compare-save-first", "edit-comparing", "edit-compared", "edit-compare-failed")

Analyze = Callable[[Path, str, str], Any]


class EditError(Exception):
    """A FILE that cannot be edited: the reason, said in one line."""


class UnknownLanguage(EditError):
    """--lang names a language the ruleset has no translation for."""


def read_text(path: Path) -> str:
    """The file's text exactly as stored (no newline translation), or EditError."""
    try:
        data = path.read_bytes()
    except OSError as ex:
        raise EditError(f"cannot read {path}: {ex.strerror or ex}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as ex:
        raise EditError(f"{path} is not UTF-8 text (byte 0x{data[ex.start]:02x} at offset {ex.start})") from None


def check_file(path: Path) -> Path:
    """The file to edit, resolved, or EditError saying why it cannot be."""
    if not path.exists():
        raise EditError(f"no file {path}")
    if path.is_dir():
        raise EditError(f"{path} is a folder: give one of its .yaml files (a house rule, or a file of a ruleset)")
    if path.suffix not in (".yaml", ".yml"):
        raise EditError(f"{path} is not a rules file: give a .yaml file (a house rule, or a file of a ruleset)")
    read_text(path)
    return path.resolve()


def ruleset_languages(path: Path) -> list[str]:
    """The languages the page offers: those of the ruleset the file belongs to (a house rule's
    base), read from its ruleset.yaml; en, nl, de when that cannot be found or read."""
    import yaml
    root: Path | None = None
    try:
        from rulewright.compiler.build import house_rule_base
        root = house_rule_base(path)
    except Exception:          # a file that is no house rule, or one that does not load yet
        root = None
    if root is None:
        root = next((folder for folder in path.parents if (folder / "ruleset.yaml").is_file()), None)
    try:
        data = yaml.safe_load((root / "ruleset.yaml").read_text(encoding="utf-8")) if root else None
        languages = data["ruleset"]["locales"]["languages"]
    except Exception:
        return list(DEFAULT_LANGUAGES)
    if not isinstance(languages, list) or not languages or not all(isinstance(x, str) for x in languages):
        return list(DEFAULT_LANGUAGES)
    return list(dict.fromkeys(languages))


def page_labels(lang: str) -> dict[str, str]:
    """The page's words in `lang` (locales/<lang>/edit.ftl), English where rulewright has no
    such language (a ruleset's own language: its rules text is in it, the buttons in English)."""
    from rulewright.i18n import I18nError, Localizer, package_locale_dir
    for chosen in (lang, "en"):
        try:
            loc = Localizer(chosen, [package_locale_dir() / chosen / "edit.ftl"])
            return {key: loc.format(key) for key in LABELS}
        except I18nError:
            continue
    return {key: key for key in LABELS}


def _category_names(ir: dict, base: Path, lang: str) -> Callable[[str], str]:
    """A scoring category's name in the game's words (`category-<name>`), else its name."""
    try:
        from rulewright.i18n import ruleset_localizer
        loc = ruleset_localizer(ir, base, lang)
    except Exception:
        return str
    return lambda name: loc.format(f"category-{name}") if loc.has(f"category-{name}") else name


def _plain(value: Any) -> Any:
    """An analysis (dataclasses of the core) as plain JSON: the fields its API names."""
    if is_dataclass(value) and not isinstance(value, type):
        return {key: _plain(item) for key, item in asdict(value).items()}
    if isinstance(value, dict):
        return {str(key): _plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    if isinstance(value, Path):
        return value.as_posix()
    return value


def analysis_json(analysis: Any, path: Path | None = None) -> dict:
    """What the page shows of an analysis of `path`. A diagnostic gets `here`: false when it is
    about another file (its `file`, e.g. an assumption of the base ruleset): the page lists it
    without marking a place in the editor."""
    data = _plain(analysis)

    def here(d: dict) -> bool:
        other = d.get("file")
        if not other:
            return True
        try:
            return path is not None and Path(other).resolve() == path
        except (OSError, ValueError):
            return False
    return {"diagnostics": [{**{key: d.get(key) for key in ("range", "severity", "code", "message", "hint", "file")},
                             "here": here(d)} for d in data.get("diagnostics", [])],
            "rules_text": [{"title": part.get("title", ""), "sentences": list(part.get("sentences", []))}
                           for part in data.get("rules_text", [])],
            "diff": list(data.get("diff", [])),
            "seconds": data.get("seconds", 0.0)}


def core_analyze(path: Path, text: str, lang: str) -> Any:
    from rulewright.editing.analysis import analyze
    return analyze(path, text, lang)


class EditSession:
    """What the server knows: its one file, the languages offered, the page's token."""

    def __init__(self, path: Path, lang: str = "en", analyze: Analyze | None = None,
                 languages: list[str] | None = None):
        self.path = check_file(Path(path))
        self.shown = Path(path).name
        self.languages = languages or ruleset_languages(self.path)
        if lang not in self.languages:
            raise UnknownLanguage(f"'{lang}' is not a language of this ruleset; it has {', '.join(self.languages)}")
        self.lang = lang
        self.analyze_text = analyze or core_analyze
        self.token = secrets.token_urlsafe(24)
        self.lock = threading.Lock()        # one analysis at a time: the compiler is not shared safely
        self.comparing = threading.Lock()   # one comparison at a time (it takes a core for seconds)

    def state(self, lang: str | None) -> dict:
        lang = lang if lang in self.languages else self.lang
        return {"name": self.shown, "path": str(self.path), "text": read_text(self.path), "lang": lang,
                "languages": self.languages, "labels": page_labels(lang), "token": self.token,
                "house_rule": self.base() is not None, "compare_games": COMPARE_GAMES}

    def base(self) -> Path | None:
        """The base ruleset of the file if it is a house rule (as saved), else None."""
        try:
            from rulewright.compiler.build import house_rule_base
            return house_rule_base(self.path)
        except Exception:
            return None

    def compare(self, lang: str | None = None) -> dict:
        """The house rule as saved, played against its base game: the report `rulewright
        compare BASE FILE --games COMPARE_GAMES --seed COMPARE_SEED --workers 1` prints
        (`report`, as the command prints it), and its parts for the page in `lang` (the
        session's language if not given): the first line, the sentences of what changes
        significantly, and the table's rows (compare_report.py, the words of edit.ftl)."""
        import click
        from rulewright.cli import compare_command as words
        from rulewright.cli.sim_commands import _seats
        from rulewright.compiler.build import compile_ruleset
        from rulewright.runtime.compare import compare
        from rulewright.runtime.game import Game
        from .compare_report import page_report
        lang = lang if lang in self.languages else self.lang
        base = self.base()
        if base is None:
            raise EditError("only a house rule is compared with its base game")
        with self.lock:                     # the compiler, one run at a time (as for the analyses)
            compiled = [compile_ruleset(path) for path in (base, self.path)]
        if not all(result.ok for result in compiled):
            raise EditError("the saved file has errors: save a version without errors first")
        games = [Game(result.ir) for result in compiled]
        try:
            players, agents = _seats(games[0], None, None)
            _seats(games[1], players, agents)
        except click.ClickException as ex:
            raise EditError(ex.format_message()) from None
        with self.comparing:
            result = compare(games[0], games[1], COMPARE_GAMES, players, agents, COMPARE_SEED)
        parts = page_report(result, lang, _category_names(compiled[1].ir, base, lang))
        return {"report": words.render_text(result), **parts, "games": COMPARE_GAMES}

    def analyze(self, text: str, lang: str) -> dict:
        with self.lock:
            started = time.perf_counter()
            result = analysis_json(self.analyze_text(self.path, text, lang), self.path)
            result.setdefault("seconds", time.perf_counter() - started)
            return result

    def warm(self) -> None:
        """Analyse the file as it is on disk, in the chosen language first, then in the others,
        so that the page's first answers do not wait for the base ruleset to be compiled."""
        try:
            text = read_text(self.path)
            for lang in [self.lang, *(x for x in self.languages if x != self.lang)]:
                self.analyze(text, lang)
        except Exception:           # the page will say what is wrong when it asks
            pass

    def is_the_file(self, asked: str | None) -> bool:
        """True if `asked` (a save request's path: the file's name, or a path relative to its
        folder, or absolute) names this session's file and no other."""
        if asked is None:
            return True
        if not isinstance(asked, str) or not asked or "\x00" in asked:
            return False
        try:
            return (self.path.parent / asked).resolve() == self.path
        except (OSError, ValueError):
            return False

    def save(self, text: str) -> int:
        from rulewright.cli.support import write_atomically
        data = text.encode("utf-8")
        write_atomically(self.path, data)
        return len(data)


class Handler(BaseHTTPRequestHandler):
    server_version = "rulewright-edit"
    sys_version = ""
    session: EditSession      # set on the subclass made for each server

    def log_message(self, format: str, *args) -> None:      # quiet: the terminal shows the address only
        return

    # ---- answers
    def version_string(self) -> str:
        return self.server_version

    def _send(self, status: int, body: bytes, kind: str, nonce: str = "none") -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Content-Security-Policy", POLICY.format(nonce=nonce))
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        self.send_header("Cache-Control", "no-store")
        try:
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):      # the page went away (reloaded, closed)
            self.close_connection = True

    def _json(self, status: int, data: dict) -> None:
        self._send(status, json.dumps(data, ensure_ascii=False).encode("utf-8"), "application/json; charset=utf-8")

    def _refuse(self, status: int, reason: str) -> None:
        self._json(status, {"error": reason})

    def _addressed_here(self) -> bool:
        """The request names this server (Host) and, if it says where it comes from (Origin),
        comes from this server's page."""
        port = self.server.server_address[1]
        here = {f"127.0.0.1:{port}", f"localhost:{port}"}
        if self.headers.get("Host", "") not in here:
            return False
        origin = self.headers.get("Origin")
        return origin is None or origin in {f"http://{h}" for h in here}

    # ---- methods
    def do_GET(self) -> None:
        if not self._addressed_here():
            return self._refuse(HTTPStatus.FORBIDDEN, "this server answers its own page only")
        url = urlsplit(self.path)
        if url.path == "/":
            nonce = secrets.token_urlsafe(18)
            page = (STATIC / "index.html").read_text(encoding="utf-8").replace("{nonce}", nonce)
            return self._send(HTTPStatus.OK, page.encode("utf-8"), "text/html; charset=utf-8", nonce)
        if url.path in FILES:
            name, kind = FILES[url.path]
            return self._send(HTTPStatus.OK, (STATIC / name).read_bytes(), kind)
        if url.path == "/state":
            lang = (parse_qs(url.query).get("lang") or [None])[0]
            try:
                return self._json(HTTPStatus.OK, self.session.state(lang))
            except EditError as ex:
                return self._refuse(HTTPStatus.INTERNAL_SERVER_ERROR, str(ex))
        return self._refuse(HTTPStatus.NOT_FOUND, "no such page")

    do_HEAD = do_GET

    def do_POST(self) -> None:
        if not self._addressed_here():
            return self._refuse(HTTPStatus.FORBIDDEN, "this server answers its own page only")
        url = urlsplit(self.path).path
        if url not in ("/analyze", "/save", "/compare"):
            return self._refuse(HTTPStatus.NOT_FOUND, "no such request")
        if not hmac.compare_digest(self.headers.get("X-Rulewright-Token", ""), self.session.token):
            return self._refuse(HTTPStatus.FORBIDDEN, "not from this server's page")
        if not self.headers.get("Content-Type", "").startswith("application/json"):
            return self._refuse(HTTPStatus.UNSUPPORTED_MEDIA_TYPE, "send JSON")
        try:
            length = int(self.headers.get("Content-Length", ""))
        except ValueError:
            return self._refuse(HTTPStatus.LENGTH_REQUIRED, "say the length of the request")
        if length < 0 or length > MAX_BODY:
            return self._refuse(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, f"at most {MAX_BODY} bytes")
        try:
            body = json.loads(self.rfile.read(length).decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            return self._refuse(HTTPStatus.BAD_REQUEST, "not JSON")
        if url == "/compare":
            return self._compare(body.get("lang") if isinstance(body, dict) else None)
        text = body.get("text") if isinstance(body, dict) else None
        if not isinstance(text, str):
            return self._refuse(HTTPStatus.BAD_REQUEST, "no text")
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            return self._refuse(HTTPStatus.BAD_REQUEST, "the text is not valid Unicode")
        if url == "/save":
            return self._save(body.get("path"), text)
        lang = body.get("lang")
        if lang not in self.session.languages:
            return self._refuse(HTTPStatus.BAD_REQUEST, f"no language {lang!r} here")
        try:
            result = self.session.analyze(text, lang)
        except Exception as ex:           # the core never raises; if it does, the page says so
            print(f"rulewright edit: the analysis failed: {type(ex).__name__}: {ex}", file=sys.stderr)
            return self._refuse(HTTPStatus.INTERNAL_SERVER_ERROR, f"{type(ex).__name__}: {ex}")
        return self._json(HTTPStatus.OK, result)

    def _save(self, asked, text: str) -> None:
        from rulewright.cli.support import OutputError
        if not self.session.is_the_file(asked):
            return self._refuse(HTTPStatus.FORBIDDEN, f"only {self.session.shown} can be saved here")
        try:
            written = self.session.save(text)
        except OutputError as ex:
            return self._refuse(HTTPStatus.INTERNAL_SERVER_ERROR, ex.format_message())
        return self._json(HTTPStatus.OK, {"saved": self.session.shown, "bytes": written})

    def _compare(self, lang) -> None:
        try:
            report = self.session.compare(lang)
        except EditError as ex:
            return self._refuse(HTTPStatus.CONFLICT, str(ex))
        except Exception as ex:         # a game that breaks a rule, ...: the page says what
            print(f"rulewright edit: the comparison failed: {type(ex).__name__}: {ex}", file=sys.stderr)
            return self._refuse(HTTPStatus.INTERNAL_SERVER_ERROR, f"{type(ex).__name__}: {ex}")
        return self._json(HTTPStatus.OK, report)

    def do_PUT(self) -> None:
        self._refuse(HTTPStatus.METHOD_NOT_ALLOWED, "GET or POST")

    do_DELETE = do_PATCH = do_PUT


class EditServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def make_server(session: EditSession, port: int = 0) -> EditServer:
    """A server for `session` on 127.0.0.1:`port` (0: a free port); OSError if it cannot listen."""
    handler = type("SessionHandler", (Handler,), {"session": session})
    return EditServer(("127.0.0.1", port), handler)


def address(server: EditServer) -> str:
    return f"http://127.0.0.1:{server.server_address[1]}/"
