/// Checks that a `regex: true` pattern is one Charter's matcher accepts.
enum RegexValidation {
  /// The problem with `source` and the 0-based offset (in Unicode scalars) it is at, or `nil`.
  static func problem(in source: String) -> RegexSyntaxError? {
    do {
      _ = try RegexPattern(source)
      return nil
    } catch {
      return error
    }
  }
}
