import CharterSupport

/// A list item of a rule file that reads like a convention ("Use …", "Prefer …", "Never …",
/// "Avoid …", "Indent …", "Lines …"), and whether it became a check.
///
/// ``ConventionExtractor`` records one for every such bullet so that `charter rules` can say
/// which bullets Charter enforces and why the others stay prose. Bullets that look like nothing
/// are not recorded.
public struct ConventionBullet: Hashable, Sendable {
  /// The bullet's first sentence as written, code spans in backticks.
  public var text: String
  /// Where the bullet's marker is.
  public var position: SourcePosition
  /// The check it became, or why it did not become one.
  public var outcome: Outcome

  /// Creates a bullet.
  public init(text: String, position: SourcePosition, outcome: Outcome) {
    self.text = text
    self.position = position
    self.outcome = outcome
  }

  /// What became of a bullet.
  public enum Outcome: Hashable, Sendable {
    /// It became the check with this id (an extracted ``CheckDeclaration``).
    case extracted(checkID: String)
    /// It names the built-in check with this id, which it turns on for the file's scope
    /// (``RuleFile/enabledByProse``).
    case enabled(checkID: String)
    /// It stays prose, for this reason.
    case skipped(ConventionSkipReason)
  }

  /// The id of the check the bullet became, if it became one.
  public var checkID: String? {
    switch outcome {
    case .extracted(let id), .enabled(let id): id
    case .skipped: nil
    }
  }
}

/// Why a bullet that reads like a convention did not become a check.
public enum ConventionSkipReason: Hashable, Sendable, CustomStringConvertible {
  /// A `ban` or `prefer` shape without its pattern in a code span.
  case noCodeSpan
  /// A `prefer` shape with only one of its two forms in a code span.
  case missingCodeSpan
  /// More than one pattern in one bullet ("Avoid `a` and `b`").
  case severalPatterns
  /// A code span that holds nothing but spaces.
  case emptyPattern
  /// "Prefer `x` over `x`".
  case samePattern
  /// An indentation width or line length out of range.
  case outOfRange(String)
  /// A qualifier says where or when the rule holds ("for data fetching", "in new code", "when
  /// possible"), which a text check cannot tell.
  case conditional(String)
  /// Starts like a convention but has none of the shapes Charter reads.
  case unrecognized
  /// The pattern is a keyword or declaration form (`let`, `class`, `guard`): the bullet is a
  /// judgement about a construct, not text to forbid.
  case keywordPattern(String)
  /// The pattern is a placeholder (`Type | None`, `…`), not text that occurs in code.
  case placeholder(String)
  /// The pattern is a lone symbol that occurs in too many places to mean one thing.
  case tooGeneral(String)
  /// The pattern names a file or folder: a rule about what to commit or run, not about code.
  case fileName(String)
  /// The pattern is a shell command (`sed`, `swift test`): a rule about how to work, not about code.
  case command(String)
  /// The sentence is about what the agent may do ("Developers add these", "without asking
  /// first"), not about what the code may hold: the code holds what people wrote.
  case agentOnly
  /// The file declares a check of the same kind and pattern (its id).
  case restates(checkID: String)
  /// The file declares a check of the same kind with another value (its id).
  case conflicts(checkID: String)
  /// An earlier bullet of the file already became this check (its line).
  case repeats(line: Int)
  /// An earlier bullet of the file set this (indentation, line length) otherwise (its line).
  case contradicts(line: Int)
  /// The file's own `disable:` lists the id the bullet would get.
  case disabled(checkID: String)
  /// `extract: false` in the file's front matter (its line).
  case extractionOffInFile(line: Int)
  /// `extract: false` in `.charter/config.yml`.
  case extractionOffInConfig
  /// A text check from a file written for agents, which needs `extract: true`.
  case agentFileText

  public var description: String {
    switch self {
    case .noCodeSpan: "no code span"
    case .missingCodeSpan: "only one of the two forms is in a code span"
    case .severalPatterns: "several patterns; write one bullet per pattern"
    case .emptyPattern: "the code span is empty"
    case .samePattern: "prefers and forbids the same text"
    case .outOfRange(let detail): detail
    case .conditional(let qualifier): "holds only '\(qualifier)', which Charter cannot tell"
    case .unrecognized: "not a shape Charter reads"
    case .keywordPattern(let word): "`\(word)` is a keyword or declaration form, a judgement a text check cannot make"
    case .placeholder(let text): "`\(text)` is a placeholder, not text that occurs in code"
    case .tooGeneral(let text): "`\(text)` alone occurs in too many places to mean one thing"
    case .fileName(let text): "`\(text)` names a file, not code"
    case .command(let text): "`\(text)` is a shell command, not code"
    case .agentOnly: "says what the agent may do, not what the code may hold"
    case .restates(let id): "restates check '\(id)' declared in this file"
    case .conflicts(let id): "check '\(id)' declared in this file says otherwise; the declared check wins"
    case .repeats(let line): "repeats the bullet at line \(line)"
    case .contradicts(let line): "contradicts the bullet at line \(line), which wins"
    case .disabled(let id): "'\(id)' is disabled in this file's front matter"
    case .extractionOffInFile(let line): "extraction is off (extract: false at line \(line))"
    case .extractionOffInConfig: "extraction is off (extract: false in \(ProjectConfig.path))"
    case .agentFileText: "text checks from agent files need extract: true in \(ProjectConfig.path)"
    }
  }

  /// A stable kebab-case code for JSON output.
  public var code: String {
    switch self {
    case .noCodeSpan: "no-code-span"
    case .missingCodeSpan: "missing-code-span"
    case .severalPatterns: "several-patterns"
    case .emptyPattern: "empty-pattern"
    case .samePattern: "same-pattern"
    case .outOfRange: "out-of-range"
    case .conditional: "conditional"
    case .unrecognized: "unrecognized"
    case .keywordPattern: "keyword-pattern"
    case .placeholder: "placeholder"
    case .tooGeneral: "too-general"
    case .fileName: "file-name"
    case .command: "command"
    case .agentOnly: "agent-only"
    case .restates: "restates-check"
    case .conflicts: "conflicts-with-check"
    case .repeats: "repeats-bullet"
    case .contradicts: "contradicts-bullet"
    case .disabled: "disabled"
    case .extractionOffInFile, .extractionOffInConfig: "extraction-off"
    case .agentFileText: "agent-file-text-off"
    }
  }
}
