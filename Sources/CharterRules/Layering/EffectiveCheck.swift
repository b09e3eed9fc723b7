import CharterSupport

/// A place in a rule file, for provenance: `path` and 1-based `line`.
public struct SourceReference: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The rule file, as Charter prints it.
  public var path: String
  /// The line of the declaration.
  public var line: Int

  /// Creates a reference.
  public init(path: String, line: Int) {
    self.path = path
    self.line = line
  }

  public var description: String { "\(path):\(line)" }
}

/// A check in force for a file, after every layer has been applied.
public struct EffectiveCheck: Hashable, Sendable, Encodable {
  /// The declaration that won.
  public var declaration: CheckDeclaration
  /// The severity in force: a severity override, else the check's, else its file's default,
  /// else `warning`.
  public var severity: Severity
  /// The id of the fragment (or pack) that declares the check, if it has one.
  public var fragmentID: String?
  /// Where the winning declaration is.
  public var source: SourceReference
  /// Lower-layer declarations of the same id that this one replaced, lowest first.
  public var overrides: [SourceReference]
  /// Where the severity in force was set, when a higher layer changed it.
  public var severitySource: SourceReference?
  /// Where a check declared `enabled: false` was turned on: an `enable:` entry, or the
  /// sentence of prose that names it.
  public var enabledBy: SourceReference? = nil

  /// The check's id.
  public var id: String { declaration.id }

  /// Creates a check in force.
  public init(
    declaration: CheckDeclaration, severity: Severity, fragmentID: String? = nil, source: SourceReference,
    overrides: [SourceReference] = [], severitySource: SourceReference? = nil
  ) {
    self.declaration = declaration
    self.severity = severity
    self.fragmentID = fragmentID
    self.source = source
    self.overrides = overrides
    self.severitySource = severitySource
  }
}

/// A check that a higher layer turned off for the file.
public struct DisabledCheck: Hashable, Sendable {
  /// The check's id.
  public var id: String
  /// Where the check was declared.
  public var source: SourceReference
  /// The `disable:` entry that turned it off.
  public var disabledBy: SourceReference

  /// The check `id` declared at `source` and turned off by `disabledBy`.
  package init(id: String, source: SourceReference, disabledBy: SourceReference) {
    self.id = id
    self.source = source
    self.disabledBy = disabledBy
  }
}

/// A check declared `enabled: false` that no higher layer turned on with `enable:`.
public struct OffByDefaultCheck: Hashable, Sendable {
  /// The check's id.
  public var id: String
  /// Where the check is declared.
  public var source: SourceReference
}

/// A pack check that a repository's (or the user's) check about the same text replaced: the
/// repository's rule decides where that text is allowed, scope included.
public struct ReplacedCheck: Hashable, Sendable {
  /// The pack check's id.
  public var id: String
  /// Where the pack check is declared.
  public var source: SourceReference
  /// The declaration that replaced it.
  public var replacedBy: SourceReference
  /// The id of the check that replaced it.
  public var replacingID: String
}

/// What applies to one file: the checks in force and the ones turned off, sorted by id.
public struct ResolvedRules: Hashable, Sendable {
  /// The file, relative to the repository root.
  public var path: String
  /// The checks in force.
  public var checks: [EffectiveCheck]
  /// Checks a higher layer disabled.
  public var disabled: [DisabledCheck]
  /// The rule files that apply to the file, lowest precedence first.
  public var sources: [String]
  /// Pack checks replaced by a higher layer's check about the same text.
  public var replaced: [ReplacedCheck] = []
  /// Checks declared `enabled: false` that no layer turned on with `enable:`.
  public var offByDefault: [OffByDefaultCheck] = []
  /// Checks the rule files declare for the file's folder whose own scope leaves the file out
  /// (an extracted "outside tests" check, in a test).
  public var outOfScope: [EffectiveCheck] = []
  /// Checks that do not apply because the file keeps its own layout (``LayoutExemptFile``) or
  /// is not the team's own text (``ForeignFile``).
  public var exempt: [ExemptCheck] = []
  /// Every id the applicable rule files name in `enable:`, whether or not a check of that id
  /// was declared: settings read elsewhere (indentation from a formatter's settings) are
  /// turned on by name too.
  public var enabled: Set<String> = []
}

/// A check left out for a file it is not meant for, because no rule names the file by glob: a
/// layout check for a file whose format decides its layout (a Makefile, a data or project file,
/// ``LayoutExemptFile``), or a check Charter brings for a licence text or a test fixture
/// (``ForeignFile``).
public struct ExemptCheck: Hashable, Sendable {
  /// The check's id.
  public var id: String
  /// Where the check was declared.
  public var source: SourceReference
  /// What the file is, e.g. `"a Makefile, whose format requires tabs"`.
  public var reason: String

  /// The check `id` declared at `source`, left out because the file is `reason`.
  package init(id: String, source: SourceReference, reason: String) {
    self.id = id
    self.source = source
    self.reason = reason
  }
}
