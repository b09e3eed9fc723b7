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
    // Every ignorable code point is outside ASCII: an ASCII name (nearly every path component
    // compose and lint resolve) is decided on its bytes, with no string built.
    if let ascii = matchesASCII(component.utf8) { return ascii }
    var name = String(component.unicodeScalars.filter { !ignorable.contains($0.value) }.map(Character.init))
    if let colon = name.firstIndex(of: ":") { name = String(name[..<colon]) }
    while let last = name.last, last == "." || last == " " { name.removeLast() }
    let lowered = name.lowercased()
    return lowered == ".git" || lowered == "git~1"
  }

  /// ``matches(_:)`` for a name of ASCII bytes; `nil` when the name has other bytes.
  private static func matchesASCII<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool? {
    var name: [UInt8] = []
    name.reserveCapacity(8)
    for byte in bytes {
      guard byte < 0x80 else { return nil }
      if byte == UInt8(ascii: ":") { break }
      name.append(byte | (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0))
    }
    while let last = name.last, last == UInt8(ascii: ".") || last == UInt8(ascii: " ") { name.removeLast() }
    return name.elementsEqual(".git".utf8) || name.elementsEqual("git~1".utf8)
  }

  /// The first component of the `/`-separated `path` that names git metadata, if any.
  package static func component(in path: String) -> Substring? {
    path.split(separator: "/").first { matches($0) }
  }
}
