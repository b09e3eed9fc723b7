import Foundation

/// Finds the text of a rule source by the path Charter prints for it, to quote lines in
/// diagnostics: a built-in pack, an absolute user-global path, or a repository path.
public enum RuleSourceText {
  /// The file's text, or `nil` when it cannot be read.
  public static func text(of path: String, root: URL, options: ProjectOptions = ProjectOptions()) -> String? {
    if let (directory, display) = options.userRulesLocation, path.hasPrefix(display + "/") {
      return read(URL(fileURLWithPath: directory + path.dropFirst(display.count)))
    }
    if path.hasPrefix(BuiltinPacks.pathPrefix) {
      return BuiltinPacks.text(named: String(path.dropFirst(BuiltinPacks.pathPrefix.count).dropLast(3)))
    }
    return read(path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path))
  }

  private static func read(_ url: URL) -> String? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
