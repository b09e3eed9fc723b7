import CharterSupport

/// Whether a rule file's `globs` name a path on purpose, rather than selecting it along with
/// everything else: the glob that matches the path spells one of the words that make the path
/// special (its extension, its name, a folder's name), as `Tests/Fixtures/**` spells `Fixtures`
/// and `**/*.swift` spells none of them.
public enum GlobNaming {
  /// Whether a glob of `globs` that is not negated matches `relativePath` (relative to the rule
  /// file's folder) and spells one of `words`, ignoring case.
  public static func names(_ relativePath: String, by globs: GlobList, spelling words: [String]) -> Bool {
    let words = words.map { $0.lowercased() }.filter { !$0.isEmpty }
    guard !words.isEmpty else { return false }
    return globs.entries.contains { entry in
      guard !entry.negated, entry.glob.matches(relativePath) else { return false }
      let pattern = entry.glob.pattern.lowercased()
      return words.contains { pattern.contains($0) }
    }
  }

  /// Whether `file` is one a team wrote (not a built-in pack) whose `globs` name `path`
  /// (root-relative) by one of `words` (``names(_:by:spelling:)``).
  public static func teamFile(_ file: RuleFile, names path: String, spelling words: [String]) -> Bool {
    guard file.origin != .pack, file.isPathScoped, RuleResolver.applies(file, to: path) else { return false }
    let relative = file.baseDirectory.isEmpty ? path : String(path.dropFirst(file.baseDirectory.count + 1))
    return names(relative, by: file.globs, spelling: words)
  }
}
