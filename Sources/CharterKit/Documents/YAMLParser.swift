import CYAML

/// Parses YAML text with libyaml into ``YAMLNode`` values.
///
/// The only file that imports `CYAML`.
public enum YAMLParser {
  /// Limits that keep hostile input from exhausting memory or the stack.
  public struct Limits: Sendable {
    /// The deepest nesting of sequences and mappings accepted.
    public var maxDepth = 256
    /// How many nodes alias expansion may add in total before the document is refused.
    public var maxAliasExpansion = 10_000

    /// The defaults.
    public init() {}
  }

  /// Parses the first document of `text`.
  ///
  /// - Parameters:
  ///   - text: the YAML source.
  ///   - path: the file name to put in errors.
  ///   - lineOffset: how many lines of the file come before `text`, so positions count in the
  ///     whole file (a front matter starts after its `---` line).
  /// - Returns: the root node, or `nil` for an empty document.
  /// - Throws: ``DiagnosticsError`` with the position of the problem.
  public static func parse(
    _ text: String, path: String, lineOffset: Int = 0, limits: Limits = Limits()
  ) throws -> YAMLNode? {
    _ = yaml_get_version_string()
    fatalError("not implemented yet")
  }
}
