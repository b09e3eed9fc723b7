import Foundation

/// Runs the built `charter` binary and captures what it prints.
struct CharterProcess {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The `charter` executable next to the test bundle.
  static let executable: URL = {
    let candidates = [
      Bundle.main.executableURL?.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL,
      Bundle.main.bundleURL.deletingLastPathComponent(),
    ].compactMap { $0 }
    for folder in candidates {
      let url = folder.appendingPathComponent("charter")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return URL(fileURLWithPath: ".build/debug/charter")
  }()

  /// Runs `charter arguments…` in `directory` with `environment` added to a clean one, and
  /// `input` on its standard input (else none).
  static func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:], input: Data? = nil
  ) throws -> Result {
    try run(executable, arguments, in: directory, environment: environment, input: input)
  }

  /// Runs `program arguments…` in `directory` with a clean environment (`PATH`, `HOME` set to
  /// the directory, `NO_COLOR`) plus `environment`.
  static func run(
    _ program: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:],
    input: Data? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var base = ["PATH": "/usr/bin:/bin", "HOME": directory.path, "NO_COLOR": "1"]
    base.merge(environment) { _, new in new }
    process.environment = base
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let stdin = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : stdin
    try process.run()
    if let input {
      // Written from another thread: a large input must not wait for the process to read.
      let writer = stdin.fileHandleForWriting
      DispatchQueue.global().async {
        writer.write(input)
        try? writer.close()
      }
    }
    // Standard error is drained on another thread while standard output is read here: read
    // one after the other, a child that fills the other pipe (64 KiB) would wait forever.
    let errorReader = err.fileHandleForReading
    let drained = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var stderr = Data()
    DispatchQueue.global().async {
      stderr = errorReader.readDataToEndOfFile()
      drained.signal()
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    drained.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }
}

/// A fresh folder with files in it, removed when released.
final class Sandbox: @unchecked Sendable {
  let url: URL

  init(_ files: [String: String] = [:]) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("charter-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (path, text) in files { try write(path, text) }
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  func write(_ path: String, _ text: String) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }
}
