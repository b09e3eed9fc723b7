import CharterPatterns
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// The one way Charter hands Swift to swift-syntax, for source files and `Package.swift` alike.
///
/// swift-syntax's parser takes exponential time on some unbalanced brackets (`deinit {` then a
/// line of unclosed `[`) and recurses once per level of nesting, bracketed or not (`A<A<…>>`,
/// `#if` in `#if`, `(Int) -> (Int) -> …`, `try try …`, `a ? b ? … : :`, `"\("\(…)")"`), and so
/// do the visitors that walk its tree (`x.y.z…`, `f()()…`): deep enough, either overflows the
/// stack. Before parsing, a scan of the code (comments and strings skipped; the code of
/// string interpolations is code) refuses unbalanced brackets and nesting past ``maximumDepth``;
/// after parsing, a walk without recursion refuses a tree deeper than ``maximumTreeDepth``.
/// Real code stays far below both (every file of swift-syntax passes). Within the limits the
/// parse and the walks still recurse, so their callers run them on ``LargeStack`` (at the
/// limits a debug build uses up to 0.65 MiB, more than a macOS worker thread's 512 KiB).
package enum SwiftParseGuard {
  /// The deepest nesting parsed: brackets, and the nesting written without them (generic
  /// `<`, `->`, `try`/`await`/`some`/`any`…, `?` of a ternary; the `(` of a string interpolation is a
  /// bracket), counted together.
  package static let maximumDepth = 64
  /// The deepest `#if` nesting parsed.
  package static let maximumConditionalDepth = 64
  /// The longest run of `(` and `[` opened directly inside each other (`[[[`, `[((`): at each
  /// one swift-syntax looks ahead for a type, in time exponential in the run (18 in a row took
  /// 31 s in a debug build). Real code stays far below it.
  package static let maximumOpenerRun = 12
  /// The longest `if … else if …` chain parsed: swift-syntax's parser recurses once per
  /// `else if` and overflows a worker thread's stack between 10,000 and 20,000 of them.
  package static let maximumElseIfChain = 1_000
  /// The deepest syntax tree walked: chains the parser reads in a loop (`x.y.z…`, `f()()…`,
  /// `Int???…`) still make a tree that deep, and every visitor recurses through it.
  package static let maximumTreeDepth = 1_000

  /// Why a file is not parsed: what is wrong and the UTF-8 offset it is at.
  package struct Problem: Error, Hashable, Sendable {
    /// What is wrong, for a diagnostic ("brackets nest more than 64 deep").
    package var message: String
    /// The UTF-8 offset of the problem in the file.
    package var offset: Int
  }

  /// Parses `bytes`, Swift whose comment and string runs are `spans` (sorted, as
  /// ``RegionMap`` gives them), or says why it should not be parsed.
  package static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, spans: [RegionSpan]
  ) -> Result<SourceFileSyntax, Problem> {
    if let problem = problem(in: bytes, spans: spans) { return .failure(problem) }
    let tree = Parser.parse(source: bytes)
    if var offset = deepOffset(in: tree) {
      while offset < bytes.count, NestingScan.isBlank(bytes[offset]) { offset += 1 }
      return .failure(Problem(message: "the syntax tree is more than \(maximumTreeDepth) levels deep", offset: offset))
    }
    return .success(tree)
  }

  /// ``parse(_:spans:)`` of `text`, classifying its regions first.
  package static func parse(_ text: String) -> Result<SourceFileSyntax, Problem> {
    var text = text
    return text.withUTF8 { bytes in parse(bytes, spans: RegionMap(bytes: bytes, syntax: .swift).spans) }
  }

  /// Why `bytes` should not be given to swift-syntax (`nil` when it is safe): the first
  /// bracket that does not balance, or the first place nesting goes too deep.
  package static func problem(in bytes: UnsafeBufferPointer<UInt8>, spans: [RegionSpan]) -> Problem? {
    var scan = NestingScan(bytes: bytes)
    var spanIndex = 0
    var offset = 0
    while offset < bytes.count {
      // Skip comments and strings (their spans are sorted and do not overlap). The code of a
      // string's interpolations is not string: its brackets count like any others.
      while spanIndex < spans.count, spans[spanIndex].range.upperBound <= offset { spanIndex += 1 }
      if spanIndex < spans.count, spans[spanIndex].range.contains(offset) {
        // A string stands between what is before and after it; a comment is trivia.
        if spans[spanIndex].kind == .string { scan.passString() }
        offset = spans[spanIndex].range.upperBound
        continue
      }
      if let problem = scan.step(at: offset) { return problem }
      offset = scan.next
    }
    return scan.end()
  }

  /// The UTF-8 offset (leading trivia included) of the first node deeper than
  /// ``maximumTreeDepth``, found without recursion over the raw tree: no `Syntax` value is
  /// made for the nodes walked, which keeps the walk a small part of a parse.
  static func deepOffset(in tree: SourceFileSyntax) -> Int? {
    var stack: [(node: RawSyntax, depth: Int, offset: Int)] = [(tree.raw, 0, 0)]
    while let (node, depth, offset) = stack.popLast() {
      if depth > maximumTreeDepth { return offset }
      guard let layout = node.layoutView else { continue }
      var childOffset = offset
      for child in layout.children {
        guard let child else { continue }
        stack.append((child, depth + 1, childOffset))
        childOffset += child.byteLength
      }
    }
    return nil
  }
}
