import Testing

@testable import CharterLint
@testable import CharterRules

/// Runs every text check kind's own examples (``TextCheckKind/examples``) through the shared
/// harness: exactly the marked findings, in the variants that must not change them, and the
/// corrections `--fix` must make.
@Suite struct TextCheckExampleTests {
  static let keys = TextCheckCatalog.all.map { $0.key }

  @Test(arguments: keys) func examplesReportExactlyTheMarkedPlaces(_ key: String) throws {
    let kind = try #require(TextCheckCatalog.kind(withKey: key))
    #expect(!kind.examples.isEmpty, "\(key) has no example")
    for example in kind.examples {
      #expect(!example.triggering.isEmpty && !example.nonTriggering.isEmpty, "\(key): \(example.declaration)")
      try CheckHarness(example, id: key).verify(example)
    }
  }

  @Test(arguments: keys) func documentationIsComplete(_ key: String) throws {
    let entry = try #require(TextCheckCatalog.kind(withKey: key)).catalogEntry
    #expect(entry.summary.hasSuffix("."))
    #expect(entry.rationale.count > 60)
    #expect(entry.category == .kind)
    #expect(entry.declaration.contains { $0.hasPrefix("  \(key):") })
  }

  /// The catalogue lists every kind front matter declares but `swift`, in the same order.
  @Test func theCatalogueListsEveryKind() {
    #expect(Self.keys + ["swift"] == CheckKind.names)
  }
}
