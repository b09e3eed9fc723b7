import CharterSupport

/// One entry of a fragment's `checks:` list, as declared.
public struct CheckDeclaration: Hashable, Sendable, Encodable {
  /// The check's id, unique in its fragment; a higher layer redefines a check by reusing it.
  public var id: String
  /// What the check looks for.
  public var kind: CheckKind
  /// The severity written on the check itself, if any.
  public var severity: Severity?
  /// The message to report, if the check gives its own.
  public var message: String?
  /// Which regions a pattern check looks at.
  public var scope: RegionScope
  /// Where the check is declared: the position of its list item.
  public var position: SourcePosition
  /// Whether the check was read from a prose bullet rather than declared.
  public var isExtracted: Bool
  /// The `options:` of a structural (`swift:`) check, each a list of strings.
  public var options: [String: [String]]
  /// For `ban` and `prefer`: the files the check runs in (`when-file-contains`,
  /// `unless-file-contains`); empty: every file.
  public var fileCondition: FileCondition
  /// Which of the files its rule file applies to the check looks at: ``PathScope/everywhere``
  /// for a declared check, narrower for one read from prose.
  public var paths: PathScope
  /// `enabled: false`: the check is declared but not in force until a higher layer names it in
  /// `enable:` (a built-in pack's checks whose measured precision is below the bar for a default).
  public var isEnabledByDefault: Bool

  /// Creates a declaration.
  public init(
    id: String, kind: CheckKind, severity: Severity? = nil, message: String? = nil,
    scope: RegionScope = .code, position: SourcePosition, isExtracted: Bool = false,
    options: [String: [String]] = [:], fileCondition: FileCondition = FileCondition(), paths: PathScope = .everywhere,
    isEnabledByDefault: Bool = true
  ) {
    self.id = id
    self.kind = kind
    self.severity = severity
    self.message = message
    self.scope = scope
    self.position = position
    self.isExtracted = isExtracted
    self.options = options
    self.fileCondition = fileCondition
    self.paths = paths
    self.isEnabledByDefault = isEnabledByDefault
  }
}
