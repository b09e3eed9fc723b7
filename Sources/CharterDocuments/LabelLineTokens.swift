/// The words of a line that might label a code example, lowercased, for
/// ``CodeExampleLabel/init(labelLine:)``.
///
/// Words are runs of letters and digits, with inner apostrophes (`’` reads as `'`). ❌ ✗ ✘ 🚫 ⛔
/// become the token `❌` and ✅ ✔ ✓ ☑ the token `✅`; any other character only separates
/// words. `do not` and `dont` become `don't`.
struct LabelLineTokens {
  /// Every token of the line.
  private(set) var all: [String] = []
  /// The tokens before the first separator (`:` `,` `;` `(` `)` `!` `?` `—` `–`, a `-` after a
  /// space, a `.` before a space or the end); empty when the line starts with one.
  private(set) var head: [String] = []

  private var word = ""
  private var headClosed = false

  /// Splits `line` into tokens.
  init(_ line: String) {
    let scalars = Array(line.lowercased().unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      let previous = index > 0 ? scalars[index - 1] : nil
      if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
        word.unicodeScalars.append(scalar)
      } else if scalar == "'" || scalar == "\u{2019}" {
        if !word.isEmpty, let next, next.properties.isAlphabetic { word.append("'") }
      } else if let symbol = Self.symbols[scalar] {
        append(symbol)
      } else {
        endWord()
        if Self.isSeparator(scalar, previous: previous, next: next) { headClosed = true }
      }
    }
    endWord()
  }

  private mutating func endWord() {
    guard !word.isEmpty else { return }
    let token = word
    word = ""
    if token == "not", all.last == "do" {
      all[all.count - 1] = "don't"
      if !headClosed, !head.isEmpty { head[head.count - 1] = "don't" }
      return
    }
    append(token == "dont" ? "don't" : token)
  }

  private mutating func append(_ token: String) {
    endWord()
    all.append(token)
    if !headClosed { head.append(token) }
  }

  private static func isSeparator(
    _ scalar: Unicode.Scalar, previous: Unicode.Scalar?, next: Unicode.Scalar?
  ) -> Bool {
    switch scalar {
    case ":", ",", ";", "(", ")", "!", "?", "\u{2014}", "\u{2013}": return true
    case "-": return previous.map { $0.properties.isWhitespace } ?? true
    case ".": return next.map { $0.properties.isWhitespace } ?? true
    default: return false
    }
  }

  private static let symbols: [Unicode.Scalar: String] = [
    "\u{274C}": "❌", "\u{2717}": "❌", "\u{2718}": "❌", "\u{1F6AB}": "❌", "\u{26D4}": "❌",
    "\u{2705}": "✅", "\u{2714}": "✅", "\u{2713}": "✅", "\u{2611}": "✅",
  ]
}
