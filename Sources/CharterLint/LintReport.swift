import CharterRules
import CharterSupport
import CharterSwiftChecks

/// Everything one `charter lint` run found, ready for a reporter.
public struct LintReport: Hashable, Sendable {
  /// The findings, sorted (``Finding`` order).
  public var findings: [Finding]
  /// How many files were checked.
  public var filesChecked: Int
  /// Problems that kept Charter from checking something fully: an unreadable file, a symlink
  /// loop, a suppression that silences nothing. Reported beside findings.
  public var diagnostics: [Diagnostic]
  /// The checks that ran, for reporters that describe rules (SARIF), sorted by id.
  public var rules: [RuleDescriptor]
  /// The files `--fix` corrected (or would correct), sorted by path.
  public var fixes: [FileFix] = []
  /// What `--baseline` or `--write-baseline` did to the findings; `nil` without either.
  public var baseline: BaselineEffect?
  /// The temporary files killed `--fix` runs had left beside the files checked, which this
  /// `--fix` run removed (root-relative, sorted).
  public var removedTemporaries: [String] = []
  /// The checks ``rules`` describes and the rule files that declare them
  /// (``quoteRuleExamples()``).
  var describedChecks = DescribedChecks()

  /// Creates a report; findings and rules are sorted here.
  public init(
    findings: consuming [Finding], filesChecked: Int, diagnostics: [Diagnostic] = [],
    rules: [RuleDescriptor] = []
  ) {
    var findings = findings
    findings.sort()  // in place when the caller lets go of its array
    self.findings = findings
    self.filesChecked = filesChecked
    self.diagnostics = diagnostics.sorted()
    self.rules = rules.sorted { $0.id < $1.id }
  }

  /// Counts by severity.
  public var summary: Summary {
    Summary(
      files: filesChecked, findings: findings.count,
      errors: findings.filter { $0.severity == .error }.count,
      warnings: findings.filter { $0.severity == .warning }.count,
      infos: findings.filter { $0.severity == .info }.count)
  }

  /// How many findings each check reported, most first (ties by id).
  public var countsByRule: [(rule: String, count: Int)] {
    var counts: [String: Int] = [:]
    for finding in findings { counts[finding.rule, default: 0] += 1 }
    return counts.map { (rule: $0.key, count: $0.value) }
      .sorted { ($0.count, $1.rule) > ($1.count, $0.rule) }
  }

  /// The numbers a summary line or the JSON `summary` object shows.
  public struct Summary: Hashable, Sendable {
    /// Files checked.
    public var files: Int
    /// All findings.
    public var findings: Int
    /// Findings at error severity.
    public var errors: Int
    /// Findings at warning severity.
    public var warnings: Int
    /// Findings at info severity.
    public var infos: Int
  }
}

/// A check as reporters describe it (SARIF `tool.driver.rules`, JUnit test cases …).
public struct RuleDescriptor: Hashable, Sendable, Codable {
  /// The check id.
  public var id: String
  /// One line: what the check enforces (`ban \`ObservableObject\``).
  public var shortDescription: String
  /// The check's message, or a longer sentence.
  public var fullDescription: String
  /// How to fix a finding, and where the rule is declared, as plain text.
  public var help: String
  /// The same help as Markdown (code blocks fenced); `help` when the text needs no markup.
  public var helpMarkdown: String
  /// The documentation of the check (SARIF's `helpUri`); `nil` for the general checks page.
  public var helpURI: String?
  /// The severity the check runs at.
  public var severity: Severity
  /// Where it is declared.
  public var source: SourceReference?
  /// What the check's findings put at risk at run time: a structural check's
  /// (``StructuralCheck/risk``); `nil` for every other check.
  public var risk: RunTimeRisk?

  /// Creates a descriptor.
  public init(
    id: String, shortDescription: String, fullDescription: String, help: String,
    severity: Severity, source: SourceReference? = nil, helpMarkdown: String? = nil, helpURI: String? = nil,
    risk: RunTimeRisk? = nil
  ) {
    self.id = id
    self.shortDescription = shortDescription
    self.fullDescription = fullDescription
    self.help = help
    self.helpMarkdown = helpMarkdown ?? help
    self.helpURI = helpURI
    self.severity = severity
    self.source = source
    self.risk = risk
  }
}

/// A file `--fix` corrected: its text before and after.
public struct FileFix: Hashable, Sendable {
  /// The file, relative to the repository root.
  public var path: String
  /// The text before.
  public var original: String
  /// The corrected text.
  public var fixed: String

  /// The change as a unified diff.
  public var diff: String {
    UnifiedDiff.render(old: original, new: fixed, path: path)
  }
}
