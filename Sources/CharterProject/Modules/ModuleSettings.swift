import CharterRules
import CharterSwiftChecks

/// A module's Swift settings and where each one was stated.
public struct ModuleSettings: Hashable, Sendable {
  /// Which setting a source is for.
  public enum Key: String, Hashable, Sendable, CaseIterable {
    case defaultIsolation = "default isolation"
    case languageMode = "language mode"
    case upcomingFeatures = "upcoming features"
    case deploymentTargets = "deployment targets"
  }

  /// The values (`nil` where unknown).
  public var values: SwiftSettings
  /// Where each stated setting was read; a setting without a source has its default value.
  public var sources: [Key: SourceReference] = [:]

  /// Settings with `values` and no sources.
  public init(values: SwiftSettings, sources: [Key: SourceReference] = [:]) {
    self.values = values
    self.sources = sources
  }

  /// Nothing known.
  public static let unknown = ModuleSettings(values: .unknown)
}

/// The module a Swift file belongs to: a SwiftPM, Xcode or XcodeGen target.
public struct SwiftModule: Hashable, Sendable {
  /// The target's name.
  public var name: String
  /// `SwiftPM`, `Xcode` or `XcodeGen`.
  public var kind: String
  /// The project file that declares it, root-relative.
  public var declaredIn: String
  /// Its settings.
  public var settings: ModuleSettings
}

/// What Charter knows of the module of one file.
public struct FileModule: Hashable, Sendable {
  /// The modules that compile the file (more than one for a file shared by two targets);
  /// empty when none could be found.
  public var modules: [SwiftModule]
  /// The settings that hold for the file: where its modules disagree, unknown.
  public var settings: ModuleSettings

  /// A file no module claims: every setting unknown.
  public static let none = FileModule(modules: [], settings: .unknown)

  init(modules: [SwiftModule]) {
    self.modules = modules
    guard var merged = modules.first?.settings else {
      settings = .unknown
      return
    }
    for other in modules.dropFirst() {
      if merged.values.defaultIsolation != other.settings.values.defaultIsolation { merged.values.defaultIsolation = nil }
      if merged.values.languageMode != other.settings.values.languageMode { merged.values.languageMode = nil }
      merged.values.upcomingFeatures.formIntersection(other.settings.values.upcomingFeatures)
      // A shared file must compile for every platform of each module.
      merged.values.deploymentTargets = merged.values.deploymentTargets.flatMap { mine in
        other.settings.values.deploymentTargets.map { mine.union($0) }
      }
    }
    settings = merged
  }

  init(modules: [SwiftModule], settings: ModuleSettings) {
    self.modules = modules
    self.settings = settings
  }
}
