import CharterRules
import CharterSupport

/// Per-file answers of the settings, shared by the files they cannot tell apart.
///
/// What the settings decide for a file depends on the settings files of its folder and the
/// folders above it and, through `.editorconfig` section globs and `.swiftlint.yml`
/// `excluded`/`included` paths, on its name. In the usual case every section glob selects by
/// extension (`*`, `*.swift`, `*.{yml,yaml}`) and SwiftLint names no paths: then all files with
/// the same extension under the same settings files get the same answers, which are worked out
/// once for them, whichever folder holds them.
extension TeamSettings {
  /// The files that get the same answers as `path`, as a cache key; `nil` when the answers
  /// depend on more than the settings files in force and the extension.
  func fileClass(of path: String) -> String? {
    fileClass(of: path, in: context(of: String(PathParts.folder(of: path))))
  }

  /// ``fileClass(of:)`` of `path`, whose folder's context is `context`.
  func fileClass(of path: String, in context: FolderContext) -> String? {
    guard context.answersByExtension else { return nil }
    let name = PathParts.name(of: path)
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return context.settingsFolders + "/\u{0}" }
    return context.settingsFolders + "/\u{1}" + name[name.utf8.index(after: dot)...]
  }

  /// What the settings decide for `path` that its ``RulesInForce/Key`` holds, its folder's
  /// settings looked up once: what they turn off (``turnedOffSignature(for:)``), the formatter's
  /// exclusion (``formatterExclusion(for:)``) and, when `indentation` is true, the indentation
  /// they declare (``indentation(for:)``).
  func keyAnswers(
    for path: String, indentation: Bool
  ) -> (turnedOff: String, formatterExclusion: SourceReference?, indentation: DeclaredIndentation?) {
    let context = context(of: String(PathParts.folder(of: path)))
    let fileClass = fileClass(of: path, in: context)
    return (
      memoized(fileClass, in: \.turnedOffSignatures) { computedTurnedOffSignature(for: path) },
      context.hasFormatterExclusions ? formatterExclusion(for: path) : nil,
      indentation ? memoized(fileClass, in: \.indentations) { computedIndentation(for: path) } : nil
    )
  }

  /// `compute()`, worked out once for each class of files (``fileClass(of:)``): `fileClass`,
  /// or each time when it is `nil`.
  func memoized<Answer: Sendable>(
    _ fileClass: String?, in cache: WritableKeyPath<ClassAnswers, [String: Answer]>, _ compute: () -> Answer
  ) -> Answer {
    guard let key = fileClass else { return compute() }
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
    return !rest.isEmpty
      && rest.split(separator: ",", omittingEmptySubsequences: false).allSatisfy { part in
        !part.isEmpty
          && part.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte == 0x2D
              || byte == 0x2B
          }
      }
  }
}
