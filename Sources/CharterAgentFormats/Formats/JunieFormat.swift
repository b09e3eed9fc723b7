import CharterSupport

/// JetBrains Junie's guidelines: `.junie/guidelines.md`, one file for the whole project. Junie
/// reads the first of `.junie/AGENTS.md`, `AGENTS.md` (which the `agents` target writes) and
/// this file.
public enum JunieFormat: SingleFileFormat {
  /// `junie`.
  public static let target = "junie"
  /// The one file Junie reads by default.
  package static let path = ".junie/guidelines.md"
}
