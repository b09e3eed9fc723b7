import CharterRules

/// A check that reads one file's text and reports findings: indentation, line length,
/// trailing whitespace, final newline.
///
/// A ``TextCheckKind`` makes one from each declaration of its kind. `ban` and `prefer` checks
/// are not `TextCheck`s: all of a file's patterns are matched in one pass by
/// ``PatternCheckGroup``.
package protocol TextCheck: Sendable {
  /// The check in force, with its id, severity and provenance.
  var check: EffectiveCheck { get }
  /// Appends what the check finds in `file` to `findings`.
  func run(on file: borrowing LintedFile, into findings: inout [Finding])
}

extension TextCheck {
  /// The check's own message when it declares one, else `fallback`.
  func message(_ fallback: @autoclosure () -> String) -> String {
    check.declaration.message ?? fallback()
  }
}
