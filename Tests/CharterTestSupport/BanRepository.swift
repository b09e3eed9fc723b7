import Foundation

/// A git repository for the tests of the editor's and the agents' servers: one rule banning
/// `print(` and `A.swift` breaking it once.
public enum BanRepository {
  /// The repository's files.
  public static let files = [
    ".charter/config.yml": "packs: []\n",
    ".charter/rules/swift.md": "---\nchecks:\n  - id: no-print\n    ban: \"print(\"\n---\n# Rules\n",
    "A.swift": "print(1)\n",
  ]

  /// A new repository holding ``files`` in a folder of the system's temporary folder named
  /// after `prefix`; the caller removes it.
  public static func make(prefix: String) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "init", "-q", root.path]
    try git.run()
    git.waitUntilExit()
    return root
  }

  /// The entries of the result cache in `root`'s `.charter/cache` (`v1/XX/DIGEST`): not the
  /// folders, nor a write's temporary file, nor the prune marker, nor what the folder keeps
  /// beside the entries.
  public static func cacheEntries(in root: URL) -> Int {
    let folder = root.appendingPathComponent(".charter/cache").path
    let all = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
    return all.filter { path in
      let parts = path.split(separator: "/")
      return parts.count == 3 && parts[0] == "v1" && !parts[2].hasPrefix(".")
    }.count
  }
}
