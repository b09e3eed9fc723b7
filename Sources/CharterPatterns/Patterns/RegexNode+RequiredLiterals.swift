/// What a node says about the literal text of its matches.
struct LiteralFacts {
  /// Every string the node can match, when that is a small finite set.
  var exact: Set<[UInt8]>?
  /// A set of strings one of which every match contains, when one is known.
  var required: Set<[UInt8]>?

  /// The most strings a set may hold before it is given up on.
  static let maxStrings = 64
}

extension RegexNode {
  /// Strings one of which occurs in every match, or nil when no useful set is known (some
  /// match could avoid them all, or the shortest is a single byte).
  ///
  /// `PatternSet` looks for these with its literal automaton and runs the regex only over
  /// files containing one of them.
  var requiredLiterals: [[UInt8]]? {
    let facts = literalFacts
    guard let best = facts.required ?? facts.exact, Self.score(best) >= 2 else { return nil }
    return best.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// Shorter strings occur more often, so a set is as good as its shortest member.
  private static func score(_ set: Set<[UInt8]>) -> Int { set.map(\.count).min() ?? 0 }

  private var literalFacts: LiteralFacts {
    switch self {
    case .empty, .assertion:
      return LiteralFacts(exact: [[]], required: nil)
    case .scalar(let scalar):
      let bytes: Set = [UTF8Sequences.encode(scalar.value)]
      return LiteralFacts(exact: bytes, required: bytes)
    case .scalarSet(let set):
      let size = set.ranges.reduce(0) { $0 + Int($1.upperBound - $1.lowerBound) + 1 }
      guard size <= 8 else { return LiteralFacts() }
      let strings = Set(set.ranges.flatMap { $0.map { UTF8Sequences.encode($0) } })
      return LiteralFacts(exact: strings, required: strings)
    case .concatenation(let parts):
      return Self.concatenationFacts(parts.map(\.literalFacts))
    case .alternation(let alternatives):
      let facts = alternatives.map(\.literalFacts)
      var exact: Set<[UInt8]>? = []
      var required: Set<[UInt8]>? = []
      for fact in facts {
        exact = Self.union(exact, fact.exact)
        required = Self.union(required, fact.required ?? fact.exact)
      }
      return LiteralFacts(exact: exact, required: required)
    case .repetition(let body, let min, let max, _):
      guard min > 0 else { return LiteralFacts(exact: max == 0 ? [[]] : nil, required: nil) }
      let facts = body.literalFacts
      var exact: Set<[UInt8]>? = nil
      if min == max, min <= 8, let bodyExact = facts.exact {
        exact = [[]]
        for _ in 0..<min { exact = Self.product(exact, bodyExact) }
      }
      return LiteralFacts(exact: exact, required: exact ?? facts.required ?? facts.exact)
    }
  }

  /// Runs of parts with exact sets are multiplied out; the best run or part wins.
  private static func concatenationFacts(_ parts: [LiteralFacts]) -> LiteralFacts {
    var best: Set<[UInt8]>? = nil
    func consider(_ candidate: Set<[UInt8]>?) {
      guard let candidate else { return }
      if best == nil || score(candidate) > score(best!)
        || (score(candidate) == score(best!) && candidate.count < best!.count) {
        best = candidate
      }
    }
    var run: Set<[UInt8]> = [[]]
    var allExact = true
    for part in parts {
      if let exact = part.exact, let joined = product(run, exact) {
        run = joined
        continue
      }
      allExact = false
      consider(run)
      consider(part.required ?? part.exact)
      run = part.exact ?? [[]]
    }
    consider(run)
    return LiteralFacts(exact: allExact ? run : nil, required: best)
  }

  private static func product(_ left: Set<[UInt8]>?, _ right: Set<[UInt8]>) -> Set<[UInt8]>? {
    guard let left, left.count * right.count <= LiteralFacts.maxStrings else { return nil }
    return Set(left.flatMap { prefix in right.map { prefix + $0 } })
  }

  private static func union(_ left: Set<[UInt8]>?, _ right: Set<[UInt8]>?) -> Set<[UInt8]>? {
    guard let left, let right, left.count + right.count <= LiteralFacts.maxStrings else { return nil }
    return left.union(right)
  }
}
