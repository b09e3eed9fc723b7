/// A repository-relative path as a relative URI reference (RFC 3986), for SARIF's
/// `artifactLocation.uri`.
enum URIPath {
  /// `path` with every byte outside the unreserved set and `/` percent-encoded, in UTF-8:
  /// `Docs/Read Me.md` → `Docs/Read%20Me.md`, `café` → `caf%C3%A9`. A `:` is encoded too, so
  /// a first segment such as `a:b` cannot be read as a URI scheme.
  static func encode(_ path: String) -> String {
    var output = ""
    output.reserveCapacity(path.utf8.count)
    for byte in path.utf8 {
      if isUnreserved(byte) {
        output.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        output += "%" + String(hexDigits[Int(byte >> 4)]) + String(hexDigits[Int(byte & 0xF)])
      }
    }
    return output
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
      true
    default: false
    }
  }

  // MARK: - Constants

  private static let hexDigits = Array("0123456789ABCDEF")
}
