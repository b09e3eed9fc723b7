import CharterDocuments
import CharterRules

/// Where things are in a rule file under test: which section a line belongs to, how sections
/// nest, and how far a code line is indented in the file.
struct ExamplePlacement {
  /// Whether all the file's checks run on every block, rather than by section.
  let isOneUnit: Bool
  private let sections: [MarkdownSection]
  /// The line each section's heading starts on; the root section's is 0.
  private let headingLines: [Int]
  private let bodyLines: [Substring]
  private let bodyLineOffset: Int

  init(file: RuleFile, document: MarkdownDocument) {
    switch file.origin {
    case .fragment, .pack, .user:
      isOneUnit = true
    case .agents, .agentFile, .agentsOverride:
      isOneUnit = file.checks.contains { !$0.isExtracted }
    }
    sections = document.sections
    headingLines = document.sections.map { $0.heading?.range.start.line ?? 0 }
    bodyLines = file.body.split(separator: "\n", omittingEmptySubsequences: false)
    bodyLineOffset = file.bodyLineOffset
  }

  /// The index of the section `line` is in: the last one whose heading starts on or before it,
  /// else the root section (which also holds the front matter).
  func section(containing line: Int) -> Int {
    headingLines.lastIndex { $0 != 0 && $0 <= line } ?? 0
  }

  /// The section at `index` and every section enclosing it, the root section included.
  func enclosingSections(of index: Int) -> Set<Int> {
    var result: Set<Int> = [index]
    var level = sections[index].level
    for candidate in stride(from: index - 1, through: 0, by: -1) where sections[candidate].level < level {
      result.insert(candidate)
      level = sections[candidate].level
    }
    return result
  }

  /// How failure messages name the section at `index`.
  func describe(section index: Int) -> String {
    guard let heading = sections[index].heading else { return "the text before the first heading" }
    return "section '\(heading.text)' or the sections enclosing it"
  }

  /// How many characters the file indents the code line `codeLine` shown at `line` (list
  /// items and indented fences lose their indentation in the block's code): the columns to add
  /// to a finding's column. 0 when the file's line does not end with the code line.
  func indentation(ofFileLine line: Int, codeLine: String) -> Int {
    let index = line - bodyLineOffset - 1
    guard bodyLines.indices.contains(index) else { return 0 }
    var text = bodyLines[index]
    if text.hasSuffix("\r") { text = text.dropLast() }
    guard text.hasSuffix(codeLine) else { return 0 }
    return text.count - codeLine.count
  }
}
