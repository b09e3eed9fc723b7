import CharterRules
import CharterSupport
import Foundation

/// Finds the text of a rule source by the path Charter prints for it, to quote lines in
/// diagnostics: a built-in pack, an absolute user-global path, or a repository path.
///
/// Only what Charter reads as a rule source is ever quoted: a repository path must pass
/// ``Confinement`` (inside the repository, not in `.git`, not behind a link that leaves it), be
/// a regular file of at most ``maximumSize`` bytes, and be UTF-8 text. Anything else quotes
/// nothing, so a diagnostic about a refused path can never print what lies behind it.
public enum RuleSourceText {
  /// The largest file quoted from.
  public static let maximumSize = 16 << 20

  /// The file's text, or `nil` when it is not one Charter would read as a rule source.
  public static func text(of path: String, project: Project) -> String? {
    if let (directory, display) = project.options.userRulesLocation, path.hasPrefix(display + "/") {
      return read(directory + path.dropFirst(display.count))
    }
    if path.hasPrefix("pack:") { return project.sharedPackText(path) }
    if path.hasPrefix(BuiltinPacks.pathPrefix) {
      return BuiltinPacks.text(named: String(path.dropFirst(BuiltinPacks.pathPrefix.count).dropLast(3)))
    }
    guard !path.hasPrefix("/") else { return nil }
    return project.confinement.text(ofFile: path, maximumSize: maximumSize)
  }

  /// The UTF-8 text of the person's own regular file at the absolute `path` (links
  /// resolved), or `nil`.
  private static func read(_ path: String) -> String? {
    guard case .success(let real) = FileSystem.resolvedPath(path) else { return nil }
    return FileSystem.smallText(atPath: real, maximumSize: maximumSize)
  }
}
