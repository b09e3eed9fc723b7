import Foundation
import Testing

@testable import CharterSupport

/// Paths in patch headers, quoted as git quotes them.
@Suite struct GitQuotedPathTests {
  @Test(arguments: [
    ("a/Sources/App.swift", "a/Sources/App.swift"),
    ("a/with space.swift", "a/with space.swift"),
    ("a/new\nline", #""a/new\nline""#),
    ("a/tab\tand\"quote\\", #""a/tab\tand\"quote\\""#),
    ("a/esc\u{1B}", #""a/esc\033""#),
    ("a/café", #""a/caf\303\251""#),
  ])
  func quotesAsGitDoes(_ path: String, _ expected: String) {
    #expect(GitQuotedPath.quote(path) == expected)
  }

  @Test func aNewlineInANameForgesNoHeader() {
    let diff = UnifiedDiff.render(old: "a\n", new: "b\n", path: "x\n+++ b/README.md")
    let headers = diff.split(separator: "\n").filter { $0.hasPrefix("+++ ") }
    #expect(headers == [#"+++ "b/x\n+++ b/README.md""#])
  }

  @Test func gitQuotesTheSameNames() throws {
    // `git diff --no-index` on files with these names writes the same headers.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quoted-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["plain.txt", "tab\there", "quote\"d", "café", "esc\u{1B}"] {
      let old = folder.appendingPathComponent("old")
      try Data("a\n".utf8).write(to: old)
      try Data("b\n".utf8).write(to: folder.appendingPathComponent(name))
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["git", "-c", "core.quotePath=true", "diff", "--no-index", "--", "old", name]
      process.currentDirectoryURL = folder
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      let gitHeader = output.split(separator: "\n").first { $0.hasPrefix("+++ ") }.map(String.init)
      #expect(gitHeader == "+++ " + GitQuotedPath.quote("b/" + name), "\(name)")
      try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }
}
