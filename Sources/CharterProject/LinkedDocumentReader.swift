import CharterAgentFormats
import CharterDocuments
import CharterRules
import CharterSupport

/// Reads the documents agent files link to (`[Swift style](docs/SWIFT.md)`) or import
/// (`@docs/STYLE.md`) as rule sources: each governs what the agent file that names it governs,
/// under its own path, and its bullets are read for conventions as the agent file's are.
///
/// Bounded for a stranger's repository: links are followed one level (the documents an agent
/// file names, not the documents they name; imports keep ``ImportResolver``'s depth), each
/// document is read once however many files name it, at most ``maximumDocuments`` documents
/// are read in a run, and each through ``Confinement`` as a regular file of at most
/// ``RuleSourceText/maximumSize`` bytes. A link to a missing file or a folder says nothing:
/// links rot, and agents skip them too.
struct LinkedDocumentReader {
  /// The most documents one run reads.
  static let maximumDocuments = 64

  /// An agent file whose links and imports are followed.
  struct Linker {
    /// The agent file, read.
    var file: RuleFile
    /// The files it imports with `@path`, resolved and root-relative.
    var imports: [String] = []
    /// The path its links are relative to, when not its own: a `.charter/rules` fragment's
    /// text is composed into an agent file of the folder it governs (or the agent file it was
    /// imported from), where its links lead.
    var base: String? = nil
  }

  private let confinement: Confinement
  private let rootPath: String
  private let extract: Bool
  private let agentFileText: Bool
  /// Paths that are rule sources already (agent files, fragments): never read again as documents.
  private let sources: Set<String>
  /// Each document's text by path, `nil` once it was found unreadable.
  private var texts: [String: String?] = [:]
  /// The documents added, by path and scope.
  private var added: Set<String> = []
  private var isFull = false
  /// The documents, in the order named.
  private(set) var files: [RuleFile] = []
  /// Why documents were not read.
  private(set) var diagnostics: [Diagnostic] = []

  /// A reader for the repository `confinement` guards; `sources` are the paths already read as
  /// rule sources, `extract` the config's `extract`, `agentFileText` its
  /// ``ProjectConfig/extractsAgentFileText``.
  init(confinement: Confinement, sources: Set<String>, extract: Bool, agentFileText: Bool) {
    self.agentFileText = agentFileText
    self.confinement = confinement
    rootPath = confinement.rootPath
    self.sources = sources
    self.extract = extract
  }

  /// Adds the documents `linker` links to, then those it imports.
  mutating func follow(_ linker: Linker) {
    let file = linker.file
    if !file.body.isEmpty, !GeneratedMarkers.isGeneratedFile(file.body) {
      let body = GeneratedMarkers.blankingManagedBlock(file.body)
      for link in MarkdownParser.parse(body, lineOffset: file.bodyLineOffset).links {
        guard let path = LinkedDocumentPath.path(of: link.destination, from: linker.base ?? file.path) else { continue }
        add(path, linker: file, at: link.position, reportsProblems: true)
      }
    }
    // The import resolver has reported its own problems with these files.
    for path in linker.imports { add(path, linker: file, at: nil, reportsProblems: false) }
  }

  private mutating func add(_ path: String, linker: RuleFile, at position: SourcePosition?, reportsProblems: Bool) {
    guard path != linker.path, !isRuleSource(path) else { return }
    let scope = [path, linker.baseDirectory, linker.globs.patterns.joined(separator: "\n"), String(describing: linker.agentActivation)]
    guard !added.contains(scope.joined(separator: "\0")) else { return }
    let shown = position.map { "\(linker.path):\($0.line)" } ?? linker.path
    guard let text = text(of: path, linkedFrom: linker.path, at: position, shown: shown, reportsProblems: reportsProblems)
    else { return }
    added.insert(scope.joined(separator: "\0"))
    files.append(document(path, text: text, linker: linker, shown: shown))
  }

  /// Whether `path` is read as a rule source of its own (an `AGENTS.md`, an override, a
  /// `.charter` file, another agent's file), or is a skill: a `SKILL.md` is instructions an
  /// agent loads for one kind of task ("No `Current` in package code", "Max line width: 120" in
  /// a Swift style skill), so its sentences are not checks for the whole folder.
  private func isRuleSource(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
    return name == "agents.md" || name == "agents.override.md" || name == "skill.md" || path.hasPrefix(".charter/")
      || path.contains("/.charter/") || sources.contains(path)
  }

  /// The document `path` as a rule source governing what `linker` governs.
  private func document(_ path: String, text: String, linker: RuleFile, shown: String) -> RuleFile {
    var file = RuleFile(path: path, origin: linker.origin, baseDirectory: linker.baseDirectory)
    file.globs = linker.globs
    file.agentActivation = linker.agentActivation
    file.linkedFrom = shown
    // A document a fragment imported from agent files links to was written for agents too, as
    // it was before the import: its sentences give the same checks (`extract: true` for more).
    if linker.origin == .fragment { file.agentFiles = linker.agentFiles }
    // A front matter (a linked `.mdc`) is not prose; one that does not close is kept as text.
    if let split = try? FrontMatter.split(text, path: path) {
      file.body = split.body
      file.bodyLineOffset = split.bodyLineOffset
    } else {
      file.body = text
    }
    ConventionExtractor.extract(
      into: &file, enabled: extract && linker.extractionSetting?.value != false, agentFileText: agentFileText)
    return file
  }

  // MARK: - Reading

  /// The text of the document at `path`, read once; `nil` when there is nothing to read there
  /// (said only for a refusal, a file too large or not text, and the cap).
  private mutating func text(
    of path: String, linkedFrom linker: String, at position: SourcePosition?, shown: String, reportsProblems: Bool
  ) -> String? {
    if let known = texts[path] { return known }
    // A missing target: nothing to say, nothing counted. (Not followed: where a link leads is
    // for the confinement to judge.)
    guard case .success = FileSystem.kind(atPath: rootPath + "/" + path) else { return nil }
    let at = position ?? SourcePosition(line: 1, column: 1)
    guard texts.count < Self.maximumDocuments else {
      if !isFull {
        isFull = true
        warn(
          linker, at, "too-many-linked-documents",
          "agent files link to more than \(Self.maximumDocuments) documents; '\(path)' (linked from \(shown)) "
            + "and those after it are not read as rule sources")
      }
      return nil
    }
    let text = read(path, linker: linker, at: at, reportsProblems: reportsProblems)
    texts[path] = .some(text)
    return text
  }

  private mutating func read(_ path: String, linker: String, at position: SourcePosition, reportsProblems: Bool)
    -> String?
  {
    let real: String
    switch confinement.resolve(path) {
    case .success(let resolved): real = resolved
    case .failure(let refusal):
      if reportsProblems {
        warn(linker, position, refusal.code, "Charter will not read the linked document '\(path)': \(refusal.reason)")
      }
      return nil
    }
    // A folder, or a link inside the repository that leads nowhere: nothing to read.
    guard case .success(let kind) = FileSystem.kind(followingLinksAt: real), kind != .directory else { return nil }
    switch FileSystem.regularFileContents(atPath: real, limit: RuleSourceText.maximumSize) {
    case .success(let bytes):
      do {
        return try FileSystem.decodeText(bytes, displayPath: path)
      } catch {
        if reportsProblems { diagnostics += AgentFileProblems.demoted(error.diagnostics) }
        return nil
      }
    case .failure(let failure):
      if reportsProblems {
        let reason =
          failure.tooLargeSize != nil
          ? "it is larger than \(RuleSourceText.maximumSize >> 20) MiB" : failure.message.lowercased()
        warn(linker, position, "unreadable-file", "the linked document '\(path)' is not read: \(reason)")
      }
      return nil
    }
  }

  private mutating func warn(_ path: String, _ position: SourcePosition, _ code: String, _ message: String) {
    diagnostics.append(Diagnostic(path: path, position: position, severity: .warning, code: code, message: message))
  }
}
