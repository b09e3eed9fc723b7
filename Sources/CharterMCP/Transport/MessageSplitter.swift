#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Cuts the bytes read from a newline-delimited JSON-RPC stream into messages, in time linear
/// in the bytes: each read's bytes are scanned once for newlines, and what came before is
/// never scanned again. (The MCP library's stdio transport scans its whole buffer after every
/// 4 KiB read, so one 2 MiB message took seconds and 10 MB minutes.)
///
/// A message longer than ``maximumSize`` is not kept: it is reported once, as soon as it
/// crosses the limit, and its bytes are dropped up to its newline, so one huge message costs
/// neither memory nor time and the messages after it are read as usual.
struct MessageSplitter {
  /// What the bytes held.
  enum Piece: Equatable {
    /// A whole message, without its newline (and without a `\r` before it).
    case message([UInt8])
    /// A message longer than ``MessageSplitter/maximumSize``, dropped.
    case oversized
  }

  /// The longest message kept, in bytes.
  let maximumSize: Int
  /// The start of the message not yet ended.
  private var pending: [UInt8] = []
  /// Whether the message not yet ended is being dropped.
  private var dropping = false

  /// A splitter that keeps messages of at most `maximumSize` bytes.
  init(maximumSize: Int) { self.maximumSize = maximumSize }

  /// The messages `bytes` ends, in order; the bytes after the last newline wait for the
  /// next call.
  mutating func split(_ bytes: UnsafeRawBufferPointer) -> [Piece] {
    var pieces: [Piece] = []
    var start = 0
    while start < bytes.count {
      let rest = UnsafeRawBufferPointer(rebasing: bytes[start...])
      guard let found = memchr(rest.baseAddress!, 0x0A, rest.count) else {
        keep(rest, into: &pieces)
        break
      }
      let newline = UnsafeRawPointer(found) - rest.baseAddress!
      keep(UnsafeRawBufferPointer(rebasing: rest[..<newline]), into: &pieces)
      if !dropping {
        if pending.last == 0x0D { pending.removeLast() }
        if !pending.isEmpty { pieces.append(.message(pending)) }
      }
      pending.removeAll(keepingCapacity: pending.count <= Self.keptCapacity)
      dropping = false
      start += newline + 1
    }
    return pieces
  }

  /// Adds `part` to the message not yet ended, or drops it once the message is too long.
  private mutating func keep(_ part: UnsafeRawBufferPointer, into pieces: inout [Piece]) {
    guard !dropping else { return }
    if pending.count + part.count > maximumSize {
      dropping = true
      pending = []
      pieces.append(.oversized)
      return
    }
    pending.append(contentsOf: part)
  }

  /// The buffer kept between messages; a larger one (after a long message) is released.
  private static let keptCapacity = 1 << 20
}
