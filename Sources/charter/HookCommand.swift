import ArgumentParser
import CharterKit
import Foundation

/// `charter hook install | uninstall`: the git pre-commit hook.
struct HookCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hook",
    abstract: "Install or remove the git pre-commit hook, or an agent's hook that lints each file it writes.",
    subcommands: [Install.self, Uninstall.self])

  /// `charter hook install`.
  struct Install: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write the pre-commit hook, chaining any hook already there; or, with --agent, the agent's hook.")

    @Option(help: ArgumentHelp("Add the hook to <agent>'s settings in the repository instead.", valueName: "agent"))
    var agent: HookAgent?

    @OptionGroup var projectOptions: DirectoryOptionGroup

    func run() async throws {
      let project = projectOptions.openProject()
      if let agent { return try HookCommand.installAgentHook(agent, in: project) }
      let hook = try HookCommand.hook(in: project)
      // The binary running now is the hook's fallback when no `charter` is on PATH.
      let binary = Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? CommandLine.arguments[0]
      let script = PreCommitHook.script(fallback: binary, composeCheck: !project.config.targets.isEmpty)
      let shown = HookCommand.display(hook.hookFile, project: project)
      switch try HookCommand.perform({ () throws(HookError) in try hook.install(script: script) }) {
      case .installed(let chained):
        let kept =
          chained
          ? "; the hook that was there runs first, kept as \(HookCommand.display(hook.chainedFile, project: project))"
          : ""
        Terminal.standardOutput.write("installed \(shown)\(kept)\n")
      case .updated: Terminal.standardOutput.write("updated \(shown)\n")
      case .unchanged: Terminal.standardOutput.write("\(shown) is already installed\n")
      }
    }
  }

  /// `charter hook uninstall`.
  struct Uninstall: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Remove the pre-commit hook and restore the hook it chained; or, with --agent, the agent's hook.")

    @Option(help: ArgumentHelp("Remove the hook from <agent>'s settings in the repository instead.", valueName: "agent"))
    var agent: HookAgent?

    @OptionGroup var projectOptions: DirectoryOptionGroup

    func run() async throws {
      let project = projectOptions.openProject()
      if let agent { return try HookCommand.uninstallAgentHook(agent, in: project) }
      let hook = try HookCommand.hook(in: project)
      let shown = HookCommand.display(hook.hookFile, project: project)
      switch try HookCommand.perform({ () throws(HookError) in try hook.uninstall() }) {
      case .removed(let restored):
        Terminal.standardOutput.write("removed \(shown)\(restored ? "; restored the hook it chained" : "")\n")
      case .notInstalled: Terminal.standardOutput.write("no pre-commit hook to remove\n")
      }
    }
  }

  static func hook(in project: Project) throws -> PreCommitHook {
    do {
      return try PreCommitHook(git: Git(workTree: project.root))
    } catch {
      Terminal.standardError.write("error: \(error)\n")
      throw ExitCode(2)
    }
  }

  static func perform<T>(_ body: () throws(HookError) -> T) throws -> T {
    do {
      return try body()
    } catch {
      Terminal.standardError.write("error: \(error)\n")
      throw ExitCode(error.isRefusal ? 1 : 2)
    }
  }

  static func display(_ url: URL, project: Project) -> String {
    RepositoryRoot.relativePath(of: url, to: project.root) ?? url.path
  }
}

extension HookError {
  /// Whether Charter refused to touch someone else's file, rather than failing to.
  fileprivate var isRefusal: Bool {
    if case .io = self { return false }
    return true
  }
}
