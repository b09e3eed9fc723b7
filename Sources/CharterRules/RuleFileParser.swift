import CharterDocuments
import CharterSupport

/// Reads a rule file's text into a ``RuleFile``, validating its front matter.
///
/// Every problem is collected before failing: a file with three mistakes gets three
/// diagnostics. Unknown top-level keys are warnings; everything that would make a check mean
/// something other than what was written is an error.
public enum RuleFileParser {
  /// The top-level front-matter keys a rule file may use.
  public static let knownKeys = [
    "id", "description", "globs", "severity", "disable", "enable", "checks", "extract", "apply", "targets",
    "exclude-targets",
    "agent-files",
  ]

  /// The outcome of parsing: the file (when it could be read at all) and its diagnostics.
  public struct Result: Sendable {
    /// The parsed file; `nil` when the front matter could not be read.
    public var file: RuleFile?
    /// Everything found wrong, errors and warnings.
    public var diagnostics: [Diagnostic]

    /// A result of `file` (or none) and `diagnostics`.
    package init(file: RuleFile?, diagnostics: [Diagnostic]) {
      self.file = file
      self.diagnostics = diagnostics
    }
  }

  /// Parses `text` as the rule file `template` describes (path, origin, base folder).
  ///
  /// Bullets of the body that state a convention become extracted checks
  /// (``ConventionExtractor``) unless `extract` is false (the project config's `extract:`) or
  /// the front matter says `extract: false`.
  /// `agentFileText` is the config's ``ProjectConfig/extractsAgentFileText``.
  public static func parse(_ text: String, as template: RuleFile, extract: Bool = true, agentFileText: Bool = true)
    -> Result
  {
    var result = declarations(text, as: template)
    if var file = result.file {
      ConventionExtractor.extract(into: &file, enabled: extract, agentFileText: agentFileText)
      if let line = MarkdownParser.overwideTableLine(in: file.body) {
        let limit = MarkdownParser.maximumTableColumns
        result.diagnostics.append(
          Diagnostic(
            path: template.path, position: SourcePosition(line: file.bodyLineOffset + line, column: 1),
            severity: .warning, code: "table-too-wide",
            message: "a line has more than \(limit) '|', so this file's tables are read as text"))
      }
      result.file = file
    }
    return result
  }

  /// Parses `text`'s front matter and declared checks only, leaving the body's prose unread:
  /// for compose, which gives agents the prose itself.
  package static func declarations(_ text: String, as template: RuleFile) -> Result {
    var collector = DiagnosticCollector(path: template.path)
    var file = template
    let frontMatter: FrontMatter
    do {
      frontMatter = try FrontMatter.split(text, path: template.path)
    } catch {
      return Result(file: nil, diagnostics: error.diagnostics)
    }
    file.body = frontMatter.body
    file.bodyLineOffset = frontMatter.bodyLineOffset
    guard let yaml = frontMatter.yaml else { return Result(file: file, diagnostics: []) }
    let root: YAMLNode?
    do {
      root = try YAMLParser.parse(yaml, path: template.path, lineOffset: frontMatter.yamlLineOffset)
    } catch {
      let hinted = UnquotedGlobHint.adding(to: error, in: yaml, lineOffset: frontMatter.yamlLineOffset)
      return Result(file: nil, diagnostics: hinted.diagnostics)
    }
    guard let root, !root.isNull else { return Result(file: file, diagnostics: []) }
    guard let pairs = root.mapping else {
      collector.error(
        "front-matter-not-mapping",
        "front matter must be a mapping of keys to values, not \(root.kindDescription)",
        at: root.position)
      return Result(file: nil, diagnostics: collector.diagnostics)
    }
    var decoder = FrontMatterDecoder(collector: collector)
    decoder.decode(pairs, into: &file)
    return Result(
      file: decoder.collector.hasErrors ? nil : file, diagnostics: decoder.collector.diagnostics)
  }
}
