import CharterProject
import CharterRules
import CharterSwiftChecks

/// What the build and settings files say about the Swift code under one folder: the modules
/// that compile it with their settings, the package's Swift tools version, and the indentation
/// and line-length limits the team's formatter and linter settings declare for it. What an
/// agent file's statements about the project are compared with.
struct ProjectFacts: Sendable {
  /// The modules that compile the folder's Swift files, each once.
  var modules: [SwiftModule] = []
  /// For a sample of the folder's Swift files, the indentation the settings declare for each
  /// (`nil` for a file no settings file covers).
  var indentations: [DeclaredIndentation?] = []
  /// For the same sample, the line-length limits the settings state for each.
  var lineLengths: [[TeamSettings.DeclaredLineLength]] = []
  /// The `swift-tools-version` of the folder's `Package.swift`, the oldest among its
  /// version-specific manifests (`Package@swift-5.9.swift`), and the file that states it.
  var toolsVersion: (version: OSVersion, path: String)?

  /// How many Swift files the sample reads the settings of, at most.
  static let sampleSize = 48
  /// How many Swift files' modules are looked up, at most; beyond, an even sample.
  static let moduleLookups = 4_000
}

extension AgentFileContext {
  /// The facts about the Swift code under `folder`, read once per folder.
  func projectFacts(under folder: String) -> ProjectFacts {
    if let cached = projectFacts.withLock({ $0[folder] }) { return cached }
    var made = ProjectFacts()
    if let project {
      let files = swiftFiles(under: folder)
      var seen: Set<String> = []
      for path in Self.evenSample(files, count: ProjectFacts.moduleLookups) {
        for module in project.modules.module(for: path).modules where seen.insert(module.declaredIn + "\u{0}" + module.name).inserted {
          made.modules.append(module)
        }
      }
      if let settings {
        for path in Self.evenSample(files, count: ProjectFacts.sampleSize) {
          made.indentations.append(settings.indentation(for: path))
          made.lineLengths.append(settings.lineLengths(for: path))
        }
      }
      made.toolsVersion = toolsVersion(in: folder)
    }
    projectFacts.withLock { $0[folder] = made }
    return made
  }

  /// `count` items of `items` spread evenly over it, or all of them.
  static func evenSample<T>(_ items: [T], count: Int) -> [T] {
    guard items.count > count else { return items }
    return (0..<count).map { items[$0 * items.count / count] }
  }

  /// The oldest Swift the package in `folder` can be built with: its `swift-tools-version`, or
  /// the oldest version-specific manifest's.
  private func toolsVersion(in folder: String) -> (version: OSVersion, path: String)? {
    let manifest = folder.isEmpty ? "Package.swift" : folder + "/Package.swift"
    guard let text = text(of: manifest), let stated = PackageManifest.toolsVersion(in: text) else { return nil }
    var oldest = (version: OSVersion(stated.major, stated.minor), path: manifest)
    for path in children(of: folder) {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      guard name.hasPrefix("Package@swift-"), name.hasSuffix(".swift") else { continue }
      let written = name.dropFirst("Package@swift-".count).dropLast(".swift".count)
      if let version = OSVersion(written), version < oldest.version { oldest = (version, path) }
    }
    return oldest
  }
}
