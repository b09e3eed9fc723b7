import CharterAgentFormats
import CharterSupport

extension Composer {
  /// The hooks files of the agents `names` (`.claude/settings.json`, `.gemini/settings.json`,
  /// `.cursor/hooks.json`, `.github/hooks/charter.json` …), each holding the groups of
  /// `.charter/hooks.json` meant for it in the agent's spelling (``HookDialect``): elements
  /// compose owns one by one among a person's, or, for Copilot, a file of compose's own.
  /// Warnings say which group an agent cannot take, and why.
  /// - Throws: ``DiagnosticsError`` when `.charter/hooks.json` is not valid.
  func hookOutputs(for names: [String]) throws(DiagnosticsError) -> (outputs: [ComposedOutput], warnings: [Diagnostic])
  {
    let source = HookSource.read(project.repositoryFiles)
    if source.diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsError(source.diagnostics) }
    guard let groups = source.groups else { return ([], source.diagnostics) }
    var outputs: [ComposedOutput] = []
    var warnings = source.diagnostics
    for target in settingsTargets(names, file: \.hooksFile?.path) {
      guard let file = target.hooksFile else { continue }
      var arrays: [String: [JSONValue]] = [:]
      for group in groups where group.isWritten(for: target.name) {
        switch file.dialect.translate(group, for: target.name, agent: target.agent) {
        case .written(let event, let elements): arrays[event, default: []] += elements
        case .leftOut(let reason):
          warnings.append(
            Diagnostic(
              path: HookSource.path, position: group.position, severity: .warning, code: "hook-not-written",
              message: "this \(group.event) group is left out of \(file.path): \(reason)"))
        }
      }
      guard !arrays.isEmpty else { continue }
      if file.isWhole {
        var values = OwnedValues()
        values.elements[file.keyPath] = arrays
        outputs.append(
          ComposedOutput(
            path: file.path, target: target.format.target, ownership: .wholeFile,
            content: OwnedEntries.newFile(values, preamble: file.preamble)))
      } else {
        outputs.append(
          elementsOutput(arrays, at: file.keyPath, path: file.path, target: target, preamble: file.preamble))
      }
    }
    return (outputs, warnings)
  }

  /// The permission files of the agents `names` (`.claude/settings.json`, `.qwen/settings.json`,
  /// `.cursor/cli.json`), each holding the rules of `.charter/permissions.json` the agent can
  /// say exactly (``PermissionDialect``), as elements of its lists compose owns one by one.
  /// Warnings name each rule an agent cannot take.
  /// - Throws: ``DiagnosticsError`` when `.charter/permissions.json` is not valid.
  func permissionOutputs(for names: [String]) throws(DiagnosticsError) -> (
    outputs: [ComposedOutput], warnings: [Diagnostic]
  ) {
    let source = PermissionSource.read(project.repositoryFiles)
    if source.diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsError(source.diagnostics) }
    guard let rules = source.rules else { return ([], source.diagnostics) }
    var outputs: [ComposedOutput] = []
    var warnings = source.diagnostics
    for target in settingsTargets(names, file: \.permissionsFile?.path) {
      guard let file = target.permissionsFile else { continue }
      var arrays: [String: [JSONValue]] = [:]
      for list in PermissionList.allCases {
        for rule in rules[list] ?? [] where rule.isWritten(for: target.name) {
          let spelled = file.dialect.lists.contains(list) ? file.dialect.spelled(rule) : nil
          guard let spelled else {
            let reason =
              file.dialect.lists.contains(list)
              ? "\(target.agent) cannot say exactly what it covers"
              : "\(target.agent) has no \"\(list.rawValue)\" list"
            warnings.append(
              Diagnostic(
                path: PermissionSource.path, position: rule.position, severity: .warning,
                code: "permission-not-written",
                message: "'\(PrintableText.line(rule.text))' is left out of \(file.path): \(reason)"))
            continue
          }
          if arrays[list.rawValue]?.contains(.string(spelled)) != true {
            arrays[list.rawValue, default: []].append(.string(spelled))
          }
        }
      }
      guard !arrays.isEmpty else { continue }
      outputs.append(elementsOutput(arrays, at: file.keyPath, path: file.path, target: target, preamble: [:]))
    }
    return (outputs, warnings)
  }

  /// The selected targets among `names` with a file at `file`, the first one for each path,
  /// whose format compose writes.
  private func settingsTargets(_ names: [String], file: (AgentTarget) -> String?) -> [AgentTarget] {
    var seen = Set<String>()
    return names.compactMap { name in
      guard let target = AgentTargets.named(name), let path = file(target), seen.insert(path).inserted,
        formats.contains(where: { $0.target == target.format.target })
      else { return nil }
      return target
    }
  }

  /// An output owning `arrays`' elements in the object at `keyPath` of the file at `path`.
  private func elementsOutput(
    _ arrays: [String: [JSONValue]], at keyPath: [String], path: String, target: AgentTarget,
    preamble: [String: JSONValue]
  ) -> ComposedOutput {
    var values = OwnedValues()
    values.elements[keyPath] = arrays
    let names = arrays.flatMap { array, elements in elements.map { OwnedEntries.elementName($0, array: array) } }
    return ComposedOutput(
      path: path, target: target.format.target,
      ownership: .entries([OwnedPart(keyPath: keyPath, kind: .elements, names: names.sorted())]),
      content: OwnedEntries.content(values, preamble: preamble))
  }

  /// `output` joined to `other`, the output already planned for its path: the parts of two
  /// entries outputs (an agent's MCP servers, hooks and permission rules in one settings
  /// file) become one output; anything else keeps the first.
  static func joined(_ other: ComposedOutput?, _ output: ComposedOutput) -> ComposedOutput {
    guard let other else { return output }
    guard case .entries(let first) = other.ownership, case .entries(let second) = output.ownership else { return other }
    let parts = first + second
    var values = OwnedEntries.values(of: other.content, parts: first)
    let added = OwnedEntries.values(of: output.content, parts: second)
    values.members.merge(added.members) { $0.merging($1) { $1 } }
    values.elements.merge(added.elements) { $0.merging($1) { $0 + $1 } }
    let preamble = OwnedEntries.preamble(of: other.content, parts: first).merging(
      OwnedEntries.preamble(of: output.content, parts: second)
    ) { first, _ in first }
    var joined = other
    joined.ownership = .entries(parts)
    joined.content = OwnedEntries.content(values, preamble: preamble)
    return joined
  }
}
