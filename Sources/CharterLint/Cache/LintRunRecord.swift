import CharterSupport
import Foundation

/// A whole lint run kept in the result cache: its report, each file's part (``FileOutcome``),
/// what is not about one file, and the signature (``FileSignature``) of every path the run
/// read, listed or asked about. When every signature is unchanged the report is the answer;
/// when only files read for nothing but being linted changed, only they need checking again.
///
/// An entry is a header line — `charter-lint-run 2 KEY SHA256 REPORT SHARED FILES` — then the
/// report as JSON (REPORT bytes), the shared part as JSON (SHARED bytes), the files (FILES
/// bytes: for each, a line `CHECKED RESULTS FACTS<tab>PATH`, then RESULTS bytes of JSON, none
/// when the file has no finding or diagnostic, and FACTS bytes of its module facts), then one
/// line per path read: `l` (read only to be linted) or `o`, its signature's numbers, a tab,
/// the path. The key and the digest of everything after the header are checked when it is
/// read, as for a file's entry (``LintCacheEntry``); each part is decoded only when it is used.
struct LintRunRecord {
  /// The first words of every run entry: the format and its version.
  static let magic = "charter-lint-run 2"

  /// What is not about one file.
  struct Shared: Codable {
    /// The rule files' problems, unreadable folders.
    var diagnostics: [Diagnostic]
    /// The warnings about the project files that decided modules.
    var module: [Diagnostic]
    /// The checks that ran.
    var rules: [RuleDescriptor]
  }

  /// The parts of a report a run without `--fix` fills.
  private struct StoredReport: Codable {
    var findings: [Finding]
    var filesChecked: Int
    var diagnostics: [Diagnostic]
    var rules: [RuleDescriptor]
  }

  /// A path the run read, its signature then, and whether it was read only to be linted.
  struct Input: Equatable {
    var path: String
    var signature: FileSignature
    var lintedOnly: Bool
  }

  /// Every path the run read.
  var inputs: [Input]
  private var reportBytes: ArraySlice<UInt8>
  private var sharedBytes: ArraySlice<UInt8>
  private var filesBytes: ArraySlice<UInt8>

  /// A record of a run that reported `report`, with `shared` and `files`, having read `inputs`;
  /// `nil` when something cannot be encoded or a path cannot be written on one line.
  init?(report: LintReport, shared: Shared, files: [FileOutcome], inputs: [Input]) {
    let encoder = JSONEncoder()
    let stored = StoredReport(
      findings: report.findings, filesChecked: report.filesChecked, diagnostics: report.diagnostics, rules: report.rules)
    guard let reportJSON = try? encoder.encode(stored), let sharedJSON = try? encoder.encode(shared) else { return nil }
    var filesBytes: [UInt8] = []
    for file in files {
      guard Self.fitsOnALine(file.path) else { return nil }
      var results: [UInt8] = []
      if !file.findings.isEmpty || !file.diagnostics.isEmpty {
        guard let encoded = try? encoder.encode(FileOutcome.Results(findings: file.findings, diagnostics: file.diagnostics))
        else { return nil }
        results = [UInt8](encoded)
      }
      let facts = file.facts ?? []
      filesBytes += Array("\(file.checked ? 1 : 0) \(results.count) \(file.facts == nil ? -1 : facts.count)\t\(file.path)\n".utf8)
      filesBytes += results + facts
    }
    guard inputs.allSatisfy({ Self.fitsOnALine($0.path) }) else { return nil }
    self.inputs = inputs
    reportBytes = ArraySlice(reportJSON)
    sharedBytes = ArraySlice(sharedJSON)
    self.filesBytes = ArraySlice(filesBytes)
  }

  private init(
    inputs: [Input], reportBytes: ArraySlice<UInt8>, sharedBytes: ArraySlice<UInt8>, filesBytes: ArraySlice<UInt8>
  ) {
    self.inputs = inputs
    self.reportBytes = reportBytes
    self.sharedBytes = sharedBytes
    self.filesBytes = filesBytes
  }

  private static func fitsOnALine(_ path: String) -> Bool {
    !path.utf8.contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") }
  }

  /// The run's report; `nil` should it not decode (which an intact record's cannot fail to).
  func report() -> LintReport? {
    guard let stored = try? JSONDecoder().decode(StoredReport.self, from: Data(reportBytes)) else { return nil }
    var report = LintReport(findings: [], filesChecked: stored.filesChecked)
    report.findings = stored.findings
    report.diagnostics = stored.diagnostics
    report.rules = stored.rules
    return report
  }

  /// What is not about one file; `nil` should it not decode.
  func shared() -> Shared? { try? JSONDecoder().decode(Shared.self, from: Data(sharedBytes)) }

  /// Each file's part, in the order the run met them; `nil` should they not decode.
  func files() -> [FileOutcome]? {
    var files: [FileOutcome] = []
    var index = filesBytes.startIndex
    let decoder = JSONDecoder()
    while index < filesBytes.endIndex {
      guard let newline = filesBytes[index...].firstIndex(of: UInt8(ascii: "\n")),
        let tab = filesBytes[index..<newline].firstIndex(of: UInt8(ascii: "\t"))
      else { return nil }
      let numbers = filesBytes[index..<tab].split(separator: UInt8(ascii: " ")).map {
        Int(String(decoding: $0, as: UTF8.self))
      }
      guard numbers.count == 3, let checked = numbers[0], let results = numbers[1], let facts = numbers[2],
        results >= 0, facts >= -1, newline + 1 + results + max(facts, 0) <= filesBytes.endIndex
      else { return nil }
      var file = FileOutcome(path: String(decoding: filesBytes[(tab + 1)..<newline], as: UTF8.self), checked: checked == 1)
      let resultsStart = newline + 1
      if results > 0 {
        guard
          let decoded = try? decoder.decode(
            FileOutcome.Results.self, from: Data(filesBytes[resultsStart..<(resultsStart + results)]))
        else { return nil }
        file.findings = decoded.findings
        file.diagnostics = decoded.diagnostics
      }
      if facts >= 0 { file.facts = Array(filesBytes[(resultsStart + results)..<(resultsStart + results + facts)]) }
      files.append(file)
      index = resultsStart + results + max(facts, 0)
    }
    return files
  }

  /// The bytes of the record under `key`; `nil` when it would be too large.
  func encode(key: String) -> [UInt8]? {
    var payload = Array(reportBytes) + Array(sharedBytes) + Array(filesBytes)
    for input in inputs {
      let numbers = input.signature.fields.map(String.init).joined(separator: " ")
      payload += Array("\(input.lintedOnly ? "l" : "o") \(numbers)\t\(input.path)\n".utf8)
    }
    guard payload.count < LintCacheEntry.maximumSize - 512 else { return nil }
    let lengths = "\(reportBytes.count) \(sharedBytes.count) \(filesBytes.count)"
    let header = "\(Self.magic) \(key) \(SHA256.hex(SHA256.digest(payload))) \(lengths)\n"
    return Array(header.utf8) + payload
  }

  /// The record `bytes` hold for `key`, or `nil` when they are not a whole, intact record for it.
  static func decode(_ bytes: [UInt8], key: String) -> LintRunRecord? {
    guard let newline = bytes.prefix(512).firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    let fields = bytes[..<newline].split(separator: UInt8(ascii: " "))
    guard fields.count == 7, fields[0] + [UInt8(ascii: " ")] + fields[1] == ArraySlice(magic.utf8),
      fields[2].elementsEqual(key.utf8)
    else { return nil }
    let lengths = fields[4...].map { Int(String(decoding: $0, as: UTF8.self)) ?? -1 }
    let start = newline + 1
    guard lengths.allSatisfy({ $0 >= 0 }), lengths.reduce(0, +) <= bytes.count - start else { return nil }
    let digest = bytes.withUnsafeBytes { SHA256.digest(UnsafeRawBufferPointer(rebasing: $0[start...])) }
    guard fields[3].elementsEqual(SHA256.hex(digest).utf8) else { return nil }
    let sharedStart = start + lengths[0]
    let filesStart = sharedStart + lengths[1]
    let inputsStart = filesStart + lengths[2]
    var inputs: [Input] = []
    for line in bytes[inputsStart...].split(separator: UInt8(ascii: "\n")) {
      guard let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { return nil }
      let words = line[..<tab].split(separator: UInt8(ascii: " "))
      guard let kind = words.first, kind.count == 1, kind.first == UInt8(ascii: "l") || kind.first == UInt8(ascii: "o")
      else { return nil }
      var numbers: [Int64] = []
      for number in words.dropFirst() {
        guard let value = Int64(String(decoding: number, as: UTF8.self)) else { return nil }
        numbers.append(value)
      }
      inputs.append(
        Input(
          path: String(decoding: line[(tab + 1)...], as: UTF8.self), signature: FileSignature(fields: numbers),
          lintedOnly: kind.first == UInt8(ascii: "l")))
    }
    return LintRunRecord(
      inputs: inputs, reportBytes: bytes[start..<sharedStart], sharedBytes: bytes[sharedStart..<filesStart],
      filesBytes: bytes[filesStart..<inputsStart])
  }
}

extension LintRunRecord.Shared {
  /// The proposal of a run with this shared part and `files`.
  func proposal(files: [FileOutcome]) -> LintProposal {
    var findings: [Finding] = []
    var all = diagnostics + module
    var checked = 0
    var facts = GatheredFacts()
    for outcome in files {
      findings += outcome.findings
      all += outcome.diagnostics
      if outcome.checked { checked += 1 }
      if let encoded = outcome.facts { facts.add(encoded: encoded) }
    }
    var proposal = LintProposal(
      fixes: [], findings: findings, filesChecked: checked, diagnostics: all, rules: rules, facts: facts)
    proposal.sharedDiagnostics = diagnostics
    proposal.moduleDiagnostics = module
    proposal.outcomes = files
    return proposal
  }
}
