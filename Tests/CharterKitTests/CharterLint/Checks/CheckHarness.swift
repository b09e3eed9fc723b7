import CharterTestSupport
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterPatterns
@testable import CharterRules
@testable import CharterSupport

/// Runs a text check declared in YAML over marked examples, through the shared
/// ``ExampleHarness``.
///
/// In an example, `⟪` and `⟫` mark where a finding must start (``MarkedExample``); the markers
/// are removed before checking. Each triggering example is also checked in variants that must
/// behave the same way: with CRLF line endings, and below a line of multi-byte text (columns
/// count scalars). With `codeOnly`, a marked line wrapped in a comment or a string must not
/// trigger, and a `charter:disable-next-line` comment above each marked line must silence it.
struct CheckHarness {
  /// The check's YAML, as it would appear under `checks:`.
  var checkYAML: String
  var fileName = "Example.swift"

  /// The harness for one of a kind's examples, declared with the kind's key as its id.
  init(_ example: TextCheckExample, id: String) {
    checkYAML = (["- id: \(id)"] + example.declaration.map { "  " + $0 }).joined(separator: "\n")
    fileName = example.fileName
  }

  init(checkYAML: String, fileName: String = "Example.swift") {
    self.checkYAML = checkYAML
    self.fileName = fileName
  }

  /// The effective checks the YAML declares.
  func compiled() throws -> CompiledRules {
    let text = "---\nchecks:\n" + checkYAML.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n---\n"
    let result = RuleFileParser.parse(text, as: RuleFile(path: "rules.md", origin: .fragment, baseDirectory: ""))
    let file = try #require(result.file, "\(result.diagnostics)")
    return CompiledRules(RuleResolver.resolve(path: fileName, files: [file]).checks)
  }

  /// The findings for `source` (without markers).
  func findings(_ source: String) throws -> [Finding] {
    let rules = try compiled()
    let bytes = Array(source.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      let regions = LanguageSyntax.for(path: fileName).map { RegionMap(bytes: buffer, syntax: $0) }
      let file = LintedFile(path: fileName, bytes: buffer, regions: regions)
      let found = rules.run(on: file, settings: .swift5).findings
      return SuppressionFilter.apply(SuppressionScanner.scan(file), to: found, in: file).sorted()
    }
  }

  /// `source` after `--fix` has applied every fix the checks offer, until none is left.
  func fixed(_ source: String) throws -> String {
    let rules = try compiled()
    let bytes = Array(source.utf8)
    let (fixed, _, _) = FixApplier.fixedPoint(bytes, Linter.findings(in: bytes, path: fileName, rules: rules, settings: .swift5).findings) {
      Linter.findings(in: $0, path: fileName, rules: rules, settings: .swift5).findings
    }
    return String(decoding: fixed, as: UTF8.self)
  }

  /// Asserts that each example reports exactly at its markers.
  func verify(
    triggering: [String], nonTriggering: [String], codeOnly: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    var variants: [ExampleVariant] = [.crlf, .multiByteLineAbove]
    if codeOnly {
      variants += [.lineSuppression(id), .markedLinesCommentedOut, .markedLinesQuoted]
    }
    let harness = ExampleHarness(triggeringVariants: variants) { try findings($0).map(\.range.start) }
    for failure in try harness.failures(triggering: triggering, nonTriggering: nonTriggering) {
      Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
  }

  /// Asserts that `example` behaves as it says: its markers, and its corrections under `--fix`.
  func verify(_ example: TextCheckExample, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try verify(
      triggering: example.triggering, nonTriggering: example.nonTriggering, codeOnly: example.codeOnly,
      sourceLocation: sourceLocation)
    for correction in example.corrections {
      #expect(try fixed(correction.before) == correction.after, "--fix on:\n\(correction.before)", sourceLocation: sourceLocation)
    }
  }

  /// The id the YAML declares.
  private var id: String {
    checkYAML.split(separator: "\n").first { $0.hasPrefix("- id:") }?.dropFirst(5)
      .trimmingCharacters(in: .whitespaces) ?? ""
  }
}
