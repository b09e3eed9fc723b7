import CharterKit

/// Fuzz targets over rule files and agents' files: they parse or report, and every position
/// they report lies in the text.
enum FuzzDocuments {
  /// The text of `bytes` as a rule file reader sees it, or `nil` when it would refuse it (not
  /// UTF-8): that refusal is a diagnostic, tested elsewhere.
  static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    try? FileSystem.decodeText(Array(bytes), displayPath: "fuzz.md")
  }

  static func frontMatter(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    guard let text = text(bytes) else { return [] }
    let template = RuleFile(path: ".charter/rules/fuzz.md", origin: .fragment, baseDirectory: "")
    let result = RuleFileParser.parse(text, as: template)
    var positions = result.diagnostics.map(\.position)
    positions += result.file?.checks.map(\.position) ?? []
    return FuzzPositions.check(positions, in: text, what: "a rule-file diagnostic or check")
  }

  static func markdown(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    let document = MarkdownParser.parse(text)
    var problems: [String] = []
    var positions: [SourcePosition] = []
    for section in document.sections {
      positions += [section.range.start, section.range.end]
      for block in section.blocks { positions += [block.range.start, block.range.end] }
    }
    for item in document.listItems { positions.append(item.range.start) }
    problems += FuzzPositions.check(positions, in: text, what: "a Markdown block")
    if document.sections.isEmpty { problems.append("a Markdown document without its root section") }
    return problems
  }

  static func agentFiles(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    guard let text = text(bytes) else { return [] }
    var problems: [String] = []
    for (path, origin) in [("AGENTS.md", RuleOrigin.agents), (".cursor/rules/fuzz.mdc", .agentFile)] {
      let result = RuleFileParser.parse(text, as: RuleFile(path: path, origin: origin, baseDirectory: ""))
      problems += FuzzPositions.check(result.diagnostics.map(\.position), in: text, what: "a diagnostic in \(path)")
    }
    problems += AgentRuleFile.diagnosticPositions(parsing: text).flatMap {
      FuzzPositions.check($0, in: text, what: "an agent-file diagnostic")
    }
    return problems
  }
}
