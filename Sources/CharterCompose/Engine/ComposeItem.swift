import CharterAgentFormats
import CharterSupport

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
  /// The file's text on disk now (`nil` when there is none).
  public var currentText: String? = nil
  /// A file that stands where compose needs a folder on the way to `path`.
  public var blocker: String? = nil
  /// What the manifest records once `newText` is on disk: the hash of the whole text, or of
  /// its managed block's inner text. Worked out while planning, on every core.
  var recordedHash: String? = nil
  /// The real path compose would write (links resolved; for a broken link, the path it
  /// names): two items with the same one are one file written twice.
  var location: String? = nil
  /// Whether `path` is a symbolic link that leads nowhere (a ``Status/notOwned`` item).
  package var isBrokenLink = false
  /// Why writing it would exceed what its agent reads (``ComposeBudgets``): refused without
  /// `--force`.
  public var overBudget: String? = nil

  /// A unified diff from what is on disk to what compose would write (empty when nothing
  /// changes). Worked out when asked: only `--dry-run` and refusals show one.
  public var diff: String {
    if status == .current || blocker != nil || (currentText == nil && newText == nil) { return "" }
    let deletes = newText == nil && (status == .orphaned || status == .editedOrphan)
    return UnifiedDiff.render(old: currentText, new: deletes ? nil : newText ?? currentText, path: path)
  }

  /// Whether `compose --check` counts this as drift.
  public var isDrift: Bool { status != .current }
  /// Whether compose refuses to act without `--force` (or at all, for `notOwned`).
  public var isRefused: Bool {
    status == .handEdited || status == .notOwned || status == .editedOrphan || overBudget != nil
  }
}
