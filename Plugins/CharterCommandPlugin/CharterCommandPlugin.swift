import Foundation
import PackagePlugin

/// `swift package charter SUBCOMMAND [ARGUMENTS…]`: runs `charter` in the package's folder, so
/// paths in the arguments are relative to it.
///
/// `swift package charter lint`, `swift package charter explain Sources/App/Model.swift`;
/// commands that write files need the permission:
/// `swift package --allow-writing-to-package-directory charter compose`. With no subcommand,
/// `lint`. Exits with charter's status, so a lint with error findings fails the command.
@main
struct CharterCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let charter = try context.tool(named: "charter")
    let subcommand = arguments.isEmpty ? ["lint"] : arguments
    let process = Process()
    process.executableURL = charter.url
    process.arguments = subcommand
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw CharterFailed(arguments: subcommand, status: process.terminationStatus)
    }
  }
}

/// `charter` exited with a failure status; it has already said why.
struct CharterFailed: Error, CustomStringConvertible {
  var arguments: [String]
  var status: Int32

  var description: String { "charter \(arguments.joined(separator: " ")) exited with status \(status)" }
}
