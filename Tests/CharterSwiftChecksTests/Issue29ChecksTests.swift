import CharterKit
import CharterSwiftChecks
import Testing

/// `swift5-shared-state`, `nonisolated-async-heavy-work` and `swiftdata-model-default`: what
/// their findings need from the rest of the module (a class declared elsewhere and not
/// Sendable, a CloudKit configuration in another file) and from its settings (the language
/// mode, `NonisolatedNonsendingByDefault`).
@Suite struct Issue29ChecksTests {
  /// The findings of check `id` over `files` as one module with `settings`, settled by what
  /// the files declare.
  static func settled(
    _ id: String, _ files: [String], settings: SwiftSettings = .swift5, options: [String: [String]] = [:]
  ) throws -> [StructuralFinding] {
    let type = try #require(StructuralCheckCatalog.check(withID: id))
    let runner = StructuralRunner([type.init(options: StructuralOptionValues(options))])
    var facts = ModuleFacts()
    var findings: [StructuralFinding] = []
    for text in files {
      let bytes = Array(text.utf8)
      let result = bytes.withUnsafeBufferPointer { runner.run(on: $0, settings: settings) }
      facts.merge(result.facts)
      findings += result.findings[0]
    }
    return findings.filter { facts.holds($0) }
  }

  static let singleton = "enum Caches {\n  static let shared = Cache()\n}\n"

  @Test(arguments: [
    (["final class Cache {}\n"], 1),
    (["class Base: NSObject {}\n", "final class Cache: Base, Codable {}\n"], 1),
    (["final class Cache: Sendable {}\n"], 0),
    (["final class Cache {}\n", "extension Cache: @unchecked Sendable {}\n"], 0),
    (["@MainActor final class Cache {}\n"], 0),
    (["@DatabaseActor final class Cache {}\n"], 0),
    (["final class Cache: Base {}\n"], 0),
    (["final class Cache: URLSessionDelegate {}\n"], 0),
    (["struct Cache {}\n"], 0),
    (["actor Cache {}\n"], 0),
    (["final class Cache {}\n", "final class Cache {}\n"], 0),
    (["protocol Store: Sendable {}\n", "final class Cache: Store {}\n"], 0),
    ([], 0),
  ])
  func aStaticLetHoldsOnlyWhenItsClassIsTheModulesAndNotSendable(_ declarations: [String], _ count: Int) throws {
    #expect(try Self.settled("swift5-shared-state", declarations + [Self.singleton]).count == count)
  }

  @Test func aStaticOfAnExtensionHoldsOnlyWhenTheTypeIsKnownNonisolated() throws {
    let member = "extension Store {\n  static var count = 0\n}\n"
    #expect(try Self.settled("swift5-shared-state", ["final class Store {}\n", member]).count == 1)
    #expect(try Self.settled("swift5-shared-state", ["@MainActor final class Store {}\n", member]).isEmpty)
    #expect(try Self.settled("swift5-shared-state", ["final class Store: UITableViewDataSource {}\n", member]).isEmpty)
    #expect(try Self.settled("swift5-shared-state", [member]).isEmpty, "a type of the SDK or a package")
  }

  @Test func sharedStateIsReportedOnlyInAKnownSwift5ModuleWithoutMainActorDefault() throws {
    let text = "enum Counter {\n  static var value = 0\n}\nvar total = 0\n"
    #expect(try Self.settled("swift5-shared-state", [text]).count == 2)
    for settings in [
      SwiftSettings(defaultIsolation: .nonisolated, languageMode: 6), SwiftSettings(defaultIsolation: .nonisolated),
      SwiftSettings(defaultIsolation: .mainActor, languageMode: 5), SwiftSettings(languageMode: 5),
    ] {
      #expect(try Self.settled("swift5-shared-state", [text], settings: settings).isEmpty, "\(settings)")
    }
    let script = "var total = 0\ntotal += 1\nprint(total)\n"
    #expect(try Self.settled("swift5-shared-state", [script]).isEmpty, "top-level code belongs to the main actor")
  }

  static let exporter = """
    final class TripList {
      let exporter: TripExporter
      func export(_ trip: Trip) async {
        await exporter.export(trip)
        Task.detached { print(trip) }
      }
    }

    """

  @Test(arguments: [
    (["@Model final class Trip {}\n", "actor TripExporter {}\n"], 2),
    (["final class Trip: NSObject {}\n", "actor TripExporter {}\n"], 2),
    (["@Model final class Trip {}\n", "final class TripExporter {}\n"], 1),
    (["struct Trip {}\n", "actor TripExporter {}\n"], 0),
    (["final class Trip: Sendable {}\n", "actor TripExporter {}\n"], 0),
    (["@MainActor final class Trip {}\n", "actor TripExporter {}\n"], 0),
    (["actor TripExporter {}\n"], 0),
  ])
  func aValueSentAcrossIsolationHoldsOnlyForTheModulesNonSendableClassesAndActors(_ declarations: [String], _ count: Int)
    throws
  {
    #expect(try Self.settled("swift5-sends-nonsendable", declarations + [Self.exporter]).count == count)
  }

  @Test func sendingIsReportedOnlyInAKnownSwift5ModuleWithoutMainActorDefault() throws {
    let files = ["final class Trip {}\n", "actor TripExporter {}\n", Self.exporter]
    #expect(try Self.settled("swift5-sends-nonsendable", files).count == 2)
    for settings in [
      SwiftSettings(defaultIsolation: .nonisolated, languageMode: 6), SwiftSettings(defaultIsolation: .mainActor, languageMode: 5),
      SwiftSettings(languageMode: 5),
    ] {
      #expect(try Self.settled("swift5-sends-nonsendable", files, settings: settings).isEmpty, "\(settings)")
    }
  }

  @Test func aLocalIsSentOnlyWhenTheFunctionUsesItAgain() throws {
    let declarations = ["final class Draft {\n  var text = \"\"\n}\n", "actor Uploader {}\n"]
    let sentAndKept = "func send(_ uploader: Uploader) async {\n  let draft = Draft()\n  await uploader.upload(draft)\n  print(draft.text)\n}\n"
    let sentAndLeft = "func send(_ uploader: Uploader) async {\n  let draft = Draft()\n  draft.text = \"a\"\n  await uploader.upload(draft)\n}\n"
    #expect(try Self.settled("swift5-sends-nonsendable", declarations + [sentAndKept]).count == 1)
    #expect(try Self.settled("swift5-sends-nonsendable", declarations + [sentAndLeft]).isEmpty)
  }

  /// `swift5-shared-state` triggers on `var `: in a Swift 6 module, where it does not run, that
  /// must not parse every file.
  @Test func checksTheCompilerEnforcesParseNothingInSwift6Modules() throws {
    let type = try #require(StructuralCheckCatalog.check(withID: "swift5-shared-state"))
    let runner = StructuralRunner([type.init(options: StructuralOptionValues([:]))])
    let bytes = Array("struct Point {\n  var x = 0\n}\n".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      #expect(runner.wouldParse(buffer, settings: .swift5))
      #expect(!runner.wouldParse(buffer, settings: SwiftSettings(defaultIsolation: .nonisolated, languageMode: 6)))
    }
  }

  static let loader = "func load(_ url: URL) async throws -> Data {\n  try Data(contentsOf: url)\n}\n"

  @Test func heavyWorkIsReportedOnlyUnderNonisolatedNonsendingByDefault() throws {
    #expect(try Self.settled("nonisolated-async-heavy-work", [Self.loader]).count == 1)
    var without = SwiftSettings.swift5
    without.upcomingFeatures = []
    #expect(try Self.settled("nonisolated-async-heavy-work", [Self.loader], settings: without).isEmpty)
    var mainActor = SwiftSettings.swift5
    mainActor.defaultIsolation = .mainActor
    #expect(try Self.settled("nonisolated-async-heavy-work", [Self.loader], settings: mainActor).isEmpty)
    let explicit = "nonisolated " + Self.loader
    #expect(try Self.settled("nonisolated-async-heavy-work", [explicit], settings: mainActor).count == 1)
  }

  @Test func heavyWorkInAnExtensionHoldsWhenTheTypeIsKnownNonisolated() throws {
    let member = "extension Parser {\n  static func parse(_ data: Data) async throws -> Feed {\n    try JSONDecoder().decode(Feed.self, from: data)\n  }\n}\n"
    let parser = "struct Parser {\n  func run() async {}\n}\n"
    #expect(try Self.settled("nonisolated-async-heavy-work", [parser, member]).count == 1)
    #expect(try Self.settled("nonisolated-async-heavy-work", ["@MainActor " + parser, member]).isEmpty)
    #expect(try Self.settled("nonisolated-async-heavy-work", [member]).isEmpty)
  }

  static let model = "import SwiftData\n\n@Model final class Trip {\n  var name: String\n  init(name: String) { self.name = name }\n}\n"

  @Test func modelDefaultsAreReportedWhereAFileConfiguresCloudKitSync() throws {
    let sync = "import SwiftData\n\nlet configuration = ModelConfiguration(cloudKitDatabase: .automatic)\n"
    let local = "import SwiftData\n\nlet configuration = ModelConfiguration(cloudKitDatabase: .none)\n"
    #expect(try Self.settled("swiftdata-model-default", [Self.model, sync]).count == 1)
    #expect(try Self.settled("swiftdata-model-default", [Self.model, local]).isEmpty)
    #expect(try Self.settled("swiftdata-model-default", [Self.model]).isEmpty)
    #expect(try Self.settled("swiftdata-model-default", [Self.model], options: ["sync": ["always"]]).count == 1)
  }

  /// Package.swift's `.enableUpcomingFeature` reaches the check through the module's settings.
  @Test(arguments: [true, false]) func anUpcomingFeatureOfPackageSwiftTurnsHeavyWorkOn(_ enabled: Bool) async throws {
    let settings = enabled ? ", swiftSettings: [.enableUpcomingFeature(\"NonisolatedNonsendingByDefault\")]" : ""
    let findings = try await StructuralCheckProjectTests.lint([
      ".charter/rules/x.md": StructuralCheckProjectTests.fragment(
        "- id: heavy\n    swift: nonisolated-async-heavy-work"),
      "Package.swift": """
        // swift-tools-version: 6.2
        import PackageDescription
        let package = Package(name: "App", targets: [.target(name: "App", path: "Sources"\(settings))])

        """,
      "Sources/Loader.swift": Self.loader,
    ])
    #expect(findings.map { "\($0.path):\($0.range.start.line):\($0.range.start.column)" } == (enabled ? ["Sources/Loader.swift:2:7"] : []))
  }
}
