/// Whether a path component names a git repository's metadata folder, in any spelling a file
/// system may treat as `.git`.
///
/// git refuses the same names when it checks out a tree (`is_ntfs_dotgit`, `is_hfs_dotgit`):
/// any case (`.GIT`, case-insensitive file systems), trailing dots and spaces (Windows drops
/// them), the 8.3 short name `git~1`, an alternate data stream (`.git::$INDEX_ALLOCATION`),
/// and code points HFS+ ignores (`.g\u{200C}it`).
package enum GitMetadataName {
  /// Code points HFS+ drops when it compares names.
  private static let ignorable: Set<UInt32> = Set(
    Array(0x200C...0x200F) + Array(0x202A...0x202E) + Array(0x206A...0x206F) + [0xFEFF])

  /// Whether `component` is `.git` as some file system sees it.
  package static func matches<S: StringProtocol>(_ component: S) -> Bool {
    var name = String(component.unicodeScalars.filter { !ignorable.contains($0.value) }.map(Character.init))
    if let colon = name.firstIndex(of: ":") { name = String(name[..<colon]) }
    while let last = name.last, last == "." || last == " " { name.removeLast() }
    let lowered = name.lowercased()
    return lowered == ".git" || lowered == "git~1"
  }

  /// The first component of the `/`-separated `path` that names git metadata, if any.
  package static func component(in path: String) -> Substring? {
    path.split(separator: "/").first { matches($0) }
  }
}
