import CharterSupport
import CharterSwiftChecks
import Foundation

/// The bytes of one lint result cache entry, and reading them back without trusting them.
///
/// An entry is a header line — `charter-lint-cache 1 KEY SHA256 LENGTH FACTS` — then the
/// results as JSON (LENGTH bytes) and the file's module facts as JSON (FACTS bytes, none when
/// it has none), kept apart so that they are decoded only when needed (``GatheredFacts``).
/// The key and the digest of everything after the header are checked when it is read: a
/// truncated, corrupt or misplaced entry reads as `nil` and is computed again, never as a wrong
/// answer.
enum LintCacheEntry {
  /// The first words of every entry: the format and its version.
  static let magic = "charter-lint-cache 1"

  /// The largest entry read or written: a file whose results are larger is checked every time.
  static let maximumSize = 16 << 20

  /// How ``encode(_:facts:key:)`` writes results without findings or diagnostics.
  private static let emptyResults = Array(#"{"findings":[],"skipped":[]}"#.utf8)

  /// An entry read back.
  struct Contents {
    var results: CachedFileResults
    /// The file's module facts, encoded; `nil` when it has none.
    var facts: [UInt8]?
  }

  /// The module facts `facts` as an entry holds them.
  static func encode(facts: ModuleFacts) -> [UInt8] {
    (try? JSONEncoder().encode(facts)).map { [UInt8]($0) } ?? []
  }

  /// The bytes of an entry holding `results` and the module facts `factsBytes`
  /// (``encode(facts:)``, empty for none) under `key`; `nil` when it would be too large.
  static func encode(_ results: CachedFileResults, encodedFacts factsBytes: [UInt8], key: String) -> [UInt8]? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    guard let encoded = try? encoder.encode(results) else { return nil }
    let payload = [UInt8](encoded) + factsBytes
    guard payload.count < maximumSize - 512 else { return nil }
    let header = "\(magic) \(key) \(SHA256.hex(SHA256.digest(payload))) \(encoded.count) \(factsBytes.count)\n"
    return Array(header.utf8) + payload
  }

  /// What an entry's `bytes` hold for `key`, or `nil` when they are not a whole, intact entry
  /// for that key.
  static func decode(_ bytes: [UInt8], key: String) -> Contents? {
    guard let newline = bytes.prefix(512).firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    // Split as bytes: a warm run reads one entry per file, and splitting a `String` costs more.
    let fields = bytes[..<newline].split(separator: UInt8(ascii: " "))
    func number(_ field: ArraySlice<UInt8>) -> Int? { Int(String(decoding: field, as: UTF8.self)) }
    guard fields.count == 6, fields[0] + [UInt8(ascii: " ")] + fields[1] == ArraySlice(magic.utf8),
      fields[2].elementsEqual(key.utf8), let length = number(fields[4]), let factsLength = number(fields[5]),
      (0...bytes.count).contains(length),
      (0...bytes.count).contains(factsLength), length + factsLength == bytes.count - newline - 1
    else { return nil }
    let start = newline + 1
    let digest = bytes.withUnsafeBytes { SHA256.digest(UnsafeRawBufferPointer(rebasing: $0[start...])) }
    guard fields[3].elementsEqual(SHA256.hex(digest).utf8) else { return nil }
    let payload = bytes[start..<(start + length)]
    // Most files have no findings: their results are read without a decoder.
    let results =
      payload.elementsEqual(emptyResults)
      ? CachedFileResults(findings: [], skipped: [])
      : try? JSONDecoder().decode(CachedFileResults.self, from: Data(payload))
    guard let results else { return nil }
    return Contents(results: results, facts: factsLength == 0 ? nil : Array(bytes[(start + length)...]))
  }

  /// The module facts `encoded` by ``encode(_:facts:key:)``, read from an intact entry; empty
  /// facts should they not decode, which cannot happen to bytes whose digest was checked.
  static func facts(_ encoded: [UInt8]) -> ModuleFacts {
    (try? JSONDecoder().decode(ModuleFacts.self, from: Data(encoded))) ?? ModuleFacts()
  }
}
