extension Walk {
  /// Lists what the starting path `argument` (root-relative, or absolute) stands for.
  ///
  /// The path is resolved with `realpath`, so `./`, `..` and symbolic links anywhere in it are
  /// settled by the file system; the result must lie inside the root.
  mutating func start(at argument: String) {
    let absolute = argument.hasPrefix("/") ? argument : walker.absolute(argument)
    let relative: String
    switch FileSystem.resolvedPath(absolute) {
    case .success(let resolved):
      guard let inside = walker.relativePath(ofResolved: resolved) else {
        report(argumentProblem(argument, code: DiagnosticCode.outsideRepository, "is outside the repository"))
        return
      }
      relative = inside
    case .failure(let failure):
      report(missing(argument, absolute: absolute, failure: failure))
      return
    }
    if relative.split(separator: "/").contains(".git") {
      report(
        argumentProblem(
          argument, severity: .warning, code: "ignored-path",
          "is inside a .git folder, which is never linted"))
      return
    }
    switch FileSystem.kind(atPath: walker.absolute(relative)) {
    case .success(.file):
      add(file: relative)
    case .success(.directory):
      if walker.forceExclude && !relative.isEmpty && walker.isExcluded(relative) { return }
      walkFolder(relative, parentLevel: levelAbove(relative))
    case .success:
      report(argumentProblem(argument, code: DiagnosticCode.unreadable, "is not a regular file or a folder"))
    case .failure(let failure):
      report(FileWalker.unreadableDiagnostic(path: argument, reason: failure.message))
    }
  }

  /// The ignore level in force in the folder that holds `path`: the rules of the root and of
  /// every folder on the way down.
  private mutating func levelAbove(_ path: String) -> IgnoreLevel {
    var level = IgnoreLevel.empty
    guard !path.isEmpty else { return level }
    var folder = ""
    for component in path.split(separator: "/") {
      let gitignore = walker.absolute(folder.isEmpty ? ".gitignore" : folder + "/.gitignore")
      let git = walker.absolute(folder.isEmpty ? ".git" : folder + "/.git")
      level = self.level(
        of: folder, hasIgnoreFile: (try? FileSystem.kind(atPath: gitignore).get()) == .file,
        hasGit: (try? FileSystem.kind(atPath: git).get()) != nil, parent: level)
      folder = folder.isEmpty ? String(component) : folder + "/" + component
    }
    return level
  }

  private func missing(_ argument: String, absolute: String, failure: FileSystem.Failure)
    -> Diagnostic
  {
    if failure.isLoop {
      return argumentProblem(argument, code: DiagnosticCode.noSuchFile, "is a symbolic link loop")
    }
    guard failure.isMissing else {
      return FileWalker.unreadableDiagnostic(path: argument, reason: failure.message)
    }
    if case .success(.symbolicLink) = FileSystem.kind(atPath: absolute) {
      return argumentProblem(argument, code: DiagnosticCode.noSuchFile, "is a symbolic link to nothing")
    }
    return argumentProblem(argument, code: DiagnosticCode.noSuchFile, "does not exist")
  }

  private func argumentProblem(
    _ argument: String, severity: Severity = .error, code: String, _ problem: String
  ) -> Diagnostic {
    let shown = argument.isEmpty ? "." : argument
    return Diagnostic(
      path: shown, position: SourcePosition(line: 1, column: 1), severity: severity,
      code: code, message: "'\(shown)' \(problem)")
  }
}

extension FileWalker {
  /// The root-relative form of an absolute path with its links resolved, or `nil` outside.
  func relativePath(ofResolved path: String) -> String? {
    if path == rootPath { return "" }
    let prefix = rootPath == "/" ? "/" : rootPath + "/"
    guard path.hasPrefix(prefix) else { return nil }
    return String(path.dropFirst(prefix.count))
  }
}
