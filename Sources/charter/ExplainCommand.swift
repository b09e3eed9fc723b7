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
    let set = project.ruleFiles(governing: path)
    Terminal.report(set.diagnostics, project: project)
    if set.hasErrors { throw ExitCode(2) }
    var report = ExplainReport(
      TeamSettings(project: project).applying(to: RuleResolver.resolve(path: path, files: set.files)),
      generated: project.generatedCodeReason(for: path), lintsGeneratedCode: project.config.lintsGeneratedCode)
    if path.hasSuffix(".swift") {
      report.module = project.modules.module(for: path)
      Terminal.report(project.modules.diagnostics, project: project)
    }
    Terminal.standardOutput.write(format == .json ? report.json() : report.text())
  }
}
