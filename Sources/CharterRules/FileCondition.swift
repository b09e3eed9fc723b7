import CharterSwiftChecks

/// A condition on the whole file that a `ban` or `prefer` check runs in:
/// `when-file-contains`, `unless-file-contains` and `when-deployment-target-at-least`.
///
/// Each text is matched literally, as a whole word at its edges (as a pattern extracted from
/// prose is: `import Testing` does not match `import TestingSupport`), and only in code, so a
/// commented-out `// import Testing` does not count.
public struct FileCondition: Hashable, Sendable, Encodable {
  /// Texts of which at least one must occur in the file's code; empty: no such requirement.
  public var whenContains: [String]
  /// Texts none of which may occur in the file's code.
  public var unlessContains: [String]
  /// The oldest version of each platform the file's module may build for
  /// (`when-deployment-target-at-least`): the check advises an API that exists only there. A
  /// file whose module's deployment targets are unknown does not meet it. Empty: no such
  /// requirement.
  public var minimumDeploymentTargets: [DeploymentTargets.Platform: OSVersion]

  /// Creates a condition; with no texts and no deployment targets, every file satisfies it.
  public init(
    whenContains: [String] = [], unlessContains: [String] = [],
    minimumDeploymentTargets: [DeploymentTargets.Platform: OSVersion] = [:]
  ) {
    self.whenContains = whenContains
    self.unlessContains = unlessContains
    self.minimumDeploymentTargets = minimumDeploymentTargets
  }

  /// Whether the condition holds for every file.
  public var isEmpty: Bool { whenContains.isEmpty && unlessContains.isEmpty && minimumDeploymentTargets.isEmpty }

  /// Whether a module with `targets` (`nil`: unknown) meets the deployment-target part.
  public func allows(_ targets: DeploymentTargets?) -> Bool {
    guard !minimumDeploymentTargets.isEmpty else { return true }
    return targets?.meets(minimumDeploymentTargets) == true
  }

  /// How `explain` and `rules` describe it: `only in files containing `import Testing``.
  public var summary: String {
    var parts: [String] = []
    if !whenContains.isEmpty { parts.append("only in files containing " + Self.list(whenContains, joinedBy: "or")) }
    if !unlessContains.isEmpty { parts.append("not in files containing " + Self.list(unlessContains, joinedBy: "or")) }
    if !minimumDeploymentTargets.isEmpty {
      let versions = minimumDeploymentTargets.keys.sorted().map { "\($0.rawValue) \(minimumDeploymentTargets[$0]!)" }
      parts.append("only in modules deploying to at least " + versions.joined(separator: ", "))
    }
    return parts.joined(separator: ", ")
  }

  private static func list(_ texts: [String], joinedBy word: String) -> String {
    texts.map { "`\($0)`" }.joined(separator: " \(word) ")
  }
}
