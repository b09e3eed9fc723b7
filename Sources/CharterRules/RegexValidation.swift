import CharterPatterns

/// Checks that a `regex: true` pattern is one Charter's matcher accepts, and one that cannot
/// report an empty match: a pattern that can match the empty string (`x?`, `(|)*`, `^`,
/// `\b`) would report a finding at every position of every line.
package enum RegexValidation {
  /// The problem with `source` and the 0-based offset (in Unicode scalars) it is at, or `nil`.
  package static func problem(in source: String) -> RegexSyntaxError? {
    do {
      _ = try RegexPattern(source)
    } catch {
      return error
    }
    guard let node = try? RegexParser.parse(source), node.canMatchEmpty else { return nil }
    return RegexSyntaxError(
      offset: 0,
      message: "the pattern can match the empty string, so it would report a finding at every position; "
        + "make it require at least one character")
  }
}

extension RegexNode {
  /// Whether the node matches some empty string (assertions match none, and zero-width).
  var canMatchEmpty: Bool {
    switch self {
    case .empty, .assertion: true
    case .scalar, .scalarSet: false
    case .concatenation(let parts): parts.allSatisfy(\.canMatchEmpty)
    case .alternation(let options): options.contains { $0.canMatchEmpty }
    case .repetition(let node, let min, _, _): min == 0 || node.canMatchEmpty
    }
  }
}
