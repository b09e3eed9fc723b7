import CharterDocuments
import CharterSupport

extension AgentRuleFile {
  /// The fields of the front matter `yaml`, whose first line is line `lineOffset + 1`, read
  /// as `syntax` says.
  /// - Throws: ``DiagnosticsError`` when the front matter cannot be used.
  static func readFields(
    _ yaml: String, path: String, lineOffset: Int, syntax: Syntax, collector: inout DiagnosticCollector
  ) throws(DiagnosticsError) -> [FrontMatterField] {
    let root: YAMLNode?
    do {
      root = try YAMLParser.parse(yaml, path: path, lineOffset: lineOffset)
    } catch {
      switch syntax {
      case .lenient:
        return LenientFrontMatter.fields(yaml, lineOffset: lineOffset, collector: &collector)
      case .lenientWithWarning(let agent):
        if let first = error.diagnostics.first {
          collector.warning("front-matter-not-yaml", notYAMLMessage(first, agent: agent), at: first.position)
        }
        return LenientFrontMatter.fields(yaml, lineOffset: lineOffset, joinsIndentedLines: false, collector: &collector)
      case .plain, .yaml:
        throw UnquotedGlobHint.adding(to: error, in: yaml, lineOffset: lineOffset)
      }
    }
    guard let root, !root.isNull else { return [] }
    guard let pairs = root.mapping else {
      if syntax == .lenient { return LenientFrontMatter.fields(yaml, lineOffset: lineOffset, collector: &collector) }
      // Each family's tests pin its own wording.
      let subject = syntax == .yaml ? "front matter" : "the front matter"
      collector.error(
        "front-matter-not-mapping", "\(subject) must be a mapping of keys to values, not \(root.kindDescription)",
        at: root.position)
      throw DiagnosticsError(collector.diagnostics)
    }
    return pairs.map { pair in
      FrontMatterField(
        key: pair.key.scalar ?? "", keyPosition: pair.key.position, value: FrontMatterValue(pair.value))
    }
  }

  /// Why front matter that libyaml refused (`problem`) is read line by line, as `agent` reads it.
  private static func notYAMLMessage(_ problem: Diagnostic, agent: String) -> String {
    "the front matter is not valid YAML (\(problem.message)); it is read line by line, as \(agent) reads it"
      + " (quote values that start with '*', '{' or '[')"
  }
}
