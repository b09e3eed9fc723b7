import CharterPatterns
import CharterSupport

/// Files in a repository whose text is not the team's own prose or code, so the checks Charter
/// brings itself (a built-in pack's, one read from prose, indentation from settings files) do
/// not apply to them; a check a team's rule declares still does.
///
/// - **Licence texts** are kept verbatim: a file named `LICENSE`, `LICENCE`, `COPYING`,
///   `NOTICE` or `UNLICENSE` (any case, with any extension: `LICENSE.md`, `COPYING.LESSER`), or
///   starting `LICENSE-`, `LICENCE-` or `COPYING-` (`LICENSE-MIT`), in any folder — unless it is
///   source code (`License.swift` is a type).
/// - **Test fixtures** are inputs tests read, written to exercise a parser or a renderer: every
///   file below a folder named `Fixtures`, `__fixtures__`, `TestData` or `__Snapshots__` (any
///   case), or named `Resources` inside a test folder (``TestPaths``) — Swift files included,
///   since they are test input rather than code that runs.
/// - **Test data**: any other file in a test folder that is neither code in a language Charter
///   classifies (Swift, the C family, Java, Kotlin, C#, JavaScript, TypeScript, Go, Rust,
///   Python, shell) nor Markdown: `feed.rss`, `response.json`, `page.html`, `expected.txt`,
///   YAML included. Swift sources in test folders are code and are checked.
///
/// A fragment whose `globs` match the file and spell what makes it special — the licence's
/// name, the fixture folder's name, the data file's extension — has its extracted checks
/// applied all the same (``GlobNaming``).
public enum ForeignFile {
  /// What kind of foreign file a path is, and why.
  public struct Reason: Hashable, Sendable {
    /// What the file is, for people: `"a licence text, kept verbatim"`.
    public var text: String
    /// The words a rule's glob must spell to name the file on purpose.
    public var words: [String]
  }

  /// What a folder says of every file in it: whether they are test fixtures, and why, and
  /// whether the folder is in a test folder.
  public struct FolderClass: Hashable, Sendable {
    /// Why every file below the folder is a test fixture, if so.
    var fixture: Reason?
    /// Whether the folder is, or is inside, a test folder (``TestPaths``).
    var inTests: Bool
  }

  /// The ``FolderClass`` of the root-relative `folder` (`""` for the root): what a caller
  /// classifying many files of one folder works out once.
  public static func folderClass(of folder: Substring) -> FolderClass {
    let folders = folder.split(separator: "/")
    var inTests = false
    for (index, name) in folders.enumerated() {
      let lowerFolder = name.lowercased()
      if fixtureFolders.contains(lowerFolder) || (inTests && lowerFolder == "resources") {
        let under = folders[...index].joined(separator: "/")
        return FolderClass(
          fixture: Reason(text: "a test fixture (under '\(under)/')", words: [String(name)]), inTests: inTests)
      }
      if !inTests { inTests = TestPaths.isTestFolder(name) }
    }
    return FolderClass(fixture: nil, inTests: inTests)
  }

  /// Why `path` (root-relative) is not the team's own text, or `nil` when it is.
  public static func reason(for path: String) -> Reason? {
    let folder = PathParts.folder(of: path)
    return reason(for: path, in: folderClass(of: folder))
  }

  /// ``reason(for:)`` of `path`, whose folder's class is `folder` (``folderClass(of:)``).
  public static func reason(for path: String, in folder: FolderClass) -> Reason? {
    let language = LanguageSyntax.for(path: path)?.name
    let isCode = language != nil && language != "markdown" && language != "yaml"
    // Code is neither a licence text nor test data: only a fixture folder can make it foreign.
    if isCode { return folder.fixture }
    let lowered = PathParts.name(of: path).lowercased()
    let stem = String(lowered.prefix { $0 != "." })
    if licenceNames.contains(stem) || licencePrefixes.contains(where: { stem.hasPrefix($0) }) {
      return Reason(text: "a licence text, kept verbatim", words: [stem])
    }
    if let fixture = folder.fixture { return fixture }
    guard folder.inTests, language != "markdown" else { return nil }
    let dot = lowered.lastIndex(of: ".").flatMap { $0 == lowered.startIndex ? nil : $0 }
    return Reason(
      text: "test data (a file in a test folder that is neither code nor Markdown)",
      words: [dot.map { String(lowered[$0...]) } ?? lowered])
  }

  /// Whether Charter brought `check` itself: a built-in pack's, or read from prose.
  public static func isCharters(_ check: EffectiveCheck) -> Bool {
    check.source.path.hasPrefix(BuiltinPacks.pathPrefix) || check.declaration.isExtracted
  }

  private static let licenceNames: Set<String> = ["license", "licence", "copying", "notice", "unlicense"]
  private static let licencePrefixes = ["license-", "licence-", "copying-"]
  private static let fixtureFolders: Set<String> = ["fixtures", "__fixtures__", "testdata", "__snapshots__"]
}
