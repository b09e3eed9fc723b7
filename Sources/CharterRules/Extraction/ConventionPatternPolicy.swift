import Foundation

/// Which code spans are patterns worth searching for. A keyword or declaration form (`let`,
/// `var`, `class`, `guard`) stands for a construct, not for text to forbid everywhere: "Prefer
/// `let` over `var`" is a judgement about when a value changes, which the compiler already
/// reports. A placeholder (`Type | None`, `foo(…)`) is not text that occurs in code, and a lone
/// symbol (`!`) occurs in too many places to mean one thing.
enum ConventionPatternPolicy {
  /// Keywords and declaration forms of the languages Charter classifies.
  static let keywords: Set<String> = [
    "let", "var", "val", "const", "class", "struct", "enum", "protocol", "extension", "interface", "type",
    "func", "function", "fun", "def", "fn", "if", "else", "guard", "switch", "case", "for", "while", "repeat",
    "do", "return", "import", "init", "deinit", "self", "Self", "super", "nil", "null", "true", "false",
    "try", "catch", "throw", "throws", "async", "await", "static", "public", "private", "internal",
    "fileprivate", "open", "final", "lazy", "weak", "unowned", "override", "mutating", "inout", "defer",
    "where", "in", "is", "as", "typealias", "associatedtype", "subscript", "break", "continue", "default",
    "extends", "implements", "new", "this", "export", "package", "impl", "mut", "pub", "struct", "trait",
  ]

  private static let fileExtensions: Set<String> = [
    "txt", "md", "json", "yml", "yaml", "sh", "env", "plist", "lock", "toml", "xcconfig", "entitlements", "pem",
    "p8", "key", "log", "csv", "html", "xml", "zip", "ipa", "app", "dmg", "pbxproj", "xcodeproj", "xcworkspace",
  ]

  /// Whether `text` names a file or folder (`.env`, `Scripts/build.sh`, `notes.txt`): a rule
  /// about what to commit or run, not about code.
  static func isFileName(_ text: String) -> Bool {
    guard !text.contains(" "), !text.contains("("), !text.contains("@") else { return false }
    if text.hasPrefix("./") || text.hasPrefix("~/") || text.hasSuffix("/") { return true }
    if text.hasPrefix("."), text.count > 1, text.dropFirst().allSatisfy({ $0.isLetter || $0 == "-" || $0 == "_" }) {
      return true
    }
    guard let dot = text.lastIndex(of: ".") else { return false }
    return fileExtensions.contains(text[text.index(after: dot)...].lowercased())
  }

  /// Why `pattern` is not worth searching for, if it is not.
  static func objection(to pattern: String) -> ConventionSkipReason? {
    let trimmed = pattern.trimmingCharacters(in: .whitespaces)
    let words = trimmed.split(separator: " ")
    if !words.isEmpty, trimmed.allSatisfy({ $0.isLetter || $0 == " " }), words.allSatisfy({ keywords.contains(String($0)) }) {
      return .keywordPattern(trimmed)
    }
    if trimmed.contains("…") || trimmed.contains("...") || trimmed.contains(" | ")
      || (trimmed.hasPrefix("<") && trimmed.hasSuffix(">") && !trimmed.contains(" "))
    {
      return .placeholder(trimmed)
    }
    if isFileName(trimmed) { return .fileName(trimmed) }
    if !trimmed.contains(where: { $0.isLetter || $0.isNumber }), trimmed.count < 2 {
      return .tooGeneral(trimmed)
    }
    return nil
  }
}
