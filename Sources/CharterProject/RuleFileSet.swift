import CharterRules
import CharterSupport

/// Rule files read for some purpose, with every diagnostic found while reading them.
public struct RuleFileSet: Sendable {
  /// The files that parsed without errors, in discovery order.
  public var files: [RuleFile] = []
  /// Errors and warnings from every file read (and the config), sorted.
  public var diagnostics: [Diagnostic] = []
  /// `AGENTS.md` files not read because an `AGENTS.override.md` beside them replaces them.
  public var shadowed: [String] = []

  /// A set of `files`, the `diagnostics` found reading them, and the `shadowed` AGENTS.md files.
  package init(files: [RuleFile] = [], diagnostics: [Diagnostic] = [], shadowed: [String] = []) {
    self.files = files
    self.diagnostics = diagnostics
    self.shadowed = shadowed
  }

  /// Whether any diagnostic is an error, which means Charter cannot do its job (exit 2).
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
