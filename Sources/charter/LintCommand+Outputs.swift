import ArgumentParser
import CharterKit
import Foundation

/// The files `charter lint` writes: its report, the CI summary and the plugin stamp.
extension LintCommand {
  /// Writes the rendered report to `--output` (atomically) or to standard output.
  func writeReport(_ text: String) throws {
    if let output {
      let url = URL(fileURLWithPath: output, relativeTo: projectOptions.workingDirectory)
      do {
        try AtomicFile.write(text, to: url, displayPath: output)
      } catch let error as DiagnosticsError {
        Terminal.standardError.write(error.description + "\n")
        throw ExitCode(2)
      }
    } else {
      Terminal.standardOutput.write(text)
    }
  }

  /// Appends the Markdown summary to `--summary-file`, if given.
  func writeSummary(_ report: LintReport) throws {
    guard let summaryFile else { return }
    let url = URL(fileURLWithPath: summaryFile, relativeTo: projectOptions.workingDirectory)
    do {
      try StepSummary.append(StepSummary.render(report), to: url, displayPath: summaryFile)
    } catch let error as DiagnosticsError {
      Terminal.standardError.write(error.description + "\n")
      throw ExitCode(2)
    }
  }

  /// Writes `--plugin-stamp`: the build command's declared output, which SwiftPM compiles into
  /// the target (a file of another type would become a resource), so it holds only a comment.
  func writePluginStamp() throws {
    guard let pluginStamp else { return }
    let url = URL(fileURLWithPath: pluginStamp, relativeTo: projectOptions.workingDirectory)
    do {
      try AtomicFile.write(Self.stampText, to: url, displayPath: pluginStamp)
    } catch let error as DiagnosticsError {
      Terminal.standardError.write(error.description + "\n")
      throw ExitCode(2)
    }
  }

  private static let stampText = "// Written by charter lint for the CharterBuildToolPlugin; it declares nothing.\n"
}
