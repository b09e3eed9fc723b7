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

  /// Whether an identifier in `bytes` may match the pattern: around each occurrence of its
  /// longest literal part, in any case, the run of identifier characters (ASCII letters,
  /// digits, `_`) is matched as a whole name. A run next to a byte of a non-ASCII character,
  /// which may be part of the name, counts as a match; so does every file when the pattern has
  /// no literal part or one with a character beyond ASCII.
  public func mayOccur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let needle = parts.max(by: { $0.count < $1.count }), let first = needle.first,
      needle.allSatisfy({ $0 < 0x80 })  // case beyond ASCII is not folded here
    else { return true }
    guard needle.count <= bytes.count else { return false }
    for offset in 0...(bytes.count - needle.count) where bytes[offset] | 0x20 == first | 0x20 {
      guard (0..<needle.count).allSatisfy({ Self.folded(bytes[offset + $0]) == needle[$0] }) else { continue }
      var start = offset
      while start > 0, Self.isIdentifierByte(bytes[start - 1]) { start -= 1 }
      var end = offset + needle.count
      while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
      if start > 0, bytes[start - 1] >= 0x80 { return true }
      if end < bytes.count, bytes[end] >= 0x80 { return true }
      if matches(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)) { return true }
    }
    return false
  }

  /// `byte` in lower case, when it is an ASCII capital.
  private static func folded(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
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

  /// Whether an identifier in `bytes` may match one of the patterns (``NamePattern/mayOccur(in:)``).
  func mayOccur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    contains { $0.mayOccur(in: bytes) }
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
