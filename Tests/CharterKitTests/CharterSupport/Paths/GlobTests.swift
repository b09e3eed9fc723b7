import Testing

@testable import CharterKit
@testable import CharterSupport

@Suite struct GlobTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var pattern: String
    var path: String
    var matches: Bool
    var testDescription: String { "\(pattern) \(matches ? "~" : "!~") \(path)" }
  }

  static let cases: [Case] = [
    // A pattern without a slash matches a name at any depth.
    Case(pattern: "*.swift", path: "Model.swift", matches: true),
    Case(pattern: "*.swift", path: "Sources/App/Model.swift", matches: true),
    Case(pattern: "*.swift", path: "Sources/App/Model.swifty", matches: false),
    Case(pattern: "Vendor", path: "Vendor/Lib/a.swift", matches: true),
    Case(pattern: "Vendor/", path: "Sources/Vendor/a.swift", matches: true),
    // A slash anchors the pattern at the base folder.
    Case(pattern: "Sources/*.swift", path: "Sources/A.swift", matches: true),
    Case(pattern: "Sources/*.swift", path: "Sources/App/A.swift", matches: false),
    Case(pattern: "Sources/*.swift", path: "Other/Sources/A.swift", matches: false),
    Case(pattern: "/Package.swift", path: "Package.swift", matches: true),
    Case(pattern: "/Package.swift", path: "Sub/Package.swift", matches: false),
    // `**` matches zero or more folders.
    Case(pattern: "**/*.swift", path: "A.swift", matches: true),
    Case(pattern: "**/*.swift", path: "a/b/c/A.swift", matches: true),
    Case(pattern: "Sources/**/*.swift", path: "Sources/A.swift", matches: true),
    Case(pattern: "Sources/**/*.swift", path: "Sources/x/y/A.swift", matches: true),
    Case(pattern: "Sources/**/*.swift", path: "Tests/x/A.swift", matches: false),
    Case(pattern: "**/Tests/**", path: "Tests/A.swift", matches: true),
    Case(pattern: "**/Tests/**", path: "Pkg/Tests/Sub/A.swift", matches: true),
    Case(pattern: "**/Tests/**", path: "Pkg/MyTests/A.swift", matches: false),
    Case(pattern: "Vendor/**", path: "Vendor/a/b.c", matches: true),
    Case(pattern: "Vendor/**", path: "Vendored/a", matches: false),
    // `*` and `?` never cross a slash.
    Case(pattern: "Sources/*", path: "Sources/App/A.swift", matches: true),
    Case(pattern: "a/*.md", path: "a/b/c.md", matches: false),
    Case(pattern: "?.md", path: "a.md", matches: true),
    Case(pattern: "?.md", path: "ab.md", matches: false),
    Case(pattern: "*Tests.swift", path: "Tests/ModelTests.swift", matches: true),
    Case(pattern: "*.generated.swift", path: "a/b.generated.swift", matches: true),
    // Classes and braces.
    Case(pattern: "[A-Z]*.swift", path: "Model.swift", matches: true),
    Case(pattern: "[A-Z]*.swift", path: "model.swift", matches: false),
    Case(pattern: "[!a-z]*.swift", path: "Model.swift", matches: true),
    Case(pattern: "**/*.{h,m}", path: "Sources/x.m", matches: true),
    Case(pattern: "**/*.{h,m}", path: "Sources/x.c", matches: false),
    Case(pattern: "{Sources,Tests}/**/*.swift", path: "Tests/a/B.swift", matches: true),
    Case(pattern: "*.{swift,{h,m}}", path: "x.h", matches: true),
    // Non-ASCII names.
    Case(pattern: "Résumé/*.md", path: "Résumé/a.md", matches: true),
    Case(pattern: "*é.md", path: "x/café.md", matches: true),
    Case(pattern: "\\*.md", path: "*.md", matches: true),
    Case(pattern: "\\*.md", path: "a.md", matches: false),
  ]

  @Test(arguments: cases)
  func matching(_ testCase: Case) throws {
    let glob = try Glob(testCase.pattern)
    #expect(glob.matches(testCase.path) == testCase.matches)
  }

  @Test(arguments: [
    ("", 0, "empty glob"),
    ("[abc", 0, "unclosed '[' in glob"),
    ("src/[a-", 4, "unclosed '[' in glob"),
    ("{a,b", 0, "unclosed '{' in glob"),
    ("a}", 1, "'}' without a matching '{' in glob"),
    ("a//b", 2, "empty path segment ('//') in glob"),
    ("a/***/b", 2, "'**' must be a whole path segment, as in '**/' or '/**'"),
    ("[z-a]", 1, "invalid range 'z-a' in glob class"),
    ("a\\", 1, "glob ends with '\\'"),
  ])
  func invalid(_ pattern: String, _ offset: Int, _ message: String) {
    #expect(throws: GlobSyntaxError(offset: offset, message: message)) { try Glob(pattern) }
  }

  @Test func braceExplosionIsRefused() {
    let pattern = String(repeating: "{a,b}", count: 12)
    #expect(throws: GlobSyntaxError.self) { try Glob(pattern) }
  }

  @Test func globListLastMatchWins() throws {
    let list = try GlobList(["**/*.swift", "!**/*.generated.swift", "Keep.generated.swift"])
    #expect(list.matches("A.swift"))
    #expect(!list.matches("x/B.generated.swift"))
    #expect(list.matches("Keep.generated.swift"))
    #expect(!list.matches("README.md"))
    #expect(GlobList.everything.matches("anything/at/all"))
  }

  @Test func onlyNegationsSelectTheRest() throws {
    let list = try GlobList(["!Vendor/**"])
    #expect(list.matches("Sources/A.swift"))
    #expect(!list.matches("Vendor/B.swift"))
  }

  @Test func negatedOffsetsCountTheBang() {
    #expect(throws: GlobSyntaxError(offset: 1, message: "unclosed '[' in glob")) {
      try GlobList(["![x"])
    }
  }
}
