import ArgumentParser
import CharterKit

/// `charter test`: every WRONG example in the rule files triggers a check, every RIGHT one none.
struct TestCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Check that rule files' WRONG examples trigger their checks and RIGHT examples don't.")

  @Argument(help: "Rule files or folders to test (default: every rule source of the repository).")
  var paths: [String] = []

  @Flag(name: .customLong("builtin-packs"), help: "Also test the built-in packs embedded in charter.")
  var builtinPacks = false

  @Option(help: "The output's format.")
  var format: TextOrJSON = .text

  @Flag(name: .shortAndLong, help: "Print only the failing examples, without the summary.")
  var quiet = false

  @OptionGroup var projectOptions: DirectoryOptionGroup

  func run() async throws {
    let project = projectOptions.openProject()
    let set = project.exampleSources(paths, relativeTo: projectOptions.workingDirectory, builtinPacks: builtinPacks)
    if let usage = UsageError.arguments(in: set.diagnostics, command: Self.self) { throw usage }
    let report = ExampleReport(testing: set)
    // Problems in rule files go to standard error in both formats, as for `lint`.
    Terminal.report(set.diagnostics, project: project)
    if format == .json {
      Terminal.standardOutput.write(report.json(), filteredBy: nil)
    } else {
      Terminal.standardOutput.write(report.text(quiet: quiet))
    }
    if set.hasErrors { throw ExitCode(2) }
    if !report.passed { throw ExitCode(1) }
  }
}
