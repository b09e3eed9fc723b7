import CharterSwiftChecks
import Foundation
import Testing

/// `Documentation/StructuralChecks.md` is generated from the checks' metadata; this test fails
/// when the committed page differs, and rewrites it with `CHARTER_UPDATE_GOLDENS=1`
/// (`scripts/update-goldens.sh`).
@Suite struct StructuralCheckDocumentationTests {
  static let page = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // CharterSwiftChecksTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
    .appendingPathComponent("Documentation/StructuralChecks.md")

  @Test func committedPageMatchesTheCatalog() throws {
    let rendered = StructuralCheckDocumentation.markdown()
    if ProcessInfo.processInfo.environment["CHARTER_UPDATE_GOLDENS"] == "1" {
      try rendered.write(to: Self.page, atomically: true, encoding: .utf8)
      return
    }
    let committed = try? String(contentsOf: Self.page, encoding: .utf8)
    #expect(committed == rendered, "Documentation/StructuralChecks.md is stale; run scripts/update-goldens.sh")
  }

  @Test func everyCheckHasASectionWithItsExamplesUnmarked() {
    let rendered = StructuralCheckDocumentation.markdown()
    for check in StructuralCheckCatalog.all {
      #expect(rendered.contains("## `\(check.id)`\n\n\(check.summary.split(separator: " ").prefix(3).joined(separator: " "))"))
    }
    #expect(!rendered.contains("⟪") && !rendered.contains("⟫"))
    #expect(!rendered.split(separator: "\n").contains { $0.hasSuffix(" ") })
  }
}
