import CharterSupport

/// Why a request about one file — from `charter mcp`, an agent hook or `lint --stdin-filename`
/// — cannot be answered. The messages are the command line's, so an agent reads what a person
/// running `charter lint` would.
public enum AgentRequestError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path lies outside the repository at `root`.
  case outsideRepository(path: String, root: String)
  /// The path is inside the repository, but Charter does not read there (git metadata, a
  /// symbolic link that leaves the repository): the reason is ``Confinement``'s.
  case refused(path: String, reason: String)
  /// No file at the path.
  case missingFile(path: String)
  /// The path names a folder, not a file.
  case notAFile(path: String)
  /// The path names a pipe, a device or a socket: only regular files are read (a pipe would
  /// block the read for as long as nothing writes to it).
  case notRegularFile(path: String)
  /// The file is larger than Charter checks.
  case tooLarge(path: String, size: Int, limit: Int)
  /// The content (given, or read from the file) is not valid UTF-8.
  case invalidUTF8(path: String)
  /// No skill of that name in the repository or among the built-in skills.
  case unknownSkill(name: String, known: [String])
  /// A rule file or the config that applies to the path has an error.
  case invalidRules(diagnostics: [Diagnostic])

  public var description: String {
    switch self {
    case .outsideRepository(let path, let root): "'\(path)' is outside the repository at \(root)"
    case .refused(let path, let reason): "'\(path)': Charter will not read here: \(reason)"
    case .missingFile(let path): "'\(path)' does not exist"
    case .notAFile(let path): "'\(path)' is a folder, not a file"
    case .notRegularFile(let path): "'\(path)' is not a regular file (a pipe or a device, say); it is not read"
    case .tooLarge(let path, let size, let limit):
      "'\(path)' is \(size >> 20) MB, over the \(limit >> 20) MB limit; it is not checked"
    case .invalidUTF8(let path): "'\(path)': the content is not valid UTF-8"
    case .unknownSkill(let name, let known):
      "no skill named '\(name)'" + (known.isEmpty ? "" : "; there are: " + known.joined(separator: ", "))
    case .invalidRules(let diagnostics):
      diagnostics.filter { $0.severity == .error }.map(\.description).joined(separator: "\n")
    }
  }
}
