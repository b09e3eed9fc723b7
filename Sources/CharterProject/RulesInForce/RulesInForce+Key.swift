import CharterRules
import CharterSupport

extension RulesInForce {
  /// Everything that decides the checks in force for a path, as one value: two paths with equal
  /// keys get the same checks, the same disabled and exempt lists, from the same rule files.
  ///
  /// Each input the resolver or the settings read about a path is a field here, so a new input
  /// is a new field rather than a tag someone must remember to add to a string
  /// (`RulesInForceTests.everyInputOfTheKeyTellsPathsApart` holds a pair of paths apart by each).
  public struct Key: Hashable, Sendable {
    /// The rule files without `globs` that apply (they depend on the folder only), as an id of
    /// the list within one ``Project``.
    var unscoped: Int
    /// The path-scoped rule files whose globs match, as ids of groups sharing a folder and globs.
    var scoped: [Int]
    /// The file's language (``LanguageSyntax/name``): checks read from prose hold only for some.
    var language: String?
    /// Whether the file is a test (``TestPaths``): some checks hold only in or out of tests.
    var isTest: Bool
    /// What the team's tool settings turn off or adjust for the file
    /// (``TeamSettings/turnedOffSignature(for:)``).
    var settings: String
    /// The `.swiftformat` `--exclude` line that leaves the file to no formatter.
    var formatterExclusion: SourceReference?
    /// Why the file is not the team's own text (a licence, a test fixture), and which of the
    /// matching path-scoped groups name it on purpose (``GlobNaming``).
    var foreign: Foreign?
    /// The file's name when it keeps its own layout (a Makefile, a data file:
    /// ``LayoutExemptFile``): whether a rule's globs name it decides its layout checks.
    var layoutExemptName: String?
    /// The indentation the settings files declare for a Swift file, put in force where no rule
    /// states one.
    var declaredIndentation: DeclaredIndentation?
  }

  /// Why a file is foreign, and which matching path-scoped groups name it.
  struct Foreign: Hashable, Sendable {
    var reason: ForeignFile.Reason
    var namedBy: [Bool]
  }
}
