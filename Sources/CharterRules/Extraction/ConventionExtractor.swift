import CharterAgentFormats
import CharterDocuments
import CharterSupport

/// Turns the bullets of a rule file's body that state a convention in a recognised shape
/// ("Prefer `A` over `B`", "Never use `B`", "Use 2-space indentation", "Lines must not exceed
/// 120 characters") into checks, marked extracted.
///
/// Only list items are read (bulleted or numbered, nested ones included), and only their own
/// first clause: paragraphs, headings, tables and code blocks stay prose, and so does what
/// `charter compose` generated (a managed block, a generated file). Extracted checks are
/// warnings positioned at their bullet. A bullet that restates a check the file declares (same
/// kind and pattern) becomes nothing, so one violation never gives two findings. Every bullet
/// that reads like a convention is recorded in ``RuleFile/extraction`` with what became of it.
public enum ConventionExtractor {
  /// Adds the checks `file`'s bullets state to `file.checks` and records every bullet that
  /// reads like a convention in `file.extraction`. With `enabled` false (`extract: false` in
  /// the project config), or `extract: false` in the file's front matter, bullets are recorded
  /// as not extracted and no check is added. Extracting again replaces what an earlier
  /// extraction added.
  ///
  /// With `agentFileText` false (the project config's default), a file written for agents — an
  /// agent file, a document one links to, a fragment imported from them (`agent-files:`) —
  /// turns on the built-in checks its sentences name, but gives no text check: its other
  /// bullets are recorded with the reason.
  public static func extract(into file: inout RuleFile, enabled: Bool = true, agentFileText: Bool = true) {
    file.extraction = []
    file.enabledByProse = []
    file.checks.removeAll(where: \.isExtracted)
    // What `charter compose` wrote restates fragments, which declare their own checks.
    guard !file.body.isEmpty, !GeneratedMarkers.isGeneratedFile(file.body) else { return }
    let body = GeneratedMarkers.blankingManagedBlock(file.body)
    let document = MarkdownParser.parse(body, lineOffset: file.bodyLineOffset)
    var extracted = Extracted(declared: file.checks)
    for candidate in ConventionCandidates.all(in: document) {
      let item = candidate.item
      let sentence = ConventionSentence(item)
      guard let reading = ConventionReading.read(sentence, headingLanguages: candidate.headingLanguages) else { continue }
      let outcomes: [ConventionBullet.Outcome]
      switch (reading, candidate.condition) {
      case (.skipped(let reason), _):
        outcomes = [.skipped(reason)]
      case (.checks, let condition?):
        // "When CloudKit is enabled:" above the list: its items hold only then.
        outcomes = [.skipped(.conditional(condition))]
      case (.checks(let checks), nil):
        outcomes = checks.map { check in
          if check.builtin == nil, !agentFileText, Self.isWrittenForAgents(file), switchedOff(file, enabled: enabled) == nil {
            return .skipped(.agentFileText)
          }
          return add(check, at: item.range.start, file: file, enabled: enabled, to: &extracted)
        }
      }
      for outcome in outcomes {
        file.extraction.append(ConventionBullet(text: sentence.display, position: item.range.start, outcome: outcome))
      }
    }
    file.checks += extracted.checks
    file.enabledByProse = extracted.enables
  }

  /// The checks extracted so far, and what finding overlaps and choosing ids looks up.
  struct Extracted {
    var checks: [CheckDeclaration] = []
    /// The built-in checks sentences turned on, each at its first sentence.
    var enables: [Located<String>] = []
    let declared: CheckIndex
    var index = CheckIndex()
    /// Every id in use, declared or extracted.
    var ids: Set<String>
    /// Per id asked for: the smallest suffix that may still be free (ids are only ever added),
    /// so many bullets asking for the same id do not each count up from 2.
    var nextSuffix: [String: Int] = [:]

    init(declared: [CheckDeclaration]) {
      self.declared = CheckIndex(declared)
      ids = Set(declared.map(\.id))
    }

    mutating func append(_ check: CheckDeclaration) {
      checks.append(check)
      index.add(check)
      ids.insert(check.id)
    }

    /// `name`, or `name-2`, `name-3` … when the file already uses it.
    mutating func unique(_ name: String) -> String {
      guard ids.contains(name) else { return name }
      var counter = nextSuffix[name] ?? 2
      while ids.contains("\(name)-\(counter)") { counter += 1 }
      nextSuffix[name] = counter
      return "\(name)-\(counter)"
    }
  }

  /// Adds the check a bullet states to `extracted`, unless the file already says it or turns
  /// it off; what became of it.
  private static func add(
    _ check: ConventionReading.Check, at position: SourcePosition, file: RuleFile, enabled: Bool,
    to extracted: inout Extracted
  ) -> ConventionBullet.Outcome {
    if let reason = overlap(check.kind, literal: check.literal, in: extracted) { return .skipped(reason) }
    if let builtin = check.builtin { return enable(builtin, at: position, file: file, enabled: enabled, in: &extracted) }
    if let reason = switchedOff(file, enabled: enabled) { return .skipped(reason) }
    var paths = check.paths
    // A file whose globs name the paths it is about (`**/*.sql`) needs no default language.
    if file.isPathScoped, paths.languages == PathScope.sourceLanguages { paths.languages = nil }
    let id = extracted.unique(check.id)
    if file.disabled.contains(where: { $0.value == id }) { return .skipped(.disabled(checkID: id)) }
    extracted.append(
      CheckDeclaration(
        id: id, kind: check.kind, severity: .warning, position: position, isExtracted: true, paths: paths))
    return .extracted(checkID: id)
  }

  /// Turns on the built-in check `id` a sentence names, unless the file is the pack that
  /// declares it, says so already, turns it off, or extraction is off.
  private static func enable(
    _ id: String, at position: SourcePosition, file: RuleFile, enabled: Bool, in extracted: inout Extracted
  ) -> ConventionBullet.Outcome {
    if file.origin == .pack { return .skipped(.restates(checkID: id)) }
    if let reason = switchedOff(file, enabled: enabled) { return .skipped(reason) }
    if file.disabled.contains(where: { $0.value == id }) { return .skipped(.disabled(checkID: id)) }
    if let earlier = extracted.enables.first(where: { $0.value == id }) {
      return .skipped(.repeats(line: earlier.position.line))
    }
    extracted.enables.append(Located(id, at: position))
    return .enabled(checkID: id)
  }

  /// Whether `file` was written for agents rather than for Charter: an agent file, a document
  /// one links to (which takes its origin), or a fragment `init --from-existing` made of one.
  static func isWrittenForAgents(_ file: RuleFile) -> Bool {
    [.agents, .agentsOverride, .agentFile].contains(file.origin) || !file.agentFiles.isEmpty
  }

  /// Why no bullet of `file` becomes a check, if extraction is off.
  private static func switchedOff(_ file: RuleFile, enabled: Bool) -> ConventionSkipReason? {
    if let setting = file.extractionSetting, !setting.value { return .extractionOffInFile(line: setting.position.line) }
    return enabled ? nil : .extractionOffInConfig
  }

  /// Why a check of `kind` would add nothing (or contradict the file), if it would. `literal`
  /// is the text a `ban` or `prefer` forbids: a declared check forbidding the same literal
  /// text, or the same pattern, would report the same occurrences.
  private static func overlap(_ kind: CheckKind, literal: String?, in extracted: Extracted) -> ConventionSkipReason? {
    var targets: Set<TextPattern> = []
    if let target = target(of: kind) { targets.insert(target) }
    if let literal { targets.insert(TextPattern(literal)) }
    if let (check, onlyLayout) = extracted.declared.first(overlapping: kind, targets: targets) {
      return onlyLayout ? .conflicts(checkID: check.id) : .restates(checkID: check.id)
    }
    if let (check, onlyLayout) = extracted.index.first(overlapping: kind, targets: targets) {
      let line = check.position.line
      return onlyLayout ? .contradicts(line: line) : .repeats(line: line)
    }
    return nil
  }

  /// The literal text a `ban` or `prefer` forbids: two checks with the same one would report
  /// the same occurrence twice.
  static func target(of kind: CheckKind) -> TextPattern? {
    switch kind {
    case .ban(let pattern): pattern
    case .prefer(_, let insteadOf, _): insteadOf
    default: nil
    }
  }

  private static func sameLayoutKind(_ a: CheckKind, _ b: CheckKind) -> Bool {
    switch (a, b) {
    case (.indentation, .indentation), (.maxLineLength, .maxLineLength): true
    default: false
    }
  }


}
