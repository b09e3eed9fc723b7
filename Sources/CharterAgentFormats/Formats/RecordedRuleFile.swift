import Foundation

/// A person's rule file that a fragment was imported from (`agent-files:` in the fragment),
/// and how compose writes the fragment back into it.
///
/// While the fragment still says what the person's front matter says — the same folder,
/// description and scope, as the format's reader reads them — compose writes the front matter
/// exactly as it was, byte for byte, then its header and the fragment's text, and adds no scope
/// note: the file comes back as the person wrote it. Once someone changes the fragment's
/// description or scope, compose writes its own keys for them (``RuleFileFormat/scopeKeys``)
/// and keeps every other key of the person's (`tools:`, `excludeAgent:` …) after them, as
/// written.
struct RecordedRuleFile: Hashable, Sendable {
  /// Where the file is, relative to the root.
  var path: String
  /// Its front matter as written, `---` lines included; `""` when it had none.
  var frontMatter: String
  /// Whether the front matter still says what the fragment says.
  var agrees: Bool
  /// The folder the file governs (`Sub` for `Sub/.cursor/rules/x.mdc`).
  var governedFolder: String

  /// The record of `fragment` for `format`, when compose writes the fragment there: the
  /// file must be one of the format's rule files, and govern the fragment's folder or the
  /// whole repository (whose rules can scope a fragment of any folder). A plain file (a legacy
  /// `.cursorrules`) can take the fragment only while the fragment applies always.
  static func record(of fragment: ComposeFragment, in format: any RuleFileFormat.Type) -> RecordedRuleFile? {
    let files = fragment.agentFiles.sorted { $0.key < $1.key }
    guard let (path, frontMatter) = files.first(where: { format.isRuleFile($0.key) }) else { return nil }
    let governed = format.folder(governedBy: path)
    guard governed.isEmpty || governed == fragment.directory else { return nil }
    let rule = format.rule(frontMatter: frontMatter, body: "-\n", at: path)
    let agrees =
      rule.map {
        $0.directory == fragment.directory && $0.description == fragment.description
          && normalized($0.activation) == normalized(fragment.activation)
      } ?? false
    guard agrees || format.hasFrontMatter(path) else { return nil }
    return RecordedRuleFile(path: path, frontMatter: frontMatter, agrees: agrees, governedFolder: governed)
  }

  /// The fragment as the writer sees it for this file: a file below the root governs its own
  /// folder, so the fragment's globs are written relative to it.
  func local(_ fragment: ComposeFragment) -> ComposeFragment {
    var local = fragment
    if !governedFolder.isEmpty { local.directory = "" }
    return local
  }

  /// The person's front-matter lines to keep after `generated` (compose's own lines for the
  /// fragment): every key but the format's `scopeKeys` and those compose wrote, each with the
  /// lines that continue it, in the order written. Lines before the first key (comments) are
  /// kept too.
  func keptLines(after generated: [String], scopeKeys: [String]) -> [String] {
    let dropped = Set(scopeKeys + generated.compactMap(Self.key))
    var lines = frontMatter.lines.map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
    // The fences, and the empty piece after the last newline.
    guard lines.count >= 3 else { return [] }
    lines = Array(lines[1..<(lines.count - 2)])
    var kept: [String] = []
    var keeping = true
    for line in lines {
      if let key = Self.key(line) { keeping = !dropped.contains(key) }
      if keeping { kept.append(line) }
    }
    return kept
  }

  /// The key a front-matter line starts, when it starts one: `key:` at the start of the line
  /// (quotes around the key removed).
  static func key(_ line: String) -> String? {
    guard let first = line.first, !" \t#-".contains(first), let colon = line.firstIndex(of: ":") else { return nil }
    var key = line[..<colon].trimmingCharacters(in: .whitespaces)
    if key.count >= 2, let quote = key.first, "\"'".contains(quote), key.last == quote {
      key = String(key.dropFirst().dropLast())
    }
    return key
  }

  /// A scope by globs that select every file is the same as no scope (`applyTo: "**"`).
  static func normalized(_ activation: AgentActivation) -> AgentActivation {
    if case .globs(let globs) = activation, AgentFieldDecoder.selectsEverything(globs) { return .always }
    return activation
  }
}
