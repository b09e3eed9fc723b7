import CharterKit
import Foundation

/// One editor's session: the documents it has open, linted as they change, and its requests
/// answered. Each lint opens the repository afresh, so a rule file, config, settings file or
/// `Package.swift` changed on disk is honoured on the next lint; a change the editor reports
/// (`workspace/didChangeWatchedFiles`) lints every open document again.
actor LSPSession {
  private let output: LSPOutput
  private let useUserRules: Bool
  /// The folder the server was started in; the workspace root the editor names replaces it.
  private var directory: URL
  private var encoding = LSPText.Encoding.utf16
  private var documents: [String: LSPDocument] = [:]
  private var openings = 0
  private var initialized = false
  private var shutdownRequested = false

  init(output: LSPOutput, directory: URL, useUserRules: Bool) {
    self.output = output
    self.directory = directory
    self.useUserRules = useUserRules
  }

  /// Handles one message; `continues` is `false` once the editor has said `exit`, and
  /// `exitCode` 0 when `shutdown` came first.
  func handle(_ bytes: [UInt8]) async -> (continues: Bool, exitCode: Int32) {
    guard let message = LSPJSON.message(bytes) else {
      await send([
        "jsonrpc": .string("2.0"), "id": .null,
        "error": .object(["code": .int(-32700), "message": .string("the message is not a JSON object")]),
      ])
      return (true, 0)
    }
    let method = message["method"]?.text
    let id = message["id"]
    let params = message["params"] ?? .object([:])
    let document = params["textDocument"]
    // A response from the editor (to nothing this server asks) is never answered.
    guard message["result"] == nil, message["error"] == nil else { return (true, 0) }
    if let id {
      // Ids are numbers or strings (JSON-RPC 2.0, LSP).
      switch id {
      case .int, .string: break
      default:
        await error(.null, -32600, "a request's id must be a number or a string")
        return (true, 0)
      }
    }
    guard let method else {
      await error(id ?? .null, -32600, "a message needs a method")
      return (true, 0)
    }
    if method == "exit" { return (false, shutdownRequested ? 0 : 1) }
    // The protocol's order: initialize once, first; nothing but exit after shutdown.
    if !initialized, method != "initialize" {
      if id != nil { await error(id!, -32002, "the server is not initialized yet") }
      return (true, 0)
    }
    if shutdownRequested {
      if id != nil { await error(id!, -32600, "the server is shutting down") }
      return (true, 0)
    }
    switch method {
    case "initialize":
      guard !initialized else {
        await error(id ?? .null, -32600, "initialize was already sent")
        return (true, 0)
      }
      initialized = true
      await reply(id, initialize(params))
    case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration": break
    case "shutdown":
      shutdownRequested = true
      await reply(id, .null)
    case "textDocument/didOpen":
      guard let uri = document?["uri"]?.text, let text = document?["text"]?.text else { break }
      openings += 1
      documents[uri] = LSPDocument(
        uri: uri, generation: openings, path: path(of: uri), version: document?["version"]?.integer ?? 0, text: text)
      schedule(uri)
    case "textDocument/didChange":
      guard let uri = document?["uri"]?.text, documents[uri] != nil else { break }
      // The server asks for whole documents (sync kind 1): the last change holds the text.
      if let text = params["contentChanges"]?.items?.last?["text"]?.text { documents[uri]?.text = text }
      let version = document?["version"]?.integer ?? (documents[uri]!.version + 1)
      documents[uri]?.version = version
      schedule(uri)
    case "textDocument/didClose":
      guard let uri = document?["uri"]?.text else { break }
      documents[uri] = nil
      await publish(uri, diagnostics: [], version: nil)
    case "textDocument/didSave":
      if let uri = document?["uri"]?.text { schedule(uri) }
    case "workspace/didChangeWatchedFiles":
      for uri in documents.keys { schedule(uri) }
    case "textDocument/codeAction", "textDocument/hover":
      // Both name a document; hover a position, a code action a range.
      let place = method == "textDocument/hover" ? params["position"]?["line"] : params["range"]?["start"]?["line"]
      guard document?["uri"]?.text != nil, place?.integer != nil else {
        await error(
          id ?? .null, -32602,
          "\(method) needs textDocument.uri and a \(method.hasSuffix("hover") ? "position" : "range")")
        break
      }
      await reply(id, method == "textDocument/hover" ? hover(params) ?? .null : .array(codeActions(params)))
    default:
      // A request this server does not serve gets an error; a notification is ignored.
      if let id { await error(id, -32601, "charter lsp does not serve \(method)") }
    }
    return (true, 0)
  }

  // MARK: - initialize

  private func initialize(_ params: JSONValue) -> JSONValue {
    if let uri = params["workspaceFolders"]?.items?.first?["uri"]?.text ?? params["rootUri"]?.text,
      let url = URL(string: uri), url.isFileURL
    {
      directory = url
    } else if let path = params["rootPath"]?.text {
      directory = URL(fileURLWithPath: path)
    }
    let offered = params["capabilities"]?["general"]?["positionEncodings"]?.items?.compactMap(\.text) ?? []
    // Unicode scalars are Charter's own columns: taken when the editor offers them.
    encoding = offered.contains("utf-32") ? .utf32 : offered.contains("utf-8") ? .utf8 : .utf16
    return .object([
      "capabilities": .object([
        "positionEncoding": .string(encoding.rawValue),
        "textDocumentSync": .object([
          "openClose": .bool(true), "change": .int(1), "save": .object(["includeText": .bool(false)]),
        ]),
        "codeActionProvider": .object([
          "codeActionKinds": .array([.string("quickfix"), .string("source.fixAll.charter")])
        ]),
        "hoverProvider": .bool(true),
      ]),
      "serverInfo": .object(["name": .string("charter"), "version": .string(CharterVersion.current)]),
    ])
  }

  // MARK: - Linting

  /// Lints `uri` now, or once the lint running for it ends: edits that come while a lint runs
  /// are coalesced into one more lint of the newest text.
  private func schedule(_ uri: String) {
    guard documents[uri] != nil else { return }
    if documents[uri]!.linting {
      documents[uri]!.dirty = true
      return
    }
    documents[uri]!.linting = true
    let generation = documents[uri]!.generation
    Task { await lintLoop(uri, generation: generation) }
  }

  /// Lints the opening `generation` of `uri` until its text stops changing; stops when the
  /// document is closed (or closed and opened again).
  private func lintLoop(_ uri: String, generation: Int) async {
    while let document = documents[uri], document.generation == generation {
      documents[uri]!.dirty = false
      let result = await Self.lint(document, directory: directory, useUserRules: useUserRules)
      guard documents[uri]?.generation == generation else { return }
      documents[uri]!.findings = result.findings
      documents[uri]!.rules = result.rules
      documents[uri]!.lintedVersion = document.version
      let text = LSPText(document.text, encoding: encoding)
      await publish(
        uri, diagnostics: result.findings.map { LSPFindingJSON.diagnostic($0, in: text) } + result.problems,
        version: document.version)
      guard documents[uri]?.dirty == true else { break }
    }
    if documents[uri]?.generation == generation { documents[uri]?.linting = false }
  }

  /// What lint finds in `document`'s unsaved text, with the rules in force for its path; a
  /// problem that stopped it (a broken rule file) as one diagnostic at the top.
  private static func lint(_ document: LSPDocument, directory: URL, useUserRules: Bool) async -> (
    findings: [Finding], rules: [String: RuleDescriptor], problems: [JSONValue]
  ) {
    guard case .success(let path) = document.path else { return ([], [:], []) }
    // Text holding NUL is binary to lint, which checks none of it: said, not left silent.
    if document.text.utf8.contains(0) {
      let note = JSONValue.object([
        "range": .range((0, 0), (0, 0)), "severity": .int(3), "source": .string("charter"),
        "message": .string("not linted: the text holds a NUL byte, and Charter checks no binary file"),
      ])
      return ([], [:], [note])
    }
    let project = Project(
      enclosing: directory,
      options: ProjectOptions(useUserRules: useUserRules, environment: ProcessInfo.processInfo.environment))
    do {
      let content = Array(document.text.utf8)
      let cache = LintResultCache.sharedWithCommandLine(in: project, for: path, holding: content)
      let result = try await Linter(project: project).lint(file: path, content: content, cache: cache)
      let rules = Dictionary(result.report.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      return (result.report.findings, rules, [])
    } catch {
      let problem = JSONValue.object([
        "range": .range((0, 0), (0, 0)), "severity": .int(2), "source": .string("charter"),
        "message": .string("charter cannot lint this file: \(error.description)"),
      ])
      return ([], [:], [problem])
    }
  }

  private func publish(_ uri: String, diagnostics: [JSONValue], version: Int?) async {
    var params: [String: JSONValue] = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
    if let version { params["version"] = .int(version) }
    await send([
      "jsonrpc": .string("2.0"), "method": .string("textDocument/publishDiagnostics"), "params": .object(params),
    ])
  }

  /// The root-relative path of the file at `uri`, confined to the repository as every path an
  /// agent or editor names is.
  private func path(of uri: String) -> Result<String, AgentRequestError> {
    // A local file only: no host (`file://server/…`), no NUL.
    guard let url = URL(string: uri), url.isFileURL, (url.host ?? "").isEmpty || url.host == "localhost",
      !url.path.contains("\u{0}")
    else { return .failure(.notAFile(path: uri)) }
    let project = Project(enclosing: directory, options: ProjectOptions(useUserRules: useUserRules))
    do {
      return .success(try project.requestedFile(url.path, relativeTo: project.root, presence: .mayBeMissing))
    } catch {
      return .failure(error)
    }
  }

  // MARK: - Requests

  private func reply(_ id: JSONValue?, _ result: JSONValue) async {
    guard let id else { return }
    await send(["jsonrpc": .string("2.0"), "id": id, "result": result])
  }

  private func error(_ id: JSONValue, _ code: Int, _ message: String) async {
    await send([
      "jsonrpc": .string("2.0"), "id": id, "error": .object(["code": .int(code), "message": .string(message)]),
    ])
  }

  private func send(_ message: [String: JSONValue]) async {
    await output.send(.object(message))
  }

  /// Quick fixes for the findings on the requested lines that have a safe fix, a directive
  /// that silences each (with a reason to fill in), and one action that applies every safe fix
  /// in the document.
  private func codeActions(_ params: JSONValue) -> [JSONValue] {
    guard let uri = params["textDocument"]?["uri"]?.text, let document = documents[uri],
      document.lintedVersion == document.version, case .success(let path) = document.path
    else { return [] }
    let text = LSPText(document.text, encoding: encoding)
    let requested = lines(of: params["range"])
    func action(_ title: String, _ kind: String, _ edits: [JSONValue], diagnostic: JSONValue?) -> JSONValue {
      var action: [String: JSONValue] = [
        "title": .string(title), "kind": .string(kind),
        "edit": .object(["changes": .object([uri: .array(edits)])]),
      ]
      if let diagnostic { action["diagnostics"] = .array([diagnostic]) }
      return .object(action)
    }
    var actions: [JSONValue] = []
    for finding in document.findings {
      let start = text.position(line: finding.range.start.line, column: finding.range.start.column)
      let end = text.position(line: finding.range.end.line, column: finding.range.end.column)
      guard start.line <= requested.upperBound, end.line >= requested.lowerBound else { continue }
      let diagnostic = LSPFindingJSON.diagnostic(finding, in: text)
      if let fix = finding.fix {
        actions.append(
          action(
            "Fix: \(finding.message)", "quickfix",
            [LSPFindingJSON.edit(LSPFindingJSON.range(bytes: fix.range, in: text), fix.replacement)],
            diagnostic: diagnostic))
      }
      if let comment = LSPFindingJSON.commentSyntax(for: path) {
        let indent = String(text.line(start.line).prefix { $0 == " " || $0 == "\t" })
        let directive = "\(indent)\(comment.open)charter:disable-next-line \(finding.rule) -- reason\(comment.close)\n"
        actions.append(
          action(
            "Silence \(finding.rule) on this line (write the reason)", "quickfix",
            [LSPFindingJSON.edit(.range((start.line, 0), (start.line, 0)), directive)], diagnostic: diagnostic))
      }
    }
    let fixes = document.findings.compactMap(\.fix).sorted { $0.range.lowerBound < $1.range.lowerBound }
    if !fixes.isEmpty {
      // Fixes that overlap an earlier one wait for the next lint.
      var edits: [JSONValue] = []
      var end = 0
      for fix in fixes where fix.range.lowerBound >= end {
        edits.append(LSPFindingJSON.edit(LSPFindingJSON.range(bytes: fix.range, in: text), fix.replacement))
        end = fix.range.upperBound
      }
      actions.append(action("Apply every safe Charter fix", "source.fixAll.charter", edits, diagnostic: nil))
    }
    return actions
  }

  /// The findings under the requested position, explained: what is wrong, where the rule is
  /// declared, and the rule's help.
  private func hover(_ params: JSONValue) -> JSONValue? {
    guard let uri = params["textDocument"]?["uri"]?.text, let document = documents[uri],
      let line = params["position"]?["line"]?.integer, let character = params["position"]?["character"]?.integer
    else { return nil }
    let text = LSPText(document.text, encoding: encoding)
    let at = text.charterPosition(line: line, character: character)
    let point = SourcePosition(line: at.line, column: at.column)
    let under = document.findings.filter { $0.range.start <= point && point <= $0.range.end }
    guard let first = under.first else { return nil }
    let value = under.map { LSPFindingJSON.hover($0, rule: document.rules[$0.rule]) }.joined(separator: "\n\n---\n\n")
    return .object([
      "contents": .object(["kind": .string("markdown"), "value": .string(value)]),
      "range": LSPFindingJSON.range(first, in: text),
    ])
  }

  /// The lines a `Range` covers (every line when none is given).
  private func lines(of range: JSONValue?) -> ClosedRange<Int> {
    guard let start = range?["start"]?["line"]?.integer, let end = range?["end"]?["line"]?.integer else {
      return 0...Int.max
    }
    return min(start, end)...max(start, end)
  }
}
