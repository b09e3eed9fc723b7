import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats
@testable import CharterSupport

/// Write fragments, remove the generated header (as if a person had copied the files by hand,
/// since readers skip generated files), read them back: the same activation with globs from
/// the root, the same description, the same text.
@Suite struct FrontMatterFormatRoundTripTests {
  static func roundTrip(_ target: String, _ fragments: [ComposeFragment]) throws -> [AgentRule] {
    let format = try #require(FormatSamples.formats[target])
    let repository = try TemporaryDirectory()
    for (output, fragment) in zip(format.write(fragments), fragments) {
      let header = GeneratedMarkers.header(source: fragment.sourcePath) + "\n"
      try repository.write(output.path, output.content.replacingOccurrences(of: header, with: ""))
    }
    let (rules, diagnostics) = format.read(RepositoryFiles(root: repository.url))
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    return rules
  }

  @Test(arguments: FormatSamples.targets)
  func samplesReadBack(target: String) throws {
    let rules = try Self.roundTrip(target, FormatSamples.fragments)
    #expect(rules.count == FormatSamples.fragments.count)
    for fragment in FormatSamples.fragments {
      let rule = try #require(rules.first { $0.name == RuleFileWriter.safe(fragment.name) }, "\(fragment.name)")
      let rooted = try #require(FormatSamples.rootedActivations[fragment.name])
      #expect(rule.activation == FormatSamples.expected(rooted, in: target), "\(target): \(fragment.name)")
      #expect(rule.body.trimmingBlankLines().hasSuffix(ComposeText.body(of: fragment)), "\(target): \(fragment.name)")
      #expect(rule.directory == "")
      if !FormatSamples.undescribedTargets.contains(target),
        fragment.activation != .manual || !["cursor", "continue"].contains(target)
      {
        #expect(rule.description == fragment.description, "\(target): \(fragment.name)")
      }
    }
  }

  /// What a format cannot state in front matter it states in the text.
  @Test func scopeNotesSurviveTheRoundTrip() throws {
    let fragments = [
      ComposeFragment(
        name: "web", sourcePath: "w.md", activation: .globs(["web/**", "!web/gen/**"]), body: "Use fetch."),
      ComposeFragment(
        name: "sql", sourcePath: "s.md", directory: "db", description: "SQL style", activation: .onRequest,
        body: "Uppercase keywords."),
    ]
    for target in FormatSamples.targets {
      let rules = try Self.roundTrip(target, fragments)
      let web = try #require(rules.first { $0.name == "web" })
      let sql = try #require(rules.first { $0.name == "sql" })
      #expect(web.body.contains("**Does not apply to files matching `web/gen/**`.**"), "\(target)")
      #expect(sql.body.contains("**Applies only to files in `db/`.**"), "\(target)")
    }
  }

  /// Descriptions with quotes, backslashes, colons and `#` come back unchanged from every
  /// format that has descriptions, whether its reader used YAML or the line-based fallback.
  @Test(
    arguments: ["cursor", "windsurf", "kiro", "devin", "antigravity", "augment", "continue"],
    [
      "Say \"hi\": then # leave", "C:\\path\\to", "日本語 — «ok» ✅", "ends with a colon:", "'single' quotes",
      "tab\there\u{7}", "two\nlines",
    ])
  func descriptionsReadBack(target: String, description: String) throws {
    let fragment = ComposeFragment(
      name: "d", sourcePath: "d.md", description: description, activation: .globs(["**/*.swift"]), body: "Text")
    let rules = try Self.roundTrip(target, [fragment])
    #expect(rules.map(\.description) == [description])
  }

  /// A description that forces the line-based reader (the unquoted glob) still reads back.
  @Test func cursorDescriptionWithUnquotedGlobsReadsBack() throws {
    let fragment = ComposeFragment(
      name: "d", sourcePath: "d.md", description: "Say \"hi\" — 日本", activation: .globs(["*.ts"]), body: "Text")
    let rules = try Self.roundTrip("cursor", [fragment])
    #expect(rules.map(\.description) == ["Say \"hi\" — 日本"])
    #expect(rules.map(\.activation) == [.globs(["**/*.ts"])])
  }
}
