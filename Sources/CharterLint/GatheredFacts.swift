import CharterSwiftChecks

/// What the Swift files of a run told about their modules' types, which settles the findings
/// that depend on another file (``Finding/requiresMainActor`` …): the facts of files checked in
/// this run, and those the result cache read still encoded, decoded only when some finding
/// needs settling (most runs have none, and decoding every file's facts would cost a warm run
/// more than all the rest of reading the cache).
struct GatheredFacts: Sendable {
  /// The facts of the files checked in this run.
  private(set) var decoded = ModuleFacts()
  /// The facts of the files whose results came from the cache, as ``LintCacheEntry`` keeps them.
  private(set) var encoded: [[UInt8]] = []

  /// Adds the facts of one checked file.
  mutating func add(_ facts: ModuleFacts) { decoded.merge(facts) }

  /// Adds the encoded facts of one file read from the cache.
  mutating func add(encoded facts: [UInt8]) { encoded.append(facts) }

  /// Adds everything `other` holds.
  mutating func merge(_ other: GatheredFacts) {
    decoded.merge(other.decoded)
    encoded += other.encoded
  }

  /// `findings` with those that depend on other files kept only where the facts say they hold.
  func settle(_ findings: [Finding]) -> [Finding] {
    guard !encoded.isEmpty, findings.contains(where: \.dependsOnOtherFiles) else { return decoded.settle(findings) }
    var all = decoded
    for facts in encoded { all.merge(LintCacheEntry.facts(facts)) }
    return all.settle(findings)
  }
}

extension Finding {
  /// Whether the finding holds only if facts of other files say so.
  var dependsOnOtherFiles: Bool { requiresMainActor != nil || requiresObservableObject != nil || !conditions.isEmpty }
}
