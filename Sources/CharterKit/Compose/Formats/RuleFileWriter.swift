import Foundation

/// What every writer of whole rule files (one file per fragment: Claude Code's and Copilot's
/// rule files, Cursor, Windsurf, Cline, Kiro) shares: file names, YAML quoting and the layout
/// of a generated file.
enum RuleFileWriter {
  /// A whole generated file: the front matter between `---` fences, the generated header
  /// naming `source`, a blank line and `body`, ending with a newline. Without front-matter
  /// lines the fences are left out, unless `fencesWhenEmpty` (Claude Code, Copilot).
  static func file(frontMatter: [String], source: String, body: String, fencesWhenEmpty: Bool = false) -> String {
    var text =
      frontMatter.isEmpty && !fencesWhenEmpty ? "" : "---\n" + frontMatter.map { $0 + "\n" }.joined() + "---\n"
    text += GeneratedMarkers.header(source: source) + "\n"
    if !body.isEmpty { text += "\n" + body + "\n" }
    return text
  }

  /// The body of a generated file: `notes` (lines the front matter cannot state), then the
  /// fragment's text, separated by blank lines; empty parts are left out.
  static func body(of fragment: ComposeFragment, notes: [String]) -> String {
    (notes + [ComposeText.body(of: fragment)]).filter { !$0.isEmpty }.joined(separator: "\n\n")
  }

  /// One whole generated file per fragment, `folder/NAME.suffix` for its file name (``fileNames(for:)``):
  /// `frontMatter` gives the front-matter lines for the fragment and its scope, and notes to put
  /// above the body before the scope's own (Cursor, Windsurf, Cline, Kiro).
  static func outputs(
    for fragments: [ComposeFragment], target: String, folder: String, suffix: String,
    frontMatter: (ComposeFragment, FragmentScope) -> (lines: [String], notes: [String])
  ) -> [ComposedOutput] {
    zip(fragments, fileNames(for: fragments)).map { fragment, name in
      let scope = FragmentScope(fragment)
      let (lines, notes) = frontMatter(fragment, scope)
      let content = file(
        frontMatter: lines, source: fragment.sourcePath, body: scope.body(of: fragment, extraNotes: notes))
      return ComposedOutput(path: "\(folder)/\(name)\(suffix)", target: target, ownership: .wholeFile, content: content)
    }
  }

  /// `text` as a double-quoted YAML scalar, which any YAML reader takes as the same string.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// One file name (without extension) per fragment, in order: the fragment's name with
  /// characters that do not belong in a file name replaced by `-`; a name used by fragments of
  /// several folders is prefixed with the folder (`Tests-style`), and any name still taken gets
  /// `-2`, `-3` ….
  static func fileNames(for fragments: [ComposeFragment]) -> [String] {
    let bases = fragments.map { subfolderName(of: $0) ?? safe($0.name) }
    var counts: [String: Int] = [:]
    for base in bases { counts[base, default: 0] += 1 }
    var used: Set<String> = []
    var names: [String] = []
    for (fragment, base) in zip(fragments, bases) {
      var name = base
      if counts[base, default: 0] > 1, !fragment.directory.isEmpty {
        name = safe(fragment.directory.replacingSlashes()) + "-" + base
      }
      var candidate = name
      var number = 2
      while used.contains(candidate.lowercased()) {
        candidate = "\(name)-\(number)"
        number += 1
      }
      used.insert(candidate.lowercased())
      names.append(candidate)
    }
    return names
  }

  /// `SUB/STEM` for a fragment kept in a subfolder of `.charter/rules` (`.charter/rules/swift/style.md`):
  /// its output keeps that place in the agent's rules folder. `nil` for a fragment directly
  /// in `.charter/rules` (and for packs).
  static func subfolderName(of fragment: ComposeFragment) -> String? {
    guard let range = fragment.sourcePath.range(of: ".charter/rules/") else { return nil }
    let inside = fragment.sourcePath[range.upperBound...]
    guard inside.contains("/") else { return nil }
    var parts = inside.split(separator: "/").map(String.init)
    var stem = parts.removeLast()
    if stem.hasSuffix(".md") { stem.removeLast(3) }
    return (parts + [stem]).map(safe).joined(separator: "/")
  }

  /// `name` with only letters, digits, `-`, `_` and `.` (others become `-`), not starting with
  /// `.`; `rule` when nothing is left.
  static func safe(_ name: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in name.unicodeScalars {
      let keep =
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "-_.".unicodeScalars.contains(scalar)
      result.append(keep ? scalar : "-")
    }
    let text = String(result).drop { $0 == "." || $0 == "-" }
    return text.isEmpty ? "rule" : String(text)
  }
}

extension String {
  fileprivate func replacingSlashes() -> String {
    String(unicodeScalars.map { $0 == "/" ? "-" : Character($0) })
  }
}
