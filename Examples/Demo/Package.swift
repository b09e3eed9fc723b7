// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Demo",
  targets: [
    .target(name: "App"),
    .target(name: "Legacy", swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(name: "AppTests", dependencies: ["App"]),
  ]
)
