import CharterSupport
import Foundation

/// What installing a local skill folder copies: every regular file, and the content of every
/// symbolic link that resolves to a regular file inside the same folder. Anything else a link
/// names (a file elsewhere on the machine, a folder, nothing) refuses the install.
enum SkillCopy {
  /// One file to copy: where it goes inside the skill, and the real file to read.
  struct File {
    var path: String
    var source: String
  }

  /// The files of `folder`, and the links among them whose content is copied.
  /// - Throws: ``SkillInstallError/linkLeavesSkill(_:)`` for a link that leaves the folder.
  static func plan(_ folder: URL) throws(SkillInstallError) -> (files: [File], resolvedLinks: [String]) {
    guard case .success(let base) = FileSystem.resolvedPath(folder.path) else { return ([], []) }
    var files: [File] = []
    var links: [String] = []
    var queue = [""]
    while let relative = queue.popLast() {
      let absolute = relative.isEmpty ? base : base + "/" + relative
      guard case .success(let entries) = FileSystem.entries(atPath: absolute) else { continue }
      for entry in entries {
        guard let name = entry.name else { continue }
        let path = relative.isEmpty ? name : relative + "/" + name
        let full = base + "/" + path
        let kind = try? FileSystem.kind(atPath: full).get()
        if kind == .directory {
          queue.append(path)
        } else if kind == .file {
          files.append(File(path: path, source: full))
        } else if kind == .symbolicLink {
          guard case .success(let target) = FileSystem.resolvedPath(full), target.hasPrefix(base + "/"),
            case .success(.file) = FileSystem.kind(atPath: target)
          else { throw .linkLeavesSkill(folder.path + "/" + path) }
          files.append(File(path: path, source: target))
          links.append(path)
        }
      }
    }
    return (files.sorted { $0.path < $1.path }, links.sorted())
  }
}
