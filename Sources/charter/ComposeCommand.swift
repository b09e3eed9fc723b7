import ArgumentParser
import CharterKit
import Foundation

/// `charter compose`: writes every configured agent's native files from `.charter/rules`.
struct ComposeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compose",
    abstract: "Write every agent's rule files from .charter/rules.",
    discussion: """
      Single-file targets get a managed block between marker comments; everything outside it \
      is kept byte for byte. Whole generated files are recorded in .charter/generated.json; a \
      generated file edited by hand is not overwritten without --force, and a file compose did \
      not write is never overwritten. `charter lint` and `charter test` leave out what compose \
      wrote: its source fragment is where a fix belongs.
      """)

  @Flag(help: "Change nothing; exit 1 and list every stale, missing, hand-edited or orphaned file.")
  var check = false

  @Flag(name: .customLong("dry-run"), help: "Change nothing; print what compose would write as a patch for git apply.")
  var dryRun = false

  @Flag(help: "Overwrite generated files edited by hand, and delete edited orphans.")
  var force = false

  @Option(
    name: .customLong("target"), parsing: .upToNextOption,
    help: ArgumentHelp("Compose only these targets (default: the config's targets).", valueName: "target"))
  var targets: [TargetName] = []

  @Flag(name: .shortAndLong, help: "Print only problems and refusals, not what was written.")
  var quiet = false

  @Flag(
    help: ArgumentHelp(
      "Write your rules for every repository (~/.config/charter/rules) into each installed agent's home file "
        + "(~/.claude/CLAUDE.md, ~/.codex/AGENTS.md …) instead of this repository's files."))
  var global = false

  @OptionGroup var projectOptions: DirectoryOptionGroup

  func run() async throws {
    let environment = ProcessInfo.processInfo.environment
    let composer: Composer
    if global {
      guard let home = environment["HOME"], home.hasPrefix("/") else {
        throw ValidationError("--global needs HOME, the folder the agents' home files are in")
      }
      composer = Composer.global(home: URL(fileURLWithPath: home), environment: environment)
    } else {
      composer = Composer(project: projectOptions.openProject())
    }
    let project = composer.project
    // Writing runs one at a time, planning included, so that the plan is still true when it
    // is carried out.
    var lock: ComposeLock?
    let configErrors = global ? [] : project.configDiagnostics.filter { $0.severity == .error }
    if !configErrors.isEmpty {
      Terminal.report(configErrors, project: project)
      throw ExitCode(2)
    }
    if !check && !dryRun {
      do {
        lock = try ComposeLock.acquire(
          root: project.root,
          path: global
            ? composer.manifestPath.replacingOccurrences(of: "generated.json", with: "compose.lock")
            : ComposeLock.path)
      } catch {
        Terminal.report(error.diagnostics, project: project)
        throw ExitCode(2)
      }
    }
    defer { withExtendedLifetime(lock) {} }
    let plan: ComposePlan
    do {
      let requested = targets.isEmpty ? nil : targets.map(\.name)
      plan = try global ? composer.planGlobal(targets: requested) : composer.plan(targets: requested)
    } catch {
      // Compose's only arguments are options (`--target`): a refused file is a file's error,
      // reported at the file, not a usage mistake.
      let options = error.diagnostics.filter { $0.path.hasPrefix("--") }
      if let usage = UsageError.arguments(in: options, command: Self.self) { throw usage }
      Terminal.report(error.diagnostics, project: project)
      throw ExitCode(2)
    }
    Terminal.report(plan.warnings, project: project)
    if check {
      Terminal.standardOutput.write(ComposeReport.check(plan))
      if !plan.drift.isEmpty { throw ExitCode(1) }
    } else if dryRun {
      Terminal.standardOutput.write(ComposeReport.dryRun(plan))
    } else {
      let outcome: Composer.Outcome
      do {
        outcome = try composer.apply(plan, force: force)
      } catch {
        Terminal.report(error.diagnostics, project: project)
        throw ExitCode(2)
      }
      Terminal.standardOutput.write(ComposeReport.applied(plan, outcome, quiet: quiet))
      if !outcome.removedTemporaries.isEmpty {
        Terminal.standardOutput.write(
          "removed \(outcome.removedTemporaries.count) temporary file(s) left by an interrupted run: "
            + outcome.removedTemporaries.joined(separator: ", ") + "\n")
      }
      if !outcome.refused.isEmpty { throw ExitCode(1) }
    }
  }
}
