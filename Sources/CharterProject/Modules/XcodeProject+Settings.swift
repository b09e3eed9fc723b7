import CharterRules
import CharterSwiftChecks
import Foundation

/// The build settings of an Xcode project's targets: configurations, their base `.xcconfig`
/// files, and the layering Xcode applies (target over its base file over the project's).
extension XcodeProject {
  /// One build configuration: its name, settings, and base `.xcconfig` file (root-relative).
  struct Configuration {
    var name: String
    var settings: [String: PropertyList]
    var baseFile: String?
  }

  static func configurations(
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
  static func baseFile(of configuration: PropertyList, paths: [String: String]) -> String? {
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
    _ key: String, own: [Configuration], project: [Configuration], path: String,
    configFiles: [String: XcodeConfigFile]
  ) -> (value: String?, source: SourceReference?, found: Bool) {
    let read = values(key, own: own, project: project, path: path, configFiles: configFiles)
    guard read.found else { return (nil, nil, false) }
    let distinct = Set(read.values)
    return (distinct.count == 1 ? distinct.first! : nil, read.source, true)
  }

  /// `key` in each build configuration of the target: its value, `""` where no layer states it,
  /// `nil` where it cannot be known; the first place that states it; and whether any does.
  private static func values(
    _ key: String, own: [Configuration], project: [Configuration], path: String,
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
      guard let (statedValue, reference) = stated else { continue }
      var value = statedValue
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

  static func settings(
    own: [Configuration], project: [Configuration], path: String,
    configFiles: [String: XcodeConfigFile]
  ) -> ModuleSettings {
    func read(_ key: String) -> (value: String?, source: SourceReference?, found: Bool) {
      value(key, own: own, project: project, path: path, configFiles: configFiles)
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
    let flags = values(flagsKey, own: own, project: project, path: path, configFiles: configFiles)
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
}
