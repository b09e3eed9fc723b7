import ArgumentParser
import CharterKit

/// `charter rules`: every rule source in the repository, and every problem in them.
struct RulesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "List every rule source and report problems in rule files.")

  @Option(help: "The output's format.")
  var format: TextOrJSON = .text

  @OptionGroup var projectOptions: ProjectOptionGroup

  func run() async throws {
    let project = projectOptions.openProject()
    let set = project.allRuleFiles()
    let report = RulesReport(set)
    if format == .json {
      Terminal.standardOutput.write(report.json(), filteredBy: nil)
    } else {
      Terminal.report(set.diagnostics, project: project)
      Terminal.standardOutput.write(report.text())
    }
    if set.hasErrors { throw ExitCode(2) }
  }
}
