// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Charter",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "CharterKit", targets: ["CharterKit"]),
    .executable(name: "charter", targets: ["charter"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .systemLibrary(
      name: "CCmarkGFM",
      pkgConfig: "libcmark-gfm",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
    ),
    .target(
      name: "CharterKit",
      dependencies: ["CYAML", "CCmarkGFM"]
    ),
    .executableTarget(
      name: "charter",
      dependencies: [
        "CharterKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "charter-pattern-bench",
      dependencies: ["CharterKit"],
      path: "Benchmarks/PatternBench"
    ),
    .testTarget(
      name: "CharterKitTests",
      dependencies: ["CharterKit"]
    ),
    .testTarget(
      name: "CharterCLITests",
      dependencies: ["charter"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
