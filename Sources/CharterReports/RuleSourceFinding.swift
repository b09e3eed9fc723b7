import CharterRules
import CharterSupport

/// A finding of an `agent-file` check in a rule source that is in force for a file: a sentence
/// an agent reads among its rules that names what does not exist, contradicts the project or
/// another agent file, or holds what does not belong there. `charter explain` lists them under
/// the rule source, and `rules_for_path` under its prose, so an agent asking what applies is
/// told which instruction is stale.
public struct RuleSourceFinding: Hashable, Sendable {
  /// The rule source, root-relative.
  public var source: String
  /// Where in it.
  public var line: Int
  public var column: Int
  /// The check's id (`agent-dead-reference`).
  public var rule: String
  /// What is wrong, as `charter lint` says it (a secret's value is never in it).
  public var message: String

  /// Creates a finding.
  public init(source: String, line: Int, column: Int, rule: String, message: String) {
    self.source = source
    self.line = line
    self.column = column
    self.rule = rule
    self.message = message
  }

  /// `line 12: says iOS 16.0, but … [agent-contradicts-project]`, without control characters.
  public var text: String {
    "line \(line): \(PrintableText.line(message)) [\(rule)]"
  }

  /// `{"source", "line", "column", "rule", "message"}`.
  public var json: JSONValue {
    .object([
      "source": .string(source), "line": .int(line), "column": .int(column),
      "rule": .string(rule), "message": .string(message),
    ])
  }
}
