/// The compiler settings of the module a Swift file belongs to, as far as Charter could read
/// them: what changes whether code is main-actor isolated, and what the compiler already
/// enforces. `nil` means unknown, and no finding may depend on an unknown setting.
public struct SwiftSettings: Hashable, Sendable, Encodable {
  /// The isolation a declaration gets when it states none (SE-0466).
  public enum DefaultIsolation: String, Hashable, Sendable, Encodable {
    /// `.defaultIsolation(MainActor.self)`, `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`.
    case mainActor = "MainActor"
    /// The default: nothing is isolated unless it says so.
    case nonisolated
  }

  /// The default actor isolation, or `nil` when unknown.
  public var defaultIsolation: DefaultIsolation?
  /// The Swift language mode (5, 6 …), or `nil` when unknown.
  public var languageMode: Int?
  /// Upcoming features enabled (`NonisolatedNonsendingByDefault`, `InferIsolatedConformances` …).
  public var upcomingFeatures: Set<String>
  /// The platforms the module builds for and their minimum versions, or `nil` when unknown.
  public var deploymentTargets: DeploymentTargets?

  /// Settings with the given values.
  public init(
    defaultIsolation: DefaultIsolation? = nil, languageMode: Int? = nil, upcomingFeatures: Set<String> = [],
    deploymentTargets: DeploymentTargets? = nil
  ) {
    self.defaultIsolation = defaultIsolation
    self.languageMode = languageMode
    self.upcomingFeatures = upcomingFeatures
    self.deploymentTargets = deploymentTargets
  }

  /// Nothing known: a file that belongs to no module Charter could read.
  public static let unknown = SwiftSettings()
  /// Swift 5 mode, nothing isolated by default, `NonisolatedNonsendingByDefault` on, building
  /// for iOS 17 and macOS 14: what a check's examples (and a rule file's, in `charter test`)
  /// assume.
  public static let swift5 = SwiftSettings(
    defaultIsolation: .nonisolated, languageMode: 5, upcomingFeatures: [nonisolatedNonsending],
    deploymentTargets: DeploymentTargets([.iOS: .version(OSVersion(17)), .macOS: .version(OSVersion(14))]))

  /// Whether the Observation framework (`@Observable`, `@Bindable`, `@Environment(Model.self)`)
  /// exists on every platform the module builds for; `false` when that is unknown.
  public var hasObservation: Bool { deploymentTargets?.meets(DeploymentTargets.observation) == true }

  /// The upcoming feature (SE-0461) under which a nonisolated `async` function runs on its
  /// caller's actor; on with Swift 6.2's approachable concurrency.
  public static let nonisolatedNonsending = "NonisolatedNonsendingByDefault"

  /// Whether nonisolated `async` functions run on their caller's actor (SE-0461).
  public var runsNonisolatedAsyncOnCaller: Bool { upcomingFeatures.contains(Self.nonisolatedNonsending) }

  /// Whether code states no isolation is main-actor isolated by default.
  public var isMainActorByDefault: Bool { defaultIsolation == .mainActor }

  /// Whether the language mode is known to be older than Swift 6, where the compiler does not
  /// yet enforce data-race safety as errors.
  public var isBeforeSwift6: Bool { languageMode.map { $0 < 6 } ?? false }
}
