/// What compose found for one output path, and what it will do (or did) about it.
public struct ComposeItem: Hashable, Sendable {
  /// The state of the path.
  public enum Status: String, Hashable, Sendable, CaseIterable {
    /// On disk as compose would write it.
    case current
    /// Not on disk yet: compose creates it.
    case missing
    /// On disk, unchanged since compose wrote it, but the rules changed: compose rewrites it.
    case stale
    /// Compose wrote it, and a person edited it since: refused without `--force`.
    case handEdited = "hand-edited"
    /// A file is there that compose did not write: refused always (nothing a person wrote is
    /// overwritten).
    case notOwned = "not-owned"
    /// Compose wrote it, and the rules no longer produce it: compose deletes it (or removes
    /// its managed block).
    case orphaned
    /// Compose wrote it, no longer produces it, and a person edited it: left alone, reported.
    case editedOrphan = "edited-orphan"
  }

  /// The file, relative to the repository root.
  public var path: String
  /// The target it belongs to.
  public var target: String
  /// How compose owns it.
  public var ownership: ComposedOutput.Ownership
  /// Its state.
  public var status: Status
  /// The file's whole new text (`nil` when it is to be deleted or left as it is).
  public var newText: String?
  /// A unified diff from what is on disk to what compose would write.
  public var diff: String
  /// A file that stands where compose needs a folder on the way to `path`.
  public var blocker: String? = nil

  /// Whether `compose --check` counts this as drift.
  public var isDrift: Bool { status != .current }
  /// Whether compose refuses to act without `--force` (or at all, for `notOwned`).
  public var isRefused: Bool { status == .handEdited || status == .notOwned || status == .editedOrphan }
}
