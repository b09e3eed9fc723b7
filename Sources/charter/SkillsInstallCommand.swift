import ArgumentParser
import CharterKit
import Foundation

/// `charter skills install NAME|PATH`: copies a built-in or local skill into `.charter/skills`.
struct SkillsInstallCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "install",
    abstract: "Copy a built-in skill (by name) or a local skill folder into .charter/skills.",
    discussion:
      "Built-in skills: \(BuiltinSkills.names.joined(separator: ", ")). An existing folder is never overwritten.")

  @Argument(help: "A built-in skill's name, or the path of a skill folder.")
  var skill: String

  @OptionGroup var projectOptions: DirectoryOptionGroup

  func run() async throws {
    let project = projectOptions.openProject()
    let installer = SkillInstaller(root: project.root)
    let local = URL(fileURLWithPath: skill, relativeTo: projectOptions.workingDirectory).standardizedFileURL
    let isPath = skill.contains("/") || FileSystem.isDirectory(atPath: local.path)
    do {
      let lock = try ComposeLock.acquire(root: project.root)
      defer { withExtendedLifetime(lock) {} }
      var warnings: [String] = []
      let destination =
        isPath ? try installer.installFolder(local, warnings: &warnings) : try installer.installBuiltin(skill)
      for warning in warnings { Terminal.standardError.write("warning: \(warning)\n") }
      Terminal.standardOutput.write("installed \(destination)\n")
    } catch let error as DiagnosticsError {
      Terminal.report(error.diagnostics, project: project)
      throw ExitCode(2)
    } catch let error as SkillInstallError {
      Terminal.standardError.write("error: \(error.description)\n")
      switch error {
      case .unknownSkill, .notASkill, .writeFailed, .linkLeavesSkill: throw ExitCode(2)
      case .invalidSkill, .exists: throw ExitCode(1)
      }
    }
  }
}
