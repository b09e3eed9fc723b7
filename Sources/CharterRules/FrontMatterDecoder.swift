import CharterAgentFormats
import CharterDocuments
import CharterSupport

/// Decodes the top-level keys of a rule file's front matter, collecting problems.
package struct FrontMatterDecoder {
  var collector: DiagnosticCollector

  mutating func decode(_ pairs: [YAMLPair], into file: inout RuleFile) {
    for pair in pairs {
      guard let key = pair.key.scalar else {
        collector.error("invalid-key", "front-matter keys must be plain words", at: pair.key.position)
        continue
      }
      let value = pair.value
      switch key {
      case "id": file.id = identifier(value, what: "the fragment id")
      case "description": file.description = string(value, what: "description")
      case "globs":
        file.globs = globs(value) ?? .everything
        file.globsPosition = value.position
      case "severity": decodeSeverity(value, into: &file)
      case "disable":
        file.disabled = stringList(value, what: "disable").compactMap { item in
          identifier(item, what: "a disabled check id").map { Located($0, at: item.position) }
        }
      case "enable":
        file.enabled = stringList(value, what: "enable").compactMap { item in
          identifier(item, what: "an enabled check id").map { Located($0, at: item.position) }
        }
      case "checks": file.checks = checks(value, defaultSeverity: file.defaultSeverity)
      case "apply":
        switch value.scalar {
        case "always": file.agentActivation = nil
        case "on-request": file.agentActivation = .onRequest
        case "manual": file.agentActivation = .manual
        default:
          collector.error(
            "invalid-value", "'apply' must be always, on-request or manual"
              + Suggestion.didYouMean(value.scalar ?? "", among: ["always", "on-request", "manual"]),
            at: value.position)
        }
      case "targets": file.targets = targetNames(value, what: "targets")
      case "exclude-targets": file.excludedTargets = targetNames(value, what: "exclude-targets")
      case "agent-files": file.agentFiles = agentFiles(value)
      case "extract":
        if let flag = value.bool {
          file.extractionSetting = Located(flag, at: pair.key.position)
        } else {
          collector.error("invalid-value", "'extract' must be true or false", at: value.position)
        }
      default:
        collector.warning(
          "unknown-key",
          "unknown key '\(key)' in front matter; it is ignored"
            + Suggestion.didYouMean(key, among: RuleFileParser.knownKeys),
          at: pair.key.position)
      }
    }
  }

  // MARK: - Keys

  /// Compose target names (`[cursor]`, or one name), each checked against the formats.
  private mutating func targetNames(_ value: YAMLNode, what: String) -> [Located<String>] {
    let items = value.string.map { _ in [value] } ?? stringList(value, what: what)
    return items.compactMap { item in
      guard let name = string(item, what: "a target name") else { return nil }
      guard AgentTargets.named(name) != nil else {
        collector.error(
          "unknown-target",
          "unknown compose target '\(name)' in '\(what)'; targets are \(AgentTargets.names.joined(separator: ", "))"
            + Suggestion.didYouMean(name, among: AgentTargets.names),
          at: item.position)
        return nil
      }
      return Located(name, at: item.position)
    }
  }

  private mutating func decodeSeverity(_ value: YAMLNode, into file: inout RuleFile) {
    if let pairs = value.mapping {
      for pair in pairs {
        guard let id = identifier(pair.key, what: "a check id"),
          let severity = severity(pair.value)
        else { continue }
        file.severityOverrides.append(
          Located(SeverityOverride(checkID: id, severity: severity), at: pair.key.position))
      }
    } else {
      file.defaultSeverity = severity(value)
    }
  }

  private mutating func checks(_ value: YAMLNode, defaultSeverity: Severity?) -> [CheckDeclaration]
  {
    guard let items = value.sequence else {
      collector.error(
        "checks-not-a-list", "'checks' must be a list of checks, not \(value.kindDescription)",
        at: value.position)
      return []
    }
    var seen: [String: SourcePosition] = [:]
    var result: [CheckDeclaration] = []
    for item in items {
      var decoder = CheckDecoder(collector: collector)
      let check = decoder.decode(item)
      collector = decoder.collector
      guard let check else { continue }
      if let first = seen[check.id] {
        collector.error(
          "duplicate-check-id",
          "check id '\(check.id)' is already declared in this file at line \(first.line)",
          at: check.position)
        continue
      }
      seen[check.id] = check.position
      result.append(check)
    }
    return result
  }

  private mutating func globs(_ value: YAMLNode) -> GlobList? {
    let items = value.string.map { _ in [value] } ?? stringList(value, what: "globs")
    var entries: [GlobList.Entry] = []
    for item in items {
      guard let pattern = string(item, what: "a glob") else { continue }
      if !pattern.hasPrefix("!"), let name = GitMetadataName.component(in: pattern) {
        collector.error(
          "git-metadata",
          "glob '\(pattern)' can only match inside a git metadata folder ('\(name)'), which Charter never "
            + "lints or writes; scope the fragment to the repository's own files",
          at: item.position)
        continue
      }
      do {
        entries += try GlobList([pattern]).entries
      } catch {
        collector.error(
          "invalid-glob", "invalid glob '\(pattern)': \(error.message)",
          at: item.offsetting(by: error.offset))
      }
    }
    return GlobList(entries: entries)
  }

  // MARK: - Scalars

  mutating func string(_ value: YAMLNode, what: String) -> String? {
    if let text = value.string ?? (value.mapping == nil && value.sequence == nil ? value.scalar : nil) {
      return text
    }
    collector.error("invalid-value", "\(what) must be a string, not \(value.kindDescription)", at: value.position)
    return nil
  }

  mutating func identifier(_ value: YAMLNode, what: String) -> String? {
    guard let text = string(value, what: what) else { return nil }
    guard !text.isEmpty, text.unicodeScalars.allSatisfy(Self.isIdentifierScalar) else {
      collector.error(
        "invalid-id",
        "\(what) '\(text)' may use only letters, digits, '-', '_' and '.'", at: value.position)
      return nil
    }
    return text
  }

  mutating func severity(_ value: YAMLNode) -> Severity? {
    if let text = value.scalar, let severity = Severity(rawValue: text) { return severity }
    let written = value.scalar.map { "'\($0)'" } ?? value.kindDescription
    collector.error(
      "unknown-severity",
      "unknown severity \(written); expected error, warning or info"
        + Suggestion.didYouMean(value.scalar ?? "", among: Severity.allCases.map(\.rawValue)),
      at: value.position)
    return nil
  }

  mutating func stringList(_ value: YAMLNode, what: String) -> [YAMLNode] {
    if let items = value.sequence { return items }
    if value.scalar != nil, !value.isNull { return [value] }
    collector.error(
      "invalid-value", "'\(what)' must be a list of strings, not \(value.kindDescription)",
      at: value.position)
    return []
  }

  private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar)
  }
}

extension YAMLNode {
  /// The position `offset` characters into the scalar's text, for errors inside a pattern.
  /// Exact for plain and simply quoted scalars on one line.
  func offsetting(by offset: Int) -> SourcePosition {
    guard case .scalar(_, let style) = content else { return position }
    return SourcePosition(line: position.line, column: position.column + offset + (style == .quoted ? 1 : 0))
  }
}
