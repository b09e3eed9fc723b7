/// Checks that a `regex: true` pattern is one Charter's matcher accepts.
enum RegexValidation {
  /// The problem with `source` and the 0-based character offset it is at, or `nil`.
  static func problem(in source: String) -> (offset: Int, message: String)? {
    do {
      _ = try Regex(source)
      return nil
    } catch {
      return (0, "\(error)")
    }
  }
}
