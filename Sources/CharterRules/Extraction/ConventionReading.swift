/// What one bullet says: the checks it states, or why it stays prose.
enum ConventionReading: Hashable {
  /// One check a bullet states.
  struct Check: Hashable {
    /// What it looks for.
    var kind: CheckKind
    /// Its id unless the file already uses the name.
    var id: String
    /// The text a `ban` or `prefer` forbids, as written.
    var literal: String?
    /// The files it looks at.
    var paths: PathScope
    /// The built-in check the sentence names (``BuiltinCheckNames``), which it turns on
    /// instead of declaring `kind`.
    var builtin: String? = nil
  }

  /// One or more checks ("Swift: 4-space indentation, 120-character lines" states two).
  case checks([Check])
  /// Prose, for this reason.
  case skipped(ConventionSkipReason)

  /// The reading of `sentence` in a section whose headings name `headingLanguages`, or `nil`
  /// when it does not read like a convention.
  static func read(_ sentence: ConventionSentence, headingLanguages: Set<String> = []) -> ConventionReading? {
    let reader = ConventionReader(sentence: sentence, headingLanguages: headingLanguages)
    return reader.read()
  }
}
