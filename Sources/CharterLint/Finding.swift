import CharterRules
import CharterSupport
import CharterSwiftChecks

/// A place in the linted code that breaks a check in force.
///
/// `Codable` (synthesized, so every stored property takes part) for the lint result cache.
public struct Finding: Hashable, Sendable, Codable {
  /// The file, relative to the repository root.
  public var path: String
  /// Where the offending text is; the end column is exclusive.
  public var range: SourceRange
  /// The id of the check that fired.
  public var rule: String
  /// The severity in force for that check.
  public var severity: Severity
  /// What is wrong, in a sentence.
  public var message: String
  /// Where the check was declared.
  public var source: SourceReference?
  /// The text of the line the finding starts on, without its line terminator, for reporters
  /// that quote it and for baselines.
  public var lineText: String
  /// The column of the line at which ``lineText`` starts: 1, unless the line was longer than
  /// ``maximumLineText`` bytes and only the part around the finding was kept.
  public var lineTextColumn = 1
  /// The most bytes of its line a finding keeps: a longer line is kept around the finding
  /// only, so a 50 MB line is neither copied into every finding nor echoed whole.
  public static let maximumLineText = 1_000
  /// How `--fix` corrects it, when it can be corrected safely.
  public var fix: TextFix?
  /// For a structural finding that depends on other files: what the module must declare for it
  /// to hold. Settled (and cleared) once every file is read (``GatheredFacts/settle(_:)``).
  var requirement: ModuleRequirement?
  /// For a file whose indentation overwhelmingly uses another width than declared, the counts
  /// (``WidthSurvey``) its folder's findings are merged from; cleared once merged.
  var widthSurvey: WidthSurvey.Tally?
  /// The other checks in force that reported the same violation, whose findings this one
  /// stands for (``FindingDeduplicator``), sorted.
  public var alsoReportedBy: [String] = []

  /// Creates a finding.
  public init(
    path: String, range: SourceRange, rule: String, severity: Severity, message: String,
    source: SourceReference? = nil, lineText: String = "", fix: TextFix? = nil
  ) {
    self.path = path
    self.range = range
    self.rule = rule
    self.severity = severity
    self.message = message
    self.source = source
    self.lineText = lineText
    self.fix = fix
  }
}

extension Finding: Comparable {
  /// Findings sort by path, line, column, then rule, then message: every report lists them in
  /// this order.
  public static func < (lhs: Finding, rhs: Finding) -> Bool {
    if lhs.path != rhs.path { return lhs.path < rhs.path }
    if lhs.range.start != rhs.range.start { return lhs.range.start < rhs.range.start }
    if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
    return lhs.message < rhs.message
  }
}

/// A correction: replace the bytes `range` of the file with `replacement`.
public struct TextFix: Hashable, Sendable, Codable {
  /// UTF-8 byte offsets into the file.
  public var range: Range<Int>
  /// What goes there instead.
  public var replacement: String

  /// Creates a fix.
  public init(range: Range<Int>, replacement: String) {
    self.range = range
    self.replacement = replacement
  }
}
