import CharterFuzzing
import Foundation

/// Inputs from the repository: each target's seeds and its regression inputs.
enum FuzzCorpus {
  /// The repository's root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The most seeds taken per target, and the most bytes of each.
  static let maximumSeeds = 60
  static let maximumSeedSize = 4_096

  /// Up to ``maximumSeeds`` files from the target's seed folders, sorted by path, cut to
  /// ``maximumSeedSize`` bytes.
  static func seeds(for target: FuzzTarget) -> [(name: String, bytes: [UInt8])] {
    var found: [String] = []
    for folder in target.seeds.folders {
      let url = root.appendingPathComponent(folder)
      guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { continue }
      for case let path as String in enumerator where target.seeds.endings.contains(where: { $0.isEmpty || path.hasSuffix($0) }) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
          found.append(folder + "/" + path)
        }
      }
    }
    found.sort()
    // Spread the picks over the whole sorted list rather than taking its first folder only.
    let step = max(1, found.count / maximumSeeds)
    return stride(from: 0, to: found.count, by: step).prefix(maximumSeeds).compactMap { index in
      let path = found[index]
      guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else { return nil }
      return (path, Array(data.prefix(maximumSeedSize)))
    }
  }

  /// Every file in `Fuzz/Regressions/<target>/`.
  static func regressions(for target: FuzzTarget) -> [(name: String, bytes: [UInt8])] {
    let folder = root.appendingPathComponent("Fuzz/Regressions/\(target.rawValue)")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    return names.compactMap { name in
      FileManager.default.contents(atPath: folder.appendingPathComponent(name).path).map { (name, Array($0)) }
    }
  }

  /// The first bytes of `input`, escaped, for a failure message.
  static func shown(_ input: [UInt8]) -> String {
    String(decoding: input.prefix(300), as: UTF8.self).debugDescription
  }
}
