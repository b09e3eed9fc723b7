import CharterRules
import CharterSupport

/// The checks in force for one path, with everything that took part in deciding them: what
/// `charter lint` runs on a file, what `charter explain` and the MCP `rules_for_path` tool show
/// for it. ``Project/rulesInForce(for:)`` works it out once per ``Key``.
///
/// Made of the rule files that govern the path resolved by ``RuleResolver`` (layers, globs,
/// overrides, the check's own scope), then adjusted by the team's settings files
/// (``TeamSettings/applying(to:)``: checks the team turned off in its tools, the formatter's
/// exclusions, the indentation the settings declare).
public struct RulesInForce: Sendable {
  /// The resolved checks for the path, and the disabled, exempt, replaced and out-of-scope ones.
  public var rules: ResolvedRules
  /// The rule files that apply to the path, in no promised order: the one that declared a check
  /// is found by its ``EffectiveCheck/source`` path.
  public var ruleFiles: [RuleFile]
  /// The problems in the rule files that could govern the path (with an error among them the
  /// checks are not to be trusted).
  public var diagnostics: [Diagnostic]
}
