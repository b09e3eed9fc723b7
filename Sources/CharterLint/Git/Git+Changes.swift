/// Listing what changed: the staged files with their blobs, and the files changed since a
/// revision.
extension Git {
  /// The regular files staged for commit — added, copied, modified or renamed (under the new
  /// name) — with their staged content read from the index, not from the working tree.
  /// Deleted files, submodules and symbolic links are left out.
  ///
  /// Two git processes whatever the number of files: `git diff --cached --raw -z` lists the
  /// staged entries with their modes and blob ids, and one `git cat-file --batch` reads every
  /// blob. Works before the first commit too (everything staged is then new).
  public func stagedFiles() throws(GitError) -> StagedFiles {
    let entries = try changedEntries(["--cached"])
    let blobs = try self.blobs(entries.map(\.object))
    var contents: [String: [UInt8]] = [:]
    for (entry, blob) in zip(entries, blobs) { contents[entry.path] = blob }
    return StagedFiles(paths: entries.map(\.path), contents: contents)
  }

  /// Root-relative paths of the regular files that differ between `revision` and the working
  /// tree (added, copied, modified, renamed; not deleted, not untracked), sorted.
  /// - Throws: ``GitError`` when `revision` is not a revision of the repository.
  public func filesChanged(since revision: String) throws(GitError) -> [String] {
    try changedEntries(["--end-of-options", revision]).map(\.path)
  }

  /// The entries `git diff --raw` reports with `arguments`, regular files only.
  func changedEntries(_ arguments: [String]) throws(GitError) -> [ChangedEntry] {
    // Outside a work tree `git diff` would compare folders instead (`--no-index`); say so.
    guard try text(["rev-parse", "--is-inside-work-tree"]) == "true" else {
      throw .failed(command: "git rev-parse", status: 0, message: "\(workTree.path) is not inside a git work tree")
    }
    let command =
      [
        "-c", "core.quotePath=false", "diff", "--raw", "-z", "--no-abbrev", "--no-renames", "--no-color",
        "--no-ext-diff", "--ignore-submodules=none", "--diff-filter=ACMR",
      ] + arguments + ["--"]
    let fields = try run(command).split(separator: 0, omittingEmptySubsequences: false)
    var entries: [ChangedEntry] = []
    var index = fields.startIndex
    while index < fields.endIndex, !fields[index].isEmpty {
      // `:oldmode newmode oldid newid status`, then one path (two for a copy or a rename).
      let header = String(decoding: fields[index], as: UTF8.self).split(separator: " ")
      guard header.count == 5, header[0].hasPrefix(":") else {
        throw .unexpectedOutput(command: "git diff")
      }
      let pathCount = header[4].hasPrefix("R") || header[4].hasPrefix("C") ? 2 : 1
      guard index + pathCount < fields.endIndex else {
        throw .unexpectedOutput(command: "git diff")
      }
      let path = String(decoding: fields[index + pathCount], as: UTF8.self)
      index += pathCount + 1
      // 100644 and 100755 are files; 120000 is a symbolic link, 160000 a submodule.
      guard header[1] == "100644" || header[1] == "100755" else { continue }
      entries.append(ChangedEntry(object: String(header[3]), path: path))
    }
    return entries.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
  }

  /// The contents of the blobs `ids`, in order, read by one `git cat-file --batch`.
  public func blobs(_ ids: [String]) throws(GitError) -> [[UInt8]] {
    guard !ids.isEmpty else { return [] }
    let input = Array(ids.joined(separator: "\n").utf8) + [UInt8(ascii: "\n")]
    let output = try run(["cat-file", "--batch"], input: input)
    var blobs: [[UInt8]] = []
    blobs.reserveCapacity(ids.count)
    var position = 0
    for id in ids {
      // `<id> blob <size>\n<content>\n`, or `<id> missing\n`.
      guard let end = output[position...].firstIndex(of: UInt8(ascii: "\n")) else {
        throw .unexpectedOutput(command: "git cat-file --batch")
      }
      let header = String(decoding: output[position..<end], as: UTF8.self).split(separator: " ")
      guard header.count == 3, header[0] == id, let size = Int(header[2]), end + 1 + size <= output.count
      else { throw .failed(command: "git cat-file --batch", status: 0, message: "cannot read object \(id)") }
      blobs.append(Array(output[(end + 1)..<(end + 1 + size)]))
      position = end + 1 + size + 1
    }
    return blobs
  }

  /// One line of `git diff --raw`: the blob id on the new side (zeros for the working tree)
  /// and the path.
  struct ChangedEntry {
    var object: String
    var path: String
  }
}

/// The files staged for commit and their staged bytes, which the linter reads instead of the
/// working tree (``LintOptions/contentSource``).
public struct StagedFiles: LintContentSource {
  /// Root-relative paths, sorted by their UTF-8 bytes.
  public let paths: [String]
  /// The staged bytes of each path.
  public let contents: [String: [UInt8]]

  /// Creates a set of staged files.
  public init(paths: [String], contents: [String: [UInt8]]) {
    self.paths = paths
    self.contents = contents
  }

  public func contents(of path: String) -> [UInt8]? { contents[path] }
}
