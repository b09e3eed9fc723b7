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

  /// What one file's survey found, carried by its finding (``Finding/widthSurvey``) so that
  /// ``summarised(_:)`` merges a folder's files from these fields, never from the message.
  struct Tally: Hashable, Sendable, Codable {
    /// The width the rules declare, and where.
    var declared: Int
    var source: SourceReference
    /// The width most indented lines use, how many do, and how many lines are indented.
    var used: Int
    var lines: Int
    var total: Int
  }

  /// The width most lines use and how many do, when it holds ``dominantShare`` of them and
  /// is not `declared` (from `source`).
  func dominant(otherThan declared: Int, source: SourceReference) -> Tally? {
    guard total > 0, let width = counts.indices.max(by: { counts[$0] < counts[$1] }), width != declared,
      Double(counts[width]) >= Self.dominantShare * Double(total)
    else { return nil }
    return Tally(declared: declared, source: source, used: width, lines: counts[width], total: total)
  }

  /// The finding for one file: its message names the file, until ``summarised(_:)`` names the
  /// folder.
  static func finding(_ tally: Tally, at finding: Finding) -> Finding {
    var finding = finding
    finding.message =
      "\(head(tally))but \(tally.lines) of \(tally.total) indented lines in \(finding.path) use \(tally.used): "
      + "their depth is not checked line by line"
    finding.widthSurvey = tally
    return finding
  }

  private static func head(_ tally: Tally) -> String {
    "declared \(tally.declared)-space indentation (from \(tally.source)), "
  }

  /// `findings` with the per-file width disagreements of each folder merged into one finding,
  /// on the folder's first such file.
  static func summarised(_ findings: [Finding]) -> [Finding] {
    // Most runs have no survey to merge: the array is handed back, not copied.
    guard findings.contains(where: { $0.widthSurvey != nil }) else { return findings }
    struct Key: Hashable {
      var folder: Substring
      var rule: String
      var declared: Int
      var source: SourceReference
      var used: Int
    }
    var groups: [Key: (index: Int, lines: Int, total: Int, files: Int)] = [:]
    var merged: [Finding] = []
    for finding in findings {
      guard let tally = finding.widthSurvey else {
        merged.append(finding)
        continue
      }
      let folder = finding.path[..<(finding.path.lastIndex(of: "/") ?? finding.path.startIndex)]
      let key = Key(folder: folder, rule: finding.rule, declared: tally.declared, source: tally.source, used: tally.used)
      if var group = groups[key] {
        group.lines += tally.lines
        group.total += tally.total
        group.files += 1
        if finding.path < merged[group.index].path { merged[group.index] = finding }
        groups[key] = group
      } else {
        groups[key] = (merged.count, tally.lines, tally.total, 1)
        merged.append(finding)
      }
    }
    for (key, group) in groups {
      let percent = group.lines * 100 / max(group.total, 1)
      let place = key.folder.isEmpty ? "the repository's root folder" : key.folder + "/"
      let files = group.files == 1 ? "1 file" : "\(group.files) files"
      let tally = Tally(declared: key.declared, source: key.source, used: key.used, lines: group.lines, total: group.total)
      merged[group.index].message =
        "\(head(tally))but \(percent)% of indented lines in \(place) (\(files)) use \(key.used): their depth is not checked line by line"
      merged[group.index].widthSurvey = nil
    }
    return merged
  }
}
