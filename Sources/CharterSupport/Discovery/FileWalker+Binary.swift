import Foundation

extension FileWalker {
  /// How many leading bytes ``isBinary(_:)`` looks at: git's `FIRST_FEW_BYTES`.
  public static let binaryProbeLength = 8_000

  /// Whether `bytes` (a file's contents, or at least its start) are not text
  /// (``binaryReason(_:)``). The linter skips such files.
  ///
  /// The walker does not call this itself, as it reads no file contents; whoever reads a file
  /// to lint it decides with its bytes in hand.
  public static func isBinary(_ bytes: some Collection<UInt8>) -> Bool {
    binaryReason(bytes) != nil
  }

  /// Why `bytes` are not text, whatever the file's name: they start with `%PDF-` (a PDF, whose
  /// cross-reference table is binary data even when every byte is printable), or hold a NUL
  /// byte in the first 8,000 bytes, the test git and ripgrep use. `nil` for text.
  ///
  /// Every linted file passes through here: contiguous bytes are searched with `memchr`, not
  /// through the generic collection, which a caller in another module does not specialize.
  public static func binaryReason(_ bytes: some Collection<UInt8>) -> String? {
    if let found = bytes.withContiguousStorageIfAvailable(binaryReason(in:)) { return found }
    return Array(bytes.prefix(binaryProbeLength)).withUnsafeBufferPointer(binaryReason(in:))
  }

  private static func binaryReason(in buffer: UnsafeBufferPointer<UInt8>) -> String? {
    if buffer.starts(with: pdfSignature) { return "it starts with '%PDF-', a PDF document" }
    let probed = min(buffer.count, binaryProbeLength)
    if let start = buffer.baseAddress, probed > 0, memchr(start, 0, probed) != nil {
      return "it holds a NUL byte in its first 8,000 bytes"
    }
    return nil
  }

  private static let pdfSignature = Array("%PDF-".utf8)
}
