import CharterRules

/// The help a report gives for a check in force: its message, what it looks for, the rationale
/// of its catalogue entry, WRONG/RIGHT examples, where it is declared and how to silence it, as
/// plain text and as Markdown, and the documentation it links to.
///
/// The examples are the rule file's own when it shows some for the check
/// (``RuleFileExamples``); else the catalogue's, except for a `ban` or `prefer` check, whose
/// catalogue examples show another pattern than the one it was declared with.
package struct RuleHelp: Sendable {
  /// Plain text; examples indented by four spaces.
  var text: String
  /// Markdown; examples in fenced code blocks.
  var markdown: String
  /// The check's documentation.
  var link: DocumentationLink

  /// The help for `check`; `examples` are the ones its rule file shows for it, which replace
  /// the catalogue's.
  init(_ check: EffectiveCheck, examples: RuleFileExamples.Pair? = nil) {
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
    }
    let catalogue = entry.flatMap(Self.catalogueExamples)
    let pair = examples.map { RuleFileExamples.Pair(wrong: $0.wrong, right: $0.right ?? catalogue?.right) } ?? catalogue
    for (label, example) in [("WRONG", pair?.wrong), ("RIGHT", pair?.right)] {
      guard let example else { continue }
      let lines = example.code.split(separator: "\n", omittingEmptySubsequences: false)
      text.append(label + ":\n" + lines.map { "    " + $0 }.joined(separator: "\n"))
      markdown.append(label + ":\n\n```\(example.language)\n" + example.code + "\n```")
    }
    let declared = "Declared at \(check.source). Silence one line with `charter:disable-next-line \(check.id)` in a comment."
    text.append(declared)
    markdown.append(declared + " See [the documentation](\(link.url)).")
    self.text = text.joined(separator: "\n\n")
    self.markdown = markdown.joined(separator: "\n\n")
  }

  /// The catalogue's examples, but not a `ban`'s or `prefer`'s.
  private static func catalogueExamples(_ entry: CatalogEntry) -> RuleFileExamples.Pair? {
    guard entry.kindName.map(patternKinds.contains) != true else { return nil }
    return RuleFileExamples.Pair(
      wrong: entry.wrongExample.map { RuleFileExamples.Example(code: $0, language: "swift") },
      right: entry.rightExample.map { RuleFileExamples.Example(code: $0, language: "swift") })
  }

  /// Kinds whose catalogue examples are about a pattern of their own.
  private static let patternKinds: Set<CheckKind.Name> = [.ban, .prefer]

  /// The page every check kind is described on, for a check the catalogue does not know.
  package static let checksPage = DocumentationLink(page: "Documentation/Checks.md", anchor: "checks")
}
