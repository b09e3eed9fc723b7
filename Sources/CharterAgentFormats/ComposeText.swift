/// How a fragment reads inside an agent file, shared by every format so agents see the same
/// text whichever file they read.
public enum ComposeText {
  /// The fragment's body followed by the list of what CI enforces, as a whole generated file
  /// (or a file's main text) shows it.
  public static func body(of fragment: ComposeFragment) -> String {
    fragment.text
  }

  /// `body` followed by the list of what CI enforces.
  static func text(body: String, enforced: [String]) -> String {
    var text = body.trimmingBlankLines()
    if !enforced.isEmpty {
      if !text.isEmpty { text += "\n\n" }
      text += "Enforced by `charter lint`:\n\n" + enforced.map { "- \($0)" }.joined(separator: "\n")
    }
    return text
  }

  /// The fragment as one section of a single-file target (AGENTS.md, CLAUDE.md, GEMINI.md …):
  /// a comment naming its source, a line saying where it applies when the format cannot scope
  /// it (`scopeNote`), and its body. Sections are separated by a blank line.
  public static func section(of fragment: ComposeFragment, scopeNote: Bool) -> String {
    var lines = ["<!-- from \(fragment.sourcePath) -->"]
    if scopeNote, let note = scopeDescription(fragment) { lines.append(note) }
    let body = body(of: fragment)
    if !body.isEmpty { lines.append(body) }
    return lines.joined(separator: "\n\n")
  }

  /// "Applies only to files matching `**/*.swift`." for a path-scoped fragment (with its
  /// folder when it has one); `nil` for a fragment that applies everywhere.
  public static func scopeDescription(_ fragment: ComposeFragment) -> String? {
    let folder = fragment.directory.isEmpty ? "" : " in `\(fragment.directory)/`"
    switch fragment.activation {
    case .always:
      return fragment.directory.isEmpty ? nil : "**Applies only to files in `\(fragment.directory)/`.**"
    case .globs(let globs):
      let list = globs.map { "`\($0)`" }.joined(separator: ", ")
      return "**Applies only to files matching \(list)\(folder).**"
    case .onRequest:
      return "**Apply when relevant\(fragment.description.map { ": \($0)" } ?? "").**"
    case .manual:
      return "**Apply only when asked for `\(fragment.name)`.**"
    }
  }

  /// The managed block's inner text for `fragments`, in order, ending with a newline.
  public static func block(of fragments: [ComposeFragment], scopeNote: Bool) -> String {
    fragments.map { section(of: $0, scopeNote: scopeNote) }.joined(separator: "\n\n") + "\n"
  }
}

extension String {
  /// The text without blank lines at its start and end (and without trailing spaces on the
  /// last line), so fragments join with exactly one blank line between them.
  package func trimmingBlankLines() -> String {
    var lines = self.lines.map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
    while let first = lines.first, first.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeFirst() }
    while let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}
