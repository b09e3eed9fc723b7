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
  private var shutdownRequested = false

  init(output: LSPOutput, directory: URL, useUserRules: Bool) {
    self.output = output
    self.directory = directory
    self.useUserRules = useUserRules
  }

  /// Handles one message; `false` once the editor has said `exit`. `exitCode` is 0 when
  /// `shutdown` came first.
  func handle(_ bytes: [UInt8]) async -> (continues: Bool, exitCode: Int32) {
    guard let message = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
      await send(["jsonrpc": "2.0", "id": NSNull(), "error": ["code": -32700, "message": "the message is not a JSON object"]])
      return (true, 0)
    }
    let method = message["method"] as? String
    let id = message["id"]
    let params = message["params"] as? [String: Any] ?? [:]
    switch method {
    case "initialize":
      await reply(id, initialize(params))
    case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration": break
    case "shutdown":
      shutdownRequested = true
      await reply(id, NSNull())
    case "exit":
      return (false, shutdownRequested ? 0 : 1)
    case "textDocument/didOpen":
      guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
        let text = item["text"] as? String
      else { break }
      documents[uri] = LSPDocument(uri: uri, path: path(of: uri), version: item["version"] as? Int ?? 0, text: text)
      schedule(uri)
    case "textDocument/didChange":
      guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
        documents[uri] != nil, let changes = params["contentChanges"] as? [[String: Any]]
      else { break }
      // The server asks for whole documents (sync kind 1): the last change holds the text.
      if let text = changes.last?["text"] as? String { documents[uri]?.text = text }
      documents[uri]?.version = item["version"] as? Int ?? (documents[uri]!.version + 1)
      schedule(uri)
    case "textDocument/didClose":
      guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String else { break }
      documents[uri] = nil
      await publish(uri, diagnostics: [], version: nil)
    case "textDocument/didSave":
      if let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String { schedule(uri) }
    case "workspace/didChangeWatchedFiles":
      for uri in documents.keys { schedule(uri) }
    case "textDocument/codeAction":
      await reply(id, codeActions(params))
    case "textDocument/hover":
      await reply(id, hover(params) ?? NSNull())
    default:
      // A request this server does not serve gets an error; a notification is ignored.
      if let id {
        await send([
          "jsonrpc": "2.0", "id": id,
          "error": ["code": -32601, "message": "charter lsp does not serve \(method ?? "a message without a method")"],
        ])
      }
    }
    return (true, 0)
  }

  // MARK: - initialize

  private func initialize(_ params: [String: Any]) -> [String: Any] {
    if let uri = (params["workspaceFolders"] as? [[String: Any]])?.first?["uri"] as? String ?? params["rootUri"] as? String,
      let url = URL(string: uri), url.isFileURL
    {
      directory = url
    } else if let path = params["rootPath"] as? String {
      directory = URL(fileURLWithPath: path)
    }
    let offered = ((params["capabilities"] as? [String: Any])?["general"] as? [String: Any])?["positionEncodings"]
      as? [String] ?? []
    // Unicode scalars are Charter's own columns: taken when the editor offers them.
    encoding = offered.contains("utf-32") ? .utf32 : offered.contains("utf-8") ? .utf8 : .utf16
    return [
      "capabilities": [
        "positionEncoding": encoding.rawValue,
        "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]],
        "codeActionProvider": ["codeActionKinds": ["quickfix", "source.fixAll.charter"]],
        "hoverProvider": true,
      ],
      "serverInfo": ["name": "charter", "version": CharterVersion.current],
    ]
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
    Task { await lintLoop(uri) }
  }

  private func lintLoop(_ uri: String) async {
    while let document = documents[uri] {
      documents[uri]!.dirty = false
      let result = await Self.lint(document, directory: directory, useUserRules: useUserRules)
      guard documents[uri] != nil else { return }
      documents[uri]!.findings = result.findings
      documents[uri]!.rules = result.rules
      documents[uri]!.lintedVersion = document.version
      let text = LSPText(document.text, encoding: encoding)
      await publish(
        uri, diagnostics: result.findings.map { LSPFindingJSON.diagnostic($0, in: text) } + result.problems,
        version: document.version)
      guard documents[uri]?.dirty == true else { break }
    }
    documents[uri]?.linting = false
  }

  /// What lint finds in `document`'s unsaved text, with the rules in force for its path; a
  /// problem that stopped it (a broken rule file, a path outside the repository) as one
  /// diagnostic at the top.
  private static func lint(_ document: LSPDocument, directory: URL, useUserRules: Bool) async -> (
    findings: [Finding], rules: [String: RuleDescriptor], problems: [[String: Any]]
  ) {
    func problem(_ message: String) -> [[String: Any]] {
      [
        [
          "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
          "severity": 2, "source": "charter", "message": message,
        ]
      ]
    }
    let path: String
    switch document.path {
    case .success(let relative): path = relative
    case .failure: return ([], [:], [])
    }
    let project = Project(
      enclosing: directory,
      options: ProjectOptions(useUserRules: useUserRules, environment: ProcessInfo.processInfo.environment))
    do {
      let result = try await Linter(project: project).lint(file: path, content: Array(document.text.utf8))
      let rules = Dictionary(result.report.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      return (result.report.findings, rules, [])
    } catch {
      return ([], [:], problem("charter cannot lint this file: \(error.description)"))
    }
  }

  private func publish(_ uri: String, diagnostics: [[String: Any]], version: Int?) async {
    var params: [String: Any] = ["uri": uri, "diagnostics": diagnostics]
    if let version { params["version"] = version }
    await send(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": params])
  }

  /// The root-relative path of the file at `uri`, confined to the repository as every path an
  /// agent or editor names is.
  private func path(of uri: String) -> Result<String, AgentRequestError> {
    guard let url = URL(string: uri), url.isFileURL else { return .failure(.notAFile(path: uri)) }
    let project = Project(enclosing: directory, options: ProjectOptions(useUserRules: useUserRules))
    do {
      return .success(try project.requestedFile(url.path, relativeTo: project.root, presence: .mayBeMissing))
    } catch {
      return .failure(error)
    }
  }

  // MARK: - Requests

  private func reply(_ id: Any?, _ result: Any) async {
    guard let id else { return }
    await send(["jsonrpc": "2.0", "id": id, "result": result])
  }

  private func send(_ object: [String: Any]) async {
    guard let body = LSPOutput.encode(object) else { return }
    await output.send(body)
  }

  /// Quick fixes for the findings in the requested range that have a safe fix, a directive
  /// that silences each (with a reason to fill in), and one action that applies every safe fix
  /// in the document.
  private func codeActions(_ params: [String: Any]) -> [[String: Any]] {
    guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, let document = documents[uri],
      document.lintedVersion == document.version, case .success(let path) = document.path
    else { return [] }
    let text = LSPText(document.text, encoding: encoding)
    let requested = lines(of: params["range"])
    var actions: [[String: Any]] = []
    for finding in document.findings {
      let start = text.position(line: finding.range.start.line, column: finding.range.start.column)
      let end = text.position(line: finding.range.end.line, column: finding.range.end.column)
      guard start.line <= requested.upperBound, end.line >= requested.lowerBound else { continue }
      let diagnostic = LSPFindingJSON.diagnostic(finding, in: text)
      if let fix = finding.fix {
        actions.append([
          "title": "Fix: \(finding.message)", "kind": "quickfix", "diagnostics": [diagnostic], "isPreferred": true,
          "edit": [
            "changes": [uri: [["range": LSPFindingJSON.range(bytes: fix.range, in: text), "newText": fix.replacement]]]
          ],
        ])
      }
      if let comment = LSPFindingJSON.commentSyntax(for: path) {
        let line = text.line(start.line)
        let indent = String(line.prefix { $0 == " " || $0 == "\t" })
        let directive = "\(indent)\(comment.open)charter:disable-next-line \(finding.rule) -- reason\(comment.close)\n"
        actions.append([
          "title": "Silence \(finding.rule) on this line (write the reason)", "kind": "quickfix",
          "diagnostics": [diagnostic],
          "edit": [
            "changes": [
              uri: [
                [
                  "range": ["start": ["line": start.line, "character": 0], "end": ["line": start.line, "character": 0]],
                  "newText": directive,
                ]
              ]
            ]
          ],
        ])
      }
    }
    let fixes = document.findings.compactMap(\.fix).sorted { $0.range.lowerBound < $1.range.lowerBound }
    if !fixes.isEmpty {
      // Fixes that overlap an earlier one wait for the next lint.
      var edits: [[String: Any]] = []
      var end = 0
      for fix in fixes where fix.range.lowerBound >= end {
        edits.append(["range": LSPFindingJSON.range(bytes: fix.range, in: text), "newText": fix.replacement])
        end = fix.range.upperBound
      }
      actions.append([
        "title": "Apply every safe Charter fix", "kind": "source.fixAll.charter", "edit": ["changes": [uri: edits]],
      ])
    }
    return actions
  }

  /// The finding under the requested position, explained: what is wrong, where its rule is
  /// declared, and the rule's help.
  private func hover(_ params: [String: Any]) -> [String: Any]? {
    guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, let document = documents[uri],
      let position = params["position"] as? [String: Any], let line = position["line"] as? Int,
      let character = position["character"] as? Int
    else { return nil }
    let text = LSPText(document.text, encoding: encoding)
    let at = text.charterPosition(line: line, character: character)
    let point = SourcePosition(line: at.line, column: at.column)
    let under = document.findings.filter { $0.range.start <= point && point <= $0.range.end }
    guard !under.isEmpty else { return nil }
    let value = under.map { LSPFindingJSON.hover($0, rule: document.rules[$0.rule]) }.joined(separator: "\n\n---\n\n")
    return ["contents": ["kind": "markdown", "value": value], "range": LSPFindingJSON.range(under[0], in: text)]
  }

  /// The lines a `Range` covers.
  private func lines(of range: Any?) -> ClosedRange<Int> {
    guard let range = range as? [String: Any], let start = (range["start"] as? [String: Any])?["line"] as? Int,
      let end = (range["end"] as? [String: Any])?["line"] as? Int
    else { return 0...Int.max }
    return min(start, end)...max(start, end)
  }
}
