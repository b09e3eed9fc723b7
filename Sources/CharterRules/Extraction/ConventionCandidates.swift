import CharterDocuments
import CharterSupport
import Foundation

/// The pieces of a rule file's Markdown that may state a convention, in source order, each as
/// a list item the sentence reader takes: list items (bulleted or numbered, nested ones
/// included); paragraphs outside lists, where the file has no heading above them or one about
/// conventions ("Coding style", "Swift", "Do / Don't"); table rows, their cells read as
/// `first: second; third`; and, under a heading that forbids ("Don't", "Avoid", "❌"), items
/// that start with a code span, read as "Never use `…`".
enum ConventionCandidates {
  /// A piece, the languages its headings name, and the condition a lead-in paragraph puts on
  /// its list ("When CloudKit is enabled:"), if any.
  struct Candidate {
    var item: MarkdownListItem
    var headingLanguages: Set<String>
    var condition: String? = nil
  }

  /// Every candidate of `document`, in source order.
  static func all(in document: MarkdownDocument) -> [Candidate] {
    var found: [Candidate] = []
    for section in document.sections {
      let languages = section.path.reduce(into: Set<String>()) { $0.formUnion(LanguageNames.languages(inHeading: $1)) }
      let forbids = section.path.last.map(isForbiddingHeading) ?? false
      var condition: String?
      for block in section.blocks {
        switch block {
        case .paragraph(let paragraph): condition = Self.condition(introducedBy: paragraph.text)
        case .listItem(let item):
          let read = forbids ? forbidden(item) ?? item : crossed(item) ?? item
          found.append(Candidate(item: read, headingLanguages: languages, condition: condition))
        default: condition = nil
        }
      }
      guard section.path.isEmpty || section.path.contains(where: isAboutConventions) else { continue }
      for paragraph in section.paragraphs {
        let item = MarkdownListItem(text: paragraph.text, codeSpans: paragraph.codeSpans, range: paragraph.range)
        found.append(Candidate(item: item, headingLanguages: languages))
      }
      for table in section.tables {
        for (index, row) in table.rows.enumerated() where row.count >= 2 {
          let text = row[0] + ": " + row.dropFirst().joined(separator: "; ")
          // A row's place is not kept by the table; the rows follow the header line by line.
          var position = table.range.start
          position.line += index + 2
          let item = MarkdownListItem(text: text, range: SourceRange(start: position, end: position))
          found.append(Candidate(item: item, headingLanguages: languages))
        }
      }
    }
    return found.sorted { ($0.item.range.start.line, $0.item.range.start.column) < ($1.item.range.start.line, $1.item.range.start.column) }
  }

  /// The condition a paragraph that introduces a list states ("If SwiftData is configured to
  /// use CloudKit:", "When CloudKit is enabled:", "For new code:"), without its colon; `nil`
  /// for any other paragraph.
  static func condition(introducedBy text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.hasSuffix(":"), let first = words(trimmed).first,
      ["if", "when", "whenever", "unless", "only", "where", "for", "once", "while"].contains(first)
    else { return nil }
    return String(trimmed.dropLast())
  }

  /// Words of a heading over conventions a paragraph may state.
  private static let conventionWords: Set<String> = [
    "convention", "conventions", "style", "styles", "guideline", "guidelines", "rule", "rules", "standard",
    "standards", "practice", "practices", "principle", "principles", "do", "dos", "don't", "donts", "don'ts", "avoid",
    "never", "always", "must", "requirement", "requirements", "code", "coding", "swift", "swiftui", "concurrency",
    "testing", "tests", "formatting", "format", "lint", "linting", "quality", "patterns", "idioms", "preferences",
    "api", "apis", "constraints", "instructions",
  ]

  static func isAboutConventions(_ heading: String) -> Bool {
    words(heading).contains { conventionWords.contains($0) }
  }

  /// A heading that lists what not to do: "Don't", "Do not", "Avoid", "Never", "Anti-patterns",
  /// "❌ …", "Forbidden", "Banned".
  static func isForbiddingHeading(_ heading: String) -> Bool {
    if heading.contains("❌") || heading.contains("🚫") { return true }
    let words = words(heading)
    guard let first = words.first else { return false }
    if ["don't", "dont", "avoid", "never", "forbidden", "banned", "prohibited", "anti-patterns", "antipatterns"].contains(first) {
      return true
    }
    return first == "do" && words.dropFirst().first == "not"
  }

  /// `item` read as "Never use …" when it starts with a code span (under a forbidding heading).
  private static func forbidden(_ item: MarkdownListItem) -> MarkdownListItem? {
    let text = item.text.drop { $0 == "❌" || $0 == "🚫" || $0.isWhitespace }
    guard let first = item.codeSpans.first, text.hasPrefix(first.text) else { return nil }
    var rewritten = item
    rewritten.text = "Never use " + text
    return rewritten
  }

  /// An item marked `❌` that starts with a code span, read as "Never use …".
  private static func crossed(_ item: MarkdownListItem) -> MarkdownListItem? {
    guard item.text.hasPrefix("❌") || item.text.hasPrefix("🚫") else { return nil }
    return forbidden(item)
  }

  private static func words(_ heading: String) -> [String] {
    heading.lowercased().replacingOccurrences(of: "’", with: "'")
      .split(whereSeparator: { !($0.isLetter || $0 == "'" || $0 == "-") }).map(String.init)
  }
}
