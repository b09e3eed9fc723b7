import CharterPatterns
import CharterRules
import CharterSupport

/// One file being linted: its bytes, its lines and, for a known language, its regions.
///
/// Files that are not valid UTF-8 are still checked: everything works on bytes, and text shown
/// to people is decoded leniently.
public struct LintedFile: ~Copyable {
  /// The path relative to the repository root.
  public let path: String
  /// The file's bytes.
  public let bytes: UnsafeBufferPointer<UInt8>
  /// Line starts.
  public let lines: LineIndex
  /// Comments and strings, or `nil` when the language is unknown (everything is code then).
  public let regions: RegionMap?
  /// The most findings reported for the file (``LintOptions/findingLimit``): a check that
  /// finds one a line stops once `findings` holds this many (``isFull(_:)``).
  public let findingLimit: Int

  /// Wraps `bytes`, which must outlive the value.
  public init(path: String, bytes: UnsafeBufferPointer<UInt8>, regions: RegionMap?, findingLimit: Int = .max) {
    self.path = path
    self.bytes = bytes
    self.lines = LineIndex(bytes)
    self.regions = regions
    self.findingLimit = findingLimit
  }

  /// Whether `findings` holds as many findings as the file may report.
  public func isFull(_ findings: [Finding]) -> Bool {
    findings.count >= findingLimit
  }

  /// The region kind of a byte range, `nil` when it mixes kinds.
  public func kind(of range: Range<Int>) -> RegionKind? {
    guard let regions else { return .code }
    return regions.kind(of: range)
  }

  /// The text of 1-based `line` without its terminator, decoded leniently.
  public func text(ofLine line: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[lines.contentRange(ofLine: line, in: bytes)]), as: UTF8.self)
  }

  /// A finding for `check` over the bytes `range`, with an optional fix.
  public func finding(_ check: EffectiveCheck, _ range: Range<Int>, message: String, fix: TextFix? = nil) -> Finding {
    // A range past the file (a check's arithmetic gone wrong) must not read past the buffer.
    let lower = min(max(range.lowerBound, 0), bytes.count)
    let range = lower..<min(max(range.upperBound, lower), bytes.count)
    let start = lines.position(of: range.lowerBound, in: bytes)
    let end = lines.position(of: range.upperBound, in: bytes)
    var finding = Finding(
      path: path, range: SourceRange(start: start, end: end), rule: check.id,
      severity: check.severity, message: message, source: check.source, fix: fix)
    (finding.lineText, finding.lineTextColumn) = lineExcerpt(start, at: range.lowerBound)
    return finding
  }

  /// The text of the line of `start` (at byte `offset`), or of its ``Finding/maximumLineText``
  /// bytes around the offset when it is longer, and the column the text starts at.
  private func lineExcerpt(_ start: SourcePosition, at offset: Int) -> (String, Int) {
    let content = lines.contentRange(ofLine: start.line, in: bytes)
    guard content.count > Finding.maximumLineText else { return (text(ofLine: start.line), 1) }
    let anchor = min(max(offset, content.lowerBound), content.upperBound)
    var from = max(content.lowerBound, anchor - Finding.maximumLineText / 2)
    while from > content.lowerBound, bytes[from] & 0xC0 == 0x80 { from -= 1 }
    var to = min(content.upperBound, from + Finding.maximumLineText)
    while to < content.upperBound, bytes[to] & 0xC0 == 0x80 { to += 1 }
    let skipped = bytes[from..<anchor].count { $0 & 0xC0 != 0x80 }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
    return (text, max(start.column - skipped, 1))
  }
}
