// swift-tools-version: 6.2
// Every concurrency crash, race and leak pattern of issue 29, WRONG and RIGHT side by side, in
// the three kinds of target: Swift 6 (nonisolated by default), Swift 6.2 with main-actor default
// isolation and approachable concurrency, and the Swift 5 language mode. A line that must be
// reported ends with `// WRONG: check-id`; files named Right*.swift must report nothing.
import PackageDescription

let package = Package(
  name: "ConcurrencyPatterns",
  platforms: [.iOS(.v18), .macOS(.v15)],
  targets: [
    .target(name: "Modern"),
    .target(
      name: "MainActorApp",
      swiftSettings: [.defaultIsolation(MainActor.self), .enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
    .target(name: "Legacy", swiftSettings: [.swiftLanguageMode(.v5)]),
  ]
)
