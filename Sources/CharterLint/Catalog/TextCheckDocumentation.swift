import CharterSwiftChecks

/// Renders the reference page of text check kinds (`Documentation/TextChecks.md`) from each
/// ``TextCheckKind``'s data: its catalogue entry and its first examples. Purely generic, like
/// ``StructuralCheckDocumentation``, so a new kind documents itself once it is listed in
/// ``TextCheckCatalog/all``.
package enum TextCheckDocumentation {
  /// The Markdown page for `kinds`, in their order.
  package static func markdown(for kinds: [any TextCheckKind.Type] = TextCheckCatalog.all) -> String {
    var lines = [
      "<!-- Generated from the text check kinds' data by TextCheckDocumentation; run scripts/update-goldens.sh. -->",
      "",
      "# Text checks",
      "",
    ]
    lines += wrap(intro)
    lines.append("")
    for kind in kinds {
      lines.append("- [`\(kind.key)`](#\(kind.key)): \(kind.catalogEntry.summary)")
    }
    for kind in kinds {
      lines += ["", "## `\(kind.key)`", ""]
      lines += section(kind)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func section(_ kind: any TextCheckKind.Type) -> [String] {
    let entry = kind.catalogEntry
    var lines = wrap(entry.summary) + [""] + wrap(entry.rationale)
    lines += ["", "| key | default | meaning |", "|---|---|---|"]
    for option in entry.options {
      let defaults = option.defaultValue.map { "`\($0)`" }.joined(separator: ", ")
      lines.append("| `\(option.name)` | \(cell(defaults)) | \(cell(option.summary)) |")
    }
    lines += ["", "```yaml", "checks:"] + entry.declaration.map { "  " + $0 } + ["```"]
    lines += ["", "More in [Checks](Checks.md#\(entry.documentation.anchor))."]
    for example in kind.examples {
      let file = example.fileName == "Example.swift" ? "" : " in `\(example.fileName)`"
      lines += ["", "### With " + example.declaration.map { "`\($0)`" }.joined(separator: ", ") + file]
      let triggering = example.triggering.first.map(StructuralCheckDocumentation.unmarked)
      if let triggering {
        lines += ["", "Triggers:", ""] + codeBlock(triggering, example.fileName)
      }
      if let nonTriggering = example.nonTriggering.first(where: { !$0.isEmpty }) {
        lines += ["", "Does not trigger:", ""] + codeBlock(nonTriggering, example.fileName)
      }
      if let correction = example.corrections.first(where: { $0.before != $0.after }) {
        if correction.before != triggering {
          lines += ["", "`--fix` corrects", ""] + codeBlock(correction.before, example.fileName)
        }
        lines += ["", correction.before == triggering ? "`--fix` corrects it to:" : "to:", ""]
        lines += codeBlock(correction.after, example.fileName)
      }
    }
    return lines
  }

  /// `code` in a fenced block, with whitespace that matters made visible: a tab as `→`, a
  /// space at the end of a line as `·`, and a missing final newline said.
  private static func codeBlock(_ code: String, _ fileName: String) -> [String] {
    var body = code.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let text = line.replacingOccurrences(of: "\t", with: "→")
      let kept = text.reversed().drop { $0 == " " }
      return String(kept.reversed()) + String(repeating: "·", count: text.count - kept.count)
    }
    if body.last == "" {
      body.removeLast()
    } else {
      body.append("\\ No newline at end of file")
    }
    let language = fileName.hasSuffix(".swift") ? "swift" : fileName.hasSuffix(".md") ? "markdown" : ""
    return ["```" + language] + body + ["```"]
  }

  /// `text` as a table cell, and wrapped at 100 characters: as the structural checks' page.
  private static func cell(_ text: String) -> String { StructuralCheckDocumentation.cell(text) }
  private static func wrap(_ text: String) -> [String] { StructuralCheckDocumentation.wrap(text) }

  private static let intro = """
    Text checks read a file's text, in any language: the kinds a fragment declares in its \
    `checks:` by key. Each entry's `id:` is the name findings carry and suppressions use, \
    and `severity:` and `message:` work as for any check; [Checks](Checks.md) says how each \
    kind treats code, comments and strings, and which settings of other tools it follows. \
    The examples below are the first of those the test suite runs for each declaration. In them \
    a tab is shown as `→` and a space at the end of a line as `·`.
    """
}
