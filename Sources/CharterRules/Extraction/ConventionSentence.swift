import CharterDocuments
import Foundation

/// A bullet's first clause as lowercase words, punctuation marks and code spans: the form
/// ``ConventionShape``s are matched against.
///
/// The whole item is read: a sentence ends at `.`, `!` or `?` (a `.` mark), an aside at `(`,
/// `)` or a dash (a `|` mark), and `:`, `;` and `,` stay as marks, since they separate a lead
/// ("Swift: …") and several conventions ("4-space indentation; 120-character lines"). A
/// convention is read at the start of the item and after each `;` or sentence end. Code spans
/// keep their text verbatim; everything else is matched case-insensitively.
struct ConventionSentence {
  /// One piece of the clause.
  enum Token: Hashable {
    /// A word, lowercased, with `’` read as `'`.
    case word(String)
    /// The code span at this index of ``codes``.
    case code(Int)
    /// A punctuation mark other than a terminator, such as `,`.
    case mark(Character)
  }

  /// The first clause.
  var tokens: [Token]
  /// The texts of the clause's code spans, as written.
  var codes: [String]
  /// The bullet's first line as written, code spans in backticks, for `charter rules`.
  var display: String
  /// Whether a code span of the bullet holds only spaces (it cannot be placed in the text, nor
  /// be a pattern).
  var hasBlankCode = false

  private static let sentenceEnds: Set<Character> = [".", "!", "?"]
  private static let asides: Set<Character> = ["(", ")", "—", "–"]
  /// Words a bullet may start with that say nothing about the shape.
  private static let fillers: Set<String> = ["always", "please"]

  /// Reads `item`'s own text (its nested items are bullets of their own).
  init(_ item: MarkdownListItem) {
    var tokens: [Token] = []
    var codes: [String] = []
    var display = ""
    var cursor = item.text.startIndex
    for span in item.codeSpans {
      if span.text.allSatisfy(\.isWhitespace) {
        hasBlankCode = true
        continue
      }
      guard let found = item.text.range(of: span.text, range: cursor..<item.text.endIndex) else { break }
      let prose = item.text[cursor..<found.lowerBound]
      display += prose
      Self.tokenize(prose, into: &tokens)
      display += "`" + span.text + "`"
      tokens.append(.code(codes.count))
      codes.append(span.text)
      cursor = found.upperBound
    }
    let rest = item.text[cursor...]
    display += rest
    Self.tokenize(rest, into: &tokens)
    while case .word(let word)? = tokens.first, Self.fillers.contains(word) { tokens.removeFirst() }
    self.tokens = tokens
    self.codes = codes
    let firstLine = display.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    self.display = String(firstLine.trimmingCharacters(in: .whitespaces).prefix(120))
  }

  /// Appends the tokens of `prose`.
  private static func tokenize(_ prose: Substring, into tokens: inout [Token]) {
    var word = ""
    let characters = Array(prose)
    func flush() {
      if !word.isEmpty { tokens.append(.word(word.lowercased())) }
      word = ""
    }
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : " "
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      if character.isLetter || character.isNumber {
        word.append(character)
      } else if character == "'" || character == "’", previous.isLetter, next.isLetter {
        word.append("'")
      } else if character == "-", previous.isLetter || previous.isNumber, next.isLetter || next.isNumber {
        flush()  // "2-space" reads as "2 space"
      } else {
        flush()
        if sentenceEnds.contains(character) {
          tokens.append(.mark("."))
        } else if asides.contains(character) || character == "-" {
          tokens.append(.mark("|"))
        } else if !character.isWhitespace {
          tokens.append(.mark(character))
        }
      }
    }
    flush()
  }

  /// Where the clause starting at `start` ends: at the next `;`, sentence end or aside.
  func clauseEnd(from start: Int) -> Int {
    tokens[start...].firstIndex { [.mark(";"), .mark("."), .mark("|")].contains($0) } ?? tokens.count
  }

  /// A kebab-case id made of `count` tokens from `start`: words without apostrophes, code spans
  /// reduced to their letters and digits, at most 60 characters.
  func slug(from start: Int = 0, count: Int) -> String {
    var parts: [String] = []
    for token in tokens.dropFirst(start).prefix(count) {
      switch token {
      case .word(let word): parts.append(word.replacingOccurrences(of: "'", with: ""))
      case .code(let index): parts.append(Self.kebab(codes[index]))
      case .mark: continue
      }
    }
    var slug = Self.kebab(parts.joined(separator: "-"))
    while slug.count > 60, let cut = slug.lastIndex(of: "-") { slug = String(slug[..<cut]) }
    return slug
  }

  /// Lowercase ASCII letters and digits, runs of anything else as one `-`, none at the ends.
  static func kebab(_ text: String) -> String {
    var result = ""
    for scalar in text.lowercased().unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        result.unicodeScalars.append(scalar)
      } else if !result.isEmpty, result.last != "-" {
        result.append("-")
      }
    }
    while result.hasSuffix("-") { result.removeLast() }
    return result
  }
}
