/// Settings that come from the command line and the environment rather than from files.
public struct ProjectOptions: Sendable {
  /// Whether the user-global layer is read (`--no-user-rules` turns it off).
  public var useUserRules: Bool
  /// The environment, for `XDG_CONFIG_HOME` and `HOME`.
  public var environment: [String: String]

  /// Creates options.
  public init(useUserRules: Bool = true, environment: [String: String] = [:]) {
    self.useUserRules = useUserRules
    self.environment = environment
  }

  /// The user-global rules folder: `$XDG_CONFIG_HOME/charter/rules`, by default
  /// `~/.config/charter/rules`; `nil` when neither variable is set.
  public var userRulesDirectory: String? { userRulesLocation?.path }

  /// The user-global rules folder on disk and the way Charter prints it
  /// (`$XDG_CONFIG_HOME/charter/rules` or `~/.config/charter/rules`), so that provenance does
  /// not depend on whose machine it is.
  var userRulesLocation: (path: String, display: String)? {
    if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
      return (config + "/charter/rules", "$XDG_CONFIG_HOME/charter/rules")
    }
    if let home = environment["HOME"], !home.isEmpty {
      return (home + "/.config/charter/rules", "~/.config/charter/rules")
    }
    return nil
  }
}
