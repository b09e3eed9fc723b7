#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file a person names on the command line for Charter to write, append to or read
/// (`--output`, `--write-baseline`, `--summary-file`, `--baseline`), placed before it is
/// touched.
///
/// Outside the repository the path is the person's: links are followed, and a device or a pipe
/// (`/dev/null`, `/dev/stdout`, `$GITHUB_STEP_SUMMARY`) is written into, never renamed over.
/// Inside it, the path may be one the repository ships: no folder on the way may be a symbolic
/// link that leaves the repository, and the file itself must be a regular file or nothing — a
/// link is refused, never followed (`O_NOFOLLOW`), and so is a pipe or a device.
/// `Documentation/Security.md` ("Write through a link the repository ships") says why.
package struct CommandLineFile: Sendable {
  /// The absolute path to use, folders resolved.
  package let path: String
  /// What the person typed, for diagnostics.
  package let displayPath: String
  /// Whether the file's folder lies inside the repository.
  package let isInRepository: Bool

  /// Places `path` (absolute, or relative to `directory`) against the repository at
  /// `repositoryRoot` (a real path, as ``RepositoryFiles/rootPath``).
  /// - Throws: ``DiagnosticsError`` (`outside-repository`) when a folder on the way inside the
  ///   repository is a symbolic link that leads out of it.
  package init(_ path: String, relativeTo directory: String, repositoryRoot: String) throws(DiagnosticsError) {
    displayPath = path
    let absolute = path.hasPrefix("/") ? path : directory + "/" + path
    var parts = absolute.split(separator: "/").map(String.init)
    let name = parts.popLast() ?? ""
    var folder = ""
    func inside(_ candidate: String) -> Bool {
      candidate == repositoryRoot || candidate.hasPrefix(repositoryRoot + "/")
    }
    for part in parts where part != "." {
      if part == ".." {
        folder = String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)])
        continue
      }
      var next = folder + "/" + part
      if case .success(.symbolicLink) = FileSystem.kind(atPath: next) {
        let real = FileSystem.resolvedPath(next)
        if inside(folder) {
          guard case .success(let target) = real, inside(target) else {
            throw DiagnosticsError([
              Confinement.diagnostic(.leavesRepository, path: displayPath, doing: "write or read a file")
            ])
          }
        }
        if case .success(let target) = real { next = target }
      }
      folder = next
    }
    self.path = folder + "/" + name
    isInRepository = inside(folder)
  }

  /// Writes what `contents` writes to the file atomically
  /// (``FileSystem/write(to:displayPath:durability:contents:)``); inside the repository only
  /// a regular file, never through a link.
  /// - Throws: ``DiagnosticsError`` naming the file when it is refused or cannot be written.
  package func write(contents: (inout FileOutputStream) -> Void) throws(DiagnosticsError) {
    try FileSystem.write(
      to: path, displayPath: displayPath, durability: .immediate, followingLinks: !isInRepository, contents: contents)
  }

  /// Writes `text` to the file atomically, as ``write(contents:)`` does.
  /// - Throws: ``DiagnosticsError`` naming the file when it is refused or cannot be written.
  package func write(_ text: String) throws(DiagnosticsError) {
    try write { $0.write(text) }
  }

  /// Appends to the file, creating it when it is missing; a failure says it could not write
  /// `what` (`the summary`)
  /// (``FileSystem/append(to:followingLinks:text:)``); inside the repository only to a
  /// regular file, never through a link.
  /// - Throws: ``DiagnosticsError`` naming the file when it is refused or cannot be written.
  package func append(naming what: String = "file", text: (_ size: Int) -> String) throws(DiagnosticsError) {
    do throws(FileSystem.Failure) {
      try FileSystem.append(to: path, followingLinks: !isInRepository, text: text)
    } catch {
      throw refusal(error, doing: "write", what: what)
    }
  }

  /// The file's bytes; inside the repository only a regular file's, never through a link (a
  /// pipe is not waited on).
  /// - Throws: ``DiagnosticsError`` naming the file when it is refused or cannot be read.
  package func contents() throws(DiagnosticsError) -> [UInt8] {
    let result =
      isInRepository
      ? FileSystem.regularFileContents(atPath: path) : FileSystem.contents(atPath: path, followingLinks: true)
    switch result {
    case .success(let bytes): return bytes
    case .failure(let failure): throw refusal(failure, doing: "read")
    }
  }

  /// The diagnostic for `failure`: a link or a special file in the repository is refused in
  /// words that say so.
  private func refusal(_ failure: FileSystem.Failure, doing verb: String, what: String = "file") -> DiagnosticsError {
    let (code, message): (String, String)
    if isInRepository, failure.isLoop {
      (code, message) = ("symbolic-link", FileSystem.linkRefusal(verb))
    } else if failure.isSpecialFile {
      (code, message) = ("not-a-regular-file", FileSystem.specialFileRefusal(verb))
    } else {
      (code, message) = (DiagnosticCode.unwritableFile, "cannot \(verb) the \(what): \(failure.message)")
    }
    return DiagnosticsError([
      Diagnostic(path: displayPath, position: SourcePosition(line: 1, column: 1), code: code, message: message)
    ])
  }
}

extension FileSystem {
  /// Why a link inside the repository is not written or read through.
  static func linkRefusal(_ verb: String) -> String {
    "Charter will not \(verb) here: the file is a symbolic link inside the repository, "
      + "which the repository may have shipped; it is never followed (remove it, or name a path outside the repository)"
  }

  /// Why a pipe or a device inside the repository is not written or read.
  static func specialFileRefusal(_ verb: String) -> String {
    "Charter will not \(verb) here: the file is not a regular file (a pipe or a device) and lies inside the repository"
  }
}
