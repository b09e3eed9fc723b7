import CharterDocuments
import CharterSupport

/// An agent's rule file (a Cursor `.mdc`, a `.claude/rules` file, a Kiro steering file …),
/// split into its front-matter fields and its body.
package struct AgentRuleFile: Sendable {
  /// How a format's front matter is read.
  enum Syntax: Equatable, Sendable {
    /// No front matter: the whole file is the rule (`.cursorrules`, `.windsurfrules`).
    case plain
    /// YAML; a syntax error is an error and the file is not used (Kiro, Cline).
    case yaml
    /// YAML where it parses, else one `key: value` per line, as Cursor and Windsurf read it.
    case lenient
    /// YAML; text that is not YAML is read one `key: value` per line, as `agent` reads it, with
    /// a `front-matter-not-yaml` warning (Claude Code, Copilot).
    case lenientWithWarning(agent: String)
  }

  /// The file, relative to the repository root.
  var path: String
  /// The front matter's fields, in the order written (empty without front matter).
  var fields: [FrontMatterField]
  /// The Markdown after the front matter.
  var body: String
  /// How many lines of the file come before the body.
  var bodyLineOffset: Int
  /// The file's length in UTF-16 code units, the characters an editor's limit counts.
  var length: Int
  /// The front matter as written, its `---` lines included and ending with a newline; `""`
  /// when the file has none.
  var frontMatterText = ""

  /// The field named `key`.
  subscript(key: String) -> FrontMatterField? { fields.first { $0.key == key } }

  /// Whether `key` is set to something other than null.
  func hasValue(_ key: String) -> Bool {
    guard let field = self[key] else { return false }
    if case .null = field.value.content { return false }
    return true
  }

  /// Reads the file at `path`; `nil` when there is none, when Charter generated it, or when it
  /// could not be read or its front matter could not be split (the reason is in `diagnostics`).
  /// A rule without text is returned with an `empty-rule` warning, unless `warnsIfEmpty` is
  /// false (the format then decides what an empty rule means).
  static func read(
    _ path: String, in repository: RepositoryFiles, syntax: Syntax, warnsIfEmpty: Bool = true,
    diagnostics: inout [Diagnostic]
  ) -> AgentRuleFile? {
    guard let text = text(path, in: repository, diagnostics: &diagnostics), !GeneratedMarkers.isGeneratedFile(text)
    else { return nil }
    do {
      var collector = DiagnosticCollector(path: path)
      let file = try parse(text, path: path, syntax: syntax, warnsIfEmpty: warnsIfEmpty, collector: &collector)
      diagnostics += collector.diagnostics
      return file
    } catch {
      diagnostics += error.diagnostics
      return nil
    }
  }

  /// Splits and reads `text`.
  /// - Throws: ``DiagnosticsError`` for an unclosed front matter, for a front matter that is not
  ///   a mapping (except with ``Syntax/lenient``), and for YAML errors with ``Syntax/yaml``.
  static func parse(
    _ text: String, path: String, syntax: Syntax, warnsIfEmpty: Bool = true, collector: inout DiagnosticCollector
  ) throws(DiagnosticsError) -> AgentRuleFile {
    let split =
      syntax == .plain
      ? FrontMatter(yaml: nil, yamlLineOffset: 0, body: text, bodyLineOffset: 0)
      : try FrontMatter.split(text, path: path)
    var fields: [FrontMatterField] = []
    if let yaml = split.yaml {
      fields = try readFields(yaml, path: path, lineOffset: split.yamlLineOffset, syntax: syntax, collector: &collector)
    }
    if warnsIfEmpty, split.body.trimmingBlankLines().isEmpty {
      collector.warning(
        "empty-rule",
        split.yaml == nil
          ? "the rule file is empty; the agent gets nothing from it"
          : "the rule file has no text after its front matter; the agent gets nothing from it",
        at: SourcePosition(line: 1, column: 1))
    }
    let written = split.yaml == nil ? "" : text.lines.prefix(split.bodyLineOffset).map { $0 + "\n" }.joined()
    return AgentRuleFile(
      path: path, fields: fields, body: split.body, bodyLineOffset: split.bodyLineOffset, length: text.utf16.count,
      frontMatterText: written)
  }
}

extension AgentRuleFile {
  /// For the agent-file fuzz target: the positions of the diagnostics that reading `text` as a
  /// front-matter rule file gives, in each syntax a format may use.
  package static func diagnosticPositions(parsing text: String) -> [[SourcePosition]] {
    [Syntax.plain, .yaml, .lenient].map { syntax in
      var collector = DiagnosticCollector(path: "fuzz.md")
      do throws(DiagnosticsError) {
        _ = try parse(text, path: "fuzz.md", syntax: syntax, collector: &collector)
        return collector.diagnostics.map(\.position)
      } catch {
        return error.diagnostics.map(\.position) + collector.diagnostics.map(\.position)
      }
    }
  }
}
