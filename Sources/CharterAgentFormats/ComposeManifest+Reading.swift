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
        var ownership = Self.ownerships[kind]
      else { throw Self.invalid("the entry for \(path) lacks target, ownership or sha256") }
      if kind == "entries" {
        if let parts = fields.parts {
          ownership = .entries(
            try parts.map { part throws(DiagnosticsError) in
              guard let keyPath = part.keyPath, (part.entries == nil) != (part.elements == nil) else {
                throw Self.invalid("a part of the entry for \(path) lacks key-path, or entries or elements")
              }
              return OwnedPart(
                keyPath: keyPath, kind: part.entries == nil ? .elements : .members,
                names: part.entries ?? part.elements ?? [])
            })
        } else {
          guard let keyPath = fields.keyPath, let names = fields.entries, !keyPath.isEmpty else {
            throw Self.invalid("the entry for \(path) owns entries but lacks key-path or entries")
          }
          ownership = .entries([OwnedPart(keyPath: keyPath, kind: .members, names: names)])
        }
      }
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
    var keyPath: [String]?
    var entries: [String]?
    var parts: [Part]?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      target = try? container.decode(String.self, forKey: .target)
      ownership = try? container.decode(String.self, forKey: .ownership)
      sha256 = try? container.decode(String.self, forKey: .sha256)
      created = try? container.decode(Bool.self, forKey: .created)
      keyPath = try? container.decode([String].self, forKey: .keyPath)
      entries = try? container.decode([String].self, forKey: .entries)
      parts = try? container.decode([Part].self, forKey: .parts)
    }

    private enum Key: String, CodingKey {
      case target, ownership, sha256, created, entries, parts
      case keyPath = "key-path"
    }
  }

  /// One part of an entries entry: members (`entries`) or elements at `key-path`.
  private struct Part: Decodable {
    var keyPath: [String]?
    var entries: [String]?
    var elements: [String]?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      keyPath = try? container.decode([String].self, forKey: .keyPath)
      entries = try? container.decode([String].self, forKey: .entries)
      elements = try? container.decode([String].self, forKey: .elements)
    }

    private enum Key: String, CodingKey {
      case entries, elements
      case keyPath = "key-path"
    }
  }

  /// The `ownership` values, as ``text`` writes them.
  private static let ownerships: [String: ComposedOutput.Ownership] = [
    "file": .wholeFile, "block": .managedBlock, "entries": .entries([]),
  ]
}
