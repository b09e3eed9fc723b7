import CharterSupport
import Foundation

/// Copies a skill into a repository's `.charter/skills/NAME/`, never over an existing folder.
///
/// The skill is a built-in one (``BuiltinSkills``) or a local folder; a local skill must be
/// valid, since its name decides the folder. Files are written into a temporary folder beside
/// the destination and moved into place in one rename, so a failed install leaves nothing.
public struct SkillInstaller: Sendable {
  /// Where skills are installed, relative to the repository root.
  public static let folder = ".charter/skills"

  /// The repository root.
  public let root: URL

  /// Creates an installer for the repository at `root`.
  public init(root: URL) { self.root = root }

  /// Installs the built-in skill `name`; returns the destination, relative to the root.
  /// - Throws: ``SkillInstallError``.
  public func installBuiltin(_ name: String) throws(SkillInstallError) -> String {
    let files = BuiltinSkills.files(of: name)
    guard !files.isEmpty else { throw SkillInstallError.unknownSkill(name, available: BuiltinSkills.names) }
    return try install(name: name) { repository, staging in
      for file in files {
        try repository.write(file.text, to: staging + "/" + file.path)
      }
    }
  }

  /// Installs the skill in `folder` (absolute) after validating it. Its files are copied one
  /// by one, never as links: a symbolic link to a file inside the skill folder is copied as
  /// that file's content (and named in `warnings`); a link that leads out of the skill
  /// folder, to a folder, or nowhere refuses the whole install, so nothing from elsewhere on
  /// the machine enters the repository.
  /// - Throws: ``SkillInstallError``.
  public func installFolder(_ folder: URL, warnings: inout [String]) throws(SkillInstallError) -> String {
    let file = folder.appendingPathComponent(SkillSpec.fileName)
    guard FileSystem.exists(atPath: file.path) else {
      throw SkillInstallError.notASkill(folder.path)
    }
    let skill = Skill.load(file, displayPath: file.path)
    guard skill.isValid, let name = skill.name else {
      throw SkillInstallError.invalidSkill(skill.diagnostics.filter { $0.severity == .error })
    }
    let plan = try SkillCopy.plan(folder)
    warnings += plan.resolvedLinks.map {
      "\($0) is a symbolic link; its content was copied, not the link"
    }
    return try install(name: name) { repository, staging in
      for file in plan.files {
        // The skill folder is the person's own, named on the command line: read by host path.
        let bytes: [UInt8]
        switch FileSystem.contents(atPath: file.source, followingLinks: true) {
        case .success(let read): bytes = read
        case .failure(let failure): throw SkillInstallError.writeFailed(Self.folder + "/" + name, failure.message)
        }
        try repository.write(to: staging + "/" + file.path) { $0.write(bytes) }
      }
    }
  }

  /// Fills a staging folder beside `.charter/skills/NAME` with `fill` (given the repository
  /// and the staging folder's root-relative path), then renames it into place.
  private func install(name: String, fill: (RepositoryFiles, String) throws -> Void) throws(SkillInstallError) -> String
  {
    let relative = Self.folder + "/" + name
    let repository = RepositoryFiles(root: root)
    let destination: String
    do {
      destination = try repository.location(of: relative)
    } catch {
      throw .writeFailed(relative, Self.reason(error))
    }
    if FileSystem.exists(atPath: destination) { throw .exists(relative) }
    let staging = Self.folder + "/.\(name).installing-\(UUID().uuidString)"
    do {
      try repository.createFolder(staging)
      defer { try? repository.remove(staging) }
      try fill(repository, staging)
      // Without replacing: fails when the destination appeared meanwhile.
      try repository.move(staging, to: relative)
    } catch let error as SkillInstallError {
      throw error
    } catch {
      if FileSystem.exists(atPath: destination) { throw .exists(relative) }
      throw .writeFailed(relative, Self.reason(error))
    }
    return relative
  }

  /// What a failed write says: a diagnostic's messages, or the error's description.
  private static func reason(_ error: any Error) -> String {
    (error as? DiagnosticsError)?.diagnostics.map(\.message).joined(separator: "; ") ?? "\(error)"
  }
}

/// Why a skill could not be installed.
public enum SkillInstallError: Error, Equatable, CustomStringConvertible {
  /// No built-in skill has this name.
  case unknownSkill(String, available: [String])
  /// The folder has no `SKILL.md`.
  case notASkill(String)
  /// The skill has errors (its diagnostics).
  case invalidSkill([Diagnostic])
  /// `.charter/skills/NAME` exists already; it is never overwritten.
  case exists(String)
  /// Writing failed.
  case writeFailed(String, String)
  /// A symbolic link in the skill leads out of it (or to a folder, or nowhere).
  case linkLeavesSkill(String)

  public var description: String {
    switch self {
    case .unknownSkill(let name, let available):
      "no built-in skill named '\(name)'; built-in skills: \(available.joined(separator: ", "))"
    case .notASkill(let path): "\(path) has no \(SkillSpec.fileName); it is not a skill folder"
    case .invalidSkill(let diagnostics):
      "the skill is invalid:\n" + diagnostics.map(\.description).joined(separator: "\n")
    case .exists(let path): "\(path) already exists; remove it first to install this skill again"
    case .writeFailed(let path, let reason): "cannot install into \(path): \(reason)"
    case .linkLeavesSkill(let path):
      "\(path) is a symbolic link that leads out of the skill folder (or to a folder, or nowhere); "
        + "nothing was installed: copy the file into the skill instead"
    }
  }
}
