import CharterSupport

/// Where a fragment applies, in the terms of the formats that write one file per rule with
/// root-relative globs (Cursor, Windsurf, Cline, Kiro; Claude Code and Copilot take its globs).
///
/// A fragment's globs are relative to its folder and follow Charter's gitignore-like rules; the
/// agents match globs against paths from the repository root, and some of them (Cline's
/// picomatch) anchor a pattern without `/` at the root. So each glob is rewritten from the root:
/// `*.swift` in `Sources/App` becomes `Sources/App/**/*.swift`, and a fragment that applies to a
/// whole folder gets `Sources/App/**`. Exclusions (`!pattern`) have no equivalent in these
/// formats; they are stated in a note above the body instead.
struct FragmentScope: Hashable, Sendable {
  /// When the agent applies the rule.
  enum Mode: Hashable, Sendable {
    /// Always, everywhere.
    case always
    /// When the files worked on match these root-relative globs.
    case globs([String])
    /// When the agent judges it relevant from the description.
    case onRequest
    /// Only when asked for by name.
    case manual
  }

  /// When the agent applies the rule.
  var mode: Mode
  /// Lines the format cannot express in front matter, to put above the body.
  var notes: [String] = []

  /// The scope of `fragment`.
  init(_ fragment: ComposeFragment) {
    let folder = fragment.directory
    let wholeFolder: Mode = folder.isEmpty ? .always : .globs([Self.rooted("**", in: folder)])
    switch fragment.activation {
    case .always:
      mode = wholeFolder
    case .globs(let patterns):
      let included = patterns.filter { !$0.hasPrefix("!") }.map { Self.rooted($0, in: folder) }
      let excluded = patterns.filter { $0.hasPrefix("!") }.map { Self.rooted(String($0.dropFirst()), in: folder) }
      mode = included.isEmpty ? wholeFolder : .globs(included)
      if !excluded.isEmpty {
        notes.append("**Does not apply to files matching \(excluded.map { "`\($0)`" }.joined(separator: ", ")).**")
      }
    case .onRequest:
      mode = .onRequest
    case .manual:
      mode = .manual
    }
    if !folder.isEmpty, mode == .onRequest || mode == .manual {
      notes.insert("**Applies only to files in `\(folder)/`.**", at: 0)
    }
  }

  /// The scope in words, for a format that cannot state it in front matter (a folder of files
  /// that always apply); `nil` when the fragment applies everywhere. The ``notes`` go with it.
  func sentence(for fragment: ComposeFragment) -> String? {
    switch mode {
    case .always: nil
    case .globs(let globs): "**Applies only to files matching \(globs.map { "`\($0)`" }.joined(separator: ", ")).**"
    case .onRequest: "**Apply when relevant\(fragment.description.map { ": \($0)" } ?? "").**"
    case .manual: "**Apply only when asked for `\(fragment.name)`.**"
    }
  }

  /// The file's text after the generated header: the notes, then the fragment's body.
  func body(of fragment: ComposeFragment, extraNotes: [String] = []) -> String {
    RuleFileWriter.body(of: fragment, notes: extraNotes + notes)
  }

  /// Every glob of `fragment` relative to the root, exclusions (`!…`) included: its own globs
  /// rooted, `DIR/**` for a fragment of folder `DIR` that is not scoped by globs, and none for
  /// one at the root. For formats that state the scope as a list of globs (Claude Code, Copilot).
  static func rootGlobs(of fragment: ComposeFragment) -> [String] {
    switch fragment.activation {
    case .always, .onRequest, .manual:
      fragment.directory.isEmpty ? [] : [rooted("**", in: fragment.directory)]
    case .globs(let patterns):
      patterns.map { rooted($0, in: fragment.directory) }
    }
  }

  /// `pattern`, relative to `folder`, as a pattern relative to the root with the same meaning:
  /// a pattern without `/` matches at any depth (`**/` is added), a leading `/` only anchors, and
  /// a trailing `/` means everything inside. An exclusion (`!pattern`) stays one.
  static func rooted(_ pattern: String, in folder: String) -> String {
    if pattern.hasPrefix("!") { return "!" + rooted(String(pattern.dropFirst()), in: folder) }
    var body = Substring(pattern)
    let anchored = body.hasPrefix("/")
    while body.hasPrefix("/") { body = body.dropFirst() }
    let folderOnly = body.hasSuffix("/")
    while body.hasSuffix("/") { body = body.dropLast() }
    var rooted = String(body)
    if !anchored, !body.contains("/"), !body.hasPrefix("**") { rooted = "**/" + rooted }
    if folderOnly { rooted += "/**" }
    return folder.isEmpty ? rooted : folder + "/" + rooted
  }

  /// `globs` with `{a,b}` alternatives expanded, for formats that separate globs with commas
  /// (Cursor, Windsurf) and so cannot hold a brace list.
  static func expandingBraces(_ globs: [String]) -> [String] {
    var result: [String] = []
    for glob in globs {
      let expanded = (try? Glob.expandBraces(Array(glob)).map { String($0) }) ?? [glob]
      for pattern in expanded where !result.contains(pattern) { result.append(pattern) }
    }
    return result
  }
}
