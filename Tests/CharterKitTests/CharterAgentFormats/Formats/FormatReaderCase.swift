import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats
@testable import CharterSupport

/// One reader test: a file's text, the activation of the rule read from it (`nil`: no rule),
/// and every diagnostic, written `path:line:col: severity: message [code]`.
struct FormatReaderCase: Sendable, CustomTestStringConvertible {
  var name: String
  var path: String
  var text: String
  var activation: AgentActivation?
  var diagnostics: [String] = []
  var testDescription: String { name }

  /// Writes the file into a fresh repository, reads it with `format` and checks the result.
  func verify(_ format: any AgentFormat.Type, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let repository = try TemporaryDirectory()
    try repository.write(path, text)
    let (rules, diagnostics) = format.read(RepositoryFiles(root: repository.url))
    #expect(rules.map(\.activation) == (activation.map { [$0] } ?? []), sourceLocation: sourceLocation)
    #expect(diagnostics.map(FormatReading.describe) == self.diagnostics, sourceLocation: sourceLocation)
  }
}

enum FormatReading {
  /// `path:line:col: severity: message [code]`.
  static func describe(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.description) [\(diagnostic.code)]"
  }

  /// Reads a repository holding `files` (path → text) with `format`.
  static func read(
    _ format: any AgentFormat.Type, files: KeyValuePairs<String, String>
  ) throws -> (rules: [AgentRule], diagnostics: [String]) {
    let repository = try TemporaryDirectory()
    for (path, text) in files { try repository.write(path, text) }
    let (rules, diagnostics) = format.read(RepositoryFiles(root: repository.url))
    return (rules, diagnostics.map(describe))
  }
}
