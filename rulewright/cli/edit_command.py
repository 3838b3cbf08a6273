"""`rulewright edit FILE`: the file in a page of a local server, its problems marked as you type
and the rules text of what it changes beside it (rulewright/editing/web.py, docs/editing.md).

Exit codes: 0 stopped with Ctrl-C, 1 a FILE that cannot be edited or a port that cannot be
listened on, 2 usage error (e.g. a language the ruleset does not have).
"""
from __future__ import annotations

import sys
import threading
from pathlib import Path

import click

from rulewright.cli.support import UsageProblem, signals_as_interrupts


@click.command(name="edit")
@click.argument("file", type=click.Path(path_type=Path, dir_okay=True))
@click.option("--lang", default="en", show_default=True,
              help="Language of the rules text (the page can switch to the ruleset's other languages).")
@click.option("--port", type=click.IntRange(0, 65535), default=0, show_default=True,
              help="Port on 127.0.0.1 to listen on; 0 takes a free one.")
@click.option("--no-browser", is_flag=True, help="Print the page's address, do not open a browser.")
def edit(file: Path, lang: str, port: int, no_browser: bool) -> None:
    """Edit FILE (a house rule, or a file of a ruleset) in a local page with live errors and rules text."""
    from rulewright.editing.web import EditError, EditSession, UnknownLanguage, address, make_server
    try:
        session = EditSession(file, lang)
    except UnknownLanguage as ex:
        raise UsageProblem(str(ex)) from None
    except EditError as ex:
        click.echo(f"error: {ex}", err=True)
        sys.exit(1)
    try:
        server = make_server(session, port)
    except OSError as ex:
        click.echo(f"error: cannot listen on 127.0.0.1:{port}: {ex.strerror or ex}", err=True)
        sys.exit(1)
    threading.Thread(target=session.warm, name="warm-up", daemon=True).start()
    url = address(server)
    click.echo(f"Editing {file} at {url}")
    click.echo("Only this file is written, when you press Save. Ctrl-C stops the server.")
    if not no_browser:
        import webbrowser
        webbrowser.open(url)
    try:
        with signals_as_interrupts():
            server.serve_forever(poll_interval=0.2)
    except KeyboardInterrupt:
        click.echo("\nStopped.", err=True)
    finally:
        server.server_close()
