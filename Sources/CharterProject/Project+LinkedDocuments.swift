import CharterRules
import CharterSupport

extension Project {
  /// The documents the repository's agent files link to or import, as rule sources (see
  /// ``LinkedDocumentReader``), read once, and the warnings about them. Every folder's
  /// `AGENTS.md` (or override) is followed, then every other agent's file, each in path order,
  /// so the same documents are read whatever asks first.
  package var linkedDocuments: (files: [RuleFile], diagnostics: [Diagnostic]) {
    // Computed under the lock, as ``nativeRules`` is: lint's workers share one reading.
    reads.linkedDocuments.withLock { cached in
      if let cached { return cached }
      let result = readLinkedDocuments()
      cached = result
      return result
    }
  }

  private func readLinkedDocuments() -> (files: [RuleFile], diagnostics: [Diagnostic]) {
    var linkers: [LinkedDocumentReader.Linker] = []
    for folder in ruleSourceFolders.folders {
      for file in sources(in: folder).files {
        switch file.origin {
        case .agents, .agentsOverride: linkers.append(LinkedDocumentReader.Linker(file: file))
        case .fragment:
          // `init --from-existing` moved an agent file's text, links included, into a fragment.
          let base = file.agentFiles.keys.sorted().first
            ?? (file.baseDirectory.isEmpty ? "AGENTS.md" : file.baseDirectory + "/AGENTS.md")
          linkers.append(LinkedDocumentReader.Linker(file: file, base: base))
        default: break
        }
      }
    }
    let native = nativeRules
    for file in native.files.sorted(by: { $0.path < $1.path }) {
      linkers.append(LinkedDocumentReader.Linker(file: file, imports: native.imports[file.path] ?? []))
    }
    var reader = LinkedDocumentReader(
      confinement: confinement, sources: Set(native.files.map(\.path)), extract: config.extract,
      agentFileText: config.extractsAgentFileText)
    for linker in linkers { reader.follow(linker) }
    return (reader.files, reader.diagnostics.sorted())
  }
}
