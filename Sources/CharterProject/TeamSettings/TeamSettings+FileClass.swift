import CharterSupport

/// Per-file answers of the settings, shared by the files they cannot tell apart.
///
/// What the settings decide for a file depends on its folder and, through `.editorconfig`
/// section globs and `.swiftlint.yml` `excluded`/`included` paths, on its name. In the usual
/// case every section glob selects by extension (`*`, `*.swift`, `*.{yml,yaml}`) and SwiftLint
/// names no paths: then all files of a folder with the same extension get the same answers,
/// which are worked out once for them.
extension TeamSettings {
  /// The files that get the same answers as `path`, as a cache key; `nil` when the answers
  /// depend on more than the folder and the extension.
  func fileClass(of path: String) -> String? {
    let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
    let folder = slash.map { String(path[..<$0]) } ?? ""
    guard context(of: folder).answersByExtension else { return nil }
    let nameStart = slash.map { path.utf8.index(after: $0) } ?? path.startIndex
    guard let dot = path.utf8[nameStart...].lastIndex(of: UInt8(ascii: ".")) else { return folder + "/\u{0}" }
    return folder + "/\u{1}" + path[path.utf8.index(after: dot)...]
  }

  /// `compute()`, worked out once for each class of files (``fileClass(of:)``).
  func memoized<Answer: Sendable>(
    _ path: String, in cache: WritableKeyPath<ClassAnswers, [String: Answer]>, _ compute: () -> Answer
  ) -> Answer {
    guard let key = fileClass(of: path) else { return compute() }
    if let known = classAnswers.withLock({ $0[keyPath: cache][key] }) { return known }
    let answer = compute()
    classAnswers.withLock { $0[keyPath: cache][key] = answer }
    return answer
  }

  /// The answers worked out for each class of files.
  struct ClassAnswers: Sendable {
    var turnedOffSignatures: [String: String] = [:]
    var indentations: [String: DeclaredIndentation?] = [:]
  }
}

extension EditorConfig {
  /// Whether every section's glob selects files by their extension alone: `*`, `*.EXT`,
  /// `*.{EXT,EXT}` with plain extensions.
  var selectsByExtension: Bool {
    sections.allSatisfy { Self.selectsByExtension($0.glob) }
  }

  static func selectsByExtension(_ glob: String) -> Bool {
    guard glob != "*" else { return true }
    guard glob.hasPrefix("*.") else { return false }
    var rest = glob.dropFirst(2)
    if rest.hasPrefix("{"), rest.hasSuffix("}") { rest = rest.dropFirst().dropLast() }
    return !rest.isEmpty && rest.split(separator: ",", omittingEmptySubsequences: false).allSatisfy { part in
      !part.isEmpty && part.utf8.allSatisfy { byte in
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte == 0x2D
          || byte == 0x2B
      }
    }
  }
}
