import CharterSwiftChecks
import Foundation
import Testing

@testable import CharterKit
@testable import CharterProject
@testable import CharterRules
@testable import CharterSupport

/// Which module each Swift file belongs to, and its settings, from the project files above it.
@Suite struct ModuleIndexTests {
  static func index(_ files: [String: String]) throws -> (ModuleIndex, TemporaryDirectory) {
    let directory = try TemporaryDirectory()
    for (path, text) in files { try directory.write(path, text) }
    let root = RepositoryRoot.resolve(directory.url)
    return (ModuleIndex(root: root, confinement: Confinement(root: root)), directory)
  }

  @Test func xcodeTargetsClassicGroupsAndSynchronizedFolders() throws {
    let (index, scratch) = try Self.index([
      "iOS/App.xcodeproj/project.pbxproj": XcodeProjectFixture.pbxproj, "iOS/App/Model.swift": "",
      "iOS/Widget/Widget.swift": "", "iOS/Widget/Info.swift": "", "iOS/Shared/Shared.swift": "",
    ])
    defer { withExtendedLifetime(scratch) {} }
    let model = index.module(for: "iOS/App/Model.swift")
    #expect(model.modules.map(\.name) == ["App"])
    #expect(model.modules.first?.declaredIn == "iOS/App.xcodeproj/project.pbxproj")
    #expect(model.settings.values.defaultIsolation == .mainActor)
    #expect(model.settings.values.languageMode == 6)
    #expect(model.settings.values.upcomingFeatures == ["NonisolatedNonsendingByDefault", "InferIsolatedConformances"])
    #expect(
      model.settings.sources[.defaultIsolation] == SourceReference(path: "iOS/App.xcodeproj/project.pbxproj", line: 24))
    #expect(index.module(for: "iOS/Shared/Shared.swift").modules.map(\.name) == ["App"], "SOURCE_ROOT-relative")
    let widget = index.module(for: "iOS/Widget/Widget.swift")
    #expect(widget.modules.map(\.name) == ["Widget"])
    #expect(widget.settings.values.defaultIsolation == nil, "Debug and Release disagree: unknown")
    #expect(widget.settings.values.languageMode == 5, "the project's value")
    #expect(widget.settings.sources[.languageMode]?.line == 21)
    #expect(
      index.module(for: "iOS/Widget/Info.swift").modules.map(\.name) == ["App"],
      "excepted from the widget's synchronized folder, added to the app by an exception naming it")
    #expect(model.settings.values.deploymentTargets?.description == "iOS 16.4", "the project's")
    #expect(model.settings.sources[.deploymentTargets]?.line == 21)
    #expect(widget.settings.values.deploymentTargets?.description == "iOS 17.0, watchOS 10.0", "SUPPORTED_PLATFORMS")
    #expect(widget.settings.values.deploymentTargets?.meets(DeploymentTargets.observation) == true)
  }

  /// A target whose platform's deployment target no configuration states is unknown: Xcode
  /// then uses the SDK's own version, which the project does not say.
  @Test func anUnstatedDeploymentTargetIsUnknown() throws {
    let pbxproj = XcodeProjectFixture.pbxproj.replacingOccurrences(of: " IPHONEOS_DEPLOYMENT_TARGET = 16.4;", with: "")
    let (index, scratch) = try Self.index(["iOS/App.xcodeproj/project.pbxproj": pbxproj, "iOS/App/Model.swift": ""])
    defer { withExtendedLifetime(scratch) {} }
    let model = index.module(for: "iOS/App/Model.swift")
    #expect(model.modules.map(\.name) == ["App"])
    #expect(model.settings.values.deploymentTargets == nil)
  }

  /// Shapes of real projects whose settings were unknown: configurations that pass different
  /// compiler flags (`-DDEBUG`, `-DRELEASE`, a variable inside a flag), a base configuration
  /// inside a synchronized folder (Xcode 16's anchor and relative path), and a target based on
  /// CocoaPods' support file, which `pod install` writes and nobody commits.
  @Test func settingsThatRealProjectsSpreadOverConfigurations() throws {
    let pbxproj = """
      {
      \tobjects = {
      \t\tS1 = {isa = PBXFileSystemSynchronizedRootGroup; path = xcconfig; sourceTree = "<group>"; };
      \t\tX2 = {isa = PBXFileReference; path = "Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig"; sourceTree = "<group>"; };
      \t\tF1 = {isa = PBXFileReference; path = App/Model.swift; sourceTree = "<group>"; };
      \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
      \t\tG0 = {isa = PBXGroup; children = (S1, X2, F1, ); sourceTree = "<group>"; };
      \t\tP1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
      \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); name = App; };
      \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0D, C0R, ); };
      \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1D, C1R, ); };
      \t\tC0D = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = S1; baseConfigurationReferenceRelativePath = Project.xcconfig; buildSettings = {OTHER_SWIFT_FLAGS = "-DDEBUG -Xfrontend -warn-long-function-bodies=$(LIMIT)"; }; name = Debug; };
      \t\tC0R = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = S1; baseConfigurationReferenceRelativePath = Project.xcconfig; buildSettings = {OTHER_SWIFT_FLAGS = "-DRELEASE"; }; name = Release; };
      \t\tC1D = {isa = XCBuildConfiguration; baseConfigurationReference = X2; buildSettings = {}; name = Debug; };
      \t\tC1R = {isa = XCBuildConfiguration; baseConfigurationReference = X2; buildSettings = {}; name = Release; };
      \t\tR1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, ); };
      \t};
      \trootObject = R1;
      }
      """
    let (index, scratch) = try Self.index([
      "App.xcodeproj/project.pbxproj": pbxproj, "App/Model.swift": "",
      "xcconfig/Project.xcconfig": "SWIFT_VERSION = 6.0\nIPHONEOS_DEPLOYMENT_TARGET = 17.0\nSDKROOT = iphoneos\n",
    ])
    defer { withExtendedLifetime(scratch) {} }
    let model = index.module(for: "App/Model.swift")
    #expect(model.settings.values.languageMode == 6)
    #expect(model.settings.sources[.languageMode] == SourceReference(path: "xcconfig/Project.xcconfig", line: 1))
    #expect(model.settings.values.defaultIsolation == .nonisolated)
    #expect(model.settings.values.deploymentTargets?.description == "iOS 17.0")
    #expect(index.diagnostics.isEmpty, "a missing CocoaPods support file is not a problem")

    // Flags that differ in what Charter reads, or a variable standing as a flag, leave it unknown.
    for flags in ["-swift-version 5", "$(MORE_FLAGS)", "-swift-version=$(VERSION)"] {
      try scratch.write(
        "App.xcodeproj/project.pbxproj", pbxproj.replacingOccurrences(of: "\"-DRELEASE\"", with: "\"\(flags)\""))
      let root = RepositoryRoot.resolve(scratch.url)
      let fresh = ModuleIndex(root: root, confinement: Confinement(root: root))
      #expect(fresh.module(for: "App/Model.swift").settings.values.languageMode == nil, "\(flags)")
    }
  }

  /// An XcodeGen spec under another name (`xcodegen --spec project-app.yml`) is read when it
  /// has targets; another YAML file named like it is passed over without a diagnostic.
  @Test func anXcodeGenSpecUnderAnotherName() throws {
    let spec =
      "name: App\noptions:\n  deploymentTarget:\n    iOS: 16.0\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n"
    let (index, scratch) = try Self.index([
      "project-app.yml": spec, "project_notes.yml": "title: not a spec\n", "App/Model.swift": "",
    ])
    defer { withExtendedLifetime(scratch) {} }
    let model = index.module(for: "App/Model.swift")
    #expect(model.modules.map(\.name) == ["App"])
    #expect(model.modules.first?.declaredIn == "project-app.yml")
    #expect(model.settings.values.deploymentTargets?.description == "iOS 16.0")
    #expect(index.diagnostics.isEmpty)
    #expect(XcodeGenProject.isAlternativeSpecName("project.yaml"))
    // `includes` and `excludes` narrow a source folder, relative to it.
    try scratch.write(
      "project-app.yml",
      spec.replacingOccurrences(
        of: "    sources: [App]\n", with: "    sources:\n      - path: App\n        excludes: [\"**/*Tests.swift\"]\n")
        + "  AppTests:\n    type: bundle.unit-test\n    platform: iOS\n    sources:\n      - path: App\n        includes: [\"**/*Tests.*\"]\n"
    )
    try scratch.write("App/Deep/ModelTests.swift", "")
    let root = RepositoryRoot.resolve(scratch.url)
    let fresh = ModuleIndex(root: root, confinement: Confinement(root: root))
    #expect(fresh.module(for: "App/Model.swift").modules.map(\.name) == ["App"])
    #expect(fresh.module(for: "App/Deep/ModelTests.swift").modules.map(\.name) == ["AppTests"])
    #expect(
      !XcodeGenProject.isAlternativeSpecName("projects.yml") && !XcodeGenProject.isAlternativeSpecName("project.yml"))
  }

  /// Settings as Xcode reads them: a base xcconfig that includes another, `$(inherited)` in
  /// `OTHER_SWIFT_FLAGS` over the project's flags, and a required include that is missing.
  @Test func xcconfigIncludesInheritedAndOtherSwiftFlags() throws {
    let pbxproj = """
      {
      \tobjects = {
      \t\tX1 = {isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = "<group>"; };
      \t\tF1 = {isa = PBXFileReference; path = App/Model.swift; sourceTree = "<group>"; };
      \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
      \t\tG0 = {isa = PBXGroup; children = (X1, F1, ); sourceTree = "<group>"; };
      \t\tP1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
      \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); name = App; };
      \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
      \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
      \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {OTHER_SWIFT_FLAGS = "-enable-upcoming-feature NonisolatedNonsendingByDefault"; }; name = Debug; };
      \t\tC1 = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = {OTHER_SWIFT_FLAGS = "$(inherited) -default-isolation MainActor"; }; name = Debug; };
      \t\tR1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, ); };
      \t};
      \trootObject = R1;
      }
      """
    let (index, scratch) = try Self.index([
      "App.xcodeproj/project.pbxproj": pbxproj, "App/Model.swift": "",
      "Config/App.xcconfig": "#include \"Base.xcconfig\"\nSDKROOT = iphoneos\n",
      "Config/Base.xcconfig": "// shared\nSWIFT_VERSION = 5.0\nIPHONEOS_DEPLOYMENT_TARGET = 17.0\n",
    ])
    defer { withExtendedLifetime(scratch) {} }
    let model = index.module(for: "App/Model.swift")
    #expect(model.settings.values.languageMode == 5)
    #expect(model.settings.sources[.languageMode] == SourceReference(path: "Config/Base.xcconfig", line: 2))
    #expect(model.settings.values.defaultIsolation == .mainActor)
    #expect(model.settings.values.upcomingFeatures == ["NonisolatedNonsendingByDefault"], "through $(inherited)")
    #expect(model.settings.values.deploymentTargets?.description == "iOS 17.0")
    #expect(index.diagnostics.isEmpty)

    try scratch.write("Config/App.xcconfig", "#include \"Missing.xcconfig\"\n")
    let root = RepositoryRoot.resolve(scratch.url)
    let fresh = ModuleIndex(root: root, confinement: Confinement(root: root))
    #expect(fresh.module(for: "App/Model.swift").settings.values.defaultIsolation == nil, "the flags are unknown")
    #expect(fresh.diagnostics.map(\.code) == ["unreadable-include"])
    #expect(fresh.diagnostics.first?.path == "Config/App.xcconfig")
  }

  @Test func swiftPMPlatformsAreEachTargetsDeploymentTargets() throws {
    let manifest = """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "P",
        platforms: [.iOS(.v16), .macOS(.v13)],
        targets: [.target(name: "Feature")]
      )
      """
    let (index, scratch) = try Self.index(["Package.swift": manifest, "Sources/Feature/A.swift": ""])
    defer { withExtendedLifetime(scratch) {} }
    let feature = index.module(for: "Sources/Feature/A.swift")
    #expect(feature.settings.values.deploymentTargets?.description == "iOS 16.0, macOS 13.0")
    #expect(feature.settings.sources[.deploymentTargets] == SourceReference(path: "Package.swift", line: 5))
    #expect(feature.settings.values.deploymentTargets?.meets(DeploymentTargets.observation) == false)
  }

  @Test func swiftPMTargetsDefaultAndExplicitPaths() throws {
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "P", targets: [
        .target(name: "Feature", swiftSettings: [.defaultIsolation(MainActor.self), .swiftLanguageMode(.v5)]),
        .target(name: "Core", path: "Code/Core"),
        .testTarget(name: "FeatureTests"),
      ])
      """
    let (index, scratch) = try Self.index([
      "Package.swift": manifest, "Sources/Feature/A.swift": "", "Code/Core/B.swift": "",
      "Tests/FeatureTests/T.swift": "",
      "Scripts/tool.swift": "", "Sources/Other/C.swift": "",
    ])
    defer { withExtendedLifetime(scratch) {} }
    let feature = index.module(for: "Sources/Feature/A.swift")
    #expect(feature.modules.map(\.name) == ["Feature"])
    #expect(feature.settings.values.defaultIsolation == .mainActor && feature.settings.values.languageMode == 5)
    #expect(feature.settings.values.deploymentTargets?.description == "every Apple platform from the SDK's oldest")
    #expect(feature.settings.sources[.deploymentTargets] == nil, "no platforms: the default")
    #expect(feature.settings.sources[.defaultIsolation] == SourceReference(path: "Package.swift", line: 4))
    let core = index.module(for: "Code/Core/B.swift")
    #expect(core.settings.values.defaultIsolation == .nonisolated && core.settings.values.languageMode == 6)
    #expect(core.settings.sources[.defaultIsolation] == nil, "the default")
    #expect(index.module(for: "Tests/FeatureTests/T.swift").modules.map(\.name) == ["FeatureTests"])
    #expect(index.module(for: "Scripts/tool.swift") == .none, "no target holds it: unknown")
    #expect(index.module(for: "Sources/Other/C.swift") == .none)
  }

  /// The nearest package wins: a package nested in an app's folder.
  @Test func theNearestPackageWins() throws {
    let inner = "// swift-tools-version: 5.9\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n"
    let outer = "// swift-tools-version: 6.0\nlet package = Package(name: \"App\", targets: [.target(name: \"App\")])\n"
    let (index, scratch) = try Self.index([
      "Package.swift": outer, "Packages/Kit/Package.swift": inner, "Packages/Kit/Sources/Kit/K.swift": "",
      "Sources/App/A.swift": "",
    ])
    defer { withExtendedLifetime(scratch) {} }
    #expect(index.module(for: "Packages/Kit/Sources/Kit/K.swift").settings.values.languageMode == 5)
    #expect(index.module(for: "Sources/App/A.swift").settings.values.languageMode == 6)
  }

  @Test func xcodeGenSpecs() throws {
    let spec = """
      name: App
      settings:
        base:
          SWIFT_VERSION: "6.0"
      targets:
        App:
          type: application
          platform: iOS
          deploymentTarget: "17.2"
          sources: [App]
          settings:
            base:
              SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor
        Tool:
          type: tool
          sources:
            - path: Tool
      """
    let (index, scratch) = try Self.index(["project.yml": spec, "App/A.swift": "", "Tool/T.swift": ""])
    defer { withExtendedLifetime(scratch) {} }
    let app = index.module(for: "App/A.swift")
    #expect(app.modules.map(\.kind) == ["XcodeGen"])
    #expect(app.settings.values.defaultIsolation == .mainActor && app.settings.values.languageMode == 6)
    #expect(app.settings.sources[.defaultIsolation] == SourceReference(path: "project.yml", line: 13))
    #expect(app.settings.values.deploymentTargets?.description == "iOS 17.2")
    #expect(app.settings.sources[.deploymentTargets] == SourceReference(path: "project.yml", line: 9))
    #expect(
      index.module(for: "Tool/T.swift").settings.values
        == SwiftSettings(defaultIsolation: .nonisolated, languageMode: 6))
    #expect(index.module(for: "Tool/T.swift").settings.values.deploymentTargets == nil, "no platform: unknown")
  }

  /// A project file Charter cannot read: a warning at its line and column, and the settings
  /// of its files stay unknown.
  @Test func anUnreadableProjectLeavesSettingsUnknown() throws {
    let (index, scratch) = try Self.index([
      "App.xcodeproj/project.pbxproj": "{\n  objects = {\n    A = {isa = PBXProject\n", "App/A.swift": "",
    ])
    defer { withExtendedLifetime(scratch) {} }
    #expect(index.module(for: "App/A.swift") == .none)
    #expect(
      index.diagnostics.map(\.description) == [
        "App.xcodeproj/project.pbxproj:4:1: warning: cannot read the Xcode project (expected ';' after the value of 'isa'); "
          + "the Swift settings of its files are unknown, and no finding depends on them"
      ])
  }

  /// The warnings are those of the project files a question consulted, whichever thread read
  /// them first: reading ahead (``ModuleIndex/prepare(for:)``) adds none, and a later question
  /// about a file the broken project governs, even one answered from the folder's memo, does.
  @Test func readingAheadAddsNoWarning() async throws {
    let (index, scratch) = try Self.index([
      "Bad/Package.swift": "let package = Package(name: \"x\", targets: [.target(name: \"B\"\n",
      "Bad/Sources/B/B.swift": "", "Bad/Sources/B/C.swift": "",
      "Good/Package.swift": "let package = Package(name: \"g\", targets: [.target(name: \"G\")])\n",
      "Good/Sources/G/G.swift": "",
    ])
    defer { withExtendedLifetime(scratch) {} }
    await withTaskGroup(of: Void.self) { group in
      for path in ["Bad/Sources/B/B.swift", "Good/Sources/G/G.swift"] {
        for _ in 0..<4 { group.addTask { index.prepare(for: path) } }
      }
    }
    #expect(index.diagnostics.isEmpty)
    #expect(index.module(for: "Good/Sources/G/G.swift").modules.map(\.name) == ["G"])
    #expect(index.diagnostics.isEmpty, "the good package's questions consult no broken file")
    #expect(index.module(for: "Bad/Sources/B/C.swift") == .none)
    #expect(index.diagnostics.map(\.path) == ["Bad/Package.swift"])
    #expect(index.diagnostics.map(\.code) == ["unreadable-project"])
  }

  /// Shared files compiled by two targets whose settings differ: unknown where they differ.
  @Test func aFileInTwoTargetsKeepsOnlyWhatTheyAgreeOn() {
    let main = ModuleSettings(values: SwiftSettings(defaultIsolation: .mainActor, languageMode: 6))
    let other = ModuleSettings(values: SwiftSettings(defaultIsolation: .nonisolated, languageMode: 6))
    let module = FileModule(modules: [
      SwiftModule(name: "A", kind: "Xcode", declaredIn: "p", settings: main),
      SwiftModule(name: "B", kind: "Xcode", declaredIn: "p", settings: other),
    ])
    #expect(module.settings.values == SwiftSettings(defaultIsolation: nil, languageMode: 6))
  }

  /// A named pipe where `Package.swift` would be is not read (the read would block forever),
  /// and neither is a project file linked outside the repository.
  @Test func projectFilesThatAreNotRegularOrLeaveTheRepositoryAreNotRead() throws {
    let outside = try TemporaryDirectory()
    try outside.write(
      "Package.swift",
      "// swift-tools-version: 6.0\nlet package = Package(name: \"P\", targets: [.target(name: \"App\")])\n")
    let (index, scratch) = try Self.index(["Sources/App/A.swift": "", "Kit/Sources/Kit/K.swift": ""])
    defer { withExtendedLifetime(scratch) {} }
    try #require(mkfifo(scratch.url.appendingPathComponent("Package.swift").path, 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: scratch.url.appendingPathComponent("Kit/Package.swift").path,
      withDestinationPath: outside.url.appendingPathComponent("Package.swift").path)
    #expect(index.module(for: "Sources/App/A.swift") == .none)
    #expect(index.module(for: "Kit/Sources/Kit/K.swift") == .none)
  }
}
