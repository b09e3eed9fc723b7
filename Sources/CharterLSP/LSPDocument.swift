import CharterKit

/// A document the editor has open, and what Charter last found in it.
struct LSPDocument: Sendable {
  /// The editor's URI.
  let uri: String
  /// Which opening of the URI this is: a lint of an earlier opening never lands in this one.
  let generation: Int
  /// Root-relative path, or why the document is not linted (outside the repository, a
  /// folder, behind a link that leaves it).
  let path: Result<String, AgentRequestError>
  /// The editor's version of the text.
  var version: Int
  /// The unsaved text.
  var text: String
  /// What the last lint of ``text`` found, the version it linted, and its rules' help.
  var findings: [Finding] = []
  var lintedVersion: Int?
  var rules: [String: RuleDescriptor] = [:]
  /// Whether a lint is running, and whether the text changed since it started.
  var linting = false
  var dirty = false
}
