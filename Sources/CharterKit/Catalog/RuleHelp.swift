/// The help a report gives for a check in force: its message, what it looks for, the rationale
/// of its catalogue entry and — for a structural check — the WRONG/RIGHT examples its tests
/// run, where it is declared and how to silence it, as plain text and as Markdown, and the
/// documentation it links to.
///
/// A `ban` or `prefer` check gets no catalogue examples: those show another pattern than the
/// one the check was declared with.
struct RuleHelp: Sendable {
  /// Plain text; examples indented by four spaces.
  var text: String
  /// Markdown; examples in fenced code blocks.
  var markdown: String
  /// The check's documentation.
  var link: DocumentationLink

  /// The help for `check`.
  init(_ check: EffectiveCheck) {
    let entry = CheckCatalog.entry(for: check.declaration.kind)
    link = entry?.documentation ?? Self.checksPage
    var text: [String] = []
    var markdown: [String] = []
    if let message = check.declaration.message {
      text.append(message)
      markdown.append(message)
    }
    text.append("Checks: " + check.declaration.summary + ".")
    markdown.append("Checks: " + check.declaration.summary + ".")
    if let entry {
      text.append(entry.rationale)
      markdown.append(entry.rationale)
      for (label, example) in [("WRONG", entry.wrongExample), ("RIGHT", entry.rightExample)] {
        guard let example, entry.category == .structural || !Self.patternKinds.contains(entry.id) else { continue }
        let lines = example.split(separator: "\n", omittingEmptySubsequences: false)
        text.append(label + ":\n" + lines.map { "    " + $0 }.joined(separator: "\n"))
        markdown.append(label + ":\n\n```swift\n" + example + "\n```")
      }
    }
    let declared = "Declared at \(check.source). Silence one line with `charter:disable-next-line \(check.id)` in a comment."
    text.append(declared)
    markdown.append(declared + " See [the documentation](\(link.url)).")
    self.text = text.joined(separator: "\n\n")
    self.markdown = markdown.joined(separator: "\n\n")
  }

  /// Kinds whose catalogue examples are about a pattern of their own.
  private static let patternKinds: Set<String> = ["ban", "prefer"]

  /// The page every check kind is described on, for a check the catalogue does not know.
  static let checksPage = DocumentationLink(page: "Documentation/Checks.md", anchor: "checks")
}
