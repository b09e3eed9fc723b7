import CharterSupport

// The agents whose rules are Markdown files with no scope of their own: one file for the
// project (``SingleFileFormat``), one file of a name per folder (``FolderFileFormat``), or a
// folder of files that always apply (``PlainRuleFolderFormat``).

/// Qwen Code's context files: `QWEN.md` in the root and any folder, with `@path` imports (Qwen
/// Code is built on Gemini CLI and reads them the same way).
public enum QwenFormat: FolderFileFormat {
  public static let target = "qwen"
  package static let fileName = "QWEN.md"
  package static let agent = "Qwen Code"
  package static let followsImports = true
}

/// Goose's hints: `.goosehints` in the root and in the folders from the root down to where
/// Goose starts, with `@path` imports. Goose never reads the hints of a folder below the one it
/// starts in, so compose writes every fragment into the root's file (a fragment imported from a
/// folder's file goes back there).
public enum GooseFormat: FolderFileFormat {
  public static let target = "goose"
  package static let fileName = ".goosehints"
  package static let agent = "Goose"
  package static let followsImports = true
  package static let placesByFolder = false
}

/// Zed's project rules: `.rules` at the root. Zed reads the first it finds of `.rules`,
/// `.cursorrules`, `.windsurfrules`, `.clinerules`, `.github/copilot-instructions.md`,
/// `AGENT.md`, `AGENTS.md`, `CLAUDE.md` and `GEMINI.md`, so `.rules` is the one it always takes.
public enum ZedFormat: SingleFileFormat {
  public static let target = "zed"
  package static let path = ".rules"
}

/// Aider's conventions: `CONVENTIONS.md` at the root, which Aider reads when `.aider.conf.yml`
/// lists it under `read:` (compose warns when it does not).
public enum AiderFormat: SingleFileFormat {
  public static let target = "aider"
  package static let path = "CONVENTIONS.md"
}

/// Crush's context file: `CRUSH.md` at the root.
public enum CrushFormat: SingleFileFormat {
  public static let target = "crush"
  package static let path = "CRUSH.md"
}

/// Replit Agent's project file: `replit.md` at the root.
public enum ReplitFormat: SingleFileFormat {
  public static let target = "replit"
  package static let path = "replit.md"
}

/// Firebase Studio's AI rules: `.idx/airules.md`.
public enum FirebaseStudioFormat: SingleFileFormat {
  public static let target = "firebase"
  package static let path = ".idx/airules.md"
}

/// Trae's project rules: `.trae/rules/project_rules.md`.
public enum TraeFormat: SingleFileFormat {
  public static let target = "trae"
  package static let path = ".trae/rules/project_rules.md"
}

/// Roo Code's workspace rules: `.roo/rules/**` (`.md` and `.txt`), and the legacy `.roorules`,
/// which Roo Code reads only while `.roo/rules` is missing or empty.
public enum RooFormat: PlainRuleFolderFormat {
  public static let target = "roo"
  package static let folder = ".roo/rules"
  package static let suffixes = [".md", ".txt"]
  package static let legacyFile: String? = ".roorules"
  package static let legacyFileIsFallback = true
  package static let agent = "Roo Code"
}

/// Amazon Q Developer's project rules: `.amazonq/rules/**/*.md`, each applied always.
public enum AmazonQFormat: PlainRuleFolderFormat {
  public static let target = "amazonq"
  package static let folder = ".amazonq/rules"
  package static let agent = "Amazon Q Developer"
}
