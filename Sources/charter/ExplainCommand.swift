import ArgumentParser
import CharterKit
import Foundation

/// `charter explain FILE`: which checks apply to a file, and which rule file each came from.
struct ExplainCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Show the checks in force for a file and where each came from.")

  @Argument(help: "The file to explain.")
  var file: String

  @Option(help: "The output's format.")
  var format: TextOrJSON = .text

  @OptionGroup var projectOptions: ProjectOptionGroup

  func run() async throws {
    let project = projectOptions.openProject()
    let url = URL(fileURLWithPath: file, relativeTo: projectOptions.workingDirectory)
    guard let path = RepositoryRoot.relativePath(of: url, to: project.root), !path.isEmpty else {
      throw UsageError("'\(file)' is not a file inside the repository at \(project.root.path)", command: Self.self)
    }
    var (report, ruleDiagnostics, moduleDiagnostics) = project.explainReport(for: path)
    Terminal.report(ruleDiagnostics, project: project)
    if ruleDiagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(2) }
    report.sourceFindings = await project.ruleSourceFindings(report.resolved.sources)
    Terminal.report(moduleDiagnostics, project: project)
    if format == .json {
      Terminal.standardOutput.write(report.json(), filteredBy: nil)
    } else {
      Terminal.standardOutput.write(report.text())
    }
  }
}
