import CharterSupport
import Foundation

/// One skill: a folder with a `SKILL.md`, what its front matter says, and every problem found
/// in it.
public struct Skill: Hashable, Sendable {
  /// The `SKILL.md` file as printed: relative to the repository root when inside it,
  /// otherwise absolute.
  public var path: String
  /// The skill's folder, absolute.
  public var folder: URL
  /// The `name` from the front matter, when it is text.
  public var name: String?
  /// The `description` from the front matter, when it is text.
  public var description: String?
  /// Every problem found, sorted: errors make the skill invalid, warnings do not.
  public var diagnostics: [Diagnostic]
  /// The file's text (empty when it could not be read), for quoting source lines.
  public var text: String

  /// Creates a skill.
  public init(
    path: String, folder: URL, name: String?, description: String?, diagnostics: [Diagnostic],
    text: String
  ) {
    self.path = path
    self.folder = folder
    self.name = name
    self.description = description
    self.diagnostics = diagnostics.sorted()
    self.text = text
  }

  /// Whether the skill has no error (warnings allowed).
  public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }

  /// `valid`, `warnings` or `invalid`, as `charter skills list` prints it.
  public var status: String {
    if !isValid { return "invalid" }
    return diagnostics.isEmpty ? "valid" : "warnings"
  }

  /// The absolute path of the `SKILL.md` file, as skills-ref's `to-prompt` prints it.
  /// Symbolic links are resolved, as Python's `Path.resolve()` does.
  public var location: String { RepositoryRoot.resolve(folder).path + "/" + SkillSpec.fileName }

  /// Reads and validates the `SKILL.md` file at `file`.
  /// - Parameters:
  ///   - displayPath: the path to print for the file.
  ///   - clients: the clients whose extension keys are accepted.
  public static func load(
    _ file: URL, displayPath: String, clients: [SkillClient] = []
  ) -> Skill {
    // String operations: URL methods that append or drop components stat the file system.
    let folderPath = (file.path as NSString).deletingLastPathComponent
    let folder = URL(fileURLWithPath: folderPath, isDirectory: true)
    let text: String
    do {
      text = try FileSystem.text(atPath: file.path, displayPath: displayPath)
    } catch {
      let diagnostics = error.diagnostics
      return Skill(
        path: displayPath, folder: folder, name: nil, description: nil,
        diagnostics: diagnostics, text: "")
    }
    var validator = SkillValidator(
      path: displayPath,
      folderName: (folderPath as NSString).lastPathComponent,
      clients: clients)
    let properties = validator.validate(text)
    var diagnostics = validator.collector.diagnostics
    if let body = properties.body {
      diagnostics += SkillBodyChecks(path: displayPath, folder: folder)
        .check(body, lineOffset: properties.bodyLineOffset)
    }
    return Skill(
      path: displayPath, folder: folder, name: properties.name,
      description: properties.description, diagnostics: diagnostics, text: text)
  }
}
