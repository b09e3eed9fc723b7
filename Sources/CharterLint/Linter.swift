import CharterAgentFormats
import CharterPatterns
import CharterProject
import CharterSupport
import CharterSwiftChecks
import Foundation
import Synchronization

/// Checks files against the rules in force for each of them.
///
/// Rules are resolved per folder and compiled once per distinct set of checks; files are then
/// checked on all cores. The report is sorted and independent of scheduling.
public struct Linter: Sendable {
  /// The repository.
  public let project: Project

  /// Creates a linter for `project`.
  public init(project: Project) { self.project = project }

  /// Lints the files found under `paths` (relative to the repository root; empty means the
  /// whole repository), honouring `.gitignore` and the config's `exclude`.
  ///
  /// With ``FixMode/write`` the linter only proposes corrections (``propose(paths:options:)``);
  /// ``FixWriter`` writes them, and the report says what was written and what could not be
  /// (``LintProposal/report(after:)``).
  /// - Throws: ``DiagnosticsError`` when a path does not exist or lies outside the repository,
  ///   or a rule file or the config that applies has an error.
  public func lint(paths: [String], options: LintOptions = LintOptions()) async throws(DiagnosticsError) -> LintReport {
    if let request = options.keptRun, let cache = options.cache, options.fix == .none, options.contentSource == nil {
      return try await lint(paths: paths, options: options, keeping: request, in: cache)
    }
    return finish(try await propose(paths: paths, options: options), options: options)
  }

  /// Lints `files` (paths relative to the repository root) that the config's `exclude` does
  /// not exclude, read from ``LintOptions/contentSource`` when there is one.
  /// - Throws: ``DiagnosticsError`` when a rule file or the config that applies has an error.
  public func lint(files: [String], options: LintOptions = LintOptions()) async throws(DiagnosticsError) -> LintReport {
    finish(try await propose(files: files, options: options), options: options)
  }

  /// The report of `proposal`, after writing its corrections when `options` asks to. A run
  /// that writes also removes the temporary files killed runs left beside the files it
  /// checked (``LintReport/removedTemporaries``).
  private func finish(_ proposal: consuming LintProposal, options: LintOptions) -> LintReport {
    guard options.fix == .write else { return proposal.takeReport() }
    let removed = project.files.removeStaleTemporaries(inFolders: proposal.folders)
    var report =
      proposal.fixes.isEmpty
      ? proposal.takeReport() : proposal.takeReport(after: FixWriter(project: project).write(proposal.fixes))
    report.removedTemporaries = removed
    return report
  }

  /// What ``lint(paths:options:)`` finds and the corrections it would write, writing nothing.
  public func propose(paths: [String], options: LintOptions = LintOptions()) async throws(DiagnosticsError)
    -> LintProposal
  {
    let walker = FileWalker(root: project.root, exclude: project.config.exclude, forceExclude: options.forceExclude)
    let walk = walker.walk(paths)
    // A path on the command line that does not exist or lies outside the repository stops the
    // run; a file or folder that cannot be read is reported and every other file is checked.
    if walk.diagnostics.contains(where: { $0.severity == .error && $0.code != DiagnosticCode.unreadable }) {
      throw DiagnosticsError(walk.diagnostics)
    }
    var proposal = try await propose(files: walk.files, options: options, excludeAlreadyApplied: true)
    proposal.diagnostics += walk.diagnostics
    proposal.sharedDiagnostics += walk.diagnostics
    return proposal
  }

  /// What ``lint(files:options:)`` finds and the corrections it would write, writing nothing.
  public func propose(files: [String], options: LintOptions = LintOptions()) async throws(DiagnosticsError)
    -> LintProposal
  {
    try await propose(files: files, options: options, excludeAlreadyApplied: false)
  }

  func propose(files: [String], options: LintOptions, excludeAlreadyApplied: Bool)
    async throws(DiagnosticsError) -> LintProposal
  {
    let exclude = project.config.exclude
    let files = excludeAlreadyApplied || exclude.entries.isEmpty ? files : files.filter { !exclude.matches($0) }
    let cache = LintRuleCache(project: project, fingerprints: options.cache != nil)
    let composed = composedOutputs()
    let attributes = GeneratedCode(root: project.root.path, paths: files)
    let next = WorkCounter()
    let finished = WorkCounter()
    var results = await withTaskGroup(of: FileResults.self) { group in
      let workers = min(options.jobs, max(files.count, 1))
      if workers < options.jobs, !files.isEmpty {
        group.addTask {
          await LargeStack.run {
            readAhead(files, options: options) { finished.value.load(ordering: .relaxed) == workers }
            return FileResults()
          }
        }
      }
      // Each worker is a thread of a known stack size (``LargeStack``), on which the parses of
      // its files and the walks of their trees recurse.
      for _ in 0..<workers {
        group.addTask {
          await LargeStack.run {
            defer { finished.value.add(1, ordering: .relaxed) }
            return work(
              on: files, next: next, cache: cache, composed: composed, attributes: attributes, options: options)
          }
        }
      }
      var all = FileResults()
      for await part in group { all.absorb(part) }
      return all
    }
    let (diagnostics, rules, described) = try cache.finish()
    let cacheDiagnostics = options.cache?.finish() ?? []
    results.diagnostics += cacheDiagnostics
    let moduleDiagnostics = project.moduleDiagnostics
    var proposal = LintProposal(
      fixes: results.fixes.sorted { $0.fix.path < $1.fix.path }, findings: results.findings,
      filesChecked: results.checked,
      diagnostics: diagnostics + results.diagnostics + moduleDiagnostics, rules: rules, facts: results.facts)
    proposal.described = described
    proposal.sharedDiagnostics = diagnostics
    proposal.moduleDiagnostics = moduleDiagnostics
    proposal.outcomes = results.outcomes
    proposal.cacheDiagnostics = cacheDiagnostics
    if options.fix == .write, options.contentSource == nil {
      proposal.folders = Set(files.map { file in file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "" })
    }
    return proposal
  }

  /// What a core left idle by a run of fewer files than jobs (one file from an editor, a hook
  /// or an agent) reads ahead for the workers: the rule sources that other agents' files and
  /// the documents they link add, and each Swift file's module with its settings' digest. Each
  /// is remembered by the project or the cache, so a worker that needs one takes it or waits
  /// for it; nothing here changes an answer or a warning (``ModuleIndex/prepare(for:)``).
  /// Stops early once `done` says the workers have finished, which a run whose file needs no
  /// module (Markdown, or no structural check in force) would otherwise wait for.
  private func readAhead(_ files: [String], options: LintOptions, done: () -> Bool) {
    _ = project.linkedDocuments
    for file in files where file.hasSuffix(".swift") {
      guard !done() else { return }
      let module = project.modules.prepare(for: file)
      _ = options.cache?.digest(of: module.settings.values)
    }
  }

  /// One worker's part of a run: it takes the next file not yet taken until none is left.
  private func work(
    on files: [String], next: WorkCounter, cache: LintRuleCache, composed: [String: ComposedOutput.Ownership],
    attributes: GeneratedCode, options: LintOptions
  ) -> FileResults {
    var results = FileResults()
    while true {
      let index = next.value.add(1, ordering: .relaxed).oldValue
      guard index < files.count else { break }
      let path = files[index]
      if let rules = cache.rules(for: path) {
        // A run to be kept gathers each file's results apart, to hold each one's part;
        // gathering them apart always measured 6–9% slower on the lint-bench repository.
        if options.keptRun != nil {
          var own = FileResults()
          check(
            path, rules, composed: composed[path], attributes: attributes, cache: cache, options: options, into: &own)
          results.outcomes.append(own.outcome(of: path))
          results.absorb(own)
        } else {
          check(
            path, rules, composed: composed[path], attributes: attributes, cache: cache, options: options,
            into: &results)
        }
      } else if options.keptRun != nil {
        results.outcomes.append(FileOutcome(path: path))
      }
      if let progress = options.progress, index % 100 == 99 { progress(index + 1, files.count) }
    }
    return results
  }

  private func check(
    _ path: String, _ rules: CompiledRules, composed: ComposedOutput.Ownership?, attributes: GeneratedCode,
    cache: LintRuleCache, options: LintOptions, into results: inout FileResults
  ) {
    let bytes: [UInt8]
    do {
      bytes = try read(path, options: options)
    } catch {
      let (severity, code, message): (Severity, String, String)
      switch error {
      case .unreadable(let reason):
        (severity, code, message) = (.error, DiagnosticCode.unreadable, "cannot read the file: \(reason)")
      case .tooLarge(let size):
        let limit = options.maxFileSize >> 20
        (severity, code, message) = (
          .warning, "file-too-large", "not checked: the file is \(size >> 20) MB, over the \(limit) MB limit"
        )
      }
      results.diagnostics.append(
        Diagnostic(
          path: path, position: SourcePosition(line: 1, column: 1), severity: severity, code: code, message: message))
      return
    }
    // Generated and vendored code is nobody's to fix (`generated: include` lints it); a team's
    // rule whose globs spell a vendored folder's name has it checked.
    if !project.config.lintsGeneratedCode, let reason = attributes.reason(for: path, bytes: bytes),
      !(reason.vendoredFolder.map { cache.teamRuleFileNames(path, spelling: $0.spelling) } ?? false)
    {
      return
    }
    results.checked += 1
    guard attributes.binaryReason(for: path, bytes: bytes) == nil else { return }
    // What compose wrote is checked in its source fragment, not in each copy.
    let composedPart = GeneratedContent(bytes: bytes, path: path, recorded: composed)
    guard composedPart != .wholeFile else { return }
    // The module's settings decide what the structural checks (and checks that depend on the
    // deployment targets) report in a Swift file.
    let settings =
      rules.needsModuleSettings && path.hasSuffix(".swift")
      ? project.modules.module(for: path).settings.values : .unknown
    var (findings, facts, skipped, encodedFacts) = findingsUsingCache(
      in: bytes, path: path, rules: rules, settings: settings, options: options)
    results.diagnostics += skipped
    findings = composedPart.keeping(findings)
    results.facts.merge(facts)
    results.encodedFacts = encodedFacts
    // Only valid UTF-8 is corrected (rewriting invalid UTF-8 would change bytes no check asked
    // to change), and content from elsewhere only in preview: staged content is the index's,
    // and unsaved content is the editor's.
    if options.fix != .none, options.contentSource == nil || options.fix == .preview,
      String(validating: bytes, as: UTF8.self) != nil
    {
      // In a rule source, only checks whose fragment names it may rewrite it.
      let fixable = fixableRules(in: path)
      func allowed(_ found: [Finding]) -> [Finding] {
        guard let fixable else { return found }
        return found.filter { finding in finding.source.map { fixable.contains($0.path) } ?? false }
      }
      func recheck(_ text: [UInt8]) -> [Finding] {
        GeneratedContent(bytes: text, path: path, recorded: composed)
          .keeping(
            Self.findingsReportingSkips(
              in: text, path: path, rules: rules, settings: settings, findingLimit: options.findingLimit
            ).findings)
      }
      let (fixed, fixedFindings, converged) = FixApplier.fixedPoint(bytes, allowed(findings)) { allowed(recheck($0)) }
      if !converged {
        results.diagnostics.append(
          Diagnostic(
            path: path, position: SourcePosition(line: 1, column: 1), severity: .warning, code: "fix-incomplete",
            message: "--fix stopped after \(FixApplier.maxPasses) passes that each changed the file; "
              + "what it fixed is kept, and running it again continues"))
      }
      var remaining = fixedFindings
      if fixable != nil {
        remaining = fixed == bytes ? findings : recheck(fixed)
      }
      if fixed != bytes {
        // The file's findings go with the proposal: which set it reports depends on the write.
        let change = FileFix(
          path: path, original: String(decoding: bytes, as: UTF8.self), fixed: String(decoding: fixed, as: UTF8.self))
        results.fixes.append(ProposedFix(fix: change, findingsBefore: findings, findingsAfter: remaining))
        return
      }
      findings = remaining
    }
    results.findings += findings
  }

  /// ``findingsReportingSkips(in:path:rules:settings:findingLimit:)``, from the result cache when
  /// it holds them, stored in it when not.
  /// Also returns the file's module facts encoded as the cache keeps them, when the run is to be
  /// kept (``LintOptions/keptRun``) and the file has facts.
  private func findingsUsingCache(
    in bytes: [UInt8], path: String, rules: CompiledRules, settings: SwiftSettings, options: LintOptions
  ) -> (findings: [Finding], facts: GatheredFacts, skipped: [Diagnostic], encodedFacts: [UInt8]?) {
    func checked() -> (findings: [Finding], facts: ModuleFacts?, skipped: [Diagnostic]) {
      Self.findingsReportingSkips(
        in: bytes, path: path, rules: rules, settings: settings, findingLimit: options.findingLimit)
    }
    var facts = GatheredFacts()
    guard let cache = options.cache, let fingerprint = rules.fingerprint else {
      let found = checked()
      if let found = found.facts { facts.add(found) }
      return (found.findings, facts, found.skipped, nil)
    }
    let key = LintCacheKey(
      bytes: bytes, path: path, rules: fingerprint, settings: cache.digest(of: settings),
      findingLimit: options.findingLimit)
    if let cached = cache.results(for: key), cached.results.findings.allSatisfy({ $0.path == path }) {
      if let encoded = cached.facts { facts.add(encoded: encoded) }
      return (cached.results.findings, facts, cached.results.skipped, cached.facts)
    }
    let found = checked()
    cache.recordMiss()
    let stores = found.findings.count <= LintResultCache.maximumFindingsPerEntry
    let encodedFacts = stores || options.keptRun != nil ? found.facts.map(LintCacheEntry.encode(facts:)) : nil
    if stores {
      cache.store(
        CachedFileResults(findings: found.findings, skipped: found.skipped), encodedFacts: encodedFacts ?? [], for: key)
    }
    if let found = found.facts { facts.add(found) }
    return (found.findings, facts, found.skipped, options.keptRun == nil ? nil : encodedFacts)
  }

  /// The rule files whose checks may fix `path`, when it is a rule source
  /// (``RuleSourceFixPolicy``); `nil` when any check may.
  private func fixableRules(in path: String) -> Set<String>? {
    guard RuleSourceFixPolicy.isRuleSource(path) else { return nil }
    let files = project.ruleFiles(governing: path).files
    return Set(
      files.filter { RuleSourceFixPolicy.names(path, patterns: $0.globs.patterns, base: $0.baseDirectory) }.map(\.path))
  }

  /// Every finding in `bytes` after suppressions, and what a Swift file tells about the
  /// module's types.
  package static func findings(
    in bytes: [UInt8], path: String, rules: CompiledRules, settings: SwiftSettings
  ) -> (findings: [Finding], facts: ModuleFacts?) {
    let result = findingsReportingSkips(in: bytes, path: path, rules: rules, settings: settings)
    return (result.findings, result.facts)
  }

  /// ``findings(in:path:rules:settings:)``, and the diagnostics of checks skipped or stopped.
  static func findingsReportingSkips(
    in bytes: [UInt8], path: String, rules: CompiledRules, settings: SwiftSettings, findingLimit: Int = .max
  ) -> (findings: [Finding], facts: ModuleFacts?, skipped: [Diagnostic]) {
    bytes.withUnsafeBufferPointer { buffer in
      // Most files give no check anything to look at closer: they are not classified.
      if rules.findsNothing(in: buffer, path: path, settings: settings, findingLimit: findingLimit) {
        return ([], rules.factsOfFileThatFindsNothing(path: path), [])
      }
      let syntax = LanguageSyntax.for(path: path)
      // Regions also locate suppression comments, so classify whenever the language is known.
      let regions = syntax.map { RegionMap(bytes: buffer, syntax: $0) }
      let file = LintedFile(path: path, bytes: buffer, regions: regions, findingLimit: findingLimit)
      let (findings, facts, skipped) = rules.runReportingSkips(on: file, settings: settings)
      let directives = SuppressionScanner.scan(file)
      let kept = SuppressionFilter.apply(directives, to: findings, in: file)
      return (SwiftLintDirectives.apply(to: kept, in: file, equivalents: rules.swiftLintNames), facts, skipped)
    }
  }
}

extension Linter {
  /// What `.charter/generated.json` says compose owns of each file it wrote; empty when there
  /// is no manifest or it cannot be read (`charter compose` reports that).
  fileprivate func composedOutputs() -> [String: ComposedOutput.Ownership] {
    guard let bytes = project.files.contents(ComposeManifest.path),
      let manifest = try? ComposeManifest(parsing: String(decoding: bytes, as: UTF8.self))
    else { return [:] }
    return manifest.entries.mapValues(\.ownership)
  }

  /// The bytes of `path`: from ``LintOptions/contentSource`` when there is one, else from disk.
  fileprivate func read(_ path: String, options: LintOptions) throws(ReadFailure) -> [UInt8] {
    guard let source = options.contentSource else {
      switch FileSystem.contentsToLint(atPath: project.root.path + "/" + path, limit: options.maxFileSize) {
      case .success(let bytes): return bytes
      case .failure(let failure):
        if let size = failure.tooLargeSize { throw .tooLarge(size) }
        throw .unreadable(failure.message.lowercased())
      }
    }
    guard let bytes = source.contents(of: path) else { throw .unreadable("not found") }
    guard bytes.count <= options.maxFileSize else { throw .tooLarge(bytes.count) }
    return bytes
  }
}

/// Why a file to lint could not be read.
private enum ReadFailure: Error {
  /// It could not be read, and the reason.
  case unreadable(String)
  /// It is larger than the limit; its size.
  case tooLarge(Int)
}

/// The index of the next file to check, shared by the workers.
private final class WorkCounter: Sendable {
  let value = Atomic<Int>(0)
}
