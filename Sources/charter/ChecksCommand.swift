import ArgumentParser
import CharterKit

/// `charter checks [ID]`: everything Charter can enforce — check kinds and structural Swift
/// checks — with options, defaults, the built-in packs that use each, and its documentation.
struct ChecksCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "checks",
    abstract: "List every check Charter can enforce, with options, packs and documentation.")

  @Argument(help: "Show only this check kind or structural check, with its rationale and examples.")
  var id: CheckID?

  @Option(help: "The output's format.")
  var format: TextOrJSON = .text

  func run() async throws {
    var report = ChecksReport()
    if let id {
      report.entries = report.entries.filter { $0.id == id.name }
    }
    if format == .json {
      Terminal.standardOutput.write(report.json(), filteredBy: nil)
    } else {
      Terminal.standardOutput.write(report.text(detailed: id != nil))
    }
  }
}

/// A catalogue id on the command line (`charter checks ban`); `--help` and completions list
/// every one, and an unknown one is a usage error.
struct CheckID: ExpressibleByArgument {
  var name: String

  init?(argument: String) {
    guard CheckCatalog.entry(id: argument) != nil else { return nil }
    name = argument
  }

  static var allValueStrings: [String] { CheckCatalog.ids }
  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
