import CharterAgentFormats
import CharterSupport
import Foundation

extension Composer {
  /// What applying a plan did.
  public struct Outcome: Sendable {
    /// Paths written (created or updated).
    public var written: [String] = []
    /// Paths deleted (orphans compose created).
    public var deleted: [String] = []
    /// Items left alone because acting on them needs `--force` or is never allowed.
    public var refused: [ComposeItem] = []
    /// Temporary files a killed run left in the folders compose writes, now removed.
    public var removedTemporaries: [String] = []
  }

  /// Carries out `plan`: writes missing and stale outputs, removes unchanged orphans, and
  /// records what it wrote in the manifest. Hand-edited files are overwritten (and edited
  /// orphans deleted) only with `force`; files compose did not write are never touched.
  /// A replaced file is replaced atomically; a new file is created exclusively, so one that
  /// appeared since planning is left alone (an error).
  public func apply(_ plan: ComposePlan, force: Bool = false) throws(DiagnosticsError) -> Outcome {
    var outcome = Outcome()
    var manifest = plan.manifest
    let files = RepositoryFiles(resolvedRoot: project.root, confinement: Confinement(root: project.root))
    // Orphans first: a file compose owned may stand where a folder is needed now.
    let ordered =
      plan.items.filter { $0.status == .orphaned || $0.status == .editedOrphan }
      + plan.items.filter { $0.status != .orphaned && $0.status != .editedOrphan }
    outcome.removedTemporaries = removeStaleTemporaries(plan.items, files: files)
    var writes: [ComposeItem] = []
    for item in ordered {
      let allowed = !item.isRefused || (force && item.status != .notOwned)
      guard allowed else {
        outcome.refused.append(item)
        continue
      }
      switch item.status {
      case .current:
        record(item, in: &manifest)
      case .missing, .stale, .handEdited:
        if item.newText != nil { writes.append(item) }
      case .orphaned, .editedOrphan:
        if let text = item.newText {
          // Members already gone from a file: only the manifest changes.
          if text != item.currentText {
            try files.write(text, to: item.path, durability: .batched)
            outcome.written.append(item.path)
          }
        } else if try FileSystem.exists(atPath: files.location(of: item.path)) {
          try files.remove(item.path)
          outcome.deleted.append(item.path)
        }
        manifest.entries[item.path] = nil
      case .notOwned:
        break
      }
    }
    // Each file is its own atomic write, so they go out on every core. The manifest records
    // every write that succeeded before the first failure is reported.
    let results = writes.concurrentMap { item in
      Result { () throws(DiagnosticsError) in
        if item.currentText == nil {
          try files.create(item.newText!, at: item.path)
        } else {
          try files.write(item.newText!, to: item.path, durability: .batched)
        }
      }
    }
    var firstFailure: DiagnosticsError?
    for (item, result) in zip(writes, results) {
      switch result {
      case .success:
        // A file that was there before compose wrote members into it stays the person's.
        let isEntries = if case .entries = item.ownership { true } else { false }
        record(item, in: &manifest, created: item.status == .missing ? !isEntries || item.currentText == nil : nil)
        outcome.written.append(item.path)
      case .failure(let error):
        firstFailure = firstFailure ?? error
      }
    }
    // Every output is written (replaced files atomically, new ones exclusively); one flush
    // makes them all durable before the manifest that vouches for them is written: only
    // those files and their folders, nothing else on the file system.
    if !outcome.written.isEmpty || !outcome.deleted.isEmpty {
      files.flush(outcome.written + outcome.deleted)
    }
    let manifestExists = try FileSystem.exists(atPath: files.location(of: manifestPath))
    if manifest != plan.manifest || (!manifestExists && !manifest.entries.isEmpty) {
      try files.write(manifest.text, to: manifestPath)
    }
    if let firstFailure { throw firstFailure }
    return outcome
  }

  /// Removes the temporary files a killed compose (or fix) left beside the outputs of
  /// `items` and in `.charter` (``RepositoryFiles/removeStaleTemporaries(inFolders:)``).
  /// Returns them, root-relative.
  private func removeStaleTemporaries(_ items: [ComposeItem], files: RepositoryFiles) -> [String] {
    let folders = items.map { item in item.path.lastIndex(of: "/").map { String(item.path[..<$0]) } ?? "" }
    let manifestFolder = manifestPath.lastIndex(of: "/").map { String(manifestPath[..<$0]) } ?? ""
    return files.removeStaleTemporaries(inFolders: folders + [manifestFolder])
  }

  /// Records the hash of what `item` leaves on disk: the whole file, or the block's inner text.
  private func record(_ item: ComposeItem, in manifest: inout ComposeManifest, created: Bool? = nil) {
    guard let text = item.newText else { return }
    let hash =
      item.recordedHash
      ?? SHA256.hex(
        item.ownership == .wholeFile ? text : (ManagedBlock.inner(of: text, path: item.path) ?? ""))
    let wasCreated = created ?? manifest.entries[item.path]?.created ?? false
    manifest.entries[item.path] = ComposeManifest.Entry(
      target: item.target, ownership: item.ownership, sha256: hash, created: wasCreated)
  }
}
