/// What a discovery walk saw in each folder it listed, kept so that a reader asking whether a
/// rule source exists (`AGENTS.md`, `.charter`, `CLAUDE.md`, `.cursor` …, in every folder) is
/// answered without a `stat` where the walk already knows it does not: a one-file lint asked
/// about 4,500 absent files in a 350-folder repository.
///
/// Only the names a rule source can have are kept — hidden names and Markdown files — in lower
/// case, so that the answer holds on a case-insensitive file system too; about any other name,
/// and any path below a folder the walk did not list, it knows nothing. It answers only "no":
/// a name it holds may still be gone, or be a folder, which the caller's own `stat` decides.
package struct FolderListing: Sendable {
  /// For each folder listed (root-relative, `""` for the root), the lower-cased names of its
  /// entries that ``isKept(_:)``.
  private var names: [String: Set<String>] = [:]

  package init() {}

  /// Whether a name of this kind is kept: hidden, or a Markdown file.
  package static func isKept(_ name: String) -> Bool {
    let bytes = name.utf8
    guard let first = bytes.first, first != UInt8(ascii: ".") else { return !bytes.isEmpty }
    // `.md` in any case, tested on the bytes: every entry of the repository passes here.
    guard bytes.count > 3 else { return false }
    let tail = bytes.suffix(3)
    var index = tail.startIndex
    for expected in [UInt8(ascii: "."), UInt8(ascii: "m"), UInt8(ascii: "d")] {
      guard tail[index] | (expected == UInt8(ascii: ".") ? 0 : 0x20) == expected else { return false }
      index = tail.index(after: index)
    }
    return true
  }

  /// Records that `folder` was listed and holds an entry `name`; `nil` records the listing alone.
  mutating func record(_ name: String?, in folder: String) {
    guard let name else {
      if names[folder] == nil { names[folder] = [] }
      return
    }
    guard Self.isKept(name) else { return }
    names[folder, default: []].insert(name.lowercased())
  }

  /// `false` when the listing shows that nothing is at the root-relative `path`: the nearest
  /// listed folder above it holds no entry by the name of the next step down. `true` when
  /// something may be there.
  package func mayExist(_ path: String) -> Bool {
    guard !names.isEmpty else { return true }
    var folder = Substring(path)
    while let slash = folder.lastIndex(of: "/") {
      let name = String(folder[folder.index(after: slash)...])
      folder = folder[..<slash]
      if let listed = names[String(folder)] { return !Self.isKept(name) || listed.contains(name.lowercased()) }
    }
    guard let listed = names[""], !folder.isEmpty else { return true }
    let name = String(folder)
    return !Self.isKept(name) || listed.contains(name.lowercased())
  }
}
