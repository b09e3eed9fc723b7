import CharterProject
import CharterSupport
import Foundation

/// Installs and removes Charter's hook in an agent's settings file in the repository
/// (`charter hook install --agent NAME`), through ``AgentHookSettings``: other keys are never
/// lost, installing twice changes nothing, and uninstalling removes exactly what installing
/// added.
public struct AgentHookInstaller: Sendable {
  /// What happened.
  public enum Outcome: Equatable, Sendable {
    /// The hook was added.
    case installed
    /// The hook was already there.
    case alreadyInstalled
    /// The hook was removed; `deletedFile` when nothing else was left in the settings file.
    case removed(deletedFile: Bool)
    /// There was no hook of Charter's to remove.
    case notInstalled
  }

  /// The repository.
  public let project: Project
  /// The agent.
  public let agent: HookAgent

  /// An installer for `agent`'s settings in `project`.
  public init(project: Project, agent: HookAgent) {
    self.project = project
    self.agent = agent
  }

  /// Adds the hook.
  /// - Throws: ``DiagnosticsError`` at the settings file when it is not valid JSON or not
  ///   shaped as the agent documents, or cannot be read or written.
  public func install() throws(DiagnosticsError) -> Outcome {
    let (location, text) = try read()
    switch try edit({ () throws(AgentHookSettings.Failure) in try AgentHookSettings.installing(agent, into: text) }) {
    case .unchanged: return .alreadyInstalled
    case .write(let updated):
      try FileSystem.write(updated, to: location, displayPath: agent.settingsPath)
      return .installed
    case .delete: return .alreadyInstalled
    }
  }

  /// Removes the hook.
  /// - Throws: as ``install()``.
  public func uninstall() throws(DiagnosticsError) -> Outcome {
    let (location, text) = try read()
    switch try edit({ () throws(AgentHookSettings.Failure) in try AgentHookSettings.removing(agent, from: text) }) {
    case .unchanged: return .notInstalled
    case .write(let updated):
      try FileSystem.write(updated, to: location, displayPath: agent.settingsPath)
      return .removed(deletedFile: false)
    case .delete:
      do {
        try FileSystem.remove(atPath: location)
      } catch {
        throw failure("cannot delete the file: \(error.message)")
      }
      return .removed(deletedFile: true)
    }
  }

  private func read() throws(DiagnosticsError) -> (String, String?) {
    let location = try project.files.location(of: agent.settingsPath)
    guard FileSystem.exists(atPath: location) else { return (location, nil) }
    return (location, try FileSystem.text(atPath: location, displayPath: agent.settingsPath))
  }

  private func edit(_ body: () throws(AgentHookSettings.Failure) -> AgentHookSettings.Edit) throws(DiagnosticsError)
    -> AgentHookSettings.Edit
  {
    do {
      return try body()
    } catch {
      switch error {
      case .syntax(let error):
        throw failure(
          "the settings are not valid JSON: \(error.message)",
          at: SourcePosition(line: error.line, column: error.column))
      case .shape(let problem):
        throw failure("\(problem); Charter leaves the file as it is")
      }
    }
  }

  private func failure(_ message: String, at position: SourcePosition = SourcePosition(line: 1, column: 1))
    -> DiagnosticsError
  {
    DiagnosticsError([
      Diagnostic(path: agent.settingsPath, position: position, code: "agent-settings", message: message)
    ])
  }
}
