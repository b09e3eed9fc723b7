import CharterSupport

/// One file's part of a lint run, as a kept run holds it (``LintRunRecord``): whether it was
/// checked, its findings before settling, its own diagnostics, and its module facts as the
/// result cache encodes them. A file no check applied to has an empty outcome.
struct FileOutcome: Sendable, Hashable {
  var path: String
  var checked = false
  var findings: [Finding] = []
  var diagnostics: [Diagnostic] = []
  /// The module facts as JSON (``LintCacheEntry/encode(facts:)``); `nil` for none.
  var facts: [UInt8]?

  /// What a record holds of an outcome as JSON: only written when there is something.
  struct Results: Codable {
    var findings: [Finding]
    var diagnostics: [Diagnostic]
  }
}
