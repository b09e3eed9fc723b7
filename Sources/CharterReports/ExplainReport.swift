import CharterLint
import CharterProject
import CharterRules
import CharterSupport
import CharterSwiftChecks

/// `charter explain FILE`: the checks in force for one file and where each came from.
public struct ExplainReport: Sendable {
  /// What the resolver decided.
  public var resolved: ResolvedRules
  /// The Swift module of the file and its settings, for a Swift file.
  public var module: FileModule?
  /// Why the file counts as generated or vendored code, if it does.
  public var generated: GeneratedCode.Reason?
  /// Whether lint checks generated code all the same (`generated: include`).
  public var lintsGeneratedCode: Bool
  /// The rule file whose `globs` name the file in a vendored folder, so lint checks it all the same.
  public var generatedNamedBy: String?
  /// Why the file is not text, so no check reads it, if it is not.
  public var binary: BinaryFile?
  /// The findings of `agent-file` checks in the rule sources in force, by source: the
  /// sentences an agent should not trust (``RuleSourceFinding``).
  public var sourceFindings: [String: [RuleSourceFinding]] = [:]

  /// Creates a report; `generated` says why lint skips the file, unless `lintsGeneratedCode`.
  public init(_ resolved: ResolvedRules, generated: GeneratedCode.Reason? = nil, lintsGeneratedCode: Bool = false) {
    self.resolved = resolved
    self.generated = generated
    self.lintsGeneratedCode = lintsGeneratedCode
  }

  /// One line on generated code: why lint skips the file, or checks it all the same.
  private var generatedNote: String? {
    guard let generated else { return nil }
    if let generatedNamedBy { return "\(generated); linted because \(generatedNamedBy) names it in its globs" }
    return lintsGeneratedCode
      ? "\(generated); linted because the config says 'generated: include'"
      : "not linted, \(generated); set 'generated: include' in \(ProjectConfig.path) to lint it"
  }

  /// The JSON contract of DESIGN.md: `{"file", "rules": [{"id", "severity", "kind",
  /// "source", "overrides", "extracted"}]}`, plus `disabled`, `sources` and a `summary` per
  /// rule; `offByDefault` lists checks declared `enabled: false` that nothing turned on.
  public func json() -> String { jsonValue.pretty }

  /// ``json()`` as a value, for documents that embed it.
  public var jsonValue: JSONValue {
    var members: [String: JSONValue] = [
      "file": .string(resolved.path),
      "rules": .array(resolved.checks.map(Self.json)),
      "disabled": .array(
        resolved.disabled.map {
          .object(["id": .string($0.id), "source": $0.source.json, "disabledBy": $0.disabledBy.json])
        }),
      "sources": .array(resolved.sources.map(JSONValue.string)),
    ]
    let findings = resolved.sources.flatMap { sourceFindings[$0] ?? [] }
    if !findings.isEmpty { members["sourceFindings"] = .array(findings.map(\.json)) }
    if let generated {
      var entry: [String: JSONValue] = [
        "reason": .string(generated.description), "linted": .bool(lintsGeneratedCode || generatedNamedBy != nil),
      ]
      if let generatedNamedBy { entry["namedBy"] = .string(generatedNamedBy) }
      members["generated"] = .object(entry)
    }
    if let binary { members["binary"] = .object(["reason": .string(binary.description), "linted": .bool(false)]) }
    if !resolved.exempt.isEmpty {
      members["exempt"] = .array(
        resolved.exempt.map { .object(["id": .string($0.id), "source": $0.source.json, "reason": .string($0.reason)]) })
    }
    if !resolved.offByDefault.isEmpty {
      members["offByDefault"] = .array(resolved.offByDefault.map { .object(["id": .string($0.id), "source": $0.source.json]) })
    }
    if !resolved.replaced.isEmpty {
      members["replaced"] = .array(
        resolved.replaced.map {
          .object([
            "id": .string($0.id), "source": $0.source.json, "replacedBy": $0.replacedBy.json,
            "replacingRule": .string($0.replacingID),
          ])
        })
    }
    if !resolved.outOfScope.isEmpty {
      members["notForThisFile"] = .array(
        resolved.outOfScope.map {
          .object(["id": .string($0.id), "source": $0.source.json, "scope": .string($0.declaration.paths.summary ?? "")])
        })
    }
    if let module { members["module"] = Self.json(module) }
    return JSONValue.object(members)
  }

  private static func json(_ module: FileModule) -> JSONValue {
    var settings: [String: JSONValue] = [:]
    for key in ModuleSettings.Key.allCases {
      var entry: [String: JSONValue] = ["value": Self.value(of: key, in: module.settings.values).map(JSONValue.string) ?? .null]
      if let source = module.settings.sources[key] { entry["source"] = source.json }
      settings[key.rawValue] = .object(entry)
    }
    return .object([
      "targets": .array(
        module.modules.map {
          .object(["name": .string($0.name), "kind": .string($0.kind), "declaredIn": .string($0.declaredIn)])
        }),
      "settings": .object(settings),
    ])
  }

  /// A setting's value as text, `nil` when unknown.
  static func value(of key: ModuleSettings.Key, in settings: SwiftSettings) -> String? {
    switch key {
    case .defaultIsolation: settings.defaultIsolation?.rawValue
    case .languageMode: settings.languageMode.map { "Swift \($0)" }
    case .upcomingFeatures: settings.upcomingFeatures.isEmpty ? "none" : settings.upcomingFeatures.sorted().joined(separator: ", ")
    case .deploymentTargets: settings.deploymentTargets?.description
    }
  }

  /// The module section of the text listing.
  private func moduleText(_ module: FileModule) -> String {
    guard !module.modules.isEmpty else {
      return "\nSwift module: none found (no Package.swift target, Xcode or XcodeGen target compiles this file); "
        + "settings unknown\n"
    }
    var output = "\nSwift module: "
      + module.modules.map { "\($0.name) (\($0.kind) target in \($0.declaredIn))" }.joined(separator: ", ") + "\n"
    for key in ModuleSettings.Key.allCases {
      let width = ModuleSettings.Key.allCases.map(\.rawValue.count).max()! + 2
      let label = (key.rawValue + ":").padding(toLength: width, withPad: " ", startingAt: 0)
      let value = Self.value(of: key, in: module.settings.values)
      let source = module.settings.sources[key].map { ", from \($0)" } ?? (value == nil ? "" : " (default)")
      output += "  \(label)\(value ?? "unknown")\(source)\n"
    }
    return output
  }

  private static func json(_ check: EffectiveCheck) -> JSONValue {
    var members: [String: JSONValue] = [
      "id": .string(check.id),
      "severity": .string(check.severity.rawValue),
      "kind": .string(check.declaration.kind.name.rawValue),
      "summary": .string(check.declaration.summary),
      "source": check.source.json,
      "overrides": .array(check.overrides.map(\.json)),
      "extracted": .bool(check.declaration.isExtracted),
    ]
    if let message = check.declaration.message { members["message"] = .string(message) }
    if let fragment = check.fragmentID { members["fragment"] = .string(fragment) }
    if let severitySource = check.severitySource { members["severitySource"] = severitySource.json }
    if let enabledBy = check.enabledBy { members["enabledBy"] = enabledBy.json }
    return .object(members)
  }

  /// A readable listing for a terminal.
  public func text() -> String {
    var output = "\(resolved.path)\n"
    if let generatedNote { output += "  \(generatedNote)\n" }
    if let binary { output += "  not checked, \(binary): no check reads a file that is not text\n" }
    if resolved.sources.isEmpty {
      output += "  no rule file applies to this file\n"
      return output + (module.map(moduleText) ?? "")
    }
    output += "\nrule sources, lowest precedence first:\n"
    for source in resolved.sources {
      output += "  \(source)\n"
      for finding in sourceFindings[source] ?? [] { output += "    problem, \(finding.text)\n" }
    }
    output += "\nchecks in force (\(resolved.checks.count)):\n"
    let width = (resolved.checks.map(\.id.count) + resolved.disabled.map(\.id.count)).max() ?? 0
    for check in resolved.checks {
      let id = check.id.padding(toLength: width, withPad: " ", startingAt: 0)
      let severity = check.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
      output += "  \(id)  \(severity)  \(check.declaration.summary)\n"
      output += "  \(String(repeating: " ", count: width))           from \(check.source)"
      if check.declaration.isExtracted { output += " (extracted from prose)" }
      if let scope = check.declaration.paths.summary { output += ", for \(scope)" }
      output += "\n"
      for replaced in check.overrides.reversed() {
        output += "  \(String(repeating: " ", count: width))           overrides \(replaced)\n"
      }
      if let enabledBy = check.enabledBy {
        output += "  \(String(repeating: " ", count: width))           turned on by \(enabledBy)\n"
      }
      if let severitySource = check.severitySource {
        output += "  \(String(repeating: " ", count: width))           severity set by \(severitySource)\n"
      }
    }
    if !resolved.disabled.isEmpty {
      output += "\ndisabled:\n"
      for check in resolved.disabled {
        output += "  \(check.id)  from \(check.source), disabled by \(check.disabledBy)\n"
      }
    }
    if !resolved.offByDefault.isEmpty {
      output += "\noff by default (turn one on with 'enable: [ID]' in a rule file's front matter):\n"
      for check in resolved.offByDefault { output += "  \(check.id)  from \(check.source)\n" }
    }
    // One list per reason: a JSON file in a test folder is both data and test data.
    var reasons: [String] = []
    for check in resolved.exempt where !reasons.contains(check.reason) { reasons.append(check.reason) }
    for reason in reasons {
      output += "\nnot applied (the file is \(reason); name it in a rule's globs to check it):\n"
      for check in resolved.exempt where check.reason == reason { output += "  \(check.id)  from \(check.source)\n" }
    }
    if !resolved.replaced.isEmpty {
      output += "\nreplaced by a rule about the same text:\n"
      for check in resolved.replaced {
        output += "  \(check.id)  from \(check.source), replaced by \(check.replacingID) (\(check.replacedBy))\n"
      }
    }
    if !resolved.outOfScope.isEmpty {
      output += "\nnot for this file:\n"
      for check in resolved.outOfScope {
        output += "  \(check.id)  from \(check.source), only for \(check.declaration.paths.summary ?? "other files")\n"
      }
    }
    return output + (module.map(moduleText) ?? "")
  }
}
