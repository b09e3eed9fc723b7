import CharterSupport

/// `.charter/ignore`: paths the agents must not read, in gitignore syntax, written by compose
/// into each target's ignore file (`.cursorignore`, `.geminiignore`, `.aiignore`, `.aiexclude` …)
/// as a block between `# charter:begin` and `# charter:end` lines. The rest of such a file is
/// the person's and is kept byte for byte.
public enum IgnoreSource {
  /// The file's path relative to the repository root.
  public static let path = ".charter/ignore"

  /// Whether `path` is an ignore file compose writes for some target.
  public static func isIgnoreFile(_ path: String) -> Bool { ignoreFiles.contains(path) }

  /// Every target's ignore file.
  static let ignoreFiles = Set(AgentTargets.all.compactMap(\.ignoreFile))

  /// The patterns to write, without trailing blank lines and ending with a newline (`nil` when
  /// the repository has no `.charter/ignore`), and a diagnostic for each line that is not a
  /// pattern: an invalid glob at its column, a line that starts like compose's own markers.
  public static func read(_ repository: RepositoryFiles) -> (text: String?, diagnostics: [Diagnostic]) {
    let text: String?
    do {
      text = try repository.text(path)
    } catch {
      return (nil, error.diagnostics)
    }
    guard let text else { return (nil, []) }
    return check(text)
  }

  /// `text` as compose writes it, and its diagnostics: a line that starts like compose's
  /// markers is an error (it would end or forge the block); a pattern Charter's glob reader
  /// cannot read is a warning, and is written as it is (the agents read gitignore syntax).
  public static func check(_ text: String) -> (text: String?, diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    // Lines end at LF or CRLF ("\r\n" is one Character, so split on both).
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map {
      $0.hasSuffix("\r") ? $0.dropLast() : $0
    }
    for (index, line) in lines.enumerated() {
      let position = SourcePosition(line: index + 1, column: 1)
      if line.hasPrefix("# charter:") {
        diagnostics.append(
          Diagnostic(
            path: path, position: position, code: "reserved-marker",
            message: "a line starting with '# charter:' would end or forge compose's block in the ignore files"))
        continue
      }
      let pattern = line.trimmingSuffix(" ")
      guard !pattern.isEmpty, !pattern.hasPrefix("#") else { continue }
      do {
        _ = try GlobList([String(pattern)])
      } catch {
        diagnostics.append(
          Diagnostic(
            path: path, position: SourcePosition(line: index + 1, column: 1 + error.offset), severity: .warning,
            code: "invalid-glob", message: "Charter cannot read the pattern '\(pattern)' (\(error.message)); it is "
              + "written as it is, for the agents to read as gitignore syntax"))
      }
    }
    var kept = lines
    while let last = kept.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) { kept.removeLast() }
    return (kept.isEmpty ? nil : kept.joined(separator: "\n") + "\n", diagnostics)
  }
}

extension Substring {
  fileprivate func trimmingSuffix(_ character: Character) -> Substring {
    var text = self
    while text.last == character { text = text.dropLast() }
    return text
  }
}
