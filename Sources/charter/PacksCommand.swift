import ArgumentParser
import CharterKit
import Foundation

/// `charter packs`: lock and fetch the git packs the config names.
struct PacksCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "packs",
    abstract: "Lock and fetch the shared packs of rule files the config names.",
    discussion: """
      A `packs:` entry with `git:` and `rev:` names rule files kept in another repository. \
      `charter packs lock` resolves each revision, fetches it into the pack cache \
      ($XDG_CACHE_HOME/charter/packs) and records the commit and a hash of the files in \
      .charter/packs.lock; lint and compose use exactly that commit, from the cache, and never \
      reach the network. In CI run `charter packs fetch --frozen` before them.
      """,
    subcommands: [PacksLockCommand.self, PacksFetchCommand.self])
}

/// `charter packs lock`: resolve every git pack's revision now and record it.
struct PacksLockCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lock", abstract: "Resolve each git pack's revision, fetch it and write .charter/packs.lock.")

  @OptionGroup var projectOptions: DirectoryOptionGroup

  func run() async throws {
    let (project, fetcher) = try PacksCommand.open(projectOptions)
    do {
      let lock = try fetcher.lock()
      try project.files.write(lock.text, to: PackLock.path)
      for name in lock.entries.keys.sorted() {
        guard let entry = lock.entries[name] else { continue }
        Terminal.standardOutput.write("locked \(name) at \(entry.commit.prefix(12)) (\(entry.rev))\n")
      }
      Terminal.standardOutput.write("wrote \(PackLock.path) (\(lock.entries.count) packs)\n")
    } catch {
      Terminal.report(error.diagnostics, project: project)
      throw ExitCode(2)
    }
  }
}

/// `charter packs fetch`: fetch the commits the lock records.
struct PacksFetchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fetch", abstract: "Fetch every git pack at the commit .charter/packs.lock records.")

  @Flag(help: "Also fail when a pack's revision has moved since it was locked (for CI).")
  var frozen = false

  @OptionGroup var projectOptions: DirectoryOptionGroup

  func run() async throws {
    let (project, fetcher) = try PacksCommand.open(projectOptions)
    do {
      let lock = try project.packLock() ?? PackLock()
      let fetched = try fetcher.fetch(lock, frozen: frozen)
      Terminal.standardOutput.write(
        "packs: \(fetched.count) fetched, \(fetcher.gitPacks.count - fetched.count) already in the cache\n")
    } catch {
      Terminal.report(error.diagnostics, project: project)
      throw ExitCode(frozen && error.diagnostics.contains { $0.code == DiagnosticCode.packMoved } ? 1 : 2)
    }
  }
}

extension PacksCommand {
  /// The project and a fetcher for it; exits 2 on an invalid config or without a cache folder.
  static func open(_ options: DirectoryOptionGroup) throws -> (Project, PackFetcher) {
    let project = options.openProject()
    let errors = project.configDiagnostics.filter { $0.severity == .error }
    if !errors.isEmpty {
      Terminal.report(errors, project: project)
      throw ExitCode(2)
    }
    guard let fetcher = PackFetcher(project: project) else {
      throw ValidationError("packs need a cache folder: set HOME or XDG_CACHE_HOME")
    }
    return (project, fetcher)
  }
}
