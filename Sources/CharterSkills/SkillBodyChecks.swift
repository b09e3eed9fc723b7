import CharterSupport
import Foundation

/// The warnings about a skill's Markdown body: its size, and the files it refers to.
///
/// Size: over ``SkillSpec/maxBodyLines`` lines, or over ``SkillSpec/maxBodyTokens`` tokens
/// estimated as characters ÷ 4. References: the target of every relative Markdown link, and
/// every code span that starts with `scripts/`, `references/`, `assets/` or `./`, outside
/// fenced code blocks. Each must exist in the skill's folder, sit at most one folder below
/// it, use `/` separators, and not be absolute.
struct SkillBodyChecks {
  let path: String
  let folder: URL

  /// Folders a code span must start with to be taken as a file reference.
  static let referencePrefixes = ["scripts/", "references/", "assets/", "./"]

  /// The warnings for `body`, which starts after `lineOffset` lines of the file.
  func check(_ body: String, lineOffset: Int) -> [Diagnostic] {
    var lines = body.lines
    if lines.last?.isEmpty == true { lines.removeLast() }
    var diagnostics: [Diagnostic] = []
    if lines.count > SkillSpec.maxBodyLines {
      diagnostics.append(
        warning(
          "skill-body-lines", line: lineOffset + SkillSpec.maxBodyLines + 1, column: 1,
          "the body is \(lines.count) lines long; keep SKILL.md under \(SkillSpec.maxBodyLines)"
            + " lines and move detail into references/"))
    }
    let tokens = body.unicodeScalars.count / 4
    if tokens > SkillSpec.maxBodyTokens {
      diagnostics.append(
        warning(
          "skill-body-tokens", line: lineOffset + 1, column: 1,
          "the body is about \(tokens) tokens (characters ÷ 4); keep it under about"
            + " \(SkillSpec.maxBodyTokens) and move detail into references/"))
    }
    var fence: Substring?
    var verdicts: [String: (code: String, message: String)?] = [:]  // a target once per file
    for (index, line) in lines.enumerated() {
      let trimmed = line.drop { $0 == " " }
      if let open = fence {
        if trimmed.hasPrefix(open) { fence = nil }
        continue
      }
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        fence = trimmed.prefix(3)
        continue
      }
      for reference in SkillReference.scan(line) {
        let verdict = verdicts[reference.target] ?? problem(with: reference.target)
        verdicts[reference.target] = verdict
        if let problem = verdict {
          diagnostics.append(
            warning(problem.code, line: lineOffset + index + 1, column: reference.column, problem.message))
        }
      }
    }
    return diagnostics
  }

  /// What is wrong with a reference to `target`, if anything.
  func problem(with target: String) -> (code: String, message: String)? {
    if target.contains("\\") {
      return ("skill-path-backslash", "'\(target)' uses backslashes; separate folders with '/'")
    }
    if target.hasPrefix("/") || target.hasPrefix("~") || Self.hasDriveLetter(target) {
      return ("skill-path-absolute", "'\(target)' is an absolute path; refer to files relative to the skill folder")
    }
    var relative = target[...]
    while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
    let components = relative.split(separator: "/", omittingEmptySubsequences: true)
    if components.count > 2 {
      return (
        "skill-reference-depth",
        "'\(target)' is more than one folder deep; keep references one level below SKILL.md"
      )
    }
    if !FileSystem.exists(atPath: folder.path + "/" + relative) {
      return ("skill-missing-reference", "'\(target)' does not exist in the skill folder")
    }
    return nil
  }

  /// `C:/…`: a Windows absolute path written with forward slashes.
  private static func hasDriveLetter(_ target: String) -> Bool {
    let scalars = Array(target.unicodeScalars.prefix(3))
    guard scalars.count == 3, scalars[0].isASCII else { return false }
    return scalars[0].properties.isAlphabetic && scalars[1] == ":" && scalars[2] == "/"
  }

  private func warning(_ code: String, line: Int, column: Int, _ message: String) -> Diagnostic {
    Diagnostic(
      path: path, position: SourcePosition(line: line, column: column), severity: .warning,
      code: code, message: message)
  }
}
