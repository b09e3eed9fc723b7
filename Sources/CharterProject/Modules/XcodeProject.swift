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
      let settings = Self.settings(own: own, project: projectSettings, path: path, paths: paths, configFiles: configFiles)
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

  // MARK: - Settings

  /// One build configuration: its name, settings, and base `.xcconfig` file (root-relative).
  struct Configuration {
    var name: String
    var settings: [String: PropertyList]
    var baseFile: String?
  }

  private static func configurations(
    _ list: String, objects: [String: PropertyList], paths: [String: String]
  ) -> [Configuration] {
    (objects[list]?["buildConfigurations"]?.array ?? []).compactMap(\.string).compactMap { id in
      guard let object = objects[id] else { return nil }
      return Configuration(
        name: object["name"]?.string ?? "", settings: object["buildSettings"]?.dictionary ?? [:],
        baseFile: baseFile(of: object, paths: paths))
    }
  }

  /// The root-relative `.xcconfig` a build configuration is based on: a file reference
  /// (`baseConfigurationReference`), or, since Xcode 16, a file inside a synchronized folder
  /// (`baseConfigurationReferenceAnchor` with `baseConfigurationReferenceRelativePath`).
  private static func baseFile(of configuration: PropertyList, paths: [String: String]) -> String? {
    if let reference = configuration["baseConfigurationReference"]?.string { return paths[reference] }
    guard let anchor = configuration["baseConfigurationReferenceAnchor"]?.string, let folder = paths[anchor],
      let relative = configuration["baseConfigurationReferenceRelativePath"]?.string
    else { return nil }
    return join(folder, relative)
  }

  /// One setting's value in every configuration of the target, with where it came from: the
  /// value when all agree, `nil` when they differ or use a variable other than
  /// `$(inherited)`. `found` is false when no configuration states it.
  private static func value(
    _ key: String, own: [Configuration], project: [Configuration], path: String, paths: [String: String],
    configFiles: [String: XcodeConfigFile]
  ) -> (value: String?, source: SourceReference?, found: Bool) {
    let read = values(key, own: own, project: project, path: path, paths: paths, configFiles: configFiles)
    guard read.found else { return (nil, nil, false) }
    let distinct = Set(read.values)
    return (distinct.count == 1 ? distinct.first! : nil, read.source, true)
  }

  /// `key` in each build configuration of the target: its value, `""` where no layer states it,
  /// `nil` where it cannot be known; the first place that states it; and whether any does.
  private static func values(
    _ key: String, own: [Configuration], project: [Configuration], path: String, paths: [String: String],
    configFiles: [String: XcodeConfigFile]
  ) -> (values: [String?], source: SourceReference?, found: Bool) {
    var values: [String?] = []
    var source: SourceReference?
    var found = false
    for configuration in own.isEmpty ? project : own {
      let projectConfiguration = project.first { $0.name == configuration.name }
      var layers: [Layer] = []
      for layer in [configuration, projectConfiguration].compactMap({ $0 }) {
        layers.append(.settings(layer.settings, path))
        if let file = layer.baseFile {
          layers.append(configFiles[file].map(Layer.file) ?? .unreadable)
        }
      }
      switch resolve(key, in: layers[...]) {
      case .unstated: values.append("")
      case .unknown:
        values.append(nil)
        found = true
      case .stated(let value, let reference):
        found = true
        values.append(value)
        source = source ?? reference
      }
    }
    return (values, source, found)
  }


  /// A level of build settings, highest first: a configuration's own settings, or an
  /// `.xcconfig` file.
  private enum Layer {
    case settings([String: PropertyList], String)
    case file(XcodeConfigFile)
    case unreadable
  }

  /// What a level says of a setting.
  private enum Resolved {
    case unstated
    /// Stated in a form Charter cannot read: a variable, an unreadable file.
    case unknown
    case stated(String, SourceReference)
  }

  /// The value of `key` at the highest of `layers` that states it, with `$(inherited)` taken
  /// from the layers below it.
  private static func resolve(_ key: String, in layers: ArraySlice<Layer>) -> Resolved {
    for (index, layer) in zip(layers.indices, layers) {
      let stated: (String, SourceReference)?
      switch layer {
      case .settings(let settings, let path):
        stated = settings[key].map { value in
          (value.string ?? value.array?.compactMap(\.string).joined(separator: " ") ?? "", SourceReference(path: path, line: value.line))
        }
      case .file(let file):
        guard file.isReadable else { return .unknown }
        stated = file.value(key).map { ($0.value, $0.source) }
      case .unreadable:
        return .unknown
      }
      guard var (value, reference) = stated else { continue }
      if value.contains("$(inherited)") || value.contains("${inherited}") {
        let below: String
        switch resolve(key, in: layers[(index + 1)...]) {
        case .unknown: return .unknown
        case .unstated: below = ""
        case .stated(let inherited, _): below = inherited
        }
        value = value.replacingOccurrences(of: "$(inherited)", with: below)
          .replacingOccurrences(of: "${inherited}", with: below)
          .split(separator: " ").joined(separator: " ")
      }
      guard value.contains("$(") || value.contains("${") else { return .stated(value, reference) }
      // In compiler flags, a variable inside a flag's word (`-warn-long-function-bodies=$(LIMIT)`)
      // is that flag's value; one standing as a word of its own could expand to any flags.
      guard key == flagsKey else { return .unknown }
      let words = value.split(separator: " ")
      let isVariable = { (word: Substring) in word.contains("$(") || word.contains("${") }
      let readFlags = ["-swift-version", "-default-isolation", "-enable-upcoming-feature"]
      guard words.allSatisfy({ word in !isVariable(word) || (word.hasPrefix("-") && !readFlags.contains { word.hasPrefix($0) }) })
      else { return .unknown }
      return .stated(words.map { isVariable($0) ? "-variable" : String($0) }.joined(separator: " "), reference)
    }
    return .unstated
  }

  private static func settings(
    own: [Configuration], project: [Configuration], path: String, paths: [String: String],
    configFiles: [String: XcodeConfigFile]
  ) -> ModuleSettings {
    func read(_ key: String) -> (value: String?, source: SourceReference?, found: Bool) {
      value(key, own: own, project: project, path: path, paths: paths, configFiles: configFiles)
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
    // Configurations usually pass different flags (`-DDEBUG`, `-DRELEASE`): what matters is
    // whether they agree on the flags that set Swift settings.
    let flags = values(flagsKey, own: own, project: project, path: path, paths: paths, configFiles: configFiles)
    if flags.found {
      let parsed = flags.values.map { $0.map(SwiftFlags.init) }
      if let first = parsed.first ?? nil, let source = flags.source, parsed.allSatisfy({ $0 == first }) {
        apply(first, from: source, to: &settings)
      } else {
        // Flags Charter cannot read, or that differ between configurations, may set anything.
        settings.values.defaultIsolation = nil
        settings.values.languageMode = nil
      }
    }
    let targets = deploymentTargets(read)
    settings.values.deploymentTargets = targets.value
    settings.sources[.deploymentTargets] = targets.source
    return settings
  }

  /// What `OTHER_SWIFT_FLAGS` sets over the build settings.
  private static func apply(_ flags: SwiftFlags, from source: SourceReference, to settings: inout ModuleSettings) {
    if let isolation = flags.defaultIsolation {
      settings.values.defaultIsolation = isolation
      settings.sources[.defaultIsolation] = source
    }
    if let mode = flags.languageMode {
      settings.values.languageMode = mode
      settings.sources[.languageMode] = source
    }
    if !flags.upcomingFeatures.isEmpty {
      settings.values.upcomingFeatures.formUnion(flags.upcomingFeatures)
      settings.sources[.upcomingFeatures] = settings.sources[.upcomingFeatures] ?? source
    }
  }

  /// The platforms a target builds for (`SDKROOT`, or `SUPPORTED_PLATFORMS` when it is
  /// `auto`, and `SUPPORTS_MACCATALYST`) and each one's `*_DEPLOYMENT_TARGET`; unknown when
  /// any of them is not stated or not a plain value (Xcode's default is the SDK's own version,
  /// which the project file does not say).
  private static func deploymentTargets(
    _ read: (String) -> (value: String?, source: SourceReference?, found: Bool)
  ) -> (value: DeploymentTargets?, source: SourceReference?) {
    let sdk = read("SDKROOT")
    var names: [String]
    if let root = sdk.value, root != "auto" {
      names = [root]
    } else if let supported = read("SUPPORTED_PLATFORMS").value {
      names = supported.split(separator: " ").map(String.init)
    } else {
      return (nil, nil)
    }
    var platforms: Set<DeploymentTargets.Platform> = []
    for name in names {
      guard let platform = platformOfSDK[name.lowercased()] else {
        if name.lowercased().hasSuffix("simulator") { continue }
        return (nil, nil)
      }
      platforms.insert(platform)
    }
    if read("SUPPORTS_MACCATALYST").value == "YES", platforms.contains(.iOS) { platforms.insert(.macCatalyst) }
    guard !platforms.isEmpty else { return (nil, nil) }
    var minimums: [DeploymentTargets.Platform: DeploymentTargets.Minimum] = [:]
    var source: SourceReference?
    for platform in platforms.sorted() {
      // Mac Catalyst builds from the iOS deployment target.
      let key = deploymentTargetKey[platform == .macCatalyst ? .iOS : platform]!
      let stated = read(key)
      guard let text = stated.value, let version = OSVersion(text) else { return (nil, nil) }
      minimums[platform] = .version(version)
      source = source ?? stated.source
    }
    return (DeploymentTargets(minimums), source)
  }

  /// The SDK names of `SDKROOT` and `SUPPORTED_PLATFORMS`.
  private static let platformOfSDK: [String: DeploymentTargets.Platform] = [
    "iphoneos": .iOS, "macosx": .macOS, "appletvos": .tvOS, "watchos": .watchOS, "xros": .visionOS,
  ]

  /// The build setting of each platform's minimum version.
  static let deploymentTargetKey: [DeploymentTargets.Platform: String] = [
    .iOS: "IPHONEOS_DEPLOYMENT_TARGET", .macOS: "MACOSX_DEPLOYMENT_TARGET", .tvOS: "TVOS_DEPLOYMENT_TARGET",
    .watchOS: "WATCHOS_DEPLOYMENT_TARGET", .visionOS: "XROS_DEPLOYMENT_TARGET",
  ]

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
