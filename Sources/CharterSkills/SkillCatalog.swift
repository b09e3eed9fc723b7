/// The `<available_skills>` block agents put in their system prompt, as skills-ref's
/// `agentskills to-prompt` prints it, byte for byte.
public enum SkillCatalog {
  /// The catalogue of `skills` (valid ones: the caller leaves invalid ones out), in order,
  /// ending with a newline. Name and description are trimmed and HTML-escaped as Python's
  /// `html.escape` does; the location is the absolute path of the `SKILL.md`.
  public static func prompt(_ skills: [Skill]) -> String {
    guard !skills.isEmpty else { return "<available_skills>\n</available_skills>\n" }
    var lines = ["<available_skills>"]
    for skill in skills {
      lines += [
        "<skill>", "<name>", escape(trim(skill.name ?? "")), "</name>",
        "<description>", escape(trim(skill.description ?? "")), "</description>",
        "<location>", skill.location, "</location>", "</skill>",
      ]
    }
    lines.append("</available_skills>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Python's `html.escape(text, quote=True)`.
  static func escape(_ text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#x27;"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// Python's `str.strip()`: whitespace removed from both ends.
  static func trim(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
