import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject

/// `swiftlint:` commands and `line_length` options hold for the checks Charter brings that
/// enforce what SwiftLint's rules do.
@Suite struct SwiftLintDirectivesTests {
  private static let long = String(repeating: "x", count: 80)

  private func lint(_ files: [String: String]) async throws -> [Finding] {
    let scratch = try TemporaryDirectory()
    try scratch.write(".git/HEAD", "ref: refs/heads/main\n")
    try scratch.write(".charter/config.yml", "packs: []\nextract: true\n")
    for (path, text) in files { try scratch.write(path, text) }
    let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
    let report = try await Linter(project: project).lint(paths: [], options: LintOptions(jobs: 1))
    _ = scratch
    return report.findings.filter { $0.path.hasSuffix(".swift") }
  }

  private static let prose = "- Keep lines under 70 characters.\n"

  @Test func commandsSilenceTheEquivalentCheckOnTheirLines() async throws {
    let source = """
      let a = "\(Self.long)"
      // swiftlint:disable:next line_length
      let b = "\(Self.long)"
      let c = "\(Self.long)" // swiftlint:disable:this line_length
      let d = "\(Self.long)"
      // swiftlint:disable:previous line_length - measured elsewhere
      // swiftlint:disable line_length force_cast
      let e = "\(Self.long)"
      // swiftlint:enable line_length
      let f = "\(Self.long)"
      // swiftlint:disable all
      let g = "\(Self.long)"

      """
    let findings = try await lint(["AGENTS.md": Self.prose, "A.swift": source])
    #expect(findings.map(\.range.start.line) == [1, 10])
  }

  /// A command for another rule, or quoted in prose, silences nothing.
  @Test func otherRulesAndQuotedCommandsDoNotSilence() async throws {
    let source = """
      // swiftlint:disable:next force_cast
      let a = "\(Self.long)"
      let b = "swiftlint:disable:this line_length \(Self.long)"
      /// Write `swiftlint:disable:next line_length` above such a line.
      let c = "\(Self.long)"
      // swiftlint:disable:upcoming line_length
      let d = "\(Self.long)"
      // swiftlint:disable:next
      let e = "\(Self.long)"

      """
    let findings = try await lint(["AGENTS.md": Self.prose, "A.swift": source])
    #expect(findings.map(\.range.start.line) == [2, 3, 5, 7, 9], "an unknown modifier or no rule silences nothing")
  }

  /// A check the team declared for Charter stays: the team wrote it for Charter.
  @Test func aDeclaredCheckIsNotSilenced() async throws {
    let fragment = "---\nchecks:\n  - id: width\n    max-line-length: 70\n---\n"
    let source = "// swiftlint:disable:next line_length\nlet b = \"\(Self.long)\"\n"
    let findings = try await lint([".charter/rules/width.md": fragment, "A.swift": source])
    #expect(findings.map(\.rule) == ["width"])
  }

  @Test func lineLengthOptionsPassOverCommentsAndURLs() async throws {
    let source = """
      // \(Self.long)
      let a = "https://example.com/\(Self.long)" // https://example.com/\(Self.long)
      let b = "\(Self.long)" // a comment after code counts
      /* \(Self.long) */ let c = 1

      """
    let settings = "line_length:\n  warning: 70\n  ignores_comments: true\n  ignores_urls: true\n"
    let findings = try await lint(["AGENTS.md": Self.prose, ".swiftlint.yml": settings, "A.swift": source])
    #expect(findings.map(\.range.start.line) == [3, 4])
    let without = try await lint(["AGENTS.md": Self.prose, "A.swift": source])
    #expect(without.map(\.range.start.line) == [1, 2, 3, 4])
  }

  /// An option that is not `true`/`false` is not honoured (SwiftLint refuses such a config).
  @Test func malformedLineLengthOptionsAreIgnored() async throws {
    let source = "// \(Self.long)\n"
    let settings = "line_length:\n  warning: 70\n  ignores_comments: [true]\n"
    let findings = try await lint(["AGENTS.md": Self.prose, ".swiftlint.yml": settings, "A.swift": source])
    #expect(findings.map(\.range.start.line) == [1])
  }

  @Test(arguments: [
    ("see https://example.com/a/b for more", 23),
    ("<https://x.org/> and (ftp://host/p)", 26),
    ("no url: a://", 0),
    ("http:// alone", 0),
  ])
  func urlsAreMeasured(line: String, scalars: Int) {
    let bytes = Array(line.utf8)
    let measured = bytes.withUnsafeBufferPointer { MaxLineLengthCheck.urlScalars(in: $0, 0..<$0.count) }
    #expect(measured == scalars)
  }
}
