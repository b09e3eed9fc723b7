import ArgumentParser
import CharterKit
import Foundation

/// `charter lint [PATH…]`: checks the code against the rules in force for each file.
struct LintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check files against the conventions the rules declare.")

  @Argument(help: "Files or folders to check (default: the whole repository).")
  var paths: [String] = []

  @Option(help: "Output format: \(LintReporters.names.joined(separator: ", ")).")
  var format: String = "text"

  @Option(help: "Write the report to <output> (atomically) instead of standard output.")
  var output: String?

  @Flag(help: "Fail on findings of any severity, not only errors.")
  var strict = false

  @Option(help: "How many files to check at once (default: the number of cores).")
  var jobs: Int?

  @OptionGroup var projectOptions: ProjectOptionGroup

  func validate() throws {
    guard LintReporters.names.contains(format) else {
      throw ValidationError("unknown format '\(format)'; expected one of \(LintReporters.names.joined(separator: ", "))")
    }
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
  }

  /// Shows `checked N of M files` on the terminal for runs of more than a few hundred files.
  @Sendable static func showProgress(done: Int, total: Int) {
    guard total > 300 else { return }
    Terminal.standardError.write("\u{1B}[2K\rchecked \(done) of \(total) files")
  }

  func run() async throws {
    let project = projectOptions.openProject()
    var relative: [String] = []
    for path in paths {
      let url = URL(fileURLWithPath: path, relativeTo: projectOptions.workingDirectory)
      guard let inside = RepositoryRoot.relativePath(of: url, to: project.root) else {
        Terminal.standardError.write("error: \(path) is outside the repository at \(project.root.path)\n")
        throw ExitCode(2)
      }
      relative.append(inside)
    }
    let report: LintReport
    do {
      report = try await Linter(project: project).lint(
        paths: relative,
        options: LintOptions(
          jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
          progress: Terminal.standardError.isTerminal ? Self.showProgress : nil))
      if Terminal.standardError.isTerminal { Terminal.standardError.write("\u{1B}[2K\r") }
    } catch let error as DiagnosticsError {
      Terminal.report(error.diagnostics, project: project)
      throw ExitCode(2)
    }
    Terminal.report(report.diagnostics, project: project)
    let useColor = output == nil && Terminal.standardOutput.supportsColor
    let text = LintReporters.named(format, useColor: useColor)!.render(report)
    if let output {
      let url = URL(fileURLWithPath: output, relativeTo: projectOptions.workingDirectory)
      do {
        try AtomicFile.write(text, to: url, displayPath: output)
      } catch let error as DiagnosticsError {
        Terminal.standardError.write(error.description + "\n")
        throw ExitCode(2)
      }
    } else {
      Terminal.standardOutput.write(text)
    }
    if report.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(2) }
    let failing = report.findings.contains { strict ? $0.severity != .info : $0.severity == .error }
    if failing { throw ExitCode(1) }
  }
}
