import CharterSupport
import Foundation

/// `.charter/generated.json`: every file (or managed block) compose wrote, with the hash of
/// what it wrote, so that a later run can tell its own output from a person's edits.
public struct ComposeManifest: Hashable, Sendable {
  /// What compose recorded about one path.
  public struct Entry: Hashable, Sendable {
    /// The target that produced it.
    public var target: String
    /// Whether compose owns the whole file or only its managed block.
    public var ownership: ComposedOutput.Ownership
    /// SHA-256 of the whole file, or of the managed block's inner text.
    public var sha256: String
    /// Whether compose created the file (so it may delete it once it is empty of its output).
    public var created: Bool

    /// An entry for a file `target` wrote, owned as `ownership`, with the hash `sha256`.
    package init(target: String, ownership: ComposedOutput.Ownership, sha256: String, created: Bool) {
      self.target = target
      self.ownership = ownership
      self.sha256 = sha256
      self.created = created
    }
  }

  /// The manifest's path relative to the repository root.
  public static let path = ".charter/generated.json"

  /// Entries by root-relative path.
  public var entries: [String: Entry] = [:]

  /// An empty manifest.
  public init() {}

  /// The manifest as sorted, pretty JSON.
  public var text: String {
    var files: [String: JSONValue] = [:]
    for (path, entry) in entries {
      var fields: [String: JSONValue] = [
        "target": .string(entry.target),
        "sha256": .string(entry.sha256),
        "created": .bool(entry.created),
      ]
      switch entry.ownership {
      case .wholeFile: fields["ownership"] = .string("file")
      case .managedBlock: fields["ownership"] = .string("block")
      case .entries(let parts):
        fields["ownership"] = .string("entries")
        if parts.count == 1, parts[0].kind == .members {
          fields["key-path"] = .array(parts[0].keyPath.map(JSONValue.string))
          fields["entries"] = .array(parts[0].names.sorted().map(JSONValue.string))
        } else {
          fields["parts"] = .array(
            parts.map { part in
              .object([
                "key-path": .array(part.keyPath.map(JSONValue.string)),
                part.kind == .members ? "entries" : "elements": .array(part.names.sorted().map(JSONValue.string)),
              ])
            })
        }
      }
      files[path] = .object(fields)
    }
    return JSONValue.object([
      "version": .int(1),
      "generator": .string("charter compose"),
      "note": .string("Written by charter compose. Do not edit: it records what compose generated."),
      "files": .object(files),
    ]).pretty
  }

  static func invalid(_ reason: String) -> DiagnosticsError {
    DiagnosticsError([
      Diagnostic(
        path: path, position: SourcePosition(line: 1, column: 1), code: "invalid-manifest",
        message: "the compose manifest cannot be read: \(reason); "
          + "restore it from version control, or delete it and run `charter compose --force`")
    ])
  }
}
