import CharterRules

/// How far the lines of a file are indented inside their blocks, for ``IndentationCheck`` to
/// notice when a file uses another width than the one declared.
///
/// When the declared width disagrees with what the code overwhelmingly does, line-by-line
/// findings would be thousands of copies of one fact; the check reports that fact instead, once
/// per file, and ``summarised(_:)`` merges those into one finding per folder: "declared 4-space
/// indentation (from .swiftformat:1), but 96% of indented lines in Sources/ use 2".
struct WidthSurvey {
  /// Lines indented 1…16 columns deeper than their block's opening line, by that depth.
  private var counts = [Int](repeating: 0, count: 17)
  private var total = 0

  /// Line-by-line findings below this many are reported as they are.
  static let minimumFindings = 20
  /// The share of indented lines another width must have.
  static let dominantShare = 0.9

  /// Records a line indented `depth` columns deeper than its block's opening line.
  mutating func record(_ depth: Int) {
    guard depth > 0, depth <= 16 else { return }
    counts[depth] += 1
    total += 1
  }

  /// The width most lines use and how many do, when it holds ``dominantShare`` of them and
  /// is not `declared`.
  func dominant(otherThan declared: Int) -> (width: Int, lines: Int, total: Int)? {
    guard total > 0, let width = counts.indices.max(by: { counts[$0] < counts[$1] }), width != declared,
      Double(counts[width]) >= Self.dominantShare * Double(total)
    else { return nil }
    return (width, counts[width], total)
  }

  /// The message for a file: parsed back by ``summarised(_:)``.
  static func message(declared: Int, source: SourceReference, used: (width: Int, lines: Int, total: Int), path: String) -> String {
    "\(prefix)\(declared)-space indentation (from \(source)), but \(used.lines) of \(used.total) indented lines in \(path) "
      + "use \(used.width): their depth is not checked line by line"
  }

  private static let prefix = "declared "

  /// `findings` with the per-file width disagreements of each folder merged into one finding,
  /// on the folder's first such file.
  static func summarised(_ findings: [Finding]) -> [Finding] {
    struct Key: Hashable {
      var folder: Substring
      var rule: String
      var head: Substring
      var used: Substring
    }
    var groups: [Key: (index: Int, lines: Int, total: Int, files: Int)] = [:]
    var merged: [Finding] = []
    for finding in findings {
      guard finding.message.hasPrefix(prefix), let parsed = parse(finding.message) else {
        merged.append(finding)
        continue
      }
      let folder = finding.path[..<(finding.path.lastIndex(of: "/") ?? finding.path.startIndex)]
      let key = Key(folder: folder, rule: finding.rule, head: parsed.head, used: parsed.used)
      if var group = groups[key] {
        group.lines += parsed.lines
        group.total += parsed.total
        group.files += 1
        if finding.path < merged[group.index].path { merged[group.index] = finding }
        groups[key] = group
      } else {
        groups[key] = (merged.count, parsed.lines, parsed.total, 1)
        merged.append(finding)
      }
    }
    for (key, group) in groups {
      let percent = group.lines * 100 / max(group.total, 1)
      let place = key.folder.isEmpty ? "the repository's root folder" : key.folder + "/"
      let files = group.files == 1 ? "1 file" : "\(group.files) files"
      merged[group.index].message =
        "\(key.head)but \(percent)% of indented lines in \(place) (\(files)) use \(key.used): their depth is not checked line by line"
    }
    return merged
  }

  /// The parts of a per-file message: everything up to `but `, the counts and the width used.
  private static func parse(_ message: String) -> (head: Substring, lines: Int, total: Int, used: Substring)? {
    guard let but = message.range(of: ", but ") else { return nil }
    let head = message[..<message.index(but.lowerBound, offsetBy: 2)]
    let words = message[but.upperBound...].split(separator: " ")
    guard words.count > 3, let lines = Int(words[0]), words[1] == "of", let total = Int(words[2]),
      let use = words.firstIndex(of: "use"), use + 1 < words.count
    else { return nil }
    return (head, lines, total, words[use + 1].dropLast())
  }
}
