import CharterSwiftChecks
import Testing

/// Checks whose findings in an extension depend on a type declared in another file: the
/// finding is conditional in the extension's file and settled by ``ModuleFacts``.
@Suite struct MainActorModuleFactsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let member: String
    var testDescription: String { id }
  }

  static let cases = [
    Case(id: "redundant-mainactor", member: "@MainActor func reload() {}"),
    Case(id: "task-missing-mainactor", member: "func reload() { Task { [weak self] in self?.isLoading = true } }"),
    Case(
      id: "sink-without-receive-on",
      member: "func observe() { _ = NotificationCenter.default.publisher(for: .changed).sink { _ in } }"),
    Case(
      id: "mainactor-background-callback",
      member: "func handle(_ task: BGTask) { task.expirationHandler = { task.setTaskCompleted(success: false) } }"),
  ]

  @Test(arguments: cases) func aFindingInAnExtensionHoldsWhenTheTypeIsMainActorElsewhere(_ test: Case) throws {
    let extensionFile = "extension Model {\n  \(test.member)\n}\n"
    let mainActor = try settled(test.id, files: ["@MainActor final class Model {}\n", extensionFile])
    #expect(mainActor.count == 1)
    let inherited = try settled(test.id, files: ["@MainActor class Base {}\nfinal class Model: Base {}\n", extensionFile])
    #expect(inherited.count == 1)
    let plain = try settled(test.id, files: ["final class Model {}\n", extensionFile])
    #expect(plain.isEmpty)
    let alone = try settled(test.id, files: [extensionFile])
    #expect(alone.isEmpty)
  }

  @Test(arguments: cases) func theExtensionsFileAloneGivesAConditionalFinding(_ test: Case) throws {
    let found = try run(test.id, on: "extension Model {\n  \(test.member)\n}\n")
    #expect(found.findings.count == 1)
    #expect(found.findings.first?.requirement.mainActor == ["Model"])
  }

  /// A chain of types each inheriting its isolation from the next is settled without recursion,
  /// however long (100,000 types here), and a cycle ends.
  @Test func longChainsOfInheritedIsolationAreSettled() {
    var facts = ModuleFacts()
    let count = 100_000
    for index in 0..<count { facts.declare("T\(index)", .ifMainActor(["T\(index + 1)"])) }
    #expect(!facts.isMainActor("T0"))
    facts.declare("T\(count)", .mainActor)
    #expect(facts.isMainActor("T0"))
    var cycle = ModuleFacts()
    cycle.declare("A", .ifMainActor(["B"]))
    cycle.declare("B", .ifMainActor(["A"]))
    #expect(!cycle.isMainActor("A"))
  }

  /// The findings of check `id` over `files` as one module, settled by what they declare.
  ///
  /// Every check runs, as with a pack: a file contributes facts only when it is parsed,
  /// which takes one check's trigger.
  private func settled(_ id: String, files: [String]) throws -> [StructuralFinding] {
    var facts = ModuleFacts()
    var findings: [StructuralFinding] = []
    for text in files {
      let result = try run(id, on: text)
      facts.merge(result.facts)
      findings += result.findings
    }
    return findings.filter { facts.holds($0) }
  }

  private func run(_ id: String, on text: String) throws -> (findings: [StructuralFinding], facts: ModuleFacts) {
    let checks = StructuralCheckCatalog.all
    let position = try #require(checks.firstIndex { $0.id == id })
    let runner = StructuralRunner(checks.map { $0.init(options: StructuralOptionValues()) })
    let bytes = Array(text.utf8)
    let result = bytes.withUnsafeBufferPointer { runner.run(on: $0, settings: .swift5) }
    return (result.findings[position], result.facts)
  }
}
