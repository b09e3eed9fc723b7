import CharterSupport

/// A `charter lint --format` choice.
public enum LintFormat: String, CaseIterable, Sendable {
  case text, json, sarif, junit, github, checkstyle, markdown, xcode

  /// The reporter for this format; `useColor` and `quiet` (findings only, no summary) apply
  /// to `text` only, `root` (the repository root, for absolute paths) to `xcode` only.
  public func reporter(useColor: Bool = false, quiet: Bool = false, root: String = "") -> any Reporter {
    if self == .text { return TextReporter(useColor: useColor, quiet: quiet) }
    if self == .xcode { return XcodeReporter(root: root) }
    // Every case is a reporter's name (LintReporterGoldenTests.namesInOrder).
    return LintReporters.named(rawValue)!
  }
}

/// The `charter lint --format` choices.
public enum LintReporters {
  /// Every format name, in the order `--help` lists them.
  public static let names: [String] = all.map { $0.name }

  /// The reporter for `--format name`, or `nil` for a name Charter does not know. `useColor`
  /// applies to the `text` format only.
  public static func named(_ name: String, useColor: Bool = false) -> (any Reporter)? {
    switch name {
    case TextReporter.name: TextReporter(useColor: useColor)
    case JSONReporter.name: JSONReporter()
    case SARIFReporter.name: SARIFReporter()
    case JUnitReporter.name: JUnitReporter()
    case GitHubReporter.name: GitHubReporter()
    case CheckstyleReporter.name: CheckstyleReporter()
    case MarkdownReporter.name: MarkdownReporter()
    case XcodeReporter.name: XcodeReporter()
    default: nil
    }
  }

  /// The tool name reports carry.
  static let toolName = "charter"

  // MARK: - Constants

  private static let all: [any Reporter.Type] = [
    TextReporter.self, JSONReporter.self, SARIFReporter.self, JUnitReporter.self,
    GitHubReporter.self, CheckstyleReporter.self, MarkdownReporter.self, XcodeReporter.self,
  ]
}

extension LintFormat {
  /// The filter this format's report passes through on its way out, or `nil` for the machine
  /// formats (`json`, `sarif`, `junit`, `checkstyle`), which escape every line break and
  /// control character inside their values themselves and are read by programs as they are.
  /// `github` keeps its own lines as workflow commands; the others show none (Security.md).
  public func outputSanitizer(useColor: Bool = false) -> OutputSanitizer? {
    switch self {
    case .json, .sarif, .junit, .checkstyle: nil
    case .github: OutputSanitizer(allowsWorkflowCommands: true)
    case .text, .markdown, .xcode: OutputSanitizer(allowsStyles: useColor)
    }
  }
}
