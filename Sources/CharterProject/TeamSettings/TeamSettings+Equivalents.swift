import CharterRules

/// The SwiftLint and SwiftFormat rules that enforce the same thing as a check Charter brings,
/// and which of them the team's `.swiftlint.yml` and `.swiftformat` turn off for a file.
extension TeamSettings {
  /// SwiftLint rule → whether a Charter check enforces the same thing.
  static let swiftLintEquivalents: [String: @Sendable (CheckKind) -> Bool] = [
    "trailing_whitespace": { if case .trailingWhitespace = $0 { true } else { false } },
    "trailing_newline": { if case .finalNewline = $0 { true } else { false } },
    "line_length": { if case .maxLineLength = $0 { true } else { false } },
    "force_try": { $0.forbiddenText == "try!" },
    "force_cast": { $0.forbiddenText == "as!" },
    "empty_count": { if case .swift(let name) = $0 { name == "prefer-is-empty" } else { false } },
  ]

  /// SwiftFormat rule (as `--disable` names it) → whether a Charter check enforces the same
  /// thing. `indent` is not here: disabling it stops `.swiftformat` from declaring an
  /// indentation (``indentation(for:)``).
  static let swiftFormatEquivalents: [String: @Sendable (CheckKind) -> Bool] = [
    "trailingspace": { if case .trailingWhitespace = $0 { true } else { false } },
    "linebreakatendoffile": { if case .finalNewline = $0 { true } else { false } },
    "isempty": { if case .swift(let name) = $0 { name == "prefer-is-empty" } else { false } },
  ]

  /// Whether `kind` enforces what some SwiftLint rule does: what `excluded` and `included`
  /// reach.
  static func isSwiftLintEquivalent(_ kind: CheckKind) -> Bool {
    swiftLintEquivalents.values.contains { $0(kind) }
  }

  /// What `.swiftlint.yml` and `.swiftformat` turn off for `path`, each with the entry that
  /// decided; nothing for a file that is not Swift, which neither tool reads.
  func toolTurnedOff(_ path: String, context: FolderContext) -> [(matches: (CheckKind) -> Bool, by: SourceReference)] {
    guard Self.isSwift(path) else { return [] }
    var turnedOff: [(matches: (CheckKind) -> Bool, by: SourceReference)] = []
    if let lint = context.swiftLint {
      if let source = lint.leavesAlone(path) { turnedOff.append((Self.isSwiftLintEquivalent, source)) }
      for rule in Self.swiftLintEquivalents.keys.sorted() {
        if let source = lint.turnedOff(rule), let matches = Self.swiftLintEquivalents[rule] {
          turnedOff.append((matches, source))
        }
      }
    }
    if let (name, config) = context.swiftFormat {
      let disabled = config.disabledRuleLines
      for rule in Self.swiftFormatEquivalents.keys.sorted() {
        if let line = disabled[rule], let matches = Self.swiftFormatEquivalents[rule] {
          turnedOff.append((matches, SourceReference(path: Self.join(name, ".swiftformat"), line: line)))
        }
      }
    }
    return turnedOff
  }

  /// Whether `path` is a Swift file, the only files SwiftLint and SwiftFormat read.
  static func isSwift(_ path: String) -> Bool { path.hasSuffix(".swift") }
}
