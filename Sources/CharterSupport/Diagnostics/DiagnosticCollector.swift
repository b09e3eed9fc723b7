/// Gathers diagnostics for one file while it is validated, so every problem is reported at
/// once instead of stopping at the first.
public struct DiagnosticCollector: Sendable {
  /// The file the diagnostics are about.
  public let path: String
  /// What has been collected so far, in the order found.
  public private(set) var diagnostics: [Diagnostic] = []

  /// Creates a collector for `path`.
  public init(path: String) { self.path = path }

  /// Whether any collected diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Records an error.
  public mutating func error(_ code: String, _ message: String, at position: SourcePosition) {
    diagnostics.append(
      Diagnostic(path: path, position: position, severity: .error, code: code, message: message))
  }

  /// Records a warning.
  public mutating func warning(_ code: String, _ message: String, at position: SourcePosition) {
    diagnostics.append(
      Diagnostic(path: path, position: position, severity: .warning, code: code, message: message))
  }

  /// Records diagnostics found elsewhere (a YAML parse error, say).
  public mutating func append(contentsOf other: [Diagnostic]) {
    diagnostics.append(contentsOf: other)
  }
}

/// Suggests the closest known word for a misspelt one, for "did you mean" hints.
package enum Suggestion {
  /// ` (did you mean 'X'?)` when a candidate is within two edits of `word`, else `""`. Case
  /// is ignored in the comparison and kept in the answer (`Sources/App/Models`).
  package static func didYouMean(_ word: String, among candidates: [String]) -> String {
    let lowered = word.lowercased()
    if lowered.count >= 3,
      let extended = candidates.first(where: { $0.lowercased().hasPrefix(lowered) && $0.lowercased() != lowered })
    {
      return " (did you mean '\(extended)'?)"
    }
    // Ties go to the candidate spelt with the same case.
    let scored = candidates.map { ($0, distance(lowered, $0.lowercased()), distance(word, $0)) }
    guard let best = scored.min(by: { ($0.1, $0.2) < ($1.1, $1.2) }), best.1 <= 2, best.1 < word.count else {
      return ""
    }
    return " (did you mean '\(best.0)'?)"
  }

  /// Levenshtein distance between two short strings.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(b.count, 1) where j <= b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return previous[b.count]
  }
}
