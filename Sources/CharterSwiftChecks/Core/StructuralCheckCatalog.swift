/// Every structural check Charter has, by id.
public enum StructuralCheckCatalog {
  /// Every check, sorted by id.
  public static let all: [any StructuralCheck.Type] = [
    AsyncStreamUnfinished.self,
    CompletionHandler.self,
    ContinuationMisuse.self,
    FeatureFlagFork.self,
    HardcodedAvailability.self,
    MainActorBackgroundCallback.self,
    MainActorDeinit.self,
    MainActorSyncTest.self,
    NonisolatedAsyncHeavyWork.self,
    ObservableObjectUse.self,
    ObservationsRetainsSelf.self,
    PreconcurrencyImport.self,
    PreferIsEmpty.self,
    RedundantMainActor.self,
    SinkWithoutReceiveOn.self,
    StateObjectUse.self,
    Swift5SharedState.self,
    Swift5SendsNonSendable.self,
    SwiftDataModelDefault.self,
    TaskLoopRetainsSelf.self,
    TaskMissingMainActor.self,
    TaskWeakSelfGuard.self,
    UnsafeNeedsJustification.self,
  ].sorted { $0.id < $1.id }

  /// The check with `id`, if there is one.
  public static func check(withID id: String) -> (any StructuralCheck.Type)? {
    all.first { $0.id == id }
  }

  /// Every check's id, sorted.
  public static var ids: [String] { all.map { $0.id } }
}
