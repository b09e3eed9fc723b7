import CharterSupport

/// Where rule files are and what they are called: root-relative paths with `/` separators.
extension AgentRuleFile {
  /// The file's name without its folder and extension (`swift-style` for
  /// `.cursor/rules/swift-style.mdc`), below `folder` when it is nested (`api/errors`).
  func name(below folder: String) -> String {
    var relative = Substring(path)
    if relative.hasPrefix(folder + "/") { relative = relative.dropFirst(folder.count + 1) }
    if let dot = relative.lastIndex(of: "."), dot != relative.startIndex,
      !relative[dot...].contains("/")
    {
      relative = relative[..<dot]
    }
    return String(relative)
  }

  /// `name` inside `directory` (`""` for the root), with `/` separators.
  static func join(_ directory: String, _ name: String) -> String {
    directory.isEmpty ? name : directory + "/" + name
  }

  /// The folder part of a root-relative path (`""` for a file at the root).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  /// The last component of a root-relative path.
  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// The files named one of `names` in every folder of the repository, root first, as the
  /// folder and the file's path.
  static func inEveryFolder(_ names: [String], of repository: RepositoryFiles) -> [(directory: String, path: String)] {
    repository.directories().flatMap { directory in
      names.compactMap { name in file(named: name, in: directory, of: repository).map { (directory, $0) } }
    }
  }

  /// The path of the file named `name` in `directory`, if there is one; in the root, and for
  /// the files in fixed places (`.github/copilot-instructions.md`), under that name in any
  /// letter case too (`AGENTS.MD`), as agents on macOS's case-insensitive file system read it.
  static func file(named name: String, in directory: String, of repository: RepositoryFiles) -> String? {
    let path = join(directory, name)
    if repository.exists(path) { return repository.isDirectory(path) ? nil : path }
    guard directory.isEmpty || directory.hasPrefix("."), let variant = repository.caseVariant(of: path),
      !repository.isDirectory(variant)
    else { return nil }
    return variant
  }
}
