import CharterPatterns
import CharterSupport
import SwiftSyntax

/// Runs a set of structural checks on files: one parse and one walk per file, shared by all
/// of them, and no parse at all for a file in which none of them can fire.
public struct StructuralRunner: Sendable {
  /// The checks, in the order their findings are returned.
  public let checks: [any StructuralCheck]
  /// Every text the runner looks for, found in one pass over a file; the lists below hold
  /// positions in it.
  private let words: LiteralPresence
  /// Each check's own triggers (empty: the check cannot fire and never runs).
  private let checkTriggers: [[Int]]
  /// Texts of which one occurs in any file that declares a main-actor type
  /// (``TypeIsolation/factTriggers``).
  private let factTriggers: [Int]
  /// Texts that start a type declaration, looked for only in a module whose types are
  /// main-actor isolated by default (`struct ` and `class ` would slow the pass over every file).
  private static let typeKeywords = ["struct ", "class ", "enum "].map { Array($0.utf8) }
  /// Whether some check can fire at all (has triggers): only then is a file parsed for facts.
  /// The second is for a module in the Swift 6 mode, where the checks the compiler enforces
  /// do not run.
  private let gathersFacts: Bool
  private let gathersFactsInSwift6: Bool

  /// Creates a runner for `checks`.
  public init(_ checks: [any StructuralCheck]) {
    self.checks = checks
    let all = Array(Set(checks.flatMap(\.triggers) + TypeIsolation.factTriggers)).sorted()
    let position = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1, $0) })
    words = LiteralPresence(all.map { Array($0.utf8) })
    checkTriggers = checks.map { $0.triggers.map { position[$0]! } }
    factTriggers = TypeIsolation.factTriggers.map { position[$0]! }
    // A check without triggers (options naming nothing to look for) can never fire; when no
    // check can, no file is parsed, not even for facts.
    gathersFacts = checks.contains { !$0.triggers.isEmpty }
    gathersFactsInSwift6 = checks.contains { !type(of: $0).enforcedBySwift6 && !$0.triggers.isEmpty }
  }

  /// What the checks found in one file.
  public struct FileResult: Sendable {
    /// The findings of each check, in the order of ``StructuralRunner/checks``.
    public var findings: [[StructuralFinding]]
    /// The isolation of the types the file declares.
    public var facts = ModuleFacts()
  }

  /// Whether `bytes`, a file of a module with `settings`, holds a text some check (or a
  /// main-actor fact) needs, so that ``run(on:settings:)`` would parse it. In a module whose
  /// types are main-actor isolated by default, every file that declares a type holds facts,
  /// whichever checks are in force: which checks are on must not decide what another file's
  /// finding may rely on.
  public func wouldParse(_ bytes: UnsafeBufferPointer<UInt8>, settings: SwiftSettings) -> Bool {
    let present = words.occurrences(in: bytes)
    return wouldParse(bytes, present: present, candidates: candidates(bytes, present: present, settings: settings), settings: settings)
  }

  /// For each check, whether it may fire in `bytes`, a file of a module with `settings` in which
  /// the texts ``words`` lists occur as `present` says: it runs in that module, one of its
  /// triggers occurs, and its own closer look (``StructuralCheck/mayFire(in:)``) agrees.
  private func candidates(_ bytes: UnsafeBufferPointer<UInt8>, present: [Bool], settings: SwiftSettings) -> [Bool] {
    checks.indices.map { position in
      let check = checks[position]
      if type(of: check).enforcedBySwift6 && !settings.isBeforeSwift6 { return false }
      return checkTriggers[position].contains { present[$0] } && check.mayFire(in: bytes)
    }
  }

  /// Whether a file is parsed: a check may fire in it, or it may declare a main-actor type
  /// that findings elsewhere depend on.
  private func wouldParse(
    _ bytes: UnsafeBufferPointer<UInt8>, present: [Bool], candidates: [Bool], settings: SwiftSettings
  ) -> Bool {
    if candidates.contains(true) { return true }
    guard settings.isBeforeSwift6 ? gathersFacts : gathersFactsInSwift6 else { return false }
    if factTriggers.contains(where: { present[$0] }) { return true }
    return settings.isMainActorByDefault && Self.typeKeywords.contains { ByteSearch.contains(bytes, $0) }
  }

  /// Runs every check on `bytes`, a file of a module with `settings`, classifying its regions
  /// itself; a file ``SwiftParseGuard`` refuses has no findings.
  public func run(on bytes: UnsafeBufferPointer<UInt8>, settings: SwiftSettings) -> FileResult {
    let none = FileResult(findings: Array(repeating: [], count: checks.count))
    guard wouldParse(bytes, settings: settings) else { return none }
    let spans = RegionMap(bytes: bytes, syntax: .swift).spans
    return (try? run(on: bytes, settings: settings, spans: spans).get()) ?? none
  }

  /// Runs every check on `bytes`, a file of a module with `settings` whose comment and string
  /// runs are `spans`, or says why ``SwiftParseGuard`` would not parse it. A check the Swift 6
  /// compiler already enforces runs only where the module is known to use an older mode.
  package func run(
    on bytes: UnsafeBufferPointer<UInt8>, settings: SwiftSettings, spans: [RegionSpan]
  ) -> Result<FileResult, SwiftParseGuard.Problem> {
    let result = FileResult(findings: Array(repeating: [], count: checks.count))
    let present = words.occurrences(in: bytes)
    let candidates = candidates(bytes, present: present, settings: settings)
    guard wouldParse(bytes, present: present, candidates: candidates, settings: settings) else { return .success(result) }
    // The parse and every visitor recurse as deep as the file nests: on a stack of known size.
    return LargeStack.run { () -> Result<FileResult, SwiftParseGuard.Problem> in
      switch SwiftParseGuard.parse(bytes, spans: spans) {
      case .success(let tree): return .success(run(candidates, on: SwiftFile(bytes: bytes, tree: tree, settings: settings)))
      case .failure(let problem): return .failure(problem)
      }
    }
  }

  /// The findings of the checks `candidates` selects on `file`, and the facts it declares.
  private func run(_ candidates: [Bool], on file: SwiftFile) -> FileResult {
    var result = FileResult(findings: Array(repeating: [], count: checks.count))
    for (position, check) in checks.enumerated() where candidates[position] {
      check.check(file, into: &result.findings[position])
    }
    for type in file.index.typeDecls where !type.is(ExtensionDeclSyntax.self) {
      guard let name = type.declaredName else { continue }
      result.facts.declare(name, file.isolation(of: type))
    }
    for type in file.index.typeDecls {
      if let name = type.declaredName { result.facts.declare(name, TypeShape(type)) }
    }
    if SwiftDataModelDefault.configuresCloudKitSync(file) { result.facts.declareCloudKitSync() }
    for type in file.index.typeDecls where type.inheritedNames.contains("ObservableObject") {
      if let name = type.declaredName { result.facts.declareObservableObject(name) }
    }
    return result
  }

}
