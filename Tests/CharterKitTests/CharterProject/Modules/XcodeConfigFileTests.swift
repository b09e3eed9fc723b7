import Testing

@testable import CharterProject
@testable import CharterRules
@testable import CharterSwiftChecks

/// `.xcconfig` files as Xcode reads them: includes, the last assignment, conditions.
@Suite struct XcodeConfigFileTests {
  static func read(_ files: [String: String], _ path: String = "Config/App.xcconfig") -> XcodeConfigFile {
    XcodeConfigFile(path: path) { files[$0] }
  }

  @Test func includesAreExpandedWhereTheyStandAndTheLastAssignmentWins() {
    let file = Self.read([
      "Config/App.xcconfig": "SWIFT_VERSION = 5.0\n#include \"Shared/Base.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 16.4 // iOS\n",
      "Config/Shared/Base.xcconfig": "// base\nSWIFT_VERSION = 6.0;\nIPHONEOS_DEPLOYMENT_TARGET = 15.0\n#include? \"Local.xcconfig\"\n",
    ])
    #expect(file.isReadable)
    #expect(file.value("SWIFT_VERSION")?.value == "6.0")
    #expect(file.value("SWIFT_VERSION")?.source == SourceReference(path: "Config/Shared/Base.xcconfig", line: 2))
    #expect(file.value("IPHONEOS_DEPLOYMENT_TARGET")?.value == "16.4")
    #expect(file.problems.isEmpty, "a missing #include? is no problem")
  }

  @Test func aConditionalAssignmentCountsForItsSetting() {
    let file = Self.read(["Config/App.xcconfig": "SWIFT_VERSION[sdk=iphoneos*] = 6\n"])
    #expect(file.value("SWIFT_VERSION")?.value == "6")
  }

  @Test func aMissingRequiredIncludeMakesTheFileUnreadable() {
    let file = Self.read(["Config/App.xcconfig": "SWIFT_VERSION = 6\n#include \"Missing.xcconfig\"\n"])
    #expect(!file.isReadable)
    #expect(file.problems.map(\.reference) == [SourceReference(path: "Config/App.xcconfig", line: 2)])
    #expect(file.problems.first?.message == "'Missing.xcconfig' cannot be read; the settings it gives are unknown")
  }

  @Test func cyclesAndDeepChainsEnd() {
    let cycle = Self.read([
      "Config/App.xcconfig": "#include \"B.xcconfig\"\nA = 1\n", "Config/B.xcconfig": "#include \"App.xcconfig\"\nB = 2\n",
    ])
    #expect(cycle.value("A")?.value == "1")
    #expect(cycle.value("B")?.value == "2")
    #expect(cycle.problems.count == 1)
    var chain: [String: String] = [:]
    for level in 0..<40 { chain["Config/L\(level).xcconfig"] = "#include \"L\(level + 1).xcconfig\"\n" }
    let deep = Self.read(chain, "Config/L0.xcconfig")
    #expect(!deep.isReadable)
    #expect(deep.problems.first?.message.contains("more than 16 deep") == true)
  }

  @Test func includesOutsideTheRepositoryAreUnknown() {
    let file = Self.read(["Config/App.xcconfig": "#include \"/etc/passwd\"\n#include? \"/tmp/x.xcconfig\"\n"])
    #expect(!file.isReadable)
    #expect(file.problems.count == 1)
  }

  @Test(arguments: [
    ("-swift-version 6", SwiftFlags.expected(mode: 6)),
    ("$(inherited) -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InferIsolatedConformances:migrate",
     SwiftFlags.expected(features: ["ExistentialAny", "InferIsolatedConformances"])),
    ("-default-isolation=MainActor -DDEBUG", SwiftFlags.expected(isolation: .mainActor)),
    ("-Xfrontend -warn-long-function-bodies=200", SwiftFlags.expected()),
  ])
  func otherSwiftFlags(_ text: String, _ expected: SwiftFlags) {
    #expect(SwiftFlags(text) == expected)
  }
}

extension SwiftFlags {
  static func expected(
    mode: Int? = nil, isolation: SwiftSettings.DefaultIsolation? = nil, features: Set<String> = []
  ) -> SwiftFlags {
    var flags = SwiftFlags("")
    flags.languageMode = mode
    flags.defaultIsolation = isolation
    flags.upcomingFeatures = features
    return flags
  }
}
