/// A regular expression, parsed and compiled for Charter's non-backtracking matcher.
///
/// Matching time is linear in the input length times the number of instructions alive at once
/// (at most the program's size), whatever the pattern:
/// `(a+)+$` cannot hang a run. The syntax is the common subset of RE2, Rust `regex` and PCRE:
///
/// - Literals; escaped punctuation (`\.`, `\(`, `\\`, `\{` …); `\n \t \r \f \v`;
///   `\xHH`, `\x{H…}`, `\uHHHH`, `\u{H…}`.
/// - `.`: any scalar except `\n` and `\r`. Classes `[a-z_]`, `[^…]` with escapes and
///   non-ASCII members; `\d \w \s` and their negations `\D \W \S` are **ASCII-only**
///   (`\w` is `[0-9A-Za-z_]`, `\s` is `[\t\n\v\f\r ]`).
/// - Anchors are **line anchors**: `^` matches at the input start and after every `\n`; `$`
///   at the input end and before every `\n` or `\r\n`. `\b`, `\B`: ASCII word boundaries.
/// - Groups `(…)`, `(?:…)`, `(?<name>…)`, `(?P<name>…)`; alternation `|` (leftmost-first:
///   the earlier alternative wins, as in Perl and ripgrep).
/// - Quantifiers `* + ?`, `{m}`, `{m,}`, `{m,n}` (counts up to 1000, and one counted
///   repetition compiling to at most `RegexParser.maxRepetitionCost` instructions, so that
///   `a{1000}` cannot cost a thousand steps per input byte) and their lazy forms
///   `*? +? ?? {m,n}?`. A match always starts at the leftmost possible position; greedy and
///   lazy quantifiers only decide where it ends, exactly as in ripgrep.
/// - `(?i)` (case-insensitive, using simple Unicode case mappings) for the rest of the
///   enclosing group, `(?-i)`, and the scoped `(?i:…)`.
///
/// Rejected with a `RegexSyntaxError`: backreferences, lookahead and lookbehind, atomic
/// groups, possessive quantifiers, stacked quantifiers (`a**`), unknown escapes, Unicode
/// property classes, POSIX classes, empty classes, and patterns compiling to more than
/// `RegexCompiler.maxInstructions` instructions.
public struct RegexPattern: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written.
  public let source: String
  let program: RegexProgram
  /// Strings one of which every match contains (see `RegexNode.requiredLiterals`).
  let requiredLiterals: [[UInt8]]?

  /// Parses and compiles `source`.
  public init(_ source: String) throws(RegexSyntaxError) {
    self.source = source
    let node = try RegexParser.parse(source)
    program = try RegexCompiler.compile(node)
    requiredLiterals = node.requiredLiterals
  }

  public var description: String { source }

  public static func == (lhs: RegexPattern, rhs: RegexPattern) -> Bool { lhs.source == rhs.source }
  public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}
