import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats
@testable import CharterSupport

/// Reading what a writer wrote (as a person's hand-written files with the same text, since
/// readers skip Charter's own output) gives back every fragment: its text, and its scope —
/// natively, or in the scope note of its section when the format cannot state it.
@Suite struct FormatRoundTripTests {
  @Test(arguments: ComposeSamples.targets)
  func readingWhatWasWrittenGivesTheFragmentsBack(target: String) throws {
    let format = ComposeSamples.format(target)
    let outputs = format.write(ComposeSamples.fragments)
    let directory = try TemporaryDirectory()
    try ComposeSamples.writeAsPerson(outputs, to: directory)
    let read = format.read(RepositoryFiles(root: directory.url))

    #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
    #expect(read.rules.map(\.path).sorted() == outputs.map(\.path).sorted())
    for fragment in ComposeSamples.fragments {
      let holders = read.rules.filter {
        $0.body.contains("from \(fragment.sourcePath)") || $0.path.contains("/\(fragment.name).")
      }
      try #require(holders.count == 1, "\(fragment.name) is in \(holders.map(\.path))")
      let rule = holders[0]
      #expect(rule.body.contains(ComposeText.body(of: fragment)), "\(fragment.name)")
      let sameScope =
        ComposeSamples.scope(directory: rule.directory, activation: rule.activation)
        == ComposeSamples.scope(directory: fragment.directory, activation: fragment.activation)
      let noted = ComposeText.scopeDescription(fragment).map(rule.body.contains) ?? false
      #expect(sameScope || noted, "\(fragment.name) lost its scope in \(rule.path)")
    }
  }

  @Test(arguments: ComposeSamples.targets)
  func wholeFilesReadBackExactly(target: String) throws {
    let format = ComposeSamples.format(target)
    let outputs = format.write(ComposeSamples.fragments).filter { $0.ownership == .wholeFile }
    let directory = try TemporaryDirectory()
    try ComposeSamples.writeAsPerson(outputs, to: directory)
    let rules = format.read(RepositoryFiles(root: directory.url)).rules
    for rule in rules {
      let fragment = try #require(ComposeSamples.fragments.first { rule.path.contains("/\($0.name).") })
      #expect(rule.body.trimmingBlankLines() == ComposeText.body(of: fragment))
      #expect(
        ComposeSamples.scope(directory: rule.directory, activation: rule.activation)
          == ComposeSamples.scope(directory: fragment.directory, activation: fragment.activation))
      if target == "copilot" { #expect(rule.description == fragment.description) }
    }
    #expect(rules.count == outputs.count)
  }

  @Test(arguments: ComposeSamples.targets)
  func managedBlocksReadBackAsTheirFolder(target: String) throws {
    let format = ComposeSamples.format(target)
    let outputs = format.write(ComposeSamples.fragments).filter { $0.ownership == .managedBlock }
    let directory = try TemporaryDirectory()
    try ComposeSamples.writeAsPerson(outputs, to: directory)
    let rules = format.read(RepositoryFiles(root: directory.url)).rules.filter { rule in
      outputs.contains { $0.path == rule.path }
    }
    #expect(rules.count == outputs.count)
    for (rule, output) in zip(rules.sorted { $0.path < $1.path }, outputs.sorted { $0.path < $1.path }) {
      #expect(rule.body == output.content)
      #expect(rule.activation == .always)
      let folder = AgentRuleFile.directory(of: output.path)
      #expect(rule.directory == (format is any SingleFileFormat.Type || folder == ".github" ? "" : folder))
    }
  }

  @Test(arguments: ComposeSamples.targets)
  func generatedOutputIsNotReadAsASource(target: String) throws {
    let format = ComposeSamples.format(target)
    let directory = try TemporaryDirectory()
    for output in format.write(ComposeSamples.fragments) {
      try directory.write(
        output.path, output.ownership == .managedBlock ? managedBlock(output.content) : output.content)
    }
    let read = format.read(RepositoryFiles(root: directory.url))
    #expect(read.rules.isEmpty)
    #expect(read.diagnostics.isEmpty)
  }
}
