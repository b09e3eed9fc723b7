/// The ignore rules in force inside one folder: its own `.gitignore` and those of the folders
/// above it, as a chain towards the repository root.
///
/// The order is git's: the deepest `.gitignore` with a matching pattern decides; when none
/// matches, `.git/info/exclude` of the repository decides. A folder holding a `.git` of its own
/// (a nested repository or submodule) starts a new chain, so the `.gitignore` files above it no
/// longer apply there, as in ripgrep. Only folders that add rules get a level; the others share
/// their parent's.
final class IgnoreLevel: Sendable {
  /// The folder's own `.gitignore`, if it has one with patterns.
  let rules: GitignoreRules?
  /// `.git/info/exclude` when this folder is a repository's root.
  let exclude: GitignoreRules?
  /// Whether this folder holds a `.git`, so that no level above it applies.
  let isRepositoryRoot: Bool
  /// The level of the nearest folder above that added rules.
  let parent: IgnoreLevel?

  /// The level of a folder with no rules of its own and nothing above it.
  static let empty = IgnoreLevel(rules: nil, exclude: nil, isRepositoryRoot: false, parent: nil)

  init(rules: GitignoreRules?, exclude: GitignoreRules?, isRepositoryRoot: Bool, parent: IgnoreLevel?) {
    self.rules = rules
    self.exclude = exclude
    self.isRepositoryRoot = isRepositoryRoot
    self.parent = parent
  }

  /// The level for a child folder: `self` when the child adds nothing.
  func child(rules: GitignoreRules?, exclude: GitignoreRules?, isRepositoryRoot: Bool) -> IgnoreLevel {
    let rules = rules?.isEmpty == false ? rules : nil
    let exclude = exclude?.isEmpty == false ? exclude : nil
    if rules == nil && exclude == nil && !isRepositoryRoot { return self }
    return IgnoreLevel(rules: rules, exclude: exclude, isRepositoryRoot: isRepositoryRoot, parent: self)
  }

  /// Whether the entry at the root-relative `path`, whose parent folder this level belongs to,
  /// is ignored. Excluded parent folders are not considered: the walk never enters them.
  func isIgnored(_ path: UnsafeBufferPointer<UInt8>, isDirectory: Bool) -> Bool {
    var level: IgnoreLevel? = self
    while let current = level {
      if let match = current.rules?.lastMatch(forRootRelative: path, isDirectory: isDirectory) {
        return !match.negated
      }
      if current.isRepositoryRoot {
        let match = current.exclude?.lastMatch(forRootRelative: path, isDirectory: isDirectory)
        return match.map { !$0.negated } ?? false
      }
      level = current.parent
    }
    return false
  }

  /// ``isIgnored(_:isDirectory:)`` for a `String` path.
  func isIgnored(_ path: String, isDirectory: Bool) -> Bool {
    var path = path
    return path.withUTF8 { isIgnored($0, isDirectory: isDirectory) }
  }
}
