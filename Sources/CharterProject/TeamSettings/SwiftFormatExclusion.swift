import CharterSupport

/// One path of a `.swiftformat` file's `--exclude` (or `--unexclude`) option: SwiftFormat leaves
/// the files it matches alone (or formats them after all).
///
/// Paths are relative to the folder of the `.swiftformat` file and use SwiftFormat's glob
/// syntax: `*` and `?` stay within a folder name, `**/` is any number of folders, a trailing
/// `**` everything below, `[a-z]` a class, `{a,b}` alternatives. A path that names a folder
/// covers everything inside it, as SwiftFormat does not enter an excluded folder. An absolute
/// path, one leaving the folder (`..`) or one Charter's globs cannot express (`a**`) matches
/// nothing.
public struct SwiftFormatExclusion: Hashable, Sendable {
  /// The path as written, without quotes.
  public var path: String
  /// The 1-based line of the option.
  public var line: Int
  /// Whether it comes from `--unexclude`.
  public var unexcludes: Bool
  /// The path as a glob anchored at the settings file's folder, `nil` when it cannot be one.
  private let glob: GlobList?

  /// Reads `path` from the option on `line`.
  public init(path: String, line: Int, unexcludes: Bool) {
    self.path = path
    self.line = line
    self.unexcludes = unexcludes
    glob = Self.glob(path)
  }

  /// Whether the path covers `relativePath` (relative to the settings file's folder).
  public func matches(_ relativePath: String) -> Bool { glob?.matches(relativePath) ?? false }

  private static func glob(_ path: String) -> GlobList? {
    var text = Substring(path)
    while text.hasPrefix("./") { text = text.dropFirst(2) }
    while text.hasSuffix("/") { text = text.dropLast() }
    guard !text.isEmpty, text != ".", !text.hasPrefix("/"), !text.hasPrefix("~"),
      !text.split(separator: "/").contains("..")
    else { return nil }
    return try? GlobList(["/" + text])
  }
}
