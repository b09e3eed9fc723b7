import Testing

@testable import CharterLint
@testable import CharterRules

/// Runs every text check kind's own examples (``TextCheckKind/examples``) through the shared
/// harness: exactly the marked findings, in the variants that must not change them, and the
/// corrections `--fix` must make.
@Suite struct TextCheckExampleTests {
  static let names = TextCheckCatalog.all.map { $0.name }

  @Test(arguments: names) func examplesReportExactlyTheMarkedPlaces(_ name: CheckKind.Name) throws {
    let kind = try #require(TextCheckCatalog.kind(named: name))
    let key = name.rawValue
    #expect(!kind.examples.isEmpty, "\(key) has no example")
    for example in kind.examples {
      #expect(!example.triggering.isEmpty && !example.nonTriggering.isEmpty, "\(key): \(example.declaration)")
      try CheckHarness(example, id: key).verify(example)
    }
  }

  @Test(arguments: names) func documentationIsComplete(_ name: CheckKind.Name) throws {
    let entry = try #require(TextCheckCatalog.kind(named: name)).catalogEntry
    let key = name.rawValue
    #expect(entry.id == key)
    #expect(entry.summary.hasSuffix("."))
    #expect(entry.rationale.count > 60)
    #expect(entry.category == .kind)
    #expect(entry.declaration.contains { $0.hasPrefix("  \(key):") })
  }

  /// The catalogue lists every kind front matter declares but `swift`, in the same order.
  @Test func theCatalogueListsEveryKind() {
    #expect(Self.names + [.swift] == CheckKind.Name.allCases)
  }

  /// Every kind a fragment can declare decodes to a check of that kind, and the name front matter
  /// spells is the one the kind reports.
  @Test(arguments: CheckKind.Name.allCases) func eachNameDecodesToItsKind(_ name: CheckKind.Name) throws {
    let values: [CheckKind.Name: String] = [
      .indentation: "{style: spaces, width: 2}", .ban: "x", .prefer: "y\n    instead-of: x", .maxLineLength: "100",
      .trailingWhitespace: "true", .finalNewline: "true", .agentFile: "secret", .swift: "mainactor-deinit",
    ]
    let text = "---\nid: f\nchecks:\n  - id: c\n    \(name.rawValue): \(try #require(values[name]))\n---\n"
    let parsed = RuleFileParser.parse(text, as: RuleFile(path: "rules.md", origin: .fragment, baseDirectory: ""), extract: false)
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    #expect(parsed.file?.checks.map(\.kind.name) == [name])
  }
}
