extension FileWalker {
  /// How many leading bytes ``isBinary(_:)`` looks at: git's `FIRST_FEW_BYTES`.
  public static let binaryProbeLength = 8_000

  /// Whether `bytes` (a file's contents, or at least its start) look binary: a NUL byte in the
  /// first 8,000 bytes, the test git and ripgrep use. The linter skips such files.
  ///
  /// The walker does not call this itself, as it reads no file contents; whoever reads a file
  /// to lint it decides with its bytes in hand.
  public static func isBinary(_ bytes: some Collection<UInt8>) -> Bool {
    bytes.prefix(binaryProbeLength).contains(0)
  }
}
