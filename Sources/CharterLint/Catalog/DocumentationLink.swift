/// A section of Charter's documentation: a page of `Documentation/` and a heading's anchor.
///
/// Anchors are GitHub's: the heading's text in lower case, backticks and punctuation dropped,
/// spaces turned into hyphens. `DocumentationLinkTests` checks that each one names a heading of
/// the committed page.
public struct DocumentationLink: Hashable, Sendable {
  /// The page, relative to the package root (`Documentation/Checks.md`).
  public var page: String
  /// The heading's anchor, without `#`.
  public var anchor: String

  /// Creates a link.
  public init(page: String, anchor: String) {
    self.page = page
    self.anchor = anchor
  }

  /// `Documentation/Checks.md#ban`.
  public var relativePath: String { page + "#" + anchor }

  /// The published page: the file on the repository's default branch, with the anchor.
  public var url: String { CharterLinks.repository + "/blob/main/" + relativePath }
}

/// Where Charter lives on the web. Every URL a report carries is built from these, so that
/// moving the repository changes one line.
public enum CharterLinks {
  /// The repository's home page, SARIF's `informationUri`.
  public static let repository = "https://github.com/charter-tools/charter"

  /// The published JSON Schema `name` (`config`, `lint-report` …) in `Documentation/schemas/`.
  public static func schema(_ name: String) -> String {
    repository.replacingOccurrences(of: "https://github.com/", with: "https://raw.githubusercontent.com/")
      + "/main/Documentation/schemas/" + name + ".schema.json"
  }
}
