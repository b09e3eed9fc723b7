import CharterDocuments
import CharterRules
import CharterSupport

/// `agent-file: dead-reference`: a path in a code span or link, or a command in a code span or
/// shell block, that names something the repository does not have.
struct DeadReferenceCheck: TextCheck {
  let check: EffectiveCheck
  let context: AgentFileContext
  var readsRegions: Bool { false }

  func run(on file: borrowing LintedFile, into findings: inout [Finding]) {
    if file.path.hasSuffix(".json") {
      settingsProblems(in: file, into: &findings)
      return
    }
    guard context.isRuleSource(file.path) else { return }
    let text = String(keepingOffsets: file.bytes)
    let folder = file.path.lastIndex(of: "/").map { String(file.path[..<$0]) } ?? ""
    var reported: Set<String> = []
    // A `cd` in a shell block moves the commands after it, to the end of the block.
    var directory: (block: Int, folder: String?) = (0, folder)
    let hedged = HedgedLines(text).from
    for item in MarkdownReferences(text).items {
      var here: String? = folder
      if item.kind == .shellLine {
        if directory.block != item.block { directory = (item.block, folder) }
        here = directory.folder
      }
      guard let current = here else { continue }
      let (found, moved) = problems(in: item, folder: current)
      if item.kind == .shellLine { directory.folder = moved }
      for problem in found where !file.isFull(findings) {
        let position = file.lines.position(of: problem.range.lowerBound, in: file.bytes)
        let line = position.line
        let offset = problem.range.lowerBound - file.lines.contentRange(ofLine: line, in: file.bytes).lowerBound
        if let hedgedFrom = hedged[line - 1], offset >= hedgedFrom { continue }
        guard reported.insert("\(line):\(problem.subject)").inserted else { continue }
        findings.append(file.finding(check, problem.range, message: message(problem.message)))
      }
    }
  }

  /// In an agent's settings file: hook commands and MCP servers that run a script the
  /// repository does not have. Agents run them from the folder that holds the agent's folder.
  private func settingsProblems(in file: borrowing LintedFile, into findings: inout [Finding]) {
    let text = UnsafeSettingsCheck.withoutComments(String(keepingOffsets: file.bytes))
    // A file that is not JSON is unsafe-settings' to report.
    guard let root = try? YAMLParser.parse(text, path: file.path) else { return }
    let folder = ContradictsProjectCheck.scope(of: file.path)
    for command in SettingsCommands.commands(in: root) where !file.isFull(findings) {
      guard command.line >= 1, command.line <= file.lines.lineCount else { continue }
      let written = Substring(command.text)
      for line in CommandLine.commands(in: written, at: 0) {
        for problem in commandProblems(line, folder: folder) {
          let word = String(written.utf8.dropFirst(problem.range.lowerBound).prefix(problem.range.count)) ?? ""
          let name = word.split(separator: "/").last.map(String.init) ?? word
          let content = file.lines.contentRange(ofLine: command.line, in: file.bytes)
          let lineText = String(decoding: UnsafeBufferPointer(rebasing: file.bytes[content]), as: UTF8.self)
          var range = content.lowerBound..<content.lowerBound
          if !name.isEmpty, let found = lineText.range(of: name) {
            let start = content.lowerBound + lineText.utf8.distance(from: lineText.startIndex, to: found.lowerBound)
            range = start..<(start + name.utf8.count)
          }
          findings.append(file.finding(check, range, message: message(problem.message)))
        }
      }
    }
  }

  /// One dead reference: what it names, where, and what to say.
  struct Problem {
    var subject: String
    var range: Range<Int>
    var message: String
  }

  /// The dead references of `item`, written in `folder`, and the folder its commands leave the
  /// shell in (`nil`: one Charter cannot follow).
  func problems(in item: MarkdownReferences.Item, folder: String) -> ([Problem], String?) {
    switch item.kind {
    case .link:
      return (linkProblem(item, folder: folder).map { [$0] } ?? [], folder)
    case .codeSpan where !item.text.contains(" ") && !(item.text.hasPrefix("./") && Self.mayBeProgram(item.text)):
      return (pathProblem(item, folder: folder).map { [$0] } ?? [], folder)
    case .codeSpan, .shellLine:
      var found: [Problem] = []
      var current = folder
      for command in CommandLine.commands(in: item.text, at: item.range.lowerBound) {
        if command.words.first?.text == "cd" {
          guard command.words.count == 2, let moved = Self.normalise(command.words[1].text, in: current),
            !Self.isPlaceholder(Substring(command.words[1].text)), context.exists(moved)
          else { return (found, nil) }
          current = moved
          continue
        }
        found += commandProblems(command, folder: current)
      }
      return (found, current)
    }
  }

  // MARK: Paths

  private func linkProblem(_ item: MarkdownReferences.Item, folder: String) -> Problem? {
    var target = item.text
    if let cut = target.firstIndex(where: { $0 == "#" || $0 == "?" }) { target = target[..<cut] }
    guard !target.isEmpty, !Self.hasScheme(target), !Self.isPlaceholder(target) else { return nil }
    let decoded = target.removingPercentEncoding ?? String(target)
    // Resolved as Markdown does, from the document's folder, and from the root, as agents also try.
    let candidates =
      decoded.hasPrefix("/")
      ? [Self.normalise(String(decoded.dropFirst()), in: "")].compactMap { $0 }
      : [Self.normalise(decoded, in: folder), Self.normalise(decoded, in: "")].compactMap { $0 }
    guard let resolved = candidates.first, !candidates.contains(where: context.exists),
      !candidates.contains(where: context.isIgnored)
    else { return nil }
    return Problem(
      subject: resolved, range: item.range,
      message: "The link points to '\(resolved)', which does not exist in the repository" + suggestion(for: resolved))
  }

  private func pathProblem(_ item: MarkdownReferences.Item, folder: String) -> Problem? {
    var path = String(item.text)
    while path.hasSuffix("/") { path.removeLast() }
    guard path.contains("/"), !path.hasPrefix("/"), !path.hasPrefix("~"), !Self.hasScheme(Substring(path)),
      !Self.isPlaceholder(Substring(path)), path.allSatisfy(Self.isPathCharacter)
    else { return nil }
    let candidates = [Self.normalise(path, in: folder), Self.normalise(path, in: "")].compactMap { $0 }
    guard !candidates.isEmpty else { return nil }
    // Only a path whose first folder is the repository's: `async/await`, `owner/repo` and
    // `feature/x` name no folder here.
    let written = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    guard let first = written.split(separator: "/").first, written.contains("/"), first != ".." else { return nil }
    let anchored = [folder, ""].compactMap { base -> String? in
      guard let root = Self.normalise(String(first), in: base), context.exists(root) else { return nil }
      return Self.normalise(written, in: base)
    }
    guard !anchored.isEmpty, !candidates.contains(where: context.exists) else { return nil }
    let trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    guard !trimmed.hasPrefix("../"), !context.existsAsSuffix(trimmed), !anchored.contains(where: context.isIgnored) else {
      return nil
    }
    let shown = anchored[0]
    return Problem(
      subject: shown, range: item.range,
      message: "'\(path)' does not exist in the repository" + suggestion(for: shown))
  }

  /// ` (did you mean 'X'?)` for the closest existing path in the same folder.
  func suggestion(for path: String) -> String {
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    let siblings = context.children(of: folder)
    guard siblings.count <= 2000 else { return "" }
    let close = Suggestion.didYouMean(path, among: siblings.sorted())
    if !close.isEmpty { return close }
    // A file or folder that moved: the one of the same name elsewhere.
    let moved = context.paths(named: String(path.split(separator: "/").last ?? ""))
    return moved.count == 1 ? " (did you mean '\(moved[0])'?)" : ""
  }

  /// `path` resolved against `folder` with `.` and `..` applied; `nil` when it leaves the
  /// repository.
  static func normalise(_ path: String, in folder: String) -> String? {
    var parts = folder.isEmpty ? [] : folder.split(separator: "/").map(String.init)
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..":
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      default: parts.append(String(part))
      }
    }
    return parts.joined(separator: "/")
  }

  static func hasScheme(_ text: Substring) -> Bool {
    guard let colon = text.firstIndex(of: ":") else { return false }
    return text[..<colon].allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
  }

  /// Whether the text stands for something to fill in: `<name>`, `{id}`, `$DIR`, `…`, `NAME`.
  static func isPlaceholder(_ text: Substring) -> Bool {
    if text.contains(where: { "<>{}$…*?[]|".contains($0) }) || text.contains("...") || text.contains("XXX") { return true }
    return text.split(separator: "/").contains { part in
      // `NAME`: a name in capitals stands for one to fill in (`README.md` is a file).
      if part.count > 1, part.allSatisfy({ $0.isUppercase || $0 == "_" }), part.contains(where: \.isLetter) { return true }
      // `YYYY-MM-DD.md`, `NNN-title.md`: a date or number to fill in.
      let stem = part.split(separator: ".").first ?? part
      if stem.split(separator: "-").contains(where: { $0.count > 1 && $0.allSatisfy { "YMDHNX".contains($0) } }) { return true }
      // `SentryObjCFoo.h`, `ModuleName/`, `YourScheme`, `MASTests+X.swift`: the names examples
      // are made of.
      if stem.hasSuffix("+X") || stem.hasSuffix("+Y") { return true }
      let words = camelCaseWords(stem)
      if words.first == "Your" || words.first == "your" { return true }
      return words.contains(where: placeholderWords.contains)
        || placeholderNames.contains(String(stem).lowercased())
    }
  }

  /// Words of an example name: `Foo` in `SentryObjCFoo`.
  static let placeholderWords: Set<String> = ["Foo", "Bar", "Baz", "Qux"]
  /// Whole names that stand for one to fill in.
  static let placeholderNames: Set<String> = [
    "modulename", "classname", "methodname", "testname", "testclassname", "testmethodname", "targetname", "filename",
    "projectname", "packagename", "schemename", "featurename", "appname", "myapp", "yourapp", "example", "something",
  ]

  /// `SentryObjCFoo` as `Sentry`, `Obj`, `C`, `Foo`.
  static func camelCaseWords(_ text: Substring) -> [String] {
    var words: [String] = []
    var current = ""
    for character in text {
      if character.isUppercase, !current.isEmpty {
        words.append(current)
        current = ""
      }
      if character.isLetter { current.append(character) } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  private static func isPathCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || "/._-+@".contains(character)
  }
}
