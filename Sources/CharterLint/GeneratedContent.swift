import CharterAgentFormats
import Foundation

/// The part of a file that `charter compose` wrote, which `charter lint` leaves alone.
///
/// Composed text is a copy: its source fragment (or built-in pack) is where a fix belongs, and
/// a pack's WRONG example copied into `AGENTS.md` would otherwise be reported in every agent's
/// file. So lint skips a whole generated file (recorded as such in `.charter/generated.json`,
/// or opening with Charter's generated header) and the lines of a managed block, from its
/// opening marker to its closing one; what a person wrote around the block is checked as usual.
enum GeneratedContent: Equatable, Sendable {
  /// Nothing in the file was generated.
  case none
  /// Compose wrote the whole file.
  case wholeFile
  /// Compose wrote these lines (1-based, markers included).
  case lines(ClosedRange<Int>)

  /// The extensions of the files that can hold a managed block or a generated header.
  private static let markdownExtensions: Set<String> = ["md", "mdc", "markdown"]

  /// What of `bytes`, the content of `path`, compose wrote; `recorded` is what the manifest
  /// says compose owns of the file, if it names it.
  init(bytes: [UInt8], path: String, recorded: ComposedOutput.Ownership?) {
    if recorded == .wholeFile {
      self = .wholeFile
      return
    }
    guard recorded != nil || Self.isMarkdown(path) else {
      self = .none
      return
    }
    let text = String(decoding: bytes, as: UTF8.self)
    if GeneratedMarkers.isGeneratedFile(text) {
      self = .wholeFile
    } else if let block = GeneratedMarkers.managedBlock(in: text) {
      let first = Self.line(at: block.whole.lowerBound, in: text)
      let last = Self.line(at: block.inner.upperBound, in: text)
      self = .lines(first...last)
    } else {
      self = .none
    }
  }

  /// Whether `path`'s name has one of ``markdownExtensions`` after a dot that does not start it.
  private static func isMarkdown(_ path: String) -> Bool {
    let bytes = path.utf8
    let nameStart = bytes.lastIndex(of: UInt8(ascii: "/")).map(bytes.index(after:)) ?? bytes.startIndex
    guard let dot = bytes[nameStart...].lastIndex(of: UInt8(ascii: ".")), dot != nameStart,
      bytes.distance(from: dot, to: bytes.endIndex) <= 9
    else { return false }
    return markdownExtensions.contains(String(path[bytes.index(after: dot)...]).lowercased())
  }

  /// `findings` without those that start in generated text.
  func keeping(_ findings: [Finding]) -> [Finding] {
    switch self {
    case .none: findings
    case .wholeFile: []
    case .lines(let lines): findings.filter { !lines.contains($0.range.start.line) }
    }
  }

  /// The 1-based line holding `index`.
  private static func line(at index: String.Index, in text: String) -> Int {
    text.utf8[..<index].count { $0 == UInt8(ascii: "\n") } + 1
  }
}
