import CharterSupport

/// Runs a check's examples, structural or text: each triggering example must report exactly
/// at its `⟪` markers (``MarkedExample``), in every variant too; each non-triggering example
/// must report nothing.
///
/// The harness knows nothing of checks: `findings` runs the check on a text and returns where
/// each finding starts. It returns failures as messages, so that either test target reports
/// them with `#expect` at its own source location.
public struct ExampleHarness {
  /// Where the check's findings start in a text.
  public var findings: (String) throws -> [SourcePosition]
  /// Rewritings of each triggering example that must keep its verdict.
  public var triggeringVariants: [ExampleVariant]
  /// Rewritings of each non-triggering example that must still report nothing.
  public var nonTriggeringVariants: [ExampleVariant]

  /// Creates a harness.
  public init(
    triggeringVariants: [ExampleVariant], nonTriggeringVariants: [ExampleVariant] = [],
    findings: @escaping (String) throws -> [SourcePosition]
  ) {
    self.findings = findings
    self.triggeringVariants = triggeringVariants
    self.nonTriggeringVariants = nonTriggeringVariants
  }

  /// Every way `triggering` and `nonTriggering` fail to behave; empty when they all do.
  public func failures(triggering: [String], nonTriggering: [String]) throws -> [String] {
    var failures: [String] = []
    for text in nonTriggering {
      let example = MarkedExample(text)
      try check(example.text, expected: [], "non-triggering example", into: &failures)
      for variant in nonTriggeringVariants {
        guard let (text, _) = variant.rewrite(example) else { continue }
        try check(text, expected: [], "non-triggering example \(variant.name)", into: &failures)
      }
    }
    for marked in triggering {
      let example = MarkedExample(marked)
      try check(example.text, expected: example.expected, "triggering example", into: &failures)
      for variant in triggeringVariants {
        guard let (text, expected) = variant.rewrite(example) else { continue }
        try check(text, expected: expected, "triggering example \(variant.name)", into: &failures)
      }
    }
    return failures
  }

  private func check(_ text: String, expected: [SourcePosition], _ what: String, into failures: inout [String]) throws {
    let found = try findings(text)
    guard found != expected else { return }
    failures.append("\(what): expected findings at \(expected), found \(found), in:\n\(text)")
  }
}
