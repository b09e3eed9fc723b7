import Foundation
import PackagePlugin

/// Lints a target's Swift sources during `swift build` and reports the findings as compiler
/// diagnostics (`path:line:col: warning: message [rule]`, `charter lint --format xcode`).
///
/// A finding at error severity fails the build, as a compiler error would. The command runs
/// again when a source file of the target or a rule file of the package changes. Its declared
/// output is a Swift file holding one comment (`--plugin-stamp`): SwiftPM schedules a build
/// command only for the outputs a target consumes.
@main
struct CharterBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
    guard !sources.isEmpty else { return [] }
    let package = context.package.directoryURL
    let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("CharterLint-\(target.name).swift")
    return [
      .buildCommand(
        displayName: "Charter lint \(target.name)",
        executable: try context.tool(named: "charter").url,
        arguments: ["lint", "--format", "xcode", "--no-user-rules", "--plugin-stamp", stamp.path, "-C", package.path]
          + sources.map(\.path),
        inputFiles: sources + Self.ruleFiles(in: package),
        outputFiles: [stamp])
    ]
  }

  /// The files under the package's `.charter/` folder and its agent files, whose changes
  /// change the findings.
  static func ruleFiles(in package: URL) -> [URL] {
    var files = ["AGENTS.md", ".editorconfig", ".swiftlint.yml", ".swift-format", ".swiftformat"]
      .map { package.appendingPathComponent($0) }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
    let charter = package.appendingPathComponent(".charter")
    for path in FileManager.default.subpaths(atPath: charter.path) ?? [] {
      let url = charter.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
        files.append(url)
      }
    }
    return files.sorted { $0.path < $1.path }
  }
}
