import CharterDocuments
import CharterSupport

/// The outcome of one labelled code block of a rule file under `charter test`.
public struct ExampleResult: Hashable, Sendable {
  /// The rule file, as Charter prints it.
  public var path: String
  /// The line of the block's opening fence (its first line when indented).
  public var line: Int
  /// The column of the block's opening fence.
  public var column: Int
  /// Whether the block shows wrong or right code.
  public var label: CodeExampleLabel
  /// The block's language as its info string names it (`swift`), or `nil` when it has none.
  public var language: String?
  /// The file name the block was checked as, whose extension chose the language for
  /// classifying comments and strings: `Example.swift`, `Example.txt` …
  public var checkedAs: String
  /// Where the checks that ran are declared: the fragment's id or path, or the section.
  public var scope: String
  /// The ids of the checks that ran on the block, sorted.
  public var checks: [String]
  /// What the checks reported, at lines and columns of the rule file, sorted.
  public var findings: [ExampleFinding]

  /// Creates a result.
  public init(
    path: String, line: Int, column: Int = 1, label: CodeExampleLabel, language: String?, checkedAs: String, scope: String,
    checks: [String], findings: [ExampleFinding]
  ) {
    self.path = path
    self.line = line
    self.column = column
    self.label = label
    self.language = language
    self.checkedAs = checkedAs
    self.scope = scope
    self.checks = checks
    self.findings = findings
  }

  /// Whether the example holds: a wrong block triggers at least one check, a right block none.
  public var passed: Bool {
    label == .wrong ? !findings.isEmpty : findings.isEmpty
  }

  /// Why the example fails, one message per problem, each at a line of the rule file; empty
  /// when it passes.
  public var failures: [ExampleFailure] {
    guard !passed else { return [] }
    if label == .right {
      return findings.map {
        ExampleFailure(
          path: path, position: SourcePosition(line: $0.line, column: $0.column),
          message: "RIGHT example triggers '\($0.rule)': \($0.message)")
      }
    }
    let start = SourcePosition(line: line, column: column)
    guard !checks.isEmpty else {
      return [
        ExampleFailure(
          path: path, position: start, message: "WRONG example has no check in \(scope) to trigger")
      ]
    }
    return [
      ExampleFailure(
        path: path, position: start,
        message: "WRONG example triggers no check of \(scope) (ran: \(checks.joined(separator: ", ")))")
    ]
  }
}

/// A finding of a check on an example, placed in the rule file.
public struct ExampleFinding: Hashable, Sendable, Comparable {
  /// The id of the check that fired.
  public var rule: String
  /// The rule file's line.
  public var line: Int
  /// The rule file's column, counted in characters.
  public var column: Int
  /// The check's message.
  public var message: String

  /// Creates a finding.
  public init(rule: String, line: Int, column: Int, message: String) {
    self.rule = rule
    self.line = line
    self.column = column
    self.message = message
  }

  public static func < (lhs: ExampleFinding, rhs: ExampleFinding) -> Bool {
    (lhs.line, lhs.column, lhs.rule, lhs.message) < (rhs.line, rhs.column, rhs.rule, rhs.message)
  }
}

/// Why an example fails, at a place in its rule file.
public struct ExampleFailure: Hashable, Sendable, CustomStringConvertible {
  /// The rule file.
  public var path: String
  /// Where in it.
  public var position: SourcePosition
  /// What is wrong.
  public var message: String

  /// `path:line:col: error: message`.
  public var description: String { "\(path):\(position.line):\(position.column): error: \(message)" }
}
