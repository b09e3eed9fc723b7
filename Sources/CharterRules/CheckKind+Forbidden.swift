import Foundation

/// The text a `ban` or `prefer` forbids, compared across layers: two checks forbidding the
/// same text report the same occurrences, so a repository's check replaces a pack's.
extension CheckKind {
  /// What the check forbids as literal text, trimmed; `nil` for other kinds and for regular
  /// expressions that are more than an escaped literal with word edges.
  public var forbiddenText: String? {
    switch self {
    case .ban(let pattern), .prefer(_, let pattern, _): pattern.literalText
    default: nil
    }
  }
}

extension TextPattern {
  /// The literal text the pattern matches: the source of a literal pattern, or of a regular
  /// expression that is only escaped text between optional `\b` edges (as an extracted
  /// pattern is), trimmed of spaces. `nil` when the expression says more.
  var literalText: String? {
    guard isRegex else { return source.trimmingCharacters(in: .whitespaces) }
    var body = Substring(source)
    if body.hasPrefix("\\b") { body = body.dropFirst(2) }
    if body.hasSuffix("\\b"), !body.hasSuffix("\\\\b") { body = body.dropLast(2) }
    var text = ""
    var escaped = false
    for character in body {
      if escaped {
        guard !character.isLetter, !character.isNumber else { return nil }
        text.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if "^$.|?*+()[]{}".contains(character) {
        return nil
      } else {
        text.append(character)
      }
    }
    return escaped ? nil : text.trimmingCharacters(in: .whitespaces)
  }
}
