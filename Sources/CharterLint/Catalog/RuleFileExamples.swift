import CharterDocuments
import CharterRules

/// The labelled examples of a rule file, matched to the checks they show: a WRONG block shows
/// the checks it triggers (as `charter test` runs it), and the RIGHT block written right after
/// it shows the way out. SARIF help quotes them, so a rule's help shows the code its own rule
/// file gives.
struct RuleFileExamples: Sendable {
  /// One code block.
  struct Example: Hashable, Sendable {
    /// The code, without a final newline.
    var code: String
    /// The block's info-string language, `""` when it has none.
    var language: String
  }

  /// A check's WRONG example and the RIGHT one that follows it.
  struct Pair: Hashable, Sendable {
    var wrong: Example?
    var right: Example?
  }

  private var pairs: [String: Pair] = [:]

  /// Tests `file`'s examples and keeps, for each check, the first WRONG block that triggers it.
  init(_ file: RuleFile) {
    let results = ExampleTester.test(file)
    guard !results.isEmpty else { return }
    let document = MarkdownParser.parse(file.body, lineOffset: file.bodyLineOffset)
    var blocks: [Int: Example] = [:]
    for section in document.sections {
      for block in section.labeledCodeBlocks {
        let code = block.code.hasSuffix("\n") ? String(block.code.dropLast()) : block.code
        blocks[block.range.start.line] = Example(code: code, language: block.language ?? "")
      }
    }
    for (index, result) in results.enumerated() where result.label == .wrong && result.passed {
      let next = results.indices.contains(index + 1) ? results[index + 1] : nil
      let right = next.flatMap { $0.label == .right && $0.passed ? blocks[$0.line] : nil }
      for rule in Set(result.findings.map(\.rule)) where pairs[rule] == nil {
        pairs[rule] = Pair(wrong: blocks[result.line], right: right)
      }
    }
  }

  /// The examples for the check `id`, or `nil` when the file shows none that triggers it.
  func pair(for id: String) -> Pair? { pairs[id] }
}
