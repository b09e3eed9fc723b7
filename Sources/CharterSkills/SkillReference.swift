import Foundation

/// A file a skill's body refers to: the target of a Markdown link, or a code span that looks
/// like a path inside the skill.
struct SkillReference: Equatable {
  /// The path as written (a link's target without its `#fragment` or `?query`).
  var target: String
  /// The 1-based column, in Unicode scalars, where the target starts on its line.
  var column: Int

  /// The references on one line of Markdown outside code blocks.
  static func scan(_ line: Substring) -> [SkillReference] {
    let scalars = Array(line.unicodeScalars)
    var found: [SkillReference] = []
    var index = 0
    while index < scalars.count {
      if scalars[index] == "`" {
        var end = index + 1
        while end < scalars.count, scalars[end] != "`" { end += 1 }
        guard end < scalars.count else { break }
        let span = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
        if looksLikePath(span) { found.append(SkillReference(target: span, column: index + 2)) }
        index = end + 1
      } else if scalars[index] == "]", index + 1 < scalars.count, scalars[index + 1] == "(" {
        let start = index + 2
        var end = start
        while end < scalars.count, scalars[end] != ")", scalars[end] != " " { end += 1 }
        let raw = String(String.UnicodeScalarView(scalars[start..<end]))
        if let target = linkTarget(raw) { found.append(SkillReference(target: target, column: start + 1)) }
        index = end
      } else {
        index += 1
      }
    }
    return found
  }

  /// A code span is a reference when it is one word starting with a skill folder or `./`, or
  /// such a path written with backslashes.
  static func looksLikePath(_ span: String) -> Bool {
    guard !span.isEmpty, !span.contains(where: \.isWhitespace) else { return false }
    let forward = span.replacingOccurrences(of: "\\", with: "/")
    return SkillBodyChecks.referencePrefixes.contains { forward.hasPrefix($0) && forward.count > $0.count }
  }

  /// The local path a link points to, or `nil` for a URL, an anchor or an empty target.
  static func linkTarget(_ raw: String) -> String? {
    var target = raw
    if let cut = target.firstIndex(where: { $0 == "#" || $0 == "?" }) { target = String(target[..<cut]) }
    guard !target.isEmpty else { return nil }
    if let colon = target.firstIndex(of: ":") {
      let scheme = target[..<colon]
      // `https:`, `mailto:`…; a single letter is a Windows drive.
      if scheme.count > 1, scheme.allSatisfy({ $0.isLetter || $0 == "+" || $0 == "-" || $0 == "." }) {
        return nil
      }
    }
    return target.removingPercentEncoding ?? target
  }
}
