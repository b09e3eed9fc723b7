import CharterAgentFormats
import CharterSupport

extension ExistingRulesImporter {
  /// What the import takes from the hooks or permission files of the imported agents.
  struct ImportedSettings {
    /// The text of `.charter/hooks.json` or `.charter/permissions.json` (`nil`: nothing taken).
    var text: String?
    /// How many groups or rules were taken.
    var count = 0
    /// The files they came from.
    var files: [String] = []
    /// Why a group or rule stays only in the person's file.
    var warnings: [Diagnostic] = []
  }

  /// One element of an agent's settings file: where, and its value.
  private struct Place {
    let agent: AgentTarget
    let array: String
    let value: JSONValue
    let position: SourcePosition
  }

  /// The hook groups of the imported agents' hooks files, when there is no
  /// `.charter/hooks.json` yet. A group is taken when compose would write back exactly what the
  /// files hold — read in Claude Code's names (each agent's events, tool names and timeouts
  /// read back), with `targets` naming the agents holding it unless that is every agent compose
  /// would write it for. Anything else stays in the person's file with a warning.
  func importedHooks(targets: [String]) -> ImportedSettings {
    var result = ImportedSettings()
    guard (try? project.files.text(HookSource.path)) == nil else { return result }
    // Copilot's file is compose's own: none is read, but the import must not give it groups.
    let writers = targets.compactMap(AgentTargets.named).filter { $0.hooksFile != nil }
    let agents = writers.filter { !$0.hooksFile!.isWhole }
    let places = elements(
      of: agents, file: { $0.hooksFile.map { ($0.path, $0.keyPath) } }, source: HookSource.path, into: &result)
    var groups: [HookGroup] = []
    var claimed = Set<Int>()
    for (index, place) in places.enumerated() where !claimed.contains(index) {
      guard let candidate = claudeGroup(place) else { continue }
      // Without targets first (the group goes wherever it can), then for its own agent alone.
      for restricted in [false, true] {
        var group = candidate
        if restricted { group.targets = [place.agent.name] }
        let holders = hookHolders(group, places: places, agents: agents)
        guard let mine = holders[place.agent.name], mine == index else { continue }
        let written = writers.filter { agent in
          guard group.isWritten(for: agent.name) else { return false }
          if case .written = agent.hooksFile!.dialect.translate(group, for: agent.name, agent: agent.agent) {
            return true
          }
          return false
        }.map(\.name)
        if !restricted {
          (group.targets, group.excludeTargets) = Self.targets(holders: Array(holders.keys), written: written)
        }
        claimed.formUnion(holders.values)
        groups.append(group)
        break
      }
    }
    for (index, place) in places.enumerated() where !claimed.contains(index) {
      result.warnings.append(
        skipped(
          place.agent.hooksFile!.path, at: place.position, code: "hook-not-imported",
          "this \(place.array) hook is not one compose would write back as it is", source: HookSource.path))
    }
    guard !groups.isEmpty else { return result }
    var events: [String: JSONValue] = [:]
    for event in HookGroup.claudeEvents {
      let mine = groups.filter { $0.event == event }
      guard !mine.isEmpty else { continue }
      events[event] = .array(
        mine.map { group in
          guard case .object(var members) = group.value else { return group.value }
          if let targets = group.targets { members["targets"] = .array(targets.map(JSONValue.string)) }
          if !group.excludeTargets.isEmpty {
            members["exclude-targets"] = .array(group.excludeTargets.map(JSONValue.string))
          }
          return .object(members)
        })
    }
    result.text = OwnedEntries.newFile(OwnedValues(members: [["hooks"]: events]))
    result.count = groups.count
    return result
  }

  /// The permission rules of the imported agents' permission files, when there is no
  /// `.charter/permissions.json` yet: Claude Code's and Qwen Code's rules as written, with
  /// `targets` when not every agent compose writes rules for holds a rule. Cursor's rules, in
  /// another syntax, stay the person's, with a warning.
  func importedPermissions(targets: [String]) -> ImportedSettings {
    var result = ImportedSettings()
    guard (try? project.files.text(PermissionSource.path)) == nil else { return result }
    let agents = targets.compactMap(AgentTargets.named).filter { $0.permissionsFile != nil }
    let places = elements(
      of: agents, file: { $0.permissionsFile.map { ($0.path, $0.keyPath) } }, source: PermissionSource.path,
      into: &result)
    var lists: [String: [JSONValue]] = [:]
    var count = 0
    var taken = Set<String>()
    for place in places {
      let dialect = place.agent.permissionsFile!.dialect
      guard PermissionList(rawValue: place.array) != nil, case .string(let text) = place.value,
        dialect == .claude || dialect == .qwen, PermissionRule(text).parts != nil
      else {
        result.warnings.append(
          skipped(
            place.agent.permissionsFile!.path, at: place.position, code: "permission-not-imported",
            "this rule is not in Claude Code's syntax", source: PermissionSource.path))
        continue
      }
      guard taken.insert(place.array + "\u{0}" + text).inserted else { continue }
      // The agents whose files hold the rule in this list, and those compose would write it for.
      let holders = places.filter { $0.array == place.array && $0.value == place.value }.map(\.agent.name)
      let writers = agents.filter { agent in
        agent.permissionsFile!.dialect.lists.contains { $0.rawValue == place.array }
          && agent.permissionsFile!.dialect.spelled(PermissionRule(text)) != nil
      }.map(\.name)
      var rule = JSONValue.string(text)
      switch Self.targets(holders: holders, written: writers) {
      case (let named?, _): rule = .object(["rule": .string(text), "targets": .array(named.map(JSONValue.string))])
      case (nil, let excluded) where !excluded.isEmpty:
        rule = .object(["rule": .string(text), "exclude-targets": .array(excluded.map(JSONValue.string))])
      default: break
      }
      lists[place.array, default: []].append(rule)
      count += 1
    }
    guard count > 0 else { return result }
    result.text = OwnedEntries.newFile(OwnedValues(members: [["permissions"]: lists.mapValues(JSONValue.array)]))
    result.count = count
    return result
  }

  /// Every element of the arrays in each agent's file (`file`: its path and the key path of
  /// the object of arrays), in order; a file that is not JSON is named in a warning.
  private func elements(
    of agents: [AgentTarget], file: (AgentTarget) -> (String, [String])?, source: String,
    into result: inout ImportedSettings
  ) -> [Place] {
    var places: [Place] = []
    var read = Set<String>()
    for agent in agents {
      guard let (path, keyPath) = file(agent), read.insert(path).inserted,
        let text = try? project.files.text(path)
      else { continue }
      guard let document = try? JSONDocument(parsing: text, path: path) else {
        result.warnings.append(
          skipped(
            path, at: SourcePosition(line: 1, column: 1), code: "settings-not-imported",
            "it is not JSON compose can read", source: source))
        continue
      }
      guard let object = document.object(at: keyPath), case .object(let members) = object.value else { continue }
      var found = false
      for member in members {
        guard case .array(let items) = member.node.value else { continue }
        for item in items {
          found = true
          places.append(
            Place(
              agent: agent, array: member.key, value: item.plain,
              position: JSONDocument.position(of: item.range.lowerBound, in: text)))
        }
      }
      if found { result.files.append(path) }
    }
    return places
  }

  /// `targets` or `exclude-targets` that make compose write something to exactly the agents
  /// `holders` whose files hold it, when it would be `written` for others too: the shorter of
  /// the two (neither when they agree).
  static func targets(holders: [String], written: [String]) -> (targets: [String]?, excluded: [String]) {
    let holding = Set(holders)
    guard holding != Set(written) else { return (nil, []) }
    let excluded = written.filter { !holding.contains($0) }.sorted()
    if holding.isSubset(of: written), excluded.count < holding.count { return (nil, excluded) }
    return (holding.sorted(), [])
  }

  /// The Claude Code group an agent's hook element reads as: its event and tool names, and
  /// Gemini CLI's timeouts in milliseconds, read back; `nil` when it has no Claude Code event
  /// or is not a group compose writes.
  private func claudeGroup(_ place: Place) -> HookGroup? {
    let dialect = place.agent.hooksFile!.dialect
    guard let event = dialect.claudeEvent(place.array), case .object(var members) = place.value else { return nil }
    let matcher: String?
    var handlers: [JSONValue]
    switch dialect {
    case .cursor:
      if case .string(let text)? = members.removeValue(forKey: "matcher") { matcher = text } else { matcher = nil }
      if members["type"] == nil { members["type"] = .string("command") }
      handlers = [.object(members)]
      members = [:]
    default:
      guard case .array(let list)? = members.removeValue(forKey: "hooks") else { return nil }
      handlers = list
      if case .string(let text)? = members.removeValue(forKey: "matcher") { matcher = text } else { matcher = nil }
    }
    if dialect == .gemini {
      handlers = handlers.map { handler in
        guard case .object(var fields) = handler, case .int(let milliseconds)? = fields["timeout"],
          milliseconds % 1000 == 0
        else { return handler }
        fields["timeout"] = .int(milliseconds / 1000)
        return .object(fields)
      }
    }
    // A matcher in the agent's tool names reads as Claude Code's when it translates back.
    var claudeMatcher = matcher
    if let matcher, let names = dialect.toolNames {
      let back = matcher.split(separator: "|").map { tool in names.first { $0.value == tool }?.key }
      if !back.contains(nil) { claudeMatcher = back.compactMap { $0 }.joined(separator: "|") }
    }
    return HookGroup(event: event, matcher: claudeMatcher, handlers: handlers, extra: members)
  }

  /// For each agent, the index in `places` of the element that is exactly what compose writes
  /// for `group` there (the agents whose files hold it).
  private func hookHolders(_ group: HookGroup, places: [Place], agents: [AgentTarget]) -> [String: Int] {
    var holders: [String: Int] = [:]
    for agent in agents where group.isWritten(for: agent.name) {
      guard
        case .written(let event, let elements) = agent.hooksFile!.dialect.translate(
          group, for: agent.name, agent: agent.agent),
        elements.count == 1,
        let index = places.indices.first(where: {
          places[$0].agent.name == agent.name && places[$0].array == event && places[$0].value == elements[0]
        })
      else { continue }
      holders[agent.name] = index
    }
    return holders
  }

  private func skipped(_ path: String, at position: SourcePosition, code: String, _ reason: String, source: String)
    -> Diagnostic
  {
    Diagnostic(
      path: path, position: position, severity: .warning, code: code,
      message: "\(reason); it stays in the file as it is, compose leaves it alone, and \(source) does not list it")
  }
}
