"""`rulewright lsp`: a language server (pygls 2) on the editing core.

Diagnostics on open and change (of the buffer, not the disk), hover (a card: its translated name
and the sheet sentence of its rule; a zone, counter, parameter ...: what it is), go-to-definition
(into the base ruleset of a house rule), completion (after `me.`, inside `take(`, `move(`, kind
names, enum values ...). It speaks the protocol on standard input and output and logs to
standard error only. The language of names and sentences: the initialization option `lang`
(`{"lang": "nl"}`), else `--lang`.
It leaves YAML keys and schema checks to yaml-language-server (docs/editors.md).
"""
from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path, to_fs_path

from .analysis import analyze
from .completion import completions
from .positions import Position, Range
from .symbols import symbol_at

log = logging.getLogger("rulewright.lsp")

_SEVERITY = {"error": types.DiagnosticSeverity.Error, "warning": types.DiagnosticSeverity.Warning,
             "information": types.DiagnosticSeverity.Information}
_KIND = {"card": types.CompletionItemKind.Class, "group": types.CompletionItemKind.Module,
         "zone": types.CompletionItemKind.Folder, "player_zone": types.CompletionItemKind.Folder,
         "counter": types.CompletionItemKind.Variable, "player_counter": types.CompletionItemKind.Field,
         "parameter": types.CompletionItemKind.Constant, "variable": types.CompletionItemKind.Variable,
         "enum": types.CompletionItemKind.Enum, "action": types.CompletionItemKind.Method,
         "decision": types.CompletionItemKind.Event, "category": types.CompletionItemKind.Unit,
         "procedure": types.CompletionItemKind.Function, "function": types.CompletionItemKind.Function,
         "attribute": types.CompletionItemKind.Property, "keyword": types.CompletionItemKind.Keyword,
         "player": types.CompletionItemKind.Variable}
DEBOUNCE_SECONDS = 0.3       # a keystroke pause before a changed buffer is analysed


def _range(r: Range) -> types.Range:
    return types.Range(types.Position(r.start.line, r.start.character), types.Position(r.end.line, r.end.character))


class RulesServer(LanguageServer):
    def __init__(self, lang: str = "en"):
        super().__init__("rulewright", "0.1.0")
        self.lang = lang
        self._pending: dict[str, int] = {}      # uri -> the version waiting for a pause in typing

    def path_of(self, uri: str) -> Path | None:
        path = to_fs_path(uri)
        return Path(path) if path else None

    def check(self, uri: str) -> None:
        """Analyse the buffer of `uri` and publish its diagnostics."""
        path = self.path_of(uri)
        if path is None or path.suffix not in (".yaml", ".yml"):
            return                    # only rule files and house rules are checked here
        doc = self.workspace.get_text_document(uri)
        analysis = analyze(path, doc.source, self.lang, self.others(uri), rules_text=False)
        log.info("analysed %s in %.3f s: %d diagnostics", path.name, analysis.seconds, len(analysis.diagnostics))
        diagnostics = []
        if analysis.kind == "none":
            analysis.diagnostics = []     # a YAML file of something else (a CI workflow): not ours
        for d in analysis.diagnostics:
            message = d.message + (f"\nhint: {d.hint}" if d.hint else "")
            diagnostics.append(types.Diagnostic(range=_range(d.range), message=message,
                                                severity=_SEVERITY.get(d.severity), code=d.code,
                                                source="rulewright"))
        self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(
            uri=uri, version=doc.version, diagnostics=diagnostics))

    def others(self, uri: str) -> dict:
        """The unsaved texts of the other open documents: a ruleset is checked as the editor
        holds all its files."""
        out = {}
        for other, doc in list(self.workspace.text_documents.items()):
            path = self.path_of(other) if other != uri else None
            if path is not None and path.suffix in (".yaml", ".yml"):
                out[path] = doc.source
        return out

    def recheck_neighbours(self, uri: str) -> None:
        """After a file of a ruleset changed, the other open files of its folder (and the house
        rules open beside it) may have gained or lost problems: check them again."""
        path = self.path_of(uri)
        if path is None:
            return
        for other in list(self.workspace.text_documents):
            other_path = self.path_of(other) if other != uri else None
            if other_path is not None and other_path.suffix in (".yaml", ".yml") and \
                    (other_path.parent == path.parent or other_path.parent.parent == path.parent):
                try:
                    self.check(other)
                except Exception:      # noqa: BLE001
                    log.exception("check of %s failed", other)

    async def check_later(self, uri: str, version: int) -> None:
        """Analyse after a pause in typing: a change that a newer one follows within the pause
        is not analysed at all."""
        self._pending[uri] = version
        await asyncio.sleep(DEBOUNCE_SECONDS)
        if self._pending.get(uri) != version:
            return
        self._pending.pop(uri, None)
        try:
            self.check(uri)
            self.recheck_neighbours(uri)
        except Exception:      # noqa: BLE001 - a failed check must not stop the server
            log.exception("check of %s failed", uri)


def make_server(lang: str = "en") -> RulesServer:
    server = RulesServer(lang)

    @server.feature(types.INITIALIZE)
    def initialize(ls: RulesServer, params: types.InitializeParams):
        options = params.initialization_options
        if isinstance(options, dict) and isinstance(options.get("lang"), str):
            ls.lang = options["lang"]
        log.info("rulewright lsp: language %s", ls.lang)

    @server.feature(types.INITIALIZED)
    def initialized(ls: RulesServer, params: types.InitializedParams):
        """Load the compiler and the sheet generator now, not at the first file opened."""
        import rulewright.compiler.build  # noqa: F401
        import rulewright.compiler.sheet.document  # noqa: F401
        from rulewright.compiler.parser import parse
        parse("let x = 1")          # builds (or loads) the grammar's parser

    @server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
    def did_change_configuration(ls: RulesServer, params: types.DidChangeConfigurationParams):
        """{"rulewright": {"lang": "de"}} (or {"lang": "de"}) switches the language; every
        open file is checked again."""
        settings = params.settings if isinstance(params.settings, dict) else {}
        settings = settings.get("rulewright", settings)
        lang = settings.get("lang") if isinstance(settings, dict) else None
        if isinstance(lang, str) and lang != ls.lang:
            ls.lang = lang
            log.info("language: %s", lang)
            for uri in list(ls.workspace.text_documents):
                ls.check(uri)

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: RulesServer, params: types.DidOpenTextDocumentParams):
        ls.check(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    async def did_change(ls: RulesServer, params: types.DidChangeTextDocumentParams):
        await ls.check_later(params.text_document.uri, params.text_document.version)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls: RulesServer, params: types.DidSaveTextDocumentParams):
        ls.check(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: RulesServer, params: types.DidCloseTextDocumentParams):
        ls._pending.pop(params.text_document.uri, None)
        ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=params.text_document.uri,
                                                                            diagnostics=[]))

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    def hover(ls: RulesServer, params: types.HoverParams):
        symbol = _symbol(ls, params)
        if symbol is None:
            return None
        lines = [f"**{_md(symbol.title)}** (`{symbol.name}`)" if symbol.title else f"`{symbol.name}`"]
        if symbol.sentence:
            lines += ["", "  \n".join(_md(line) for line in symbol.sentence.split("\n"))]   # hard breaks
        return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value="\n".join(lines)))

    @server.feature(types.TEXT_DOCUMENT_DEFINITION)
    def definition(ls: RulesServer, params: types.DefinitionParams):
        symbol = _symbol(ls, params)
        if symbol is None or symbol.definition is None:
            return None
        path, rng = symbol.definition
        return types.Location(uri=from_fs_path(str(path)), range=_range(rng))

    @server.feature(types.TEXT_DOCUMENT_COMPLETION,
                    types.CompletionOptions(trigger_characters=[".", "(", ",", "="]))
    def completion(ls: RulesServer, params: types.CompletionParams):
        path = ls.path_of(params.text_document.uri)
        if path is None:
            return None
        doc = ls.workspace.get_text_document(params.text_document.uri)
        pos = Position(params.position.line, params.position.character)
        found = completions(path, doc.source, pos, ls.lang, ls.others(params.text_document.uri))
        items = [types.CompletionItem(label=c.label, kind=_KIND.get(c.kind.split(":")[0],
                                                                    types.CompletionItemKind.Value),
                                      detail=c.detail) for c in found]
        return types.CompletionList(is_incomplete=False, items=items)

    return server


def _md(text: str) -> str:
    """A sentence shown literally in Markdown (a name could hold * or _), its list marks kept."""
    body = text.lstrip(" ")
    lead = text[:len(text) - len(body)]
    mark = ""
    if body.startswith("- "):
        mark, body = "- ", body[2:]
    return lead.replace(" ", "&nbsp;") + mark + "".join("\\" + c if c in "\\`*_[]<>#|~" else c for c in body)


def _symbol(ls: RulesServer, params):
    path = ls.path_of(params.text_document.uri)
    if path is None:
        return None
    doc = ls.workspace.get_text_document(params.text_document.uri)
    return symbol_at(path, doc.source, Position(params.position.line, params.position.character), ls.lang,
                     ls.others(params.text_document.uri))


def serve(lang: str = "en") -> None:
    """Run the server on standard input and output until the client says exit. Anything that
    would print to standard output goes to standard error: stdout carries the protocol only."""
    import sys
    protocol_in, protocol_out = sys.__stdin__.buffer, sys.__stdout__.buffer   # under the CLI's wrappers
    sys.stdout = sys.stderr
    make_server(lang).start_io(protocol_in, protocol_out)
