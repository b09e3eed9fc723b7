import CharterDocuments
import CharterSupport

extension ExampleTester {
  /// The file name a block is checked as; its extension chooses the language that tells code
  /// from comments and strings.
  ///
  /// The first word of the block's info string names the language: a file extension
  /// (`swift`, `ts`, `py`, `kt` …) or a language name (`javascript`, `python`, `kotlin`,
  /// `bash`, `objective-c`, `c++` …). A block without one takes the extension of the first
  /// glob of its file when that glob ends in `*.ext` (`**/*.swift`), else it is plain text,
  /// `Example.txt`, where everything is code.
  public static func fileName(for block: MarkdownCodeBlock, globs: GlobList) -> String {
    if let language = block.language?.lowercased() {
      if let known = languageExtensions[language] { return "Example." + known }
      return isPlainWord(language) ? "Example." + language : "Example.txt"
    }
    if let first = globs.entries.first(where: { !$0.negated }), let fileExtension = extensionOf(glob: first.glob.pattern) {
      return "Example." + fileExtension
    }
    return "Example.txt"
  }

  /// `swift` for `**/*.swift` or `*.swift`; `nil` when the glob's last component is not
  /// `*.ext` with a plain extension.
  private static func extensionOf(glob pattern: String) -> String? {
    let name = pattern.split(separator: "/").last ?? ""
    guard name.hasPrefix("*."), name.count > 2 else { return nil }
    let fileExtension = name.dropFirst(2)
    return isPlainWord(fileExtension) ? String(fileExtension) : nil
  }

  /// Whether `word` is ASCII letters and digits only, safe as a file extension.
  private static func isPlainWord(_ word: some StringProtocol) -> Bool {
    !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
  }

  /// Info-string words that are language names rather than file extensions.
  private static let languageExtensions: [String: String] = [
    "javascript": "js", "node": "js", "typescript": "ts", "kotlin": "kt", "python": "py", "python3": "py",
    "shell": "sh", "bash": "sh", "zsh": "sh", "console": "txt", "objc": "m", "objective-c": "m", "objectivec": "m", "obj-c": "m",
    "c++": "cpp", "golang": "go", "rust": "rs", "csharp": "cs", "c#": "cs", "markdown": "md",
    "text": "txt", "plaintext": "txt", "plain": "txt",
  ]
}
