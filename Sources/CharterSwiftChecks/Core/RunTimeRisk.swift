/// What a structural check's findings put at risk when the app runs
/// (``StructuralCheck/risk``). `charter lint`'s formats for people list such findings right
/// after the errors, ahead of style: crashes, then data races, then leaks.
public enum RunTimeRisk: String, CaseIterable, Hashable, Sendable, Codable {
  /// The app can crash: the Swift 6 runtime traps when a closure it checks runs on the wrong
  /// actor.
  case crash
  /// Main-actor state can be reached from another thread, unsynchronised: a data race the
  /// compiler does not check.
  case dataRace = "data race"
  /// An object is kept alive for good, with the work it started: a task or an observation
  /// that never stops, memory that is never given back.
  case leak
}
