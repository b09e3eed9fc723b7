import CharterSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where each line of a file's bytes starts, to turn byte offsets into lines and columns.
///
/// Lines end at `\n`; a `\r` before it belongs to the line terminator, so CRLF files report
/// the same columns as LF files. Columns count Unicode scalars (bytes that do not continue a
/// UTF-8 sequence), so invalid UTF-8 still gets a column per byte and never fails.
public struct LineIndex: Sendable {
  /// The byte offset at which each line starts; `starts[0] == 0`.
  public let starts: [Int]
  private let count: Int

  /// Indexes `bytes`.
  public init(_ bytes: UnsafeBufferPointer<UInt8>) {
    var starts = [0]
    starts.reserveCapacity(bytes.count / 32 + 1)
    if let base = bytes.baseAddress {
      var position = 0
      while position < bytes.count, let hit = memchr(base + position, 0x0A, bytes.count - position) {
        let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        starts.append(index + 1)
        position = index + 1
      }
    }
    self.starts = starts
    self.count = bytes.count
  }

  /// How many lines there are; a file ending in `\n` has an empty last line, not counted.
  public var lineCount: Int {
    starts.count - (starts.last == count && count > 0 ? 1 : 0)
  }

  /// The 1-based line holding byte `offset`.
  public func line(containing offset: Int) -> Int {
    var low = 0
    var high = starts.count
    while low + 1 < high {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle } else { high = middle }
    }
    return low + 1
  }

  /// The bytes of 1-based `line` without its terminator (`\n` or `\r\n`).
  public func contentRange(ofLine line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    let start = starts[line - 1]
    var end = line < starts.count ? starts[line] - 1 : count
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    return start..<max(start, end)
  }

  /// The position of byte `offset`: its line and its 1-based column in scalars.
  public func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
    let line = line(containing: offset)
    return SourcePosition(line: line, column: Self.scalars(in: bytes, starts[line - 1]..<offset) + 1)
  }

  /// How many Unicode scalars `range` holds (continuation bytes are not counted).
  public static func scalars(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    var scalars = 0
    for index in range where bytes[index] & 0xC0 != 0x80 { scalars += 1 }
    return scalars
  }
}
