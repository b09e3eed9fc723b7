import CharterSupport

/// Decides which checks apply to a file, merging layers with provenance.
///
/// A pure function of its inputs, documented in `Documentation/Layering.md`:
///
/// 1. A rule file applies to a path when the path lies in the file's base folder and, if the
///    file has `globs`, one of them matches the path relative to that folder.
/// 2. The applicable files are ordered from lowest to highest precedence: built-in packs, then
///    the user-global layer, then repository files by folder depth (the root first, the
///    closest folder last); within one folder, unscoped files before path-scoped ones, then
///    `AGENTS.md`, `.charter/rules` fragments, `AGENTS.override.md`; ties by path.
/// 3. Each file in that order first applies its `disable:`, `enable:` and `severity:`
///    overrides to what lower layers declared, then declares its own checks; a check id declared
///    again replaces the earlier declaration, which is kept in `overrides`. A check declared
///    `enabled: false` is not in force until a higher layer names it in `enable:`
///    (``OffByDefaultCheck``). A repository or user check that forbids the same text as a pack
///    check replaces the pack's check, whatever its id (``ReplacedCheck``).
/// 4. `indentation` and `max-line-length` do not apply to Makefiles and data or project files,
///    nor `final-newline` to data or project files (``LayoutExemptFile``), unless the rule file
///    that declares the check names the file in its `globs`; such checks are listed in
///    ``ResolvedRules/exempt``. Nor do the checks Charter brings itself (a pack's, or read from
///    prose) apply to licence texts and test fixtures (``ForeignFile``), unless a team's rule
///    file that declares the check names the file in its `globs` (``GlobNaming``).
/// 5. Checks whose own ``PathScope`` does not admit the path are left out (kept in
///    ``ResolvedRules/outOfScope``): a replaced pack check stays replaced there too.
public enum RuleResolver {
  /// The checks in force for `path` (relative to the repository root) among `files`.
  public static func resolve(path: String, files: [RuleFile]) -> ResolvedRules {
    let applicable = files.filter { applies($0, to: path) }.sorted(by: precedes)
    var active: [String: EffectiveCheck] = [:]
    // Declared `enabled: false` and not enabled (yet) by a higher layer.
    var dormant: [String: EffectiveCheck] = [:]
    var disabled: [String: DisabledCheck] = [:]
    var declaringFile: [String: RuleFile] = [:]
    var replaced: [String: ReplacedCheck] = [:]
    // Indexes into `active`, so that resolving a file of 100,000 checks is linear: the ids of
    // the checks each fragment id declared, and of the pack checks forbidding each text.
    // Entries may be stale (the check since replaced or removed); each use checks `active`.
    var idsByFragment: [String: [String]] = [:]
    var packIDsByForbidden: [String: [String]] = [:]
    for file in applicable {
      for entry in file.disabled {
        let reference = SourceReference(path: file.path, line: entry.position.line)
        let candidates = Set([entry.value] + (idsByFragment[entry.value] ?? []))
        let matching = candidates.sorted().compactMap { active[$0] ?? dormant[$0] }.filter {
          $0.id == entry.value || $0.fragmentID == entry.value
        }
        for check in matching {
          active[check.id] = nil
          dormant[check.id] = nil
          disabled[check.id] = DisabledCheck(id: check.id, source: check.source, disabledBy: reference)
        }
      }
      for entry in file.enabled + file.enabledByProse {
        for var check in dormant.values where check.id == entry.value || check.fragmentID == entry.value {
          dormant[check.id] = nil
          check.enabledBy = SourceReference(path: file.path, line: entry.position.line)
          active[check.id] = check
        }
      }
      for entry in file.severityOverrides {
        let id = entry.value.checkID
        let source = SourceReference(path: file.path, line: entry.position.line)
        if var check = active[id] {
          check.severity = entry.value.severity
          check.severitySource = source
          active[id] = check
        } else if var check = dormant[id] {
          check.severity = entry.value.severity
          check.severitySource = source
          dormant[id] = check
        }
      }
      for declaration in file.checks {
        let previous = active[declaration.id] ?? dormant[declaration.id]
        let source = SourceReference(path: file.path, line: declaration.position.line)
        let forbidden = declaration.kind.forbiddenText
        if file.origin != .pack, let forbidden {
          for id in packIDsByForbidden[forbidden] ?? [] {
            guard let check = active[id] ?? dormant[id], check.id != declaration.id,
              check.source.path.hasPrefix(BuiltinPacks.pathPrefix), check.declaration.kind.forbiddenText == forbidden
            else { continue }
            active[check.id] = nil
            dormant[check.id] = nil
            replaced[check.id] = ReplacedCheck(
              id: check.id, source: check.source, replacedBy: source, replacingID: declaration.id)
          }
        }
        let check = EffectiveCheck(
          declaration: declaration,
          severity: declaration.severity ?? file.defaultSeverity ?? .warning,
          fragmentID: file.id, source: source,
          overrides: previous.map { $0.overrides + [$0.source] } ?? [],
          severitySource: nil)
        if declaration.isEnabledByDefault {
          active[declaration.id] = check
          dormant[declaration.id] = nil
        } else {
          active[declaration.id] = nil
          dormant[declaration.id] = check
        }
        disabled[declaration.id] = nil
        declaringFile[declaration.id] = file
        if let fragment = file.id { idsByFragment[fragment, default: []].append(declaration.id) }
        if let forbidden, source.path.hasPrefix(BuiltinPacks.pathPrefix) {
          packIDsByForbidden[forbidden, default: []].append(declaration.id)
        }
      }
    }
    var exempt: [ExemptCheck] = []
    if let reason = LayoutExemptFile.reason(for: path) {
      for check in active.values where LayoutExemptFile.isLayoutCheck(check.declaration.kind, reason: reason) {
        if let file = declaringFile[check.id], LayoutExemptFile.isNamed(relative(path, to: file), by: file.globs) { continue }
        active[check.id] = nil
        exempt.append(ExemptCheck(id: check.id, source: check.source, reason: reason))
      }
    }
    if let foreign = ForeignFile.reason(for: path) {
      for check in active.values where ForeignFile.isCharters(check) {
        if let file = declaringFile[check.id], GlobNaming.teamFile(file, names: path, spelling: foreign.words) { continue }
        active[check.id] = nil
        exempt.append(ExemptCheck(id: check.id, source: check.source, reason: foreign.text))
      }
    }
    let inForce = active.values.sorted { $0.id < $1.id }
    return ResolvedRules(
      path: path,
      checks: inForce.filter { $0.declaration.paths.admits(path) },
      disabled: disabled.values.sorted { $0.id < $1.id },
      sources: applicable.map(\.path),
      replaced: replaced.values.sorted { $0.id < $1.id },
      offByDefault: dormant.values.map { OffByDefaultCheck(id: $0.id, source: $0.source) }.sorted { $0.id < $1.id },
      outOfScope: inForce.filter { !$0.declaration.paths.admits(path) },
      exempt: exempt.sorted { $0.id < $1.id },
      enabled: Set(applicable.flatMap { ($0.enabled + $0.enabledByProse).map(\.value) }))
  }

  private static func relative(_ path: String, to file: RuleFile) -> String {
    file.baseDirectory.isEmpty ? path : String(path.dropFirst(file.baseDirectory.count + 1))
  }

  /// Whether `file` governs `path`.
  public static func applies(_ file: RuleFile, to path: String) -> Bool {
    applies(base: file.baseDirectory, globs: file.globs, to: path)
  }

  /// Whether rule files in the folder `base` with `globs` apply to the root-relative `path`.
  public static func applies(base: String, globs: GlobList, to path: String) -> Bool {
    applies(base: base, globs: globs, to: path, components: Glob.components(of: path))
  }

  /// ``applies(base:globs:to:)`` given `path` split by ``Glob/components(of:)`` too, for a
  /// caller that tests one path against many rule files' globs.
  package static func applies(base: String, globs: GlobList, to path: String, components: [[Unicode.Scalar]]) -> Bool {
    guard globs.entries.isEmpty || base.isEmpty else {
      guard path.hasPrefix(base + "/") else { return false }
      let depth = base.utf8.reduce(1) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }
      return globs.matches(components: Array(components.dropFirst(depth)))
    }
    guard base.isEmpty || path.hasPrefix(base + "/") else { return false }
    return globs.matches(components: components)
  }

  /// The precedence order: `true` when `a` is a lower layer than `b`.
  package static func precedes(_ a: RuleFile, _ b: RuleFile) -> Bool {
    key(a) < key(b) || (key(a) == key(b) && a.path < b.path)
  }

  private static func key(_ file: RuleFile) -> (Int, Int, Int, Int) {
    let tier: Int
    switch file.origin {
    case .pack: tier = 0
    case .user: tier = 1
    case .agents, .agentFile, .fragment, .agentsOverride: tier = 2
    }
    let depth = file.baseDirectory.isEmpty ? 0 : file.baseDirectory.split(separator: "/").count
    return (tier, depth, file.isPathScoped ? 1 : 0, file.origin.rankInFolder)
  }
}
