/// A fact about the module a Swift file belongs to that a structural check's findings depend
/// on (``StructuralCheck/moduleFacts``): where it is unknown, the findings that depend on it
/// are not reported.
public enum ModuleFact: String, CaseIterable, Hashable, Sendable {
  /// The Swift language mode (``SwiftSettings/languageMode``).
  case languageMode = "language mode"
  /// The default actor isolation (``SwiftSettings/defaultIsolation``).
  case defaultIsolation = "default isolation"
  /// The platforms the module builds for and their minimum versions
  /// (``SwiftSettings/deploymentTargets``).
  case deploymentTargets = "deployment targets"
  /// The upcoming features enabled (``SwiftSettings/upcomingFeatures``): from Package.swift's
  /// `.enableUpcomingFeature`, `-enable-upcoming-feature` flags, Xcode's
  /// `SWIFT_UPCOMING_FEATURE_…` settings and `SWIFT_APPROACHABLE_CONCURRENCY`.
  case upcomingFeatures = "upcoming features"
}
