/// A `charter:` directive found in a comment, which silences checks on some lines.
///
/// - `charter:disable-next-line ID[, ID]` — the line after the comment.
/// - `charter:disable ID` … `charter:enable ID` — every line from the `disable` to the
///   `enable` (to the end of the file when there is no `enable`).
/// - `charter:disable-file ID` — the whole file.
///
/// With no ids, a directive silences every check. Text after `--` is a reason for people.
struct Suppression: Hashable, Sendable {
  enum Kind: String, Hashable, Sendable {
    case nextLine = "disable-next-line"
    case region = "disable"
    case enable = "enable"
    case file = "disable-file"
  }

  /// Which directive it is.
  var kind: Kind
  /// The check ids it names; empty means every check.
  var ids: [String]
  /// The UTF-8 offset of the `charter:` text, for the finding when it silences nothing.
  var offset: Int
  /// The 1-based line of the directive.
  var line: Int
  /// The lines it covers (set once `enable` directives are paired).
  var lines: ClosedRange<Int>

  /// Whether it silences `rule` on `line`.
  func silences(_ rule: String, onLine line: Int) -> Bool {
    kind != .enable && lines.contains(line) && (ids.isEmpty || ids.contains(rule))
  }
}
