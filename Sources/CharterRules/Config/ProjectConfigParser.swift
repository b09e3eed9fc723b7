import CharterAgentFormats
import CharterDocuments
import CharterSupport

/// Reads `.charter/config.yml` into a ``ProjectConfig``.
public enum ProjectConfigParser {
  /// Parses `text`; returns the config and the diagnostics found (errors make it unusable).
  public static func parse(_ text: String, path: String = ProjectConfig.path)
    -> (config: ProjectConfig, diagnostics: [Diagnostic])
  {
    var config = ProjectConfig()
    let root: YAMLNode?
    do {
      root = try YAMLParser.parse(text, path: path)
    } catch {
      return (config, error.diagnostics)
    }
    guard let root, !root.isNull else { return (config, []) }
    var decoder = FrontMatterDecoder(collector: DiagnosticCollector(path: path))
    guard let pairs = root.mapping else {
      decoder.collector.error(
        "config-not-mapping", "the config must be a mapping of keys, not \(root.kindDescription)",
        at: root.position)
      return (config, decoder.collector.diagnostics)
    }
    for pair in pairs {
      let key = pair.key.scalar ?? ""
      let value = pair.value
      switch key {
      case "targets": config.targets = decoder.locatedStrings(value, what: "targets")
      case "packs":
        let items = value.sequence ?? [value]
        config.packs = items.filter { $0.mapping == nil }.compactMap { item in
          decoder.string(item, what: "a pack name").map { Located($0, at: item.position) }
        }
        config.sharedPacks = items.compactMap { $0.mapping == nil ? nil : decoder.sharedPack($0) }
        let names = config.sharedPacks.map(\.name)
        for (index, pack) in config.sharedPacks.enumerated() where names[..<index].contains(pack.name) {
          decoder.collector.error("duplicate-pack", "a second pack named '\(pack.name)'", at: pack.position)
        }
      case "use-agents-md": config.usesAgentsMD = decoder.agentsMDReaders(value)
      case "exclude":
        var entries: [GlobList.Entry] = []
        for item in decoder.stringList(value, what: "exclude") {
          guard let pattern = decoder.string(item, what: "an exclude glob") else { continue }
          do {
            entries += try GlobList([pattern]).entries
          } catch {
            decoder.collector.error(
              "invalid-glob", "invalid glob '\(pattern)': \(error.message)",
              at: item.offsetting(by: error.offset))
          }
        }
        config.exclude = GlobList(entries: entries)
      case "skills":
        if let directories = value["install-to"] {
          config.skillInstallDirectories = decoder.locatedStrings(directories, what: "install-to").compactMap { entry in
            let folder = entry.value.hasSuffix("/") ? String(entry.value.dropLast()) : entry.value
            if let refusal = Confinement.textualRefusal(of: folder) {
              decoder.collector.error(
                refusal.code, "'install-to' entry '\(entry.value)' is refused: \(refusal.reason)", at: entry.position)
              return nil
            }
            return folder
          }
        }
        if let clients = value["client"] {
          config.skillClients = decoder.locatedStrings(clients, what: "client")
        }
      case "budgets":
        for entry in value.mapping ?? [] {
          let name = entry.key.scalar ?? ""
          guard let number = entry.value.scalar.flatMap(Int.init), number > 0 else {
            decoder.collector.error(
              "invalid-value", "'\(name)' must be a positive whole number", at: entry.value.position)
            continue
          }
          switch name {
          case "agents-chain": config.budgets.agentsChain = number
          case "windsurf-rule": config.budgets.windsurfRule = number
          default:
            decoder.collector.warning(
              "unknown-key",
              "unknown budget '\(name)'; budgets are agents-chain and windsurf-rule"
                + Suggestion.didYouMean(name, among: ["agents-chain", "windsurf-rule"]), at: entry.key.position)
          }
        }
      case "compose-packs":
        if let flag = value.bool {
          config.composedPacks = flag ? .all : .none
        } else if value.sequence != nil {
          config.composedPacks = .only(Set(decoder.locatedStrings(value, what: "compose-packs").map(\.value)))
        } else {
          decoder.collector.error(
            "invalid-value", "'compose-packs' must be true, false or a list of packs", at: value.position)
        }
      case "extract":
        if let flag = value.bool {
          config.extract = flag
          config.extractsAgentFileText = flag
        } else {
          decoder.collector.error("invalid-value", "'extract' must be true or false", at: value.position)
        }
      case "generated":
        let values = ["skip", "include"]
        if let text = value.scalar, values.contains(text), value.mapping == nil, value.sequence == nil {
          config.lintsGeneratedCode = text == "include"
        } else {
          decoder.collector.error(
            "invalid-value",
            "'generated' must be skip or include" + Suggestion.didYouMean(value.scalar ?? "", among: values),
            at: value.position)
        }
      default:
        decoder.collector.warning(
          "unknown-key",
          "unknown key '\(key)' in the config; it is ignored"
            + Suggestion.didYouMean(key, among: ProjectConfig.knownKeys),
          at: pair.key.position)
      }
    }
    return (config, decoder.collector.diagnostics)
  }
}

extension FrontMatterDecoder {
  /// `use-agents-md:`: targets whose agents read `AGENTS.md`, each checked to be one.
  mutating func agentsMDReaders(_ value: YAMLNode) -> [Located<String>] {
    locatedStrings(value, what: "use-agents-md").filter { entry in
      guard let target = AgentTargets.named(entry.value) else {
        collector.error(
          "unknown-target",
          "unknown compose target '\(entry.value)' in 'use-agents-md'"
            + Suggestion.didYouMean(entry.value, among: AgentTargets.names),
          at: entry.position)
        return false
      }
      if target.isServedByAgentsMD {
        collector.warning(
          "invalid-value", "'\(entry.value)' already takes its rules from AGENTS.md; listing it changes nothing",
          at: entry.position)
        return false
      }
      guard target.readsAgentsMD else {
        collector.error(
          "invalid-value",
          "\(target.agent) does not read AGENTS.md without a setting, so '\(entry.value)' cannot take its rules "
            + "from there; agents that do: "
            + AgentTargets.all.filter { $0.readsAgentsMD && !$0.isServedByAgentsMD }.map(\.name).joined(separator: ", "),
          at: entry.position)
        return false
      }
      return true
    }
  }

  mutating func locatedStrings(_ value: YAMLNode, what: String) -> [Located<String>] {
    stringList(value, what: what).compactMap { item in
      string(item, what: "an entry of '\(what)'").map { Located($0, at: item.position) }
    }
  }
}
