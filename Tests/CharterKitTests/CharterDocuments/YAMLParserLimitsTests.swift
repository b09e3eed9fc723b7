import Testing

@testable import CharterKit
@testable import CharterDocuments
@testable import CharterSupport

/// The bounds on nesting, alias expansion and size hold exactly, and huge input stays linear.
@Suite struct YAMLParserLimitsTests {
  @Test func nestingAtTheLimitIsAccepted() throws {
    let node = try #require(
      try YAMLParser.parse(HostileYAML.balancedFlowSequences(256), path: "a.yml"))
    var depth = 0
    var current: YAMLNode? = node
    while let items = current?.sequence {
      depth += 1
      current = items.first
    }
    #expect(depth == 256)
    #expect(current?.scalar == "x")
  }

  @Test func nestingOneBeyondTheLimitIsRefused() throws {
    let error = try #require(throws: DiagnosticsError.self) {
      try YAMLParser.parse(HostileYAML.balancedFlowSequences(257), path: "a.yml")
    }
    #expect(error.diagnostics.map(\.code) == ["yaml-depth-limit"])
    #expect(error.diagnostics.first?.position == SourcePosition(line: 1, column: 257))
  }

  @Test func customDepthLimit() throws {
    var limits = YAMLParser.Limits()
    limits.maxDepth = 2
    #expect(try YAMLParser.parse("a: [1]\n", path: "a.yml", limits: limits) != nil)
    let error = try #require(throws: DiagnosticsError.self) {
      try YAMLParser.parse("a: {b: [1]}\n", path: "a.yml", limits: limits)
    }
    #expect(error.diagnostics.first?.position == SourcePosition(line: 1, column: 8))
  }

  @Test func aliasCopiesCountTowardsTheDepthLimit() throws {
    var limits = YAMLParser.Limits()
    limits.maxDepth = 3
    let text = "a: &a [[1]]\nb: [*a]\n"
    let error = try #require(throws: DiagnosticsError.self) {
      try YAMLParser.parse(text, path: "a.yml", limits: limits)
    }
    #expect(error.diagnostics.map(\.code) == ["yaml-depth-limit"])
    #expect(error.diagnostics.first?.position == SourcePosition(line: 2, column: 5))
  }

  @Test func aliasExpansionUpToTheLimitIsAccepted() throws {
    var limits = YAMLParser.Limits()
    limits.maxAliasExpansion = 8  // each *a adds the list and its three items
    let accepted = try #require(
      try YAMLParser.parse("a: &a [1, 2, 3]\nb: [*a, *a]\n", path: "a.yml", limits: limits))
    #expect(accepted["b"]?.sequence?.count == 2)
    #expect(accepted["b"]?.sequence?[1].position == SourcePosition(line: 2, column: 9))
    let error = try #require(throws: DiagnosticsError.self) {
      try YAMLParser.parse("a: &a [1, 2, 3]\nb: [*a, *a, *a]\n", path: "a.yml", limits: limits)
    }
    #expect(error.diagnostics.map(\.code) == ["yaml-alias-limit"])
    #expect(error.diagnostics.first?.position == SourcePosition(line: 2, column: 13))
  }

  @Test(.timeLimit(.minutes(1)), arguments: ["plain", "double-quoted", "literal"])
  func twoMegabyteScalar(_ style: String) throws {
    let size = 2 * 1024 * 1024
    let body = String(repeating: "abcdefgh", count: size / 8)
    let text: String
    switch style {
    case "plain": text = "big: \(body)\nnext: 1\n"
    case "double-quoted": text = "big: \"\(body)\"\nnext: 1\n"
    default: text = "big: |\n  \(body)\nnext: 1\n"
    }
    let node = try #require(try YAMLParser.parse(text, path: "a.yml"))
    let big = try #require(node["big"]?.scalar)
    #expect(big.utf8.count == (style == "literal" ? size + 1 : size))
    #expect(big.hasPrefix(body))
    #expect(node["next"]?.int == 1)
    #expect(node["next"]?.position == SourcePosition(line: style == "literal" ? 3 : 2, column: 7))
  }
}
