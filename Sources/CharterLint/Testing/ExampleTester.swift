import CharterAgentFormats
import CharterDocuments
import CharterRules

/// Runs the labelled code examples of rule files against the checks those files declare:
/// `charter test`.
///
/// Every code block labelled wrong must trigger at least one check, and every block labelled
/// right must trigger none (see ``CodeExampleLabel`` for what labels a block). Which checks run
/// on a block:
/// - a Charter fragment, a built-in pack, a user-global rule file, or any file that declares
///   checks in its front matter is one unit: all its checks run, whatever section the block is
///   in;
/// - any other file (an AGENTS.md, another agent's file, whose checks are extracted from prose
///   bullets) runs the checks declared in the block's section and in the sections enclosing
///   it, by the position of each check.
///
/// The fragment's `globs` are ignored (an example is code of the fragment's own language) and
/// its `disable:` entries are honoured. Severity does not matter: any finding counts. A block's
/// code is checked as a file of its own holding the lines between the fences, each ending with
/// a newline, so a right block ends with exactly one newline; see ``fileName(for:globs:)`` for
/// how its language is chosen.
public enum ExampleTester {
  /// The examples of every file, in the order of `files`, each file's in source order.
  public static func test(_ files: [RuleFile]) -> [ExampleResult] {
    files.flatMap(test)
  }

  /// The examples of `file`, in source order; empty when no code block is labelled.
  /// What `charter compose` wrote in the file (a whole generated file, a managed block) is a
  /// copy of examples tested where they were written, and is left out.
  public static func test(_ file: RuleFile) -> [ExampleResult] {
    guard !GeneratedMarkers.isGeneratedFile(file.body) else { return [] }
    let body = GeneratedMarkers.blankingManagedBlock(file.body)
    let document = MarkdownParser.parse(body, lineOffset: file.bodyLineOffset)
    let blocks = document.sections.indices.flatMap { index in
      document.sections[index].labeledCodeBlocks.map { (section: index, block: $0) }
    }
    guard !blocks.isEmpty else { return [] }
    let disabled = Set(file.disabled.map(\.value))
    let checks = file.checks.filter { !disabled.contains($0.id) }
    let placement = ExamplePlacement(file: file, document: document)
    return blocks.map { section, block in
      let inScope: [CheckDeclaration]
      let scope: String
      if placement.isOneUnit {
        inScope = checks
        scope = "fragment '\(file.id ?? file.path)'"
      } else {
        let sections = placement.enclosingSections(of: section)
        inScope = checks.filter { sections.contains(placement.section(containing: $0.position.line)) }
        scope = placement.describe(section: section)
      }
      return run(block, checks: inScope, scope: scope, file: file, placement: placement)
    }
  }

  private static func run(
    _ block: MarkdownCodeBlock, checks: [CheckDeclaration], scope: String, file: RuleFile,
    placement: ExamplePlacement
  ) -> ExampleResult {
    let name = fileName(for: block, globs: file.globs)
    let effective = checks.map {
      EffectiveCheck(
        declaration: $0, severity: $0.severity ?? file.defaultSeverity ?? .warning, fragmentID: file.id,
        source: SourceReference(path: file.path, line: $0.position.line))
    }
    let findings = Linter.findings(in: Array(block.code.utf8), path: name, checks: effective).map {
      let line = block.codeStartLine + $0.range.start.line - 1
      return ExampleFinding(
        rule: $0.rule, line: line,
        column: $0.range.start.column + placement.indentation(ofFileLine: line, codeLine: $0.lineText),
        message: $0.message)
    }
    return ExampleResult(
      path: file.path, line: block.range.start.line, column: block.range.start.column, label: block.label ?? .wrong,
      language: block.language, checkedAs: name, scope: scope, checks: Set(checks.map(\.id)).sorted(), findings: findings.sorted())
  }
}
