extension String {
  /// The text split at every `\n` byte, keeping empty lines and any `\r` before the `\n`.
  ///
  /// Splitting on the character `"\n"` would not split `\r\n`, which Swift treats as a single
  /// character.
  package var lines: [Substring] {
    utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
  }
}
