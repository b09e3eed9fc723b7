/// The names of the options a team's settings files put on a check Charter brings, beside the
/// check kinds they belong to: the settings (in CharterProject) write them and the checks (in
/// CharterLint) read them, so both halves spell them through these constants.
public enum CheckOptionName {
  /// ``CheckKind/indentation``: the columns a tab stands for, from the settings
  /// (`.swiftformat` `--tabwidth`, `.editorconfig` `tab_width`).
  public static let tabWidth = "tab-width"
  /// ``CheckKind/indentation``: whether smart tabs are on (`true`, the default) or off.
  public static let smartTabs = "smart-tabs"
  /// ``CheckKind/maxLineLength``: what the check passes over (`.swiftlint.yml` `line_length`
  /// `ignores_comments`, `ignores_urls`).
  public static let lineLengthIgnores = "ignores"
  /// ``CheckKind/trailingWhitespace``: `["keep"]` leaves whitespace-only lines alone (a team's
  /// settings or Xcode's default keep their indentation).
  public static let blankLines = "blank-lines"
}
