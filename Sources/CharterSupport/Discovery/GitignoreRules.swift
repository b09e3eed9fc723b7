/// The patterns of one ignore file — a `.gitignore` or `.git/info/exclude` — and the folder
/// they are relative to.
///
/// Within one file the last matching pattern wins, negated or not. How several files combine
/// (deeper `.gitignore` files first, `.git/info/exclude` last, and no re-including a path whose
/// folder is excluded) is ``IgnoreLevel``'s job and ``FileWalker``'s.
///
/// Git also reads the file named by `core.excludesFile` (by default
/// `~/.config/git/ignore`); Charter does not, so that a lint result never depends on one
/// person's home folder.
public struct GitignoreRules: Hashable, Sendable {
  /// The folder the file applies to, relative to the repository root (`""` for the root).
  public let base: String
  /// The patterns, in file order; blank lines and comments are not kept.
  public let patterns: [GitignorePattern]

  /// Parses the raw contents of an ignore file that lives in (or applies to) `base`.
  ///
  /// Lines end with `\n` (a `\r` before it is dropped); a UTF-8 byte order mark at the start is
  /// skipped. Contents need not be valid UTF-8: patterns are bytes, as in git.
  public init(parsing contents: some Collection<UInt8>, base: String = "") {
    self.base = base
    var bytes = Array(contents)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    var patterns: [GitignorePattern] = []
    var number = 1
    for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      if let pattern = GitignorePattern(line: line, number: number) { patterns.append(pattern) }
      number += 1
    }
    self.patterns = patterns
  }

  /// Parses the text of an ignore file that lives in (or applies to) `base`.
  public init(parsing text: String, base: String = "") {
    self.init(parsing: Array(text.utf8), base: base)
  }

  /// Whether the file has no patterns.
  public var isEmpty: Bool { patterns.isEmpty }

  /// The last pattern matching `path` (relative to the repository root), or `nil` when none
  /// does or `path` is not below ``base``.
  public func lastMatch(for path: String, isDirectory: Bool) -> GitignorePattern? {
    var path = path
    return path.withUTF8 { lastMatch(forRootRelative: $0, isDirectory: isDirectory) }
  }

  /// Whether `path` (relative to the repository root) is ignored by this file alone: `true`
  /// or `false` when a pattern matches, `nil` when none does.
  public func isIgnored(_ path: String, isDirectory: Bool) -> Bool? {
    lastMatch(for: path, isDirectory: isDirectory).map { !$0.negated }
  }

  /// ``lastMatch(for:isDirectory:)`` on the UTF-8 bytes of a root-relative path.
  func lastMatch(forRootRelative path: UnsafeBufferPointer<UInt8>, isDirectory: Bool)
    -> GitignorePattern?
  {
    guard !patterns.isEmpty else { return nil }
    var start = 0
    if !base.isEmpty {
      let baseCount = base.utf8.count
      guard path.count > baseCount + 1, path[baseCount] == UInt8(ascii: "/"),
        base.utf8.elementsEqual(path[..<baseCount])
      else { return nil }
      start = baseCount + 1
    }
    var nameStart = path.count
    while nameStart > start, path[nameStart - 1] != UInt8(ascii: "/") { nameStart -= 1 }
    let relative = UnsafeBufferPointer(rebasing: path[start...])
    let basename = UnsafeBufferPointer(rebasing: path[nameStart...])
    for pattern in patterns.reversed()
    where pattern.matches(path: relative, basename: basename, isDirectory: isDirectory) {
      return pattern
    }
    return nil
  }
}
