/// Renders the reference page of structural checks (`Documentation/StructuralChecks.md`) from
/// each check's metadata: summary, rationale, options and first examples. Purely generic, so
/// a new check documents itself once it is registered.
public enum StructuralCheckDocumentation {
  /// The Markdown page for `checks`, in id order.
  public static func markdown(for checks: [any StructuralCheck.Type] = StructuralCheckCatalog.all) -> String {
    let sorted = checks.sorted { $0.id < $1.id }
    var lines = [
      "<!-- Generated from the checks' metadata by StructuralCheckDocumentation; run scripts/update-goldens.sh. -->",
      "",
      "# Structural Swift checks",
      "",
    ]
    lines += wrap(intro)
    lines += ["", "```yaml", "checks:"]
    lines += example.map { "  " + $0 }
    lines += ["```", ""]
    lines += wrap(settling)
    lines.append("")
    lines += wrap(moduleSettings)
    lines.append("")
    for check in sorted {
      lines.append("- [`\(check.id)`](#\(check.id)): \(check.summary)")
    }
    for check in sorted {
      lines += ["", "## `\(check.id)`", ""]
      lines += section(check)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func section(_ check: any StructuralCheck.Type) -> [String] {
    var lines = wrap(check.summary) + [""] + wrap(check.rationale)
    if let risk = check.risk {
      lines += [""] + wrap(riskSentence(risk))
    }
    if !check.moduleFacts.isEmpty {
      var text = "Uses the module's " + check.moduleFacts.map(\.rawValue).joined(separator: ", ") + " ([settings](SwiftSettings.md))."
      if check.enforcedBySwift6 {
        text +=
          " Runs only in modules known to use a language mode older than Swift 6; in Swift 6 mode the compiler "
          + "reports the same thing, and where the mode is unknown the check stays quiet."
      }
      lines += [""] + wrap(text)
    }
    if !check.options.isEmpty {
      lines += ["", "| option | default | meaning |", "|---|---|---|"]
      for option in check.options {
        let defaults = option.defaultValue.map { "`\($0)`" }.joined(separator: ", ")
        lines.append("| `\(option.name)` | \(cell(defaults)) | \(cell(option.summary)) |")
      }
    }
    if let triggering = check.triggering.first {
      lines += ["", "Triggers:", ""] + codeBlock(unmarked(triggering))
    }
    if let nonTriggering = check.nonTriggering.first {
      lines += ["", "Does not trigger:", ""] + codeBlock(nonTriggering)
    }
    return lines
  }

  /// What a check with `risk` guards against, and where lint lists its findings.
  private static func riskSentence(_ risk: RunTimeRisk) -> String {
    let what =
      switch risk {
      case .crash: "a crash at run time"
      case .dataRace: "a data race at run time"
      case .leak: "a leak at run time"
      }
    return "Guards against \(what): the formats people read list its findings right after the errors "
      + "([CLI](CLI.md#charter-lint-path))."
  }

  private static func codeBlock(_ code: String) -> [String] {
    ["```swift"] + code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + ["```"]
  }

  /// `text` without the `⟪` `⟫` finding markers.
  public static func unmarked(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "⟪" && $0 != "⟫" }))
  }

  /// `text` as a table cell: pipes escaped.
  package static func cell(_ text: String) -> String {
    text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
  }

  /// `text` wrapped at 100 characters on spaces outside code spans.
  package static func wrap(_ text: String, width: Int = 100) -> [String] {
    var words: [String] = []
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if let last = words.last, last.count(where: { $0 == "`" }) % 2 == 1 {
        words[words.count - 1] += " " + word
      } else {
        words.append(String(word))
      }
    }
    var lines: [String] = []
    var line = ""
    for word in words {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? word : " " + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  private static let intro = """
    Structural checks look at the syntax tree of Swift files (parsed with swift-syntax), where \
    text patterns cannot see the shape of the code. A fragment enables one in its `checks:` with \
    `swift: ID`; the check's `id:` is the name findings carry and suppressions use \
    (`// charter:disable-next-line ID`), `severity:` and `message:` work as for any check, and \
    `options:` sets the check's options, each a list of strings that replaces the default \
    (a single string is a list of one). A file is parsed only when it contains one of the \
    texts an enabled check needs, so enabling checks costs little on files they cannot concern.
    """

  private static let example = [
    "- id: no-completion-handlers",
    "  swift: completion-handler",
    "  options: {names: [completion, completionHandler]}",
    "  severity: error",
  ]

  private static let settling = """
    Some checks depend on whether a type is main-actor isolated, which another file often \
    decides (the type's declaration, a superclass). Such findings are settled once every file \
    has been read, from what the module's files declare: `@MainActor` types, subclasses of \
    main-actor types, and a few main-actor SDK types (`UIViewController`, `View` …). Only the \
    files Charter lints count: linting a subset (`--staged`, `--changed-since`, explicit paths) \
    or excluding the file that declares a type drops findings that depend on it, and never adds one.
    """

  private static let moduleSettings = """
    Each Swift file is checked with the settings of its module: the SwiftPM target, Xcode target \
    or XcodeGen target that compiles it (`charter explain FILE` shows which, and where each \
    setting was read). With default main-actor isolation (`.defaultIsolation(MainActor.self)`, \
    `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`), a type that states no isolation is main-actor \
    isolated, except an actor, a `nonisolated` type, a type conforming to `Sendable` (or a \
    protocol that inherits it, such as `Error` or `AppIntent`) where it is declared, and a type \
    nested in one that is not main-actor isolated; top-level code is main-actor isolated too. An \
    extension takes the isolation of the type it extends. A setting Charter cannot read is \
    unknown, and no finding depends on it.
    """
}
