/// A whole rule file a writer generates for one fragment (`.claude/rules/NAME.md`,
/// `.github/instructions/NAME.instructions.md`): front matter, Charter's header, the body.
enum GeneratedRuleFile {
  /// The file's text: the front matter `lines` between `---` fences, the generated header
  /// naming the fragment's source, then the fragment's body after a blank line. `note` (a
  /// scope the front matter cannot state) comes first in the body.
  static func text(frontMatter lines: [String], fragment: ComposeFragment, note: String? = nil) -> String {
    var text = "---\n" + lines.map { $0 + "\n" }.joined() + "---\n"
    text += GeneratedMarkers.header(source: fragment.sourcePath) + "\n"
    let body = [note, ComposeText.body(of: fragment)].compactMap { $0 }.filter { !$0.isEmpty }
    if !body.isEmpty { text += "\n" + body.joined(separator: "\n\n") + "\n" }
    return text
  }

  /// The globs where `fragment` applies, relative to the repository root: its own globs
  /// prefixed with its folder, `DIR/**` for a fragment that applies always in `DIR`, and no
  /// globs for one that applies everywhere. Negated globs (`!…`) are kept, prefixed too.
  static func rootGlobs(_ fragment: ComposeFragment) -> [String] {
    switch fragment.activation {
    case .always, .onRequest, .manual:
      return fragment.directory.isEmpty ? [] : [fragment.directory + "/**"]
    case .globs(let globs):
      return globs.map { rootRelative($0, in: fragment.directory) }
    }
  }

  /// `glob`, relative to `directory`, as a glob relative to the root. A glob without a `/`
  /// matches at any depth below its folder, so it becomes `DIR/**/glob`.
  static func rootRelative(_ glob: String, in directory: String) -> String {
    if glob.hasPrefix("!") { return "!" + rootRelative(String(glob.dropFirst()), in: directory) }
    guard !directory.isEmpty else { return glob }
    if glob.hasPrefix("/") { return directory + glob }
    let anchored = glob.dropLast(glob.hasSuffix("/") ? 1 : 0).contains("/")
    return directory + (anchored || glob.hasPrefix("**") ? "/" : "/**/") + glob
  }

  /// `text` as a double-quoted YAML scalar.
  static func yamlQuoted(_ text: String) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      default:
        if scalar.value < 0x20 {
          quoted += "\\x" + String(scalar.value, radix: 16).leftPadded(to: 2)
        } else {
          quoted.unicodeScalars.append(scalar)
        }
      }
    }
    return quoted + "\""
  }

  /// A file name stem for each fragment: its name, or — when two fragments share a name —
  /// its folder and name joined with `-`. Characters that cannot be in a file name become `-`.
  static func stems(_ fragments: [ComposeFragment]) -> [String] {
    let counts = Dictionary(fragments.map { ($0.name, 1) }, uniquingKeysWith: +)
    return fragments.map { fragment in
      let stem =
        counts[fragment.name, default: 0] > 1 && !fragment.directory.isEmpty
        ? fragment.directory + "-" + fragment.name : fragment.name
      return String(stem.map { "/\\:*?\"<>|".contains($0) || $0.isNewline ? "-" : $0 })
    }
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
