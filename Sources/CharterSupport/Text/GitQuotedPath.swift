/// A path as git writes it in a patch header (`quote_c_style` with `core.quotePath` on): as it
/// is when every byte is printable ASCII other than `"` and `\`, otherwise in double quotes
/// with `\a \b \t \n \v \f \r \" \\` and every other byte below 0x20 or from 0x7F up as three
/// octal digits. A newline in a file name can then never start a forged `+++ b/…` line, and
/// `git apply` reads the header back to the same path.
package enum GitQuotedPath {
  /// `path`, quoted when it has to be.
  package static func quote(_ path: String) -> String {
    guard path.utf8.contains(where: needsQuoting) else { return path }
    var output = "\""
    for byte in path.utf8 {
      if let escape = escapes[byte] {
        output += escape
      } else if needsQuoting(byte) {
        let octal = String(byte, radix: 8)
        output += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
      } else {
        output.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    return output + "\""
  }

  private static func needsQuoting(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  private static let escapes: [UInt8: String] = [
    0x07: "\\a", 0x08: "\\b", 0x09: "\\t", 0x0A: "\\n", 0x0B: "\\v", 0x0C: "\\f", 0x0D: "\\r",
    UInt8(ascii: "\""): "\\\"", UInt8(ascii: "\\"): "\\\\",
  ]
}
