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
  /// What makes a file worth parsing: any check's trigger, or a main-actor fact.
  private let triggers: [Int]
  /// The same for a module in the Swift 6 mode, where the checks the compiler enforces do
  /// not run: their triggers (`swift5-shared-state` has `var `) would parse every file for
  /// nothing.
  private let swift6Triggers: [Int]
  /// Each check's own triggers (empty: the check cannot fire and never runs).
  private let checkTriggers: [[Int]]
  /// Texts that start a type declaration.
  private let typeKeywords: [Int]

  /// Creates a runner for `checks`.
  public init(_ checks: [any StructuralCheck]) {
    self.checks = checks
    // A check without triggers (options naming nothing to look for) can never fire; when no
    // check can, no file is parsed, not even for facts.
    let parse = Self.parseTriggers(checks)
    let swift6 = Self.parseTriggers(checks.filter { !type(of: $0).enforcedBySwift6 })
    let keywords = ["struct ", "class ", "enum "]
    let all = Array(Set(checks.flatMap(\.triggers) + parse + keywords)).sorted()
    let position = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1, $0) })
    words = LiteralPresence(all.map { Array($0.utf8) })
    triggers = parse.map { position[$0]! }
    swift6Triggers = swift6.map { position[$0]! }
    checkTriggers = checks.map { $0.triggers.map { position[$0]! } }
    typeKeywords = keywords.map { position[$0]! }
  }

  private static func parseTriggers(_ checks: [any StructuralCheck]) -> [String] {
    let all = checks.allSatisfy(\.triggers.isEmpty) ? [] : checks.flatMap { $0.triggers } + TypeIsolation.factTriggers
    return Array(Set(all)).sorted()
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
    wouldParse(present: words.occurrences(in: bytes), settings: settings)
  }

  /// ``wouldParse(_:settings:)`` of a file in which the texts ``words`` lists occur as `present` says.
  private func wouldParse(present: [Bool], settings: SwiftSettings) -> Bool {
    let triggers = settings.isBeforeSwift6 ? triggers : swift6Triggers
    if triggers.contains(where: { present[$0] }) { return true }
    return settings.isMainActorByDefault && !triggers.isEmpty && typeKeywords.contains { present[$0] }
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
    var result = FileResult(findings: Array(repeating: [], count: checks.count))
    let present = words.occurrences(in: bytes)
    guard wouldParse(present: present, settings: settings) else { return .success(result) }
    let tree: SourceFileSyntax
    switch SwiftParseGuard.parse(bytes, spans: spans) {
    case .success(let parsed): tree = parsed
    case .failure(let problem): return .failure(problem)
    }
    let file = SwiftFile(bytes: bytes, tree: tree, settings: settings)
    for (position, check) in checks.enumerated() {
      if type(of: check).enforcedBySwift6 && !settings.isBeforeSwift6 { continue }
      guard checkTriggers[position].contains(where: { present[$0] }) else { continue }
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
    return .success(result)
  }

}
