import Foundation

/// Where git runs a repository's hooks from when `core.hooksPath` moves them out of `.git`,
/// read from git's own config files (no process started).
///
/// Writing into that folder is as good as running code on the next commit, so compose must
/// never do it. The local config (`.git/config`, or the common folder's for a linked work
/// tree) wins over the global ones (`$XDG_CONFIG_HOME/git/config`, `~/.gitconfig`); a relative
/// value is relative to the work tree's root, as git reads it; `~/` is the home folder.
enum GitHooksFolder {
  /// The hooks folder named by `core.hooksPath`, absolute, or `nil` when none is set.
  static func configured(workTree: String, gitFolder: String?, environment: [String: String]) -> String? {
    var files: [String] = []
    let home = environment["HOME"] ?? NSHomeDirectory()
    let xdg = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
    files.append(xdg + "/git/config")
    files.append(home + "/.gitconfig")
    if let gitFolder {
      files.append(commonFolder(of: gitFolder) + "/config")
    }
    var value: String?
    for file in files {
      if let found = hooksPath(inConfig: file) { value = found }
    }
    guard var path = value, !path.isEmpty else { return nil }
    if path.hasPrefix("~/") { path = home + path.dropFirst(1) }
    if !path.hasPrefix("/") { path = workTree + "/" + path }
    return URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// The folder shared by every work tree of a repository: `commondir` names it for a linked
  /// work tree.
  private static func commonFolder(of gitFolder: String) -> String {
    guard case .success(let bytes) = FileSystem.contents(atPath: gitFolder + "/commondir", followingLinks: true),
      let text = String(validating: bytes, as: UTF8.self)
    else { return gitFolder }
    let common = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if common.isEmpty { return gitFolder }
    return common.hasPrefix("/") ? common : gitFolder + "/" + common
  }

  /// The last `hooksPath` of a `[core]` section in the git config file at `path`.
  static func hooksPath(inConfig path: String) -> String? {
    guard case .success(let bytes) = FileSystem.contents(atPath: path) else { return nil }
    return hooksPath(inConfigText: String(decoding: bytes, as: UTF8.self))
  }

  /// The last `hooksPath` of a `[core]` section in git config `text`. Section and key names
  /// are case-insensitive; a value may be quoted and may end in a comment.
  static func hooksPath(inConfigText text: String) -> String? {
    var inCore = false
    var found: String?
    for rawLine in text.split(whereSeparator: \.isNewline) {
      var line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("[") {
        let header = line.dropFirst().prefix { $0 != "]" }
        inCore = header.trimmingCharacters(in: .whitespaces).lowercased() == "core"
        guard let close = line.firstIndex(of: "]") else { continue }
        line = line[line.index(after: close)...].trimmingCharacters(in: .whitespaces)
        if line.isEmpty { continue }
      }
      guard inCore, let equals = line.firstIndex(of: "=") else { continue }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
      guard key == "hookspath" else { continue }
      found = value(String(line[line.index(after: equals)...]))
    }
    return found
  }

  /// A config value: quotes removed, a comment after `#` or `;` outside quotes dropped.
  private static func value(_ raw: String) -> String {
    var result = ""
    var quoted = false
    var escaped = false
    for character in raw {
      if escaped {
        result.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        quoted.toggle()
      } else if !quoted, character == "#" || character == ";" {
        break
      } else {
        result.append(character)
      }
    }
    return result.trimmingCharacters(in: .whitespaces)
  }
}
