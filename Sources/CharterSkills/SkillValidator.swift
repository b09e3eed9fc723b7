import CharterDocuments
import CharterSupport

/// Checks a `SKILL.md` file's front matter against the Agent Skills specification.
///
/// Every problem is collected with the line and column of the key or value at fault; the
/// first problem never hides the others.
struct SkillValidator {
  /// What the front matter says, and where the body starts.
  struct Properties {
    var name: String?
    var description: String?
    /// The Markdown after the front matter, or `nil` when the front matter could not be read.
    var body: String?
    var bodyLineOffset = 0
  }

  /// The problems found so far.
  var collector: DiagnosticCollector
  let folderName: String
  private let clients: [SkillClient]

  init(path: String, folderName: String, clients: [SkillClient]) {
    collector = DiagnosticCollector(path: path)
    self.folderName = folderName
    self.clients = clients
  }

  private static let start = SourcePosition(line: 1, column: 1)

  /// Validates `text`, the whole file.
  mutating func validate(_ text: String) -> Properties {
    let frontMatter: FrontMatter
    do {
      frontMatter = try FrontMatter.split(text, path: collector.path)
    } catch {
      collector.append(contentsOf: error.diagnostics)
      return Properties()
    }
    var properties = Properties(body: frontMatter.body, bodyLineOffset: frontMatter.bodyLineOffset)
    guard let yaml = frontMatter.yaml else {
      collector.error("skill-front-matter", SkillMessage.noFrontMatter, at: Self.start)
      return properties
    }
    let root: YAMLNode?
    do {
      root = try YAMLParser.parse(yaml, path: collector.path, lineOffset: frontMatter.yamlLineOffset)
    } catch {
      collector.append(contentsOf: error.diagnostics)
      return properties
    }
    guard let pairs = root?.mapping else {
      collector.error("skill-front-matter", SkillMessage.notMapping, at: root?.position ?? Self.start)
      return properties
    }
    for pair in pairs { check(pair, into: &properties) }
    for key in ["name", "description"] where !pairs.contains(where: { $0.key.scalar == key }) {
      collector.error("skill-missing-\(key)", SkillMessage.missing(key), at: Self.start)
    }
    return properties
  }

  // MARK: - Keys

  private mutating func check(_ pair: YAMLPair, into properties: inout Properties) {
    let key = pair.key.scalar ?? ""
    let value = pair.value
    switch key {
    case "name":
      properties.name = requiredText(value, key: key)
      if let name = properties.name { checkName(name, at: value.position) }
    case "description":
      properties.description = requiredText(value, key: key)
      if let text = properties.description, text.unicodeScalars.count > SkillSpec.maxDescriptionLength {
        collector.error(
          "skill-description-length",
          SkillMessage.tooLong("description", text.unicodeScalars.count, SkillSpec.maxDescriptionLength),
          at: value.position)
      }
    case "compatibility":
      guard let text = value.scalar else { return typeError(key, value, expected: "a string") }
      if text.unicodeScalars.count > SkillSpec.maxCompatibilityLength {
        collector.error(
          "skill-compatibility-length",
          SkillMessage.tooLong("compatibility", text.unicodeScalars.count, SkillSpec.maxCompatibilityLength),
          at: value.position)
      }
    case "license":
      if value.scalar == nil { typeError(key, value, expected: "a string") }
    case "allowed-tools":
      let listAllowed = clients.contains(where: \.acceptsToolList)
      if let items = value.sequence, listAllowed, items.allSatisfy({ $0.scalar != nil }) { return }
      if value.scalar == nil {
        typeError(key, value, expected: "a string of tool names separated by spaces")
      }
    case "metadata":
      guard let entries = value.mapping else {
        return typeError(key, value, expected: "a mapping of strings to strings")
      }
      for entry in entries where entry.value.scalar == nil {
        collector.error(
          "skill-invalid-type",
          "metadata value '\(entry.key.scalar ?? "")' must be a string, not \(entry.value.kindDescription)",
          at: entry.value.position)
      }
    default:
      if clients.contains(where: { $0.extensionKeys.contains(key) }) { return }
      collector.error("skill-unknown-key", SkillMessage.unknownKey(key), at: pair.key.position)
    }
  }

  /// The text of a required string field, or `nil` after reporting why it has none.
  private mutating func requiredText(_ value: YAMLNode, key: String) -> String? {
    guard let text = value.scalar, !value.isNull,
      text.contains(where: { !$0.isWhitespace })
    else {
      collector.error("skill-empty-\(key)", SkillMessage.empty(key), at: value.position)
      return nil
    }
    return text
  }

  private mutating func typeError(_ key: String, _ value: YAMLNode, expected: String) {
    collector.error(
      "skill-invalid-type", "'\(key)' must be \(expected), not \(value.kindDescription)",
      at: value.position)
  }
}
