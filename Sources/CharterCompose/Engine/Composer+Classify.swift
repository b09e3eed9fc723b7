import CharterAgentFormats
import CharterSupport

/// Deciding, for each path, what state it is in.
extension Composer {
  func classify(_ output: ComposedOutput, manifest: ComposeManifest, paths: Confinement) throws(DiagnosticsError)
    -> ComposeItem
  {
    let location = try paths.location(of: output.path)
    if let blocker = paths.fileInTheWay(of: output.path), manifest.entries[blocker] == nil {
      // A file stands where a folder must be (a `.clinerules` file where compose writes the
      // `.clinerules/` folder): never removed for the person.
      return ComposeItem(
        path: output.path, target: output.target, ownership: output.ownership, status: .notOwned, newText: nil,
        blocker: blocker)
    }
    let found = try paths.contents(at: location, displayPath: output.path)
    if case .brokenLink(let target) = found {
      // A link a person made that leads nowhere: never replaced. If it names another output,
      // planning reports the two as one file.
      return ComposeItem(
        path: output.path, target: output.target, ownership: output.ownership, status: .notOwned, newText: nil,
        location: target, isBrokenLink: true)
    }
    let disk: String? = if case .text(let text) = found { text } else { nil }
    let recorded = manifest.entries[output.path]
    // Text is read without a byte-order mark; a file a person also edits keeps the one it has.
    let keepsMark =
      disk != nil && output.ownership != .wholeFile
      && FileSystem.startsWithByteOrderMark(atPath: location.path)
    func item(_ status: ComposeItem.Status, _ text: String?) -> ComposeItem {
      let newText = keepsMark && status != .current ? text.map { "\u{FEFF}" + $0 } : text
      // What the manifest will record: hashed here, where every core helps.
      let hash = newText.map { text in
        switch output.ownership {
        case .wholeFile: SHA256.hex(text)
        case .managedBlock: SHA256.hex(ManagedBlock.inner(of: text, path: output.path) ?? "")
        case .entries(let parts):
          SHA256.hex(OwnedEntries.canonical(OwnedEntries.values(of: output.content, parts: parts)))
        }
      }
      return ComposeItem(
        path: output.path, target: output.target, ownership: output.ownership, status: status, newText: newText,
        currentText: disk, recordedHash: hash, location: location.path)
    }
    if let disk, recorded == nil, output.ownership == .wholeFile || output.ownership == .managedBlock {
      // Compose creates a new file in place; one it was stopped from finishing (killed, the
      // power lost) holds a beginning of what it would write and has no manifest record.
      // Nothing in it is a person's: finish it.
      let whole =
        output.ownership == .wholeFile
        ? output.content : ManagedBlock.insert(output.content, into: nil, path: output.path)
      if disk != whole, whole.hasPrefix(disk) { return item(.missing, whole) }
    }
    switch output.ownership {
    case .wholeFile:
      guard let disk else { return item(.missing, output.content) }
      if disk == output.content { return item(.current, output.content) }
      guard let recorded, recorded.ownership == .wholeFile else { return item(.notOwned, output.content) }
      return item(SHA256.hex(disk) == recorded.sha256 ? .stale : .handEdited, output.content)
    case .managedBlock:
      guard let disk else { return item(.missing, ManagedBlock.insert(output.content, into: nil, path: output.path)) }
      let newText = ManagedBlock.insert(output.content, into: disk, path: output.path)
      guard let inner = ManagedBlock.inner(of: disk, path: output.path) else { return item(.missing, newText) }
      if inner == output.content { return item(.current, newText) }
      guard let recorded, SHA256.hex(inner) == recorded.sha256 else { return item(.handEdited, newText) }
      return item(.stale, newText)
    case .entries(let parts):
      return try classifyEntries(output, parts: parts, disk: disk, recorded: recorded, item: item)
    }
  }

  /// Why the manifest's entry for `path` is not acted on, as a warning; `nil` when it is
  /// trusted. The manifest is a file in the repository, so anyone can write it: an entry is
  /// trusted only when its path is confined (``Confinement``) and is one its target writes
  /// (``AgentFormat/ownedPaths``, or a skill folder the config installs into). The hash
  /// check that follows makes sure the file still holds what compose wrote.
  func distrust(_ path: String, _ entry: ComposeManifest.Entry, paths: Confinement) -> Diagnostic? {
    if case .failure(let refusal) = paths.resolve(path) {
      return Diagnostic(
        path: path, position: SourcePosition(line: 1, column: 1), severity: .warning, code: refusal.code,
        message: "the compose manifest names this path, which compose never touches: \(refusal.reason); "
          + "the entry is ignored")
    }
    if isGlobal {
      // The home folder's manifest names exactly one file per agent, a block compose wrote: the
      // path is compared as text (an environment variable may hold glob characters).
      let target = AgentTargets.named(entry.target)
      let owned = target?.userFile(home: project.root.path, environment: environment)
      if owned == path, entry.ownership == .managedBlock { return nil }
      // Its MCP file, as entries at the key it reads (or a block in TOML).
      if let mcp = target?.userMCPFile(home: project.root.path, environment: environment), mcp.path == path {
        if mcp.isBlock, entry.ownership == .managedBlock { return nil }
        if case .entries(let parts) = entry.ownership,
          parts.allSatisfy({ $0.kind == .members && $0.keyPath == mcp.keyPath })
        {
          return nil
        }
      }
      return Diagnostic(
        path: path, position: SourcePosition(line: 1, column: 1), severity: .warning, code: "untrusted-manifest-entry",
        message: "the compose manifest names this file for target '\(entry.target)', whose home file compose --global "
          + "writes only as a block elsewhere; compose leaves it alone (remove the entry from \(manifestPath))")
    }
    let shapes: [String]
    if entry.target == "skills" {
      let directories = project.config.skillInstallDirectories
      shapes = (directories.isEmpty ? SkillInstallation.defaultDirectories : directories).map { $0 + "/**" }
    } else if let format = formats.first(where: { $0.target == entry.target }) {
      // Its files, and the ignore, MCP, command, subagent, hooks and permissions files of the
      // agents it writes for.
      let agents = AgentTargets.all.filter { $0.format.target == entry.target }
      shapes =
        format.ownedPaths + agents.compactMap(\.ignoreFile) + agents.compactMap(\.mcpFile?.path)
        + agents.compactMap(\.commandFile?.glob) + agents.compactMap(\.subagentFile?.glob)
        + agents.compactMap(\.hooksFile?.path) + agents.compactMap(\.permissionsFile?.path)
    } else {
      shapes = []
    }
    let globs = try? GlobList(shapes)
    // An ignore file is only ever a block of compose's, an MCP file's servers entries (or a
    // block in TOML): a whole-file entry for one is forged.
    if globs?.matches(path) == true, Self.ownershipFits(entry.ownership, path: path) { return nil }
    return Diagnostic(
      path: path, position: SourcePosition(line: 1, column: 1), severity: .warning, code: "untrusted-manifest-entry",
      message: "the compose manifest names this file for target '\(entry.target)', which never writes it; "
        + "compose leaves it alone (remove the entry from \(manifestPath))")
  }

  /// Whether compose ever owns the file at `path` as `ownership`: an ignore file only as a
  /// block; an agent's settings file only as the parts its agents read there — servers at
  /// the MCP key path (or a block in TOML), hook groups at the hooks key path, rules at the
  /// permissions key path — or whole when compose writes a hooks file of its own.
  static func ownershipFits(_ ownership: ComposedOutput.Ownership, path: String) -> Bool {
    if IgnoreSource.isIgnoreFile(path) { return ownership == .managedBlock }
    let mcpFiles = AgentTargets.all.compactMap(\.mcpFile).filter { $0.path == path }
    let hooksFiles = AgentTargets.all.compactMap(\.hooksFile).filter { $0.path == path }
    let permissionsFiles = AgentTargets.all.compactMap(\.permissionsFile).filter { $0.path == path }
    guard !mcpFiles.isEmpty || !hooksFiles.isEmpty || !permissionsFiles.isEmpty else {
      if case .entries = ownership { return false }
      return true
    }
    switch ownership {
    case .managedBlock: return mcpFiles.contains(where: \.isBlock)
    case .wholeFile: return hooksFiles.contains(where: \.isWhole)
    case .entries(let parts):
      return parts.allSatisfy { part in
        switch part.kind {
        case .members: mcpFiles.contains { !$0.isBlock && $0.keyPath == part.keyPath }
        case .elements:
          hooksFiles.contains { !$0.isWhole && $0.keyPath == part.keyPath }
            || permissionsFiles.contains { $0.keyPath == part.keyPath }
        }
      }
    }
  }

  /// The item for a path the manifest records but the rules no longer produce; `nil` when it
  /// is already gone.
  func orphan(_ path: String, entry: ComposeManifest.Entry, paths: Confinement) throws(DiagnosticsError) -> ComposeItem?
  {
    guard var item = try orphanItem(path, entry: entry, paths: paths) else { return nil }
    // Taking compose's part out keeps the byte-order mark a person's file has.
    let location = try paths.location(of: path)
    if let text = item.newText, text != item.currentText, FileSystem.startsWithByteOrderMark(atPath: location.path) {
      item.newText = "\u{FEFF}" + text
    }
    return item
  }

  private func orphanItem(_ path: String, entry: ComposeManifest.Entry, paths: Confinement) throws(DiagnosticsError)
    -> ComposeItem?
  {
    let location = try paths.location(of: path)
    guard let disk = try paths.text(at: location, displayPath: path) else {
      return ComposeItem(path: path, target: entry.target, ownership: entry.ownership, status: .orphaned, newText: nil)
    }
    let unchanged: Bool
    var newText: String?
    switch entry.ownership {
    case .wholeFile:
      unchanged = SHA256.hex(disk) == entry.sha256
    case .managedBlock:
      guard let inner = ManagedBlock.inner(of: disk, path: path) else { return nil }
      unchanged = SHA256.hex(inner) == entry.sha256
      let rest = ManagedBlock.remove(from: disk, path: path)
      // A file compose created holds nothing else once its block is gone: delete it.
      newText = entry.created && rest.allSatisfy(\.isWhitespace) ? nil : rest
    case .entries(let parts):
      return try orphanEntries(path, entry: entry, parts: parts, disk: disk)
    }
    return ComposeItem(
      path: path, target: entry.target, ownership: entry.ownership, status: unchanged ? .orphaned : .editedOrphan,
      newText: newText, currentText: disk)
  }
}

/// Reading and writing the managed block in a file a person may also edit, with the markers of
/// the file's kind (``MarkerStyle``: HTML comments, `#` comments in ignore files).
enum ManagedBlock {
  /// The inner text of the block in `text`, or `nil` when there is no complete block.
  static func inner(of text: String, path: String) -> String? {
    GeneratedMarkers.managedBlock(in: text, style: MarkerStyle(path: path)).map { String(text[$0.inner]) }
  }

  /// `text` with its block's inner text replaced by `inner`; a file without a block gets one
  /// appended after a blank line, and no file at all becomes just the block. Everything
  /// outside the block is kept byte for byte.
  static func insert(_ inner: String, into text: String?, path: String) -> String {
    let style = MarkerStyle(path: path)
    let block = style.begin + "\n" + inner + style.end + "\n"
    guard let text, !text.isEmpty else { return block }
    if let range = GeneratedMarkers.managedBlock(in: text, style: style) {
      return String(text[..<range.inner.lowerBound]) + inner + String(text[range.inner.upperBound...])
    }
    // A CRLF line break is one Character: compare the last two lines' ends, whichever they are.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    let endsBlank = lines.count >= 3 && lines.suffix(2).allSatisfy(\.isEmpty)
    let separator = endsBlank ? "" : lines.last?.isEmpty == true ? "\n" : "\n\n"
    return text + separator + block
  }

  /// `text` without its block (and without the blank line compose put before it).
  static func remove(from text: String, path: String) -> String {
    guard let range = GeneratedMarkers.managedBlock(in: text, style: MarkerStyle(path: path)) else { return text }
    var before = String(text[..<range.whole.lowerBound])
    if before.hasSuffix("\n\n") { before.removeLast() }
    return before + String(text[range.whole.upperBound...])
  }
}
