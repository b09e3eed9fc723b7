import CharterSupport

/// Which files are tests, by the conventions of the languages Charter classifies: a folder
/// named `Tests`, `test`, `__tests__`, `spec` or ending in `Tests` (`AppTests`, `AppUITests`),
/// or a file named like `FooTests.swift`, `foo_test.go`, `test_foo.py`, `foo.test.ts`,
/// `foo.spec.js`.
public enum TestPaths {
  private static let folders: Set<String> = ["test", "tests", "__tests__", "spec", "specs", "testing"]

  /// Whether `path` (relative to the repository root) is a test file.
  public static func isTest(_ path: String) -> Bool {
    let slash = PathParts.lastSlash(in: path)
    let name = PathParts.name(of: path)
    return isTestName(name) || slash.map { isTestFolder(path[..<$0]) } == true
  }

  /// Whether files in `folder` (relative to the root) are tests by the folder they are in.
  package static func isTestFolder(_ folder: Substring) -> Bool {
    folder.split(separator: "/").contains { part in
      folders.contains(part.lowercased()) || part.hasSuffix("Tests") || part.hasSuffix("Test")
    }
  }

  /// Whether a file called `name` is a test by its name.
  package static func isTestName(_ name: Substring) -> Bool {
    let bytes = name.utf8
    guard !bytes.isEmpty else { return false }
    // The first dot-separated part that is not empty (`.hidden_test` is `hidden_test`).
    let parts = bytes.drop { $0 == UInt8(ascii: ".") }
    let stem = parts[..<(parts.firstIndex(of: UInt8(ascii: ".")) ?? parts.endIndex)]
    for suffix in ["Tests", "Test", "Spec"] where endsWith(stem, suffix.utf8) {
      return true
    }
    if endsWith(stem, "_test".utf8, ignoringCase: true) || endsWith(stem, "_tests".utf8, ignoringCase: true)
      || stem.starts(with: "test_".utf8, by: { lowered($0) == $1 })
    {
      return true
    }
    return contains(bytes, ".test.") || contains(bytes, ".spec.")
  }

  private static func endsWith(
    _ bytes: Substring.UTF8View.SubSequence, _ suffix: String.UTF8View, ignoringCase: Bool = false
  ) -> Bool {
    guard bytes.count >= suffix.count else { return false }
    return bytes.suffix(suffix.count).elementsEqual(suffix) { (ignoringCase ? lowered($0) : $0) == $1 }
  }

  /// `byte` with ASCII letters lowercased.
  private static func lowered(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }

  private static func contains(_ bytes: Substring.UTF8View, _ needle: String) -> Bool {
    let needle = needle.utf8
    var index = bytes.startIndex
    while let found = bytes[index...].firstIndex(of: UInt8(ascii: ".")) {
      if bytes[found...].starts(with: needle) { return true }
      index = bytes.index(after: found)
    }
    return false
  }
}
