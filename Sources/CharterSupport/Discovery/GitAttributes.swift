/// The boolean attributes one `.gitattributes` file sets (gitattributes(5)), for the few
/// attributes Charter reads: `linguist-generated`, `linguist-vendored`, `binary` and `text`.
///
/// Each line is a pattern followed by attributes: `NAME` or `NAME=true` sets one, `-NAME`,
/// `!NAME` and `NAME=false` unset it. `text` set to any other value (`text=auto`) counts as
/// set: it never says a file is binary. Patterns follow `.gitignore` rules (``GitignorePattern``),
/// except that, as in git, a negated pattern is ignored and a pattern ending in `/` matches
/// no file (write `Vendor/**`, not `Vendor/`). Within a file the last line that matches a path
/// and mentions the attribute decides; a deeper file decides before the files above it.
public struct GitAttributes: Hashable, Sendable {
  /// The file's path relative to the repository root.
  public let path: String
  /// Per attribute: the lines mentioning it, as patterns relative to the file's folder.
  private let rules: [String: GitignoreRules]
  /// The value each line gives an attribute, by attribute and 1-based line number.
  private let values: [String: [Int: Bool]]

  /// The attributes Charter reads.
  public static let readAttributes = ["linguist-generated", "linguist-vendored", "binary", "text"]

  /// Parses the raw contents of the `.gitattributes` at `path` (root-relative), which governs
  /// the folder `base`.
  public init(parsing contents: some Collection<UInt8>, path: String, base: String) {
    self.path = path
    var patterns: [String: [GitignorePattern]] = [:]
    var values: [String: [Int: Bool]] = [:]
    var number = 0
    for line in Array(contents).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      number += 1
      let fields = line.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") })
      guard let first = fields.first, first.first != UInt8(ascii: "#"), first.first != UInt8(ascii: "!"),
        let pattern = GitignorePattern(line: first, number: number)
      else { continue }
      for field in fields.dropFirst() {
        guard let (name, value) = Self.attribute(String(decoding: field, as: UTF8.self)) else { continue }
        patterns[name, default: []].append(pattern)
        values[name, default: [:]][number] = value
      }
    }
    rules = patterns.mapValues { GitignoreRules(base: base, patterns: $0) }
    self.values = values
  }

  /// What the file says about `attribute` for the file at `path` (root-relative): `true` set,
  /// `false` unset, `nil` when no line matches; with the deciding line.
  public func value(of attribute: String, for path: String) -> (value: Bool, line: Int)? {
    guard let pattern = rules[attribute]?.lastMatch(for: path, isDirectory: false),
      let value = values[attribute]?[pattern.line]
    else { return nil }
    return (value, pattern.line)
  }

  /// A read attribute and its value in one field: `NAME`, `-NAME`, `!NAME`, `NAME=true|false`.
  private static func attribute(_ field: String) -> (String, Bool)? {
    var name = field
    var value = true
    if name.hasPrefix("-") || name.hasPrefix("!") {
      name.removeFirst()
      value = false
    } else if let equals = name.firstIndex(of: "=") {
      let text = name[name.index(after: equals)...]
      name = String(name[..<equals])
      guard text == "true" || text == "false" || name == "text" else { return nil }
      value = text != "false"
    }
    return readAttributes.contains(name) ? (name, value) : nil
  }
}

extension GitignoreRules {
  /// Rules made of `patterns` already parsed, relative to `base`.
  init(base: String, patterns: [GitignorePattern]) {
    self.base = base
    self.patterns = patterns
  }
}
