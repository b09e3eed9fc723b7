// swift-tools-version: 6.1
import PackageDescription

let settings: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

let package = Package(
  name: "Seed",
  swiftLanguageModes: [.v5, .v6],
  targets: [
    .target(name: "Feature", swiftSettings: [.defaultIsolation(MainActor.self), .swiftLanguageMode(.v5)]),
    .target(name: "Core", path: "Code/Core", swiftSettings: settings),
    .executableTarget(name: "Tool", swiftSettings: settings + [.defaultIsolation(nil)]),
    .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
  ]
)

for target in package.targets where target.type != .plugin {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("InferIsolatedConformances"))
  target.swiftSettings = settings
}
