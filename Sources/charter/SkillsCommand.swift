import ArgumentParser
import CharterKit
import Foundation

/// `charter skills`: validate, list, catalogue and install Agent Skills.
struct SkillsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "skills",
    abstract: "Validate, list, catalogue and install skills (SKILL.md folders).",
    subcommands: [
      SkillsValidateCommand.self, SkillsListCommand.self, SkillsPromptCommand.self,
      SkillsInstallCommand.self,
    ])
}

/// The paths and flags `validate`, `list` and `prompt` share.
struct SkillPathOptions: ParsableArguments {
  @Argument(help: "Skill folders, SKILL.md files, or folders to search (default: the repository).")
  var paths: [String] = []

  @Option(name: .customLong("client"), help: "Accept the front-matter extension keys of this client.")
  var clients: [SkillClient] = []

  @OptionGroup var projectOptions: DirectoryOptionGroup

  /// Finds and validates the skills; exits 2 when a path does not exist or the config is wrong.
  func discover() throws -> (project: Project, set: SkillSet) {
    let project = projectOptions.openProject()
    let (discovery, problems) = SkillDiscovery.configured(
      for: project, clients: clients)
    let urls = paths.map { URL(fileURLWithPath: $0, relativeTo: projectOptions.workingDirectory).standardizedFileURL }
    let set = discovery.skills(at: urls)
    if let usage = UsageError.arguments(in: set.diagnostics, command: SkillsValidateCommand.self) { throw usage }
    if !problems.isEmpty {
      Terminal.report(problems, project: project)
      throw ExitCode(2)
    }
    return (project, set)
  }
}

/// `charter skills validate [PATH…]`: every problem in every skill, through the lint reporters.
struct SkillsValidateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate", abstract: "Check skills against the Agent Skills specification.")

  @OptionGroup var options: SkillPathOptions

  @Option(help: "The report's format.")
  var format: LintFormat = .text

  @Option(help: ArgumentHelp("Write the report to <file> (atomically) instead of standard output.", valueName: "file"))
  var output: String?

  func run() async throws {
    let (project, set) = try options.discover()
    let useColor = output == nil && Terminal.standardOutput.supportsColor
    let text = format.reporter(useColor: useColor).render(set.lintReport)
    if let output {
      var sanitizer = format.outputSanitizer()
      try options.projectOptions.commandLineFile(output, in: project).write(sanitizer?.filter(text) ?? text)
    } else {
      Terminal.standardOutput.write(text, filteredBy: format.outputSanitizer(useColor: useColor))
    }
    if set.hasErrors { throw ExitCode(1) }
  }
}

/// `charter skills list`: a table (or JSON) of the skills found, with their status.
struct SkillsListCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the skills found, valid or not.")

  @OptionGroup var options: SkillPathOptions

  @Option(help: "The output's format.")
  var format: TextOrJSON = .text

  func run() async throws {
    let (_, set) = try options.discover()
    switch format {
    case .text: Terminal.standardOutput.write(set.listTable)
    case .json: Terminal.standardOutput.write(set.listJSON.pretty, filteredBy: nil)
    }
  }
}

/// `charter skills prompt [PATH…]`: the `<available_skills>` block for a system prompt.
struct SkillsPromptCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "prompt",
    abstract: "Print the <available_skills> catalogue of the valid skills.")

  @OptionGroup var options: SkillPathOptions

  func run() async throws {
    let (_, set) = try options.discover()
    for skill in set.skills where !skill.isValid {
      let first = skill.diagnostics.first { $0.severity == .error }.map { ": \($0.message)" } ?? ""
      Terminal.standardError.write("warning: skipping invalid skill \(skill.path)\(first)\n")
    }
    for diagnostic in set.diagnostics {
      Terminal.standardError.write("warning: \(diagnostic.description)\n")
    }
    Terminal.standardOutput.write(SkillCatalog.prompt(set.skills.filter(\.isValid)))
  }
}
