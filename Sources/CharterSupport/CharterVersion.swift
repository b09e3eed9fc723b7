/// Charter's version, as `--version` and reports print it.
public enum CharterVersion {
  /// The current version.
  public static let current = "0.1.0"
}
