import Foundation
import Testing

@testable import CharterLint

/// `Documentation/TextChecks.md` is generated from the text check kinds' data; this test fails
/// when the committed page differs, and rewrites it with `CHARTER_UPDATE_GOLDENS=1`
/// (`scripts/update-goldens.sh`).
@Suite struct TextCheckDocumentationTests {
  static let page = Fixtures.packageRoot.appendingPathComponent("Documentation/TextChecks.md")

  @Test func committedPageMatchesTheCatalog() throws {
    let rendered = TextCheckDocumentation.markdown()
    if ProcessInfo.processInfo.environment["CHARTER_UPDATE_GOLDENS"] == "1" {
      try rendered.write(to: Self.page, atomically: true, encoding: .utf8)
      return
    }
    let committed = try? String(contentsOf: Self.page, encoding: .utf8)
    #expect(committed == rendered, "Documentation/TextChecks.md is stale; run scripts/update-goldens.sh")
  }

  @Test func everyKindHasASectionWithItsExamplesUnmarked() {
    let rendered = TextCheckDocumentation.markdown()
    for kind in TextCheckCatalog.all {
      #expect(rendered.contains("## `\(kind.key)`\n\n"))
    }
    #expect(!rendered.contains("⟪") && !rendered.contains("⟫"))
    #expect(!rendered.split(separator: "\n").contains { $0.hasSuffix(" ") || $0.contains("\t") })
  }
}
