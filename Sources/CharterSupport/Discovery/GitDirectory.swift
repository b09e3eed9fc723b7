/// Finds the `info/exclude` file of a git work tree, however its `.git` is laid out.
///
/// - `.git` is a folder: `.git/info/exclude`.
/// - `.git` is a file (a linked work tree, a submodule): it reads `gitdir: PATH`; when that git
///   folder has a `commondir` file (linked work trees), `info/exclude` lives in the common
///   folder it names, as `git` itself resolves it.
enum GitDirectory {
  /// The absolute path of the exclude file for the work tree at `workTree` (absolute), or
  /// `nil` when `workTree` has no `.git`.
  static func excludeFile(forWorkTree workTree: String) -> String? {
    let dotGit = join(workTree, ".git")
    switch FileSystem.kind(atPath: dotGit) {
    case .success(.directory):
      return join(dotGit, "info/exclude")
    case .success(.file):
      guard let gitDirectory = pointer(in: dotGit, prefix: "gitdir:", relativeTo: workTree)
      else { return nil }
      let common = pointer(in: join(gitDirectory, "commondir"), prefix: "", relativeTo: gitDirectory)
      return join(common ?? gitDirectory, "info/exclude")
    default:
      return nil
    }
  }

  /// The path a one-line pointer file names after `prefix`, made absolute against `base`.
  private static func pointer(in file: String, prefix: String, relativeTo base: String) -> String? {
    guard case .success(let bytes) = FileSystem.contents(atPath: file) else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.hasPrefix(prefix) else { return nil }
    let target = text.dropFirst(prefix.count).trimmingWhitespace
    guard !target.isEmpty else { return nil }
    return target.hasPrefix("/") ? target : join(base, target)
  }

  private static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}

extension Substring {
  fileprivate var trimmingWhitespace: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
