"""`rulewright edit FILE` as a person meets it: the page in a real browser (Debian's headless
Chromium, driven by Playwright, as tests/test_sheet_browser.py does), talking to its server on
127.0.0.1. Every request the page makes is recorded, and any to another address is aborted and
fails the test; screenshots are kept in test-artifacts/edit.*.png for a person to look at."""
from __future__ import annotations

import http.client
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulewright.cli.main import main
from tests.conftest import REPO, RULES

CHROMIUM = next((c for c in ("/usr/lib/chromium/chromium", shutil.which("chromium")) if c and Path(c).exists()), None)
ARTIFACTS = REPO / "test-artifacts"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"]
HOUSE = RULES / "rattus_cartus" / "house_rules" / "gentle_plague.yaml"
ACTION = "standard: me.rats -= 2"
browser_only = pytest.mark.skipif(CHROMIUM is None, reason="no chromium on this machine (CI installs it: .ci/run)")
# the page is asked to mark a mistake within two seconds of typing: these tests run alone, after
# the rest of the suite has shared the cores (.ci/run), so that the time is the page's own
pytestmark = pytest.mark.alone


@pytest.fixture
def house_rule(ruleset_copy) -> Path:
    """A copy of the bundled house rule beside a copy of its base ruleset (edited and saved freely)."""
    folder = ruleset_copy / "house_rules"
    folder.mkdir()
    path = folder / HOUSE.name
    shutil.copyfile(HOUSE, path)
    return path


class Served:
    def __init__(self, path: Path, lang: str = "en"):
        from rulewright.editing.web import EditSession, address, make_server
        self.session = EditSession(path, lang)
        self.server = make_server(self.session, 0)
        self.url = address(self.server)
        self.port = self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True)
        self.thread.start()

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def serve():
    started = []

    def start(path: Path, lang: str = "en") -> Served:
        started.append(Served(path, lang))
        return started[-1]
    yield start
    for served in started:
        served.stop()


@pytest.fixture(scope="module")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api", reason="pip install playwright (extra 'sheets')")
    if CHROMIUM is None:
        pytest.skip("no chromium on this machine")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield b
        b.close()


class Page:
    """A browser page on the served editor: every request it makes is recorded, and one that
    does not go to the server's loopback address is aborted (and listed in `elsewhere`)."""

    def __init__(self, browser, served: Served, viewport=(1280, 800)):
        self.served = served
        self.context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]})
        self.page = self.context.new_page()
        self.requests: list[str] = []
        self.elsewhere: list[str] = []
        self.console: list[str] = []
        here = f"http://127.0.0.1:{served.port}/"

        def route(r):
            if r.request.url.startswith(here):
                r.continue_()
            else:
                self.elsewhere.append(r.request.url)
                r.abort()
        self.context.route("**/*", route)
        self.page.on("request", lambda r: self.requests.append(r.url))
        self.page.on("console", lambda m: self.console.append(f"{m.type}: {m.text}"))
        self.page.on("pageerror", lambda e: self.console.append(f"pageerror: {e}"))
        self.page.goto(served.url)
        self.page.wait_for_selector(".cm-content")
        self.checked()

    def checked(self, timeout: float = 10_000):
        """Wait until the page shows the result of the latest analysis."""
        # (selectors, not script: the page's policy lets no string be run as script)
        self.page.wait_for_selector('body[data-fresh="yes"] #status[data-state="edit-checked"]', timeout=timeout)

    def text(self) -> str:
        return self.page.evaluate("window.rulewrightEditor.state.sliceDoc()")

    def cursor_after(self, needle: str):
        """Put the cursor just after the first `needle` in the editor (then type with the keyboard)."""
        self.page.evaluate("""(needle) => { const v = window.rulewrightEditor;
            const at = v.state.doc.toString().indexOf(needle) + needle.length;
            v.dispatch({selection: {anchor: at}}); v.focus(); }""", needle)

    def shot(self, name: str):
        ARTIFACTS.mkdir(exist_ok=True)
        self.page.screenshot(path=str(ARTIFACTS / f"edit.{name}.png"))

    def close(self):
        self.context.close()
        # nothing but the server's own address was asked for, and the page broke no rule of its policy
        assert self.elsewhere == []
        assert self.requests and all(u.startswith(f"http://127.0.0.1:{self.served.port}/") for u in self.requests)
        assert [m for m in self.console if "Content Security Policy" in m or "pageerror" in m] == []


@pytest.fixture
def open_page(browser):
    pages = []

    def make(served: Served, **kw) -> Page:
        pages.append(Page(browser, served, **kw))
        return pages[-1]
    yield make
    for p in pages:
        p.close()


# ---- in the browser ----------------------------------------------------------------------------

@browser_only
def test_a_valid_house_rule_shows_no_mark_and_its_rules_text(serve, open_page, house_rule):
    page = open_page(serve(house_rule))
    p = page.page
    assert p.locator(".cm-lintRange").count() == 0
    assert p.inner_text("#problems-count") == "0"
    assert p.inner_text("#problems").strip() == "No problems: the rules compile."
    assert "Monastery" in p.inner_text("#rules")
    assert p.locator("#diff li").count() >= 1 and p.is_visible("#diff-box")
    assert page.text() == house_rule.read_text(encoding="utf-8")
    assert p.evaluate("document.documentElement.lang") == "en"
    page.shot("valid.en")


@browser_only
def test_a_broken_expression_is_marked_with_its_code_and_hint_and_the_mark_goes_when_fixed(serve, open_page,
                                                                                          house_rule):
    from rulewright.editing.analysis import analyze
    page = open_page(serve(house_rule))
    p = page.page
    page.cursor_after(ACTION)
    p.keyboard.type(" +")
    typed = time.monotonic()
    page.checked(timeout=2_000)
    assert time.monotonic() - typed < 2.0
    assert p.locator(".cm-lintRange-error").count() == 1
    # the page shows what the core says about this text: its code, message and hint
    expected = [d for d in analyze(house_rule, page.text(), "en").diagnostics if d.severity == "error"]
    assert expected and expected[0].hint
    shown = p.inner_text("#problems")
    assert expected[0].code in shown and expected[0].hint in shown and expected[0].message in shown
    assert re.fullmatch(r"RW\d{3}", p.locator("#problems .problem-code").first.inner_text())
    assert p.locator(".cm-lint-marker-error").count() == 1           # the gutter dot on that line
    # the rules text of the last version without errors stays, said to be that
    assert p.is_visible("#stale") and "Monastery" in p.inner_text("#rules")
    p.hover(".cm-lintRange-error")
    tip = p.wait_for_selector(".cm-tooltip-lint", timeout=2_000)
    assert expected[0].code in tip.inner_text() and expected[0].hint in tip.inner_text()
    page.shot("error")
    p.keyboard.press("End")
    p.keyboard.press("Backspace")
    p.keyboard.press("Backspace")
    fixed = time.monotonic()
    page.checked(timeout=2_000)
    assert time.monotonic() - fixed < 2.0
    assert p.locator(".cm-lintRange-error").count() == 0 and p.locator(".cm-lint-marker-error").count() == 0
    assert not p.is_visible("#stale")
    assert p.inner_text("#problems-count") == "0"
    assert page.text() == house_rule.read_text(encoding="utf-8")     # typed back to what is on disk
    assert p.inner_text("#dirty") == "saved"


@browser_only
def test_switching_to_dutch_shows_dutch_names_and_words(serve, open_page, house_rule):
    page = open_page(serve(house_rule))
    p = page.page
    assert "Klooster" not in p.inner_text("aside")
    p.select_option("#lang", "nl")
    p.wait_for_selector("#rules :text('Klooster')", timeout=30_000)
    page.checked()
    assert "Monastery" not in p.inner_text("#rules")
    assert p.inner_text("#save") == "Opslaan" and p.evaluate("document.documentElement.lang") == "nl"
    assert p.inner_text("#problems").strip() == "Geen problemen: de regels zijn in orde."
    page.shot("nl")


@browser_only
def test_started_in_german_as_a_hobbyist_would(serve, open_page, house_rule):
    page = open_page(serve(house_rule, "de"))
    p = page.page
    assert p.input_value("#lang") == "de"
    assert [o for o in p.eval_on_selector_all("#lang option", "os => os.map(o => o.value)")] == ["en", "nl", "de"]
    assert "Kloster" in p.inner_text("#rules") and p.inner_text("#save") == "Speichern"
    page.shot("de")


@browser_only
def test_save_writes_exactly_the_editors_text(serve, open_page, house_rule):
    page = open_page(serve(house_rule))
    p = page.page
    assert p.is_disabled("#save")
    page.cursor_after(ACTION)
    p.keyboard.type("  # zwei statt einer – “sanfter” 🙂")
    assert p.inner_text("#dirty") == "unsaved changes" and p.is_enabled("#save")
    p.keyboard.press("Control+s")
    p.wait_for_selector('#status[data-state="edit-written"]', timeout=30_000)
    assert house_rule.read_bytes() == page.text().encode("utf-8")
    assert "“sanfter” 🙂" in house_rule.read_text(encoding="utf-8")
    assert p.is_disabled("#save") and p.inner_text("#dirty") == "saved"
    assert [f.name for f in house_rule.parent.iterdir()] == [house_rule.name]     # no temporary file left
    page.shot("saved")


@browser_only
def test_a_file_with_windows_line_ends_keeps_them(serve, open_page, house_rule):
    house_rule.write_bytes(house_rule.read_bytes().replace(b"\n", b"\r\n"))
    page = open_page(serve(house_rule))
    p = page.page
    page.cursor_after(ACTION)
    p.keyboard.press("Enter")
    p.keyboard.type("# a new line")
    p.click("#save")
    p.wait_for_selector('#status[data-state="edit-written"]', timeout=30_000)
    data = house_rule.read_bytes()
    assert data == page.text().encode("utf-8") and b"\n" not in data.replace(b"\r\n", b"")
    assert ACTION.encode() + b"\r\n" in data


@browser_only
def test_the_page_cannot_save_any_other_file(serve, open_page, house_rule):
    served = serve(house_rule)
    page = open_page(served)
    base = house_rule.parent.parent / "ruleset.yaml"
    before = base.read_bytes()
    answers = page.page.evaluate("""async (paths) => {
        const token = (await (await fetch('/state')).json()).token;
        const out = [];
        for (const path of paths) {
            const r = await fetch('/save', {method: 'POST', body: JSON.stringify({path, text: 'x: 1'}),
                headers: {'Content-Type': 'application/json', 'X-Rulewright-Token': token}});
            out.push(r.status);
        }
        return out; }""", ["../ruleset.yaml", str(base), "/etc/hostname", "", "gentle_plague.yaml/.."])
    assert answers == [403, 403, 403, 403, 403]
    assert base.read_bytes() == before
    assert house_rule.read_bytes() == HOUSE.read_bytes()


@browser_only
def test_compare_plays_the_saved_house_rule_against_its_base(serve, open_page, house_rule):
    from rulewright.editing.web import COMPARE_GAMES
    page = open_page(serve(house_rule))
    p = page.page
    assert p.is_visible("#compare-box") and f" {COMPARE_GAMES} " in p.inner_text("#compare-box")
    page.cursor_after(ACTION)
    p.keyboard.type(" # unsaved")
    assert p.is_disabled("#compare")                  # it plays the file as saved
    p.keyboard.press("Control+s")
    p.wait_for_selector('#status[data-state="edit-written"]', timeout=30_000)
    p.click("#compare")
    p.wait_for_selector("#compare-result:not([hidden])", timeout=50_000)
    report = p.inner_text("#compare-headline") + "\n" + p.inner_text("#compare-table")
    assert report.startswith(f"gentle_plague compared with rattus_cartus: {COMPARE_GAMES} games on the same seeds")
    assert "win rate" in report and p.inner_text("#compare-status") == "Done."
    p.locator("#compare-table").scroll_into_view_if_needed()
    page.shot("compare")


@browser_only
def test_the_page_asks_for_the_compare_report_in_its_language(serve, open_page, house_rule):
    page = open_page(serve(house_rule, "en"))
    p = page.page
    p.select_option("#lang", "de")
    p.wait_for_selector("#rules :text('Kloster')", timeout=30_000)
    p.click("#compare")
    p.wait_for_selector("#compare-result:not([hidden])", timeout=50_000)
    assert p.inner_text("#compare-headline").startswith("gentle_plague verglichen mit rattus_cartus: 200 Partien")
    assert "Siegquote" in p.inner_text("#compare-table") and "Die Hausregel" in p.inner_text("#compare-changes")


# ---- the server without a browser --------------------------------------------------------------

def _ask(served: Served, method: str, url: str, body: dict | None = None, headers: dict | None = None):
    connection = http.client.HTTPConnection("127.0.0.1", served.port, timeout=30)
    data = json.dumps(body).encode() if body is not None else None
    sent = {"Host": f"127.0.0.1:{served.port}", **({"Content-Type": "application/json"} if body is not None else {}),
            **(headers or {})}
    connection.request(method, url, body=data, headers=sent)
    response = connection.getresponse()
    payload = response.read()
    connection.close()
    return response.status, response.headers, payload


def test_the_server_answers_only_its_own_page(serve, house_rule):
    served = serve(house_rule)
    token = {"X-Rulewright-Token": served.session.token}
    assert served.server.server_address[0] == "127.0.0.1"
    status, headers, page = _ask(served, "GET", "/")
    assert status == 200 and "default-src 'self'" in headers["Content-Security-Policy"]
    assert b"http" not in page.replace(b"http-equiv", b"")                # nothing from outside
    # another site's page (Origin), a name rebound to this machine (Host), no token: refused
    assert _ask(served, "POST", "/save", {"text": "x"}, {**token, "Origin": "http://example.org"})[0] == 403
    assert _ask(served, "GET", "/state", headers={"Host": "rebound.example:80"})[0] == 403
    assert _ask(served, "POST", "/save", {"text": "x"})[0] == 403
    assert _ask(served, "POST", "/analyze", {"text": "x", "lang": "en"})[0] == 403
    # only the page's own files are served
    for url in ("/static/../web.py", "/static/web.py", "/gentle_plague.yaml", "/..%2fweb.py"):
        assert _ask(served, "GET", url)[0] == 404, url
    assert house_rule.read_bytes() == HOUSE.read_bytes()
    status, _, body = _ask(served, "POST", "/save", {"text": "# saved\n", "path": house_rule.name}, token)
    assert status == 200 and house_rule.read_bytes() == b"# saved\n"


def test_analyze_answers_the_cores_diagnostics_as_json(serve, house_rule):
    served = serve(house_rule)
    text = HOUSE.read_text(encoding="utf-8").replace(ACTION, ACTION + " +")
    status, _, body = _ask(served, "POST", "/analyze", {"text": text, "lang": "de"},
                           {"X-Rulewright-Token": served.session.token})
    result = json.loads(body)
    assert status == 200 and result["diagnostics"]
    first = result["diagnostics"][0]
    line = text.splitlines().index(next(x for x in text.splitlines() if ACTION in x))
    assert first["severity"] == "error" and first["range"]["start"]["line"] == line
    assert _ask(served, "POST", "/analyze", {"text": text, "lang": "xx"},
                {"X-Rulewright-Token": served.session.token})[0] == 400


def test_compare_refuses_a_saved_file_with_errors_and_a_file_that_is_no_house_rule(serve, house_rule):
    token = {"X-Rulewright-Token": "?"}
    house_rule.write_text(HOUSE.read_text(encoding="utf-8").replace(ACTION, ACTION + " +"), encoding="utf-8")
    served = serve(house_rule)
    token["X-Rulewright-Token"] = served.session.token
    status, _, body = _ask(served, "POST", "/compare", {}, token)
    assert status == 409 and "save a version without errors first" in json.loads(body)["error"]
    cards = serve(house_rule.parent.parent / "cards.yaml")
    status, _, body = _ask(cards, "POST", "/compare", {}, {"X-Rulewright-Token": cards.session.token})
    assert status == 409 and "only a house rule" in json.loads(body)["error"]


@pytest.mark.parametrize("lang, headline, header, verdict, sentence", [
    ("nl", "gentle_plague vergeleken met rattus_cartus: 200 partijen met dezelfde seeds, 4 spelers, seed 1",
     ["", "basis", "huisregel", "huisregel - basis", ""], "significant, hoger", "De huisregel verhoogt het winstpercentage van plaats 0 van 2,0% naar 9,0%"),
    ("de", "gentle_plague verglichen mit rattus_cartus: 200 Partien mit denselben Seeds, 4 Spieler, Seed 1",
     ["", "Grundspiel", "Hausregel", "Hausregel - Grundspiel", ""], "signifikant, höher", "Die Hausregel erhöht die Siegquote von Platz 0 von 2,0% auf 9,0%"),
])
def test_the_compare_report_is_in_the_pages_language(serve, house_rule, lang, headline, header, verdict, sentence):
    """The headline, the sentences of what changes and the table come from edit.ftl in the
    language the page asks in (the numbers with its decimal comma); the command's own full text
    report stays as `rulewright compare` prints it."""
    served = serve(house_rule)
    token = {"X-Rulewright-Token": served.session.token}
    status, _, body = _ask(served, "POST", "/compare", {"lang": lang}, token)
    result = json.loads(body)
    assert status == 200, result
    assert result["headline"] == headline
    assert result["table"][0] == header and result["table"][1] == [result["table"][1][0]]     # the win rate group
    assert any(row[-1] == verdict for row in result["table"][2:] if len(row) > 1)
    assert result["changes"] and result["changes"][0].startswith(sentence)
    assert not [c for c in result["changes"] if "raises" in c or "lowers" in c]
    # the scores are named in the game's words, as the page shows the rules
    names = {"nl": "Meeste invloedspunten per klasse", "de": "Einflussmehrheiten"}
    assert any(row[0] == names[lang] for row in result["table"])
    assert result["report"].startswith("gentle_plague compared with rattus_cartus: 200 games on the same seeds")
    # English: the command's first line and words
    english = json.loads(_ask(served, "POST", "/compare", {"lang": "en"}, token)[2])
    assert english["headline"] == english["report"].splitlines()[0]
    assert english["table"][0] == ["", "base", "house", "house - base", ""]
    assert english["changes"][0].startswith("The house rule raises seat 0’s win rate from 2.0% to 9.0% (+7.0 percentage points")


def test_the_compare_words_read_in_hungarian_too():
    """Hungarian (no bundled house rule has it): the report's sentence in its own words."""
    from rulewright.editing.compare_report import report_words
    t = report_words("hu")
    said = t("edit-compare-sentence", direction="higher", measure=t("edit-compare-measure-win", seat=0),
             base="2,0%", house="9,0%", difference=t("edit-compare-points", value="+7,0"), low="+3,2", high="+10,8")
    assert said == ("A házszabály növeli ezt: a nyerési arány (0. hely); alapjáték: 2,0%, házszabállyal: 9,0% "
                    "(különbség: +7,0 százalékpont; 95%-os intervallum: +3,2 – +10,8).")
    # the page does not settle "a(z)" as sheets do: the seat stands in brackets, after its noun
    for key in ("edit-compare-measure-win", "edit-compare-measure-eliminated-seat", "edit-compare-measure-total-seat"):
        for seat in (0, 1, 5, 12):
            assert "(z)" not in t(key, seat=seat) and t(key, seat=seat).endswith(f"({seat}. hely)")
    assert t("edit-compare-measure-total-seat", seat=1).startswith("az átlagos ")
    assert report_words("fr")("edit-compare-col-base") == "base"       # English where rulewright lacks it


def test_the_pages_words_are_in_every_language_rulewright_speaks():
    from rulewright.editing.compare_report import WORDS
    from rulewright.editing.web import LABELS, page_labels
    for lang in ("en", "nl", "de", "hu"):
        text = (REPO / "locales" / lang / "edit.ftl").read_text(encoding="utf-8")
        assert set(re.findall(r"^([a-z][a-z0-9-]*) =", text, re.M)) == set(LABELS) | set(WORDS), lang
    assert page_labels("de")["edit-save"] == "Speichern"
    assert page_labels("fr") == page_labels("en")        # a ruleset's own language: English buttons


# ---- the command -------------------------------------------------------------------------------

@pytest.mark.parametrize("name,message", [("missing.yaml", "no file"), ("", "is a folder"),
                                          ("notes.txt", "not a rules file")])
def test_a_bad_file_is_one_clear_error(tmp_path, name, message):
    (tmp_path / "notes.txt").write_text("hello", encoding="utf-8")
    result = CliRunner().invoke(main, ["edit", str(tmp_path / name), "--no-browser"])
    assert result.exit_code == 1 and message in result.output and "Traceback" not in result.output


def test_a_language_the_ruleset_lacks_is_a_usage_error(house_rule):
    result = CliRunner().invoke(main, ["edit", str(house_rule), "--lang", "hu", "--no-browser"])
    assert result.exit_code == 2 and "'hu' is not a language of this ruleset; it has en, nl, de" in result.output


def test_the_command_prints_its_address_and_stops_cleanly_on_ctrl_c(house_rule):
    env = {**os.environ, "PYTHONPATH": str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    process = subprocess.Popen([sys.executable, "-m", "rulewright.cli.main", "edit", str(house_rule), "--no-browser"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        line = process.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        assert match, line
        connection = http.client.HTTPConnection("127.0.0.1", int(match.group(1)), timeout=30)
        connection.request("GET", "/")
        assert connection.getresponse().status == 200
        connection.close()
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=20) == 0
        assert "Traceback" not in process.stderr.read()
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
