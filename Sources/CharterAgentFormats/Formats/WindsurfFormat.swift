import CharterSupport

/// Windsurf's workspace rules: `.windsurf/rules/*.md` and the legacy `.windsurfrules` file
/// (``TriggerRuleFormat``). A rule without `trigger` applies only when @-mentioned (with a
/// warning). Devin Desktop, Windsurf's successor, still reads this folder; the `devin` target
/// writes its own. Windsurf reads at most ``characterLimit`` characters of a rule file (counted
/// in UTF-16 code units as the editor counts them); compose reports the budget and never
/// truncates.
public enum WindsurfFormat: TriggerRuleFormat {
  public static let target = "windsurf"
  /// The most characters Windsurf reads from one workspace rule file (12,000).
  public static let characterLimit: Int? = 12_000
  /// The folder of workspace rules.
  package static let folder = ".windsurf/rules"
  /// The legacy single rule file.
  package static let legacyFile: String? = ".windsurfrules"
  package static let agent = "Windsurf"
}

/// Devin Desktop's and the Devin CLI's rules: `.devin/rules/*.md` (``TriggerRuleFormat``). A
/// rule without `trigger` applies by what it has: `globs`, else `description`, else only when
/// mentioned. Compose writes `globs` as a YAML list, which the CLI requires. At most 12,000
/// characters of a rule file are read.
public enum DevinFormat: TriggerRuleFormat {
  public static let target = "devin"
  package static let characterLimit: Int? = 12_000
  package static let folder = ".devin/rules"
  package static let agent = "Devin"
  package static let writesGlobsAsList = true
  package static let infersTrigger = true
}

/// Google Antigravity's workspace rules: `.agents/rules/*.md` (``TriggerRuleFormat``), with
/// Windsurf's keys. At most 12,000 characters of a rule file are read.
public enum AntigravityFormat: TriggerRuleFormat {
  public static let target = "antigravity"
  package static let characterLimit: Int? = 12_000
  package static let folder = ".agents/rules"
  package static let agent = "Antigravity"
}
