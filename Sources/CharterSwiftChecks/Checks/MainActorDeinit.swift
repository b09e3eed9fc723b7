import SwiftSyntax

/// `mainactor-deinit`: a `deinit` in a main-actor type that is neither `nonisolated` nor
/// `isolated`.
public struct MainActorDeinit: StructuralCheck {
  public static let id = "mainactor-deinit"
  /// The Swift 6 compiler reports the same thing: the check runs only in older language modes.
  public static let enforcedBySwift6 = true
  public static let summary = "A `deinit` in a main-actor type that is marked neither `nonisolated` nor `isolated`."
  public static let rationale = """
    A deinitializer runs wherever the last reference is released, which need not be the main \
    actor, so it cannot safely touch main-actor state. Before Swift 6.2's isolated deinit it \
    is nonisolated anyway and the compiler rejects such access; code written against the \
    isolation the type seems to promise breaks. Mark the `deinit` `nonisolated` and touch only \
    what is safe from any thread, or move the clean-up to an explicit method the owner calls. \
    An `isolated deinit` (Swift 6.2, SE-0371) says the opposite on purpose, and is not reported. \
    A type is main-actor isolated when it is `@MainActor` or inherits from a main-actor type: \
    one of the module's, or one of the SDK's (`UIView`, `UITableViewCell`, `UIControl`, \
    `NSView`, `WKWebView`, `MTKView`, `SCNView`, `UIViewController` …).
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
    """
    final class FeedCell: UITableViewCell {
      ⟪deinit⟫ { NotificationCenter.default.removeObserver(self) }
    }
    final class PhotoCell: UICollectionViewCell {
      ⟪deinit⟫ {}
    }
    final class Toggle: UIControl {
      ⟪deinit⟫ {}
    }
    """,
    """
    import MetalKit

    final class Renderer: MTKView {
      ⟪deinit⟫ {}
    }
    final class Scene: SCNView {
      ⟪deinit⟫ {}
    }
    final class Browser: WKWebView {
      ⟪deinit⟫ {}
    }
    final class Canvas: NSView {
      ⟪deinit⟫ {}
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
    @MainActor final class Player {
      var timer: Timer?
      isolated deinit { timer?.invalidate() }
    }
    final class FeedCell: UITableViewCell {
      isolated deinit {}
    }
    final class Toggle: UIControl {
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
    for deinitializer in file.index.deinitializers where !Self.statesIsolation(deinitializer) {
      guard let type = file.enclosingType(of: deinitializer) else { continue }
      let range = file.range(of: deinitializer.deinitKeyword)
      if let finding = file.findingIfMainActor(type, checkID: Self.id, range: range, message: Self.message) {
        findings.append(finding)
      }
    }
  }

  /// Whether the `deinit` says where it runs: `nonisolated deinit`, or `isolated deinit`
  /// (SE-0371), which runs on the type's actor.
  private static func statesIsolation(_ deinitializer: DeinitializerDeclSyntax) -> Bool {
    deinitializer.modifiers.contains(.nonisolated) || deinitializer.modifiers.contains(.isolated)
  }

  private static let message =
    "this deinit belongs to a main-actor type but runs wherever the last reference is released; mark it 'nonisolated'"
}
