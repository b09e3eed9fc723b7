import Testing

@testable import CharterLSP

/// The base protocol's framing, read in any chunks, bounded.
@Suite struct LSPMessageSplitterTests {
  static let body = Array(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#.utf8)

  @Test func messagesAreReadWhateverTheChunks() throws {
    // The second message has another header before its length.
    let stream =
      LSPMessageSplitter.frame(Self.body) + Array("Content-Type: application/vscode-jsonrpc\r\n".utf8)
      + LSPMessageSplitter.frame(Array("{}".utf8))
    for size in [1, 2, 7, 64, stream.count] {
      var splitter = LSPMessageSplitter()
      var messages: [[UInt8]] = []
      var index = 0
      while index < stream.count {
        messages += try splitter.split(stream[index..<min(index + size, stream.count)])
        index += size
      }
      #expect(messages == [Self.body, Array("{}".utf8)], "chunks of \(size)")
    }
  }

  @Test func otherHeadersAndAnyCaseAreRead() throws {
    var splitter = LSPMessageSplitter()
    let message = Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8)
    #expect(try splitter.split(message) == [Array("{}".utf8)])
  }

  @Test(arguments: [
    ("Content-Length: x\r\n\r\n{}", "not a number"),
    ("Content-Length: -1\r\n\r\n{}", "not a number"),
    ("Content-Type: a\r\n\r\n{}", "no Content-Length"),
    ("garbage\r\n\r\n{}", "no ':'"),
    ("Content-Length: 99999999999\r\n\r\n", "over the"),
  ])
  func brokenFramingEndsTheStreamWithAReason(text: String, reason: String) {
    var splitter = LSPMessageSplitter(maximumMessageSize: 1 << 20)
    #expect {
      _ = try splitter.split(Array(text.utf8))
    } throws: { error in
      (error as? LSPMessageSplitter.Failure)?.message.contains(reason) == true
    }
  }

  @Test func aHeaderThatNeverEndsIsRefusedNotBuffered() {
    var splitter = LSPMessageSplitter()
    #expect(throws: LSPMessageSplitter.Failure.self) {
      _ = try splitter.split(Array(repeating: UInt8(ascii: "a"), count: LSPMessageSplitter.maximumHeaderSize + 10))
    }
  }
}

/// Columns as the editor counts them.
@Suite struct LSPTextTests {
  static let text = "let a = \"é😀\"; bad\r\nnext 😀 x\n"

  @Test func scalarColumnsBecomeTheEditorsUnits() {
    // "bad" starts at scalar column 15 (1-based) on line 1.
    #expect(LSPText(Self.text, encoding: .utf32).position(line: 1, column: 15) == (0, 14))
    #expect(LSPText(Self.text, encoding: .utf16).position(line: 1, column: 15) == (0, 15))
    #expect(LSPText(Self.text, encoding: .utf8).position(line: 1, column: 15) == (0, 18))
    #expect(LSPText(Self.text, encoding: .utf16).position(line: 2, column: 8) == (1, 8))
  }

  @Test func byteOffsetsAndBackAgain() {
    let text = LSPText(Self.text, encoding: .utf16)
    // "next" starts after the first line's 22 bytes and its CRLF.
    let offset = Array("let a = \"é😀\"; bad\r\n".utf8).count
    #expect(text.position(ofByte: offset) == (1, 0))
    #expect(text.position(ofByte: offset + 5) == (1, 5))
    #expect(text.charterPosition(line: 1, character: 7) == (2, 7))
    #expect(text.charterPosition(line: 0, character: 15) == (1, 15))
    #expect(text.line(0) == "let a = \"é😀\"; bad" && text.line(9) == "")
  }
}
