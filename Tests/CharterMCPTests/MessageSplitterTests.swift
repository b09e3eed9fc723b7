import Testing

@testable import CharterMCP

/// ``MessageSplitter``: messages cut at newlines however the bytes arrive, a `\r` before the
/// newline dropped, blank lines skipped, and a message over the limit reported once and
/// skipped up to its newline.
@Suite struct MessageSplitterTests {
  static func split(_ chunks: [String], maximumSize: Int = 1 << 20) -> [MessageSplitter.Piece] {
    var splitter = MessageSplitter(maximumSize: maximumSize)
    var pieces: [MessageSplitter.Piece] = []
    for chunk in chunks {
      let bytes = Array(chunk.utf8)
      pieces += bytes.withUnsafeBytes { splitter.split($0) }
    }
    return pieces
  }

  static func message(_ text: String) -> MessageSplitter.Piece { .message(Array(text.utf8)) }

  @Test(arguments: [
    ["{\"a\":1}\n{\"b\":2}\n"],
    ["{\"a\"", ":1}\n{\"b\":", "2}", "\n"],
    ["{\"a\":1}\r\n\n\n{\"b\":2}\r\n"],
    ["{\"a\":1}\n", "", "{\"b\":2}\n{\"c\""],
  ])
  func messagesAreCutAtNewlinesHoweverTheBytesArrive(chunks: [String]) {
    #expect(Self.split(chunks) == [Self.message("{\"a\":1}"), Self.message("{\"b\":2}")])
  }

  @Test func aMessageOverTheLimitIsReportedOnceAndSkipped() {
    let long = String(repeating: "x", count: 40)
    let pieces = Self.split(["{\"a\":1}\n" + long.prefix(10), long, long, "\n{\"b\":2}\n"], maximumSize: 32)
    #expect(pieces == [Self.message("{\"a\":1}"), .oversized, Self.message("{\"b\":2}")])
  }

  @Test func aMessageOfExactlyTheLimitIsKept() {
    let exact = String(repeating: "y", count: 32)
    #expect(Self.split([exact + "\n"], maximumSize: 32) == [Self.message(exact)])
    #expect(Self.split([exact + "z\n"], maximumSize: 32) == [.oversized])
  }

  /// Many small reads of one long message: every byte is kept once, in order.
  @Test func aLongMessageInSmallReadsIsKeptWhole() {
    let text = (0..<5_000).map { "\"\($0)\"" }.joined(separator: ",")
    var chunks: [String] = []
    var rest = Substring("[" + text + "]\n")
    while !rest.isEmpty {
      chunks.append(String(rest.prefix(7)))
      rest = rest.dropFirst(7)
    }
    #expect(Self.split(chunks) == [Self.message("[" + text + "]")])
  }
}
