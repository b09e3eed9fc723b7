import Foundation
import Logging
import MCP

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Charter's MCP stdio transport: newline-delimited JSON-RPC on two file descriptors, read on
/// a thread of its own that blocks in `read(2)` — no polling, no sleep between reads — and cut
/// into messages in linear time by ``MessageSplitter``.
///
/// It stands in for the MCP library's `StdioTransport`, which rescans everything it has
/// buffered after each 4 KiB read (quadratic in a message's size), sleeps 10 ms whenever no
/// byte is waiting, and has no limit on a message's size. A message over
/// ``maximumMessageSize`` is dropped and answered with a JSON-RPC error (`id` null, since it
/// was not read); the messages after it are served as usual.
actor LineTransport: Transport {
  /// The longest message read by default: 16 MiB.
  static let defaultMaximumMessageSize = 16 << 20

  nonisolated let logger: Logger
  /// The longest message read, in bytes.
  let maximumMessageSize: Int
  private let input: Int32
  private let output: Int32
  private let messages: AsyncThrowingStream<Data, any Error>
  private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
  private var started = false

  /// A transport reading `input` and writing `output` (standard input and output by default).
  init(
    input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
    maximumMessageSize: Int = defaultMaximumMessageSize, logger: Logger
  ) {
    self.input = input
    self.output = output
    self.maximumMessageSize = maximumMessageSize
    self.logger = logger
    (messages, continuation) = AsyncThrowingStream.makeStream()
  }

  /// Starts the reading thread.
  func connect() async throws {
    guard !started else { return }
    started = true
    let reader = Reader(
      input: input, splitter: MessageSplitter(maximumSize: maximumMessageSize), continuation: continuation,
      oversized: { Task { await self.reportOversized() } })
    Thread {
      Thread.current.name = "charter-mcp-stdin"
      reader.run()
    }.start()
  }

  /// Ends the stream of messages; the reading thread ends with the process.
  func disconnect() async {
    continuation.finish()
  }

  /// Writes `data` and a newline.
  /// - Throws: `MCPError.transportError` when the output is closed or fails.
  func send(_ data: Data) async throws {
    var bytes = [UInt8](data)
    bytes.append(0x0A)
    if let code = Self.writeAll(bytes, to: output) {
      throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO))
    }
  }

  /// The messages read, until the input ends.
  nonisolated func receive() -> AsyncThrowingStream<Data, any Error> {
    messages
  }

  /// Answers a message that was too long to read.
  private func reportOversized() async {
    let megabytes = maximumMessageSize >> 20
    let error =
      #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"the message is longer than "#
      + "\(megabytes) MiB; it was dropped unread\"}}"
    try? await send(Data(error.utf8))
  }

  /// Writes every byte, retrying after interruptions and waiting when the descriptor is
  /// non-blocking and full; the `errno` of a failure.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress! + written, buffer.count - written)
      }
      if count >= 0 {
        written += count
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        var wait = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&wait, 1, -1)
      } else if errno != EINTR {
        return errno
      }
    }
    return nil
  }
}

/// The reading thread's loop: blocks in `read(2)`, hands each message to the stream.
private struct Reader: @unchecked Sendable {
  let input: Int32
  var splitter: MessageSplitter
  let continuation: AsyncThrowingStream<Data, any Error>.Continuation
  let oversized: @Sendable () -> Void

  /// Bytes asked for by each read.
  static let chunkSize = 1 << 16

  /// Reads until the end of the input or an error, then ends the stream.
  func run() {
    var splitter = splitter
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 1)
    defer { buffer.deallocate() }
    while true {
      let count = read(input, buffer.baseAddress, buffer.count)
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN || errno == EWOULDBLOCK {
          // An input another program left non-blocking: wait for bytes instead of spinning.
          var wait = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
          _ = poll(&wait, 1, -1)
          continue
        }
        break
      }
      for piece in splitter.split(UnsafeRawBufferPointer(rebasing: buffer[..<count])) {
        switch piece {
        case .message(let bytes): continuation.yield(Data(bytes))
        case .oversized: oversized()
        }
      }
    }
    continuation.finish()
  }
}
