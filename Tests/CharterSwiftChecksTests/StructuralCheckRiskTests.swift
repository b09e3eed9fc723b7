import CharterSwiftChecks
import Testing

/// Which structural checks guard against a crash or a data race at run time
/// (``StructuralCheck/risk``), as their documentation says, and the page says so.
@Suite struct StructuralCheckRiskTests {
  /// Every check's risk, by id: a new check must be placed here on purpose.
  static let risks: [String: RunTimeRisk?] = [
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
    "observable-object": nil,
    // Turns Swift 6 errors into warnings: a compile-time matter.
    "preconcurrency-import": nil,
    "prefer-is-empty": nil,
    "redundant-mainactor": nil,
    // Traps in Swift 6 when a notification arrives on another thread.
    "sink-without-receive-on": .crash,
    "state-object": nil,
    // The task's accesses to main-actor state go unchecked and run off it once moved.
    "task-missing-mainactor": .dataRace,
    // Keeps an object alive: a leak, not a crash or a race.
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
    }
  }
}
