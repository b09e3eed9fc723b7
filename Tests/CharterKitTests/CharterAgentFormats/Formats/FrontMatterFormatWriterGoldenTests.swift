import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats
@testable import CharterDocuments

/// Each format's files for ``FormatSamples/fragments``, one golden file per output path under
/// `Tests/Fixtures/Compose/Formats/<target>/`. Regenerate with
/// `scripts/update-goldens.sh --filter FormatWriterGoldenTests` and read every line.
@Suite struct FrontMatterFormatWriterGoldenTests {
  @Test(arguments: FormatSamples.targets)
  func goldenFiles(target: String) throws {
    let format = try #require(FormatSamples.formats[target])
    let outputs = format.write(FormatSamples.fragments)
    #expect(outputs.count == FormatSamples.fragments.count)
    for output in outputs {
      #expect(output.target == target)
      #expect(output.ownership == .wholeFile)
      try assertGolden(output.content, "Compose/Formats/\(target)/\(output.path)")
    }
    let folder = Fixtures.url("Compose/Formats/\(target)")
    let committed = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
      .filter { !Fixtures.isDirectory(folder.appendingPathComponent($0)) }
    #expect(Set(committed) == Set(outputs.map(\.path)), "stale or missing golden files for \(target)")
  }

  @Test(arguments: FormatSamples.targets)
  func outputIsDeterministicAndMarkedGenerated(target: String) throws {
    let format = try #require(FormatSamples.formats[target])
    let first = format.write(FormatSamples.fragments)
    #expect(first == format.write(FormatSamples.fragments))
    for output in first {
      #expect(GeneratedMarkers.isGeneratedFile(output.content), "\(output.path) lacks the generated header")
      #expect(output.content.hasSuffix("\n") && !output.content.hasSuffix("\n\n"))
    }
  }

  @Test func namesUsedInSeveralFoldersArePrefixed() {
    let fragments = [
      ComposeFragment(name: "style", sourcePath: ".charter/rules/style.md", body: "a"),
      ComposeFragment(
        name: "style", sourcePath: "Tests/Unit/.charter/rules/style.md", directory: "Tests/Unit", body: "b"),
      ComposeFragment(name: "Style", sourcePath: ".charter/rules/x.md", body: "c"),
      ComposeFragment(name: "a/b c", sourcePath: ".charter/rules/y.md", body: "d"),
      ComposeFragment(name: "..", sourcePath: ".charter/rules/z.md", body: "e"),
    ]
    #expect(
      CursorFormat.write(fragments).map(\.path) == [
        ".cursor/rules/style.mdc", ".cursor/rules/Tests-Unit-style.mdc", ".cursor/rules/Style-2.mdc",
        ".cursor/rules/a-b-c.mdc", ".cursor/rules/rule.mdc",
      ])
  }

  @Test(arguments: [
    ("*.swift", "", "**/*.swift"),
    ("*.swift", "Sources/App", "Sources/App/**/*.swift"),
    ("**/*.swift", "Tests", "Tests/**/*.swift"),
    ("Models/*.swift", "Sources", "Sources/Models/*.swift"),
    ("/Package.swift", "", "Package.swift"),
    ("/Package.swift", "Sub", "Sub/Package.swift"),
    ("Vendor/", "", "**/Vendor/**"),
    ("Generated/", "Sources", "Sources/**/Generated/**"),
    ("**", "Tests", "Tests/**"),
  ])
  func globsAreRootedAtTheRepository(pattern: String, folder: String, rooted: String) {
    #expect(FragmentScope.rooted(pattern, in: folder) == rooted)
  }

  @Test(arguments: [
    ("plain", "\"plain\""),
    ("say \"hi\"", "\"say \\\"hi\\\"\""),
    ("back\\slash", "\"back\\\\slash\""),
    ("two\nlines\ttab", "\"two\\nlines\\ttab\""),
    ("bell\u{7}", "\"bell\\x07\""),
    ("日本語 — ✅", "\"日本語 — ✅\""),
  ])
  func descriptionsAreQuotedAsYAMLReadsThem(text: String, quoted: String) throws {
    #expect(RuleFileWriter.quoted(text) == quoted)
    let node = try #require(try YAMLParser.parse("k: \(quoted)\n", path: "t.yml"))
    #expect(node["k"]?.string == text)
  }
}

extension Fixtures {
  static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
