import CharterDocuments
import CharterRules
import CharterSupport
import CharterSwiftChecks

/// The targets of an XcodeGen spec (`project.yml`): their source folders and the build
/// settings stated under `settings` (`base`, or the same value in every configuration),
/// target over project. Includes (`include:`) and setting groups are not followed; a target
/// that uses them has its settings as stated here.
struct XcodeGenProject: Sendable {
  struct Target: Sendable {
    var name: String
    /// Source folders or files.
    var sources: [Source]
    var settings: ModuleSettings
  }

  /// One entry of a target's `sources`: a folder or file, root-relative, and the `includes` and
  /// `excludes` globs that narrow it (relative to it; a file must match an include when there
  /// are any, and no exclude).
  struct Source: Sendable {
    var path: String
    var includes: [Glob] = []
    var excludes: [Glob] = []

    func holds(_ file: String) -> Bool {
      guard file == path || file.hasPrefix(path + "/") else { return false }
      let relative = file == path ? String(file.split(separator: "/").last ?? "") : String(file.dropFirst(path.count + 1))
      if !includes.isEmpty, !includes.contains(where: { $0.matches(relative) }) { return false }
      return !excludes.contains { $0.matches(relative) }
    }
  }

  var path: String
  /// Whether `name` is a spec file name other than `project.yml`: `project-NAME.yml`,
  /// `project_NAME.yml`, `project.NAME.yml` or `project.yaml` (`.yaml` for each).
  static func isAlternativeSpecName(_ name: String) -> Bool {
    guard name.hasPrefix("project"), name.hasSuffix(".yml") || name.hasSuffix(".yaml"), name != "project.yml" else {
      return false
    }
    let separator = name.dropFirst("project".count).first
    return separator == "-" || separator == "_" || separator == "."
  }

  var targets: [Target]

  /// Reads `text`, the spec at root-relative `path`.
  /// - Throws: ``DiagnosticsError`` when it is not YAML.
  init(path: String, text: String) throws(DiagnosticsError) {
    self.path = path
    let folder = XcodeProject.parent(path)
    let root = try YAMLParser.parse(text, path: path)
    let projectSettings = root?["settings"]
    var targets: [Target] = []
    for pair in root?["targets"]?.mapping ?? [] {
      guard let name = pair.key.scalar else { continue }
      let target = pair.value
      var sources: [Source] = []
      let listed = target["sources"].map { $0.sequence ?? [$0] } ?? []
      for source in listed {
        guard let text = source.string ?? source["path"]?.string else { continue }
        func globs(_ key: String) -> [Glob] {
          (source[key].map { $0.sequence ?? [$0] } ?? []).compactMap { $0.string.flatMap { try? Glob($0) } }
        }
        sources.append(Source(path: XcodeProject.join(folder, text), includes: globs("includes"), excludes: globs("excludes")))
      }
      var settings = ModuleSettings(values: SwiftSettings(defaultIsolation: .nonisolated))
      for (key, apply) in Self.readers {
        if let (value, line) = Self.value(key, target: target["settings"], project: projectSettings) {
          apply(&settings.values, value)
          let settingKey: ModuleSettings.Key =
            key == XcodeProject.isolationKey
            ? .defaultIsolation : key == XcodeProject.versionKey ? .languageMode : .upcomingFeatures
          settings.sources[settingKey] = SourceReference(path: path, line: line)
        }
      }
      if let (targets, line) = Self.deploymentTargets(target, root: root, projectSettings: projectSettings) {
        settings.values.deploymentTargets = targets
        settings.sources[.deploymentTargets] = SourceReference(path: path, line: line)
      }
      targets.append(Target(name: name, sources: sources, settings: settings))
    }
    self.targets = targets
  }

  /// How each build setting sets a value.
  private static let readers: [(String, @Sendable (inout SwiftSettings, String?) -> Void)] = [
    (
      XcodeProject.isolationKey,
      { settings, value in
        settings.defaultIsolation = value == "MainActor" ? .mainActor : value == "nonisolated" ? .nonisolated : nil
      }
    ),
    (
      XcodeProject.versionKey,
      { settings, value in settings.languageMode = value.flatMap { Int($0.prefix { $0.isNumber }) } }
    ),
    (
      XcodeProject.approachableKey,
      { settings, value in
        if value == "YES" || value == "true" {
          settings.upcomingFeatures.formUnion(["NonisolatedNonsendingByDefault", "InferIsolatedConformances"])
        }
      }
    ),
  ]

  /// `key` in a `settings` node: directly, under `base`, or the same in every configuration
  /// under `configs`; the target's over the project's. The value is `nil` when the
  /// configurations disagree.
  private static func value(_ key: String, target: YAMLNode?, project: YAMLNode?) -> (String?, Int)? {
    for node in [target, project].compactMap({ $0 }) {
      if let direct = node[key] { return (direct.scalar, direct.position.line) }
      if let base = node["base"]?[key] { return (base.scalar, base.position.line) }
      let configured = (node["configs"]?.mapping ?? []).compactMap { $0.value[key] }
      if let first = configured.first {
        let values = Set(configured.map(\.scalar))
        return (values.count == 1 ? first.scalar : nil, first.position.line)
      }
    }
    return nil
  }

  /// A target's platforms (`platform`, or `supportedDestinations` when it is `auto`) and the
  /// minimum of each: its `deploymentTarget` (a version, or one per platform), else the
  /// project's `options: deploymentTarget:`, else the `*_DEPLOYMENT_TARGET` build setting;
  /// `nil` when a platform's minimum is none of these, as XcodeGen then leaves it to Xcode.
  private static func deploymentTargets(
    _ target: YAMLNode, root: YAMLNode?, projectSettings: YAMLNode?
  ) -> (DeploymentTargets, Int)? {
    guard let platformNode = target["platform"] else { return nil }
    var names = platformNode.sequence?.compactMap(\.scalar) ?? [platformNode.scalar].compactMap { $0 }
    if names == ["auto"] { names = target["supportedDestinations"]?.sequence?.compactMap(\.scalar) ?? [] }
    var minimums: [DeploymentTargets.Platform: DeploymentTargets.Minimum] = [:]
    var line = platformNode.position.line
    for name in names {
      guard let platform = DeploymentTargets.Platform(manifestName: name) else { return nil }
      let versionPlatform: DeploymentTargets.Platform = platform == .macCatalyst ? .iOS : platform
      let own = target["deploymentTarget"]
      let candidates: [YAMLNode?] = [
        own?.scalar != nil && names.count == 1 ? own : own?[versionPlatform.manifestName],
        root?["options"]?["deploymentTarget"]?[versionPlatform.manifestName],
      ]
      if let node = candidates.compactMap({ $0 }).first, let text = node.scalar, let version = OSVersion(text) {
        minimums[platform] = .version(version)
        line = node.position.line
      } else if let key = XcodeProject.deploymentTargetKey[versionPlatform],
        let (text, settingLine) = value(key, target: target["settings"], project: projectSettings),
        let version = text.flatMap({ OSVersion($0) })
      {
        minimums[platform] = .version(version)
        line = settingLine
      } else {
        return nil
      }
    }
    return minimums.isEmpty ? nil : (DeploymentTargets(minimums), line)
  }

  /// Whether `target` compiles the root-relative `file`.
  static func compiles(_ target: Target, _ file: String) -> Bool {
    target.sources.contains { $0.holds(file) }
  }
}

