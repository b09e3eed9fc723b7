import Testing

@testable import CharterSwiftChecks

/// The module's settings change what the structural checks report: default main-actor
/// isolation (SE-0466) makes undeclared types main-actor isolated; the Swift 6 language mode
/// silences checks the compiler already enforces.
@Suite struct DefaultIsolationTests {
  static let mainActorSwift5 = SwiftSettings(defaultIsolation: .mainActor, languageMode: 5)
  static let mainActorSwift6 = SwiftSettings(defaultIsolation: .mainActor, languageMode: 6)

  static func findings(_ id: String, _ text: String, _ settings: SwiftSettings) throws -> [StructuralFinding] {
    let type = try #require(StructuralCheckCatalog.all.first { $0.id == id })
    let bytes = Array(text.utf8)
    let result = bytes.withUnsafeBufferPointer { StructuralRunner([type.init(options: StructuralOptionValues())]).run(on: $0, settings: settings) }
    return result.findings[0].filter { result.facts.holds($0) }
  }

  static let plainClass = "final class Player {\n  var timer: Timer?\n  deinit { timer?.invalidate() }\n}\n"

  /// Settings by name, and the number of findings expected.
  static let deinitCases: [(String, Int)] = [
    ("swift5", 0), ("mainActorSwift5", 1), ("mainActorSwift6", 0), ("mainActorUnknownMode", 0), ("unknown", 0),
  ]

  static func settings(named name: String) -> SwiftSettings {
    switch name {
    case "mainActorSwift5": mainActorSwift5
    case "mainActorSwift6": mainActorSwift6
    case "mainActorUnknownMode": SwiftSettings(defaultIsolation: .mainActor)
    case "unknown": .unknown
    default: .swift5
    }
  }

  @Test(arguments: deinitCases)
  func deinitOfATypeMainActorByDefault(_ name: String, _ count: Int) throws {
    #expect(try Self.findings("mainactor-deinit", Self.plainClass, Self.settings(named: name)).count == count)
  }

  /// The exceptions SE-0466 makes: actors, `nonisolated` types, `Sendable` conformances,
  /// types nested in a nonisolated type.
  @Test(arguments: [
    "actor Player {\n  deinit {}\n}\n",
    "nonisolated final class Player {\n  deinit {}\n}\n",
    "final class Player: Sendable {\n  deinit {}\n}\n",
    "final class Player: @unchecked Sendable {\n  deinit {}\n}\n",
    "final class Failure: Error {\n  deinit {}\n}\n",
    "nonisolated struct Outer {\n  final class Player {\n    deinit {}\n  }\n}\n",
    "@MyGlobalActor final class Player {\n  deinit {}\n}\n",
  ])
  func exceptionsToTheDefault(_ text: String) throws {
    #expect(try Self.findings("mainactor-deinit", text, Self.mainActorSwift5).isEmpty)
  }

  /// A task in a module with main-actor isolation by default runs on the main actor already:
  /// `task-missing-mainactor` stays quiet there, and reports the same task in an explicitly
  /// main-actor type of a module without the default.
  @Test func taskInAModuleMainActorByDefault() throws {
    let plain = "final class Model {\n  func load() {\n    Task { [weak self] in\n      self?.state = await self?.fetch()\n    }\n  }\n}\n"
    #expect(try Self.findings("task-missing-mainactor", plain, Self.mainActorSwift6).isEmpty)
    #expect(try Self.findings("task-missing-mainactor", plain, Self.mainActorSwift5).isEmpty)
    #expect(try Self.findings("task-missing-mainactor", "@MainActor " + plain, .swift5).count == 1)
    #expect(try Self.findings("task-missing-mainactor", plain, .swift5).isEmpty)
  }

  /// `@MainActor` on a type that the module's default makes main-actor isolated is redundant;
  /// on a `Sendable` type, or one nested in a nonisolated type, it is what isolates it.
  @Test func mainActorOnATypeOfAModuleMainActorByDefault() throws {
    let redundant = [
      "@MainActor final class Model {}\n", "@MainActor struct Row {}\n",
      "@MainActor final class Outer {\n  @MainActor enum Inner {}\n}\n",
    ]
    for text in redundant {
      let found = try Self.findings("redundant-mainactor", text, Self.mainActorSwift6)
      #expect(found.count == text.components(separatedBy: "@MainActor").count - 1, "\(text)")
      // Without the default, `@MainActor` on a type is what isolates it, nested ones too.
      #expect(try Self.findings("redundant-mainactor", text, .swift5).isEmpty)
      #expect(try Self.findings("redundant-mainactor", text, .unknown).isEmpty)
    }
    let needed = [
      "@MainActor final class Model: Sendable {}\n", "nonisolated struct Outer {\n  @MainActor final class Inner {}\n}\n",
      "@MainActor protocol Screen {}\n", "@MainActor extension Model {}\n", "@OtherActor @MainActor final class Odd {}\n",
      // A protocol declared elsewhere may refine `Sendable`; one declared here that does, does.
      "@MainActor final class Recorder: ClipboardService {}\n",
      "protocol Service: Sendable {}\n@MainActor final class Recorder: Service {}\n",
    ]
    let local = "protocol Service {}\n@MainActor final class Recorder: NSObject, Service, Identifiable {}\n"
    #expect(try Self.findings("redundant-mainactor", local, Self.mainActorSwift6).count == 1)
    for text in needed { #expect(try Self.findings("redundant-mainactor", text, Self.mainActorSwift6).isEmpty, "\(text)") }
  }

  /// The Swift 6 compiler reports these itself: they run only where the mode is known older.
  @Test func checksTheSwift6CompilerEnforcesStayQuietInSwift6() {
    let enforced = StructuralCheckCatalog.all.filter { $0.enforcedBySwift6 }.map { $0.id }.sorted()
    #expect(enforced == [
      "mainactor-deinit", "mainactor-sync-test", "preconcurrency-import", "swift5-sends-nonsendable", "swift5-shared-state",
      "task-missing-mainactor",
    ])
  }
}
