import CharterSupport

/// `.charter/permissions.json`: the permission rules compose writes into every target's
/// settings (`.claude/settings.json`, `.qwen/settings.json`, `.cursor/cli.json`).
///
/// The shape is Claude Code's `permissions` — `{"permissions": {"allow": [RULE], "ask":
/// [RULE], "deny": [RULE]}}` with rules such as `Bash(npm run test:*)` — the lists teams
/// already keep in `.claude/settings.json`; the schema is
/// Documentation/schemas/permissions.schema.json.
public enum PermissionSource {
  /// The file's path relative to the repository root.
  public static let path = ".charter/permissions.json"

  /// The rules by list (`nil` when the repository has no `.charter/permissions.json`) and a
  /// diagnostic for everything in the file that does not fit the schema.
  public static func read(_ repository: RepositoryFiles, file: String = path) -> (
    rules: [PermissionList: [PermissionRule]]?, diagnostics: [Diagnostic]
  ) {
    SourceReader.read(repository, file: file) { parse($0, path: $1) }
  }

  /// The rules `text` declares, by list in the order written, and its diagnostics.
  public static func parse(_ text: String, path: String = path) -> (
    rules: [PermissionList: [PermissionRule]]?, diagnostics: [Diagnostic]
  ) {
    let document: JSONDocument
    do {
      document = try JSONDocument(parsing: text, path: path)
    } catch {
      return (nil, error.diagnostics)
    }
    var reader = SourceReader(text: text, path: path, code: "invalid-permissions")
    guard let lists = reader.topObject(document.root, key: "permissions", what: "rule lists") else {
      return (nil, reader.diagnostics)
    }
    var rules: [PermissionList: [PermissionRule]] = [:]
    let names = PermissionList.allCases.map(\.rawValue)
    for member in lists {
      guard let list = PermissionList(rawValue: member.key) else {
        reader.error(
          at: member.keyRange,
          "unknown key '\(PrintableText.line(member.key))'; compose writes the lists allow, ask and deny"
            + Suggestion.didYouMean(member.key, among: names), code: "unknown-key")
        continue
      }
      guard case .array(let items) = member.node.value else {
        reader.error(at: member.node, "\"\(member.key)\" must be an array of rules")
        continue
      }
      for item in items {
        var targets: [String]?
        var excluded: [String] = []
        var ruleNode = item
        if case .object(let fields) = item.value {
          // The object form names the targets a rule is for.
          var found: JSONDocument.Node?
          for field in fields {
            switch field.key {
            case "rule": found = field.node
            case "targets":
              targets = reader.targetNames(field, surface: "permissions", has: { $0.permissionsFile != nil })
            case "exclude-targets":
              excluded = reader.targetNames(field, surface: "permissions", has: { $0.permissionsFile != nil }) ?? []
            default:
              reader.error(
                at: field.keyRange,
                "unknown key '\(PrintableText.line(field.key))'; a rule object has rule, targets and exclude-targets"
                  + Suggestion.didYouMean(field.key, among: ["rule", "targets", "exclude-targets"]), code: "unknown-key"
              )
            }
          }
          guard let found else {
            reader.error(at: item, "a rule object needs \"rule\"")
            continue
          }
          ruleNode = found
        }
        guard case .string(let text) = ruleNode.value else {
          reader.error(at: ruleNode, "a rule must be a string such as \"Bash(npm run test:*)\"")
          continue
        }
        var rule = PermissionRule(text)
        rule.targets = targets
        rule.excludeTargets = excluded
        guard rule.parts != nil, !text.contains(where: { $0.isNewline || $0 == "\0" }) else {
          reader.error(
            at: item,
            "'\(PrintableText.line(text))' is not a rule: write a tool name, alone or with what it covers in "
              + "parentheses (\"Bash(swift build:*)\", \"Read(./.env)\")")
          continue
        }
        rule.position = JSONDocument.position(of: item.range.lowerBound, in: reader.text)
        if rules[list, default: []].contains(where: { $0.text == text && $0.targets == targets }) {
          reader.diagnostics.append(
            Diagnostic(
              path: path, position: rule.position, severity: .warning, code: "duplicate-rule",
              message: "'\(PrintableText.line(text))' is already in \"\(list.rawValue)\""))
          continue
        }
        rules[list, default: []].append(rule)
      }
    }
    return (reader.diagnostics.contains { $0.severity == .error } ? nil : rules, reader.diagnostics)
  }
}
