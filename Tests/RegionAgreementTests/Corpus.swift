import Foundation

/// The benchmark corpus of real Swift code (swift-nio, swift-syntax, vapor: about 1,600 files).
///
/// Taken from `CHARTER_CORPUS` when set; otherwise built once into `Benchmarks/.work/corpus`
/// under the package root by the shared `make-corpus.sh`, found next to the package.
enum Corpus {
  struct Unavailable: Error, CustomStringConvertible {
    var description: String
  }

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // RegionAgreementTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The corpus directory, building it if needed.
  ///
  /// The tests of this target run in parallel and all ask for the corpus; it is built once, the
  /// first time, and every caller gets that result (`make-corpus.sh` treats a half-extracted
  /// package folder as done, so two concurrent runs would hand one test a partial corpus).
  static func directory() throws -> URL {
    try located.get()
  }

  private static let located = Result { try locate() }

  private static func locate() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["CHARTER_CORPUS"], !path.isEmpty {
      let url = URL(fileURLWithPath: path)
      guard FileManager.default.fileExists(atPath: url.path) else {
        throw Unavailable(description: "CHARTER_CORPUS=\(path) does not exist")
      }
      return url
    }
    let script = packageRoot.appendingPathComponent("../shared/bench/make-corpus.sh").standardized
    let target = packageRoot.appendingPathComponent("Benchmarks/.work/corpus")
    guard FileManager.default.fileExists(atPath: script.path) else {
      throw Unavailable(
        description: "no corpus: set CHARTER_CORPUS, or provide \(script.path) to build one")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bash", script.path, target.path]
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Unavailable(
        description: "\(script.path) \(target.path) failed (\(process.terminationStatus)): "
          + String(decoding: message, as: UTF8.self))
    }
    return target
  }

  /// Every `.swift` file below `directory`, sorted by path.
  static func swiftFiles(in directory: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(
      at: directory, includingPropertiesForKeys: [.isRegularFileKey])
    var files: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if url.pathExtension == "swift" { files.append(url) }
    }
    return files.sorted { $0.path < $1.path }
  }
}
