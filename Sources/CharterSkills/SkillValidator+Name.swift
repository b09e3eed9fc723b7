import CharterSupport

// MARK: - The skill's name

extension SkillValidator {
  /// Whether `scalar` may appear in a name: `a-z`, `0-9` or `-`, as the specification says.
  static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
  }

  /// Checks `name` (already known to be non-empty) at `position`.
  mutating func checkName(_ name: String, at position: SourcePosition) {
    let length = name.unicodeScalars.count
    if length > SkillSpec.maxNameLength {
      collector.error(
        "skill-name-length", SkillMessage.tooLong("name", length, SkillSpec.maxNameLength), at: position)
    }
    if let bad = name.unicodeScalars.first(where: { !Self.isNameCharacter($0) }) {
      collector.error("skill-name-characters", SkillMessage.badCharacter(name, bad), at: position)
    }
    if name.hasPrefix("-") || name.hasSuffix("-") {
      collector.error("skill-name-hyphens", SkillMessage.edgeHyphen(name), at: position)
    }
    if name.contains("--") {
      collector.error("skill-name-hyphens", SkillMessage.doubleHyphen(name), at: position)
    }
    if name != folderName {
      collector.error("skill-name-folder", SkillMessage.folderMismatch(name, folderName), at: position)
    }
  }
}

// MARK: - Messages

enum SkillMessage {
  static let noFrontMatter =
    "SKILL.md must start with YAML front matter: a '---' line, the keys, and a closing '---' line"
  static let notMapping = "the front matter must be a mapping of keys to values"

  static func missing(_ key: String) -> String {
    "the front matter has no '\(key)'; every skill needs one"
  }

  static func empty(_ key: String) -> String { "'\(key)' must be a non-empty string" }

  static func tooLong(_ key: String, _ length: Int, _ limit: Int) -> String {
    "'\(key)' is \(length) characters long; the limit is \(limit)"
  }

  static func badCharacter(_ name: String, _ scalar: Unicode.Scalar) -> String {
    "skill name '\(name)' contains '\(scalar)'; use only lowercase letters a-z, digits and hyphens"
  }

  static func edgeHyphen(_ name: String) -> String {
    "skill name '\(name)' must not start or end with a hyphen"
  }

  static func doubleHyphen(_ name: String) -> String {
    "skill name '\(name)' must not contain consecutive hyphens"
  }

  static func folderMismatch(_ name: String, _ folder: String) -> String {
    "skill name '\(name)' must equal the name of its folder, '\(folder)'"
  }

  static func unknownKey(_ key: String) -> String {
    var message = "unknown key '\(key)' in skill front matter"
    if let client = SkillClient.allCases.first(where: { $0.extensionKeys.contains(key) }) {
      message += "; it is a \(client.rawValue) extension: pass --client \(client.rawValue)"
        + " or set `skills: {client: \(client.rawValue)}` in .charter/config.yml"
    } else {
      message += "; the specification allows \(SkillSpec.standardKeys.joined(separator: ", "))"
        + Suggestion.didYouMean(key, among: SkillSpec.standardKeys)
    }
    return message
  }
}
