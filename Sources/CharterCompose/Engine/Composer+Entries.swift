import CharterAgentFormats
import CharterSupport

extension Composer {
  /// The item for an output owning `parts` of a JSON file: `current` when the file holds what
  /// compose writes there (and what it wrote before and no longer writes is gone),
  /// `not-owned` when a member of a name compose writes is a person's (not recorded,
  /// different), `stale` or `hand-edited` by the manifest's hash otherwise.
  func classifyEntries(
    _ output: ComposedOutput, parts: [OwnedPart], disk: String?, recorded: ComposeManifest.Entry?,
    item: (ComposeItem.Status, String?) -> ComposeItem
  ) throws(DiagnosticsError) -> ComposeItem {
    let ours = OwnedEntries.values(of: output.content, parts: parts)
    guard let disk else {
      return item(
        .missing, OwnedEntries.newFile(ours, preamble: OwnedEntries.preamble(of: output.content, parts: parts)))
    }
    let document = try OwnedEntries.document(disk, path: output.path)
    var recordedParts: [OwnedPart] = []
    // A part at a key compose never writes in this file is forged: it owns nothing.
    if let recorded, case .entries(let owned) = recorded.ownership {
      recordedParts = owned.filter { Self.ownershipFits(.entries([$0]), path: output.path) }
    }
    let plan = try OwnedEntries.plan(ours, recorded: recordedParts, in: document, path: output.path)
    if plan.text == disk { return item(.current, disk) }
    if plan.conflicted { return item(.notOwned, plan.text) }
    guard let recorded else { return item(.missing, plan.text) }
    let found = OwnedEntries.found(recordedParts, in: document)
    return item(SHA256.hex(OwnedEntries.canonical(found)) == recorded.sha256 ? .stale : .handEdited, plan.text)
  }

  /// The orphan item for the parts compose wrote and no longer writes: taken out of the file
  /// (which is deleted when compose created it and nothing else is left).
  func orphanEntries(_ path: String, entry: ComposeManifest.Entry, parts: [OwnedPart], disk: String)
    throws(DiagnosticsError) -> ComposeItem?
  {
    let document = try OwnedEntries.document(disk, path: path)
    let found = OwnedEntries.found(parts, in: document)
    guard found != OwnedValues() else {
      return ComposeItem(
        path: path, target: entry.target, ownership: entry.ownership, status: .orphaned, newText: disk,
        currentText: disk)
    }
    let unchanged = SHA256.hex(OwnedEntries.canonical(found)) == entry.sha256
    guard let rest = try? OwnedEntries.plan(OwnedValues(), recorded: parts, in: document, path: path).text else {
      return nil
    }
    // What a file compose created starts with (Cursor's `"version": 1`) is compose's too.
    let preamble = AgentTargets.all.compactMap(\.hooksFile).filter { $0.path == path }.first?.preamble ?? [:]
    let newText: String? = entry.created && OwnedEntries.isEmpty(rest, preamble: preamble) ? nil : rest
    return ComposeItem(
      path: path, target: entry.target, ownership: entry.ownership, status: unchanged ? .orphaned : .editedOrphan,
      newText: newText, currentText: disk)
  }
}
