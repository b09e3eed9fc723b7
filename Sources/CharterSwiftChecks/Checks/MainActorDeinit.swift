import SwiftSyntax

/// `mainactor-deinit`: a `deinit` in a main-actor type that is neither `nonisolated` nor
/// `isolated`.
public struct MainActorDeinit: StructuralCheck {
  public static let id = "mainactor-deinit"
  public static let risk: RunTimeRisk? = .dataRace
  public static let moduleFacts: [ModuleFact] = [.languageMode, .defaultIsolation]
  /// The Swift 6 compiler reports the same thing: the check runs only in older language modes.
  public static let enforcedBySwift6 = true
  public static let summary = "A `deinit` in a main-actor type that is marked neither `nonisolated` nor `isolated`."
  public static let rationale = """
    A deinitializer runs wherever the last reference is released, which need not be the main \
    actor, so it cannot safely touch main-actor state. Before Swift 6.2's isolated deinit it \
    is nonisolated anyway and the compiler rejects such access; code written against the \
    isolation the type seems to promise breaks. Mark the `deinit` `nonisolated` and touch only \
    what is safe from any thread, or move the clean-up to an explicit method the owner calls. \
    An `isolated deinit` (Swift 6.2, SE-0371) says the opposite on purpose, and is not reported; \
    nor is a `deinit` whose every member of the type it names is declared `nonisolated` (or \
    `nonisolated(unsafe)`) there, or is a stored property of a Sendable type (`Task`, `URL`, \
    `String`, `Int`, `UUID`, an optional or array of them …), which Swift 6 lets a `deinit` \
    touch: `task?.cancel()` is safe from any thread. \
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
    @MainActor final class Loader {
      private var task: Task<Void, Never>?
      var view: UIView?
      var title: String { "Loader" }
      ⟪deinit⟫ {
        task?.cancel()
        view?.removeFromSuperview()
        print(title)
      }
    }
    """,
    """
    @MainActor final class Store {
      private nonisolated(unsafe) var db: OpaquePointer?
      var pending: [NSObject] = []
      ⟪deinit⟫ {
        sqlite3_close(db)
        pending.removeAll()
      }
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
    @MainActor final class Store {
      private nonisolated(unsafe) var db: OpaquePointer?
      nonisolated func flush() {}
      deinit {
        flush()
        sqlite3_close(self.db)
      }
    }
    final class FeedCell: UITableViewCell {
      isolated deinit {}
    }
    @MainActor final class Loader {
      private var task: Task<Void, Never>?
      private let source: URL?
      var retries = 0
      deinit {
        task?.cancel()
        print(source as Any, retries)
      }
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
      guard let type = file.enclosingType(of: deinitializer), !Self.touchesOnlyNonisolated(deinitializer, of: type) else {
        continue
      }
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

  /// Whether the members of `type` that the `deinit` names (`db`, `self.db`, `flush()`) are all
  /// declared in `type` as `nonisolated` or are stored properties of a Sendable type, and there
  /// is at least one.
  private static func touchesOnlyNonisolated(_ deinitializer: DeinitializerDeclSyntax, of type: DeclGroupSyntax) -> Bool {
    var members: [String: Bool] = [:]
    for item in type.memberBlock.members {
      let isNonisolated: Bool
      let names: [String]
      if let variable = item.decl.as(VariableDeclSyntax.self) {
        if variable.modifiers.contains(.nonisolated) {
          isNonisolated = true
          names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        } else {
          // Each binding on its own: `var task: Task<Void, Never>?, view: UIView?`.
          for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            members[name] = (members[name] ?? true) && SendableStoredProperty.holdsSendableValue(binding)
          }
          continue
        }
      } else if let function = item.decl.as(FunctionDeclSyntax.self) {
        isNonisolated = function.modifiers.contains(.nonisolated)
        names = [function.name.text]
      } else {
        continue
      }
      // An overload or a second declaration that is isolated makes the name isolated.
      for name in names { members[name] = (members[name] ?? true) && isNonisolated }
    }
    guard let body = deinitializer.body else { return false }
    var named: Set<String> = []
    for token in body.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let text) = token.tokenKind, members[text] != nil else { continue }
      // `other.db` names another object's member; `self.db` and a bare `db` name this one's.
      if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName == token,
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
      {
        continue
      }
      named.insert(text)
    }
    return !named.isEmpty && named.allSatisfy { members[$0] == true }
  }

  private static let message =
    "this deinit belongs to a main-actor type but runs wherever the last reference is released; mark it 'nonisolated'"
}
