/// Reading one agent's native rule file for a format reader: its text, what a person wrote in
/// it, and the warning for a file that says nothing.
enum NativeFile {
  /// The text of the file at `path`, or `nil` when there is none or it cannot be read; a file
  /// that exists but cannot be read (not UTF-8, outside the repository …) adds its diagnostic.
  static func text(_ path: String, in repository: RepositoryFiles, diagnostics: inout [Diagnostic]) -> String? {
    do {
      return try repository.text(path)
    } catch let error as DiagnosticsError {
      diagnostics += error.diagnostics
    } catch {
      diagnostics.append(
        Diagnostic(
          path: path, position: SourcePosition(line: 1, column: 1), code: "unreadable-file",
          message: "cannot read the file: \(error)"))
    }
    return nil
  }

  /// What a person wrote in a file that may hold a Charter managed block: the text with the
  /// block's lines emptied, so that line numbers still count in the whole file; `nil` when
  /// nothing but the block (and blank lines) is left.
  static func personText(_ text: String) -> String? {
    guard let block = GeneratedMarkers.managedBlock(in: text) else { return text }
    let lineBreaks = text.utf8[block.whole].count { $0 == UInt8(ascii: "\n") }
    let kept =
      String(text[..<block.whole.lowerBound]) + String(repeating: "\n", count: lineBreaks)
      + String(text[block.whole.upperBound...])
    return isBlank(kept) ? nil : kept
  }

  /// Whether `text` holds nothing but spaces, tabs and line breaks.
  static func isBlank(_ text: some StringProtocol) -> Bool {
    text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
  }

  /// The warning for a rule file without content.
  static func emptyWarning(_ path: String, line: Int = 1) -> Diagnostic {
    Diagnostic(
      path: path, position: SourcePosition(line: line, column: 1), severity: .warning,
      code: "empty-rule-file", message: "\(fileName(path)) is empty; agents get nothing from it")
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
      names.compactMap { name in
        let path = join(directory, name)
        return repository.exists(path) && !repository.isDirectory(path) ? (directory, path) : nil
      }
    }
  }
}
