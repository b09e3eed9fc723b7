import CharterProject
import CharterRules
import CharterSwiftChecks

/// `agent-file: contradicts-project`: a sentence of a rule source that states a deployment
/// target, a Swift language mode, the Swift a package needs, an indentation or a line-length
/// limit that the project's build and settings files say otherwise for the Swift code the file
/// governs. Reported at the sentence, naming the file and line that decide.
///
/// A statement holds when any module (or any settings file) under the file's folder agrees:
/// a repository that builds for iOS 16 and iOS 17 makes "iOS 17+" true. Nothing is reported
/// where the project is silent or unreadable. Skills are passed over: they are written for any
/// project.
struct ContradictsProjectCheck: TextCheck {
  let check: EffectiveCheck
  let context: AgentFileContext
  var readsRegions: Bool { false }

  func run(on file: borrowing LintedFile, into findings: inout [Finding]) {
    guard context.isRuleSource(file.path), Self.isProse(file.path), !Self.isSkill(file.path) else { return }
    let text = String(keepingOffsets: file.bytes)
    let statements = ProjectStatements(text).statements
    // A rule for other files (a Copilot instruction for `**/*.md`) states their layout.
    let layout = context.appliesToSwift(file.path) ? LayoutStatement.read(body: text).filter(\.isAboutSwift) : []
    guard !statements.isEmpty || !layout.isEmpty else { return }
    let hedged = HedgedLines(text).from
    let facts = context.projectFacts(under: Self.scope(of: file.path))
    for statement in statements where !file.isFull(findings) {
      let line = file.lines.position(of: statement.range.lowerBound, in: file.bytes).line
      guard hedged[line - 1] == nil, let message = contradiction(statement.claim, facts) else { continue }
      findings.append(file.finding(check, statement.range, message: message))
    }
    for statement in layout where !file.isFull(findings) {
      let line = statement.position.line
      guard line >= 1, line <= file.lines.lineCount, hedged[line - 1] == nil,
        let message = contradiction(statement.claim, facts)
      else { continue }
      let content = file.lines.contentRange(ofLine: line, in: file.bytes)
      let start = content.firstIndex { file.bytes[$0] != UInt8(ascii: " ") && file.bytes[$0] != UInt8(ascii: "\t") }
      findings.append(file.finding(check, (start ?? content.lowerBound)..<content.upperBound, message: message))
    }
  }

  // MARK: Build settings

  func contradiction(_ claim: ProjectStatements.Claim, _ facts: ProjectFacts) -> String? {
    switch claim {
    case .deploymentTarget(let platform, let version, let majorOnly):
      // A module that states no minimum for the platform builds for the SDK's oldest: any
      // version the sentence names may be the one it means.
      // SwiftPM builds a package for every platform, the ones it does not list at the oldest.
      let silent = facts.modules.contains { module in
        let minimum = module.settings.values.deploymentTargets?.minimums[platform]
        return minimum == .oldestSupported || (minimum == nil && module.kind == "SwiftPM")
      }
      guard !silent else { return nil }
      let stated = facts.modules.compactMap { module -> (OSVersion, SwiftModule)? in
        guard case .version(let minimum)? = module.settings.values.deploymentTargets?.minimums[platform] else { return nil }
        return (minimum, module)
      }
      guard !stated.isEmpty else { return nil }
      let agrees = stated.contains { minimum, _ in
        minimum.components[0] == version.components[0]
          && (majorOnly || version.components[1] == 0 && version.components[2] == 0 || minimum.components[1] == version.components[1])
      }
      guard !agrees else { return nil }
      let shown = majorOnly ? "\(platform.rawValue) \(version.components[0])" : "\(platform.rawValue) \(version)"
      return "says \(shown), but "
        + "\(Self.list(stated.map { ("for \(platform.rawValue) \($0.0)", $0.1, ModuleSettings.Key.deploymentTargets) }))"
    case .languageMode(let mode):
      let modes = facts.modules.map { ($0.settings.values.languageMode, $0) }
      // One module of unknown mode may be the one the sentence is about.
      guard !modes.isEmpty, modes.allSatisfy({ $0.0 != nil }), !modes.contains(where: { $0.0 == mode }) else { return nil }
      return "says Swift \(mode) language mode, but "
        + "\(Self.list(modes.map { ("in Swift \($0.0!) mode", $0.1, ModuleSettings.Key.languageMode) }))"
    case .swiftVersion(let version):
      guard let tools = facts.toolsVersion, version < tools.version,
        !(version.components[0] == tools.version.components[0] && version.components[1] == tools.version.components[1])
      else { return nil }
      return "says Swift \(version), but \(tools.path):1 needs Swift \(tools.version) or later (swift-tools-version)"
    }
  }

  /// "App.xcodeproj/project.pbxproj:305 builds App for iOS 16.0", for at most three values.
  private static func list(_ items: [(value: String, module: SwiftModule, key: ModuleSettings.Key)]) -> String {
    var byValue: [String: [(String, SwiftModule, ModuleSettings.Key)]] = [:]
    for item in items { byValue[item.value, default: []].append(item) }
    let parts = byValue.keys.sorted().prefix(3).map { value -> String in
      let modules = byValue[value]!
      let first = modules[0].1
      let place = first.settings.sources[modules[0].2].map(\.description) ?? first.declaredIn
      let names = modules.count == 1 ? first.name : "\(first.name) and \(modules.count - 1) more"
      return "\(place) builds \(names) \(value)"
    }
    return parts.joined(separator: "; ")
  }

  // MARK: Layout

  func contradiction(_ claim: LayoutStatement.Claim, _ facts: ProjectFacts) -> String? {
    switch claim {
    case .indentation(let style):
      // Every sampled file must have a declared indentation, and none may agree.
      guard !facts.indentations.isEmpty, let declared = facts.indentations.first ?? nil,
        facts.indentations.allSatisfy({ $0 != nil }),
        !facts.indentations.contains(where: { Self.same($0!.style, style) })
      else { return nil }
      return "says \(Self.describe(style)), but \(declared.source) sets \(Self.describe(declared.style)) for the Swift files here"
    case .lineLength(let limit):
      guard !facts.lineLengths.isEmpty, facts.lineLengths.allSatisfy({ !$0.isEmpty }),
        !facts.lineLengths.contains(where: { $0.contains { $0.limit == limit } }),
        let declared = facts.lineLengths.first?.first
      else { return nil }
      return "says lines of at most \(limit) characters, but \(declared.source) sets `\(declared.setting)` for the Swift files here"
    }
  }

  private static func same(_ one: IndentationStyle, _ other: IndentationStyle) -> Bool {
    one.character == other.character && (one.character == .tabs || one.width == other.width)
  }

  private static func describe(_ style: IndentationStyle) -> String {
    style.character == .tabs ? "tab indentation" : "\(style.width)-space indentation"
  }

  // MARK: Which files

  /// Markdown-like rule sources; agents' settings files are JSON.
  static func isProse(_ path: String) -> Bool {
    !path.hasSuffix(".json")
  }

  /// A skill's files: written for any project that installs it.
  static func isSkill(_ path: String) -> Bool {
    path == "SKILL.md" || path.hasSuffix("/SKILL.md") || path.contains("/skills/") || path.hasPrefix("skills/")
  }

  /// The folder whose code a rule source describes: its own, or for a file in an agent's
  /// folder (`.cursor/rules/`, `.github/`), the folder that holds that one.
  static func scope(of path: String) -> String {
    var folder: [Substring] = []
    for part in path.split(separator: "/").dropLast() {
      if part.hasPrefix(".") { break }
      folder.append(part)
    }
    return folder.joined(separator: "/")
  }

  static func join(_ folder: String, _ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }
}
