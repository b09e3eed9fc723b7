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

  /// Number and bridged value types that frameworks take by name: a preference between them
  /// ("`Double` over `CGFloat`", "`Int` over `UInt`") is a default, since the API at hand decides.
  static let interchangeableTypes: Set<String> = [
    "CGFloat", "Float", "Double", "Float32", "Float64", "Float80", "Int", "UInt", "Int8", "Int16", "Int32", "Int64",
    "UInt8", "UInt16", "UInt32", "UInt64", "NSInteger", "NSUInteger", "NSNumber", "Decimal", "NSDecimalNumber",
    "CGPoint", "CGSize", "CGRect", "CGColor", "CGImage",
  ]

  /// Programs people run from a shell, whose names alone are not Swift: "Never use `sed`, `cat`"
  /// is about how the agent edits files, "`swift test`" about how to run the tests.
  private static let commands: Set<String> = [
    "sed", "cat", "grep", "rg", "awk", "find", "rm", "mv", "cp", "ls", "echo", "curl", "wget", "git", "gh", "npm",
    "npx", "yarn", "pnpm", "pip", "brew", "make", "xcodebuild", "xcrun", "xcodegen", "tuist", "pod", "carthage",
    "fastlane", "bundle", "sudo", "chmod", "touch", "head", "tail", "less", "vim", "vi", "nano", "ssh", "docker",
    "kill", "killall", "open", "simctl", "swiftlint", "swiftformat", "periphery", "mint", "tee", "xargs", "perl",
    "python", "python3", "ruby", "node", "bash", "sh", "zsh",
  ]
  /// Programs whose name is also Swift (`swift`, `swiftc`): a command only with a subcommand or
  /// flag after it (`swift test`, `swift build -c release`).
  private static let toolchainCommands: Set<String> = ["swift", "swiftc"]

  /// Whether `text` is a shell command: a program's name alone or followed by lower-case words
  /// and flags (`sed -i`, `swift test`, `git commit --amend`), never a call or a member.
  static func isCommand(_ text: String) -> Bool {
    let words = text.split(separator: " ")
    guard let program = words.first, !text.contains("("), !text.contains("."), !text.contains(":") else { return false }
    let rest = words.dropFirst()
    guard rest.allSatisfy({ word in word.allSatisfy { $0.isLowercase || $0.isNumber || "-_=/".contains($0) } })
    else { return false }
    if commands.contains(String(program)) { return true }
    return toolchainCommands.contains(String(program)) && !rest.isEmpty
  }

  /// Why `pattern` is not worth searching for, if it is not.
  static func objection(to pattern: String) -> ConventionSkipReason? {
    let trimmed = pattern.trimmingCharacters(in: .whitespaces)
    let words = trimmed.split(separator: " ")
    if !words.isEmpty, trimmed.allSatisfy({ $0.isLetter || $0 == " " }), words.allSatisfy({ keywords.contains(String($0)) }) {
      return .keywordPattern(trimmed)
    }
    // "Never use `force unwrap`": words in a code span name a construct, they are not code.
    if words.count > 1, trimmed.allSatisfy({ ($0.isLetter && $0.isLowercase) || $0 == " " }), !isCommand(trimmed),
      !words.contains(where: { keywords.contains(String($0)) })
    {
      return .placeholder(trimmed)
    }
    if trimmed.contains("…") || trimmed.contains("...") || trimmed.contains(" | ")
      || (trimmed.hasPrefix("<") && trimmed.hasSuffix(">") && !trimmed.contains(" "))
    {
      return .placeholder(trimmed)
    }
    if isFileName(trimmed) { return .fileName(trimmed) }
    if isCommand(trimmed) { return .command(trimmed) }
    if !trimmed.contains(where: { $0.isLetter || $0.isNumber }), trimmed.count < 2 {
      return .tooGeneral(trimmed)
    }
    return nil
  }
}
