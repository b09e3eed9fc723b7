import CharterRules
import CharterSwiftChecks

extension Linter {
  /// The findings `checks` report in `bytes`, checked as if they were the file `path` (its
  /// extension picks the language), after suppression comments in the text.
  ///
  /// No rule file is read and the module is the text alone: a structural finding that
  /// depends on a type declared elsewhere does not hold. `charter test` runs rule files'
  /// examples this way.
  public static func findings(in bytes: [UInt8], path: String, checks: [EffectiveCheck]) -> [Finding] {
    let rules = CompiledRules(checks)
    guard !rules.isEmpty else { return [] }
    // An example stands alone: Swift 5 mode, nothing isolated by default.
    let (findings, facts) = findings(in: bytes, path: path, rules: rules, settings: .swift5)
    return (facts ?? ModuleFacts()).settle(findings).sorted()
  }
}
