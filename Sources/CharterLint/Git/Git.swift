import CharterSupport
import Foundation

/// Runs the `git` command line in a work tree.
///
/// Charter shells out to git here because no git library is available to a Swift package on
/// Linux, and the index format, packed objects and the config that governs them are git's to
/// read. git is started with Foundation's `Process`, never through a shell, with every path
/// passed as an argument or NUL-terminated on standard input and every listing read with `-z`,
/// so file names with spaces, quotes or non-ASCII characters arrive intact.
public struct Git: Sendable {
  /// The folder git runs in: the repository root.
  public let workTree: URL
  /// The `git` executable.
  public let executable: URL
  /// Whether git runs without the `GIT_*` variables of Charter's environment (`GIT_DIR`,
  /// `GIT_OBJECT_DIRECTORY` … set by a hook or a shell), for work on a repository of
  /// Charter's own such as the pack cache. Off for the repository being linted, whose hook
  /// may rightly set them (`GIT_INDEX_FILE` during a commit).
  public let isolated: Bool

  /// Creates a runner for the work tree at `workTree`, finding `git` on `PATH` in
  /// `environment` (and in `/usr/bin` as a last resort).
  public init(
    workTree: URL, environment: [String: String] = ProcessInfo.processInfo.environment, isolated: Bool = false
  ) {
    self.workTree = workTree
    self.isolated = isolated
    let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
    let found = folders.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent("git") }
      .first { FileSystem.isExecutable(atPath: $0.path) }
    executable = found ?? URL(fileURLWithPath: "/usr/bin/git")
  }

  /// Runs `git arguments…` and returns what it printed on standard output.
  /// - Parameter input: bytes written to git's standard input, from another thread so that a
  ///   large input and a large output cannot block each other.
  /// - Throws: ``GitError`` when git cannot be started or exits with a non-zero status.
  public func run(_ arguments: [String], input: [UInt8]? = nil) throws(GitError) -> [UInt8] {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = workTree
    var environment = ProcessInfo.processInfo.environment
    if isolated { environment = environment.filter { !$0.key.hasPrefix("GIT_") } }
    // Paths come back as they are stored, and nothing waits for a pager or a prompt.
    environment["GIT_PAGER"] = "cat"
    environment["GIT_TERMINAL_PROMPT"] = "0"
    environment["LC_ALL"] = "C"
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = input == nil ? FileHandle.nullDevice : standardInput
    do {
      try process.run()
    } catch {
      throw .cannotRun(executable.path, error.localizedDescription)
    }
    let group = DispatchGroup()
    if let input {
      DispatchQueue.global().async(group: group) {
        standardInput.fileHandleForWriting.write(Data(input))
        try? standardInput.fileHandleForWriting.close()
      }
    }
    nonisolated(unsafe) var errorText = Data()
    DispatchQueue.global().async(group: group) {
      errorText = errors.fileHandleForReading.readDataToEndOfFile()
    }
    let bytes = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
    group.wait()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let message = String(decoding: errorText, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      throw .failed(command: Self.summary(arguments), status: process.terminationStatus, message: message)
    }
    return bytes
  }

  /// `git` and its subcommand, for messages: `git diff`.
  static func summary(_ arguments: [String]) -> String {
    var index = 0
    while index < arguments.count, arguments[index].hasPrefix("-") {
      index += arguments[index] == "-c" ? 2 : 1
    }
    return index < arguments.count ? "git " + arguments[index] : "git"
  }

  /// Runs git and returns its output as text without the final newline.
  func text(_ arguments: [String]) throws(GitError) -> String {
    var bytes = try run(arguments)
    while bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// Why git could not do what Charter asked.
public enum GitError: Error, CustomStringConvertible, Equatable {
  /// The `git` executable could not be started.
  case cannotRun(String, String)
  /// git ran and failed: not a repository, an unknown revision …
  case failed(command: String, status: Int32, message: String)
  /// git printed something Charter could not understand.
  case unexpectedOutput(command: String)

  public var description: String {
    switch self {
    case .cannotRun(let path, let reason): "cannot run git (\(path)): \(reason)"
    case .failed(let command, let status, let message):
      message.isEmpty ? "\(command) failed with exit status \(status)" : "\(command): \(message)"
    case .unexpectedOutput(let command): "unexpected output from \(command)"
    }
  }
}
