// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Charter",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "CharterKit", targets: ["CharterKit"]),
    .executable(name: "charter", targets: ["charter"]),
    // `charter mcp` replaces itself with this program; see Sources/charter-mcp.
    .executable(name: "charter-mcp", targets: ["charter-mcp"]),
    // The fuzz targets' invariants, for the libFuzzer executables in Fuzz/ and the test suite.
    .library(name: "CharterFuzzing", targets: ["CharterFuzzing"]),
    .plugin(name: "CharterCommandPlugin", targets: ["CharterCommandPlugin"]),
    .plugin(name: "CharterBuildToolPlugin", targets: ["CharterBuildToolPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Structural Swift checks parse with it; the region classifier is tested against it.
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    // `charter mcp` speaks the Model Context Protocol through it (stdio transport, JSON-RPC,
    // the tool schema types); CharterKit does not depend on it.
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
    // Already a dependency of swift-sdk; named so that `charter mcp` can silence its logging.
    .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
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
    // SHA-256 with the processor's SHA instructions (about ten times the speed of Swift code),
    // for the lint result cache's content hashes.
    .systemLibrary(
      name: "CLibCrypto",
      pkgConfig: "libcrypto",
      providers: [.apt(["libssl-dev"]), .brew(["openssl"])]
    ),
    .target(
      name: "CharterSwiftChecks",
      dependencies: [
        // The region scan, which tells SwiftParseGuard what is code.
        "CharterPatterns",
        // LargeStack, the thread every parse recurses on.
        "CharterSupport",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    // CharterKit's layers. Each target depends only on the ones above it in this list; the
    // compiler enforces the direction (Documentation/Architecture.md draws it).
    // Diagnostics, JSON, hashing, diff, concurrency, confined file access, the discovery walk.
    .target(name: "CharterSupport", dependencies: ["CLibCrypto"]),
    // YAML (libyaml) and Markdown (cmark-gfm), each behind one adapter file.
    .target(name: "CharterDocuments", dependencies: ["CharterSupport", "CYAML", "CCmarkGFM"]),
    // Regular expressions, literal sets, and the code/comment/string region classifier.
    .target(name: "CharterPatterns", dependencies: ["CharterSupport"]),
    // Every agent's rule-file format: reading and writing AGENTS.md, CLAUDE.md, `.mdc` …
    .target(name: "CharterAgentFormats", dependencies: ["CharterSupport", "CharterDocuments"]),
    // Rule files, check declarations, convention extraction, layering, built-in packs.
    .target(
      name: "CharterRules",
      dependencies: ["CharterSupport", "CharterDocuments", "CharterPatterns", "CharterAgentFormats", "CharterSwiftChecks"]
    ),
    // A repository: its config, rule sources by folder, modules and their settings.
    .target(
      name: "CharterProject",
      dependencies: [
        "CharterSupport", "CharterDocuments", "CharterPatterns", "CharterAgentFormats", "CharterRules", "CharterSwiftChecks",
      ]
    ),
    // Skills: discovery, validation, installation.
    .target(name: "CharterSkills", dependencies: ["CharterSupport", "CharterDocuments", "CharterProject"]),
    // Linting, with the team's settings files, the check catalog and `charter test`.
    .target(
      name: "CharterLint",
      dependencies: [
        "CharterSupport", "CharterDocuments", "CharterPatterns", "CharterAgentFormats", "CharterRules",
        "CharterProject", "CharterSkills", "CharterSwiftChecks",
      ]
    ),
    // Composing agent files from rules, and importing agent files into rules.
    .target(
      name: "CharterCompose",
      dependencies: ["CharterSupport", "CharterDocuments", "CharterAgentFormats", "CharterRules", "CharterProject"]
    ),
    // Every report and reporter: lint formats, explain, rules, checks, compose, test.
    .target(
      name: "CharterReports",
      dependencies: [
        "CharterSupport", "CharterRules", "CharterProject", "CharterSkills", "CharterLint", "CharterCompose",
        "CharterSwiftChecks",
      ]
    ),
    // The library product: re-exports the layers and adds the agent loop (MCP and hooks).
    .target(
      name: "CharterKit",
      dependencies: [
        "CharterSupport", "CharterDocuments", "CharterPatterns", "CharterAgentFormats", "CharterRules",
        "CharterProject", "CharterSkills", "CharterLint", "CharterCompose", "CharterReports",
      ]
    ),
    .target(
      name: "CharterMCP",
      dependencies: [
        "CharterKit",
        .product(name: "MCP", package: "swift-sdk"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // `charter lsp`: findings in the editor as the person types.
    .target(name: "CharterLSP", dependencies: ["CharterKit"]),
    .executableTarget(
      name: "charter",
      dependencies: [
        "CharterKit",
        "CharterLSP",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The MCP server, a program of its own so that `charter` does not load the MCP library's
    // networking libraries on every run.
    .executableTarget(name: "charter-mcp", dependencies: ["CharterMCP", "CharterKit"]),
    .target(
      name: "CharterFuzzing",
      dependencies: ["CharterKit", "CharterSwiftChecks"]
    ),
    // `swift package charter lint`, `swift package --allow-writing-to-package-directory charter compose`.
    .plugin(
      name: "CharterCommandPlugin",
      capability: .command(
        intent: .custom(verb: "charter", description: "Run charter (lint, compose, explain …) on the package")),
      dependencies: ["charter"]
    ),
    // Lints a target's sources during `swift build`; findings are compiler diagnostics.
    .plugin(name: "CharterBuildToolPlugin", capability: .buildTool(), dependencies: ["charter"]),
    .executableTarget(
      name: "charter-pattern-bench",
      dependencies: ["CharterKit"],
      path: "Benchmarks/PatternBench"
    ),
    // The examples harness both test targets share: one marker syntax (`⟪…⟫`), the variants
    // an example must survive, and the runner that reports what fails.
    .target(
      name: "CharterTestSupport",
      dependencies: ["CharterSupport"],
      path: "Tests/CharterTestSupport"
    ),
    .testTarget(
      name: "CharterKitTests",
      dependencies: [
        "CharterKit", "CharterSupport", "CharterDocuments", "CharterPatterns", "CharterAgentFormats", "CharterRules",
        "CharterProject", "CharterSkills", "CharterLint", "CharterCompose", "CharterReports", "CharterTestSupport",
      ]
    ),
    .testTarget(
      name: "CharterSwiftChecksTests",
      dependencies: ["CharterSwiftChecks", "CharterKit", "CharterTestSupport"]
    ),
    .testTarget(
      name: "RegionAgreementTests",
      dependencies: [
        "CharterKit", "CharterSwiftChecks",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "CharterFuzzingTests",
      dependencies: ["CharterFuzzing", "CharterKit"]
    ),
    .testTarget(
      name: "CharterCLITests",
      dependencies: ["charter", "charter-mcp"]
    ),
    .testTarget(name: "CharterLSPTests", dependencies: ["CharterLSP", "CharterTestSupport"]),
    .testTarget(
      name: "CharterMCPTests",
      dependencies: ["CharterMCP", "CharterKit", "CharterTestSupport", .product(name: "MCP", package: "swift-sdk")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
