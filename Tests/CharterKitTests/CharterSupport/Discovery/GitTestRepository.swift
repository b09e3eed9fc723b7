import Foundation

/// A temporary git repository for comparing Charter with git itself.
final class GitTestRepository: @unchecked Sendable {
  /// The `git` executable, or `nil` when git is not installed.
  static let git: URL? = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"]
    .map(URL.init(fileURLWithPath:))
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

  /// Whether tests that run git can run.
  static var isAvailable: Bool { git != nil }

  let directory: TemporaryDirectory
  var url: URL { directory.url }

  init() throws {
    directory = try TemporaryDirectory()
    try run("init", "-q", ".")
  }

  /// Writes a file, creating folders on the way.
  @discardableResult
  func write(_ relativePath: String, _ contents: String = "") throws -> URL {
    try directory.write(relativePath, contents)
  }

  /// Creates an empty folder.
  func makeFolder(_ relativePath: String) throws {
    try FileManager.default.createDirectory(
      at: url.appendingPathComponent(relativePath), withIntermediateDirectories: true)
  }

  /// Runs git in the repository, with no user or system configuration, and returns its exit
  /// status and standard output.
  @discardableResult
  func run(_ arguments: String...) throws -> (status: Int32, output: Data) {
    let process = Process()
    process.executableURL = Self.git
    process.arguments = ["-c", "core.excludesFile=/dev/null"] + arguments
    process.currentDirectoryURL = url
    process.environment = ["HOME": url.path, "GIT_CONFIG_NOSYSTEM": "1", "PATH": "/usr/bin:/bin"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, data)
  }

  /// The files `git ls-files --cached --others --exclude-standard` lists: what git would let
  /// one add or has already.
  func listedFiles() throws -> [String] {
    let output = try run("ls-files", "-z", "--cached", "--others", "--exclude-standard").output
    return output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
  }
}
