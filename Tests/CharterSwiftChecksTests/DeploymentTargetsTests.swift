import Testing

@testable import CharterSwiftChecks

/// The platforms a module builds for, and whether an API exists on all of them.
@Suite struct DeploymentTargetsTests {
  @Test(arguments: [
    ("17", "17.0"), ("16.4", "16.4"), ("10.15.4", "10.15.4"), ("\"17.0\"", "17.0"), ("13.0.0", "13.0"),
  ])
  func versionsAreRead(_ text: String, _ shown: String) {
    #expect(OSVersion(text)?.description == shown)
  }

  @Test(arguments: ["", "17.", "v17", "$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)", "1.2.3.4", "17.0-beta", "１７"])
  func otherTextIsNoVersion(_ text: String) {
    #expect(OSVersion(text) == nil)
  }

  @Test func versionsCompareByNumber() {
    #expect(OSVersion("16.4")! < OSVersion("17")!)
    #expect(OSVersion("10.15")! < OSVersion("11")!)
    #expect(OSVersion("17")! == OSVersion("17.0.0")!)
    #expect(OSVersion("9.10")! > OSVersion("9.9")!)
  }

  @Test func observationNeedsEveryPlatformTheModuleBuildsFor() {
    let ios17 = DeploymentTargets([.iOS: .version(OSVersion(17))])
    #expect(ios17.meets(DeploymentTargets.observation))
    let ios164 = DeploymentTargets([.iOS: .version(OSVersion(16, 4))])
    #expect(!ios164.meets(DeploymentTargets.observation))
    let withWatch = DeploymentTargets([.iOS: .version(OSVersion(17)), .watchOS: .version(OSVersion(9))])
    #expect(!withWatch.meets(DeploymentTargets.observation), "the watch app is on watchOS 9")
    let package = DeploymentTargets(
      Dictionary(uniqueKeysWithValues: DeploymentTargets.Platform.allCases.map { ($0, .oldestSupported) }))
    #expect(!package.meets(DeploymentTargets.observation))
    #expect(package.description == "every Apple platform from the SDK's oldest")
    #expect(DeploymentTargets([:]).meets(DeploymentTargets.observation), "no Apple platform: nothing to miss")
  }

  @Test func aSharedFileCompilesForBothModules() {
    let app = DeploymentTargets([.iOS: .version(OSVersion(17))])
    let watch = DeploymentTargets([.watchOS: .version(OSVersion(9)), .iOS: .version(OSVersion(16))])
    let both = app.union(watch)
    #expect(both.description == "iOS 16.0, watchOS 9.0")
  }
}
