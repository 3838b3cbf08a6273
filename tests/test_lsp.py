"""`rulewright lsp` driven by a real client (pytest-lsp) in a subprocess: diagnostics on open and
change, hover, definition and completion; and nothing but protocol on standard output."""
from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest_lsp = pytest.importorskip("pytest_lsp")
from lsprotocol import types  # noqa: E402
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
HOUSE = ROOT / "rules" / "rattus_cartus" / "house_rules" / "gentle_plague.yaml"
CARDS = ROOT / "rules" / "rattus_cartus" / "cards.yaml"
SERVER = [sys.executable, "-c", "from rulewright.cli.main import main; main()", "lsp"]
ENV = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, server_env=ENV))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), initialization_options={"lang": "nl"},
        root_uri=HOUSE.parent.as_uri()))
    yield
    await lsp_client.shutdown_session()


def position_of(text: str, needle: str, after: int = 0) -> types.Position:
    index = text.index(needle) + after
    line = text.count("\n", 0, index)
    start = text.rfind("\n", 0, index) + 1
    return types.Position(line, len(text[start:index].encode("utf-16-le")) // 2)


async def diagnostics_of(client: LanguageClient, uri: str, version: int, check=None):
    """The diagnostics the server publishes for that version of the document (that `check`
    accepts, when given)."""
    for _ in range(20):
        params = await asyncio.wait_for(
            client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), timeout=30)
        if params.uri == uri and params.version == version and (check is None or check(params.diagnostics)):
            return params.diagnostics
    raise AssertionError(f"no diagnostics for version {version}")


def open_doc(client: LanguageClient, path: Path, text: str) -> str:
    uri = path.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)))
    return uri


def change_doc(client: LanguageClient, uri: str, version: int, text: str) -> None:
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))


@pytest.mark.asyncio
async def test_invalid_then_valid_house_rule(client: LanguageClient):
    good = HOUSE.read_text(encoding="utf-8")
    bad = good.replace("standard: me.rats -= 2", "standard: me.rats -= twoo")
    uri = open_doc(client, HOUSE, bad)
    diags = await diagnostics_of(client, uri, 1)
    errors = [d for d in diags if d.severity == types.DiagnosticSeverity.Error]
    assert [d.code for d in errors] == ["RW301"]
    start = position_of(bad, "twoo")
    assert errors[0].range == types.Range(start, types.Position(start.line, start.character + 4))
    assert "twoo" in errors[0].message
    change_doc(client, uri, 2, good)
    diags = await diagnostics_of(client, uri, 2)
    assert list(diags) == []


@pytest.mark.asyncio
async def test_hover_definition_and_completion(client: LanguageClient):
    text = HOUSE.read_text(encoding="utf-8")
    uri = open_doc(client, HOUSE, text)
    await diagnostics_of(client, uri, 1)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(text, "monastery:", 2)))
    assert "**Klooster**" in hover.contents.value and "Leg twee ratten af" in hover.contents.value
    found = await client.text_document_definition_async(types.DefinitionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(text, "monastery:", 2)))
    assert found.uri == CARDS.as_uri()
    cards = CARDS.read_text(encoding="utf-8")
    assert found.range.start == position_of(cards, "\n  monastery:", 3)
    edited = text.replace("standard: me.rats -= 2", "standard: me.")
    change_doc(client, uri, 2, edited)
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(edited, "standard: me.", 13)))
    labels = {item.label: item.detail for item in result.items}
    assert labels.get("rats") == "rat" or "rats" in labels
    assert "castle" not in labels
    edited = text.replace("standard: me.rats -= 2", "standard: take(")
    change_doc(client, uri, 3, edited)
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(edited, "take(", 5)))
    labels = {item.label: item.detail for item in result.items}
    assert labels["castle"] == "Kasteel" and "rats" not in labels


@pytest.mark.asyncio
async def test_a_yaml_file_that_is_no_rule_file_gets_no_diagnostics(client: LanguageClient, tmp_path):
    uri = open_doc(client, tmp_path / "workflow.yaml", "on: push\njobs: {}\n")
    assert list(await diagnostics_of(client, uri, 1)) == []


@pytest.mark.asyncio
async def test_a_change_in_one_open_file_is_checked_in_the_others(client: LanguageClient, ruleset_copy):
    cards, ruleset = ruleset_copy / "cards.yaml", ruleset_copy / "ruleset.yaml"
    cards_text, ruleset_text = cards.read_text(encoding="utf-8"), ruleset.read_text(encoding="utf-8")
    cards_uri = open_doc(client, cards, cards_text)
    assert [d for d in await diagnostics_of(client, cards_uri, 1) if d.severity == types.DiagnosticSeverity.Error] == []
    ruleset_uri = open_doc(client, ruleset, ruleset_text)
    await diagnostics_of(client, ruleset_uri, 1)
    # rename a zone in ruleset.yaml, unsaved: cards.yaml, which uses it, gets the error at its place
    change_doc(client, ruleset_uri, 2, ruleset_text.replace("  sword_supply:", "  blade_supply:"))

    def has_error(diags):
        return any(d.severity == types.DiagnosticSeverity.Error for d in diags)
    diags = await diagnostics_of(client, cards_uri, 1, has_error)
    first = next(d for d in diags if d.severity == types.DiagnosticSeverity.Error)
    assert first.range.start == position_of(cards_text, "sword_supply") and "sword_supply" in first.message
    assert ruleset.read_text(encoding="utf-8") == ruleset_text        # nothing was written


def _frames(data: bytes) -> list[dict]:
    """Split LSP output into its messages; fails on any byte that is not part of a message."""
    messages = []
    while data:
        head, sep, rest = data.partition(b"\r\n\r\n")
        assert sep, f"not a protocol header: {data[:80]!r}"
        fields = dict(line.split(b": ", 1) for line in head.split(b"\r\n"))
        assert set(fields) <= {b"Content-Length", b"Content-Type"}, head
        length = int(fields[b"Content-Length"])
        messages.append(json.loads(rest[:length]))
        data = rest[length:]
    return messages


def _message(payload: dict) -> bytes:
    body = json.dumps(payload).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n%s" % (len(body), body)


def test_nothing_but_protocol_on_stdout():
    text = HOUSE.read_text(encoding="utf-8").replace("me.rats -= 2", "me.ratz -= 2")
    session = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}, "processId": None}},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": HOUSE.as_uri(), "languageId": "yaml", "version": 1, "text": text}}},
        {"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": {
            "textDocument": {"uri": HOUSE.as_uri()}, "position": {"line": 12, "character": 6}}},
        {"jsonrpc": "2.0", "id": 3, "method": "shutdown"},
        {"jsonrpc": "2.0", "method": "exit"},
    ]
    done = subprocess.run(SERVER + ["--log-level", "info"], input=b"".join(map(_message, session)),
                          capture_output=True, env=ENV, timeout=60)
    messages = _frames(done.stdout)
    assert any(m.get("method") == "textDocument/publishDiagnostics" and
               [d["code"] for d in m["params"]["diagnostics"] if d["severity"] == 1] == ["RW305"]
               for m in messages)
    assert {m.get("id") for m in messages} >= {1, 2, 3}
    assert b"analysed gentle_plague.yaml" in done.stderr       # the log goes to stderr


def test_lsp_help_and_missing_language_option():
    done = subprocess.run(SERVER + ["--help"], capture_output=True, env=ENV, timeout=60)
    assert done.returncode == 0 and b"language server" in done.stdout
