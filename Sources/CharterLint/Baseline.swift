import CharterSupport
import Foundation

/// Findings recorded so that a run reports only new ones: how an old codebase adopts rules
/// without fixing everything first, and ratchets down from there.
///
/// A finding is keyed by its path, its rule, the text of its line with whitespace normalised,
/// and its message — not by line number, so code that moves keeps its baselined findings. Each
/// key has a count: three identical lines with the same finding need three entries' worth. The
/// file is pretty JSON, sorted, so that it diffs well.
public struct Baseline: Hashable, Sendable {
  /// What identifies a baselined finding.
  public struct Key: Hashable, Comparable, Sendable {
    /// The file, relative to the repository root.
    public var path: String
    /// The check id.
    public var rule: String
    /// The line's text, trimmed, with runs of spaces and tabs made one space.
    public var line: String
    /// The finding's message.
    public var message: String

    /// The key of `finding`.
    public init(_ finding: Finding) {
      self.init(
        path: finding.path, rule: finding.rule, line: Self.normalise(finding.lineText), message: finding.message)
    }

    /// Creates a key.
    public init(path: String, rule: String, line: String, message: String) {
      (self.path, self.rule, self.line, self.message) = (path, rule, line, message)
    }

    public static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.path, lhs.rule, lhs.line, lhs.message) < (rhs.path, rhs.rule, rhs.line, rhs.message)
    }

    static func normalise(_ text: String) -> String {
      text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
  }

  /// How many findings of each key are baselined.
  public var counts: [Key: Int]

  /// A baseline holding `findings`.
  public init(findings: [Finding]) {
    counts = [:]
    for finding in findings { counts[Key(finding), default: 0] += 1 }
  }

  /// The baseline as sorted, pretty JSON.
  public var json: String {
    let entries = counts.keys.sorted().map { key in
      JSONValue.object([
        "path": .string(key.path), "rule": .string(key.rule), "line": .string(key.line),
        "message": .string(key.message), "count": .int(counts[key]!),
      ])
    }
    return JSONValue.object(["version": .int(1), "tool": .string("charter"), "findings": .array(entries)]).pretty
  }

  /// A baselined finding and how many times it is recorded.
  public struct Entry: Hashable, Sendable {
    /// What identifies the finding.
    public var key: Key
    /// How many.
    public var count: Int
  }

  /// What comparing findings with the baseline found.
  public struct Comparison: Hashable, Sendable {
    /// Findings the baseline does not cover, sorted.
    public var new: [Finding]
    /// Baselined findings that no longer occur, with how many of each, sorted.
    public var disappeared: [Entry]
  }

  /// Splits `findings` into those the baseline covers and new ones, and lists the baselined
  /// findings of files `inScope` (the files this run checked) that no longer occur.
  public func compare(_ findings: [Finding], inScope: (String) -> Bool = { _ in true }) -> Comparison {
    var remaining = counts
    var new: [Finding] = []
    for finding in findings.sorted() {
      let key = Key(finding)
      if let count = remaining[key], count > 0 {
        remaining[key] = count - 1
      } else {
        new.append(finding)
      }
    }
    let disappeared = remaining.filter { $0.value > 0 && inScope($0.key.path) }
      .map { Entry(key: $0.key, count: $0.value) }.sorted { $0.key < $1.key }
    return Comparison(new: new, disappeared: disappeared)
  }
}

/// Why a baseline file could not be used.
public enum BaselineError: Error, CustomStringConvertible, Equatable {
  /// The file is not a Charter baseline.
  case invalid(String, String)

  public var description: String {
    switch self {
    case .invalid(let path, let problem): "\(path): \(problem)"
    }
  }
}
