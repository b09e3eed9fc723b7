/// A problem Charter found in an input it reads: a rule file, a config file, a skill.
///
/// Rendered compiler-style as `path:line:col: severity: message`. Findings in the code under
/// lint are ``Finding`` values, not diagnostics.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The file the problem is in, relative to the repository root where possible.
  public var path: String
  /// Where in the file the problem starts.
  public var position: SourcePosition
  /// How serious it is.
  public var severity: Severity
  /// A sentence that says what is wrong, without the location.
  public var message: String
  /// A stable kebab-case identifier for the kind of problem (`unknown-key`, `yaml-syntax` …).
  public var code: String

  /// Creates a diagnostic.
  public init(
    path: String, position: SourcePosition, severity: Severity = .error,
    code: String, message: String
  ) {
    self.path = path
    self.position = position
    self.severity = severity
    self.code = code
    self.message = message
  }

  /// `path:line:col: severity: message`, the form editors and CI logs recognise.
  public var description: String {
    "\(path):\(position.line):\(position.column): \(severity.rawValue): \(message)"
  }
}

extension Diagnostic: Comparable {
  /// Diagnostics sort by path, then position, then message, so output is deterministic.
  public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    (lhs.path, lhs.position.line, lhs.position.column, lhs.message)
      < (rhs.path, rhs.position.line, rhs.position.column, rhs.message)
  }
}

/// A failure that carries every diagnostic collected before Charter gave up.
public struct DiagnosticsError: Error, Sendable, CustomStringConvertible {
  /// The diagnostics, at least one of them an error.
  public var diagnostics: [Diagnostic]

  /// Creates an error from `diagnostics`.
  public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension Diagnostic {
  /// The same fields as a lint finding: `path`, `line`, `column`, `rule`, `severity`,
  /// `message`.
  public var json: JSONValue {
    .object([
      "path": .string(path), "line": .int(position.line), "column": .int(position.column),
      "rule": .string(code), "severity": .string(severity.rawValue), "message": .string(message),
    ])
  }
}
