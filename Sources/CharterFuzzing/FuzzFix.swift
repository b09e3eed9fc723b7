import CharterKit

/// Indentation, trailing whitespace and the final newline, and `--fix`: the fixed point is
/// reached, fixing the fixed text changes nothing (idempotent), and no finding that carries a
/// fix is left behind.
enum FuzzFix {
  private static let rules: [CompiledRules] = [
    "indentation: {style: spaces, width: 2}", "indentation: {style: spaces, width: 4}", "indentation: {style: tabs}",
  ].map { indentation in
    FuzzRules.compiled(
      "  - id: ind\n    \(indentation)\n  - id: ws\n    trailing-whitespace: true\n  - id: nl\n    final-newline: true\n",
      path: "A.swift")
  }

  static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    guard String(validating: bytes, as: UTF8.self) != nil, let first = bytes.first else { return [] }
    let rules = rules[Int(first) % rules.count]
    let original = Array(bytes)
    func recheck(_ text: [UInt8]) -> [Finding] {
      Linter.findings(in: text, path: "A.swift", rules: rules, settings: .swift5).findings
    }
    let fixed = FixApplier.fixedPoint(original, recheck(original), recheck: recheck)
    var problems: [String] = []
    if !fixed.converged { problems.append("--fix did not reach a fixed point") }
    let left = fixed.findings.filter { $0.fix != nil }
    if !left.isEmpty { problems.append("--fix left fixable findings: \(left.map { "\($0.range.start) \($0.message)" })") }
    let again = FixApplier.fixedPoint(fixed.bytes, recheck(fixed.bytes), recheck: recheck)
    if again.bytes != fixed.bytes { problems.append("a second --fix changed the file") }
    return problems
  }
}

/// Checks declared in YAML, compiled for one path.
enum FuzzRules {
  static func compiled(_ checksYAML: String, path: String) -> CompiledRules {
    let text = "---\nchecks:\n" + checksYAML + "---\n"
    let result = RuleFileParser.parse(text, as: RuleFile(path: "fuzz.md", origin: .fragment, baseDirectory: ""))
    guard let file = result.file else { preconditionFailure("the fuzz rules do not parse: \(result.diagnostics)") }
    return CompiledRules(RuleResolver.resolve(path: path, files: [file]).checks)
  }
}
