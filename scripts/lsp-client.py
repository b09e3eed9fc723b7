#!/usr/bin/env python3
"""Drives `charter lsp` through pygls, a Language Server Protocol client library, as an editor does.

Usage: lsp-client.py CHARTER REPOSITORY < steps.json

Each step (a JSON list on standard input) is one of:
  {"open": PATH, "text": TEXT}         didOpen, then wait for its diagnostics
  {"change": PATH, "text": TEXT}       didChange (whole text), then wait for the new version's diagnostics
  {"watched": PATH}                    workspace/didChangeWatchedFiles for PATH, then wait for each open
                                       document's next diagnostics
  {"codeAction": PATH, "line": N}      textDocument/codeAction on line N (0-based)
  {"hover": PATH, "line": N, "character": C}
  {"close": PATH}
  {"write": PATH, "text": TEXT}        writes a file of the repository (a rule file changed on disk)
Prints one JSON result per step — the diagnostics (and the milliseconds they took), the actions,
the hover text — then {"exit": CODE} for the server's exit after shutdown and exit.
"""
import asyncio
import json
import os
import sys
import time

from lsprotocol import types
from pygls.lsp.client import BaseLanguageClient


async def main():
    charter, repository = sys.argv[1], os.path.realpath(sys.argv[2])
    steps = json.load(sys.stdin)
    client = BaseLanguageClient("charter-test", "1")
    published = {}
    arrived = asyncio.Condition()

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    async def on_diagnostics(params):
        async with arrived:
            published.setdefault(params.uri, []).append(params)
            arrived.notify_all()

    async def wait(uri, count, version=None):
        async with arrived:
            await asyncio.wait_for(
                arrived.wait_for(lambda: len(published.get(uri, [])) >= count
                                 and (version is None or published[uri][-1].version == version)), 30)
        return published[uri][-1]

    def uri(path):
        return "file://" + os.path.join(repository, path)

    def diagnostics(params):
        return [{"line": d.range.start.line, "character": d.range.start.character, "code": d.code,
                 "severity": int(d.severity), "message": d.message} for d in params.diagnostics]

    await client.start_io(charter, "lsp", cwd=repository)
    await client.initialize_async(types.InitializeParams(
        process_id=os.getpid(), root_uri="file://" + repository,
        capabilities=types.ClientCapabilities()))
    client.initialized(types.InitializedParams())
    versions = {}
    results = []
    for step in steps:
        if "open" in step:
            target = uri(step["open"])
            versions[target] = 1
            count = len(published.get(target, []))
            start = time.perf_counter()
            client.text_document_did_open(types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(uri=target, language_id="swift", version=1, text=step["text"])))
            params = await wait(target, count + 1, 1)
            results.append({"diagnostics": diagnostics(params), "ms": (time.perf_counter() - start) * 1000})
        elif "change" in step:
            target = uri(step["change"])
            versions[target] += 1
            start = time.perf_counter()
            client.text_document_did_change(types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=target, version=versions[target]),
                content_changes=[types.TextDocumentContentChangeEvent_Type2(text=step["text"])]))
            params = await wait(target, 1, versions[target])
            results.append({"diagnostics": diagnostics(params), "ms": (time.perf_counter() - start) * 1000})
        elif "watched" in step:
            counts = {target: len(published.get(target, [])) for target in versions}
            client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
                changes=[types.FileEvent(uri=uri(step["watched"]), type=types.FileChangeType.Changed)]))
            after = {}
            for target, count in counts.items():
                after[os.path.relpath(target[len("file://"):], repository)] = diagnostics(await wait(target, count + 1))
            results.append({"diagnostics": after})
        elif "codeAction" in step:
            target = uri(step["codeAction"])
            line = step["line"]
            actions = await client.text_document_code_action_async(types.CodeActionParams(
                text_document=types.TextDocumentIdentifier(uri=target),
                range=types.Range(start=types.Position(line=line, character=0),
                                  end=types.Position(line=line, character=0)),
                context=types.CodeActionContext(diagnostics=[])))
            results.append({"actions": [{
                "title": action.title, "kind": action.kind,
                "edits": [{"line": edit.range.start.line, "character": edit.range.start.character,
                           "endLine": edit.range.end.line, "endCharacter": edit.range.end.character,
                           "newText": edit.new_text}
                          for edit in (action.edit.changes or {}).get(target, [])] if action.edit else []}
                for action in actions or []]})
        elif "hover" in step:
            hover = await client.text_document_hover_async(types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri=uri(step["hover"])),
                position=types.Position(line=step["line"], character=step["character"])))
            results.append({"hover": hover.contents.value if hover else None})
        elif "write" in step:
            with open(os.path.join(repository, step["write"]), "w", encoding="utf-8") as file:
                file.write(step["text"])
            results.append({"written": True})
        elif "close" in step:
            target = uri(step["close"])
            client.text_document_did_close(types.DidCloseTextDocumentParams(
                text_document=types.TextDocumentIdentifier(uri=target)))
            versions.pop(target, None)
            results.append({"closed": True})
    await client.shutdown_async(None)
    client.exit(None)
    code = await asyncio.wait_for(client._server.wait(), 10)
    results.append({"exit": code})
    print(json.dumps(results))


asyncio.run(main())
