import Foundation

/// A corpus of real Swift code every build already has: the packages SwiftPM checked out for
/// Charter under `.build/checkouts` (swift-syntax and swift-argument-parser: about 900 files,
/// 330k lines).
///
/// `CHARTER_CORPUS` overrides it, for instance with the benchmarks' 1,600-file corpus
/// (swift-nio, swift-syntax, vapor), which only the benchmarks build.
enum Corpus {
  struct Unavailable: Error, CustomStringConvertible {
    var description: String
  }

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // RegionAgreementTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The fewest Swift files a corpus must hold for the agreement to mean something.
  static let minimumFileCount = 800

  /// The corpus directory.
  static func directory() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["CHARTER_CORPUS"], !path.isEmpty {
      let url = URL(fileURLWithPath: path)
      guard FileManager.default.fileExists(atPath: url.path) else {
        throw Unavailable(description: "CHARTER_CORPUS=\(path) does not exist")
      }
      return url
    }
    let checkouts = packageRoot.appendingPathComponent(".build/checkouts")
    guard FileManager.default.fileExists(atPath: checkouts.appendingPathComponent("swift-syntax").path) else {
      throw Unavailable(
        description: "no corpus: \(checkouts.path)/swift-syntax is missing (build with the default "
          + "scratch path, or set CHARTER_CORPUS to a folder of Swift code holding swift-syntax)")
    }
    return checkouts
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
