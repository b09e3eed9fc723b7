import Testing

@testable import CharterSwiftChecks

/// Each structural check lists the module facts its findings depend on, and its documentation
/// shows them: varying one fact on the check's own examples must change nothing unless the
/// check lists it.
@Suite struct ModuleFactsDeclaredTests {
  /// The examples' settings with `fact` changed: each value a module can have, and unknown.
  static func variations(of fact: ModuleFact) -> [SwiftSettings] {
    let base = SwiftSettings.swift5
    var variants: [SwiftSettings] = []
    switch fact {
    case .languageMode:
      for mode in [nil, 6] as [Int?] { var settings = base; settings.languageMode = mode; variants.append(settings) }
    case .defaultIsolation:
      for isolation in [nil, .mainActor] as [SwiftSettings.DefaultIsolation?] {
        var settings = base
        settings.defaultIsolation = isolation
        variants.append(settings)
      }
    case .deploymentTargets:
      for targets in [nil, DeploymentTargets([.iOS: .version(OSVersion(16, 4))])] as [DeploymentTargets?] {
        var settings = base
        settings.deploymentTargets = targets
        variants.append(settings)
      }
    case .upcomingFeatures:
      for features in [[], ["InferIsolatedConformances"]] as [Set<String>] {
        var settings = base
        settings.upcomingFeatures = features
        variants.append(settings)
      }
    }
    return variants
  }

  static func findings(_ check: any StructuralCheck.Type, _ text: String, _ settings: SwiftSettings) -> [Int] {
    let bytes = Array(text.replacingOccurrences(of: "⟪", with: "").replacingOccurrences(of: "⟫", with: "").utf8)
    let result = bytes.withUnsafeBufferPointer {
      StructuralRunner([check.init(options: StructuralOptionValues())]).run(on: $0, settings: settings)
    }
    return result.findings[0].filter { result.facts.holds($0) }.map(\.range.lowerBound)
  }

  @Test(arguments: StructuralCheckCatalog.ids) func factsThatChangeFindingsAreListed(_ id: String) throws {
    let check = try #require(StructuralCheckCatalog.check(withID: id))
    for fact in ModuleFact.allCases where !check.moduleFacts.contains(fact) {
      for example in check.triggering + check.nonTriggering {
        let expected = Self.findings(check, example, .swift5)
        for settings in Self.variations(of: fact) {
          #expect(Self.findings(check, example, settings) == expected, "\(id) depends on the \(fact.rawValue) but does not list it")
        }
      }
    }
  }

  /// The facts a check lists are named on its documentation page.
  @Test func documentationNamesTheFacts() {
    let page = StructuralCheckDocumentation.markdown()
    #expect(page.contains("Uses the module's deployment targets ([settings](SwiftSettings.md))."))
    #expect(page.contains("Uses the module's language mode, default isolation ([settings](SwiftSettings.md))."))
  }
}
