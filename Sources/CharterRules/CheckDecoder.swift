import CharterSwiftChecks
import CharterDocuments
import CharterSupport

/// Decodes one entry of a fragment's `checks:` list.
///
/// An entry names an `id`, exactly one kind key (`ban`, `prefer`, `indentation` …) and the
/// options that kind takes.
struct CheckDecoder {
  var collector: DiagnosticCollector

  /// Keys that modify a check rather than declare its kind.
  static let optionKeys = [
    "id", "message", "severity", "in", "regex", "instead-of", "fix", "options", "when-file-contains", "unless-file-contains",
    "when-deployment-target-at-least",
    "enabled",
  ]

  mutating func decode(_ item: YAMLNode) -> CheckDeclaration? {
    guard let pairs = item.mapping else {
      collector.error(
        "invalid-check", "a check must be a mapping with an 'id' and a kind, not \(item.kindDescription)",
        at: item.position)
      return nil
    }
    var kindPair: YAMLPair?
    var options: [String: YAMLNode] = [:]
    var valid = true
    for pair in pairs {
      guard let key = pair.key.scalar else { continue }
      if CheckKind.Name(rawValue: key) != nil {
        if let first = kindPair {
          collector.error(
            "two-check-kinds",
            "a check declares one kind, but this one has both '\(first.key.scalar ?? "")' and '\(key)'; split it into two checks",
            at: pair.key.position)
          valid = false
        } else {
          kindPair = pair
        }
      } else if Self.optionKeys.contains(key) {
        options[key] = pair.value
      } else {
        collector.error(
          "unknown-check-kind",
          "unknown check kind '\(key)'; expected one of \(CheckKind.names.joined(separator: ", "))"
            + Suggestion.didYouMean(key, among: CheckKind.names + Self.optionKeys),
          at: pair.key.position)
        valid = false
      }
    }
    var scalars = FrontMatterDecoder(collector: collector)
    defer { collector = scalars.collector }
    let id = options["id"].flatMap { scalars.identifier($0, what: "the check id") }
    if options["id"] == nil {
      scalars.collector.error("missing-check-id", "this check has no 'id'", at: item.position)
    }
    guard let kindPair else {
      if valid {
        scalars.collector.error(
          "missing-check-kind",
          "this check declares no kind; add one of \(CheckKind.names.joined(separator: ", "))",
          at: item.position)
      }
      return nil
    }
    let severity = options["severity"].flatMap { scalars.severity($0) }
    var enabled = true
    if let value = options["enabled"] {
      if let flag = value.bool {
        enabled = flag
      } else {
        scalars.collector.error("invalid-value", "'enabled' must be true or false", at: value.position)
      }
    }
    let message = options["message"].flatMap { scalars.string($0, what: "message") }
    let scope = options["in"].flatMap { Self.scope($0, &scalars.collector) } ?? .code
    let fileCondition = FileCondition(
      whenContains: options["when-file-contains"].map { Self.texts($0, key: "when-file-contains", &scalars) } ?? [],
      unlessContains: options["unless-file-contains"].map { Self.texts($0, key: "unless-file-contains", &scalars) } ?? [],
      minimumDeploymentTargets: options["when-deployment-target-at-least"].map { Self.deploymentTargets($0, &scalars) } ?? [:])
    var kindDecoder = CheckKindDecoder(scalars: scalars, options: options)
    let kind = kindDecoder.decode(kindPair)
    let structuralOptions = kindDecoder.structuralOptions
    scalars = kindDecoder.scalars
    guard let id, let kind, valid else { return nil }
    return CheckDeclaration(
      id: id, kind: kind, severity: severity, message: message, scope: scope,
      position: item.position, options: structuralOptions, fileCondition: fileCondition, isEnabledByDefault: enabled)
  }

  /// `when-deployment-target-at-least: {iOS: "17", macOS: "14"}`: platform names (as
  /// `platforms:` in Package.swift spells them) to versions.
  private static func deploymentTargets(
    _ value: YAMLNode, _ scalars: inout FrontMatterDecoder
  ) -> [DeploymentTargets.Platform: OSVersion] {
    let key = "when-deployment-target-at-least"
    guard let pairs = value.mapping, !pairs.isEmpty else {
      scalars.collector.error(
        "invalid-value", "'\(key)' must map platforms to versions, as in {iOS: \"17\", macOS: \"14\"}", at: value.position)
      return [:]
    }
    var minimums: [DeploymentTargets.Platform: OSVersion] = [:]
    for pair in pairs {
      guard let name = pair.key.scalar, let platform = DeploymentTargets.Platform(manifestName: name) else {
        let names = DeploymentTargets.Platform.allCases.map(\.manifestName).joined(separator: ", ")
        scalars.collector.error(
          "invalid-value", "'\(key)' names platforms \(names), not '\(pair.key.scalar ?? pair.key.kindDescription)'",
          at: pair.key.position)
        continue
      }
      guard let text = pair.value.scalar, let version = OSVersion(text) else {
        scalars.collector.error(
          "invalid-value", "the version of \(name) must be a number such as \"17\" or \"16.4\"", at: pair.value.position)
        continue
      }
      minimums[platform] = version
    }
    return minimums
  }

  /// The texts of a `when-file-contains` or `unless-file-contains`: a string or a non-empty
  /// list of non-empty strings.
  private static func texts(_ value: YAMLNode, key: String, _ scalars: inout FrontMatterDecoder) -> [String] {
    if value.sequence?.isEmpty == true {
      scalars.collector.error("invalid-value", "'\(key)' must list at least one text", at: value.position)
      return []
    }
    if value.mapping != nil || value.isNull {
      scalars.collector.error(
        "invalid-value", "'\(key)' must be a text or a list of texts, not \(value.kindDescription)", at: value.position)
      return []
    }
    var texts: [String] = []
    for item in scalars.stringList(value, what: key) {
      guard let text = scalars.string(item, what: "an entry of '\(key)'") else { continue }
      guard !text.isEmpty else {
        scalars.collector.error("empty-pattern", "'\(key)' must not contain an empty text", at: item.position)
        continue
      }
      texts.append(text)
    }
    return texts
  }

  private static func scope(_ value: YAMLNode, _ collector: inout DiagnosticCollector)
    -> RegionScope?
  {
    if let text = value.scalar, let scope = RegionScope(rawValue: text) { return scope }
    let names = RegionScope.allCases.map(\.rawValue)
    collector.error(
      "invalid-scope",
      "'in' must be one of \(names.joined(separator: ", "))"
        + Suggestion.didYouMean(value.scalar ?? "", among: names),
      at: value.position)
    return nil
  }
}
