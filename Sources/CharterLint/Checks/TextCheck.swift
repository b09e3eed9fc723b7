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
  /// Whether what the check finds can depend on the file's classification into code, comments
  /// and strings (``LintedFile/regions``); when it cannot, a file may be checked without one.
  var readsRegions: Bool { get }
}

extension TextCheck {
  package var readsRegions: Bool { true }

  /// The check's own message when it declares one, else `fallback`.
  func message(_ fallback: @autoclosure () -> String) -> String {
    check.declaration.message ?? fallback()
  }
}
