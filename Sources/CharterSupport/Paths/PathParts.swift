/// The folder and the name of a `/`-separated path, found by looking for the byte `/`.
///
/// Paths are split where the file system splits them, at the byte `/`. Looking for the
/// `Character` "/" instead (`path.lastIndex(of: "/")`) walks grapheme clusters, which costs
/// more than everything else some per-file questions do, and misses a `/` that a combining
/// mark follows.
public enum PathParts {
  /// The index of the last `/` in `path`, if any.
  @inlinable
  public static func lastSlash(in path: String) -> String.Index? {
    path.utf8.lastIndex(of: UInt8(ascii: "/"))
  }

  /// The folder that holds `path`: everything before its last `/`, `""` when it has none.
  @inlinable
  public static func folder(of path: String) -> Substring {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[path.startIndex..<path.startIndex] }
    return path[..<slash]
  }

  /// The last component of `path`: everything after its last `/`, the whole path when it has none.
  @inlinable
  public static func name(of path: String) -> Substring {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
    return path[path.utf8.index(after: slash)...]
  }
}
