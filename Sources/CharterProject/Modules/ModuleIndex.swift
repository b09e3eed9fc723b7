import CharterRules
import CharterSupport
import CharterSwiftChecks
import Foundation
import Synchronization

/// Finds the module of each Swift file and its settings, reading the project files in the
/// folders above it: the nearest `Package.swift` whose target holds the file, else an
/// `.xcodeproj` there that compiles it, else an XcodeGen `project.yml`. Each project file is
/// read once, by the first thread that needs it while the others wait; a folder's answer is
/// cached. Safe from many threads.
///
/// A project file that cannot be read gives a warning, and the settings of the files it would
/// govern stay unknown. Only project files inside the repository are read (``Confinement``).
/// The warnings are those of the project files ``module(for:)`` consulted, whoever read them
/// first: ``prepare(for:)`` reads ahead without changing them.
public final class ModuleIndex: Sendable {
  private let root: String
  private let confinement: Confinement
  /// Each folder's project files, read once (``ReadOnce``).
  private let folders = Mutex<[String: ReadOnce<FolderProjects>]>([:])
  /// The module of the files of each folder, for folders whose files' module depends on the
  /// folder alone (a SwiftPM target's sources are folders, while an Xcode project lists files),
  /// with the folders whose project files decided it.
  private let byFolder = Mutex<[String: (module: FileModule, consulted: [String])]>([:])
  /// The folders whose project files answered a ``module(for:)``: their problems are reported.
  private let consulted = Mutex<Set<String>>([])

  /// The project files of one folder.
  private struct FolderProjects: Sendable {
    var package: PackageManifest?
    /// The sources folder of each of the package's targets, root-relative, in its order: looked
    /// up once, not for every file.
    var packageSources: [String] = []
    var xcode: [XcodeProject] = []
    var xcodegen: XcodeGenProject?
    /// Whether some project file here could not be read.
    var unreadable = false
    /// What went wrong reading them.
    var problems: [Diagnostic] = []
  }

  /// An index for the repository at `root`.
  init(root: URL, confinement: Confinement) {
    self.root = root.path
    self.confinement = confinement
  }

  /// Warnings about the project files consulted so far that could not be read.
  public var diagnostics: [Diagnostic] {
    let consulted = consulted.withLock { $0 }
    let cells = folders.withLock { folders in consulted.compactMap { folders[$0] } }
    return Set(cells.flatMap { $0.computed?.problems ?? [] }).sorted()
  }

  /// The module of the root-relative Swift file `path`.
  public func module(for path: String) -> FileModule {
    let (module, folders) = answer(for: path)
    consulted.withLock { $0.formUnion(folders) }
    return module
  }

  /// Reads the project files that decide `path`'s module, so that a later ``module(for:)``
  /// finds them read: what a thread with nothing else to do runs ahead of the one that will
  /// ask. The module, with no warning added to ``diagnostics``.
  @discardableResult
  public func prepare(for path: String) -> FileModule {
    answer(for: path).module
  }

  private func answer(for path: String) -> (module: FileModule, consulted: [String]) {
    let fileFolder = XcodeProject.parent(path)
    if let known = byFolder.withLock({ $0[fileFolder] }) { return known }
    var folder = fileFolder
    var consulted: [String] = []
    // Whether an Xcode project or XcodeGen spec on the way could claim some files of the
    // folder and not others: then the answer is the file's own.
    var listsFiles = false
    while true {
      let projects = self.projects(in: folder)
      consulted.append(folder)
      if let package = projects.package,
        let found = Self.module(of: path, in: package, folder: folder, sources: projects.packageSources)
      {
        // A target's sources are a folder, so every file of this folder gets the same answer.
        if !listsFiles { byFolder.withLock { $0[fileFolder] = (found, consulted) } }
        return (found, consulted)
      }
      listsFiles = listsFiles || !projects.xcode.isEmpty || projects.xcodegen != nil
      let xcode = projects.xcode.flatMap { project in
        project.targets.filter { XcodeProject.compiles($0, path) }.map {
          SwiftModule(name: $0.name, kind: "Xcode", declaredIn: project.path, settings: $0.settings)
        }
      }
      if !xcode.isEmpty { return (FileModule(modules: xcode), consulted) }
      if let spec = projects.xcodegen {
        let targets = spec.targets.filter { XcodeGenProject.compiles($0, path) }.map {
          SwiftModule(name: $0.name, kind: "XcodeGen", declaredIn: spec.path, settings: $0.settings)
        }
        if !targets.isEmpty { return (FileModule(modules: targets), consulted) }
      }
      if projects.unreadable || projects.package != nil || folder.isEmpty { return (.none, consulted) }
      folder = XcodeProject.parent(folder)
    }
  }

  // MARK: - SwiftPM

  /// The target of `package` (in `folder`, its targets' sources folders `sources`) whose
  /// sources hold `path`.
  static func module(
    of path: String, in package: PackageManifest, folder: String, sources: [String]
  ) -> FileModule? {
    let manifest = XcodeProject.join(folder, "Package.swift")
    for (target, sources) in zip(package.targets, sources) {
      guard path.hasPrefix(sources + "/") else { continue }
      var settings = ModuleSettings(values: SwiftSettings(defaultIsolation: .nonisolated))
      if let isolation = target.settings.defaultIsolation ?? package.everyTarget.defaultIsolation {
        settings.values.defaultIsolation = isolation.value
        settings.sources[.defaultIsolation] = SourceReference(path: manifest, line: isolation.line)
      }
      if let mode = target.settings.languageMode ?? package.everyTarget.languageMode ?? package.defaultLanguageMode {
        settings.values.languageMode = mode.value
        settings.sources[.languageMode] = SourceReference(path: manifest, line: mode.line)
      }
      let features = target.settings.upcomingFeatures.merging(package.everyTarget.upcomingFeatures) { first, _ in first
      }
      settings.values.upcomingFeatures = Set(features.keys)
      let platforms = package.deploymentTargets
      settings.values.deploymentTargets = platforms.value
      if package.platforms != nil {
        settings.sources[.deploymentTargets] = SourceReference(path: manifest, line: platforms.line)
      }
      if let line = features.values.min() {
        settings.sources[.upcomingFeatures] = SourceReference(path: manifest, line: line)
      }
      return FileModule(modules: [
        SwiftModule(name: target.name, kind: "SwiftPM", declaredIn: manifest, settings: settings)
      ])
    }
    return nil
  }

  /// Where SwiftPM looks for a target's sources when it names no `path`: `Sources/NAME`
  /// (or `Source`, `src`, `srcs`), `Tests/NAME` for a test target, `Plugins/NAME` for a plugin.
  static func defaultFolder(of target: PackageManifest.Target, in folder: String, exists: (String) -> Bool) -> String {
    let parents =
      switch target.kind {
      case "testTarget": ["Tests", "Sources", "Source", "src", "srcs"]
      case "plugin": ["Plugins"]
      default: ["Sources", "Source", "src", "srcs"]
      }
    for parent in parents {
      let candidate = XcodeProject.join(folder, parent + "/" + target.name)
      if exists(candidate) { return candidate }
    }
    return XcodeProject.join(folder, parents[0] + "/" + target.name)
  }

  // MARK: - Reading project files

  private func projects(in folder: String) -> FolderProjects {
    let cell = folders.withLock { folders in
      if let cell = folders[folder] { return cell }
      let cell = ReadOnce<FolderProjects>()
      folders[folder] = cell
      return cell
    }
    return cell.value { readProjects(in: folder) }
  }

  private func readProjects(in folder: String) -> FolderProjects {
    var found = FolderProjects()
    let absolute = folder.isEmpty ? root : root + "/" + folder
    let manifest = XcodeProject.join(folder, "Package.swift")
    if let text = read(manifest) {
      do {
        let package = try PackageManifest(parsing: text)
        found.package = package
        found.packageSources = package.targets.map { target in
          target.path.map { XcodeProject.join(folder, $0) }
            ?? Self.defaultFolder(of: target, in: folder, exists: exists)
        }
      } catch {
        found.unreadable = true
        found.problems.append(
          problem(
            manifest, line: error.line, column: error.column, "cannot read the package manifest (\(error.message))"))
      }
    }
    if case .success(let entries) = FileSystem.entries(atPath: absolute) {
      for name in entries.compactMap(\.name).sorted() where name.hasSuffix(".xcodeproj") {
        let path = XcodeProject.join(folder, name + "/project.pbxproj")
        guard let text = read(path) else { continue }
        do {
          let project = try XcodeProject(path: path, text: text, readFile: read)
          for problem in project.problems {
            found.problems.append(
              Diagnostic(
                path: problem.reference.path, position: SourcePosition(line: problem.reference.line, column: 1),
                severity: .warning, code: "unreadable-include", message: problem.message))
          }
          found.xcode.append(project)
        } catch {
          found.unreadable = true
          found.problems.append(
            problem(path, line: error.line, column: error.column, "cannot read the Xcode project (\(error.message))"))
        }
      }
    }
    let spec = XcodeProject.join(folder, "project.yml")
    if found.xcode.isEmpty, let text = read(spec) {
      do {
        found.xcodegen = try XcodeGenProject(path: spec, text: text)
      } catch {
        found.unreadable = true
        let position = error.diagnostics.first?.position ?? SourcePosition(line: 1, column: 1)
        found.problems.append(
          problem(spec, line: position.line, column: position.column, "cannot read the XcodeGen spec"))
      }
    } else if found.xcode.isEmpty, case .success(let entries) = FileSystem.entries(atPath: absolute) {
      // A spec under another name, generated with `xcodegen --spec project-app.yml`: taken when
      // it reads as a spec with targets (another YAML file of that name is not reported).
      for name in entries.compactMap(\.name).sorted() where XcodeGenProject.isAlternativeSpecName(name) {
        let path = XcodeProject.join(folder, name)
        if let text = read(path), let project = try? XcodeGenProject(path: path, text: text), !project.targets.isEmpty {
          found.xcodegen = project
          break
        }
      }
    }
    return found
  }

  /// The text of the root-relative file `path`, when it is a confined, readable UTF-8 file.
  private func read(_ path: String) -> String? {
    confinement.text(ofFile: path, maximumSize: 64 << 20)
  }

  private func exists(_ path: String) -> Bool {
    FileSystem.exists(atPath: root + "/" + path)
  }

  private func problem(_ path: String, line: Int, column: Int, _ message: String) -> Diagnostic {
    Diagnostic(
      path: path, position: SourcePosition(line: line, column: column), severity: .warning, code: "unreadable-project",
      message: message + "; the Swift settings of its files are unknown, and no finding depends on them")
  }
}
