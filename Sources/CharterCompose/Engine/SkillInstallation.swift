import CharterAgentFormats
import CharterSupport
import Foundation

/// The skills of `.charter/skills`, as compose installs them: every file of every skill
/// folder, copied into each configured agent folder (`.agents/skills/NAME/…`,
/// `.claude/skills/NAME/…`) as whole files compose owns.
///
/// Files are text (UTF-8); a skill file that is not text cannot be installed this way and is
/// reported, never skipped silently.
enum SkillInstallation {
  /// Where skills go when the config does not say.
  static let defaultDirectories = [".agents/skills", ".claude/skills"]

  /// The outputs for every skill, and a diagnostic for each file that cannot be installed.
  static func outputs(root: URL, directories configured: [String], confinement: Confinement)
    -> (outputs: [ComposedOutput], diagnostics: [Diagnostic])
  {
    let source = root.appendingPathComponent(".charter/skills")
    if case .failure(let refusal) = confinement.resolve(".charter/skills") {
      return ([], [Confinement.diagnostic(refusal, path: ".charter/skills", doing: "install skills from")])
    }
    guard let skills = FileSystem.names(inFolder: source.path) else { return ([], []) }
    let directories = configured.isEmpty ? defaultDirectories : configured
    var outputs: [ComposedOutput] = []
    var diagnostics: [Diagnostic] = []
    for skill in skills.sorted() where !skill.hasPrefix(".") {
      let folder = source.appendingPathComponent(skill)
      guard FileSystem.exists(atPath: folder.path + "/SKILL.md") else { continue }
      if case .failure(let refusal) = confinement.resolve(".charter/skills/\(skill)") {
        diagnostics.append(
          Confinement.diagnostic(
            refusal, path: ".charter/skills/\(skill)", doing: "install this skill from", severity: .warning))
        continue
      }
      let (found, links, unlisted) = files(in: folder)
      for folder in unlisted {
        let shown = folder.path.isEmpty ? ".charter/skills/\(skill)" : ".charter/skills/\(skill)/\(folder.path)"
        diagnostics.append(
          Diagnostic(
            path: shown, position: SourcePosition(line: 1, column: 1), severity: .warning, code: DiagnosticCode.unreadable,
            message: "not installed: cannot list the folder (\(folder.reason.lowercased())), so its files are missing"))
      }
      for link in links {
        diagnostics.append(
          Diagnostic(
            path: ".charter/skills/\(skill)/\(link)", position: SourcePosition(line: 1, column: 1), severity: .warning,
            code: "skill-file-is-link",
            message: "not installed: the file is a symbolic link; compose installs only files kept in the skill folder")
        )
      }
      for file in found {
        let displayPath = ".charter/skills/\(skill)/\(file)"
        let text: String
        do {
          text = try FileSystem.text(atPath: folder.path + "/" + file, displayPath: displayPath)
        } catch {
          // Not text, or not readable at all: each is said as what it is.
          let notText = error.diagnostics.contains { $0.code == DiagnosticCode.invalidUTF8 }
          let reason = error.diagnostics.first?.message ?? "cannot read the file"
          diagnostics.append(
            Diagnostic(
              path: displayPath, position: SourcePosition(line: 1, column: 1), severity: .warning,
              code: notText ? "skill-file-not-text" : "unreadable-file",
              message: notText
                ? "not installed: compose installs text files, and this one is not UTF-8 text"
                : "not installed: \(reason)"))
          continue
        }
        for directory in directories {
          outputs.append(
            ComposedOutput(
              path: "\(directory)/\(skill)/\(file)", target: "skills", ownership: .wholeFile, content: text))
        }
      }
    }
    return (outputs, diagnostics)
  }

  /// The regular files below `folder`, relative to it, sorted, the symbolic links found
  /// there (never followed), and the folders that could not be listed; hidden files are left
  /// out.
  private static func files(in folder: URL) -> (files: [String], links: [String], unlisted: [FileSystem.Unlisted]) {
    var found: [String] = []
    var links: [String] = []
    let tree = FileSystem.tree(atPath: folder.path, skippingHidden: true)
    for entry in tree.entries {
      switch entry.kind {
      case .symbolicLink: links.append(entry.path)
      case .file: found.append(entry.path)
      case .directory, .other: continue
      }
    }
    return (found.sorted(), links.sorted(), tree.unlisted)
  }
}
