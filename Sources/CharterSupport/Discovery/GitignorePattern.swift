/// One pattern line of a `.gitignore` file, parsed as git parses it (gitignore(5)).
///
/// - A leading `!` negates (re-includes); `\!` and `\#` stand for a literal `!` or `#`.
/// - Trailing spaces are dropped unless escaped with `\`.
/// - A trailing `/` restricts the pattern to folders; it is then removed.
/// - A pattern with no other `/` matches a name at any depth below the `.gitignore`'s folder;
///   one with a `/` at the start or in the middle is matched against the path relative to that
///   folder (a leading `/` only anchors).
/// - Wildcards follow git's `wildmatch` (see ``Wildmatch``), byte for byte.
public struct GitignorePattern: Hashable, Sendable, CustomStringConvertible {
  /// The line as written, after trailing spaces were trimmed.
  public let text: String
  /// The 1-based line number in its file.
  public let line: Int
  /// Whether the line started with `!`, so a match re-includes the path.
  public let negated: Bool
  /// Whether the line ended with `/`, so only folders match.
  public let directoryOnly: Bool
  /// Whether the pattern has no `/` and is compared with the last path component only.
  public let matchesBasename: Bool

  private let pattern: [UInt8]
  private let kind: Kind

  private enum Kind: Hashable {
    /// No wildcard at all: byte equality.
    case literal
    /// `*` then a literal, compared with a basename: a suffix test.
    case suffix
    /// Anything else: `wildmatch`.
    case wildcard
  }

  /// Parses one line (without its line break); `nil` for a blank line or a comment.
  init?(line bytes: some Collection<UInt8>, number: Int) {
    var line = Array(bytes)
    if line.last == UInt8(ascii: "\r") { line.removeLast() }
    guard let first = line.first, first != UInt8(ascii: "#") else { return nil }
    Self.trimTrailingSpaces(&line)
    text = String(decoding: line, as: UTF8.self)
    self.line = number
    negated = first == UInt8(ascii: "!")
    if negated { line.removeFirst() }
    directoryOnly = line.last == UInt8(ascii: "/")
    if directoryOnly { line.removeLast() }
    guard !line.isEmpty else { return nil }  // `/`, `!` or spaces only: git keeps them, they never match
    matchesBasename = !line.contains(UInt8(ascii: "/"))
    if line.first == UInt8(ascii: "/") { line.removeFirst() }
    pattern = line
    let special = line.firstIndex(where: Self.isSpecial)
    if special == nil {
      kind = .literal
    } else if matchesBasename, line.first == UInt8(ascii: "*"), !line.dropFirst().contains(where: Self.isSpecial) {
      kind = .suffix
    } else {
      kind = .wildcard
    }
  }

  public var description: String { text }

  /// Whether the pattern matches: `path` is relative to the `.gitignore`'s folder, `basename`
  /// is its last component. Both are raw UTF-8 bytes.
  func matches(
    path: UnsafeBufferPointer<UInt8>, basename: UnsafeBufferPointer<UInt8>, isDirectory: Bool
  ) -> Bool {
    if directoryOnly && !isDirectory { return false }
    let subject = matchesBasename ? basename : path
    switch kind {
    case .literal:
      return subject.elementsEqual(pattern)
    case .suffix:
      let tail = pattern.count - 1
      return subject.count >= tail && subject[(subject.count - tail)...].elementsEqual(pattern[1...])
    case .wildcard:
      return pattern.withUnsafeBufferPointer {
        Wildmatch.matches($0, subject, pathname: !matchesBasename)
      }
    }
  }

  // MARK: - Parsing helpers

  private static func isSpecial(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "*") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "[")
      || byte == UInt8(ascii: "\\")
  }

  /// Git's `trim_trailing_spaces`: drops the final run of spaces unless a `\` escapes it.
  private static func trimTrailingSpaces(_ line: inout [UInt8]) {
    var lastSpace: Int?
    var index = 0
    while index < line.count {
      switch line[index] {
      case UInt8(ascii: " "):
        if lastSpace == nil { lastSpace = index }
      case UInt8(ascii: "\\"):
        index += 1
        if index == line.count { return }
        lastSpace = nil
      default:
        lastSpace = nil
      }
      index += 1
    }
    if let lastSpace { line.removeSubrange(lastSpace...) }
  }
}
