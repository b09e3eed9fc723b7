import Foundation
import Testing

/// `explain` shows a Swift file's module and settings; `lint` uses them.
@Suite struct ModuleSettingsCommandTests {
  static func package(isolation: String?, mode: String = ".v5") throws -> Sandbox {
    let settings = ([isolation.map { ".defaultIsolation(\($0))" }].compactMap { $0 } + [".swiftLanguageMode(\(mode))"])
      .joined(separator: ", ")
    return try Sandbox([
      ".git/HEAD": "ref: refs/heads/main\n",
      ".charter/config.yml": "packs: []\n",
      ".charter/rules/swift.md": "---\nid: swift\nchecks:\n  - id: mainactor-deinit\n    swift: mainactor-deinit\n---\n# Swift\n",
      "Package.swift": """
        // swift-tools-version: 6.2
        import PackageDescription
        let package = Package(
          name: "App",
          targets: [
            .target(name: "App", swiftSettings: [\(settings)])
          ]
        )

        """,
      "Sources/App/Player.swift": "final class Player {\n  var timer: Timer?\n  deinit { timer?.invalidate() }\n}\n",
    ])
  }

  @Test func explainShowsTheModuleAndWhereEachSettingCameFrom() throws {
    let sandbox = try Self.package(isolation: "MainActor.self")
    let text = try CharterProcess.run(["explain", "Sources/App/Player.swift"], in: sandbox.url)
    #expect(text.status == 0)
    #expect(
      text.stdout.hasSuffix(
        """

        Swift module: App (SwiftPM target in Package.swift)
          default isolation:  MainActor, from Package.swift:6
          language mode:      Swift 5, from Package.swift:6
          upcoming features:  none (default)
          deployment targets: every Apple platform from the SDK's oldest (default)

        """), "\(text.stdout)")
    let json = try CharterProcess.run(["explain", "Sources/App/Player.swift", "--format", "json"], in: sandbox.url)
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let module = object?["module"] as? [String: Any]
    let settings = module?["settings"] as? [String: [String: Any]]
    #expect(settings?["default isolation"]?["value"] as? String == "MainActor")
    #expect((settings?["default isolation"]?["source"] as? [String: Any])?["line"] as? Int == 6)
    #expect((module?["targets"] as? [[String: Any]])?.first?["name"] as? String == "App")
  }

  /// A `deinit` of a class with no isolation of its own is reported only where the module
  /// makes the class main-actor isolated and the language mode is older than Swift 6.
  @Test(arguments: [("MainActor.self", ".v5", 1), (nil, ".v5", 0), ("MainActor.self", ".v6", 0)] as [(String?, String, Int)])
  func lintUsesTheModuleSettings(_ isolation: String?, _ mode: String, _ expected: Int) throws {
    let sandbox = try Self.package(isolation: isolation, mode: mode)
    let lint = try CharterProcess.run(["lint", "--format", "json"], in: sandbox.url)
    let object = try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any]
    let findings = object?["findings"] as? [[String: Any]] ?? []
    #expect(findings.filter { $0["rule"] as? String == "mainactor-deinit" }.count == expected, "\(lint.stdout)")
  }

  /// The Observation family advises only where every platform the module builds for has
  /// Observation; unknown deployment targets give no finding.
  @Test(arguments: [
    ("platforms: [.iOS(.v17), .macOS(.v14)],", 3),
    ("platforms: [.iOS(.v16), .macOS(.v14)],", 0),
    ("platforms: [.iOS(.v17), .watchOS(.v9)],", 0),
    ("platforms: [.iOS(minimum)],", 0),
    ("", 0),
  ])
  func observationChecksNeedTheDeploymentTargets(_ platforms: String, _ expected: Int) throws {
    let sandbox = try Sandbox([
      ".git/HEAD": "ref: refs/heads/main\n",
      ".charter/config.yml": "packs: [swift-concurrency]\n",
      // The use-site checks are off by default (Precision.md): turned on here to test them.
      ".charter/rules/observation.md": "---\nid: observation\nenable: [observable-object, state-object, environment-object]\n---\n# Observation\n",
      "Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "App", \(platforms) targets: [.target(name: "App")])

        """,
      "Sources/App/Model.swift": """
        import SwiftUI
        final class Model: ObservableObject {
          @Published var count = 0
          @Published var name = ""
        }
        struct ContentView: View {
          @StateObject private var model = Model()
          @EnvironmentObject var settings: Model
          var body: some View { Text(model.name) }
        }

        """,
    ])
    let lint = try CharterProcess.run(["lint", "--format", "json"], in: sandbox.url)
    let object = try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any]
    let findings = (object?["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
    let observation = findings.filter { ["observable-object", "state-object", "environment-object", "observed-object"].contains($0) }
    #expect(observation.count == expected, "\(platforms): \(findings)")
    if expected > 0 { #expect(observation.filter { $0 == "observable-object" }.count == 1, "one finding per type") }
  }

  /// An app whose Swift version lives in an xcconfig its base configuration includes: explain
  /// names the included file and line.
  @Test func explainShowsASettingFromAnIncludedXcconfig() throws {
    let pbxproj = """
      {
      \tobjects = {
      \t\tX1 = {isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = "<group>"; };
      \t\tF1 = {isa = PBXFileReference; path = App/Model.swift; sourceTree = "<group>"; };
      \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
      \t\tG0 = {isa = PBXGroup; children = (X1, F1, ); sourceTree = "<group>"; };
      \t\tP1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
      \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); name = App; };
      \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
      \t\tC1 = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = {}; name = Debug; };
      \t\tC2 = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = {}; name = Release; };
      \t\tR1 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
      \t};
      \trootObject = R1;
      }
      """
    let sandbox = try Sandbox([
      ".git/HEAD": "ref: refs/heads/main\n", ".charter/config.yml": "packs: []\n",
      "App.xcodeproj/project.pbxproj": pbxproj, "App/Model.swift": "let x = 1\n",
      "Config/App.xcconfig": "#include \"Shared/Base.xcconfig\"\n",
      "Config/Shared/Base.xcconfig": "// Swift settings for every target\nSWIFT_VERSION = 6.0\n",
    ])
    let text = try CharterProcess.run(["explain", "App/Model.swift"], in: sandbox.url)
    #expect(text.stdout.contains("language mode:      Swift 6, from Config/Shared/Base.xcconfig:2"), "\(text.stdout)")
  }
}

