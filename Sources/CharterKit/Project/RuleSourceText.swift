import Foundation

/// Finds the text of a rule source by the path Charter prints for it, to quote lines in
/// diagnostics: a built-in pack, an absolute user-global path, or a repository path.
public enum RuleSourceText {
  /// The file's text, or `nil` when it cannot be read.
  public static func text(of path: String, root: URL) -> String? {
    if path.hasPrefix(BuiltinPacks.pathPrefix) {
      return BuiltinPacks.text(named: String(path.dropFirst(BuiltinPacks.pathPrefix.count).dropLast(3)))
    }
    let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    guard let data = try? Data(contentsOf: url) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
