/// Which files are tests, by the conventions of the languages Charter classifies: a folder
/// named `Tests`, `test`, `__tests__`, `spec` or ending in `Tests` (`AppTests`, `AppUITests`),
/// or a file named like `FooTests.swift`, `foo_test.go`, `test_foo.py`, `foo.test.ts`,
/// `foo.spec.js`.
public enum TestPaths {
  private static let folders: Set<String> = ["test", "tests", "__tests__", "spec", "specs", "testing"]

  /// Whether `path` (relative to the repository root) is a test file.
  public static func isTest(_ path: String) -> Bool {
    let slash = path.lastIndex(of: "/")
    let name = slash.map { path[path.index(after: $0)...] } ?? path[...]
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
    guard !name.isEmpty else { return false }
    let stem = name.split(separator: ".").first ?? name
    if stem.hasSuffix("Tests") || stem.hasSuffix("Test") || stem.hasSuffix("Spec") { return true }
    let lowered = stem.lowercased()
    if lowered.hasSuffix("_test") || lowered.hasSuffix("_tests") || lowered.hasPrefix("test_") { return true }
    return name.contains(".test.") || name.contains(".spec.")
  }
}
