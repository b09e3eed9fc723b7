import CharterRules
import CharterSwiftChecks
import Foundation

/// The targets of an Xcode project (`NAME.xcodeproj/project.pbxproj`): which Swift files each
/// compiles and the build settings that change what the structural checks report.
///
/// Files belong to a target through its Sources build phase (classic groups) or through
/// folders synchronized with the file system (Xcode 16), less their membership exceptions;
/// an exception set that names a target on a folder that target does not synchronize adds the
/// files it lists to the target instead.
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
  /// What went wrong reading the `.xcconfig` files (an include that cannot be read), each
  /// with the file and line that names it.
  var problems: [(reference: SourceReference, message: String)] = []

  /// The build settings read, by their Xcode names.
  static let isolationKey = "SWIFT_DEFAULT_ACTOR_ISOLATION"
  static let versionKey = "SWIFT_VERSION"
  static let approachableKey = "SWIFT_APPROACHABLE_CONCURRENCY"
  static let featurePrefix = "SWIFT_UPCOMING_FEATURE_"
  static let flagsKey = "OTHER_SWIFT_FLAGS"

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
      .map { Self.configurations($0, objects: objects, paths: paths) } ?? []
    // Each .xcconfig a configuration is based on, read once with what it includes.
    var configFiles: [String: XcodeConfigFile] = [:]
    for object in objects.values where object["isa"]?.string == "XCBuildConfiguration" {
      guard let file = Self.baseFile(of: object, paths: paths), configFiles[file] == nil else { continue }
      configFiles[file] = XcodeConfigFile(path: file, readFile: readFile)
    }
    for file in configFiles.keys.sorted() { problems += configFiles[file]!.problems }
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
      let ownGroups = Set((target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string))
      for group in ownGroups.sorted() {
        guard let folder = paths[group] else { continue }
        folders.append(folder)
        excluded.formUnion(Self.membershipExceptions(of: group, for: id, objects: objects, folder: folder))
      }
      // An exception set naming this target on a folder synchronized with another target adds
      // the files it lists to this one (Xcode's "Target Membership" for one file of the folder).
      for (group, object) in objects where !ownGroups.contains(group) && object["exceptions"] != nil {
        guard let folder = paths[group] else { continue }
        files.formUnion(Self.membershipExceptions(of: group, for: id, objects: objects, folder: folder))
      }
      let own = target["buildConfigurationList"]?.string.map { Self.configurations($0, objects: objects, paths: paths) } ?? []
      let settings = Self.settings(own: own, project: projectSettings, path: path, configFiles: configFiles)
      targets.append(Target(name: name, files: files, folders: folders, excluded: excluded, settings: settings))
    }
    self.targets = targets
  }

  /// The root-relative files that the build-file exception sets of the synchronized folder
  /// `group` (at `folder`) list for `target`: excluded from it when it compiles the folder,
  /// added to it when it does not.
  private static func membershipExceptions(
    of group: String, for target: String, objects: [String: PropertyList], folder: String
  ) -> [String] {
    var files: [String] = []
    for exception in (objects[group]?["exceptions"]?.array ?? []).compactMap(\.string)
    where objects[exception]?["isa"]?.string ?? "PBXFileSystemSynchronizedBuildFileExceptionSet"
      == "PBXFileSystemSynchronizedBuildFileExceptionSet" && objects[exception]?["target"]?.string == target
    {
      for item in (objects[exception]?["membershipExceptions"]?.array ?? []).compactMap(\.string) {
        files.append(join(folder, item))
      }
    }
    return files
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
