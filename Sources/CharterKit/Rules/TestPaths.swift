/// Which files are tests, by the conventions of the languages Charter classifies: a folder
/// named `Tests`, `test`, `__tests__`, `spec` or ending in `Tests` (`AppTests`, `AppUITests`),
/// or a file named like `FooTests.swift`, `foo_test.go`, `test_foo.py`, `foo.test.ts`,
/// `foo.spec.js`.
public enum TestPaths {
  private static let folders: Set<String> = ["test", "tests", "__tests__", "spec", "specs", "testing"]

  /// Whether `path` (relative to the repository root) is a test file.
  public static func isTest(_ path: String) -> Bool {
    let components = path.split(separator: "/")
    for folder in components.dropLast() {
      let lowered = folder.lowercased()
      if folders.contains(lowered) || folder.hasSuffix("Tests") || folder.hasSuffix("Test") { return true }
    }
    guard let name = components.last else { return false }
    let stem = name.split(separator: ".").first.map(String.init) ?? String(name)
    if stem.hasSuffix("Tests") || stem.hasSuffix("Test") || stem.hasSuffix("Spec") { return true }
    let lowered = stem.lowercased()
    if lowered.hasSuffix("_test") || lowered.hasSuffix("_tests") || lowered.hasPrefix("test_") { return true }
    return name.contains(".test.") || name.contains(".spec.")
  }
}
