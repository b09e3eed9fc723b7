/// What a check looks for: one of the kinds a fragment's `checks:` entry can declare.
public enum CheckKind: Hashable, Sendable, Encodable {
  /// `indentation: {style: spaces|tabs, width: N}`.
  case indentation(IndentationStyle)
  /// `ban: PATTERN`: the pattern must not occur.
  case ban(TextPattern)
  /// `prefer: PREFERRED` with `instead-of: PATTERN`: the pattern must not occur; the message
  /// names the preferred form. `fix:` optionally gives an exact replacement.
  case prefer(preferred: String, insteadOf: TextPattern, fix: String?)
  /// `max-line-length: N`.
  case maxLineLength(Int)
  /// `trailing-whitespace: true`.
  case trailingWhitespace
  /// `final-newline: true`: a non-empty file ends with exactly one newline.
  case finalNewline
  /// `swift: ID`: a named structural Swift check.
  case swift(String)
  /// `agent-file: ID`: a check of a rule source against the repository (``AgentFileCheckID``).
  case agentFile(AgentFileCheckID)

  /// A kind without what it declares: its identity, spelled as the key that declares it in a
  /// `checks:` entry. Both halves of a kind (the declaration here, the ``TextCheckKind`` that
  /// runs it in CharterLint) name it by this value, never by the string.
  public enum Name: String, CaseIterable, Hashable, Sendable, Encodable {
    // In the order documentation lists them.
    case indentation
    case ban
    case prefer
    case maxLineLength = "max-line-length"
    case trailingWhitespace = "trailing-whitespace"
    case finalNewline = "final-newline"
    case agentFile = "agent-file"
    case swift

    /// Whether checks of the kind are about where text sits (indentation, line length,
    /// whitespace at line ends, the final newline) rather than what it says. Two findings of
    /// one layout kind on a line are one violation (`FindingDeduplicator`); a file whose format
    /// decides its layout is exempt from the layout kinds its format decides
    /// (``LayoutExemptFile``).
    public var checksLayout: Bool {
      switch self {
      case .indentation, .maxLineLength, .trailingWhitespace, .finalNewline: true
      case .ban, .prefer, .agentFile, .swift: false
      }
    }
  }

  /// The kind's identity.
  public var name: Name {
    switch self {
    case .indentation: .indentation
    case .ban: .ban
    case .prefer: .prefer
    case .maxLineLength: .maxLineLength
    case .trailingWhitespace: .trailingWhitespace
    case .finalNewline: .finalNewline
    case .swift: .swift
    case .agentFile: .agentFile
    }
  }

  /// Every kind's key, in the order documentation lists them.
  public static let names = Name.allCases.map(\.rawValue)
}

/// How code must be indented.
public struct IndentationStyle: Hashable, Sendable, Encodable {
  /// The indentation character.
  public enum Character: String, Hashable, Sendable, CaseIterable, Encodable {
    /// Spaces.
    case spaces
    /// Tabs.
    case tabs
  }

  /// Spaces or tabs.
  public var character: Character
  /// How many characters one level is (1 for tabs).
  public var width: Int

  /// Creates a style.
  public init(character: Character, width: Int) {
    self.character = character
    self.width = width
  }
}

/// A pattern for `ban` and `prefer`: literal text, or a regular expression.
public struct TextPattern: Hashable, Sendable, Encodable {
  /// The pattern as written.
  public var source: String
  /// Whether `source` is a regular expression (`regex: true`).
  public var isRegex: Bool

  /// Creates a pattern.
  public init(_ source: String, isRegex: Bool = false) {
    self.source = source
    self.isRegex = isRegex
  }
}

/// Which regions of a source file a pattern check looks at.
public enum RegionScope: String, Hashable, Sendable, CaseIterable, Encodable {
  /// Code only: not comments, not string literals (the default).
  case code
  /// Comments only.
  case comment
  /// String literals only.
  case string
  /// Everything.
  case any
}
