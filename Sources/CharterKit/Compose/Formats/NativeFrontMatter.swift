/// The front matter of an agent's native rule file (`.claude/rules/*.md`,
/// `*.instructions.md` …), read as leniently as the agent reads it.
///
/// The YAML is parsed with libyaml. Agents that read front matter line by line accept values
/// YAML refuses (`paths: **/*.ts`, where `*` opens an alias): for those (`agent` given) text
/// that is not YAML is read the same way (``LenientFrontMatter``), with a warning; otherwise it
/// is an error and the file is not used.
struct NativeFrontMatter {
  /// The fields in the order written.
  var fields: [FrontMatterField]
  /// The Markdown body after the front matter (the whole file without one).
  var body: String
  /// How many lines of the file come before the body.
  var bodyLineOffset: Int

  /// The field named `key`.
  subscript(key: String) -> FrontMatterField? { fields.first { $0.key == key } }

  /// Reads the front matter of `text`, the file at `path`. `agent` names the agent for the
  /// lenient fallback ("Claude Code"), `nil` for strict YAML. Returns `nil` when the file
  /// cannot be used (an unclosed front matter, or invalid YAML in strict mode).
  static func read(
    _ text: String, path: String, agent: String?, collector: inout DiagnosticCollector
  ) -> NativeFrontMatter? {
    let split: FrontMatter
    do {
      split = try FrontMatter.split(text, path: path)
    } catch {
      collector.append(contentsOf: (error as? DiagnosticsError)?.diagnostics ?? [])
      return nil
    }
    var fields: [FrontMatterField] = []
    if let yaml = split.yaml {
      guard let parsed = parse(yaml, split: split, path: path, agent: agent, collector: &collector) else { return nil }
      fields = parsed
    }
    return NativeFrontMatter(fields: fields, body: split.body, bodyLineOffset: split.bodyLineOffset)
  }

  private static func parse(
    _ yaml: String, split: FrontMatter, path: String, agent: String?, collector: inout DiagnosticCollector
  ) -> [FrontMatterField]? {
    do {
      guard let root = try YAMLParser.parse(yaml, path: path, lineOffset: split.yamlLineOffset) else { return [] }
      guard let pairs = root.mapping else {
        collector.error(
          "front-matter-not-mapping",
          "the front matter must be a mapping of keys to values, not \(root.kindDescription)",
          at: root.position)
        return nil
      }
      return pairs.compactMap { pair in
        pair.key.scalar.map { FrontMatterField(key: $0, keyPosition: pair.key.position, value: FrontMatterValue(pair.value)) }
      }
    } catch {
      let problems = (error as? DiagnosticsError)?.diagnostics ?? []
      guard let agent, let first = problems.first else {
        collector.append(contentsOf: problems)
        return nil
      }
      collector.warning(
        "front-matter-not-yaml",
        "the front matter is not valid YAML (\(first.message)); it is read line by line, as \(agent) reads it"
          + " (quote values that start with '*', '{' or '[')",
        at: first.position)
      return LenientFrontMatter.fields(
        yaml, lineOffset: split.yamlLineOffset, joinsIndentedLines: false, collector: &collector)
    }
  }
}
