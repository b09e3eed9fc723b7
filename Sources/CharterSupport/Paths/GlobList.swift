/// An ordered list of globs, with `!pattern` entries that exclude again, as in `.gitignore`.
///
/// The last pattern that matches decides. An empty list matches everything, which is what a
/// fragment without `globs` means.
public struct GlobList: Hashable, Sendable {
  /// One entry: a glob, and whether it was written with a leading `!`.
  public struct Entry: Hashable, Sendable {
    /// The compiled glob, without the `!`.
    public var glob: Glob
    /// Whether a match excludes rather than includes.
    public var negated: Bool
  }

  /// The entries, in the order written.
  public var entries: [Entry]

  /// A list that matches everything.
  public static let everything = GlobList(entries: [])

  /// Creates a list from compiled entries.
  public init(entries: [Entry]) { self.entries = entries }

  /// Compiles `patterns`; a leading `!` negates.
  public init(_ patterns: [String]) throws(GlobSyntaxError) {
    var entries: [Entry] = []
    for pattern in patterns {
      if pattern.hasPrefix("!") {
        do {
          entries.append(Entry(glob: try Glob(String(pattern.dropFirst())), negated: true))
        } catch {
          throw GlobSyntaxError(offset: error.offset + 1, message: error.message)
        }
      } else {
        entries.append(Entry(glob: try Glob(pattern), negated: false))
      }
    }
    self.entries = entries
  }

  /// Whether `path` is selected: true for an empty list, otherwise the last matching entry.
  public func matches(_ path: String) -> Bool {
    if entries.isEmpty { return true }
    return matches(components: Glob.components(of: path))
  }

  /// ``matches(_:)`` for a path already split by ``Glob/components(of:)``: the path is split
  /// once however many globs it is tested against.
  package func matches(components: [[Unicode.Scalar]]) -> Bool {
    if entries.isEmpty { return true }
    var selected = entries.allSatisfy(\.negated)
    for entry in entries where entry.glob.matches(components: components) { selected = !entry.negated }
    return selected
  }

  /// The patterns as written.
  public var patterns: [String] { entries.map { ($0.negated ? "!" : "") + $0.glob.pattern } }
}
