import CharterSupport

/// `agent-file: dead-reference`'s commands: what a command names — a `make` target, an npm
/// script, a fastlane lane, a `just` recipe or `task`, a Swift package product, a test filter,
/// an Xcode scheme, a script — that the repository does not define.
extension DeadReferenceCheck {

  func commandProblems(_ command: CommandLine, folder: String) -> [Problem] {
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
    let valued: Set<String> = [
      "-c", "--configuration", "--scratch-path", "--build-path", "-Xswiftc", "-Xcc", "-Xlinker", "--sdk", "--triple", "--swift-sdk",
      "--jobs", "-j",
    ]
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
      index +=
        word.hasPrefix("-") && !word.contains("=") && index + 1 < arguments.count && !arguments[index + 1].text.hasPrefix("-") ? 2 : 1
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
          message: "'\(existing)' is not executable, so '\(path)' cannot run; run 'chmod +x \(existing)' or call it through its "
            + "interpreter")
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
  static func mayBeProgram(_ word: some StringProtocol) -> Bool {
    let name = word.split(separator: "/").last ?? ""
    return !name.contains(".") || looksLikeScript(String(word))
  }

  static func looksLikeScript(_ word: String) -> Bool {
    [".sh", ".bash", ".zsh", ".py", ".rb", ".js", ".mjs", ".swift", ".pl"].contains { word.hasSuffix($0) }
  }
}
