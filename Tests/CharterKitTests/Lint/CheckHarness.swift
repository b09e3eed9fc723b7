import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterPatterns
@testable import CharterRules
@testable import CharterSupport

/// Runs a check declared in YAML over marked examples.
///
/// In an example, `↓` marks where a finding must start; the marker is removed before
/// checking. Each triggering example is also checked in variations that must behave the same
/// way: with CRLF line endings, and after a line of multi-byte text (columns count scalars).
/// With `codeOnly`, a line-local example wrapped in a comment or a string must not trigger,
/// and a `charter:disable-next-line` comment above each marked line must silence it.
struct CheckHarness {
  /// The check's YAML, as it would appear under `checks:`.
  var checkYAML: String
  var fileName = "Example.swift"

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

  /// Asserts that each example reports exactly at its markers.
  func verify(
    triggering: [String], nonTriggering: [String], codeOnly: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for example in nonTriggering {
      let found = try findings(example)
      #expect(found.isEmpty, "expected no finding in:\n\(example)\nfound: \(found.map(\.message))", sourceLocation: sourceLocation)
    }
    for example in triggering {
      let (source, markers) = Self.strip(example)
      try expect(source, at: markers, sourceLocation)
      try expect(source.replacingOccurrences(of: "\n", with: "\r\n"), at: markers, sourceLocation)
      let shifted = markers.map { SourcePosition(line: $0.line + 1, column: $0.column) }
      try expect("// é日本🎉\n" + source, at: shifted, sourceLocation)
      guard codeOnly else { continue }
      try expectSilenced(source, markers, sourceLocation)
      let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
      for marker in Set(markers.map(\.line)) {
        let line = lines[marker - 1]
        guard !line.contains("\"") else { continue }
        var commented = lines
        commented[marker - 1] = "// " + line
        try expectNone(commented.joined(separator: "\n"), "in a comment", sourceLocation)
        var quoted = lines
        quoted[marker - 1] = "let s = \"" + line.replacingOccurrences(of: "\\", with: "\\\\") + "\""
        try expectNone(quoted.joined(separator: "\n"), "in a string", sourceLocation)
      }
    }
  }

  private func expect(_ source: String, at markers: [SourcePosition], _ location: SourceLocation) throws {
    let found = try findings(source).map(\.range.start)
    #expect(found == markers, "in:\n\(source)", sourceLocation: location)
  }

  private func expectNone(_ source: String, _ variation: String, _ location: SourceLocation) throws {
    let found = try findings(source)
    #expect(found.isEmpty, "\(variation) must not trigger:\n\(source)", sourceLocation: location)
  }

  private func expectSilenced(_ source: String, _ markers: [SourcePosition], _ location: SourceLocation) throws {
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let id = checkYAML.split(separator: "\n").first { $0.hasPrefix("- id:") }?.dropFirst(5)
      .trimmingCharacters(in: .whitespaces) ?? ""
    for line in Set(markers.map(\.line)).sorted(by: >) {
      lines.insert("// charter:disable-next-line \(id)", at: line - 1)
    }
    try expectNone(lines.joined(separator: "\n"), "after charter:disable-next-line", location)
  }

  /// Removes `↓` markers, returning the text and the marked positions.
  static func strip(_ example: String) -> (String, [SourcePosition]) {
    var text = ""
    var markers: [SourcePosition] = []
    var line = 1
    var column = 1
    for scalar in example.unicodeScalars {
      if scalar == "↓" {
        markers.append(SourcePosition(line: line, column: column))
        continue
      }
      text.unicodeScalars.append(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (text, markers)
  }
}
