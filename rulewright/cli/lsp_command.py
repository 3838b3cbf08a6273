"""`rulewright lsp`: the language server for editors (see docs/editors.md)."""
from __future__ import annotations

import logging
import sys

import click


@click.command(name="lsp")
@click.option("--lang", default="en", show_default=True,
              help="Language of names and rule sentences (the client's initialization option 'lang' wins).")
@click.option("--stdio", is_flag=True, help="Talk on standard input and output (the default and only way).")
@click.option("--log-level", type=click.Choice(["error", "warning", "info", "debug"]), default="warning",
              show_default=True, help="What goes to standard error.")
def lsp(lang: str, stdio: bool, log_level: str) -> None:
    """Run the language server for editors on standard input and output: diagnostics while you type, hover, go-to-definition and completion for rule files and house rules.

    See docs/editors.md for VS Code, Neovim and Helix."""
    try:
        from rulewright.editing.lsp_server import serve
    except ImportError as exc:
        click.echo(f"error: the language server needs pygls 2 ({exc.name} is missing): "
                   'pip install "rulewright[lsp]"', err=True)
        sys.exit(1)
    logging.basicConfig(stream=sys.stderr, level=getattr(logging, log_level.upper()),
                        format="rulewright lsp: %(levelname)s: %(message)s")
    if log_level != "debug":
        logging.getLogger("pygls").setLevel(logging.WARNING)     # its own start-up lines
    serve(lang)
