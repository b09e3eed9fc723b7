import ArgumentParser
import CharterKit
import Foundation

extension HookAgent: ExpressibleByArgument {}

/// `charter lint --stdin-filename PATH` and `charter lint --agent-hook AGENT`: one file, its
/// content from standard input or named by an agent's hook input.
extension LintCommand {
  /// Options that go with neither mode: both check exactly one file.
  func validateSingleFileModes() throws {
    guard let mode = agentHook != nil ? "--agent-hook" : stdinFilename != nil ? "--stdin-filename" : nil else { return }
    if agentHook != nil && stdinFilename != nil {
      throw ValidationError("--agent-hook and --stdin-filename cannot be used together")
    }
    let conflicting: [(Bool, String)] = [
      (!paths.isEmpty, "paths"), (staged, "--staged"), (changedSince != nil, "--changed-since"), (fix, "--fix"),
      (baseline != nil, "--baseline"), (writeBaseline != nil, "--write-baseline"),
    ]
    if let (_, name) = conflicting.first(where: \.0) {
      throw ValidationError("\(mode) checks one file; it does not go with \(name)")
    }
  }

  /// Lints standard input as the file `name` and reports as `charter lint` does.
  func lintStandardInput(as name: String) async throws {
    let project = projectOptions.openProject()
    let path: String
    do {
      path = try project.requestedFile(name, relativeTo: projectOptions.workingDirectory, presence: .mayBeMissing)
    } catch {
      throw UsageError(error.description, command: Self.self)
    }
    let content = Array(FileHandle.standardInput.readDataToEndOfFile())
    let report = try await lintOneFile(path, content: content, project: project).report
    Terminal.report(report.diagnostics, project: project)
    let useColor = output == nil && Terminal.standardOutput.supportsColor
    try writeReport(report, with: format.reporter(useColor: useColor, quiet: quiet), project: project, useColor: useColor)
    if report.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(2) }
    if report.findings.contains(where: { strict ? $0.severity != .info : $0.severity == .error }) { throw ExitCode(1) }
  }

  /// Reads `agent`'s hook input, lints the file its tool wrote, and exits 2 with the findings
  /// on standard error — which the agent is shown — or 0 silently. A file outside the
  /// repository, or gone, is none of Charter's business: 0. Input that is not the hook's is
  /// reported and exits 1, which the agents show the person, not the model.
  func runAgentHook(_ agent: HookAgent) async throws {
    let input: AgentHookInput
    do {
      input = try AgentHookInput(Array(FileHandle.standardInput.readDataToEndOfFile()))
    } catch {
      Terminal.standardError.write("charter: \(error)\n")
      throw ExitCode(1)
    }
    guard let filePath = input.filePath else { return }
    let base =
      projectOptions.location.directory == nil
      ? input.workingDirectory.map { URL(fileURLWithPath: $0) } ?? projectOptions.workingDirectory
      : projectOptions.workingDirectory
    let project = Project(
      enclosing: base,
      options: ProjectOptions(useUserRules: !projectOptions.noUserRules, environment: ProcessInfo.processInfo.environment))
    guard let path = try? project.requestedFile(filePath, relativeTo: base) else { return }
    let report = try await lintOneFile(path, content: nil, project: project).report
    let findings = report.findings.filter { $0.severity != .info }
    guard !findings.isEmpty else { return }
    var shown = report
    shown.findings = findings
    shown.diagnostics = []
    Terminal.standardError.write(
      "charter: \(path) does not follow this repository's rules; fix these findings "
        + "(`charter explain \(path)` says where each rule comes from):\n"
        + TextReporter(useColor: false, quiet: true).render(shown))
    throw ExitCode(2)
  }

  /// Lints one file, turning a request error into the command line's message and exit 2.
  private func lintOneFile(_ path: String, content: [UInt8]?, project: Project) async throws -> Linter.SingleFileResult {
    do {
      var result = try await Linter(project: project).lint(file: path, content: content)
      if format == .sarif { result.report.quoteRuleExamples() }
      return result
    } catch .invalidRules(let diagnostics) {
      Terminal.report(diagnostics, project: project)
      throw ExitCode(2)
    } catch {
      Terminal.standardError.write("error: \(error)\n")
      throw ExitCode(2)
    }
  }
}
