import CharterSwiftChecks
import Testing

/// Which structural checks guard against a crash, a data race or a leak at run time
/// (``StructuralCheck/risk``), as their documentation says, and the page says so.
@Suite struct StructuralCheckRiskTests {
  /// Every check's risk, by id: a new check must be placed here on purpose.
  static let risks: [String: RunTimeRisk?] = [
    // The continuation never finishes: loops over the stream never end, what feeds it stays.
    "async-stream-unfinished": .leak,
    "completion-handler": nil,
    // A second resume traps a checked continuation.
    "continuation-misuse": .crash,
    "feature-flag-fork": nil,
    "hardcoded-availability": nil,
    // The Swift 6 runtime traps when the launch or expiration handler runs off the main actor.
    "mainactor-background-callback": .crash,
    // A deinit runs wherever the last reference goes, and touches main-actor state there.
    "mainactor-deinit": .dataRace,
    // A synchronous test creates a main-actor object off the main thread.
    "mainactor-sync-test": .dataRace,
    // Runs on the caller's actor: a hang, not a crash or a race.
    "nonisolated-async-heavy-work": nil,
    "observable-object": nil,
    // The object keeps the sequence whose closure keeps the object.
    "observations-retains-self": .leak,
    // Turns Swift 6 errors into warnings: a compile-time matter.
    "preconcurrency-import": nil,
    "prefer-is-empty": nil,
    "redundant-mainactor": nil,
    // Traps in Swift 6 when a notification arrives on another thread.
    "sink-without-receive-on": .crash,
    "state-object": nil,
    // Global state Swift 6 rejects as a data race, compiled in Swift 5 mode.
    "swift5-shared-state": .dataRace,
    "swift5-sends-nonsendable": .dataRace,
    // The store fails to load under CloudKit sync; apps turn that into a crash at launch.
    "swiftdata-model-default": .crash,
    // The stored task's endless loop keeps the object alive.
    "task-loop-retains-self": .leak,
    // The task's accesses to main-actor state go unchecked and run off it once moved.
    "task-missing-mainactor": .dataRace,
    // Keeps an object alive longer, until the task ends: not a leak for good.
    "task-weak-self-guard": nil,
    // Data-race checking switched off with no word of what guards the state.
    "unsafe-needs-justification": .dataRace,
  ]

  @Test func everyCheckHasTheRiskItsDocumentationStates() {
    #expect(Set(StructuralCheckCatalog.all.map { $0.id }) == Set(Self.risks.keys))
    for check in StructuralCheckCatalog.all {
      #expect(check.risk == Self.risks[check.id] ?? nil, "\(check.id)")
    }
  }

  @Test func thePageNamesTheRiskOfExactlyTheseChecks() {
    for check in StructuralCheckCatalog.all {
      let section = StructuralCheckDocumentation.markdown(for: [check])
      #expect(section.contains("Guards against a crash") == (check.risk == .crash), "\(check.id)")
      #expect(section.contains("Guards against a data race") == (check.risk == .dataRace), "\(check.id)")
      #expect(section.contains("Guards against a leak") == (check.risk == .leak), "\(check.id)")
    }
  }
}
