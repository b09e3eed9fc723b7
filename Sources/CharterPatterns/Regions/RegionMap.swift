import Foundation

/// The kind of every byte of one source file: which bytes are comments, which are strings, and
/// (by elimination) which are code.
///
/// Built once per file in a single linear pass, then queried for each candidate match with a
/// binary search, so checks can ask "does this match lie entirely in code?" cheaply.
///
/// ```swift
/// let map = RegionMap(text: source, syntax: .for(path: "Model.swift"))
/// if map.isEntirely(.code, match) { … }
/// ```
public struct RegionMap: Hashable, Sendable {
  /// The comment and string runs, sorted, non-overlapping, and never two touching runs of the
  /// same kind. Code is everything they do not cover.
  public let spans: [RegionSpan]
  /// The length of the classified text in UTF-8 bytes.
  public let byteCount: Int

  /// Creates a map from spans that are already sorted and non-overlapping.
  public init(spans: [RegionSpan], byteCount: Int) {
    self.spans = spans
    self.byteCount = byteCount
  }

  /// Classifies `bytes`, UTF-8 text in the language `syntax` describes.
  public init(bytes: UnsafeBufferPointer<UInt8>, syntax: LanguageSyntax) {
    let spans: [RegionSpan]
    switch syntax.engine {
    case .swift:
      var scanner = SwiftScanner(bytes)
      spans = scanner.scan()
    case .table:
      var scanner = TableScanner(bytes, syntax: syntax)
      spans = scanner.scan()
    }
    self.init(spans: spans, byteCount: bytes.count)
  }

  /// Classifies `bytes`, UTF-8 text in the language `syntax` describes.
  public init(bytes: [UInt8], syntax: LanguageSyntax) {
    self = bytes.withUnsafeBufferPointer { RegionMap(bytes: $0, syntax: syntax) }
  }

  /// Classifies `text` in the language `syntax` describes; offsets are into its UTF-8 view.
  public init(text: String, syntax: LanguageSyntax) {
    var text = text
    self = text.withUTF8 { RegionMap(bytes: $0, syntax: syntax) }
  }

  // MARK: - Queries

  /// The kind of the byte at `utf8Offset`; offsets outside the text are code.
  @inlinable public func kind(at utf8Offset: Int) -> RegionKind {
    guard let index = spanIndex(containing: utf8Offset) else { return .code }
    return spans[index].kind
  }

  /// The one kind every byte of `range` has, or `nil` when the range mixes kinds. An empty
  /// range has the kind of the byte it sits before.
  @inlinable public func kind(of range: Range<Int>) -> RegionKind? {
    guard !range.isEmpty else { return kind(at: range.lowerBound) }
    if let index = spanIndex(containing: range.lowerBound) {
      return spans[index].range.upperBound >= range.upperBound ? spans[index].kind : nil
    }
    // The range starts in code: it stays code only if no span begins before it ends.
    let next = firstSpan(endingAfter: range.lowerBound)
    return next < spans.count && spans[next].range.lowerBound < range.upperBound ? nil : .code
  }

  /// Whether every byte of `range` is of `kind`.
  public func isEntirely(_ kind: RegionKind, _ range: Range<Int>) -> Bool {
    self.kind(of: range) == kind
  }

  /// The index of the span containing `offset`, if any.
  @inlinable func spanIndex(containing offset: Int) -> Int? {
    let index = firstSpan(endingAfter: offset)
    guard index < spans.count, spans[index].range.lowerBound <= offset else { return nil }
    return index
  }

  /// The index of the first span whose end lies after `offset` (binary search).
  @inlinable func firstSpan(endingAfter offset: Int) -> Int {
    var low = 0
    var high = spans.count
    while low < high {
      let middle = (low + high) / 2
      if spans[middle].range.upperBound <= offset {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}
