#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which git index answers for a folder, and which version of it: the repository's git folder
/// (found the way git finds it, from the folder up) and the index file's identity — device,
/// inode, size, and modification and change times to the nanosecond.
///
/// Whether git tracks anything in a folder is a question about its index alone, and git
/// replaces the index (a new file renamed into place) whenever it changes it: while the identity
/// is the same, so is git's answer. The identity of a checkout's index cannot be known before the
/// checkout is made, so a repository cannot carry one that matches.
///
/// Read with the system's calls, not ``FileSystem``'s: what git keeps is not an input of a lint
/// run, and a kept run (``FileReadLog``) must not depend on it.
struct GitIndexIdentity: Equatable {
  /// The git folder, real path.
  let gitFolder: String
  /// The index file's identity, or `absent`.
  let index: String

  /// The identity as the cache folder keeps it.
  var text: String { "\(Self.header)\n\(gitFolder)\n\(index)\n" }
  private static let header = "charter git index v1"
  /// The file in the cache folder that remembers the index git last vouched for it with: while
  /// that index is unchanged, git is not asked again.
  static let fileName = "git-index"

  init(gitFolder: String, index: String) {
    self.gitFolder = gitFolder
    self.index = index
  }

  /// The identity remembered in the cache folder `folder`, if any.
  static func remembered(in folder: String) -> GitIndexIdentity? {
    guard let text = smallFile(folder + "/" + fileName) else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count == 4, lines[0] == header, lines[3].isEmpty else { return nil }
    return GitIndexIdentity(gitFolder: String(lines[1]), index: String(lines[2]))
  }

  /// Remembers this identity in the cache folder `folder`: written to a file of this process's
  /// own and renamed into place, so a reader sees a whole one or none. A failure is ignored (git
  /// is asked again next time).
  func remember(in folder: String) {
    let temporary = folder + "/.\(Self.fileName)-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress!, bytes.count) }
    close(descriptor)
    if written != bytes.count || rename(temporary, folder + "/" + Self.fileName) != 0 { unlink(temporary) }
  }

  /// The identity of the index that answers for `folder` (absolute, existing), or `nil` when
  /// no `.git` is found above it, or it or its index cannot be read.
  init?(of folder: String) {
    var directory = folder
    while true {
      let candidate = (directory == "/" ? "" : directory) + "/.git"
      var status = stat()
      if lstat(candidate, &status) == 0 {
        guard let gitFolder = Self.gitFolder(candidate, status: status, in: directory),
          let index = Self.identity(of: gitFolder + "/index")
        else { return nil }
        self.gitFolder = gitFolder
        self.index = index
        return
      }
      guard errno == ENOENT, directory != "/" else { return nil }
      let slash = directory.lastIndex(of: "/") ?? directory.startIndex
      directory = slash == directory.startIndex ? "/" : String(directory[..<slash])
    }
  }

  /// The git folder a `.git` entry of `directory` names: itself when a folder, the folder its
  /// `gitdir:` line names when a file (a linked work tree, a submodule).
  private static func gitFolder(_ path: String, status: stat, in directory: String) -> String? {
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return realPath(path)
    case S_IFREG:
      guard let text = smallFile(path), text.hasPrefix("gitdir: ") else { return nil }
      var named = Substring(text.dropFirst("gitdir: ".count))
      while let last = named.last, last == "\n" || last == "\r" || last == " " { named.removeLast() }
      guard !named.isEmpty, !named.contains("\n") else { return nil }
      return realPath(named.hasPrefix("/") ? String(named) : directory + "/" + named)
    default: return nil
    }
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The text of the regular file at `path` when it holds at most 4 KiB, read without
  /// following a link or waiting on a pipe.
  private static func smallFile(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size <= 4_096 else {
      return nil
    }
    var buffer = [UInt8](repeating: 0, count: 4_097)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, 4_097) }
    guard count >= 0, count <= 4_096 else { return nil }
    return String(validating: buffer[..<count], as: UTF8.self)
  }

  /// The identity of the file at `path`: `absent` when there is none, `nil` when it cannot be
  /// told (an identity that stayed the same whatever the file became would vouch for anything).
  private static func identity(of path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return errno == ENOENT ? "absent" : nil }
    #if canImport(Darwin)
      let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
    #else
      let (modified, changed) = (status.st_mtim, status.st_ctim)
    #endif
    return "\(status.st_dev) \(status.st_ino) \(status.st_mode) \(status.st_size) "
      + "\(modified.tv_sec).\(modified.tv_nsec) \(changed.tv_sec).\(changed.tv_nsec)"
  }
}
