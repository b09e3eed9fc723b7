import CharterKit
import Foundation
import Testing

/// Proves the Swift region classifier agrees with swift-syntax on every byte (whitespace
/// trivia aside) of a real corpus: the 330k lines of Swift SwiftPM checked out for this package
/// (see ``Corpus``).
@Suite struct RegionAgreementTests {
  /// One file's comparison.
  struct Outcome: Sendable {
    var path: String
    var hasSyntaxErrors: Bool
    /// How many bytes were compared, by expected kind (code, comment, string).
    var compared: [Int] = [0, 0, 0]
    /// The first disagreement, rendered compiler-style with context; `nil` if none.
    var disagreement: String?
  }

  @Test func agreesWithSwiftSyntaxOnCorpus() async throws {
    let directory: URL
    do {
      directory = try Corpus.directory()
    } catch {
      Issue.record("cannot get the Swift corpus: \(error)")
      return
    }
    let files = Corpus.swiftFiles(in: directory)
    #expect(files.count > Corpus.minimumFileCount, "expected a corpus of real Swift code in \(directory.path)")

    let outcomes = try await withThrowingTaskGroup(of: Outcome.self) { group in
      var outcomes: [Outcome] = []
      var pending = files[...]
      // Keep one comparison per core in flight.
      for _ in 0..<max(2, ProcessInfo.processInfo.activeProcessorCount) {
        if let file = pending.popFirst() { group.addTask { try Self.compare(file) } }
      }
      while let outcome = try await group.next() {
        outcomes.append(outcome)
        if let file = pending.popFirst() { group.addTask { try Self.compare(file) } }
      }
      return outcomes.sorted { $0.path < $1.path }
    }

    let disagreeing = outcomes.filter { $0.disagreement != nil }
    let withErrors = outcomes.filter(\.hasSyntaxErrors)
    let compared = outcomes.reduce(into: [0, 0, 0]) { totals, outcome in
      for kind in 0..<3 { totals[kind] += outcome.compared[kind] }
    }
    print(
      "region agreement: \(outcomes.count) files compared, \(disagreeing.count) disagree, "
        + "\(withErrors.count) parsed with syntax errors by swift-syntax (compared too): "
        + withErrors.map(\.path).joined(separator: ", "))
    print(
      "region agreement: bytes compared: \(compared[0]) code, \(compared[1]) comment, "
        + "\(compared[2]) string")
    for outcome in disagreeing.prefix(20) {
      Issue.record(Comment(rawValue: outcome.disagreement ?? ""))
    }
    #expect(disagreeing.count == 0, "files disagreeing with swift-syntax")
  }

  /// The hand-written expectations of the unit tests are what swift-syntax says too.
  @Test(arguments: SwiftRegionCases.all)
  func unitCaseExpectationsMatchSwiftSyntax(_ marked: String) {
    let input = MarkedRegions(marked)
    let bytes = Array(input.source.utf8)
    let syntax = SyntaxRegions(bytes: bytes)
    let expected = RegionMap(spans: input.expected, byteCount: bytes.count).perByteKinds()
    let offset = bytes.indices.first { syntax.kinds[$0] != nil && syntax.kinds[$0] != expected[$0] }
    #expect(
      offset == nil,
      "\(offset.map { Self.describe(file: "case", bytes: bytes, offset: $0, expected: syntax.kinds[$0] ?? .code, actual: expected[$0]) } ?? "")"
    )
  }

  @Test func agreesWithSwiftSyntaxOnItsParserTestSnippets() throws {
    let snippets: [ParserTestSnippets.Snippet]
    do {
      snippets = try ParserTestSnippets.all(corpus: try Corpus.directory())
    } catch {
      Issue.record("cannot get the Swift corpus: \(error)")
      return
    }
    #expect(snippets.count > 2000)
    var disagreeing: [String] = []
    var disagreeingWithErrors: [String] = []
    for snippet in snippets {
      let expected = SyntaxRegions(bytes: snippet.bytes)
      let actual = RegionMap(bytes: snippet.bytes, syntax: .swift).perByteKinds()
      guard
        let offset = snippet.bytes.indices.first(where: {
          expected.kinds[$0] != nil && expected.kinds[$0] != actual[$0]
        })
      else { continue }
      let message = Self.describe(
        file: snippet.origin, bytes: snippet.bytes, offset: offset,
        expected: expected.kinds[offset] ?? .code, actual: actual[offset])
      if expected.hasErrors {
        disagreeingWithErrors.append(message)
      } else {
        disagreeing.append(message)
      }
    }
    print(
      "region agreement: \(snippets.count) parser-test snippets, \(disagreeing.count) valid ones "
        + "disagree, \(disagreeingWithErrors.count) with syntax errors disagree")
    for message in disagreeing.prefix(20) {
      Issue.record(Comment(rawValue: message))
    }
    #expect(disagreeing.count == 0, "valid snippets disagreeing with swift-syntax")
  }

  /// Classifies one file both ways and describes the first byte where they differ.
  static func compare(_ file: URL) throws -> Outcome {
    let bytes = [UInt8](try Data(contentsOf: file))
    let expected = SyntaxRegions(bytes: bytes)
    let actual = RegionMap(bytes: bytes, syntax: .swift).perByteKinds()
    var outcome = Outcome(path: file.path, hasSyntaxErrors: expected.hasErrors)
    for offset in bytes.indices {
      guard let want = expected.kinds[offset] else { continue }
      outcome.compared[Int(want.rawValue)] += 1
      guard want != actual[offset], outcome.disagreement == nil else { continue }
      outcome.disagreement = Self.describe(
        file: file.path, bytes: bytes, offset: offset, expected: want, actual: actual[offset])
    }
    return outcome
  }

  /// `path:line:col: expected X, classified Y` with the source line and a caret.
  static func describe(
    file: String, bytes: [UInt8], offset: Int, expected: RegionKind, actual: RegionKind
  ) -> String {
    let lineStart = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    let lineEnd = bytes[offset...].firstIndex(of: 0x0A) ?? bytes.count
    let line = bytes[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
    let text = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
    return """
      \(file):\(line):\(prefix.count + 1): swift-syntax says \(expected), RegionMap says \(actual)
      \(text)
      \(String(repeating: " ", count: prefix.count))^
      """
  }
}

extension RegionMap {
  /// The kind of every byte, expanded from the spans.
  func perByteKinds() -> [RegionKind] {
    var kinds = [RegionKind](repeating: .code, count: byteCount)
    for span in spans {
      for offset in span.range where offset < byteCount { kinds[offset] = span.kind }
    }
    return kinds
  }
}
