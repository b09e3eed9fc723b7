import CharterSupport
import Foundation

extension Baseline {
  /// Reads a baseline written by ``json``. Keys it does not know (`tool`, and any a later
  /// version adds) are ignored; entries with the same key add up. The counts of all entries
  /// together must fit an `Int`, so that no sum of them (per key, disappeared, in total) can
  /// overflow; a file whose counts do not is invalid.
  /// - Throws: ``BaselineError`` naming `displayPath` when the bytes are not such a file.
  public init(json bytes: [UInt8], displayPath: String) throws(BaselineError) {
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: Data(bytes))
    } catch {
      throw .invalid(displayPath, "not a Charter baseline (version 1)")
    }
    guard file.version == 1 else { throw .invalid(displayPath, "not a Charter baseline (version 1)") }
    self.init(findings: [])
    var total = 0
    for (index, entry) in file.findings.enumerated() {
      guard let path = entry.path, let rule = entry.rule, let line = entry.line, let message = entry.message,
        let count = entry.count, count > 0
      else { throw .invalid(displayPath, "entry \(index + 1) needs path, rule, line, message and a positive count") }
      let (sum, overflow) = total.addingReportingOverflow(count)
      guard !overflow else {
        throw .invalid(displayPath, "entry \(index + 1): the counts add up to more than \(Int.max)")
      }
      total = sum
      counts[Key(path: path, rule: rule, line: line, message: message), default: 0] += count
    }
  }

  /// The file's shape.
  private struct File: Decodable {
    var version: Int
    var findings: [Fields]
  }

  /// One entry's fields, each `nil` when missing or of another type, so that the error can
  /// name the entry.
  private struct Fields: Decodable {
    var path: String?
    var rule: String?
    var line: String?
    var message: String?
    var count: Int?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      path = try? container.decode(String.self, forKey: .path)
      rule = try? container.decode(String.self, forKey: .rule)
      line = try? container.decode(String.self, forKey: .line)
      message = try? container.decode(String.self, forKey: .message)
      count = try? container.decode(Int.self, forKey: .count)
    }

    private enum Key: String, CodingKey { case path, rule, line, message, count }
  }
}
