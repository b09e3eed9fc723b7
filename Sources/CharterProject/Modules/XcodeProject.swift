import CharterRules
import CharterSwiftChecks
import Foundation

/// The targets of an Xcode project (`NAME.xcodeproj/project.pbxproj`): which Swift files each
/// compiles and the build settings that change what the structural checks report.
///
/// Files belong to a target through its Sources build phase (classic groups) or through
/// folders synchronized with the file system (Xcode 16), less their membership exceptions.
/// Settings are the target's own over the project's, through each one's `.xcconfig` base
/// configuration; a setting whose build configurations disagree, or that uses a `$(…)`
/// variable, is unknown.
package struct XcodeProject: Sendable {
  /// One native target.
  struct Target: Sendable {
    var name: String
    /// Files compiled, root-relative.
    var files: Set<String>
    /// Folders whose files it compiles (synchronized groups), root-relative, and the files
    /// excepted from them.
    var folders: [String]
    var excluded: Set<String>
    /// The stated settings, each with where it was stated.
    var settings: ModuleSettings
  }

  /// The project file, root-relative (`App/App.xcodeproj/project.pbxproj`).
  var path: String
  var targets: [Target]

  /// The build settings read, by their Xcode names.
  static let isolationKey = "SWIFT_DEFAULT_ACTOR_ISOLATION"
  static let versionKey = "SWIFT_VERSION"
  static let approachableKey = "SWIFT_APPROACHABLE_CONCURRENCY"
  static let featurePrefix = "SWIFT_UPCOMING_FEATURE_"

  /// Reads the project at `path` (root-relative) from `text`; `readFile` reads an `.xcconfig`
  /// by root-relative path.
  /// - Throws: ``PropertyList/SyntaxError`` when the file is not a property list.
  init(path: String, text: String, readFile: (String) -> String?) throws(PropertyList.SyntaxError) {
    self.path = path
    let plist = try PropertyList.parse(text)
    let objects = plist["objects"]?.dictionary ?? [:]
    // The folder holding the .xcodeproj: SOURCE_ROOT.
    let projectFolder = Self.parent(Self.parent(path))
    var paths: [String: String] = [:]
    var parents: [String: String] = [:]
    if let root = plist["rootObject"]?.string, let main = objects[root]?["mainGroup"]?.string {
      var visited: Set<String> = []
      Self.walk(
        main, folder: projectFolder, projectFolder: projectFolder, objects: objects, paths: &paths, parents: &parents,
        visited: &visited)
    }
    let projectSettings = plist["rootObject"]?.string.flatMap { objects[$0]?["buildConfigurationList"]?.string }
      .map { Self.configurations($0, objects: objects) } ?? []
    var targets: [Target] = []
    let rootID = plist["rootObject"]?.string
    for id in (rootID.flatMap { objects[$0]?["targets"]?.array } ?? []).compactMap(\.string) {
      guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget", let name = target["name"]?.string else {
        continue
      }
      var files: Set<String> = []
      for phase in (target["buildPhases"]?.array ?? []).compactMap(\.string)
      where objects[phase]?["isa"]?.string == "PBXSourcesBuildPhase" {
        for buildFile in (objects[phase]?["files"]?.array ?? []).compactMap(\.string) {
          if let reference = objects[buildFile]?["fileRef"]?.string, let filePath = paths[reference] { files.insert(filePath) }
        }
      }
      var folders: [String] = []
      var excluded: Set<String> = []
      for group in (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string) {
        guard let folder = paths[group] else { continue }
        folders.append(folder)
        for exception in (objects[group]?["exceptions"]?.array ?? []).compactMap(\.string)
        where objects[exception]?["target"]?.string == id {
          for item in (objects[exception]?["membershipExceptions"]?.array ?? []).compactMap(\.string) {
            excluded.insert(Self.join(folder, item))
          }
        }
      }
      let own = target["buildConfigurationList"]?.string.map { Self.configurations($0, objects: objects) } ?? []
      let settings = Self.settings(own: own, project: projectSettings, path: path, paths: paths, readFile: readFile)
      targets.append(Target(name: name, files: files, folders: folders, excluded: excluded, settings: settings))
    }
    self.targets = targets
  }

  /// Whether `target` compiles the root-relative `file`.
  static func compiles(_ target: Target, _ file: String) -> Bool {
    if target.files.contains(file) { return true }
    return target.folders.contains { file.hasPrefix($0 + "/") } && !target.excluded.contains(file)
  }

  // MARK: - Groups

  /// Records the root-relative path of every group and file reference below `id`.
  ///
  /// Each object is walked once (`visited`), where it is first reached: in a real project
  /// every group has one parent, and a hostile one that lists a group as its own child, or
  /// twice, would otherwise be walked 2^depth times.
  private static func walk(
    _ id: String, folder: String, projectFolder: String, objects: [String: PropertyList],
    paths: inout [String: String], parents: inout [String: String], visited: inout Set<String>, depth: Int = 0
  ) {
    guard depth < 64, visited.insert(id).inserted, let object = objects[id] else { return }
    let own = object["path"]?.string
    let base: String =
      switch object["sourceTree"]?.string {
      case "SOURCE_ROOT": projectFolder
      case "<group>", nil: folder
      default: ""  // SDKROOT, BUILT_PRODUCTS_DIR, absolute: not in the repository
      }
    let location = own.map { join(base, $0) } ?? base
    paths[id] = location
    for child in (object["children"]?.array ?? []).compactMap(\.string) {
      guard !visited.contains(child) else { continue }
      parents[child] = id
      walk(
        child, folder: location, projectFolder: projectFolder, objects: objects, paths: &paths, parents: &parents,
        visited: &visited, depth: depth + 1)
    }
  }

  // MARK: - Settings

  /// One build configuration: its name, settings, and base `.xcconfig` file reference.
  struct Configuration {
    var name: String
    var settings: [String: PropertyList]
    var baseReference: String?
  }

  private static func configurations(_ list: String, objects: [String: PropertyList]) -> [Configuration] {
    (objects[list]?["buildConfigurations"]?.array ?? []).compactMap(\.string).compactMap { id in
      guard let object = objects[id] else { return nil }
      return Configuration(
        name: object["name"]?.string ?? "", settings: object["buildSettings"]?.dictionary ?? [:],
        baseReference: object["baseConfigurationReference"]?.string)
    }
  }

  /// One setting's value in every configuration of the target (its own, then its xcconfig,
  /// then the project's and the project's xcconfig), with where it came from: the value when
  /// all agree, `nil` when they differ or use a variable. `found` is false when no
  /// configuration states it.
  private static func value(
    _ key: String, own: [Configuration], project: [Configuration], path: String, paths: [String: String],
    readFile: (String) -> String?
  ) -> (value: String?, source: SourceReference?, found: Bool) {
    var values: Set<String?> = []
    var source: SourceReference?
    var found = false
    for configuration in own.isEmpty ? project : own {
      let projectConfiguration = project.first { $0.name == configuration.name }
      var value: String?
      var reference: SourceReference?
      let layers: [Configuration?] = [configuration, projectConfiguration]
      search: for layer in layers.compactMap({ $0 }) {
        if let stated = layer.settings[key] {
          value = stated.string ?? stated.array?.compactMap(\.string).joined(separator: " ")
          reference = SourceReference(path: path, line: stated.line)
          break search
        }
        if let base = layer.baseReference, let file = paths[base] {
          guard let text = readFile(file) else {
            values.insert(nil)
            continue
          }
          if let (stated, line) = XcodeConfigFile.value(key, in: text) {
            value = stated
            reference = SourceReference(path: file, line: line)
            break search
          }
        }
      }
      if let value {
        found = true
        values.insert(value.contains("$(") ? nil : value)
        source = source ?? reference
      } else {
        values.insert("")
      }
    }
    guard found else { return (nil, nil, false) }
    return (values.count == 1 ? values.first! : nil, source, true)
  }

  private static func settings(
    own: [Configuration], project: [Configuration], path: String, paths: [String: String], readFile: (String) -> String?
  ) -> ModuleSettings {
    func read(_ key: String) -> (value: String?, source: SourceReference?, found: Bool) {
      value(key, own: own, project: project, path: path, paths: paths, readFile: readFile)
    }
    var settings = ModuleSettings(values: SwiftSettings(defaultIsolation: .nonisolated))
    let isolation = read(isolationKey)
    if isolation.found {
      settings.values.defaultIsolation =
        switch isolation.value {
        case "MainActor": .mainActor
        case "nonisolated", "": .nonisolated
        default: nil
        }
      settings.sources[.defaultIsolation] = isolation.source
    }
    let version = read(versionKey)
    if version.found {
      settings.values.languageMode = version.value.flatMap { Int($0.prefix { $0.isNumber }) }
      settings.sources[.languageMode] = version.source
    }
    let approachable = read(approachableKey)
    if approachable.value == "YES" {
      settings.values.upcomingFeatures.formUnion(["NonisolatedNonsendingByDefault", "InferIsolatedConformances"])
      settings.sources[.upcomingFeatures] = approachable.source
    }
    for (key, name) in [
      ("NONISOLATED_NONSENDING_BY_DEFAULT", "NonisolatedNonsendingByDefault"),
      ("INFER_ISOLATED_CONFORMANCES", "InferIsolatedConformances"),
    ] {
      let feature = read(featurePrefix + key)
      if feature.value == "YES" {
        settings.values.upcomingFeatures.insert(name)
        settings.sources[.upcomingFeatures] = settings.sources[.upcomingFeatures] ?? feature.source
      }
    }
    return settings
  }

  // MARK: - Paths

  package static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  /// `folder/name` with `.` and `..` resolved as text.
  static func join(_ folder: String, _ name: String) -> String {
    var parts = folder.split(separator: "/").map(String.init)
    for part in name.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
        continue
      }
      parts.append(String(part))
    }
    return parts.joined(separator: "/")
  }
}

/// `KEY = value` lines of an `.xcconfig` file (the last wins; `#include` is not followed).
enum XcodeConfigFile {
  static func value(_ key: String, in text: String) -> (String, Int)? {
    var found: (String, Int)?
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var line = Substring(rawLine)
      if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
      guard let equals = line.firstIndex(of: "=") else { continue }
      let name = line[..<equals].trimmingCharacters(in: .whitespaces)
      guard name == key || name.hasPrefix(key + "[") else { continue }
      found = (line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces), index + 1)
    }
    return found
  }
}
