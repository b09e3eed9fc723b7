import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint

/// Every documentation link the catalogue and the reports use names a heading of a committed
/// page, by GitHub's anchor rules.
@Suite struct DocumentationLinkTests {
  @Test func everyCatalogueAnchorIsAHeading() throws {
    let links = CheckCatalog.entries.map(\.documentation) + [
      RuleHelp.checksPage, DocumentationLink(page: "Documentation/Checks.md", anchor: "suppressions"),
    ]
    for link in links {
      let page = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(link.page), encoding: .utf8)
      #expect(Self.anchors(page).contains(link.anchor), "\(link.relativePath) names no heading")
    }
  }

  @Test func anchorsFollowGitHub() {
    #expect(Self.anchors("# Checks\n## `prefer` / `instead-of`\n## `--fix`\n") == ["checks", "prefer--instead-of", "--fix"])
  }

  @Test func urlsPointIntoTheRepository() {
    let link = DocumentationLink(page: "Documentation/Checks.md", anchor: "ban")
    #expect(link.url == CharterLinks.repository + "/blob/main/Documentation/Checks.md#ban")
  }

  /// GitHub's anchor of each heading: lower case, punctuation but `-` and `_` dropped, spaces
  /// made hyphens.
  static func anchors(_ markdown: String) -> [String] {
    var inFence = false
    var anchors: [String] = []
    for line in markdown.split(separator: "\n") {
      if line.hasPrefix("```") { inFence.toggle() }
      guard !inFence, line.hasPrefix("#") else { continue }
      let text = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
      let kept = text.unicodeScalars.filter {
        CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" || $0 == " "
      }
      anchors.append(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
    }
    return anchors
  }
}
