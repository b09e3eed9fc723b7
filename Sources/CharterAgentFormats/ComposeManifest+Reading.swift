import CharterSupport
import Foundation

extension ComposeManifest {
  /// Reads the manifest from `text`, as ``text`` writes it. Keys it does not know (`version`,
  /// `generator`, `note`, and any a later version adds) are ignored; `created` defaults to
  /// `false`.
  /// - Throws: ``DiagnosticsError`` at ``path`` when the file is not a manifest Charter wrote.
  public init(parsing text: String) throws(DiagnosticsError) {
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: Data(text.utf8))
    } catch {
      throw Self.invalid("it is not JSON with a \"files\" object")
    }
    self.init()
    for (path, fields) in file.files.sorted(by: { $0.key < $1.key }) {
      guard let target = fields.target, let hash = fields.sha256, let kind = fields.ownership,
        let ownership = Self.ownerships[kind]
      else { throw Self.invalid("the entry for \(path) lacks target, ownership or sha256") }
      entries[path] = Entry(target: target, ownership: ownership, sha256: hash, created: fields.created ?? false)
    }
  }

  /// The file's shape: only `files` is required.
  private struct File: Decodable {
    var files: [String: Fields]
  }

  /// One entry's fields, each `nil` when missing or of another type, so that the error can
  /// name the entry.
  private struct Fields: Decodable {
    var target: String?
    var ownership: String?
    var sha256: String?
    var created: Bool?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      target = try? container.decode(String.self, forKey: .target)
      ownership = try? container.decode(String.self, forKey: .ownership)
      sha256 = try? container.decode(String.self, forKey: .sha256)
      created = try? container.decode(Bool.self, forKey: .created)
    }

    private enum Key: String, CodingKey { case target, ownership, sha256, created }
  }

  /// The `ownership` values, as ``text`` writes them.
  private static let ownerships: [String: ComposedOutput.Ownership] = ["file": .wholeFile, "block": .managedBlock]
}
