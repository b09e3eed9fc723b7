/// A name pattern from a check's options: a simple glob in which `*` stands for any run of
/// characters (possibly none), matched case-insensitively against a whole identifier.
public struct NamePattern: Hashable, Sendable {
  /// The pattern as written.
  public let text: String
  private let parts: [[UInt8]]

  /// Creates a pattern from `text` (`useLegacy*`, `*V2Enabled`, `completion`).
  public init(_ text: String) {
    self.text = text
    parts = text.lowercased().split(separator: "*", omittingEmptySubsequences: false).map { Array($0.utf8) }
  }

  /// Whether `name` matches the whole pattern, ignoring case.
  public func matches(_ name: String) -> Bool {
    let name = Array(name.lowercased().utf8)
    guard parts.count > 1 else { return name == parts[0] }
    let first = parts[0]
    let last = parts[parts.count - 1]
    guard name.count >= first.count + last.count, name.starts(with: first), name.suffix(last.count).elementsEqual(last) else {
      return false
    }
    var position = first.count
    let end = name.count - last.count
    for part in parts.dropFirst().dropLast() where !part.isEmpty {
      guard let found = Self.find(part, in: name, from: position, end: end) else { return false }
      position = found + part.count
    }
    return true
  }

  /// Literal texts one of which a file must contain for an identifier matching the pattern to
  /// occur in it: the pattern's longest literal part, in the spellings camel case gives it — in
  /// lower case only where the literal may start the name (`useLegacy*`, `*Enabled`): inside a name a word
  /// starts with a capital (`is*Available` is `isFooAvailable`), and looking for `available`
  /// would parse every file that says `@available`. Empty when the pattern has no literal part.
  public var triggers: [String] {
    let literals = text.split(separator: "*").map(String.init)
    guard let longest = literals.max(by: { $0.count < $1.count }), let head = longest.first else { return [] }
    let rest = longest.dropFirst()
    // Only stars before it (`*Enabled` matches `enabled`): the literal may start the name.
    let before = text.range(of: longest).map { text[..<$0.lowerBound] } ?? ""
    let startsTheName = before.allSatisfy { $0 == "*" }
    let spellings =
      startsTheName
      ? [longest, head.lowercased() + rest, head.uppercased() + rest, longest.lowercased()]
      : [longest, head.uppercased() + rest]
    var seen: Set<String> = []
    return spellings.filter { seen.insert($0).inserted }
  }

  private static func find(_ part: [UInt8], in name: [UInt8], from start: Int, end: Int) -> Int? {
    guard end - start >= part.count else { return nil }
    for index in start...(end - part.count) where name[index..<(index + part.count)].elementsEqual(part) {
      return index
    }
    return nil
  }
}

extension Array where Element == NamePattern {
  /// Whether any pattern matches `name`.
  func matchAny(_ name: String) -> Bool {
    contains { $0.matches(name) }
  }

  /// The triggers of every pattern; `[""]`, which every file contains, when one has no
  /// literal part (`*`); none when there are no patterns, since nothing can match.
  var triggers: [String] {
    var all: [String] = []
    for pattern in self {
      let triggers = pattern.triggers
      if triggers.isEmpty { return [""] }
      all += triggers
    }
    return all
  }
}
