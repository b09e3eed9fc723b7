import CharterRules
import CharterSupport

/// Files the team's formatter is told to leave alone: a `.swiftformat` in the file's folder or
/// one above it lists the file (or a folder above it) in `--exclude`, relative to its own folder
/// (``SwiftFormatExclusion``), and no `--unexclude` of the same file takes it back. Whatever
/// their language, such files are not held to what the formatter would have enforced: the
/// `trailing-whitespace`, `final-newline` and `indentation` checks Charter brings itself (a
/// pack's or read from prose) and indentation from settings files are listed as disabled by
/// the `--exclude` line. A check a team's rule declares still applies, and so does every other
/// check (concurrency, structural, bans).
///
/// `.swift-format` has no exclusion list, and `.swiftlint.yml` `excluded:` is read with the
/// rest of SwiftLint's settings (``respectingTurnedOffChecks(_:)``).
extension TeamSettings {
  /// The `--exclude` line that leaves `path` (root-relative) to no formatter, if any: the first
  /// `.swiftformat` from the root down that excludes it.
  public func formatterExclusion(for path: String) -> SourceReference? {
    guard context(ofFolderOf: path).hasFormatterExclusions else { return nil }
    for name in Self.folderChain(of: path) {
      guard let config = folder(name).swiftFormat, !config.exclusions.isEmpty else { continue }
      let relative = Self.relative(path, to: name)
      guard let exclusion = config.exclusions.first(where: { !$0.unexcludes && $0.matches(relative) }),
        !config.exclusions.contains(where: { $0.unexcludes && $0.matches(relative) })
      else { continue }
      return SourceReference(path: Self.join(name, ".swiftformat"), line: exclusion.line)
    }
    return nil
  }

  /// Whether `kind` enforces what a formatter writes.
  static func isFormatterCheck(_ kind: CheckKind) -> Bool {
    switch kind {
    case .indentation, .trailingWhitespace, .finalNewline: true
    default: false
    }
  }

  /// `rules` without the formatter's checks Charter brings, when the formatter excludes the file.
  func respectingFormatterExclusion(_ rules: ResolvedRules) -> ResolvedRules {
    guard let exclusion = formatterExclusion(for: rules.path) else { return rules }
    var rules = rules
    rules.checks.removeAll { check in
      guard ForeignFile.isCharters(check), Self.isFormatterCheck(check.declaration.kind) else { return false }
      rules.disabled.append(DisabledCheck(id: check.id, source: check.source, disabledBy: exclusion))
      return true
    }
    rules.disabled.sort { $0.id < $1.id }
    return rules
  }

  /// What decides ``respectingFormatterExclusion(_:)`` for `path`, as text for a cache key.
  func formatterExclusionSignature(for path: String) -> String {
    formatterExclusion(for: path).map { "swiftformat-exclude:\($0)" } ?? ""
  }
}
