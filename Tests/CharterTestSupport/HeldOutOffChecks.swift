/// The pack checks that issue 27's held-out measurement turned off by default
/// (Documentation/Precision.md). Tests of what settings and layering do to those checks turn
/// them back on with ``ruleFile``, as a team would with `enable:`.
public enum HeldOutOffChecks {
  /// The checks' ids, and `indentation`, which turns on the indentation a formatter's
  /// settings declare.
  public static let ids = [
    "indentation", "mainactor-deinit", "no-force-cast", "no-trailing-whitespace", "observable-object", "prefer-is-empty",
    "task-weak-self-guard", "unsafe-needs-justification",
  ]

  /// Where ``ruleText`` goes in a test repository.
  public static let rulePath = ".charter/rules/enable-measured.md"

  /// A rule file whose front matter turns the checks on.
  public static let ruleText = "---\nid: enable-measured\nenable: [\(ids.joined(separator: ", "))]\n---\n# Enabled\n"

  /// `files` with ``ruleText`` added at ``rulePath``.
  public static func enabling(_ files: [String: String]) -> [String: String] {
    var files = files
    files[rulePath] = files[rulePath] ?? ruleText
    return files
  }
}
