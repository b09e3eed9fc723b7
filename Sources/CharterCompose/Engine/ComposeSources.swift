import CharterAgentFormats
import CharterRules
import CharterSupport

/// The fragments compose writes: every `.charter/rules` fragment in the repository and every
/// enabled built-in pack, with the list of checks each one enforces.
enum ComposeSources {
  /// The fragments of `files`, their `targets:` and `exclude-targets:` names turned into the
  /// formats that write them by `format`.
  static func fragments(
    from files: [RuleFile], origins: Set<RuleOrigin> = [.fragment, .pack], format: (String) -> String = { $0 }
  ) -> [ComposeFragment] {
    var fragments: [ComposeFragment] = []
    var names = Set<String>()
    for file in files.sorted(by: { ($0.origin == .pack ? 0 : 1, $0.path) < ($1.origin == .pack ? 0 : 1, $1.path) })
    where origins.contains(file.origin) {
      var name = file.id ?? stem(of: file.path)
      if !names.insert(name).inserted {
        // Two fragments share a name (in different folders): qualify by folder.
        name = file.baseDirectory.replacingOccurrences(of: "/", with: "-") + "-" + name
        names.insert(name)
      }
      var fragment = ComposeFragment(
        name: name, sourcePath: file.path, directory: file.baseDirectory,
        description: file.description.map(GeneratedMarkers.escapingMarkerLines),
        activation: file.agentActivation ?? (file.isPathScoped ? .globs(file.globs.patterns) : .always),
        body: GeneratedMarkers.escapingMarkerLines(file.body.trimmingBlankLines()),
        enforced: file.checks.filter { !$0.isExtracted }.map(enforcedLine))
      fragment.targets = file.targets.map { Set($0.map { format($0.value) }) }
      fragment.excludedTargets = Set(file.excludedTargets.map { format($0.value) })
      fragment.agentFiles = file.agentFiles
      fragments.append(fragment)
    }
    return fragments
  }

  /// A warning at every line of a fragment (or pack) that starts with one of compose's own
  /// markers (``GeneratedMarkers/reservedPrefixes``). Composed as it is, such a line would end
  /// or forge the managed block, and every compose would append to the file again; compose
  /// indents it by one space instead (``GeneratedMarkers/escapingMarkerLines(_:)``).
  static func markerLines(in files: [RuleFile]) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for file in files where file.origin == .fragment || file.origin == .pack {
      let lines = GeneratedMarkers.markerLines(in: file.body).map { $0 + file.bodyLineOffset }
        + (GeneratedMarkers.markerLines(in: file.description ?? "").isEmpty ? [] : [1])
      for line in lines {
        diagnostics.append(
          Diagnostic(
            path: file.path, position: SourcePosition(line: line, column: 1), severity: .warning,
            code: "reserved-marker",
            message: "this line starts like one of compose's own marker comments ('<!-- charter:…'); "
              + "it is composed indented by one space, so that it cannot end or forge a managed block"))
      }
    }
    return diagnostics.sorted()
  }

  /// "`no-observable-object`: Use @Observable instead of ObservableObject".
  static func enforcedLine(_ check: CheckDeclaration) -> String {
    "`\(check.id)`: \(check.message ?? check.kind.summary)"
  }

  private static func stem(of path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
  }
}
