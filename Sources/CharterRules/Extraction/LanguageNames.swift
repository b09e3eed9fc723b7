import Foundation

/// The words that name a language Charter classifies, in a bullet's lead ("Swift: …") or a
/// section heading ("## Swift style"), mapped to ``LanguageSyntax/name``.
enum LanguageNames {
  private static let words: [String: String] = [
    "swift": "swift", "swiftui": "swift", "kotlin": "kotlin", "java": "java", "python": "python",
    "typescript": "typescript", "ts": "typescript", "tsx": "typescript", "javascript": "javascript", "js": "javascript",
    "rust": "rust", "golang": "go", "c++": "cpp", "cpp": "cpp", "objc": "objective-c", "objective-c": "objective-c",
    "c#": "csharp", "csharp": "csharp", "shell": "shell", "bash": "shell",
  ]

  /// Formatters and linters that name the language they format: a bullet that mentions
  /// SwiftFormat is about Swift.
  private static let tools: [String: String] = [
    "swiftformat": "swift", "swiftlint": "swift", "xcode": "swift", "ktlint": "kotlin", "detekt": "kotlin",
    "eslint": "javascript", "prettier": "javascript", "black": "python", "ruff": "python", "flake8": "python",
    "rustfmt": "rust", "clippy": "rust", "gofmt": "go", "clang": "c",
  ]

  /// Code that only one language writes, by how it starts: a bullet that names `@ts-ignore`
  /// beside `as any` is about TypeScript, where `as any` silences the type checker (in Swift it
  /// is an existential coercion).
  private static let codeMarkers: [(prefix: String, language: String)] = [
    ("@ts-", "typescript"), ("eslint-disable", "javascript"), ("# type: ignore", "python"), ("# noqa", "python"),
    ("#[allow(", "rust"), ("//nolint", "go"), ("@suppresswarnings", "java"),
  ]

  /// The languages the code spans of a bullet belong to, by code only one language writes.
  static func languages(inCode codes: [String]) -> Set<String> {
    Set(codes.compactMap { code in
      let lowered = code.lowercased()
      return codeMarkers.first { lowered.hasPrefix($0.prefix) }?.language
    })
  }

  /// The languages the words of a bullet name, by language or by tool ("SwiftFormat").
  static func languages(inWords bulletWords: [String]) -> Set<String> {
    Set(bulletWords.compactMap { words[$0] ?? tools[$0] })
  }

  /// The language `word` (lowercased) names, if any. `go` names Go only as a whole lead
  /// ("Go:"), where it cannot be the verb.
  static func language(_ word: String) -> String? { words[word] }

  /// The languages named by the words of a heading, such as `["swift"]` for "Swift style".
  static func languages(inHeading heading: String) -> Set<String> {
    var found: Set<String> = []
    var word = ""
    for character in heading.lowercased() + " " {
      if character.isLetter || character.isNumber || character == "+" || character == "#" {
        word.append(character)
      } else {
        if let language = words[word] { found.insert(language) }
        word = ""
      }
    }
    if heading.lowercased().trimmingCharacters(in: .whitespaces) == "go" { found.insert("go") }
    return found
  }

  /// How a language is named to people: `swift` → `Swift`.
  static func display(_ name: String) -> String {
    switch name {
    case "cpp": "C++"
    case "csharp": "C#"
    case "objective-c": "Objective-C"
    case "typescript": "TypeScript"
    case "javascript": "JavaScript"
    default: name.prefix(1).uppercased() + name.dropFirst()
    }
  }
}
