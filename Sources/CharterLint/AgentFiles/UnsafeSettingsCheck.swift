import CharterDocuments
import CharterRules
import Foundation

/// `agent-file: unsafe-settings`: in the agents' settings files a repository commits (Claude
/// Code's `.claude/settings.json`, the MCP configurations of Claude, Cursor, VS Code, Gemini and
/// Kiro, Cursor's hooks), what runs code nobody reviewed: a hook command that downloads a script
/// and runs it, a permission that allows every shell command, and an MCP server started from the
/// newest version of a package each time (`npx -y pkg` with no version).
struct UnsafeSettingsCheck: TextCheck {
  let check: EffectiveCheck
  var readsRegions: Bool { false }

  /// Runs on the files it is applied to: the `agent-files` pack's globs name the settings files
  /// (``settingsFiles``); a team's own rule file may name others of the same shape.
  func run(on file: borrowing LintedFile, into findings: inout [Finding]) {
    // The pack's globs also name Markdown: the agent files other checks read.
    guard file.path.hasSuffix(".json") else { return }
    // JSON with comments (VS Code's `mcp.json` is JSONC) read as JSON. A file that is neither
    // is reported where the reading stopped: the check could not judge it.
    let text = Self.withoutComments(String(keepingOffsets: file.bytes))
    let root: YAMLNode
    do {
      guard let parsed = try YAMLParser.parse(text, path: file.path) else { return }
      root = parsed
    } catch {
      guard let first = error.diagnostics.first, first.position.line >= 1, first.position.line <= file.lines.lineCount
      else { return }
      let start = file.lines.contentRange(ofLine: first.position.line, in: file.bytes).lowerBound
      findings.append(
        file.finding(
          check, start..<start,
          message: "this settings file is not JSON (\(first.message)), so what it runs cannot be checked; agents reject it too"))
      return
    }
    var problems: [(line: Int, needle: String, message: String)] = []
    Self.walk(root, key: nil, inHooks: false, into: &problems)
    for server in (root["mcpServers"] ?? root["servers"])?.mapping ?? [] {
      if let problem = Self.unpinned(server) { problems.append(problem) }
    }
    if let permissions = root["permissions"] {
      for entry in permissions["allow"]?.sequence ?? [] where Self.allowsEverything(entry.string ?? "") {
        problems.append(
          (
            entry.position.line, entry.string ?? "",
            "'\(entry.string ?? "")' lets agents run every shell command without asking; allow the commands the project needs "
              + "('Bash(swift test:*)')"
          ))
      }
      if let mode = permissions["defaultMode"], mode.string == "bypassPermissions" {
        problems.append(
          (
            mode.position.line, "bypassPermissions",
            "'bypassPermissions' lets agents do anything without asking for everyone who clones the repository; set it in your own user "
              + "settings instead"
          ))
      }
    }
    for problem in problems.sorted(by: { $0.line < $1.line }) where !file.isFull(findings) {
      guard problem.line >= 1, problem.line <= file.lines.lineCount else { continue }
      let content = file.lines.contentRange(ofLine: problem.line, in: file.bytes)
      let lineBytes = Array(file.bytes[content])
      let needle = Array(problem.needle.utf8)
      var start = content.lowerBound
      // The value as a JSON string first (`"Bash"`, not the `Bash` of `"Bash(swift test:*)"`).
      if let quoted = Self.offset(of: [0x22] + needle + [0x22], in: lineBytes) {
        start = content.lowerBound + quoted + 1
      } else if let bare = Self.offset(of: needle, in: lineBytes) {
        start = content.lowerBound + bare
      }
      let end = min(start + max(needle.count, 1), content.upperBound)
      findings.append(file.finding(check, start..<max(end, start), message: message(problem.message)))
    }
  }

  private static func offset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard !needle.isEmpty, needle.count <= bytes.count else { return nil }
    return (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
  }

  /// `text` with its `//` and `/* */` comments outside strings, and its tabs (whitespace in valid
  /// JSON, but not in the YAML reader), turned into spaces, so that lines and columns stay where
  /// they were.
  static func withoutComments(_ text: String) -> String {
    var bytes = Array(text.utf8)
    var index = 0
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") {
          index += 2
          continue
        }
        if byte == UInt8(ascii: "\"") { inString = false }
        index += 1
        continue
      }
      if byte == 0x09 {
        bytes[index] = 0x20
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != 0x0A {
          bytes[index] = 0x20
          index += 1
        }
        continue
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"))
        {
          if bytes[index] != 0x0A { bytes[index] = 0x20 }
          index += 1
        }
        if index + 1 < bytes.count {
          bytes[index] = 0x20
          bytes[index + 1] = 0x20
        }
        index += 2
        continue
      }
      index += 1
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Hook commands anywhere under a `hooks` key that download code and run it.
  private static func walk(
    _ node: YAMLNode, key: String?, inHooks: Bool, into problems: inout [(line: Int, needle: String, message: String)]
  ) {
    if let pairs = node.mapping {
      for pair in pairs {
        let name = pair.key.scalar
        walk(pair.value, key: name, inHooks: inHooks || name == "hooks", into: &problems)
      }
    } else if let items = node.sequence {
      for item in items { walk(item, key: key, inHooks: inHooks, into: &problems) }
    } else if inHooks, key == "command", let command = node.string, let fetcher = downloadsAndRuns(command) {
      problems.append(
        (
          node.position.line, fetcher,
          "this hook downloads code and runs it every time it fires, as whoever clones the repository; commit the script, or pin its "
            + "version and check its hash"
        ))
    }
  }

  /// The downloading word of `command` when it pipes a download into an interpreter
  /// (`curl … | sh`, `bash <(curl …)`, `sh -c "$(curl …)"`, `iwr … | iex`).
  static func downloadsAndRuns(_ command: String) -> String? {
    let patterns = [
      #"\b(curl|wget)\b[^|;&]*\|\s*(sudo\s+)?(sh|bash|zsh|dash|python3?|node|ruby|perl)\b"#,
      #"\b(sh|bash|zsh)\s+(-c\s+)?["']?(<\(|\$\()\s*(curl|wget)\b"#,
      #"(?i)\b(iwr|irm|invoke-webrequest|invoke-restmethod)\b[^|;]*\|\s*iex\b"#,
    ]
    for pattern in patterns {
      guard let regex = try? NSRegularExpression(pattern: pattern),
        let match = regex.firstMatch(in: command, range: NSRange(command.startIndex..., in: command))
      else { continue }
      let found = (command as NSString).substring(with: match.range)
      return ["curl", "wget", "iwr", "irm", "Invoke-WebRequest", "Invoke-RestMethod"].first { found.contains($0) } ?? found
    }
    return nil
  }

  static func allowsEverything(_ entry: String) -> Bool {
    ["*", "Bash", "Bash(*)", "Bash(*:*)", "Bash(:*)"].contains(entry.trimmingCharacters(in: .whitespaces))
  }

  /// An MCP server run through `npx`, `bunx`, `pnpm dlx` or `uvx` from a package named without
  /// a version. An explicit `@latest` or `@next` is the author asking for the newest on purpose
  /// (what several servers' own instructions say to write), and is left alone.
  static func unpinned(_ server: YAMLPair) -> (line: Int, needle: String, message: String)? {
    guard let command = server.value["command"]?.string else { return nil }
    var arguments = (server.value["args"]?.sequence ?? []).compactMap { node in node.string.map { ($0, node) } }
    var tool = (command as NSString).lastPathComponent
    if tool == "pnpm" || tool == "yarn", arguments.first?.0 == "dlx" {
      tool += " dlx"
      arguments.removeFirst()
    }
    guard ["npx", "bunx", "uvx", "pnpm dlx", "yarn dlx"].contains(tool) else { return nil }
    let valued: Set<String> = ["-p", "--package", "--from", "--with", "--python", "--registry"]
    var index = 0
    while index < arguments.count {
      let word = arguments[index].0
      if valued.contains(word) {
        index += 2
        continue
      }
      if word.hasPrefix("-") {
        index += 1
        continue
      }
      guard !isPinned(word, tool: tool) else { return nil }
      let name = server.key.scalar ?? "the server"
      return (
        arguments[index].1.position.line, word,
        "MCP server '\(name)' runs the newest '\(word)' published each time it starts, as whoever opens the project; pin a version "
          + "('\(tool == "uvx" ? word + "==1.2.3" : word + "@1.2.3")')"
      )
    }
    return nil
  }

  private static func isPinned(_ package: String, tool: String) -> Bool {
    if package.hasPrefix(".") || package.hasPrefix("/") || package.contains("://") || package.hasPrefix("git+") { return true }
    if tool == "uvx" { return package.contains("==") || package.contains("@") }
    // `@scope/name@1.2.3`, `name@1.2.3` or `name@latest`: a version or tag after the name's own `@`.
    let body = package.hasPrefix("@") ? String(package.dropFirst()) : package
    guard let at = body.lastIndex(of: "@") else { return false }
    return !body[body.index(after: at)...].isEmpty
  }
}
