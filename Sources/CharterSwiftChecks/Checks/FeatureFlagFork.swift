import SwiftSyntax

/// `feature-flag-fork`: a branch on a boolean whose name marks an old and a new version of one
/// feature (`useLegacyCheckout`, `searchV2Enabled`).
public struct FeatureFlagFork: StructuralCheck {
  public static let id = "feature-flag-fork"
  public static let summary =
    "An `if`, `guard`, `while` or ternary that branches on a flag choosing between an old and a new version of one feature."
  public static let rationale = """
    A flag such as `useLegacyCheckout` or `searchV2Enabled` keeps two implementations of one \
    feature alive. Each branch on it doubles the paths to test, and the old path rots because \
    nobody runs it; agents in particular tend to add a third variant rather than remove one. \
    Finish the migration and delete the old path, or, while both must live, confine the flag to \
    a single place (one factory choosing an implementation) instead of scattering branches. The \
    flag is recognised by its name (option `patterns`), as a bare name or the last member of a \
    member access, also negated (`!flag`) or compared with a literal (`flag == true`). A name \
    whose last word states a finding rather than a choice (`legacyMatch`, `isLegacyFound`, \
    `legacyCleanupPending`, `…Exists`, `…Failed`) is a condition on data, not a flag, and is \
    not reported.
    """
  /// The names of fork flags.
  public static let patternsOption = StructuralOption(
    name: "patterns",
    summary: "Flag names, as globs where `*` matches any run of characters, case-insensitive; a file is read for them only when it "
      + "holds a glob's longest literal as camel case writes it (`Available` for `is*Available`).",
    defaultValue: [
      "*V2Enabled", "isLegacy*", "legacyMode", "legacy*Enabled", "useLegacy*", "*LegacyMode", "useNew*", "useOld*",
      "isNew*Enabled", "isOld*Enabled", "*NewFlow*", "*OldFlow*",
    ])
  public static let options = [patternsOption]

  private let patterns: [NamePattern]

  public init(options: StructuralOptionValues) {
    patterns = options[Self.patternsOption].map(NamePattern.init)
  }

  public var triggers: [String] { patterns.triggers }

  /// Only a file with an identifier the patterns match: `reuseLegacyCells` holds the trigger
  /// `useLegacy` and is no name `useLegacy*` matches.
  public func mayFire(in bytes: UnsafeBufferPointer<UInt8>) -> Bool { patterns.mayOccur(in: bytes) }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    var flags: [TokenSyntax] = []
    for list in file.index.conditions {
      for element in list {
        if case .expression(let expression) = element.condition { flags += self.flags(in: expression) }
      }
    }
    for ternary in file.index.ternaries {
      guard let list = ternary.parent?.as(ExprListSyntax.self) else { continue }
      let elements = Array(list)
      guard let end = elements.firstIndex(where: { $0.id == ternary.id }) else { continue }
      var start = end
      while start > 0, !elements[start - 1].is(AssignmentExprSyntax.self), !elements[start - 1].is(UnresolvedTernaryExprSyntax.self) {
        start -= 1
      }
      flags += self.flags(inOperands: Array(elements[start..<end]))
    }
    var seen: Set<Int> = []
    for flag in flags {
      let range = file.range(of: flag)
      guard seen.insert(range.lowerBound).inserted else { continue }
      findings.append(StructuralFinding(checkID: Self.id, range: range, message: Self.message(flag.text)))
    }
  }

  /// The fork flags `expression` tests as a boolean.
  private func flags(in expression: ExprSyntax) -> [TokenSyntax] {
    if let sequence = expression.as(SequenceExprSyntax.self) { return flags(inOperands: Array(sequence.elements)) }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
      return prefix.operator.text == "!" ? flags(in: prefix.expression) : []
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
      return flags(in: only.expression)
    }
    if let wrapped = expression.as(AwaitExprSyntax.self) { return flags(in: wrapped.expression) }
    if let wrapped = expression.as(TryExprSyntax.self) { return flags(in: wrapped.expression) }
    guard let name = Self.name(of: expression), patterns.matchAny(name.text), !Self.statesFinding(name.text) else { return [] }
    return [name]
  }

  /// Whether `name`'s last camel-case word reports something found about data (`legacyMatch`,
  /// `legacyCleanupPending`) rather than a choice of code path.
  private static func statesFinding(_ name: String) -> Bool {
    guard let start = name.lastIndex(where: \.isUppercase) else { return false }
    return findingWords.contains(String(name[start...]))
  }

  private static let findingWords: Set<String> = [
    "Match", "Matches", "Matched", "Matching", "Pending", "Found", "Exists", "Present", "Missing", "Failed", "Failure",
    "Succeeded", "Done", "Finished", "Completed", "Detected", "Count",
  ]

  /// The fork flags among the operands of an unfolded sequence whose operators are logical
  /// (`&&`, `||`) or compare with a boolean literal (`== true`).
  private func flags(inOperands elements: [ExprSyntax]) -> [TokenSyntax] {
    var found: [TokenSyntax] = []
    for (index, element) in elements.enumerated() where !Self.isOperator(element) {
      let before = index >= 1 ? elements[index - 1] : nil
      let after = index + 1 < elements.count ? elements[index + 1] : nil
      let beyondBefore = index >= 2 ? elements[index - 2] : nil
      let beyondAfter = index + 2 < elements.count ? elements[index + 2] : nil
      guard Self.isBoolean(before, otherOperand: beyondBefore), Self.isBoolean(after, otherOperand: beyondAfter) else { continue }
      found += flags(in: element)
    }
    return found
  }

  private static func name(of expression: ExprSyntax) -> TokenSyntax? {
    if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil { return reference.baseName }
    if let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil { return member.declName.baseName }
    return nil
  }

  private static func isOperator(_ element: ExprSyntax) -> Bool {
    element.is(BinaryOperatorExprSyntax.self) || element.is(AssignmentExprSyntax.self) || element.is(UnresolvedTernaryExprSyntax.self)
      || element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) || element.is(ArrowExprSyntax.self)
  }

  /// Whether an operand next to `neighbor` (an operator, or nothing) is used as a boolean.
  private static func isBoolean(_ neighbor: ExprSyntax?, otherOperand: ExprSyntax?) -> Bool {
    guard let neighbor else { return true }
    guard let binary = neighbor.as(BinaryOperatorExprSyntax.self) else { return false }
    switch binary.operator.text {
    case "&&", "||": return true
    case "==", "!=": return otherOperand?.is(BooleanLiteralExprSyntax.self) == true
    default: return false
    }
  }

  private static func message(_ flag: String) -> String {
    "'\(flag)' forks an old and a new version of one feature; finish the migration and delete the old path, "
      + "or confine the flag to one place"
  }
}
