extension String {
  /// The lines of the text split at line feeds, each without its line feed and any carriage
  /// return before it. Split by bytes: as `Character`s, `\r\n` is one and would not split.
  var byteLines: [Substring] {
    utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
      let text = Substring(line)
      return text.utf8.last == UInt8(ascii: "\r") ? Substring(text.utf8.dropLast()) : text
    }
  }
}
