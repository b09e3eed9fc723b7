import Foundation

/// What every writer of whole rule files (one file per fragment: Claude Code's and Copilot's
/// rule files, Cursor, Windsurf, Cline, Kiro) shares: file names, YAML quoting and the layout
/// of a generated file.
package enum RuleFileWriter {
  /// A whole generated file: the front matter between `---` fences, the generated header
  /// naming `source`, a blank line and `body`, ending with a newline. Without front-matter
  /// lines the fences are left out, unless `fencesWhenEmpty` (Claude Code, Copilot).
  static func file(frontMatter: [String], source: String, body: String, fencesWhenEmpty: Bool = false) -> String {
    let text =
      frontMatter.isEmpty && !fencesWhenEmpty ? "" : "---\n" + frontMatter.map { $0 + "\n" }.joined() + "---\n"
    return file(frontMatterText: text, source: source, body: body)
  }

  /// A whole generated file with `frontMatterText` (fences included, or `""`) as it is.
  static func file(frontMatterText: String, source: String, body: String) -> String {
    var text = frontMatterText + GeneratedMarkers.header(source: source) + "\n"
    if !body.isEmpty { text += "\n" + body + "\n" }
    return text
  }

  /// The body of a generated file: `notes` (lines the front matter cannot state), then the
  /// fragment's text, separated by blank lines; empty parts are left out.
  static func body(of fragment: ComposeFragment, notes: [String]) -> String {
    (notes + [ComposeText.body(of: fragment)]).filter { !$0.isEmpty }.joined(separator: "\n\n")
  }

  /// One whole generated file per fragment: the person's file it was imported from
  /// (``RecordedRuleFile``), else `folder/NAME.suffix` for its file name (``fileNames(for:taken:)``).
  /// `frontMatter` gives the front-matter lines for the fragment and its scope, and notes to put
  /// above the body before the scope's own (Cursor, Windsurf, Cline, Kiro).
  static func outputs(
    for fragments: [ComposeFragment], format: any RuleFileFormat.Type, folder: String, suffix: String,
    frontMatter: (ComposeFragment, FragmentScope) -> (lines: [String], notes: [String])
  ) -> [ComposedOutput] {
    let records = fragments.map { RecordedRuleFile.record(of: $0, in: format) }
    let placed = zip(fragments, records).filter { $0.1 == nil }.map(\.0)
    var names = fileNames(for: placed, taken: taken(records, folder: folder, suffix: suffix)).makeIterator()
    func generate(_ fragment: ComposeFragment) -> (lines: [String], notes: [String]) {
      let scope = FragmentScope(fragment)
      let (lines, notes) = frontMatter(fragment, scope)
      return (lines, notes + scope.notes)
    }
    return zip(fragments, records).map { fragment, record in
      let path: String
      let content: String
      if let record {
        (path, content) = (record.path, recorded(fragment, record, scopeKeys: format.scopeKeys, generate: generate))
      } else {
        let (lines, notes) = generate(fragment)
        path = "\(folder)/\(names.next() ?? fragment.name)\(suffix)"
        content = file(frontMatter: lines, source: fragment.sourcePath, body: body(of: fragment, notes: notes))
      }
      return ComposedOutput(path: path, target: format.target, ownership: .wholeFile, content: content)
    }
  }

  /// The file for `fragment` in the person's file `record`: their front matter as written
  /// while it agrees with the fragment, else `generate`'s lines (for the fragment as the file
  /// sees it, ``RecordedRuleFile/local(_:)``) followed by the person's other keys. A file whose
  /// front matter ends its lines with CRLF keeps CRLF throughout.
  static func recorded(
    _ fragment: ComposeFragment, _ record: RecordedRuleFile, scopeKeys: [String], fencesWhenEmpty: Bool = false,
    generate: (ComposeFragment) -> (lines: [String], notes: [String])
  ) -> String {
    let text: String
    if record.agrees {
      text = file(
        frontMatterText: record.frontMatter, source: fragment.sourcePath, body: ComposeText.body(of: fragment))
    } else {
      let local = record.local(fragment)
      let (lines, notes) = generate(local)
      text = file(
        frontMatter: lines + record.keptLines(after: lines, scopeKeys: scopeKeys), source: fragment.sourcePath,
        body: body(of: local, notes: notes), fencesWhenEmpty: fencesWhenEmpty)
    }
    return record.frontMatter.contains("\r\n") ? withCRLF(text) : text
  }

  /// `text` with every line ending in CRLF (those that already do are left as they are).
  static func withCRLF(_ text: String) -> String {
    let lines = text.lines
    return lines.indices.map { index in
      let line = lines[index]
      return index == lines.count - 1 || line.hasSuffix("\r") ? String(line) : line + "\r"
    }.joined(separator: "\n")
  }

  /// The file names (without `suffix`) the person's files in `folder` hold, which no other
  /// fragment may take.
  static func taken(_ records: [RecordedRuleFile?], folder: String, suffix: String) -> Set<String> {
    Set(
      records.compactMap { record -> String? in
        guard let path = record?.path, path.hasPrefix(folder + "/"), path.hasSuffix(suffix) else { return nil }
        return String(path.dropFirst(folder.count + 1).dropLast(suffix.count)).lowercased()
      })
  }

  /// `text` as a double-quoted YAML scalar, which any YAML reader takes as the same string.
  package static func quoted(_ text: String) -> String {
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
        } else if (0x80...0x9F).contains(scalar.value) || [0x2028, 0x2029, 0xFEFF].contains(scalar.value) {
          // Line breaks to YAML (NEL, LS, PS) and characters a reader may drop.
          let hex = String(scalar.value, radix: 16, uppercase: true)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// One file name (without extension) per fragment, in order: the fragment's name with
  /// characters that do not belong in a file name replaced by `-`; a name used by fragments of
  /// several folders is prefixed with the folder (`Tests-style`), and any name still taken (by
  /// another fragment, or in `taken`, lowercased) gets `-2`, `-3` ….
  static func fileNames(for fragments: [ComposeFragment], taken: Set<String> = []) -> [String] {
    let bases = fragments.map { subfolderName(of: $0) ?? safe($0.name) }
    var counts: [String: Int] = [:]
    for base in bases { counts[base, default: 0] += 1 }
    var used = taken
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
  package static func safe(_ name: String) -> String {
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
