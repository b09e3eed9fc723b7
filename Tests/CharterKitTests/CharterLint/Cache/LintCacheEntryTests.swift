import Foundation
import Testing

@testable import CharterLint
@testable import CharterRules
@testable import CharterSupport
@testable import CharterSwiftChecks

/// An entry keeps every field of what it stores, and gives back nothing it did not store.
@Suite struct LintCacheEntryTests {
  /// A finding whose every stored property differs from a plain finding's.
  static let full: Finding = {
    var finding = Finding(
      path: "Sources/A.swift",
      range: SourceRange(start: SourcePosition(line: 3, column: 5), end: SourcePosition(line: 4, column: 2)),
      rule: "no-force-cast", severity: .error, message: "don't \u{1B} force",
      source: SourceReference(path: "x.md", line: 7),
      lineText: "  let a = b as! C", fix: TextFix(range: 10..<13, replacement: "as?"))
    finding.lineTextColumn = 40
    finding.requirement = ModuleRequirement(
      mainActor: ["Model", "View"], observableObject: "Store",
      conditions: [.nonSendableClass("A"), .nonisolated(["B"]), .actor("C"), .cloudKitSync])
    finding.alsoReportedBy = ["other-check"]
    finding.widthSurvey = WidthSurvey.Tally(
      declared: 4, source: SourceReference(path: ".swiftformat", line: 1), used: 2, lines: 30, total: 31)
    return finding
  }()

  /// A property added to `Finding` later fails here until the full finding sets it, so the round
  /// trip below keeps covering every property (synthesized `Codable` encodes it already).
  @Test func theFullFindingSetsEveryProperty() {
    let plain = Finding(
      path: "", range: SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1)),
      rule: "", severity: .warning, message: "")
    for (full, plain) in zip(Mirror(reflecting: Self.full).children, Mirror(reflecting: plain).children) {
      #expect(String(describing: full.value) != String(describing: plain.value), "\(full.label ?? "")")
    }
  }

  @Test func findingsDiagnosticsAndFactsComeBackAsStored() throws {
    var facts = ModuleFacts()
    facts.declare("Model", .mainActor)
    facts.declare("Other", .notMainActor)
    facts.declare("Ext", .ifMainActor(["Model"]))
    facts.declareObservableObject("Store")
    facts.declareCloudKitSync()
    let skipped = Diagnostic(
      path: "Sources/A.swift", position: SourcePosition(line: 2, column: 3), severity: .warning,
      code: "structural-skipped", message: "why")
    let bytes = try #require(
      LintCacheEntry.encode(
        CachedFileResults(findings: [Self.full], skipped: [skipped]), encodedFacts: LintCacheEntry.encode(facts: facts), key: "k"))
    let contents = try #require(LintCacheEntry.decode(bytes, key: "k"))
    #expect(contents.results.findings == [Self.full])
    #expect(contents.results.skipped == [skipped])
    let decoded = LintCacheEntry.facts(try #require(contents.facts))
    #expect(decoded.isMainActor("Model") && decoded.isMainActor("Ext") && !decoded.isMainActor("Other"))
    #expect(decoded.isObservableObject("Store") && decoded.syncsWithCloudKit)
    // Under another key, nothing.
    #expect(LintCacheEntry.decode(bytes, key: "j") == nil)
  }

  /// Results without findings are read without a decoder: the bytes they are compared with are
  /// what the encoder writes.
  @Test func emptyResultsComeBackEmpty() throws {
    let bytes = try #require(LintCacheEntry.encode(CachedFileResults(findings: [], skipped: []), encodedFacts: [], key: "k"))
    #expect(String(decoding: bytes, as: UTF8.self).hasSuffix(#"{"findings":[],"skipped":[]}"#))
    let contents = try #require(LintCacheEntry.decode(bytes, key: "k"))
    #expect(contents.results.findings.isEmpty && contents.results.skipped.isEmpty && contents.facts == nil)
  }

  @Test func everyTypeShapeKindComesBack() throws {
    let kinds: [TypeShape.Kind] = [.classDecl, .actorDecl, .protocolDecl, .extensionDecl, .other]
    let data = try JSONEncoder().encode(kinds)
    #expect(try JSONDecoder().decode([TypeShape.Kind].self, from: data) == kinds)
    let isolations: [TypeIsolation] = [.mainActor, .notMainActor, .ifMainActor([]), .ifMainActor(["A", "B"])]
    #expect(try JSONDecoder().decode([TypeIsolation].self, from: JSONEncoder().encode(isolations)) == isolations)
  }
}
