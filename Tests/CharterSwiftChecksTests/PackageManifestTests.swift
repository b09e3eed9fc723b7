import Testing

@testable import CharterSwiftChecks

/// `Package.swift` read with swift-syntax, never run.
@Suite struct PackageManifestTests {
  static let manifest = """
    // swift-tools-version: 6.2
    import PackageDescription

    let strict: [SwiftSetting] = [
      .enableUpcomingFeature("NonisolatedNonsendingByDefault")
    ]

    let package = Package(
      name: "App",
      targets: [
        .target(
          name: "Feature",
          swiftSettings: [
            .defaultIsolation(MainActor.self),
            .swiftLanguageMode(.v5),
          ]
        ),
        .target(name: "Core", path: "Code/Core", swiftSettings: strict),
        .executableTarget(name: "Tool", swiftSettings: strict + [.defaultIsolation(nil)]),
        .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
      ]
    )

    for target in package.targets {
      var settings = target.swiftSettings ?? []
      settings.append(.enableUpcomingFeature("InferIsolatedConformances"))
      target.swiftSettings = settings
    }
    """

  @Test func targetsAndTheirSettings() throws {
    let package = try PackageManifest(parsing: Self.manifest)
    #expect(package.toolsVersion?.major == 6 && package.toolsVersion?.minor == 2)
    #expect(package.targets.map(\.name) == ["Feature", "Core", "Tool", "FeatureTests"])
    #expect(package.targets.map(\.kind) == ["target", "target", "executableTarget", "testTarget"])
    #expect(package.targets.map(\.path) == [nil, "Code/Core", nil, nil])
    let feature = package.targets[0].settings
    #expect(feature.defaultIsolation == PackageManifest.Stated(value: .mainActor, line: 14))
    #expect(feature.languageMode == PackageManifest.Stated(value: 5, line: 15))
    #expect(package.targets[1].settings.upcomingFeatures == ["NonisolatedNonsendingByDefault": 5], "through a constant")
    #expect(package.targets[2].settings.defaultIsolation == PackageManifest.Stated(value: .nonisolated, line: 19), "through `a + b`")
    #expect(package.targets[2].settings.upcomingFeatures.keys.sorted() == ["NonisolatedNonsendingByDefault"])
    #expect(package.everyTarget.upcomingFeatures == ["InferIsolatedConformances": 26], "a loop over package.targets")
    #expect(package.defaultLanguageMode == PackageManifest.Stated(value: 6, line: 1), "tools version 6 means Swift 6 by default")
  }

  @Test(arguments: [
    ("// swift-tools-version:5.9\nlet p = Package(name: \"A\", swiftLanguageVersions: [.v5])", 5),
    ("// swift-tools-version:5.9\nlet p = Package(name: \"A\")", 5),
    ("// swift-tools-version: 6.0\nlet p = Package(name: \"A\", swiftLanguageModes: [.v5, .v6])", 6),
    ("// swift-tools-version: 6.0\nlet p = Package(name: \"A\", swiftLanguageModes: [.version(\"6\")])", 6),
  ])
  func packageLanguageModes(_ text: String, _ mode: Int) throws {
    #expect(try PackageManifest(parsing: text).defaultLanguageMode?.value == mode)
  }

  /// A setting in a form Charter cannot read is stated but unknown.
  @Test(arguments: [
    ("[.iOS(.v17), .macOS(.v10_15), .watchOS(\"9.4\"), .driverKit(.v20)]", "iOS 17.0, macOS 10.15, watchOS 9.4"),
    ("[SupportedPlatform.iOS(.v16), .visionOS(.v1)]", "iOS 16.0, visionOS 1.0"),
    ("[.macCatalyst(.v17)]", "Mac Catalyst 17.0"),
  ])
  func platformsAreTheDeploymentTargets(_ platforms: String, _ shown: String) throws {
    let package = try PackageManifest(parsing: "// swift-tools-version: 5.9\nlet package = Package(name: \"P\", platforms: \(platforms), targets: [])\n")
    #expect(package.deploymentTargets.value?.description == shown)
    #expect(package.deploymentTargets.line == 2)
  }

  @Test func platformsCharterCannotReadAreUnknownAndNoneAreEveryPlatform() throws {
    let computed = try PackageManifest(parsing: "let package = Package(name: \"P\", platforms: [.iOS(minimum)])\n")
    #expect(computed.platforms != nil)
    #expect(computed.deploymentTargets.value == nil)
    let listed = try PackageManifest(parsing: "let package = Package(name: \"P\", platforms: supported)\n")
    #expect(listed.deploymentTargets.value == nil)
    let none = try PackageManifest(parsing: "let package = Package(name: \"P\", targets: [])\n")
    #expect(none.platforms == nil)
    #expect(none.deploymentTargets.value?.description == "every Apple platform from the SDK's oldest")
  }

  @Test func unreadableValuesAreUnknown() throws {
    let package = try PackageManifest(
      parsing: "let p = Package(name: \"A\", targets: [.target(name: \"T\", swiftSettings: [.defaultIsolation(isolation()), .swiftLanguageMode(mode)])])")
    #expect(package.targets.first?.settings.defaultIsolation?.value == nil)
    #expect(package.targets.first?.settings.defaultIsolation != nil)
    #expect(package.targets.first?.settings.languageMode?.value == nil)
  }
}
