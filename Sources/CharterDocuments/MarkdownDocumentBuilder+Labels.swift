// MARK: - Labels

extension MarkdownDocumentBuilder {
  /// The label of a code block from what is directly above it, else from a comment on its
  /// first non-blank line. See ``CodeExampleLabel``.
  func label(forCode code: String) -> (label: CodeExampleLabel, origin: CodeExampleLabel.Origin)? {
    switch previousLeaf {
    case .text(let line):
      if let label = CodeExampleLabel(labelLine: line) { return (label, .precedingText) }
    case .heading(let text):
      if let label = CodeExampleLabel(labelLine: text) { return (label, .heading) }
    case .none: break
    }
    var rest = Substring(code)
    while !rest.isEmpty {
      let end = rest.firstIndex(of: "\n") ?? rest.endIndex
      let line = rest[..<end]
      if !line.allSatisfy(\.isWhitespace) {
        return CodeExampleLabel(commentLine: String(line)).map { ($0, .comment) }
      }
      rest = end < rest.endIndex ? rest[rest.index(after: end)...] : ""
    }
    return nil
  }
}
