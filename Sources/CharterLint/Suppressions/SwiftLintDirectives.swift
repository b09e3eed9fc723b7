import CharterSupport

/// The `swiftlint:` commands in a file's comments, which Charter honours for the checks it
/// brings that enforce the same thing as a SwiftLint rule (``TeamSettings/swiftLintEquivalents``):
/// a team that silenced `line_length` for a table of test data silenced it for Charter too.
///
/// - `swiftlint:disable RULE…` … `swiftlint:enable RULE…`: from the command's line to the
///   `enable` (or the end of the file);
/// - `swiftlint:disable:next RULE…`, `:this`, `:previous`: one line;
/// - `all` stands for every rule. Text after ` - ` is a reason for people.
///
/// Unlike `charter:` suppressions, a command that silences nothing is not reported: it is
/// SwiftLint's to judge.
struct SwiftLintDirectives: Sendable {
  /// One command's effect: the rules (or all) it turns off on its lines.
  struct Region: Hashable, Sendable {
    var rules: Set<String>
    var lines: ClosedRange<Int>

    func covers(_ rule: String, onLine line: Int) -> Bool {
      lines.contains(line) && (rules.contains(rule) || rules.contains("all"))
    }
  }

  /// What the commands turn off, line by line.
  var regions: [Region]

  private static let marker = Array("swiftlint:".utf8)

  /// Reads the commands in the comments of `file`.
  init(_ file: borrowing LintedFile) {
    let bytes = file.bytes
    let lastLine = max(file.lines.lineCount, 1)
    var open: [String: Int] = [:]  // rule → line of its unclosed `disable`
    var regions: [Region] = []
    let comments = file.regions.map { $0.spans.filter { $0.kind == .comment }.map(\.range) } ?? []
    for range in comments {
      var index = range.lowerBound
      while let hit = SuppressionScanner.find(Self.marker, in: bytes, from: index, before: range.upperBound) {
        index = hit + Self.marker.count
        guard SuppressionScanner.startsComment(bytes, at: hit, commentStart: range.lowerBound),
          let command = Self.parse(bytes, after: index, end: range.upperBound)
        else { continue }
        let line = file.lines.line(containing: hit)
        switch command.action {
        case "disable":
          switch command.modifier {
          case "next": regions.append(Region(rules: command.rules, lines: (line + 1)...(line + 1)))
          case "this": regions.append(Region(rules: command.rules, lines: line...line))
          case "previous": regions.append(Region(rules: command.rules, lines: max(line - 1, 1)...max(line - 1, 1)))
          default: for rule in command.rules where open[rule] == nil { open[rule] = line }
          }
        case "enable":
          guard command.modifier == nil else { continue }
          let closed = command.rules.contains("all") ? Array(open.keys) : command.rules.filter { open[$0] != nil }
          for rule in closed {
            if let start = open.removeValue(forKey: rule) { regions.append(Region(rules: [rule], lines: start...max(line, start))) }
          }
        default: continue
        }
      }
    }
    for (rule, start) in open { regions.append(Region(rules: [rule], lines: start...max(lastLine, start))) }
    self.regions = regions
  }

  /// Whether a command turns `rule` off on `line`.
  func covers(_ rule: String, onLine line: Int) -> Bool {
    regions.contains { $0.covers(rule, onLine: line) }
  }

  /// `findings` without those of checks whose SwiftLint equivalents (`equivalents`, check id →
  /// SwiftLint rules) a command turns off on their line.
  static func apply(to findings: [Finding], in file: borrowing LintedFile, equivalents: [String: [String]]) -> [Finding] {
    guard !equivalents.isEmpty, findings.contains(where: { equivalents[$0.rule] != nil }) else { return findings }
    let directives = SwiftLintDirectives(file)
    guard !directives.regions.isEmpty else { return findings }
    return findings.filter { finding in
      guard let rules = equivalents[finding.rule] else { return true }
      return !rules.contains { directives.covers($0, onLine: finding.range.start.line) }
    }
  }

  /// Reads `disable:next rule_a rule_b - reason` after the marker, up to the end of the line
  /// or of the comment.
  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, after start: Int, end: Int)
    -> (action: String, modifier: String?, rules: Set<String>)?
  {
    var stop = start
    while stop < end, bytes[stop] != 0x0A, bytes[stop] != 0x0D { stop += 1 }
    var text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
    if let close = text.range(of: "*/") { text = String(text[..<close.lowerBound]) }
    var words = text.split { $0 == " " || $0 == "\t" }.map(String.init)
    guard !words.isEmpty else { return nil }
    let head = words.removeFirst().split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard head.count <= 2, head[0] == "disable" || head[0] == "enable" else { return nil }
    let modifier = head.count == 2 ? head[1] : nil
    guard modifier == nil || ["next", "this", "previous"].contains(modifier!) else { return nil }
    let rules = words.prefix { $0 != "-" && $0 != "--" }
    guard !rules.isEmpty else { return nil }
    return (head[0], modifier, Set(rules))
  }
}
