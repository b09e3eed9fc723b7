import CharterRules
import CharterSupport
import Foundation

/// `.charter/packs.lock`: for each git pack, the commit its revision resolved to when
/// `charter packs lock` last ran and the hash of its rule files there. Lint and compose use
/// exactly that commit; `charter packs fetch --frozen` fails when the revision has moved since.
public struct PackLock: Hashable, Sendable {
  /// One locked pack.
  public struct Entry: Hashable, Sendable {
    /// The pack's name.
    public var name: String
    /// The repository URL, revision and folder it was locked for.
    public var url: String
    /// The revision named in the config.
    public var rev: String
    /// The folder inside the repository.
    public var folder: String
    /// The commit the revision resolved to.
    public var commit: String
    /// SHA-256 of the pack's rule files at that commit (``PackStore/contentHash(_:)``).
    public var sha256: String

    /// Creates an entry.
    public init(name: String, url: String, rev: String, folder: String, commit: String, sha256: String) {
      self.name = name
      self.url = url
      self.rev = rev
      self.folder = folder
      self.commit = commit
      self.sha256 = sha256
    }

    /// Whether the entry was locked for `pack` as the config now names it.
    public func matches(_ pack: SharedPack) -> Bool {
      guard case .git(let url, let rev) = pack.source else { return false }
      return name == pack.name && self.url == url && self.rev == rev && folder == pack.folder
    }
  }

  /// The lock's path relative to the repository root.
  public static let path = ".charter/packs.lock"

  /// The entries, by pack name.
  public var entries: [String: Entry] = [:]

  /// An empty lock.
  public init() {}

  /// Reads the lock's text.
  /// - Throws: ``DiagnosticsError`` when it is not a lock Charter wrote.
  public init(parsing text: String) throws(DiagnosticsError) {
    func invalid(_ why: String) -> DiagnosticsError {
      DiagnosticsError([
        Diagnostic(
          path: Self.path, position: SourcePosition(line: 1, column: 1), code: "invalid-lock",
          message: "\(why); run `charter packs lock` to write it again")
      ])
    }
    guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      object["version"] as? Int == 1, let packs = object["packs"] as? [[String: Any]]
    else { throw invalid("the pack lock is not version 1 of Charter's lock format") }
    for pack in packs {
      let fields = ["name", "git", "rev", "folder", "commit", "sha256"].map { pack[$0] as? String }
      guard let name = fields[0], let url = fields[1], let rev = fields[2], let folder = fields[3],
        let commit = fields[4], let sha256 = fields[5], Self.isHex(commit, count: 40) || Self.isHex(commit, count: 64),
        Self.isHex(sha256, count: 64)
      else { throw invalid("an entry of the pack lock lacks a field or holds a malformed commit or hash") }
      entries[name] = Entry(name: name, url: url, rev: rev, folder: folder, commit: commit, sha256: sha256)
    }
  }

  /// The lock's text: entries sorted by name, keys sorted, two-space indentation.
  public var text: String {
    let packs = entries.keys.sorted().compactMap { entries[$0] }.map { entry -> JSONValue in
      .object([
        "name": .string(entry.name), "git": .string(entry.url), "rev": .string(entry.rev),
        "folder": .string(entry.folder), "commit": .string(entry.commit), "sha256": .string(entry.sha256),
      ])
    }
    return JSONValue.object(["version": .int(1), "packs": .array(packs)]).pretty
  }

  static func isHex(_ text: String, count: Int) -> Bool {
    text.utf8.count == count && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
  }
}
