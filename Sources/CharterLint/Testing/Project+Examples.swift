import CharterProject
import CharterRules
import CharterSkills
import CharterSupport
import Foundation

extension Project {
  /// The rule files `charter test` runs the examples of, with the diagnostics from reading
  /// them (an error among them means Charter cannot do its job).
  ///
  /// With no `paths`: every rule source of the repository — `.charter/rules/**` fragments in
  /// any folder, AGENTS.md and AGENTS.override.md files, other agents' native files — but not
  /// the built-in packs or the user-global layer. Each path (relative to `directory`) is a
  /// rule file or a folder: a folder contributes the rule sources below it and every other
  /// `.md` or `.mdc` file below it that opens with a front matter, read as a fragment (such as
  /// a pack's `rules/` folder); a file that is no rule source is read as a fragment too.
  /// `builtinPacks` adds every pack embedded in Charter. Files are sorted by path.
  public func exampleSources(_ paths: [String], relativeTo directory: URL, builtinPacks: Bool = false) -> RuleFileSet {
    let discovered = allRuleFiles(includingAgentFiles: false)
    let native = nativeRules
    let repository = discovered.files.filter { $0.origin != .pack && $0.origin != .user } + native.files
    var set = RuleFileSet()
    if paths.isEmpty {
      set.files = repository
      set.diagnostics = discovered.diagnostics + native.diagnostics
      set.shadowed = discovered.shadowed
    } else {
      let all = RuleFileSet(
        files: repository, diagnostics: discovered.diagnostics + native.diagnostics, shadowed: discovered.shadowed)
      for path in paths { add(path, relativeTo: directory, from: all, to: &set) }
    }
    if builtinPacks {
      for name in BuiltinPacks.names {
        guard let text = BuiltinPacks.text(named: name) else { continue }
        let result = RuleFileParser.parse(
          text, as: RuleFile(path: BuiltinPacks.path(of: name), origin: .pack, baseDirectory: ""))
        set.files += result.file.map { [$0] } ?? []
        set.diagnostics += result.diagnostics
      }
    }
    var seen: Set<String> = []
    set.files = set.files.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
    set.diagnostics = Array(Set(set.diagnostics)).sorted()
    return set
  }

  private func add(_ path: String, relativeTo directory: URL, from all: RuleFileSet, to set: inout RuleFileSet) {
    let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path))
      .standardizedFileURL
    let relative = RepositoryRoot.relativePath(of: url, to: root)
    let display = relative.map { $0.isEmpty ? "." : $0 } ?? url.path
    guard FileSystem.exists(atPath: url.path) else {
      set.diagnostics.append(
        Diagnostic(
          path: display, position: SourcePosition(line: 1, column: 1), code: DiagnosticCode.noSuchPath,
          message: "no such file or folder"))
      return
    }
    guard FileSystem.isDirectory(atPath: url.path) else {
      let known = all.files.filter { $0.path == display }
      let problems = all.diagnostics.filter { $0.path == display }
      set.files += known
      set.diagnostics += problems
      if known.isEmpty, problems.isEmpty { readFragment(url, display: display, into: &set) }
      return
    }
    let prefix = relative.map { $0.isEmpty ? "" : $0 + "/" }
    let inside = { (candidate: String) in prefix.map { candidate.hasPrefix($0) } ?? false }
    set.files += all.files.filter { inside($0.path) }
    set.diagnostics += all.diagnostics.filter { inside($0.path) }
    let covered = Set(all.files.map(\.path) + all.diagnostics.map(\.path))
    let listing = Self.markdownFiles(under: url)
    for unlisted in listing.unlisted {
      let shown = unlisted.path.isEmpty ? display : (display == "." ? "" : display + "/") + unlisted.path
      set.diagnostics.append(FileWalker.unreadableDiagnostic(path: shown, reason: unlisted.reason))
    }
    for file in listing.files {
      let fileDisplay = RepositoryRoot.relativePath(of: file, to: root) ?? file.path
      guard !covered.contains(fileDisplay), Self.opensWithFrontMatter(file) else { continue }
      readFragment(file, display: fileDisplay, into: &set)
    }
  }

  private func readFragment(_ url: URL, display: String, into set: inout RuleFileSet) {
    let result = Self.read(
      RuleFileLocation(url: url, displayPath: display, origin: .fragment, baseDirectory: ""), extract: config.extract)
    set.files += result.file.map { [$0] } ?? []
    set.diagnostics += result.diagnostics
  }

  /// The `.md` and `.mdc` files below `folder`, sorted, skipping hidden and dependency folders
  /// and skills' `SKILL.md` files, and the folders below it that could not be listed.
  private static func markdownFiles(under folder: URL) -> (files: [URL], unlisted: [FileSystem.Unlisted]) {
    var found: [URL] = []
    let tree = FileSystem.tree(atPath: folder.path, skippingHidden: true, skipping: FileWalker.dependencyFolderNames)
    for entry in tree.entries where entry.kind == .file {
      let name = entry.name
      guard name.hasSuffix(".md") || name.hasSuffix(".mdc"), name != SkillSpec.fileName else { continue }
      found.append(URL(fileURLWithPath: folder.path + "/" + entry.path, isDirectory: false))
    }
    return (found.sorted { $0.path < $1.path }, tree.unlisted)
  }

  private static func opensWithFrontMatter(_ url: URL) -> Bool {
    guard case .success(let head) = FileSystem.head(atPath: url.path, count: 5) else { return false }
    return head.starts(with: Array("---\n".utf8)) || head.starts(with: Array("---\r\n".utf8))
  }
}
