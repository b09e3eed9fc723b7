import CharterKit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Language Server Protocol's base protocol: each message is a header block
/// (`Content-Length: N`, other headers ignored, each line ended by CRLF, the block by an empty
/// line) followed by N bytes of JSON.
///
/// Reading is bounded: a header block over ``maximumHeaderSize`` bytes, a missing or
/// malformed `Content-Length`, or a body over ``maximumMessageSize`` ends the stream with an
/// error rather than a hang or an unbounded buffer.
struct LSPMessageSplitter {
  /// What went wrong in the framing.
  struct Failure: Error, Equatable {
    var message: String
  }

  /// The longest header block read.
  static let maximumHeaderSize = 8 << 10
  /// The longest message body read by default: 64 MiB.
  static let defaultMaximumMessageSize = 64 << 20

  let maximumMessageSize: Int
  private var buffer: [UInt8] = []
  private var start = 0
  /// The body length of the message being read, once its headers are.
  private var bodyLength: Int?

  init(maximumMessageSize: Int = defaultMaximumMessageSize) {
    self.maximumMessageSize = maximumMessageSize
  }

  /// The whole messages `bytes` completes, in order.
  /// - Throws: ``Failure`` when the framing is broken; nothing after it can be read.
  mutating func split(_ bytes: some Collection<UInt8>) throws(Failure) -> [[UInt8]] {
    buffer.append(contentsOf: bytes)
    var messages: [[UInt8]] = []
    while true {
      if bodyLength == nil {
        let end = headerEnd()
        if (end ?? buffer.count) - start > Self.maximumHeaderSize {
          throw Failure(message: "a header block is too long")
        }
        guard let end else { break }
        bodyLength = try Self.contentLength(buffer[start..<end])
        guard bodyLength! <= maximumMessageSize else {
          throw Failure(message: "a message of \(bodyLength!) bytes is over the \(maximumMessageSize >> 20) MiB limit")
        }
        start = end + 4
      }
      guard let length = bodyLength, buffer.count - start >= length else { break }
      messages.append(Array(buffer[start..<start + length]))
      start += length
      bodyLength = nil
    }
    // Keep what is left at the front of the buffer, so it never grows past one message.
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    return messages
  }

  /// Where the empty line that ends the header block starts (`\r\n\r\n`).
  private func headerEnd() -> Int? {
    var index = start
    while index + 3 < buffer.count {
      if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D, buffer[index + 3] == 0x0A {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The `Content-Length` of a header block.
  private static func contentLength(_ header: ArraySlice<UInt8>) throws(Failure) -> Int {
    let text = String(decoding: header, as: UTF8.self)
    for line in text.split(separator: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else { throw Failure(message: "a header line has no ':'") }
      guard line[..<colon].lowercased() == "content-length" else { continue }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard let length = Int(value), length >= 0, value.allSatisfy(\.isASCII) else {
        throw Failure(message: "Content-Length is not a number")
      }
      return length
    }
    throw Failure(message: "a message has no Content-Length")
  }

  /// `body` framed as a message.
  static func frame(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}

/// Reads messages from a file descriptor on a thread of its own that blocks in `read(2)`.
final class LSPInput: @unchecked Sendable {
  private let descriptor: Int32
  private let maximumMessageSize: Int

  init(descriptor: Int32, maximumMessageSize: Int = LSPMessageSplitter.defaultMaximumMessageSize) {
    self.descriptor = descriptor
    self.maximumMessageSize = maximumMessageSize
  }

  /// The messages read, until the input ends or its framing breaks.
  func messages() -> AsyncThrowingStream<[UInt8], any Error> {
    let (stream, continuation) = AsyncThrowingStream<[UInt8], any Error>.makeStream()
    let descriptor = descriptor
    let limit = maximumMessageSize
    let thread = Thread {
      var splitter = LSPMessageSplitter(maximumMessageSize: limit)
      let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
      defer { buffer.deallocate() }
      while true {
        let count = read(descriptor, buffer.baseAddress, buffer.count)
        if count == 0 { break }
        if count < 0 {
          if errno == EINTR { continue }
          if errno == EAGAIN || errno == EWOULDBLOCK {
            var wait = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&wait, 1, -1)
            continue
          }
          break
        }
        do {
          for message in try splitter.split(UnsafeRawBufferPointer(rebasing: buffer[..<count])) {
            continuation.yield(message)
          }
        } catch {
          continuation.finish(throwing: error)
          return
        }
      }
      continuation.finish()
    }
    thread.name = "charter-lsp-stdin"
    thread.start()
    return stream
  }
}

/// Writes messages to a file descriptor, one at a time.
actor LSPOutput {
  private let descriptor: Int32

  init(descriptor: Int32) { self.descriptor = descriptor }

  /// Writes `message` as a framed message of compact JSON; `false` when the output is closed.
  @discardableResult
  func send(_ message: JSONValue) -> Bool {
    let bytes = LSPMessageSplitter.frame(Array(LSPJSON.compact(message).utf8))
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
      if count >= 0 {
        written += count
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        var wait = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&wait, 1, -1)
      } else if errno != EINTR {
        return false
      }
    }
    return true
  }
}
