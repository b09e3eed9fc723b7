/// The `ban` and `prefer` patterns that apply to a file, compiled to be matched together in
/// one pass over the file's bytes.
///
/// Literals go into one Aho-Corasick automaton; regexes into one Pike VM program. Neither
/// backtracks, so matching is linear in the input for any pattern. The automaton also
/// looks for literals each regex requires (`print(` for `\bprint\(`); a regex whose
/// required literals do not occur in the input is not run. Build a set once per
/// distinct list of patterns and reuse it for every file; it is immutable and `Sendable`.
///
/// For each pattern, `matches(in:)` reports every leftmost non-overlapping match, as `rg -o`
/// would print them for that pattern alone. Matches of different patterns may overlap and
/// are all reported.
public struct PatternSet: Sendable {
  /// A pattern and the id its matches are reported under.
  public struct Entry: Hashable, Sendable {
    /// What to look for.
    public enum Kind: Hashable, Sendable {
      /// Exactly these characters (compared as UTF-8 bytes, case-sensitively). An empty
      /// literal never matches.
      case literal(String)
      /// A regular expression; see `RegexPattern` for the syntax.
      case regex(RegexPattern)
    }

    /// The caller's id, reported in `PatternMatch.patternID`. Ids need not be unique.
    public var id: Int
    /// The pattern.
    public var kind: Kind

    /// Creates an entry reporting `kind`'s matches under `id`.
    public init(id: Int, kind: Kind) {
      self.id = id
      self.kind = kind
    }

    /// A literal entry.
    public static func literal(_ text: String, id: Int) -> Entry { Entry(id: id, kind: .literal(text)) }

    /// A regex entry.
    public static func regex(_ pattern: RegexPattern, id: Int) -> Entry { Entry(id: id, kind: .regex(pattern)) }
  }

  /// The patterns, in the order given.
  public let entries: [Entry]
  private let literals: AhoCorasick?
  private let literalPatterns: [Int32]
  private let regexes: RegexMachine?
  /// Per regex: true when it has no required literals and so runs on every input.
  private let alwaysActive: [Bool]

  /// Compiles `entries`. Compiling cannot fail: each `RegexPattern` was validated when it
  /// was created.
  public init(_ entries: [Entry]) {
    self.entries = entries
    var literalBytes: [[UInt8]] = []
    var literalPatterns: [Int32] = []
    var programs: [RegexProgram] = []
    var regexPatterns: [Int32] = []
    var alwaysActive: [Bool] = []
    for (ordinal, entry) in entries.enumerated() {
      switch entry.kind {
      case .literal(let text) where !text.isEmpty:
        literalBytes.append(Array(text.utf8))
        literalPatterns.append(Int32(ordinal))
      case .literal:
        continue
      case .regex(let pattern):
        for literal in pattern.requiredLiterals ?? [] {
          literalBytes.append(literal)
          literalPatterns.append(-Int32(programs.count) - 1)
        }
        alwaysActive.append(pattern.requiredLiterals == nil)
        programs.append(pattern.program)
        regexPatterns.append(Int32(ordinal))
      }
    }
    self.alwaysActive = alwaysActive
    literals = literalBytes.isEmpty ? nil : AhoCorasick(literalBytes)
    self.literalPatterns = literalPatterns
    regexes = programs.isEmpty ? nil : RegexMachine(programs, patternOf: regexPatterns)
  }

  /// Every match in `bytes`, sorted by start offset, then pattern id, then end offset.
  public func matches(in bytes: UnsafeBufferPointer<UInt8>) -> [PatternMatch] {
    matchesReportingStops(in: bytes).matches
  }

  /// ``matches(in:)``, and the ids of the regexes stopped on `bytes` for costing more than
  /// their budget (``PatternSet/RegexBudget``): a stopped regex reports the matches it found before.
  public func matchesReportingStops(
    in bytes: UnsafeBufferPointer<UInt8>
  ) -> (matches: [PatternMatch], stopped: [Int]) {
    var raw: [RawMatch] = []
    var active = alwaysActive
    var stopped: [Int] = []
    literals?.scan(bytes, patternOf: literalPatterns, into: &raw, activated: &active)
    if let regexes, active.contains(true) {
      let vm = PikeVM(regexes, bytes: bytes, active: active)
      vm.run(from: 0)
      raw += vm.allMatches()
      stopped = vm.stoppedRegexes.map { entries[Int(regexes.patternOf[$0])].id }
    }
    let matches = raw.map { PatternMatch(patternID: entries[Int($0.pattern)].id, range: $0.start..<$0.end) }
      .sorted { ($0.range.lowerBound, $0.patternID, $0.range.upperBound)
        < ($1.range.lowerBound, $1.patternID, $1.range.upperBound) }
    return (matches, stopped)
  }

  /// The thread steps (per byte, and free on any input) a regex may take on one input before
  /// it is stopped, the bound that keeps a pattern like 600 `.*` from running for hours.
  public enum RegexBudget {
    /// Steps per byte of input.
    public static var stepsPerByte: Int { PikeVM.stepsPerByte }
    /// Steps on any input.
    public static var freeSteps: Int { PikeVM.freeSteps }
  }

  /// Every match in the UTF-8 bytes of `text`; offsets count UTF-8 bytes.
  public func matches(in text: String) -> [PatternMatch] {
    var text = text
    return text.withUTF8 { matches(in: $0) }
  }

  /// Every match in `bytes`.
  public func matches(in bytes: [UInt8]) -> [PatternMatch] {
    bytes.withUnsafeBufferPointer { matches(in: $0) }
  }
}
