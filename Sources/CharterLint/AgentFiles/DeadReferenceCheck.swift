import CharterDocuments
import CharterRules
import CharterSupport

/// `agent-file: dead-reference`: a path in a code span or link, or a command in a code span or
/// shell block, that names something the repository does not have.
struct DeadReferenceCheck: TextCheck {
  let check: EffectiveCheck
  let context: AgentFileContext

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
  private func suggestion(for path: String) -> String {
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

  // MARK: Commands

  private func commandProblems(_ command: CommandLine, folder: String) -> [Problem] {
    guard let tool = command.words.first else { return [] }
    let arguments = Array(command.words.dropFirst())
    switch tool.text {
    case "make", "gmake": return makeProblems(arguments, folder: folder)
    case "npm", "pnpm", "yarn":
      let names = arguments.first?.text == "run" ? Array(arguments.dropFirst()) : (tool.text == "yarn" ? arguments : [])
      guard let script = names.first, !script.text.hasPrefix("-"), !Self.packageManagerCommands.contains(script.text) else {
        return []
      }
      return namedProblems([script], tool: "npm script", folder: folder) { $0.npm }
    case "fastlane": return laneProblems(arguments, folder: folder)
    case "bundle":
      guard arguments.count >= 2, arguments[0].text == "exec", arguments[1].text == "fastlane" else { return [] }
      return laneProblems(Array(arguments.dropFirst(2)), folder: folder)
    case "just", "task":
      guard let recipe = arguments.first(where: { !$0.text.hasPrefix("-") && !$0.text.contains("=") }) else { return [] }
      return namedProblems([recipe], tool: tool.text == "just" ? "just recipe" : "task", folder: folder) {
        tool.text == "just" ? $0.just : $0.task
      }
    case "swift":
      return arguments.first?.text == "test" ? swiftTestProblems(arguments, folder: folder) : swiftRunProblems(arguments, folder: folder)
    case "xcodebuild":
      return schemeProblems(arguments)
    case "bash", "sh", "zsh", "python", "python3", "ruby", "node":
      guard let script = arguments.first, !script.text.hasPrefix("-"), Self.looksLikeScript(script.text) else { return [] }
      return scriptProblems(script, direct: false, folder: folder)
    default:
      guard tool.text.hasPrefix("./"), Self.mayBeProgram(tool.text) else { return [] }
      return scriptProblems(tool, direct: tool.text.hasPrefix("./"), folder: folder)
    }
  }

  private func makeProblems(_ arguments: [CommandLine.Word], folder: String) -> [Problem] {
    var folders = [folder, ""]
    var targets: [CommandLine.Word] = []
    var index = 0
    while index < arguments.count {
      let word = arguments[index].text
      if word == "-C", index + 1 < arguments.count {
        guard let directory = Self.normalise(arguments[index + 1].text, in: folder) else { return [] }
        folders = [directory]
        index += 2
        continue
      }
      if word == "-f" || word == "--file" || word.hasPrefix("--file=") || word.hasPrefix("--makefile") { return [] }
      if !word.hasPrefix("-"), !word.contains("=") { targets.append(arguments[index]) }
      index += 1
    }
    guard !targets.isEmpty else { return [] }
    return namedProblems(targets, tool: "make target", folder: folder, folders: folders) { $0.make }
  }

  private func laneProblems(_ arguments: [CommandLine.Word], folder: String) -> [Problem] {
    var words = arguments.filter { !$0.text.hasPrefix("-") && !$0.text.contains(":") }
    if let first = words.first, ["ios", "mac", "android", "tvos"].contains(first.text) { words.removeFirst() }
    guard let lane = words.first, !["init", "run", "actions", "lanes", "list", "env", "update_fastlane"].contains(lane.text) else {
      return []
    }
    return namedProblems([lane], tool: "fastlane lane", folder: folder) { $0.fastlane }
  }

  private func swiftRunProblems(_ arguments: [CommandLine.Word], folder: String) -> [Problem] {
    guard arguments.first?.text == "run" else { return [] }
    // With several packages in the repository, which one the command runs in is not said.
    guard context.fileCount(named: "Package.swift") <= 1 || arguments.contains(where: { $0.text == "--package-path" }) else {
      return []
    }
    var folders = [folder, ""]
    var index = 1
    let valued: Set<String> = ["-c", "--configuration", "--scratch-path", "--build-path", "-Xswiftc", "-Xcc", "-Xlinker", "--sdk", "--triple", "--swift-sdk", "--jobs", "-j"]
    while index < arguments.count {
      let word = arguments[index].text
      if word == "--package-path", index + 1 < arguments.count {
        guard let directory = Self.normalise(arguments[index + 1].text, in: folder) else { return [] }
        folders = [directory]
        index += 2
        continue
      }
      if word == "--product", index + 1 < arguments.count {
        return namedProblems([arguments[index + 1]], tool: "Swift package product or target", folder: folder, folders: folders) {
          $0.swiftPackage
        }
      }
      if valued.contains(word) {
        index += 2
        continue
      }
      if word.hasPrefix("-") || word.contains("=") {
        index += 1
        continue
      }
      return namedProblems([arguments[index]], tool: "Swift package product or target", folder: folder, folders: folders) {
        $0.swiftPackage
      }
    }
    return []
  }

  /// `xcodebuild -scheme NAME` naming no scheme of the repository.
  private func schemeProblems(_ arguments: [CommandLine.Word]) -> [Problem] {
    guard let index = arguments.firstIndex(where: { $0.text == "-scheme" }), index + 1 < arguments.count else { return [] }
    let scheme = arguments[index + 1]
    guard !Self.isPlaceholder(Substring(scheme.text)), let defined = context.schemeNames(), !defined.names.contains(scheme.text)
    else { return [] }
    return [
      Problem(
        subject: "scheme " + scheme.text, range: scheme.range,
        message: "the repository has no scheme '\(scheme.text)'" + Suggestion.didYouMean(scheme.text, among: defined.names.sorted()))
    ]
  }

  /// `swift test --filter PATTERN` whose pattern names no test of the package: each of its
  /// dotted or slashed parts must appear in the package's test files.
  private func swiftTestProblems(_ arguments: [CommandLine.Word], folder: String) -> [Problem] {
    guard context.fileCount(named: "Package.swift") <= 1 || arguments.contains(where: { $0.text == "--package-path" }) else {
      return []
    }
    var package = context.files.contains(ContradictsProjectCheck.join(folder, "Package.swift")) ? folder : ""
    var filters: [CommandLine.Word] = []
    var index = 1
    while index < arguments.count {
      let word = arguments[index].text
      if word == "--package-path", index + 1 < arguments.count {
        guard let directory = Self.normalise(arguments[index + 1].text, in: folder) else { return [] }
        package = directory
      }
      if word == "--filter", index + 1 < arguments.count { filters.append(arguments[index + 1]) }
      index += word.hasPrefix("-") && !word.contains("=") && index + 1 < arguments.count && !arguments[index + 1].text.hasPrefix("-") ? 2 : 1
    }
    // Tests kept outside `Tests/` are not read: nothing can be said of them.
    guard !filters.isEmpty, let tests = context.testNames(in: package), !tests.text.isEmpty else { return [] }
    return filters.compactMap { filter in
      // A pattern with regular-expression syntax beyond `.` may match what it does not spell.
      guard !Self.isPlaceholder(Substring(filter.text)), filter.text.allSatisfy({ $0.isLetter || $0.isNumber || "_./".contains($0) })
      else { return nil }
      let parts = filter.text.split(whereSeparator: { $0 == "." || $0 == "/" })
      guard let missing = parts.first(where: { !context.testsMention(String($0), in: package, tests: tests) }) else { return nil }
      return Problem(
        subject: "test " + filter.text, range: filter.range,
        message: "no test of the package matches '\(filter.text)': '\(missing)' appears in none of its test files"
          + Suggestion.didYouMean(String(missing), among: tests.names))
    }
  }

  /// Names `command` uses that the tool's file in `folders` (the first that has one) does not
  /// define; nothing when no folder has the file or it can define names Charter does not read.
  private func namedProblems(
    _ words: [CommandLine.Word], tool: String, folder: String, folders: [String]? = nil,
    names: (CommandNames) -> CommandNames.Names?
  ) -> [Problem] {
    var defined: CommandNames.Names?
    for candidate in folders ?? [folder, ""] where defined == nil { defined = names(context.commands(in: candidate)) }
    guard let defined else {
      // A tool whose file the repository has nowhere cannot run at all; one whose file is in
      // another folder may be run from there.
      guard let files = Self.buildFiles[tool], let word = words.first(where: { !Self.isPlaceholder(Substring($0.text)) }),
        !files.contains(where: context.hasFile(named:))
      else { return [] }
      return [
        Problem(
          subject: tool, range: word.range,
          message: "there is no \(files[0]) in the repository, so no \(tool) '\(word.text)' can run")
      ]
    }
    guard !defined.isOpen else { return [] }
    return words.compactMap { word in
      guard !Self.isPlaceholder(Substring(word.text)), !defined.names.contains(word.text) else { return nil }
      let known = defined.names.sorted()
      return Problem(
        subject: tool + " " + word.text, range: word.range,
        message: "\(defined.file) defines no \(tool) '\(word.text)'" + Suggestion.didYouMean(word.text, among: known))
    }
  }

  private func scriptProblems(_ script: CommandLine.Word, direct: Bool, folder: String) -> [Problem] {
    let path = script.text
    guard !Self.isPlaceholder(Substring(path)), !path.hasPrefix("/"), !path.hasPrefix("~") else { return [] }
    let candidates = [Self.normalise(path, in: folder), Self.normalise(path, in: "")].compactMap { $0 }
    if let existing = candidates.first(where: context.exists) {
      guard direct, !context.isExecutable(existing) else { return [] }
      return [
        Problem(
          subject: existing, range: script.range,
          message: "'\(existing)' is not executable, so '\(path)' cannot run; run 'chmod +x \(existing)' or call it through its interpreter")
      ]
    }
    guard !candidates.isEmpty, !candidates.contains(where: context.isIgnored) else { return [] }
    let shown = candidates[0]
    return [
      Problem(
        subject: shown, range: script.range,
        message: "the script '\(shown)' does not exist in the repository" + suggestion(for: shown))
    ]
  }

  /// `yarn`'s own commands, which `yarn NAME` runs before any script of that name.
  private static let packageManagerCommands: Set<String> = [
    "install", "add", "remove", "upgrade", "up", "init", "info", "why", "link", "unlink", "global", "cache", "config",
    "dlx", "exec", "workspace", "workspaces", "set", "plugin", "dedupe", "npm", "pack", "publish", "version", "create",
    "audit", "outdated", "login", "logout", "import",
  ]

  /// The files that define each tool's names, the usual one first.
  private static let buildFiles: [String: [String]] = [
    "make target": ["Makefile", "makefile", "GNUmakefile"], "npm script": ["package.json"],
    "just recipe": ["justfile", "Justfile", ".justfile"], "task": ["Taskfile.yml", "Taskfile.yaml", "taskfile.yml"],
    "fastlane lane": ["Fastfile"], "Swift package product or target": ["Package.swift"],
  ]

  /// Whether a `./…` word can be a program: a script's extension or none (`./gradlew`).
  private static func mayBeProgram(_ word: some StringProtocol) -> Bool {
    let name = word.split(separator: "/").last ?? ""
    return !name.contains(".") || looksLikeScript(String(word))
  }

  private static func looksLikeScript(_ word: String) -> Bool {
    [".sh", ".bash", ".zsh", ".py", ".rb", ".js", ".mjs", ".swift", ".pl"].contains { word.hasSuffix($0) }
  }
}
