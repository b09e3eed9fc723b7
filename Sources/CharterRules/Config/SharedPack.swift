import CharterSupport

/// A pack of rule files kept outside Charter and shared between repositories: a `packs:` entry
/// that is a mapping rather than a built-in pack's name.
///
/// ```yaml
/// packs:
///   - general
///   - name: team
///     git: https://github.com/acme/agent-rules
///     rev: v1.4.0
///     folder: swift
///   - name: local
///     path: Vendor/rules
/// ```
///
/// A pack is rule files only (`*.md` with front matter and prose): it never runs anything, and
/// what it names (globs) is confined like any rule file's. A git pack is fetched by
/// `charter packs lock` / `charter packs fetch` only — lint and compose never reach the
/// network — and used at the commit `.charter/packs.lock` records.
public struct SharedPack: Hashable, Sendable {
  /// Where the pack's files come from.
  public enum Source: Hashable, Sendable {
    /// A git repository (any URL git accepts, `file://` included) at a revision: a tag, a
    /// branch or a commit.
    case git(url: String, rev: String)
    /// A folder inside this repository.
    case path(String)
  }

  /// The pack's name, shown as `pack:NAME/FILE.md`.
  public var name: String
  /// Where its files come from.
  public var source: Source
  /// The folder inside a git repository holding the rule files (`""`: its root).
  public var folder: String
  /// Where the entry is in the config.
  public var position: SourcePosition

  /// Creates a pack entry.
  public init(name: String, source: Source, folder: String = "", position: SourcePosition) {
    self.name = name
    self.source = source
    self.folder = folder
    self.position = position
  }

  /// The prefix of the paths its rule files are shown under: `pack:NAME/`.
  public var displayPrefix: String { "pack:\(name)/" }
}
