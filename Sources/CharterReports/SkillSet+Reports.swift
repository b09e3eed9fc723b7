import CharterLint
import CharterSkills
import CharterSupport

/// The outputs of `charter skills validate` and `charter skills list`.
extension SkillSet {
  /// Every problem as a lint finding, so that skills go through the lint reporters: the rule
  /// is the diagnostic's code, and the quoted line is the line of the `SKILL.md` at fault.
  public var lintReport: LintReport {
    var findings = diagnostics.map { Self.finding($0, lines: []) }
    for skill in skills where !skill.diagnostics.isEmpty {
      let lines = skill.text.lines
      findings += skill.diagnostics.map { Self.finding($0, lines: lines) }
    }
    return LintReport(findings: findings, filesChecked: skills.count)
  }

  private static func finding(_ diagnostic: Diagnostic, lines: [Substring]) -> Finding {
    let start = diagnostic.position
    let index = start.line - 1
    var lineText = lines.indices.contains(index) ? String(lines[index]) : ""
    if lineText.hasSuffix("\r") { lineText.removeLast() }
    return Finding(
      path: diagnostic.path,
      range: SourceRange(start: start, end: SourcePosition(line: start.line, column: start.column + 1)),
      rule: diagnostic.code, severity: diagnostic.severity, message: diagnostic.message,
      lineText: lineText)
  }

  /// `charter skills list --format json`: `{"skills": [{"name", "description", "path",
  /// "status"}], "version": 1}`, with `null` for a name or description the skill lacks.
  public var listJSON: JSONValue {
    .object([
      "version": .int(1),
      "skills": .array(
        skills.map { skill in
          .object([
            "name": skill.name.map(JSONValue.string) ?? .null,
            "description": skill.description.map(JSONValue.string) ?? .null,
            "path": .string(skill.path),
            "status": .string(skill.status),
          ])
        }),
    ])
  }

  /// `charter skills list`: one row per skill (name, status, path, the start of the
  /// description), columns aligned, then a count.
  public var listTable: String {
    let rows = [["NAME", "STATUS", "PATH", "DESCRIPTION"]]
      + skills.map { skill in
        [skill.name ?? "-", skill.status, skill.path, Self.abbreviate(skill.description ?? "")]
      }
    let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
    var output = ""
    for row in rows {
      var line = ""
      for column in 0..<3 { line += row[column].padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0) }
      line += row[3]
      while line.last == " " { line.removeLast() }
      output += line + "\n"
    }
    let invalid = skills.filter { !$0.isValid }.count
    output += "\(skills.count) skill\(skills.count == 1 ? "" : "s"), \(invalid) invalid\n"
    return output
  }

  /// The first line of `text`, cut to 60 characters with an ellipsis.
  private static func abbreviate(_ text: String) -> String {
    let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    return line.count <= 60 ? line : String(line.prefix(59)) + "…"
  }
}
