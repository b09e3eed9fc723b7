import CharterAgentFormats
import CharterSupport

extension Composer {
  /// A warning when compose writes Aider's `CONVENTIONS.md` and `.aider.conf.yml` does not
  /// list it: Aider reads conventions only from the files its `read:` setting names, and compose
  /// does not edit that file.
  func aiderConventionsUnread(_ outputs: [ComposedOutput]) -> [Diagnostic] {
    guard outputs.contains(where: { $0.target == AiderFormat.target && $0.path == AiderFormat.path }) else { return [] }
    let config = ".aider.conf.yml"
    let text = try? project.files.text(config)
    // A comment (`# read: CONVENTIONS.md`) does not count.
    let listed = text?.split(whereSeparator: \.isNewline).contains { line in
      let code = line.prefix { $0 != "#" }
      return code.contains(AiderFormat.path)
    }
    if listed == true { return [] }
    return [
      Diagnostic(
        path: text == nil ? AiderFormat.path : config, position: SourcePosition(line: 1, column: 1),
        severity: .warning, code: "aider-conventions-unread",
        message: "Aider reads \(AiderFormat.path) only when \(config) lists it; add 'read: \(AiderFormat.path)' to "
          + config + (text == nil ? " (there is none)" : ""))
    ]
  }
}
