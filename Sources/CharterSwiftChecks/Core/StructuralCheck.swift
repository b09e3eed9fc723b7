/// A structural Swift check: one rule about the shape of Swift code that text patterns cannot
/// see, run on a parsed syntax tree.
///
/// Every check lives in its own file under `Checks/`, is registered in
/// ``StructuralCheckCatalog/all`` and carries its documentation and examples as data, so one
/// generic harness tests them all and one script generates their documentation page.
public protocol StructuralCheck: Sendable {
  /// The kebab-case id fragments name with `swift: ID`.
  static var id: String { get }
  /// One sentence: what the check reports.
  static var summary: String { get }
  /// Why it matters and what to do instead, in a short paragraph.
  static var rationale: String { get }
  /// The options the check takes, with their defaults.
  static var options: [StructuralOption] { get }
  /// Code that must trigger the check, with `⟪` and `⟫` around each expected finding.
  static var triggering: [String] { get }
  /// Code that must not trigger the check.
  static var nonTriggering: [String] { get }

  /// Creates the check with `options` (defaults filled in, already validated).
  init(options: StructuralOptionValues)

  /// Literal texts of which at least one must occur in a file for the check to possibly fire;
  /// a file containing none of them is not parsed for this check. `""` is in every file.
  /// Empty: the check cannot fire anywhere (its options name nothing to look for), and it
  /// never runs.
  var triggers: [String] { get }

  /// Whether `bytes`, a file in which one of ``triggers`` occurs, may hold what the check
  /// reports: a closer look at the bytes than the triggers take, before the file is parsed for
  /// this check. It must never say no to a file the check would report something in. By
  /// default, yes.
  func mayFire(in bytes: UnsafeBufferPointer<UInt8>) -> Bool

  /// Whether the Swift 6 language mode makes the compiler report what this check reports:
  /// such a check runs only where the module is known to use an older mode.
  static var enforcedBySwift6: Bool { get }

  /// The module facts the check's findings depend on, shown in its documentation. A test
  /// varies each fact on the check's examples: a check whose findings change with a fact it
  /// does not list fails it.
  static var moduleFacts: [ModuleFact] { get }

  /// What the check's findings put at risk at run time, shown in its documentation; `nil` for
  /// a check of style, design or maintenance. Reports for people list the findings of a check
  /// with a risk right after the errors.
  static var risk: RunTimeRisk? { get }

  /// Reports what the check finds in `file`.
  func check(_ file: SwiftFile, into findings: inout [StructuralFinding])
}

extension StructuralCheck {
  public static var options: [StructuralOption] { [] }
  public static var enforcedBySwift6: Bool { false }
  public static var moduleFacts: [ModuleFact] { enforcedBySwift6 ? [.languageMode] : [] }
  public static var risk: RunTimeRisk? { nil }
  public func mayFire(in bytes: UnsafeBufferPointer<UInt8>) -> Bool { true }
}
