import CharterAgentFormats
import CharterSupport

extension Composer {
  /// The item for an output owning `names` at `keyPath` of a JSON file: `current` when the
  /// file's members of those names mean what compose writes (and the ones it wrote before and
  /// no longer writes are gone), `not-owned` when a member of such a name is a person's (not
  /// recorded, different), `stale` or `hand-edited` by the manifest's hash otherwise.
  func classifyEntries(
    _ output: ComposedOutput, keyPath: [String], disk: String?, recorded: ComposeManifest.Entry?,
    item: (ComposeItem.Status, String?) -> ComposeItem
  ) throws(DiagnosticsError) -> ComposeItem {
    let ours = OwnedEntries.members(of: output.content)
    guard let disk else { return item(.missing, OwnedEntries.newFile(ours, keyPath: keyPath)) }
    let document = try OwnedEntries.document(disk, path: output.path)
    var recordedNames: [String] = []
    if let recorded, case .entries(let recordedPath, let names) = recorded.ownership, recordedPath == keyPath {
      recordedNames = names
    }
    let onDisk = OwnedEntries.found(Set(ours.keys).union(recordedNames), in: document, keyPath: keyPath)
    let same = { (name: String) in onDisk[name].map(MCPServer.normalized) == ours[name].map(MCPServer.normalized) }
    let gone = recordedNames.filter { ours[$0] == nil && onDisk[$0] != nil }
    let changed = ours.keys.sorted().filter { !same($0) }
    if changed.isEmpty, gone.isEmpty { return item(.current, disk) }
    let newText = try OwnedEntries.edit(
      document, changed.map { ($0, ours[$0]) } + gone.map { ($0, nil) }, keyPath: keyPath, path: output.path)
    // A member of a name compose writes that the manifest does not record is a person's.
    if changed.contains(where: { onDisk[$0] != nil && !recordedNames.contains($0) }) {
      return item(.notOwned, newText)
    }
    guard let recorded else { return item(.missing, newText) }
    let recordedPart = onDisk.filter { recordedNames.contains($0.key) }
    return item(SHA256.hex(OwnedEntries.canonical(recordedPart)) == recorded.sha256 ? .stale : .handEdited, newText)
  }

  /// The orphan item for members compose wrote at `keyPath` and no longer writes: taken out
  /// of the file (which is deleted when compose created it and nothing else is left).
  func orphanEntries(
    _ path: String, entry: ComposeManifest.Entry, keyPath: [String], names: [String], disk: String
  ) throws(DiagnosticsError) -> ComposeItem? {
    let document = try OwnedEntries.document(disk, path: path)
    let onDisk = OwnedEntries.found(names, in: document, keyPath: keyPath)
    let unchanged = SHA256.hex(OwnedEntries.canonical(onDisk)) == entry.sha256
    guard !onDisk.isEmpty else {
      return ComposeItem(
        path: path, target: entry.target, ownership: entry.ownership, status: .orphaned, newText: disk,
        currentText: disk)
    }
    guard
      let rest = try? document.setting(
        onDisk.keys.sorted().map { ($0, nil) }, at: keyPath, keyOrder: OwnedEntries.keyOrder)
    else { return nil }
    let newText: String? = entry.created && OwnedEntries.isEmpty(rest, keyPath: keyPath) ? nil : rest
    return ComposeItem(
      path: path, target: entry.target, ownership: entry.ownership, status: unchanged ? .orphaned : .editedOrphan,
      newText: newText, currentText: disk)
  }
}
