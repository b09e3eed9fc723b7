import SwiftSyntax

/// `mainactor-deinit`: a `deinit` in a main-actor type that is not `nonisolated`.
public struct MainActorDeinit: StructuralCheck {
  public static let id = "mainactor-deinit"
  /// The Swift 6 compiler reports the same thing: the check runs only in older language modes.
  public static let enforcedBySwift6 = true
  public static let summary = "A `deinit` in a main-actor type that is not marked `nonisolated`."
  public static let rationale = """
    A deinitializer runs wherever the last reference is released, which need not be the main \
    actor, so it cannot safely touch main-actor state. Before Swift 6.2's isolated deinit it \
    is nonisolated anyway and the compiler rejects such access; code written against the \
    isolation the type seems to promise breaks. Mark the `deinit` `nonisolated` and touch only \
    what is safe from any thread, or move the clean-up to an explicit method the owner calls.
    """
  public static let triggering = [
    """
    @MainActor final class Player {
      var timer: Timer?
      ⟪deinit⟫ { timer?.invalidate() }
    }
    """,
    """
    final class ProfileViewController: UIViewController {
      ⟪deinit⟫ { print("gone") }
    }
    """,
  ]
  public static let nonTriggering = [
    """
    @MainActor final class Player {
      nonisolated deinit {}
    }
    """,
    """
    final class Cache {
      deinit { print("gone") }
    }
    """,
    """
    actor Store {
      deinit {}
    }
    """,
  ]

  public init(options: StructuralOptionValues) {}

  public var triggers: [String] { ["deinit"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    for deinitializer in file.index.deinitializers where !deinitializer.modifiers.contains(.nonisolated) {
      guard let type = file.enclosingType(of: deinitializer) else { continue }
      let range = file.range(of: deinitializer.deinitKeyword)
      if let finding = file.findingIfMainActor(type, checkID: Self.id, range: range, message: Self.message) {
        findings.append(finding)
      }
    }
  }

  private static let message =
    "this deinit belongs to a main-actor type but runs wherever the last reference is released; mark it 'nonisolated'"
}
