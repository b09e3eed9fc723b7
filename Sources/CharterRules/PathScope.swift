import CharterPatterns

/// Which files one check looks at, beyond the globs of its rule file: the languages it is
/// about and whether it holds in tests.
///
/// Declared checks hold everywhere their file applies (``everywhere``). A check read from a
/// prose bullet holds in the source code of the languages Charter classifies (never Markdown,
/// YAML, Makefiles or project files), narrowed by what the bullet or its section says:
/// "Swift: …" or "## Swift style" limit it to Swift files, "outside tests" and "in app code"
/// exclude test files, "in tests" limits it to them.
public struct PathScope: Hashable, Sendable, Encodable {
  /// Where a check stands on test files.
  public enum Tests: String, Hashable, Sendable, Encodable {
    /// Test files and the rest alike.
    case included
    /// Not in test files ("outside tests", "in app code", "in production code").
    case excluded
    /// Only in test files ("in tests").
    case only
  }

  /// The names of the languages (``LanguageSyntax/name``) of the files the check looks at;
  /// `nil` for every file.
  public var languages: Set<String>?
  /// Whether the check looks at test files.
  public var tests: Tests

  /// Creates a scope.
  public init(languages: Set<String>? = nil, tests: Tests = .included) {
    self.languages = languages
    self.tests = tests
  }

  /// Every file the rule file applies to.
  public static let everywhere = PathScope()

  /// The source code of every language Charter classifies, test files included: the scope of
  /// an extracted check whose bullet names no language.
  public static let sourceCode = PathScope(languages: sourceLanguages)

  /// The languages Charter classifies that are programming languages, not Markdown or data.
  public static let sourceLanguages: Set<String> = Set(
    LanguageSyntax.catalog.map(\.name).filter { !["yaml", "markdown"].contains($0) })

  /// Whether the check looks at the file at `path` (relative to the repository root).
  public func admits(_ path: String) -> Bool {
    if let languages {
      guard let language = LanguageSyntax.for(path: path), languages.contains(language.name) else { return false }
    }
    switch tests {
    case .included: return true
    case .excluded: return !TestPaths.isTest(path)
    case .only: return TestPaths.isTest(path)
    }
  }

  /// "Swift files outside tests", for `explain` and `charter rules`; `nil` for ``everywhere``.
  public var summary: String? {
    guard self != .everywhere else { return nil }
    var files: String
    if let languages, languages != Self.sourceLanguages {
      files = languages.sorted().map(LanguageNames.display).joined(separator: ", ") + " files"
    } else {
      files = languages == nil ? "all files" : "source code"
    }
    switch tests {
    case .included: break
    case .excluded: files += " outside tests"
    case .only: files += " in tests"
    }
    return files
  }
}
