import CharterLint
import CharterSupport

/// `--format xcode`: one compiler-style line per finding, as swiftc writes diagnostics, so
/// that SwiftPM and Xcode show them as a build's warnings and errors. The format the build-tool
/// plugin uses.
///
/// ```
/// /path/to/repo/Sources/App/Model.swift:3:20: error: Use @Observable instead of ObservableObject [no-observable-object]
/// ```
///
/// Paths are absolute when the reporter knows the repository root (`charter lint` gives it),
/// which Xcode needs to attach a diagnostic to its file. Errors are `error`, warnings
/// `warning`, info `note`. Diagnostics follow with their code in brackets; no source lines,
/// no summary.
public struct XcodeReporter: Reporter {
  public static let name = "xcode"

  /// The repository root the report's paths are relative to; empty keeps them relative.
  public var root: String

  /// Creates a reporter that puts `root` before each path.
  public init(root: String = "") {
    self.root = root.hasSuffix("/") ? String(root.dropLast()) : root
  }

  public func write(_ report: LintReport, to output: inout some TextOutputStream) {
    for finding in report.findings {
      output.write(line(finding.path, finding.range.start, finding.severity, finding.message, finding.rule))
    }
    for diagnostic in report.diagnostics {
      output.write(line(diagnostic.path, diagnostic.position, diagnostic.severity, diagnostic.message, diagnostic.code))
    }
  }

  private func line(_ path: String, _ position: SourcePosition, _ severity: Severity, _ message: String, _ code: String)
    -> String
  {
    let absolute = root.isEmpty || path.hasPrefix("/") ? path : root + "/" + path
    let flat = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    return "\(absolute):\(position.line):\(position.column): \(Self.label(severity)): \(flat) [\(code)]\n"
  }

  private static func label(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }
}
