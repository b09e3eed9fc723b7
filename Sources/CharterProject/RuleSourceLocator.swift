import CharterRules
import CharterSupport
import Foundation

/// Where a rule file was found, before it is read.
public struct RuleFileLocation: Hashable, Sendable {
  /// The file on disk.
  public var url: URL
  /// The path Charter prints for it.
  public var displayPath: String
  /// What kind of source it is.
  public var origin: RuleOrigin
  /// The folder it governs, relative to the repository root.
  public var baseDirectory: String
  /// Why the file must not be read (a symbolic link that leaves the repository, say), if so.
  var refusal: Confinement.Refusal?
  /// When this is a folder of fragments that could not be listed, why (`Permission denied` …):
  /// its fragments' rules are missing, which a run must say.
  var unreadable: String?

  /// The file at `url`, printed as `displayPath`, of kind `origin`, governing `baseDirectory`.
  package init(
    url: URL, displayPath: String, origin: RuleOrigin, baseDirectory: String, refusal: Confinement.Refusal? = nil
  ) {
    self.url = url
    self.displayPath = displayPath
    self.origin = origin
    self.baseDirectory = baseDirectory
    self.refusal = refusal
  }

  /// An empty rule file carrying this location, to be filled by the parser.
  var template: RuleFile {
    RuleFile(path: displayPath, origin: origin, baseDirectory: baseDirectory)
  }
}

/// Finds the rule sources of one folder of a repository.
///
/// A folder `D` may hold `D/.charter/rules/**/*.md` fragments, `D/AGENTS.md` and
/// `D/AGENTS.override.md`; all of them govern `D` and everything below it. An
/// `AGENTS.override.md` replaces the `AGENTS.md` beside it, as Codex reads them.
///
/// Every location is checked with ``Confinement``: a source behind a link that leaves the
/// repository is returned with its refusal, and never read.
struct RuleSourceLocator: Sendable {
  let root: URL
  let confinement: Confinement

  /// The rule files of `directory` (relative to the root, `""` for the root), and the
  /// `AGENTS.md` an override shadows, if any. Where `listing` shows that none can be there,
  /// nothing is asked of the file system.
  func sources(in directory: String, listing: FolderListing = FolderListing()) -> (
    files: [RuleFileLocation], shadowed: [String]
  ) {
    let candidates = [".charter", "AGENTS.md", "AGENTS.override.md"].map { join(directory, $0) }
    // The root also takes these names in another letter case (``name(_:in:directory:)``),
    // which the listing answers for too.
    guard candidates.contains(where: listing.mayExist) else { return ([], []) }
    let folder = directory.isEmpty ? root : root.appendingPathComponent(directory)
    var files = fragments(in: folder, directory: directory)
    let agentsName = name("AGENTS.md", in: folder, directory: directory)
    let overrideName = name("AGENTS.override.md", in: folder, directory: directory)
    let agents = folder.appendingPathComponent(agentsName)
    let override = folder.appendingPathComponent(overrideName)
    var shadowed: [String] = []
    if isFile(override) {
      files.append(location(override, overrideName, directory, .agentsOverride))
      if isFile(agents) { shadowed.append(join(directory, agentsName)) }
    } else if isFile(agents) {
      files.append(location(agents, agentsName, directory, .agents))
    }
    return (files, shadowed)
  }

  /// `name`, or in the root, when no file has it, the root's file of that name in another
  /// letter case (`AGENTS.MD`), which agents on macOS's case-insensitive file system read.
  private func name(_ name: String, in folder: URL, directory: String) -> String {
    guard directory.isEmpty, !FileSystem.exists(atPath: folder.appendingPathComponent(name).path),
      let names = FileSystem.names(inFolder: folder.path)
    else { return name }
    return names.first { $0.lowercased() == name.lowercased() } ?? name
  }

  /// The `.charter/rules` fragments of `directory` (relative to the root), sorted by path.
  func fragments(in directory: String) -> [RuleFileLocation] {
    fragments(in: directory.isEmpty ? root : root.appendingPathComponent(directory), directory: directory)
  }

  private func fragments(in folder: URL, directory: String) -> [RuleFileLocation] {
    let rules = folder.appendingPathComponent(".charter/rules")
    guard isDirectory(rules) else { return [] }
    // Every fragment below, hidden entries passed over; no ignore file is read, since the
    // folder's layout names every file in it. A link is listed when it leads to a file.
    let tree = FileSystem.tree(atPath: rules.path, skippingHidden: true)
    var found: [RuleFileLocation] = []
    for entry in tree.entries where entry.name.hasSuffix(".md") && Self.leadsToFile(entry, in: rules.path) {
      found.append(
        location(rules.appendingPathComponent(entry.path), ".charter/rules/" + entry.path, directory, .fragment))
    }
    for unlisted in tree.unlisted {
      let name = unlisted.path.isEmpty ? ".charter/rules" : ".charter/rules/" + unlisted.path
      var folder = RuleFileLocation(
        url: rules.appendingPathComponent(unlisted.path), displayPath: join(directory, name), origin: .fragment,
        baseDirectory: directory)
      folder.unreadable = unlisted.reason
      found.append(folder)
    }
    return found.sorted { $0.displayPath < $1.displayPath }
  }

  /// Whether a listed entry of `folder` is a file, or a link that leads to something other
  /// than a folder.
  private static func leadsToFile(_ entry: FileSystem.TreeEntry, in folder: String) -> Bool {
    switch entry.kind {
    case .file: true
    case .symbolicLink:
      (try? FileSystem.kind(followingLinksAt: folder + "/" + entry.path).get()).map { $0 != .directory } ?? false
    case .directory, .other: false
    }
  }

  private func location(_ url: URL, _ name: String, _ directory: String, _ origin: RuleOrigin)
    -> RuleFileLocation
  {
    let displayPath = join(directory, name)
    var refusal: Confinement.Refusal?
    if case .failure(let refused) = confinement.resolve(displayPath) { refusal = refused }
    return RuleFileLocation(
      url: url, displayPath: displayPath, origin: origin, baseDirectory: directory, refusal: refusal)
  }

  private func join(_ directory: String, _ name: String) -> String {
    directory.isEmpty ? name : directory + "/" + name
  }

  private func isFile(_ url: URL) -> Bool {
    FileSystem.exists(atPath: url.path) && !FileSystem.isDirectory(atPath: url.path)
  }

  private func isDirectory(_ url: URL) -> Bool {
    FileSystem.isDirectory(atPath: url.path)
  }
}
