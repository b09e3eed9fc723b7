/// The one filter every human-readable output of Charter passes through on its way out (the
/// terminal, a log, a text report written to a file), so that nothing a repository carries —
/// a file name, a source line, a YAML value, a baseline entry — can steer what reads it.
///
/// - **Control characters** (C0 but tab and line feed, DEL, C1), **bidirectional overrides,
///   embeddings and isolates** (U+202A–U+202E, U+2066–U+2069, the "Trojan Source" set) and the
///   Unicode line and paragraph separators are shown escaped, as `\u{1B}`: no escape sequence
///   retitles or clears a terminal or writes its clipboard, and no text reads differently from
///   how it is stored. A carriage return directly before a line feed is a line ending and kept.
/// - **GitHub workflow commands.** The Actions runner executes a log line that starts with `::`
///   once leading white space is trimmed (`::error`, `::add-mask::`, `::stop-commands::`), and
///   the older `##[command]` form anywhere in a line. Unless ``allowsWorkflowCommands`` is set
///   (`--format github`, whose own lines are commands), a line whose first character that is
///   not white space is `:` followed by `:` gets a backslash before it (`\::error …`), and
///   `##[` becomes `##\[`.
/// - **Charter's own styles** pass when ``allowsStyles`` is set (colour on a terminal): an
///   escape followed by `[`, digits and semicolons, and `m` (SGR), or `[2K` (erase the line).
///
/// The filter is streaming: it keeps the little it needs to know across chunks (whether the
/// line so far is white space, how many `#` it ended with), so a command split between two
/// writes is caught too.
public struct OutputSanitizer: Sendable {
  /// Whether lines may be workflow commands (`--format github`).
  public var allowsWorkflowCommands: Bool
  /// Whether Charter's own colour and erase-line sequences pass.
  public var allowsStyles: Bool
  /// Whether the line written so far is empty or white space.
  private var atLineStart = true
  /// How many `#` the output written so far ends with (at most 2).
  private var trailingHashes = 0

  /// Creates a filter at the start of a line.
  public init(allowsWorkflowCommands: Bool = false, allowsStyles: Bool = false) {
    self.allowsWorkflowCommands = allowsWorkflowCommands
    self.allowsStyles = allowsStyles
  }

  /// `chunk` as it may be written, given everything filtered before it.
  public mutating func filter(_ chunk: String) -> String {
    guard needsFiltering(chunk) else {
      remember(chunk)
      return chunk
    }
    let scalars = Array(chunk.unicodeScalars)
    var output = String.UnicodeScalarView()
    output.reserveCapacity(scalars.count)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if scalar == "\u{1B}", allowsStyles, let length = Self.styleLength(scalars, at: index) {
        output.append(contentsOf: scalars[index..<index + length])
        index += length
        continue
      }
      if scalar == "\r", next == "\n" {
        output.append(scalar)
      } else if Self.isUnsafe(scalar) {
        output.append(contentsOf: PrintableText.escape(scalar).unicodeScalars)
        atLineStart = false
        trailingHashes = 0
      } else {
        if scalar == ":", atLineStart, !allowsWorkflowCommands, next == ":" || next == nil {
          output.append("\\")
        }
        if scalar == "[", trailingHashes == 2 { output.append("\\") }
        output.append(scalar)
        note(scalar)
      }
      index += 1
    }
    return String(output)
  }

  /// Whether any scalar of `chunk` could need more than copying: the common case of a plain
  /// report line is decided on its bytes.
  private func needsFiltering(_ chunk: String) -> Bool {
    if trailingHashes > 0 { return true }
    var lineStart = atLineStart
    for byte in chunk.utf8 {
      switch byte {
      case 0x0A: lineStart = true
      case 0x20, 0x09: continue
      case 0x3A where lineStart: return true  // ':' as the first character of a line
      case 0x23: return true  // '#'
      case 0..<0x20, 0x7F, 0xC2, 0xE1, 0xE2, 0xE3: return true  // controls, and leads of C1 and Unicode spaces
      default: lineStart = false
      }
    }
    return false
  }

  /// Follows a chunk copied as it is.
  private mutating func remember(_ chunk: String) {
    for scalar in chunk.unicodeScalars { note(scalar) }
  }

  private mutating func note(_ scalar: Unicode.Scalar) {
    if scalar == "\n" {
      atLineStart = true
    } else if !Self.isTrimmedSpace(scalar) {
      atLineStart = false
    }
    trailingHashes = scalar == "#" ? min(trailingHashes + 1, 2) : 0
  }

  /// Whether `scalar` is never written as it is: controls but tab and line feed, C1, the
  /// bidirectional formatting characters, and the Unicode line and paragraph separators.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A: false
    case 0..<0x20, 0x7F...0x9F: true
    case 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
    default: false
    }
  }

  /// The white space the Actions runner trims before it looks for `::` (.NET's
  /// `Char.IsWhiteSpace`, less the controls, which are escaped).
  static func isTrimmedSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20, 0x09, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// The length of Charter's own escape sequence at `index` (`ESC [ digits-and-semicolons m`,
  /// or `ESC [ 2 K`), if one starts there.
  private static func styleLength(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
    guard index + 2 < scalars.count, scalars[index + 1] == "[" else { return nil }
    var end = index + 2
    while end < scalars.count, end - index < 12, scalars[end] == ";" || ("0"..."9").contains(scalars[end]) {
      end += 1
    }
    guard end < scalars.count else { return nil }
    if scalars[end] == "m" || (scalars[end] == "K" && end == index + 3 && scalars[index + 2] == "2") {
      return end - index + 1
    }
    return nil
  }
}
