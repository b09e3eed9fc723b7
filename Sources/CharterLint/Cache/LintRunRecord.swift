import CharterSupport
import Foundation

/// A whole run's report kept in the lint result cache, with the signature (``FileSignature``)
/// of every path the run read or asked about: the rule files, settings and build files, the
/// folders it listed, the files it checked. When every one of them is unchanged, the run's
/// answer is the same, and the report is given again without opening a file.
///
/// An entry is a header line — `charter-lint-run 1 KEY SHA256 LENGTH` — then the report as
/// JSON (LENGTH bytes), then one line per path: its signature's numbers, a tab, the path. The
/// key and the digest of everything after the header are checked when it is read, as for a
/// file's entry (``LintCacheEntry``).
struct LintRunRecord {
  /// The first words of every run entry: the format and its version.
  static let magic = "charter-lint-run 1"

  /// The parts of a report a run without `--fix` fills.
  struct StoredReport: Codable {
    var findings: [Finding]
    var filesChecked: Int
    var diagnostics: [Diagnostic]
    var rules: [RuleDescriptor]
  }

  /// The report.
  var report: LintReport
  /// Every path the run read, listed or asked about, and its signature when the run began.
  var inputs: [(path: String, signature: FileSignature)]

  /// The bytes of the record under `key`; `nil` when a path cannot be written on one line or
  /// the record would be too large.
  func encode(key: String) -> [UInt8]? {
    let stored = StoredReport(
      findings: report.findings, filesChecked: report.filesChecked, diagnostics: report.diagnostics, rules: report.rules)
    guard let encoded = try? JSONEncoder().encode(stored) else { return nil }
    var payload = [UInt8](encoded)
    for (path, signature) in inputs {
      guard !path.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") }) else { return nil }
      payload += Array((signature.fields.map(String.init).joined(separator: " ") + "\t" + path + "\n").utf8)
    }
    guard payload.count < LintCacheEntry.maximumSize - 512 else { return nil }
    let header = "\(Self.magic) \(key) \(SHA256.hex(SHA256.digest(payload))) \(encoded.count)\n"
    return Array(header.utf8) + payload
  }

  /// The record `bytes` hold for `key`, or `nil` when they are not a whole, intact record for it.
  static func decode(_ bytes: [UInt8], key: String) -> LintRunRecord? {
    guard let newline = bytes.prefix(512).firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    let fields = bytes[..<newline].split(separator: UInt8(ascii: " "))
    guard fields.count == 5, fields[0] + [UInt8(ascii: " ")] + fields[1] == ArraySlice(magic.utf8),
      fields[2].elementsEqual(key.utf8), let length = Int(String(decoding: fields[4], as: UTF8.self)),
      (0...(bytes.count - newline - 1)).contains(length)
    else { return nil }
    let start = newline + 1
    let digest = bytes.withUnsafeBytes { SHA256.digest(UnsafeRawBufferPointer(rebasing: $0[start...])) }
    guard fields[3].elementsEqual(SHA256.hex(digest).utf8),
      let stored = try? JSONDecoder().decode(StoredReport.self, from: Data(bytes[start..<(start + length)]))
    else { return nil }
    var inputs: [(path: String, signature: FileSignature)] = []
    for line in bytes[(start + length)...].split(separator: UInt8(ascii: "\n")) {
      guard let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { return nil }
      var numbers: [Int64] = []
      for number in line[..<tab].split(separator: UInt8(ascii: " ")) {
        guard let value = Int64(String(decoding: number, as: UTF8.self)) else { return nil }
        numbers.append(value)
      }
      inputs.append((String(decoding: line[(tab + 1)...], as: UTF8.self), FileSignature(fields: numbers)))
    }
    var report = LintReport(findings: [], filesChecked: stored.filesChecked)
    report.findings = stored.findings
    report.diagnostics = stored.diagnostics
    report.rules = stored.rules
    return LintRunRecord(report: report, inputs: inputs)
  }
}
