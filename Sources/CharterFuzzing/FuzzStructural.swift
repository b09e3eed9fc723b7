import CharterKit
import CharterSwiftChecks

/// Every structural check on arbitrary Swift, behind the parse guard (``SwiftParseGuard``): no crash, no hang
/// (libFuzzer's `-timeout`), and findings inside the file.
enum FuzzStructural {
  private static let rules = FuzzRules.compiled(
    StructuralCheckCatalog.all.map { "  - id: \($0.id)\n    swift: \($0.id)\n" }.joined(), path: "A.swift")

  static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    guard let text = String(validating: bytes, as: UTF8.self) else { return [] }
    let result = Linter.findings(in: Array(bytes), path: "A.swift", rules: rules, settings: .swift5)
    let positions = result.findings.map(\.range.start) + result.findings.map(\.range.end)
    return FuzzPositions.check(positions, in: text, what: "a structural finding")
  }
}
