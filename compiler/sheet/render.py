"""Writing a sheet: Markdown, self-contained HTML (print CSS for A4), and PDF via WeasyPrint.

Every text of a sheet comes from the rules and locale files, so all of it is escaped: a name such
as `<script>` is shown, never run. The HTML has no scripts and loads nothing from the network.
"""
from __future__ import annotations

import html
import math
import re
import string

from . import steps
from .document import Sheet

# Sizes in pt are multiplied by the sheet's scale: 1 for a sheet of ordinary length, smaller
# for a long one (many cards, long sentences), so that every sheet fits two A4 pages.
CSS = string.Template("""
@page { size: A4; margin: 8mm 10mm 8mm 10mm; }
* { box-sizing: border-box; }
html { font-family: "DejaVu Sans", "Noto Sans", Arial, sans-serif; font-size: ${base}; line-height: 1.25;
       color: #1a1a1a; background: #fff; }
body { margin: 0 auto; max-width: 190mm; padding: 0; hyphens: manual; -webkit-hyphens: manual;
       overflow-wrap: break-word; }
h1 { font-size: ${h1}; margin: 0 0 2mm 0; padding-bottom: 1mm; border-bottom: 1.5pt solid #7a2e1f; color: #7a2e1f; }
h2 { font-size: ${h2}; margin: 3mm 0 1.5mm 0; color: #7a2e1f; break-after: avoid; page-break-after: avoid; }
.groups h2 { margin: 1.5mm 0 1mm 0; }
.groups h2:first-child { margin-top: 0; }
section.group { margin-top: 2.5mm; }
h3 { font-size: ${h3}; margin: 0 0 0.6mm 0; break-after: avoid; page-break-after: avoid; }
p, div.p { margin: 0 0 0.8mm 0; }
ul.steps { margin: 0.2mm 0 0.4mm 0; padding-left: 3.2mm; }
ul.steps li { margin: 0 0 0.3mm 0; }
ol.phase { margin: 0; padding-left: 4.2mm; }
table.rules { border-collapse: collapse; margin: 0.8mm 0 0.8mm 3.2mm; }
table.rules th, table.rules td { border: 0.5pt solid #c9a99a; padding: 0.3mm 1.6mm; text-align: center; }
table.rules th:first-child, table.rules td:first-child { text-align: left; }
table.rules th { background: #f1e4dc; }
ol.phase > li { margin: 0 0 0.6mm 0; }
li.leaf, ul.assumptions li, table.rules, tr, div.p.keep { break-inside: avoid; page-break-inside: avoid; }
/* a step with steps under it stays whole in its column (it breaks only if taller than one), and
   a list stays with the line that leads into it */
ul.steps li, ul.steps ul.steps { break-inside: avoid; page-break-inside: avoid; }
ul.steps { break-before: avoid; page-break-before: avoid; }
section.house { padding: 1mm 2mm; margin-bottom: 2mm; border: 1pt solid #9a3412; background: #fdebd3; }
section.house h2 { margin-top: 0; }
section.house ul.assumptions { column-count: 1; font-size: ${base}; }
p, div.p, li { orphans: 2; widows: 2; }
.intro { font-style: italic; margin-bottom: 1.2mm; }
.cols { column-count: 2; column-gap: 5mm; }
.block { break-inside: avoid; page-break-inside: avoid; margin: 0 0 1.3mm 0; padding: 0.8mm 1.4mm;
         border-left: 1.2pt solid #d9b8a8; background: #fbf7f4; }
.round .block, .end .block, .procedures .block { break-inside: auto; page-break-inside: auto; }
.round .block.keep, .end .block.keep, .procedures .block.keep { break-inside: avoid; page-break-inside: avoid; }
.block.plain { border-left-color: #bbb; background: #f6f6f6; }
.label { font-weight: bold; }
.changed { font-style: italic; color: #9a3412; background: #fdebd3; padding: 0 0.6mm; }
.subtitle { font-weight: normal; color: #555; }
ul.assumptions { margin: 0; padding-left: 4mm; column-count: 2; column-gap: 5mm; font-size: ${small}; }
ul.assumptions li { break-inside: avoid; margin-bottom: 0.6mm; }
footer { margin-top: 2mm; font-size: ${footer}; color: #777; border-top: 0.5pt solid #ccc; padding-top: 1mm; }
@media screen { body { padding: 8mm; } }
""")
SIZES = {"base": 7.6, "h1": 15, "h2": 10.5, "h3": 8.6, "small": 7, "footer": 6.6}
# About this many characters of text fit two pages at scale 1; longer sheets are set smaller.
TEXT_AT_SCALE_1 = 11500
MIN_SCALE = 0.8
# A block of the round, the end or the recurring steps with at most this many characters is kept
# whole; a longer one may flow on into the next column.
KEEP_WHOLE = 700


def css(scale: float = 1.0) -> str:
    return CSS.substitute({k: f"{v * scale:.2f}pt" for k, v in SIZES.items()})


def sheet_scale(sheet: Sheet) -> float:
    """1 for a sheet of ordinary length; for a longer one the scale that makes its text take
    about the same room (in steps of 0.025, at least MIN_SCALE)."""
    chars = sum(len(t) for t in sheet.texts())
    if chars <= TEXT_AT_SCALE_1:
        return 1.0
    return max(MIN_SCALE, math.floor((TEXT_AT_SCALE_1 / chars) ** 0.5 * 40) / 40)


def _e(text: str | None) -> str:
    return html.escape(text or "", quote=True)


def render_html(sheet: Sheet, scale: float | None = None) -> str:
    out = ["<!DOCTYPE html>", f'<html lang="{_e(sheet.lang)}">', "<head>", '<meta charset="utf-8">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">",
           f"<title>{_e(sheet.title)}</title>", f"<style>{css(sheet_scale(sheet) if scale is None else scale)}</style>",
           "</head>", "<body>",
           f"<h1>{_e(sheet.title)}</h1>"]
    sections = sheet.sections
    for i, section in enumerate(sections):
        # the card groups flow through one pair of columns, each group under its heading
        grouped = section.key == "group"
        first = not (grouped and i > 0 and sections[i - 1].key == "group")
        last = not (grouped and i + 1 < len(sections) and sections[i + 1].key == "group")
        if grouped:
            if first:
                out.append('<section class="group"><div class="cols groups">')
            out.append(f'<h2>{_e(section.title)}</h2>')
            out.extend(_blocks(section.blocks, sheet))
            if last:
                out.append("</div></section>")
            continue
        out.append(f'<section class="{_e(section.key)}">')
        out.append(f"<h2>{_e(section.title)}</h2>")
        if section.intro:
            out.append(f'<p class="intro">{_e(section.intro)}</p>')
        if section.blocks:
            out.append('<div class="cols">')
            out.extend(_blocks(section.blocks, sheet, numbered=section.key == "round"))
            out.append("</div>")
        if section.bullets:
            out.append('<ul class="assumptions">')
            out.extend(f"<li>{_e(b)}</li>" for b in section.bullets)
            out.append("</ul>")
        out.append("</section>")
    out.append(f"<footer>{_e(sheet.footer)}</footer>")
    out += ["</body>", "</html>", ""]
    return "\n".join(out)


def _blocks(blocks, sheet, numbered: bool = False) -> list[str]:
    """Blocks of entries; a phase with several steps (`numbered`) as a numbered list."""
    out = []
    for block in blocks:
        steps_list = numbered and len(block.entries) > 1
        cls = "block" if block.title else "block plain"
        if sum(len(steps.flat(e.text)) for e in block.entries) <= KEEP_WHOLE:
            cls += " keep"        # a short phase or end is never split across the columns
        out.append(f'<div class="{cls}">')
        if block.title:
            sub = f' <span class="subtitle">{_e(block.subtitle)}</span>' if block.subtitle else ""
            out.append(f"<h3>{_e(block.title)}{sub}</h3>")
        if steps_list:
            out.append('<ol class="phase">')
        for entry in block.entries:
            label = f'<span class="label">{_e(entry.label)}</span> ' if entry.label else ""
            if entry.changed:
                label += f'<span class="changed">{_e(sheet.changed_mark)}</span> '
            body = steps.html(entry.text) if steps.has_list(entry.text) else _e(entry.text)
            if entry.table:
                head, *rows = entry.table
                body += ('<table class="rules"><thead><tr>' + "".join(f"<th>{_e(c)}</th>" for c in head)
                         + "</tr></thead><tbody>"
                         + "".join("<tr>" + "".join(f"<td>{_e(c)}</td>" for c in r) + "</tr>" for r in rows)
                         + "</tbody></table>")
            if steps_list:
                leaf = ' class="leaf"' if not steps.has_list(entry.text) and not entry.table else ""
                out.append(f"<li{leaf}>{label}{body}</li>")
            elif entry.table and len(entry.text) <= 200:
                # a table under its caption: never the caption at a column's foot, the table
                # at the top of the next (a <p> cannot hold a table)
                out.append(f'<div class="p keep">{label}{body}</div>')
            elif steps.has_list(entry.text) or entry.table:
                out.append(f'<div class="p">{label}{body}</div>')
            else:
                out.append(f"<p>{label}{body}</p>")
        if steps_list:
            out.append("</ol>")
        out.append("</div>")
    return out


# Every line break a text may hold (a multi-line translation): in Markdown a new line can
# start a heading, a code fence, a list, a quote or raw HTML, so a text stays on one line.
_LINE_BREAKS = re.compile(r"[\r\n\v\f\x1c-\x1e\x85\u2028\u2029]+")
# Punctuation with a meaning inside a line (emphasis, code, links, tables, strike-through,
# heading closers); & < > become entities, which every Markdown flavour shows as text.
_INLINE = re.compile(r"([\\`*_\[\]#|~])")
_ENTITIES = {"&": "&amp;", "<": "&lt;", ">": "&gt;"}
# What makes a line a block when it starts it: a list item ("- ", "+ ", "1. ", "1) "), a
# setext underline or thematic break ("=", "-"), a quote (">", now an entity anyway).
_LINE_START = re.compile(r"^([-+=]|[0-9]+(?=[.)]))")


def _md(text: str | None) -> str:
    """Rule text as Markdown that shows it as written: one line, inline punctuation escaped,
    HTML as entities, nothing at its start that begins a block."""
    text = _LINE_BREAKS.sub(" ", text or "").replace("\t", " ").strip()
    text = _INLINE.sub(r"\\\1", text)
    text = "".join(_ENTITIES.get(ch, ch) for ch in text)
    m = _LINE_START.match(text)
    if m:
        # a number is escaped at the "." or ")" after it; a sign by itself
        end = m.end()
        text = text[:end] + "\\" + text[end:] if m.group(1)[0].isdigit() else "\\" + text
    return text


def _md_item(text: str) -> str:
    """One line of a list item: escaped, but its own "- " is added by the caller."""
    return _md(text) if text.strip() else ""


def render_markdown(sheet: Sheet) -> str:
    out = [f"# {_md(sheet.title)}", ""]
    for section in sheet.sections:
        out += [f"## {_md(section.title)}", ""]
        if section.intro:
            out += [f"*{_md(section.intro)}*", ""]
        for block in section.blocks:
            if block.title:
                out += [f"### {_md(block.title)}", ""]
            if section.key == "round" and len(block.entries) > 1:      # a phase's steps, numbered
                for n, entry in enumerate(block.entries, 1):
                    lines = steps.markdown_lines(entry.text, _md_item) if steps.has_list(entry.text) \
                        else [_md(entry.text)]
                    mark = f"*{_md(sheet.changed_mark)}* " if entry.changed else ""
                    out.append(f"{n}. {mark}{lines[0]}")
                    out += ["   " + line for line in lines[1:]]
                out.append("")
                continue
            for entry in block.entries:
                label = f"**{_md(entry.label)}** " if entry.label else ""
                if entry.changed:
                    label += f"*{_md(sheet.changed_mark)}* "
                if steps.has_list(entry.text):
                    lines = steps.markdown_lines(entry.text, _md_item)
                    if lines and not lines[0].lstrip().startswith("- "):
                        lines[0] = label + lines[0]
                    elif label:
                        lines.insert(0, label.strip())
                    out += lines + [""]
                else:
                    out += [f"{label}{_md(entry.text)}", ""]
                if entry.table:
                    head, *rows = entry.table
                    out += ["| " + " | ".join(_md(c) for c in head) + " |",
                            "|" + "---|" * len(head)]
                    out += ["| " + " | ".join(_md(c) for c in r) + " |" for r in rows]
                    out.append("")
        for b in section.bullets:
            out.append(f"- {_md(b)}")
        if section.bullets:
            out.append("")
    out += ["---", "", f"*{_md(sheet.footer)}*", ""]
    return "\n".join(out)


class NetworkRefused(Exception):
    pass


def _no_network(url: str, *args, **kwargs):
    raise NetworkRefused(f"the sheet loads nothing from outside (asked for {url})")


SCALE_STEP = 0.025


def render_pdf(sheet: Sheet, pages: int = 2) -> bytes:
    """PDF from the same HTML (WeasyPrint; fonts embedded; no network). When the sheet still
    takes more than `pages` A4 pages at its scale, it is set a little smaller until it fits
    (down to MIN_SCALE). A sheet that takes more even then is set in the largest type (up to
    scale 1) that takes no more pages than the smallest does: three full pages rather than two
    and a few lines, in type too small to read."""
    try:
        from weasyprint import HTML
    except Exception as exc:  # missing package or system libraries (Pango)
        raise RuntimeError(f"PDF output needs WeasyPrint and its system libraries: {exc}") from None

    def laid_out(at: float):
        return HTML(string=render_html(sheet, at), url_fetcher=_no_network).render()
    scale = sheet_scale(sheet)
    document = laid_out(scale)
    while len(document.pages) > pages and scale > MIN_SCALE:
        scale = max(MIN_SCALE, round(scale - SCALE_STEP, 3))
        document = laid_out(scale)
    if len(document.pages) > pages:
        document = _largest_within(laid_out, scale, len(document.pages), document)
    return document.write_pdf()


def _largest_within(laid_out, low: float, most_pages: int, at_low):
    """The document at the largest scale from `low` up to 1, in SCALE_STEP steps, that takes at
    most `most_pages` pages (`at_low`, the one at `low`, does); by halving the steps between."""
    fits, over = 0, round((1.0 - low) / SCALE_STEP) + 1      # steps above low: `fits` does, `over` is out
    best = at_low
    while over - fits > 1:
        mid = (fits + over) // 2
        document = laid_out(round(low + mid * SCALE_STEP, 3))
        if len(document.pages) <= most_pages:
            fits, best = mid, document
        else:
            over = mid
    return best
