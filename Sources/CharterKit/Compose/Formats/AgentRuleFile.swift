/// An agent's rule file (a Cursor `.mdc`, a Kiro steering file …), split into its front-matter
/// fields and its body.
struct AgentRuleFile: Sendable {
  /// How a format's front matter is read.
  enum Syntax {
    /// No front matter: the whole file is the rule (`.cursorrules`, `.windsurfrules`).
    case plain
    /// YAML; a syntax error is an error and the file is not used (Kiro, Cline).
    case yaml
    /// YAML where it parses, else one `key: value` per line, as Cursor and Windsurf read it.
    case lenient
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

  /// The field named `key`.
  subscript(key: String) -> FrontMatterField? { fields.first { $0.key == key } }

  /// Whether `key` is set to something other than null.
  func hasValue(_ key: String) -> Bool {
    guard let field = self[key] else { return false }
    if case .null = field.value.content { return false }
    return true
  }

  /// The file's name without its folder and extension (`swift-style` for
  /// `.cursor/rules/swift-style.mdc`), below `folder` when it is nested (`api/errors`).
  func name(below folder: String) -> String {
    var relative = Substring(path)
    if relative.hasPrefix(folder + "/") { relative = relative.dropFirst(folder.count + 1) }
    if let dot = relative.lastIndex(of: "."), dot != relative.startIndex,
      !relative[dot...].contains("/")
    {
      relative = relative[..<dot]
    }
    return String(relative)
  }

  /// Reads the file at `path`; `nil` when there is none, when Charter generated it, or when it
  /// could not be read or its front matter could not be split (the reason is in `diagnostics`).
  /// A rule without text is returned with an `empty-rule` warning.
  static func read(
    _ path: String, in repository: RepositoryFiles, syntax: Syntax, diagnostics: inout [Diagnostic]
  ) -> AgentRuleFile? {
    do {
      guard let text = try repository.text(path), !GeneratedMarkers.isGeneratedFile(text) else { return nil }
      var collector = DiagnosticCollector(path: path)
      let file = try parse(text, path: path, syntax: syntax, collector: &collector)
      diagnostics += collector.diagnostics
      return file
    } catch let error as DiagnosticsError {
      diagnostics += error.diagnostics
    } catch {
      diagnostics.append(
        Diagnostic(
          path: path, position: SourcePosition(line: 1, column: 1), code: "unreadable-file",
          message: "cannot read the file: \(error)"))
    }
    return nil
  }

  /// Splits and reads `text`.
  /// - Throws: ``DiagnosticsError`` for an unclosed front matter, and for YAML errors with
  ///   ``Syntax/yaml``.
  static func parse(
    _ text: String, path: String, syntax: Syntax, collector: inout DiagnosticCollector
  ) throws -> AgentRuleFile {
    let split =
      syntax == .plain
      ? FrontMatter(yaml: nil, yamlLineOffset: 0, body: text, bodyLineOffset: 0)
      : try FrontMatter.split(text, path: path)
    var fields: [FrontMatterField] = []
    if let yaml = split.yaml {
      fields = try readFields(yaml, path: path, lineOffset: split.yamlLineOffset, syntax: syntax, collector: &collector)
    }
    if split.body.trimmingBlankLines().isEmpty {
      collector.warning(
        "empty-rule",
        split.yaml == nil
          ? "the rule file is empty; the agent gets nothing from it"
          : "the rule file has no text after its front matter; the agent gets nothing from it",
        at: SourcePosition(line: 1, column: 1))
    }
    return AgentRuleFile(
      path: path, fields: fields, body: split.body, bodyLineOffset: split.bodyLineOffset, length: text.utf16.count)
  }

  private static func readFields(
    _ yaml: String, path: String, lineOffset: Int, syntax: Syntax, collector: inout DiagnosticCollector
  ) throws -> [FrontMatterField] {
    let root: YAMLNode?
    do {
      root = try YAMLParser.parse(yaml, path: path, lineOffset: lineOffset)
    } catch let error as DiagnosticsError {
      guard syntax == .lenient else { throw DiagnosticsError(error.diagnostics.map(withAliasHint)) }
      return LenientFrontMatter.fields(yaml, lineOffset: lineOffset, collector: &collector)
    }
    guard let root, !root.isNull else { return [] }
    guard let pairs = root.mapping else {
      if syntax == .lenient { return LenientFrontMatter.fields(yaml, lineOffset: lineOffset, collector: &collector) }
      collector.error(
        "front-matter-not-mapping",
        "front matter must be a mapping of keys to values, not \(root.kindDescription)", at: root.position)
      throw DiagnosticsError(collector.diagnostics)
    }
    return pairs.map { pair in
      FrontMatterField(
        key: pair.key.scalar ?? "", keyPosition: pair.key.position, value: FrontMatterValue(pair.value))
    }
  }

  /// A YAML error about an alias, with the likely cause: an unquoted glob such as `**/*.ts`.
  private static func withAliasHint(_ diagnostic: Diagnostic) -> Diagnostic {
    guard diagnostic.code == "yaml-syntax", diagnostic.message.contains("alias") else { return diagnostic }
    var hinted = diagnostic
    hinted.message += " (a glob that starts with '*' must be quoted: \"**/*.ts\")"
    return hinted
  }
}
