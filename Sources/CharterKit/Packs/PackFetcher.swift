import CharterLint
import CharterProject
import CharterRules
import CharterSupport
import Foundation

/// Fetches git packs into the ``PackStore`` and writes `.charter/packs.lock`: what
/// `charter packs lock` and `charter packs fetch` do. The only code that reaches a pack's
/// repository: lint and compose read the store.
///
/// git runs without a shell, with the URL and revision after `--`, no hooks, no templates and no
/// `ext::` transport; nothing is checked out (no filters, no hooks): the pack's `*.md` blobs
/// are read with `git cat-file` and written as plain files. Links, submodules, hidden paths,
/// files over 1 MiB, text that is not UTF-8 and anything past 256 files are left out.
public struct PackFetcher: Sendable {
  /// The repository whose config names the packs.
  public let project: Project
  /// Where fetched packs are kept.
  public let store: PackStore

  /// A fetcher for `project`'s packs; `nil` when the environment names no cache folder.
  public init?(project: Project) {
    guard let store = PackStore(environment: project.options.environment) else { return nil }
    self.project = project
    self.store = store
  }

  /// The git packs the config names.
  public var gitPacks: [SharedPack] {
    project.config.sharedPacks.filter { if case .git = $0.source { true } else { false } }
  }

  /// Resolves each git pack's revision now, fetches it and returns the lock recording the
  /// commits (entries of packs the config no longer names are dropped).
  /// - Throws: ``DiagnosticsError`` at the pack's config entry when git fails or the pack holds
  ///   nothing usable.
  public func lock() throws(DiagnosticsError) -> PackLock {
    var lock = PackLock()
    for pack in gitPacks {
      guard case .git(let url, let rev) = pack.source else { continue }
      let commit = try resolve(pack, url: url, rev: rev)
      let (hash, count) = try materialize(pack, url: url, commit: commit)
      guard count > 0 else {
        throw Self.error(
          pack, "pack-empty",
          "pack '\(pack.name)' has no rule files (*.md) in '\(pack.folder.isEmpty ? "." : pack.folder)' at "
            + "\(commit.prefix(12)); check 'folder'")
      }
      lock.entries[pack.name] = PackLock.Entry(
        name: pack.name, url: url, rev: rev, folder: pack.folder, commit: commit, sha256: hash)
    }
    return lock
  }

  /// Makes sure the store holds every pack at the commit `lock` records. With `frozen`, also
  /// fails when a pack's revision now resolves to another commit (the upstream moved without
  /// a lock update) or the lock does not record a pack as the config names it.
  /// - Returns: the names of the packs fetched (those already in the store are not).
  public func fetch(_ lock: PackLock, frozen: Bool) throws(DiagnosticsError) -> [String] {
    var fetched: [String] = []
    for pack in gitPacks {
      guard case .git(let url, let rev) = pack.source else { continue }
      guard let entry = lock.entries[pack.name], entry.matches(pack) else {
        throw Self.error(
          pack, "pack-not-locked",
          "pack '\(pack.name)' is not in \(PackLock.path) as the config names it; run `charter packs lock`")
      }
      if frozen {
        let now = try resolve(pack, url: url, rev: rev)
        if now != entry.commit {
          throw Self.error(
            pack, DiagnosticCode.packMoved,
            "pack '\(pack.name)': '\(rev)' is now \(now.prefix(12)), the lock has \(entry.commit.prefix(12)); "
              + "run `charter packs lock` to take the new commit")
        }
      }
      if case .success = store.files(of: entry) { continue }
      _ = try resolve(pack, url: url, rev: entry.commit)
      let (hash, _) = try materialize(pack, url: url, commit: entry.commit)
      guard hash == entry.sha256, case .success = store.files(of: entry) else {
        throw Self.error(
          pack, "pack-changed",
          "pack '\(pack.name)' at \(entry.commit.prefix(12)) does not hold what the lock records; "
            + "run `charter packs lock` if the lock is out of date")
      }
      fetched.append(pack.name)
    }
    return fetched
  }

  // MARK: - git

  /// The bare repository the pack's objects are fetched into.
  private func repository(_ url: String) throws(DiagnosticsError) -> URL {
    let folder = store.root.appendingPathComponent(String(SHA256.hex(url).prefix(16)))
    let repository = folder.appendingPathComponent("repository.git")
    if !FileSystem.isDirectory(atPath: repository.path) {
      do {
        try FileSystem.createFolder(atPath: folder.path)
      } catch {
        throw DiagnosticsError([
          Diagnostic(
            path: store.root.path, position: SourcePosition(line: 1, column: 1), code: DiagnosticCode.unwritableFile,
            message: "cannot create the pack cache: \(error.message)")
        ])
      }
      try git(folder, ["init", "--bare", "--quiet", "--template=", repository.path], pack: nil)
    }
    return repository
  }

  /// Fetches `rev` of `url` and returns the commit it names.
  private func resolve(_ pack: SharedPack, url: String, rev: String) throws(DiagnosticsError) -> String {
    let repository = try repository(url)
    try git(repository, ["fetch", "--quiet", "--no-tags", "--", url, rev], pack: pack)
    let out = try git(repository, ["rev-parse", "--verify", "--end-of-options", "FETCH_HEAD^{commit}"], pack: pack)
    return String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Writes the pack's rule files at `commit` into the store; returns their hash and number.
  private func materialize(_ pack: SharedPack, url: String, commit: String) throws(DiagnosticsError) -> (
    hash: String, count: Int
  ) {
    let repository = try repository(url)
    var arguments = ["ls-tree", "-r", "-z", "--full-tree", commit]
    if !pack.folder.isEmpty { arguments += ["--", pack.folder + "/"] }
    let listing = try git(repository, arguments, pack: pack)
    var files: [(path: String, text: String)] = []
    for record in listing.split(separator: 0) where files.count < PackStore.maximumFiles {
      // "<mode> SP <type> SP <object> TAB <path>"
      guard let tab = record.firstIndex(of: 9) else { continue }
      let fields = String(decoding: record[..<tab], as: UTF8.self).split(separator: " ")
      let path = String(decoding: record[record.index(after: tab)...], as: UTF8.self)
      guard fields.count == 3, fields[0] == "100644" || fields[0] == "100755", fields[1] == "blob" else { continue }
      var relative = Substring(path)
      if !pack.folder.isEmpty { relative = relative.dropFirst(pack.folder.count + 1) }
      let parts = relative.split(separator: "/")
      guard relative.hasSuffix(".md"), !parts.contains(where: { $0.hasPrefix(".") || $0 == ".." }),
        !relative.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      else { continue }
      let blob = try git(repository, ["cat-file", "blob", String(fields[2])], pack: pack)
      guard blob.count <= PackStore.maximumFileSize, let text = String(validating: blob, as: UTF8.self) else { continue }
      files.append((String(relative), text))
    }
    let hash = PackStore.contentHash(files)
    let folder = store.folder(url: url, folder: pack.folder, commit: commit)
    let staging = folder.deletingLastPathComponent().appendingPathComponent(".staging-\(getpid())-\(commit)")
    // Written aside, then renamed into place: a folder is there whole or not at all.
    do throws(DiagnosticsError) {
      try? FileSystem.remove(atPath: staging.path)
      for file in files {
        let target = staging.appendingPathComponent(file.path)
        try Self.createFolder(target.deletingLastPathComponent().path)
        try FileSystem.write(file.text, to: target.path, displayPath: file.path)
      }
      try Self.createFolder(staging.path)
      try FileSystem.write(
        hash + "\n", to: staging.appendingPathComponent(PackStore.completeMarker).path,
        displayPath: PackStore.completeMarker)
      try? FileSystem.remove(atPath: folder.path)
      do {
        try FileSystem.rename(staging.path, to: folder.path)
      } catch {
        throw DiagnosticsError([
          Diagnostic(
            path: folder.path, position: SourcePosition(line: 1, column: 1), code: DiagnosticCode.unwritableFile,
            message: error.message)
        ])
      }
    } catch {
      try? FileSystem.remove(atPath: staging.path)
      throw Self.error(
        pack, DiagnosticCode.unwritableFile,
        "cannot write pack '\(pack.name)' into the cache: \(error.diagnostics.map(\.message).joined(separator: "; "))")
    }
    return (hash, files.count)
  }

  /// Runs git in `folder` with hooks, templates and command-running transports off.
  @discardableResult
  private func git(_ folder: URL, _ arguments: [String], pack: SharedPack?) throws(DiagnosticsError) -> [UInt8] {
    let hardened = ["-c", "core.hooksPath=/dev/null", "-c", "protocol.ext.allow=never", "-c", "core.fsmonitor=false"]
    do {
      return try Git(workTree: folder, environment: project.options.environment, isolated: true)
        .run(hardened + arguments)
    } catch {
      let message = "git failed for pack '\(pack?.name ?? "")': \(error.description)"
      if let pack { throw Self.error(pack, "pack-fetch-failed", message) }
      throw DiagnosticsError([
        Diagnostic(
          path: store.root.path, position: SourcePosition(line: 1, column: 1), code: "pack-fetch-failed",
          message: message)
      ])
    }
  }

  private static func createFolder(_ path: String) throws(DiagnosticsError) {
    do {
      try FileSystem.createFolder(atPath: path)
    } catch {
      throw DiagnosticsError([
        Diagnostic(path: path, position: SourcePosition(line: 1, column: 1), code: DiagnosticCode.unwritableFile, message: error.message)
      ])
    }
  }

  private static func error(_ pack: SharedPack, _ code: String, _ message: String) -> DiagnosticsError {
    DiagnosticsError([Diagnostic(path: ProjectConfig.path, position: pack.position, code: code, message: message)])
  }
}
