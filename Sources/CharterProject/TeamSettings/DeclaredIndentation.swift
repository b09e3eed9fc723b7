import CharterRules
import CharterSupport

/// The indentation a repository's settings files declare for one file, and which file decided.
public struct DeclaredIndentation: Hashable, Sendable {
  /// The character and width.
  public var style: IndentationStyle
  /// The settings file and line that decided, e.g. `.swiftformat:2`.
  public var source: SourceReference
  /// With tabs, how code is aligned after them, and which settings lines said so.
  public var alignment: TabAlignment?

  /// Creates a declaration.
  public init(style: IndentationStyle, source: SourceReference, alignment: TabAlignment? = nil) {
    self.style = style
    self.source = source
    self.alignment = alignment
  }

  /// The `indentation` check these settings put in force where no rule states one.
  var check: EffectiveCheck {
    var declaration = CheckDeclaration(
      id: "indentation", kind: .indentation(style), position: SourcePosition(line: source.line, column: 1))
    if let alignment { declaration.options.merge(alignment.options) { _, new in new } }
    return EffectiveCheck(declaration: declaration, severity: .warning, source: source)
  }
}
