import CharterSupport

/// Where fragments go in the formats that keep one file per folder (AGENTS.md, GEMINI.md),
/// and the pieces of text every writer shares.
enum FolderLayout {
  /// The folder whose file states `fragment`, and whether putting it there says all there is
  /// to its scope (so its section needs no scope note).
  ///
  /// A fragment that applies always goes in its own folder. One scoped by globs that all
  /// name the same folder as `DIR/**` goes in that folder. Anything else goes in its own
  /// folder, and its section says where it applies.
  static func placement(of fragment: ComposeFragment) -> (folder: String, exact: Bool) {
    switch fragment.activation {
    case .always:
      return (fragment.directory, true)
    case .globs(let globs):
      if let folder = commonFolder(globs) { return (AgentRuleFile.join(fragment.directory, folder), true) }
      return (fragment.directory, false)
    case .onRequest, .manual:
      return (fragment.directory, false)
    }
  }

  /// The folder `DIR` when every glob is `DIR/**` (or `/DIR/**`) for one plain `DIR`.
  static func commonFolder(_ globs: [String]) -> String? {
    let folders = Set(
      globs.map { glob -> String? in
        guard glob.hasSuffix("/**"), !glob.hasPrefix("!") else { return nil }
        var folder = glob.dropLast(3)
        if folder.hasPrefix("/") { folder = folder.dropFirst() }
        let plain =
          !folder.isEmpty && !folder.contains { "*?[]{}!\\".contains($0) }
          && !folder.split(separator: "/", omittingEmptySubsequences: false).contains {
            $0.isEmpty || $0 == "." || $0 == ".." || GitMetadataName.matches($0)
          }
        return plain ? String(folder) : nil
      })
    guard folders.count == 1, let folder = folders.first else { return nil }
    return folder
  }

  /// The managed block for `fragments` placed in one folder's file: each fragment's section,
  /// with a scope note unless its placement states its scope (or `alwaysNote` asks for one).
  /// A fragment going back into the file it was imported from (`recorded`) never gets one.
  static func block(
    of fragments: [ComposeFragment], alwaysNote: Bool = false, recorded: (ComposeFragment) -> Bool = { _ in false }
  ) -> String {
    sorted(fragments).map { fragment in
      let noted = !recorded(fragment) && (alwaysNote || !placement(of: fragment).exact)
      return ComposeText.section(of: fragment, scopeNote: noted)
    }.joined(separator: "\n\n") + "\n"
  }

  /// One managed-block output per file: `fileName` in each folder that gets fragments (in the
  /// root only, without `byFolder`), or the file a fragment was imported from
  /// (``MemoryFileFormat/recordedFile(of:)``), sorted by path.
  static func folderOutputs(
    _ fragments: [ComposeFragment], fileName: String, format: any MemoryFileFormat.Type, alwaysNote: Bool = false,
    byFolder: Bool = true
  ) -> [ComposedOutput] {
    // A file imported under another letter case (`AGENTS.MD`) is the folder's file for new
    // fragments too: on macOS both names are one file.
    var variants: [String: String] = [:]
    for fragment in fragments {
      guard let recorded = format.recordedFile(of: fragment), RepositoryFiles.isNamed(recorded, fileName),
        AgentRuleFile.fileName(recorded) != fileName
      else { continue }
      variants[AgentRuleFile.join(AgentRuleFile.directory(of: recorded), fileName)] = recorded
    }
    let byPath = Dictionary(grouping: fragments) { fragment in
      let folder = byFolder ? placement(of: fragment).folder : ""
      let path = format.recordedFile(of: fragment) ?? AgentRuleFile.join(folder, fileName)
      return variants[path] ?? path
    }
    return byPath.keys.sorted().map { path in
      ComposedOutput(
        path: path, target: format.target, ownership: .managedBlock,
        content: block(of: byPath[path] ?? [], alwaysNote: alwaysNote) { format.recordedFile(of: $0) != nil })
    }
  }

  /// `fragments` in the order writers state them: by name, then source path.
  static func sorted(_ fragments: [ComposeFragment]) -> [ComposeFragment] {
    fragments.sorted { ($0.name, $0.sourcePath) < ($1.name, $1.sourcePath) }
  }
}
