import CharterSupport

/// The likely cause of a YAML error that libyaml reports while reading an alias: a value such
/// as `**/*.ts` written without quotes, whose leading `*` YAML reads as an alias.
///
/// Decided from the input, not from libyaml's wording: the error is a `yaml-syntax` one and
/// the character just before its column is the `*` that began the alias.
public enum UnquotedGlobHint {
  /// What is added to the message.
  public static let text = " (a glob that starts with '*' must be quoted: \"**/*.ts\")"

  /// `error`'s diagnostics, each with the hint added when it is about an unquoted glob in
  /// `yaml`, whose first line is line `lineOffset + 1` of the file.
  public static func adding(to error: DiagnosticsError, in yaml: String, lineOffset: Int) -> DiagnosticsError {
    let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
    return DiagnosticsError(
      error.diagnostics.map { diagnostic in
        guard diagnostic.code == DiagnosticCode.yamlSyntax,
          follows(asterisk: diagnostic.position, lines: lines, lineOffset: lineOffset)
        else { return diagnostic }
        var hinted = diagnostic
        hinted.message += text
        return hinted
      })
  }

  /// Whether the character before `position` (1-based, in file lines; libyaml counts columns
  /// in Unicode scalars) is `*`.
  private static func follows(asterisk position: SourcePosition, lines: [Substring], lineOffset: Int) -> Bool {
    let index = position.line - lineOffset - 1
    guard lines.indices.contains(index), position.column >= 2 else { return false }
    let scalars = lines[index].unicodeScalars
    guard
      let before = scalars.index(scalars.startIndex, offsetBy: position.column - 2, limitedBy: scalars.endIndex),
      before < scalars.endIndex
    else { return false }
    return scalars[before] == "*"
  }
}
