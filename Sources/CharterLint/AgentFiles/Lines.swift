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

extension String {
  /// `bytes` as text with every byte offset kept: a byte that is not part of well-formed UTF-8
  /// becomes `?` (one byte), where decoding leniently would write a three-byte replacement
  /// character and move every later offset.
  init(keepingOffsets bytes: UnsafeBufferPointer<UInt8>) {
    if let valid = String(validating: bytes, as: UTF8.self) {
      self = valid
      return
    }
    var cleaned = [UInt8](bytes)
    var index = 0
    while index < cleaned.count {
      let length = Self.wellFormedLength(cleaned, at: index)
      if length == 0 {
        cleaned[index] = UInt8(ascii: "?")
        index += 1
      } else {
        index += length
      }
    }
    self = String(decoding: cleaned, as: UTF8.self)
  }

  /// The length of the well-formed UTF-8 sequence at `index`, or 0.
  private static func wellFormedLength(_ bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, low) = (3, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, high) = (3, 0x9F)
    case 0xF0: (length, low) = (4, 0x90)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, high) = (4, 0x8F)
    default: return 0
    }
    guard index + length <= bytes.count else { return 0 }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      let (min, max): (UInt8, UInt8) = offset == 1 ? (low, high) : (0x80, 0xBF)
      guard byte >= min, byte <= max else { return 0 }
    }
    return length
  }
}
