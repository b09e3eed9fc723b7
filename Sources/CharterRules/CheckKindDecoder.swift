import CharterDocuments
import CharterSupport

/// Decodes the kind key of a check and the options that belong to it.
struct CheckKindDecoder {
  var scalars: FrontMatterDecoder
  let options: [String: YAMLNode]
  /// The `options:` of a `swift:` check, once decoded.
  var structuralOptions: [String: [String]] = [:]

  /// The widest indentation accepted, to catch typos such as `width: 44`.
  static let maxIndentWidth = 16

  mutating func decode(_ pair: YAMLPair) -> CheckKind? {
    let value = pair.value
    guard let kindName = pair.key.scalar.flatMap(CheckKind.Name.init(rawValue:)) else { return nil }
    rejectMisplacedOptions(for: kindName)
    switch kindName {
    case .indentation: return indentation(value).map(CheckKind.indentation)
    case .ban: return pattern(value, what: "ban").map(CheckKind.ban)
    case .prefer:
      guard let preferred = scalars.string(value, what: "'prefer'") else { return nil }
      if preferred.isEmpty {
        scalars.collector.error("empty-pattern", "'prefer' must not be empty", at: value.position)
      }
      guard let insteadNode = options["instead-of"] else {
        scalars.collector.error(
          "missing-instead-of", "a 'prefer' check needs 'instead-of': the pattern to replace",
          at: pair.key.position)
        return nil
      }
      let fix = options["fix"].flatMap { scalars.string($0, what: "'fix'") }
      guard let insteadOf = pattern(insteadNode, what: "instead-of"), !preferred.isEmpty else {
        return nil
      }
      return .prefer(preferred: preferred, insteadOf: insteadOf, fix: fix)
    case .maxLineLength:
      guard let limit = value.int, limit > 0 else {
        scalars.collector.error(
          "invalid-value", "'max-line-length' must be a positive whole number", at: value.position)
        return nil
      }
      return .maxLineLength(limit)
    case .trailingWhitespace, .finalNewline:
      guard value.bool == true else {
        scalars.collector.error(
          "invalid-value",
          "'\(kindName.rawValue)' takes 'true'; to turn the check off, remove it or list its id under 'disable'",
          at: value.position)
        return nil
      }
      return kindName == .finalNewline ? .finalNewline : .trailingWhitespace
    case .swift:
      return structural(value)
    case .agentFile:
      guard let name = scalars.identifier(value, what: "the agent-file check name") else { return nil }
      guard let id = AgentFileCheckID(rawValue: name) else {
        scalars.collector.error(
          "unknown-agent-file-check",
          "unknown agent-file check '\(name)'; expected " + AgentFileCheckID.ids.joined(separator: ", ")
            + Suggestion.didYouMean(name, among: AgentFileCheckID.ids),
          at: value.position)
        return nil
      }
      return .agentFile(id)
    }
  }

  private mutating func rejectMisplacedOptions(for kind: CheckKind.Name) {
    let allowed: [String: Set<CheckKind.Name>] = [
      "regex": [.ban, .prefer], "instead-of": [.prefer], "fix": [.prefer],
      "in": [.ban, .prefer], "options": [.swift], "when-file-contains": [.ban, .prefer],
      "unless-file-contains": [.ban, .prefer], "when-deployment-target-at-least": [.ban, .prefer],
    ]
    for (option, kinds) in allowed.sorted(by: { $0.key < $1.key }) {
      guard let node = options[option], !kinds.contains(kind) else { continue }
      scalars.collector.error(
        "misplaced-option", "'\(option)' does not apply to a '\(kind.rawValue)' check", at: node.position)
    }
  }

  private mutating func pattern(_ value: YAMLNode, what: String) -> TextPattern? {
    guard let source = scalars.string(value, what: "'\(what)'") else { return nil }
    guard !source.isEmpty else {
      scalars.collector.error("empty-pattern", "'\(what)' must not be an empty pattern", at: value.position)
      return nil
    }
    var isRegex = false
    if let regexNode = options["regex"] {
      guard let flag = regexNode.bool else {
        scalars.collector.error("invalid-value", "'regex' must be true or false", at: regexNode.position)
        return nil
      }
      isRegex = flag
    }
    if isRegex, let problem = RegexValidation.problem(in: source) {
      scalars.collector.error(
        "invalid-regex",
        "invalid regular expression '\(DiagnosticRenderer.cut(Substring(source), around: problem.offset, width: 80).text)': "
          + "\(problem.message)",
        at: value.offsetting(by: problem.offset))
      return nil
    }
    return TextPattern(source, isRegex: isRegex)
  }

  private mutating func indentation(_ value: YAMLNode) -> IndentationStyle? {
    guard value.mapping != nil else {
      scalars.collector.error(
        "invalid-indentation",
        "'indentation' must be a mapping such as {style: spaces, width: 2}", at: value.position)
      return nil
    }
    var character: IndentationStyle.Character?
    if let styleNode = value["style"] {
      character = styleNode.scalar.flatMap(IndentationStyle.Character.init(rawValue:))
      if character == nil {
        scalars.collector.error(
          "invalid-indentation",
          "indentation style must be 'spaces' or 'tabs'"
            + Suggestion.didYouMean(styleNode.scalar ?? "", among: ["spaces", "tabs"]),
          at: styleNode.position)
        return nil
      }
    } else {
      scalars.collector.error(
        "invalid-indentation", "indentation needs a 'style': spaces or tabs", at: value.position)
      return nil
    }
    for pair in value.mapping ?? [] where !["style", "width"].contains(pair.key.scalar ?? "") {
      scalars.collector.error(
        "invalid-indentation", "unknown indentation option '\(pair.key.scalar ?? "")'; expected style and width",
        at: pair.key.position)
    }
    guard let widthNode = value["width"] else {
      if character == .tabs { return IndentationStyle(character: .tabs, width: 1) }
      scalars.collector.error(
        "invalid-indentation", "space indentation needs a 'width'", at: value.position)
      return nil
    }
    guard let width = widthNode.int, (1...Self.maxIndentWidth).contains(width) else {
      scalars.collector.error(
        "invalid-indentation",
        "indentation width must be a whole number from 1 to \(Self.maxIndentWidth)",
        at: widthNode.position)
      return nil
    }
    return IndentationStyle(character: character ?? .spaces, width: width)
  }
}
