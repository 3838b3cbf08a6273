"""Steps: the body of a condition or a loop as a list under its heading, so that what belongs to
an `if`, to its `else` and to a loop is never a matter of reading ("If A: If B: X. Otherwise: Y."
could mean either `else`).

A sentence's text may hold a list: OPEN, the items separated by ITEM, CLOSE (characters of the
private use area, which no sentence template produces). `plain` writes it as indented lines
(goldens, diff, terminal), `html` as nested lists, `markdown_lines` as Markdown list lines.
A body of one simple sentence stays inline: "If A: Take two cards."
"""
from __future__ import annotations

import html as _html

OPEN, ITEM, CLOSE = "\ue000", "\ue001", "\ue002"
MARKS = OPEN + ITEM + CLOSE


def body(sentences) -> str:
    """The text of a body: one simple sentence inline, else a list of its sentences."""
    texts = [s.text for s in sentences]
    if len(sentences) == 1 and not getattr(sentences[0], "compound", False) and OPEN not in texts[0]:
        return texts[0]
    if not texts:
        return ""
    return OPEN + ITEM.join(texts) + CLOSE


def join(sentences) -> str:
    """Sentences one after another; as a list when one of several is a condition or a loop (so
    that the next one is not read as part of it)."""
    if len(sentences) > 1 and any(getattr(x, "compound", False) or OPEN in x.text for x in sentences):
        return OPEN + ITEM.join(x.text for x in sentences) + CLOSE
    return " ".join(x.text for x in sentences)


def has_list(text: str) -> bool:
    return OPEN in text


def flat(text: str) -> str:
    """The text without list marks, for measures (length, word counts)."""
    return text.replace(OPEN, " ").replace(ITEM, " ").replace(CLOSE, " ")


def _parse(text: str):
    """[str | list[items]] where an item is again such a sequence."""
    pos = 0

    def seq(stop: set):
        nonlocal pos
        out, buf = [], []
        while pos < len(text):
            ch = text[pos]
            if ch in stop:
                break
            pos += 1
            if ch == OPEN:
                if buf:
                    out.append("".join(buf))
                    buf = []
                items = []
                while True:
                    items.append(seq({ITEM, CLOSE}))
                    if pos >= len(text):
                        break
                    ch = text[pos]
                    pos += 1
                    if ch == CLOSE:
                        break
                out.append(items)
            else:
                buf.append(ch)
        if buf:
            out.append("".join(buf))
        return out
    return seq(set())


def plain(text: str, indent: str = "  ") -> str:
    """Indented lines: the heading, then '- item' lines one level deeper."""
    lines: list[str] = []

    def emit(parts, depth: int, bullet: str | None):
        state = {"first": True}

        def put(words: str):
            lead = (bullet or "") if state["first"] else ("  " if bullet else "")
            lines.append(indent * depth + lead + words)
            state["first"] = False
        line = ""
        for part in parts:
            if isinstance(part, str):
                line += part
                continue
            head, line = line.strip(), ""
            if head:
                put(head)
            below = depth + 1 if (bullet or not state["first"]) else depth
            for item in part:
                emit(item, below, "- ")
            state["first"] = False
        if line.strip():
            put(line.strip())
    emit(_parse(text), 0, None)
    return "\n".join(lines)


def html(text: str, numbered: bool = False) -> str:
    """HTML: text escaped, lists as <ul>."""
    out = []

    def emit(parts):
        for part in parts:
            if isinstance(part, str):
                out.append(_html.escape(part.strip() if out and out[-1].endswith(">") else part, quote=False))
            else:
                out.append('<ul class="steps">')
                for item in part:
                    # a step without steps under it is never split across columns or pages
                    leaf = all(isinstance(x, str) for x in item)
                    out.append('<li class="leaf">' if leaf else "<li>")
                    emit(item)
                    out.append("</li>")
                out.append("</ul>")
    emit(_parse(text))
    return "".join(out)


def markdown_lines(text: str, escape) -> list[str]:
    """Markdown from the plain form: list lines kept ("- " after two spaces a level), each line's
    words made safe by `escape`; a paragraph line after a list is set apart by a blank line."""
    out: list[str] = []
    in_list = False
    for line in plain(text).split("\n"):
        body = line.lstrip(" ")
        pad = line[:len(line) - len(body)]
        if body.startswith("- "):
            out.append(pad + "- " + escape(body[2:]))
            in_list = True
        elif pad:
            out.append(pad + escape(body))
        else:
            if in_list:
                out.append("")
            out.append(escape(body))
            in_list = False
    return out
