import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats
@testable import CharterSupport

/// A repository of native files for a reader test, and what reading it should give.
struct ReaderCase: Sendable, CustomTestStringConvertible {
  /// What the case is about.
  var name: String
  /// The files, path → text.
  var files: [String: String]
  /// The expected diagnostics, rendered by ``render(_:)``, sorted.
  var diagnostics: [String]
  /// The expected rules, rendered by ``render(_:)``, in the order read.
  var rules: [String]

  init(_ name: String, files: [String: String], rules: [String] = [], diagnostics: [String] = []) {
    self.name = name
    self.files = files
    self.rules = rules
    self.diagnostics = diagnostics
  }

  var testDescription: String { name }

  /// Writes the files into a fresh repository and reads it with `format`.
  func read(with format: any AgentFormat.Type) throws -> (rules: [String], diagnostics: [String]) {
    let directory = try TemporaryDirectory()
    for (path, text) in files { try directory.write(path, text) }
    let result = format.read(RepositoryFiles(root: directory.url))
    return (result.rules.map(Self.render), result.diagnostics.sorted().map(Self.render))
  }

  /// `path:line:col: severity: message [code]`.
  static func render(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.description) [\(diagnostic.code)]"
  }

  /// A rule in one line: path, name, folder, activation, description, imports, extra, and the
  /// body with line breaks shown as `⏎`.
  static func render(_ rule: AgentRule) -> String {
    var parts = ["\(rule.path) \(rule.name) /\(rule.directory) \(activation(rule.activation))"]
    if let description = rule.description { parts.append("description=\(description)") }
    if !rule.imports.isEmpty { parts.append("imports=\(rule.imports.joined(separator: ","))") }
    for key in rule.extra.keys.sorted() { parts.append("\(key)=\(rule.extra[key] ?? "")") }
    if rule.bodyLineOffset != 0 { parts.append("offset=\(rule.bodyLineOffset)") }
    parts.append("| " + rule.body.replacingOccurrences(of: "\n", with: "⏎"))
    return parts.joined(separator: " ")
  }

  static func activation(_ activation: AgentActivation) -> String {
    switch activation {
    case .always: "always"
    case .globs(let globs): "globs[\(globs.joined(separator: ";"))]"
    case .onRequest: "on-request"
    case .manual: "manual"
    }
  }
}

/// A managed block around `inner`, as compose writes it into a file.
func managedBlock(_ inner: String) -> String {
  GeneratedMarkers.begin + "\n" + inner + GeneratedMarkers.end + "\n"
}
