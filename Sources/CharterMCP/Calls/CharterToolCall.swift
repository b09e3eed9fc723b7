import CharterKit
import Foundation
import MCP

/// Answers one tool call. Each call opens the repository afresh, so a rule file, config or
/// skill edited between two calls is honoured on the second: the server keeps nothing that
/// can go stale. `lint` and `fix` of a file as saved share the command line's result cache
/// when it has made one (``LintResultCache/sharedWithCommandLine(in:for:holding:)``).
struct CharterToolCall {
  /// The folder the server was started in (`-C DIR`); relative paths are taken from the
  /// repository root that encloses it.
  let directory: URL
  /// Whether the user-global rules layer takes part.
  let useUserRules: Bool

  /// The result of calling the tool `name` with `arguments`.
  /// - Throws: `MCPError.invalidParams` with the command line's message for a bad argument
  ///   (a path outside the repository, a missing file, invalid UTF-8, an unknown skill) or a
  ///   broken rule file.
  func callAsFunction(_ name: String, _ arguments: [String: Value]) async throws -> CallTool.Result {
    let project = Project(
      enclosing: directory,
      options: ProjectOptions(useUserRules: useUserRules, environment: ProcessInfo.processInfo.environment))
    do {
      switch name {
      case CharterTools.rulesForPath:
        let path = try file(arguments, in: project, presence: .mayBeMissing)
        var rules = try RulesForPath(path: path, in: project)
        rules.explain.sourceFindings = await project.ruleSourceFindings(rules.explain.resolved.sources)
        return Self.result(rules.text())
      case CharterTools.explain:
        let path = try file(arguments, in: project, presence: .mayBeMissing)
        var (report, ruleDiagnostics, _) = project.explainReport(for: path)
        if ruleDiagnostics.contains(where: { $0.severity == .error }) {
          throw AgentRequestError.invalidRules(diagnostics: ruleDiagnostics)
        }
        report.sourceFindings = await project.ruleSourceFindings(report.resolved.sources)
        return Self.result(report.json())
      case CharterTools.lint:
        let (path, content) = try fileAndContent(arguments, in: project)
        let cache = LintResultCache.sharedWithCommandLine(in: project, for: path, holding: content)
        let result = try await Linter(project: project).lint(file: path, content: content, cache: cache)
        return Self.result(JSONReporter(findingLimit: Self.findingLimit).render(result.report))
      case CharterTools.fix:
        let (path, content) = try fileAndContent(arguments, in: project)
        let cache = LintResultCache.sharedWithCommandLine(in: project, for: path, holding: content)
        let result = try await Linter(project: project).lint(file: path, content: content, fix: true, cache: cache)
        return Self.result(Self.fixJSON(path: path, result).pretty)
      case CharterTools.listSkills:
        return Self.result(SkillShelf(project: project).listJSON().pretty)
      case CharterTools.readSkill:
        let name = try string("name", in: arguments, required: true) ?? ""
        return Self.result(try SkillShelf(project: project).skill(named: name).text)
      default:
        throw MCPError.invalidParams(
          "unknown tool '\(name)'; Charter has " + CharterTools.all.map(\.name).joined(separator: ", "))
      }
    } catch let error as AgentRequestError {
      throw MCPError.invalidParams(error.description)
    }
  }

  /// The most findings a `lint` result lists; `truncated` and `summary` give the total.
  static let findingLimit = 1_000

  /// A result holding `text`.
  private static func result(_ text: String) -> CallTool.Result {
    .init(content: [.text(text: text, annotations: nil, _meta: nil)])
  }

  /// `{"path", "content", "fixed": [finding], "remaining": [finding], "changed"}`, and
  /// `"truncated": {"fixed", "remaining"}` with the totals when a list holds more than
  /// ``findingLimit``.
  private static func fixJSON(path: String, _ result: Linter.SingleFileResult) -> JSONValue {
    var object: [String: JSONValue] = [
      "path": .string(path),
      "content": .string(result.fixed ?? ""),
      "changed": .bool(result.changed),
      "fixed": .array(result.resolved.prefix(findingLimit).map(JSONReporter.json)),
      "remaining": .array(result.remaining.prefix(findingLimit).map(JSONReporter.json)),
    ]
    if max(result.resolved.count, result.remaining.count) > findingLimit {
      object["truncated"] = .object(["fixed": .int(result.resolved.count), "remaining": .int(result.remaining.count)])
    }
    return .object(object)
  }

  private func file(_ arguments: [String: Value], in project: Project, presence: Project.FilePresence) throws -> String {
    let argument = try string("path", in: arguments, required: true) ?? ""
    return try project.requestedFile(argument, relativeTo: project.root, presence: presence)
  }

  private func fileAndContent(_ arguments: [String: Value], in project: Project) throws -> (String, [UInt8]?) {
    let content = try string("content", in: arguments, required: false)
    let path = try file(arguments, in: project, presence: content == nil ? .mustExist : .mayBeMissing)
    return (path, content.map { Array($0.utf8) })
  }

  private func string(_ key: String, in arguments: [String: Value], required: Bool) throws -> String? {
    guard let value = arguments[key], !value.isNull else {
      if required { throw MCPError.invalidParams("missing argument '\(key)'") }
      return nil
    }
    guard let text = value.stringValue else { throw MCPError.invalidParams("argument '\(key)' must be a string") }
    return text
  }
}
