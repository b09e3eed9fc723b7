import Testing

@testable import CharterKit
@testable import CharterSupport

@Suite struct GitignoreRulesTests {
  /// Whether `path` is ignored by one root `.gitignore`, counting ignored folders above it,
  /// which is what the walk does by never entering them.
  static func isIgnored(_ rules: GitignoreRules, _ path: String, isDirectory: Bool) -> Bool {
    let components = path.split(separator: "/")
    for depth in components.indices.dropLast() {
      let folder = components[...depth].joined(separator: "/")
      if rules.isIgnored(folder, isDirectory: true) == true { return true }
    }
    return rules.isIgnored(path, isDirectory: isDirectory) ?? false
  }

  @Test(arguments: GitignoreCase.all)
  func table(_ testCase: GitignoreCase) {
    let rules = GitignoreRules(parsing: testCase.gitignore)
    #expect(Self.isIgnored(rules, testCase.path, isDirectory: testCase.isDirectory) == testCase.ignored)
  }

  @Test func parsingKeepsLinesFlagsAndText() {
    let rules = GitignoreRules(parsing: "\u{FEFF}# header\n\n!/Build/  \nlogs/\r\n\\#x\n", base: "Sub")
    #expect(rules.patterns.map(\.line) == [3, 4, 5])
    #expect(rules.patterns.map(\.text) == ["!/Build/", "logs/", "\\#x"])
    #expect(rules.patterns.map(\.negated) == [true, false, false])
    #expect(rules.patterns.map(\.directoryOnly) == [true, true, false])
    #expect(rules.patterns.map(\.matchesBasename) == [false, true, true])
  }

  @Test func patternsWithoutEffectAreDropped() {
    let rules = GitignoreRules(parsing: "/\n!\n   \n#x\n")
    #expect(rules.isEmpty)
  }

  @Test func rulesApplyOnlyBelowTheirFolder() {
    let rules = GitignoreRules(parsing: "/gen\n*.tmp\n", base: "Sources/App")
    #expect(rules.isIgnored("Sources/App/gen", isDirectory: true) == true)
    #expect(rules.isIgnored("Sources/App/x/gen", isDirectory: true) == nil)
    #expect(rules.isIgnored("Sources/App/x/a.tmp", isDirectory: false) == true)
    #expect(rules.isIgnored("Sources/a.tmp", isDirectory: false) == nil)
    #expect(rules.isIgnored("Sources/AppKit/a.tmp", isDirectory: false) == nil)
    #expect(rules.isIgnored("Sources/App", isDirectory: true) == nil)
  }

  @Test func lastMatchNamesTheDecidingLine() {
    let rules = GitignoreRules(parsing: "*.log\n!keep.log\n")
    #expect(rules.lastMatch(for: "keep.log", isDirectory: false)?.line == 2)
    #expect(rules.lastMatch(for: "a.log", isDirectory: false)?.line == 1)
    #expect(rules.lastMatch(for: "a.txt", isDirectory: false) == nil)
  }

  @Test func invalidUTF8PatternsMatchByBytes() {
    let rules = GitignoreRules(parsing: [0x66, 0xFF, 0x0A, 0x2A, 0xFE] as [UInt8])
    let ignored = [UInt8]([0x61, 0x2F, 0x66, 0xFF]).withUnsafeBufferPointer {
      rules.lastMatch(forRootRelative: $0, isDirectory: false)
    }
    #expect(ignored?.line == 1)
    let suffix = [UInt8]([0x78, 0xFE]).withUnsafeBufferPointer {
      rules.lastMatch(forRootRelative: $0, isDirectory: false)
    }
    #expect(suffix?.line == 2)
  }
}
