import Foundation
import CharterTestSupport
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject
@testable import CharterSupport

/// Files that are not text are recognised by content and by `.gitattributes`, whatever their
/// names, and no check reads them.
@Suite struct BinaryFileTests {
  @Test(arguments: [
    ("%PDF-1.4\n1 0 obj\nxref\n0000000000 65535 f \n", "it starts with '%PDF-', a PDF document"),
    ("text\u{0}more  \n", "it holds a NUL byte in its first 8,000 bytes"),
  ])
  func contentSaysBinary(text: String, reason: String) {
    #expect(FileWalker.binaryReason(Array(text.utf8)) == reason)
    #expect(FileWalker.isBinary(Array(text.utf8)))
  }

  @Test func textIsNot() {
    #expect(FileWalker.binaryReason(Array("a %PDF-1.4 mention  \n".utf8)) == nil)
    #expect(FileWalker.binaryReason(Array(String(repeating: "a", count: 8_000).utf8) + [0]) == nil)
  }

  @Test func gitattributesBinaryAndMinusText() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".gitattributes", "*.dat binary\n*.raw -text\nkeep.dat text\n*.txt text=auto\n")
    let paths = ["a.dat", "b.raw", "keep.dat", "c.txt", "d.swift"]
    let attributes = GeneratedCode(root: directory.url.path, paths: paths)
    #expect(paths.map { attributes.binaryReason(for: $0, bytes: [])?.description } == [
      "binary: .gitattributes:1 sets 'binary'", "binary: .gitattributes:2 sets '-text'", nil, nil, nil,
    ])
  }

  @Test func lintReadsNoBinaryFile() async throws {
    let directory = try TemporaryDirectory()
    try directory.write(".charter/config.yml", "packs: [general]\n")
    try directory.write(HeldOutOffChecks.rulePath, HeldOutOffChecks.ruleText)
    try directory.write(".gitattributes", "*.bin binary\n")
    // A PDF without a `.pdf` extension, a file with a NUL, one .gitattributes calls binary.
    try directory.write("Assets/manual", "%PDF-1.7\nxref\n0000000000 65535 f \n")
    try directory.write("Assets/blob.dat", "abc\u{0}  \n")
    try directory.write("Assets/table.bin", "row  \n")
    try directory.write("notes.txt", "trailing  \n")
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    let report = try await Linter(project: project).lint(paths: [], options: LintOptions(jobs: 2))
    #expect(report.findings.map(\.path) == ["notes.txt"])
    let explained = project.explainReport(for: "Assets/manual").report
    #expect(explained.text().contains("not checked, binary: it starts with '%PDF-', a PDF document"))
    #expect(explained.json().contains("\"binary\""))
    #expect(
      project.explainReport(for: "Assets/table.bin").report.text()
        .contains("not checked, binary: .gitattributes:1 sets 'binary'"))
  }
}
