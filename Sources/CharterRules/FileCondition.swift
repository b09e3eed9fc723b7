/// A condition on the whole file that a `ban` or `prefer` check runs in:
/// `when-file-contains` and `unless-file-contains`.
///
/// Each text is matched literally, as a whole word at its edges (as a pattern extracted from
/// prose is: `import Testing` does not match `import TestingSupport`), and only in code, so a
/// commented-out `// import Testing` does not count.
public struct FileCondition: Hashable, Sendable {
  /// Texts of which at least one must occur in the file's code; empty: no such requirement.
  public var whenContains: [String]
  /// Texts none of which may occur in the file's code.
  public var unlessContains: [String]

  /// Creates a condition; with no texts, every file satisfies it.
  public init(whenContains: [String] = [], unlessContains: [String] = []) {
    self.whenContains = whenContains
    self.unlessContains = unlessContains
  }

  /// Whether the condition holds for every file.
  public var isEmpty: Bool { whenContains.isEmpty && unlessContains.isEmpty }

  /// How `explain` and `rules` describe it: `only in files containing `import Testing``.
  public var summary: String {
    var parts: [String] = []
    if !whenContains.isEmpty { parts.append("only in files containing " + Self.list(whenContains, joinedBy: "or")) }
    if !unlessContains.isEmpty { parts.append("not in files containing " + Self.list(unlessContains, joinedBy: "or")) }
    return parts.joined(separator: ", ")
  }

  private static func list(_ texts: [String], joinedBy word: String) -> String {
    texts.map { "`\($0)`" }.joined(separator: " \(word) ")
  }
}
