import CharterSupport

/// Gemini CLI's context files: `GEMINI.md` in the root and in any folder, with `@path` imports
/// (see ``ImportResolver``). Gemini CLI can be set to read other file names
/// (`context.fileName`); Charter reads the default.
public enum GeminiFormat: FolderFileFormat {
  /// `gemini`.
  public static let target = "gemini"
  package static let fileName = "GEMINI.md"
  /// The agent, in messages.
  package static let agent = "Gemini CLI"
  package static let followsImports = true
}
