#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Text written to a file descriptor in chunks of ``chunkSize`` bytes, for output too large to
/// hold whole: a report of a hundred thousand findings goes out as it is made.
///
/// A write that fails is remembered and every later write is dropped; ``flush()`` writes what
/// is buffered and throws the first failure.
public struct FileOutputStream: TextOutputStream {
  /// Where the text goes (not closed here).
  public let descriptor: Int32
  private var buffer: [UInt8] = []
  /// The `errno` of the first write that failed.
  public private(set) var failure: Int32?

  /// Bytes gathered before they are written.
  public static let chunkSize = 1 << 16

  /// Creates a stream into `descriptor`, which stays open.
  public init(descriptor: Int32) { self.descriptor = descriptor }

  /// Appends `string`, writing out the buffer once it holds a chunk.
  public mutating func write(_ string: String) {
    guard failure == nil else { return }
    var string = string
    string.withUTF8 { bytes in
      if buffer.count + bytes.count > Self.chunkSize { writeBuffer() }
      if bytes.count >= Self.chunkSize {
        writeAll(UnsafeRawBufferPointer(bytes))
      } else {
        buffer.append(contentsOf: bytes)
      }
    }
  }

  /// Appends `bytes` as they are (a file copied whole, not text).
  public mutating func write(_ bytes: [UInt8]) {
    guard failure == nil else { return }
    if buffer.count + bytes.count > Self.chunkSize { writeBuffer() }
    if bytes.count >= Self.chunkSize {
      bytes.withUnsafeBytes { writeAll($0) }
    } else {
      buffer.append(contentsOf: bytes)
    }
  }

  /// Writes what is buffered.
  /// - Throws: the first failed write's error, as `FileOutputStream.Failure`.
  public mutating func flush() throws(Failure) {
    writeBuffer()
    if let failure { throw Failure(code: failure) }
  }

  /// A write that failed.
  public struct Failure: Error, CustomStringConvertible {
    /// Its `errno`.
    public var code: Int32
    /// The system's sentence for it.
    public var description: String { String(cString: strerror(code)) }
  }

  private mutating func writeBuffer() {
    guard !buffer.isEmpty else { return }
    buffer.withUnsafeBytes { writeAll($0) }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes every byte, retrying after interruptions; a failure is kept in ``failure``.
  private mutating func writeAll(_ bytes: UnsafeRawBufferPointer) {
    var written = 0
    while written < bytes.count, failure == nil {
      #if canImport(Glibc)
        let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
      #else
        let count = Darwin.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
      #endif
      if count < 0 {
        if errno != EINTR { failure = errno }
        continue
      }
      written += count
    }
  }
}
