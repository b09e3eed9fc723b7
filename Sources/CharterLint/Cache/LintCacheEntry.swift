import CharterSupport
import Foundation

/// The bytes of one lint result cache entry, and reading them back without trusting them.
///
/// An entry is a header line — `charter-lint-cache 1 KEY SHA256 LENGTH` — and the results as
/// JSON. The key and the digest of the payload are checked when it is read: a truncated,
/// corrupt or misplaced entry reads as `nil` and is computed again, never as a wrong answer.
enum LintCacheEntry {
  /// The first word of every entry, and the format's version.
  static let magic = "charter-lint-cache 1"

  /// The largest entry read or written: a file whose results are larger is checked every time.
  static let maximumSize = 16 << 20

  /// The bytes of an entry holding `results` under `key`; `nil` when it would be too large.
  static func encode(_ results: CachedFileResults, key: String) -> [UInt8]? {
    guard let payload = try? JSONEncoder().encode(results), payload.count < maximumSize - 256 else { return nil }
    let bytes = [UInt8](payload)
    let header = "\(magic) \(key) \(SHA256.hex(SHA256.digest(bytes))) \(bytes.count)\n"
    return Array(header.utf8) + bytes
  }

  /// The results an entry's `bytes` hold for `key`, or `nil` when they are not a whole, intact
  /// entry for that key.
  static func decode(_ bytes: [UInt8], key: String) -> CachedFileResults? {
    guard let newline = bytes.prefix(512).firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    let fields = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
    guard fields.count == 5, "\(fields[0]) \(fields[1])" == magic, fields[2] == key,
      let length = Int(fields[4]), length == bytes.count - newline - 1
    else { return nil }
    let payload = Array(bytes[(newline + 1)...])
    guard SHA256.hex(SHA256.digest(payload)) == fields[3] else { return nil }
    return try? JSONDecoder().decode(CachedFileResults.self, from: Data(payload))
  }
}
