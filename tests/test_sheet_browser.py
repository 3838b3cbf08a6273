"""The HTML sheets in a real browser (Debian's headless Chromium, driven by Playwright): nothing
overflows its box, the page language is right, no script runs; screenshots are kept as test
artefacts in test-artifacts/ for a person to look at."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rulewright.compiler.build import compile_ruleset
from rulewright.compiler.sheet.document import build_sheet, sheet_localizer
from rulewright.compiler.sheet.render import render_html
from tests.conftest import REPO, RULES

# Debian's /usr/bin/chromium is a wrapper script; the binary itself is in /usr/lib/chromium
CHROMIUM = next((c for c in ("/usr/lib/chromium/chromium", shutil.which("chromium")) if c and Path(c).exists()), None)
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="no chromium on this machine (CI installs it: .ci/run)")
ARTIFACTS = REPO / "test-artifacts"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"]

OVERFLOW_JS = """() => Array.from(document.querySelectorAll('h1,h2,h3,p,li,.block,.label'))
    .filter(el => el.scrollWidth > el.clientWidth + 1)
    .map(el => el.tagName + ': ' + el.textContent.slice(0, 60))"""


@pytest.fixture(scope="module")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api", reason="pip install playwright (extra 'sheets')")
    # launch() gives the browser a fresh temporary profile (--user-data-dir) of its own
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield b
        b.close()


@pytest.mark.parametrize("game,lang", [("rattus_cartus", "en"), ("rattus_cartus", "nl"), ("rattus_cartus", "de"),
                                       ("carrara", "en"), ("carrara", "nl"), ("carrara", "de"), ("carrara", "hu"),
                                       ("hearts", "en"), ("hearts", "nl"), ("hearts", "de"),
                                       ("crazy_eights", "en"), ("crazy_eights", "nl"), ("crazy_eights", "de")])
def test_sheet_in_browser(browser, game, lang, tmp_path):
    root = RULES / game
    ir = compile_ruleset(root).ir
    page_html = render_html(build_sheet(ir, sheet_localizer(root, ir, lang)))
    name = f"sheet.{lang}" if game == "rattus_cartus" else f"sheet.{game}.{lang}"
    path = tmp_path / f"{name}.html"
    path.write_text(page_html, encoding="utf-8")
    page = browser.new_page(viewport={"width": 794, "height": 1123})   # A4 at 96 dpi
    requests = []
    page.on("request", lambda r: requests.append(r.url))
    page.goto(path.as_uri())
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.evaluate(OVERFLOW_JS) == []
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
    page.emulate_media(media="print")
    assert page.evaluate(OVERFLOW_JS) == []
    assert [u for u in requests if not u.startswith("file:")] == []
    page.close()


def test_script_in_a_name_is_shown_not_run(browser, ruleset_copy, tmp_path):
    en = ruleset_copy.parent.parent / "locales" / "en" / "rattus_cartus.ftl"
    en.write_text(en.read_text(encoding="utf-8").replace(
        "card-castle = Castle", "card-castle = <script>window.pwned = 1</script><img src=x onerror=window.pwned=2>"),
        encoding="utf-8")
    ir = compile_ruleset(ruleset_copy).ir
    path = tmp_path / "evil.html"
    path.write_text(render_html(build_sheet(ir, sheet_localizer(ruleset_copy, ir, "en"))), encoding="utf-8")
    page = browser.new_page()
    page.goto(path.as_uri())
    assert page.evaluate("window.pwned === undefined")
    assert "<script>window.pwned = 1</script>" in page.inner_text("body")
    page.close()


PDFTOPPM = shutil.which("pdftoppm")


MOST_PAGES = {"carrara": 4}          # issue 11: the sheet covers the turn in four A4 pages at most


@pytest.mark.skipif(PDFTOPPM is None, reason="no pdftoppm (poppler-utils) on this machine")
@pytest.mark.parametrize("game,lang", [("rattus_cartus", "en"), ("rattus_cartus", "nl"), ("rattus_cartus", "de"),
                                       ("carrara", "hu"), ("carrara", "en"), ("hearts", "en"), ("hearts", "de"),
                                       ("crazy_eights", "de")])
def test_pdf_pages_as_images(game, lang, tmp_path, request):
    """The PDF (two A4 pages; Carrara, whose sheet has the whole turn, four at most), each page
    kept as a PNG in test-artifacts/ to look at. Rattus Cartus's are those `sheet --all` wrote."""
    import subprocess
    from rulewright.compiler.sheet.render import render_pdf
    pytest.importorskip("weasyprint", reason="PDF needs WeasyPrint")
    if game == "rattus_cartus":
        pdf = request.getfixturevalue("rattus_sheets") / f"{game}.{lang}.pdf"
    else:
        root = RULES / game
        ir = compile_ruleset(root).ir
        pdf = tmp_path / "sheet.pdf"
        pdf.write_bytes(render_pdf(build_sheet(ir, sheet_localizer(root, ir, lang))))
    ARTIFACTS.mkdir(exist_ok=True)
    stem = ARTIFACTS / f"pdf.{game}.{lang}"
    for old in ARTIFACTS.glob(f"pdf.{game}.{lang}-*.png"):
        old.unlink()
    subprocess.run([PDFTOPPM, "-png", "-r", "70", str(pdf), str(stem)], check=True, timeout=60)
    pages = sorted(ARTIFACTS.glob(f"pdf.{game}.{lang}-*.png"))
    assert 1 <= len(pages) <= MOST_PAGES.get(game, 2), pages
