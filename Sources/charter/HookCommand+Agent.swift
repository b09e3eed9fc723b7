import ArgumentParser
import CharterKit
import Foundation

/// `charter hook install --agent NAME` and `hook uninstall --agent NAME`.
extension HookCommand {
  static func installAgentHook(_ agent: HookAgent, in project: Project) throws {
    switch try settingsChange(project: project, { try AgentHookInstaller(project: project, agent: agent).install() }) {
    case .installed:
      Terminal.standardOutput.write("added to \(agent.settingsPath): after each file the agent writes, `\(agent.command)`\n")
    default:
      Terminal.standardOutput.write("\(agent.settingsPath) already runs `\(agent.command)`\n")
    }
    if let warning = HookCommandLookup.warning() { Terminal.standardError.write(warning) }
  }

  static func uninstallAgentHook(_ agent: HookAgent, in project: Project) throws {
    switch try settingsChange(project: project, { try AgentHookInstaller(project: project, agent: agent).uninstall() }) {
    case .removed(let deleted):
      Terminal.standardOutput.write(
        deleted
          ? "removed \(agent.settingsPath), which held nothing but Charter's hook\n"
          : "removed Charter's hook from \(agent.settingsPath)\n")
    default:
      Terminal.standardOutput.write("no hook of Charter's in \(agent.settingsPath)\n")
    }
  }

  private static func settingsChange(
    project: Project, _ body: () throws -> AgentHookInstaller.Outcome
  ) throws -> AgentHookInstaller.Outcome {
    do {
      return try body()
    } catch let error as DiagnosticsError {
      Terminal.report(error.diagnostics, project: project)
      throw ExitCode(2)
    }
  }
}
