/// Writing into the repository: every path is confined first (``Confinement``), and a refused
/// one throws the refusal's diagnostic (`outside-repository`, `git-metadata`, `git-hooks`)
/// naming the path, before anything is touched.
extension RepositoryFiles {
  /// The real absolute location of `path`, or a diagnostic saying why Charter will not
  /// `verb` there.
  /// - Throws: ``DiagnosticsError`` with the refusal.
  package func location(of path: String, doing verb: String = "write") throws(DiagnosticsError) -> String {
    switch confinement.resolve(path) {
    case .success(let real): return real
    case .failure(let refusal): throw DiagnosticsError([Confinement.diagnostic(refusal, path: path, doing: verb)])
    }
  }

  /// Writes `text` to `path` atomically (``FileSystem/write(_:to:displayPath:durability:)``).
  /// - Throws: ``DiagnosticsError`` when the path is refused or cannot be written.
  package func write(_ text: String, to path: String, durability: FileSystem.Durability = .immediate)
    throws(DiagnosticsError)
  {
    try FileSystem.write(text, to: location(of: path), displayPath: path, durability: durability)
  }

  /// Writes what `contents` writes to `path` atomically
  /// (``FileSystem/write(to:displayPath:durability:contents:)``).
  /// - Throws: ``DiagnosticsError`` when the path is refused or cannot be written.
  package func write(
    to path: String, durability: FileSystem.Durability = .immediate, contents: (inout FileOutputStream) -> Void
  ) throws(DiagnosticsError) {
    try FileSystem.write(to: location(of: path), displayPath: path, durability: durability, contents: contents)
  }

  /// Renames `source` to `destination`, never over something already there.
  /// - Throws: ``DiagnosticsError`` when either path is refused, `destination` exists, or
  ///   the rename fails.
  package func move(_ source: String, to destination: String) throws(DiagnosticsError) {
    let from = try location(of: source)
    let to = try location(of: destination)
    guard !FileSystem.entryExists(atPath: to) else {
      throw Self.failed(destination, "cannot write: something is already here")
    }
    do throws(FileSystem.Failure) {
      try FileSystem.rename(from, to: to)
    } catch {
      throw Self.failed(destination, "cannot rename \(source) to it: \(error.message)")
    }
  }

  /// Creates `path` with `text` where no file is (``FileSystem/create(_:at:displayPath:)``).
  /// - Throws: ``DiagnosticsError`` when the path is refused, a file is there, or it cannot
  ///   be written.
  package func create(_ text: String, at path: String) throws(DiagnosticsError) {
    try FileSystem.create(text, at: location(of: path), displayPath: path)
  }

  /// Flushes batched writes of `paths` (``FileSystem/flush(_:inRepositoryAt:)``): those
  /// files and the folders that hold them, nothing else. Refused paths are skipped.
  package func flush(_ paths: [String]) {
    FileSystem.flush(paths.compactMap { try? location(of: $0) }, inRepositoryAt: rootPath)
  }

  /// Creates the folder `path` and the missing folders above it.
  /// - Throws: ``DiagnosticsError`` when the path is refused or a folder cannot be made.
  package func createFolder(_ path: String) throws(DiagnosticsError) {
    let real = try location(of: path)
    do throws(FileSystem.Failure) {
      try FileSystem.createFolder(atPath: real)
    } catch {
      throw Self.failed(path, "cannot create the folder: \(error.message)")
    }
  }

  /// Removes the file, link or folder tree at `path`; nothing there is fine.
  /// - Throws: ``DiagnosticsError`` when the path is refused or cannot be removed.
  package func remove(_ path: String) throws(DiagnosticsError) {
    let real = try location(of: path, doing: "delete")
    do throws(FileSystem.Failure) {
      try FileSystem.remove(atPath: real)
    } catch where error.isMissing {
      return
    } catch {
      throw Self.failed(path, "cannot delete: \(error.message)")
    }
  }

  /// Sets the permission bits of the file at `path`.
  /// - Throws: ``DiagnosticsError`` when the path is refused or the bits cannot be set.
  package func setPermissions(_ mode: UInt32, of path: String) throws(DiagnosticsError) {
    let real = try location(of: path)
    do throws(FileSystem.Failure) {
      try FileSystem.setPermissions(mode, atPath: real)
    } catch {
      throw Self.failed(path, "cannot set the permissions: \(error.message)")
    }
  }

  /// Removes the temporary files killed writes left in `folders` (root-relative, `""` for
  /// the root): only names of the form ``FileSystem/write(_:to:displayPath:durability:)``
  /// gives them, and only when their process is gone (``FileSystem/staleTemporaries(inFolder:)``).
  /// A folder that is refused or cannot be listed is skipped.
  /// - Returns: the removed files, root-relative, sorted.
  package func removeStaleTemporaries(inFolders folders: some Sequence<String>) -> [String] {
    var removed: [String] = []
    for folder in Set(folders).sorted() {
      let probe = folder.isEmpty ? "probe" : folder + "/probe"
      guard case .success(let location) = confinement.resolve(probe) else { continue }
      let real = String(location.dropLast("/probe".count))
      for name in FileSystem.staleTemporaries(inFolder: real) {
        // A regular file only: never a folder or a link of that name.
        let path = real + "/" + name
        guard case .success(.file) = FileSystem.kind(atPath: path), (try? FileSystem.remove(atPath: path)) != nil
        else { continue }
        removed.append(folder.isEmpty ? name : folder + "/" + name)
      }
    }
    return removed.sorted()
  }

  private static func failed(_ path: String, _ message: String) -> DiagnosticsError {
    DiagnosticsError([
      Diagnostic(path: path, position: SourcePosition(line: 1, column: 1), code: DiagnosticCode.unwritableFile, message: message)
    ])
  }
}
