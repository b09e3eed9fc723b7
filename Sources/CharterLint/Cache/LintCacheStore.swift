import CharterSupport
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lint result cache's entries on disk: one file per key under `v1/`, in a folder named by
/// the key's first two hex digits.
///
/// Entries are immutable and named by everything that decides them, so concurrent runs never
/// disagree about one: each is written to a temporary file of its writer's own and renamed into
/// place, and a reader sees a whole entry or none. No link is followed: an entry that is a link
/// is not read, and a folder of entries that is a link (left by someone with access to the
/// cache) is neither read, written nor pruned through.
final class LintCacheStore: Sendable {
  /// The cache folder, absolute.
  let folder: String
  /// Whether each folder of entries met is a real folder (`true`) or something else (`false`).
  private let folders = Mutex<[String: Bool]>([:])

  init(folder: String) { self.folder = folder }

  /// Whether `path` is a folder and not a link, or nothing yet (one lookup: a folder another
  /// worker makes meanwhile is never taken for something else). What is there is remembered.
  private func isSafeFolder(_ path: String) -> Bool {
    if let known = folders.withLock({ $0[path] }) { return known }
    var status = stat()
    guard lstat(path, &status) == 0 else { return errno == ENOENT }
    let real = (status.st_mode & S_IFMT) == S_IFDIR
    folders.withLock { $0[path] = real }
    return real
  }

  /// Whether the folder of entries is a real folder (not a link), so that pruning may look in it.
  var entriesAreSafe: Bool { isSafeFolder(entries) }

  /// Whether the folders that hold the entries of `shard` are real folders, or do not exist.
  private func foldersAreSafe(_ shard: String) -> Bool { isSafeFolder(entries) && isSafeFolder(shard) }

  /// The folder of entries of this format.
  var entries: String { folder + "/v1" }

  /// The location of the entry of `key`.
  func location(of key: String) -> (shard: String, file: String) {
    let shard = entries + "/" + key.prefix(2)
    return (shard, shard + "/" + key.dropFirst(2))
  }

  /// What a read found.
  enum Read {
    /// No entry.
    case missing
    /// The entry's bytes, and whether it was last written or used over a day ago.
    case found([UInt8])
    /// Something that is not a readable entry of a sane size.
    case unreadable
  }

  /// The bytes of `key`'s entry. A found entry not used for a day has its time renewed, so
  /// pruning by age removes what no run uses.
  func read(_ key: String) -> Read {
    let (shard, path) = location(of: key)
    guard foldersAreSafe(shard) else { return .unreadable }
    // Never blocks: a FIFO in an entry's place is opened without waiting for a writer, then
    // refused as not a regular file.
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
      Int(status.st_size) <= LintCacheEntry.maximumSize
    else { return .unreadable }
    let size = Int(status.st_size)
    var bytes = [UInt8](repeating: 0, count: size)
    var done = 0
    while done < size {
      let count = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + done, size - done) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return .unreadable }
      done += count
    }
    if Int(Date().timeIntervalSince1970) - modifiedSeconds(status) > 86_400 { futimens(descriptor, nil) }
    return .found(bytes)
  }

  /// Writes `bytes` as `key`'s entry; the reason when it could not.
  func write(_ bytes: [UInt8], for key: String, temporaryName: String) -> String? {
    let (shard, file) = location(of: key)
    guard foldersAreSafe(shard) else { return "a folder of the cache is not a folder (a link?)" }
    let temporary = shard + "/" + temporaryName
    let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
    var descriptor = open(temporary, flags, 0o644)
    // The shard's folder is made when the first entry goes there, not tried for every entry.
    if descriptor < 0, errno == ENOENT {
      for folder in [entries, shard] where mkdir(folder, 0o755) != 0 && errno != EEXIST {
        return String(cString: strerror(errno))
      }
      descriptor = open(temporary, flags, 0o644)
    }
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    var done = 0
    while done < bytes.count {
      let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + done, bytes.count - done) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        let reason = String(cString: strerror(errno))
        close(descriptor)
        unlink(temporary)
        return reason
      }
      done += count
    }
    close(descriptor)
    guard rename(temporary, file) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      return reason
    }
    return nil
  }

  /// Removes `key`'s entry.
  func remove(_ key: String) {
    let (shard, file) = location(of: key)
    guard foldersAreSafe(shard) else { return }
    unlink(file)
  }

  /// An entry or temporary file found by ``contents()``.
  struct Item {
    var path: String
    var size: Int
    var modified: Int
    var isTemporary: Bool
  }

  /// Every entry and temporary file, with its size and time.
  func contents() -> [Item] {
    var items: [Item] = []
    guard isSafeFolder(entries) else { return [] }
    for shard in names(in: entries) where shard.utf8.count == 2 && isSafeFolder(entries + "/" + shard) {
      let folder = entries + "/" + shard
      for name in names(in: folder) {
        var status = stat()
        let path = folder + "/" + name
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
        items.append(
          Item(
            path: path, size: Int(status.st_size), modified: modifiedSeconds(status),
            isTemporary: name.hasPrefix(".tmp-")))
      }
    }
    return items
  }

  private func names(in folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names
  }
}

#if canImport(Glibc)
  private let systemRead = Glibc.read
  private let systemWrite = Glibc.write
  private func modifiedSeconds(_ status: stat) -> Int { Int(status.st_mtim.tv_sec) }
#else
  private let systemRead = Darwin.read
  private let systemWrite = Darwin.write
  private func modifiedSeconds(_ status: stat) -> Int { Int(status.st_mtimespec.tv_sec) }
#endif
