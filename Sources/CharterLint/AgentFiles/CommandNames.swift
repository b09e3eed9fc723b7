import Foundation

/// The names the build files of one folder define, for the commands an agent file tells an
/// agent to run: `make` targets, `npm run` scripts, fastlane lanes, `just` recipes, `task`
/// tasks and the targets and products of a Swift package. `nil` for a tool whose file the
/// folder does not have; a set marked open when the file can define names Charter does not
/// read (an `include`, a pattern rule, an imported Fastfile).
struct CommandNames: Sendable {
  /// Names one tool's file defines.
  struct Names: Sendable {
    /// The file that defines them, root-relative.
    var file: String
    var names: Set<String>
    /// Whether the file can define more names than Charter reads.
    var isOpen: Bool
  }

  var make: Names?
  var npm: Names?
  var fastlane: Names?
  var just: Names?
  var task: Names?
  var swiftPackage: Names?

  init(folder: String, context: AgentFileContext) {
    func path(_ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }
    for name in ["GNUmakefile", "makefile", "Makefile"] {
      if let text = context.text(of: path(name)) { make = Self.makeTargets(text, file: path(name)) }
    }
    if let text = context.text(of: path("package.json")) { npm = Self.npmScripts(text, file: path("package.json")) }
    for name in ["fastlane/Fastfile", "Fastfile"] where fastlane == nil {
      if let text = context.text(of: path(name)) { fastlane = Self.lanes(text, file: path(name)) }
    }
    for name in ["justfile", "Justfile", ".justfile"] where just == nil {
      if let text = context.text(of: path(name)) { just = Self.recipes(text, file: path(name)) }
    }
    for name in ["Taskfile.yml", "Taskfile.yaml", "taskfile.yml"] where task == nil {
      if let text = context.text(of: path(name)) { task = Self.tasks(text, file: path(name)) }
    }
    if let text = context.text(of: path("Package.swift")) { swiftPackage = Self.packageNames(text, file: path("Package.swift")) }
  }

  /// `target:` at the start of a line (not `:=` or `::=`), and the names `.PHONY` lists.
  static func makeTargets(_ text: String, file: String) -> Names {
    var names: Set<String> = []
    var isOpen = false
    for line in text.byteLines {
      if line.hasPrefix("include ") || line.hasPrefix("-include ") || line.hasPrefix("sinclude ") { isOpen = true }
      guard let first = line.first, first != "\t", first != " ", first != "#" else { continue }
      guard let colon = line.firstIndex(of: ":") else { continue }
      let after = line[line.index(after: colon)...]
      if after.hasPrefix("=") || after.hasPrefix(":=") { continue }
      let head = line[..<colon]
      if head.contains("=") { continue }
      if head.contains("%") || head.contains("$") { isOpen = true }
      for target in head.split(separator: " ") where !target.isEmpty {
        if target == ".PHONY" {
          names.formUnion(after.split(separator: " ").map { String($0).trimmingCharacters(in: .whitespaces) })
        } else if !target.hasPrefix(".") {
          names.insert(String(target))
        }
      }
    }
    names.remove("")
    return Names(file: file, names: names, isOpen: isOpen)
  }

  /// The keys of `"scripts"` in a `package.json`.
  static func npmScripts(_ text: String, file: String) -> Names? {
    guard let data = text.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    let scripts = object["scripts"] as? [String: Any] ?? [:]
    return Names(file: file, names: Set(scripts.keys), isOpen: false)
  }

  /// `lane :name do` and `private_lane :name`, open when the Fastfile imports others.
  static func lanes(_ text: String, file: String) -> Names {
    var names: Set<String> = []
    var isOpen = false
    for raw in text.byteLines {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("import") { isOpen = true }
      for keyword in ["lane :", "private_lane :"] where line.hasPrefix(keyword) {
        let rest = line.dropFirst(keyword.count)
        names.insert(String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
      }
    }
    return Names(file: file, names: names, isOpen: isOpen)
  }

  /// `name:` or `name arg:` at the start of a line of a justfile, open when it imports others.
  static func recipes(_ text: String, file: String) -> Names {
    var names: Set<String> = []
    var isOpen = false
    for raw in text.byteLines {
      if raw.hasPrefix("import ") || raw.hasPrefix("mod ") || raw.hasPrefix("!include") { isOpen = true }
      guard let first = raw.first, first.isLetter || first == "_" || first == "@" else { continue }
      guard let colon = raw.firstIndex(of: ":"), !raw[raw.index(after: colon)...].hasPrefix("=") else { continue }
      let head = raw[..<colon].drop { $0 == "@" }
      guard let name = head.split(separator: " ").first, !head.contains(":=") else { continue }
      names.insert(String(name))
    }
    return Names(file: file, names: names, isOpen: isOpen)
  }

  /// The keys under `tasks:` of a Taskfile, open when it includes others.
  static func tasks(_ text: String, file: String) -> Names {
    var names: Set<String> = []
    var inTasks = false
    var isOpen = false
    for raw in text.byteLines {
      if raw.hasPrefix("includes:") { isOpen = true }
      if !raw.hasPrefix(" "), !raw.hasPrefix("\t") { inTasks = raw.hasPrefix("tasks:") }
      guard inTasks, raw.hasPrefix("  "), !raw.hasPrefix("   "), let colon = raw.firstIndex(of: ":") else { continue }
      names.insert(raw[..<colon].trimmingCharacters(in: CharacterSet(charactersIn: " \"'")))
    }
    return Names(file: file, names: names, isOpen: isOpen)
  }

  /// Every `name: "…"` string of a package manifest: its package, products and targets.
  /// Open when the manifest builds names in code (`name: prefix + "Kit"`).
  static func packageNames(_ text: String, file: String) -> Names {
    var names: Set<String> = []
    var isOpen = false
    var rest = Substring(text)
    while let range = rest.range(of: "name:") {
      rest = rest[range.upperBound...]
      let value = rest.drop { $0 == " " }
      guard value.first == "\"" else {
        isOpen = true
        continue
      }
      let body = value.dropFirst()
      guard let end = body.firstIndex(of: "\"") else { break }
      let name = body[..<end]
      if name.contains("\\(") { isOpen = true }
      names.insert(String(name))
    }
    return Names(file: file, names: names, isOpen: isOpen)
  }
}
