// swift-tools-version: 6.1
// libFuzzer executables for Charter, one per fuzz target (Documentation/Fuzzing.md).
//
// A package of its own, depending on the main one by path, so that the main build never sees
// `-sanitize=fuzzer`. Build and run them with `make fuzz`; each executable is a few lines that
// hand libFuzzer's input to a target of the main package's CharterFuzzing library, where the
// invariants live (and where the test suite's smoke run finds them too).
import PackageDescription

let targets = [
  "FrontMatter", "Markdown", "AgentFiles", "Regions", "Regex", "Fix", "Structural", "Manifest", "Pbxproj", "Glob",
  "Json",
]

let package = Package(
  name: "CharterFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "Charter", path: "..")],
  targets: [
    .target(
      name: "FuzzDriver",
      dependencies: [.product(name: "CharterFuzzing", package: "Charter")],
      path: "Driver"
    )
  ]
    + targets.map { name in
      .executableTarget(
        name: "Fuzz\(name)",
        dependencies: ["FuzzDriver", .product(name: "CharterFuzzing", package: "Charter")],
        path: "Targets/\(name)",
        swiftSettings: [.unsafeFlags(["-parse-as-library"])]
      )
    },
  swiftLanguageModes: [.v6]
)
