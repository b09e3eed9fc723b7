import ArgumentParser
import CharterKit
import Foundation

/// The files `charter lint` writes: its report, the CI summary and the plugin stamp. A file
/// that cannot be written is a ``DiagnosticsError``, which ``CharterMain/exitCode(reporting:)``
/// reports (exit 2).
extension LintCommand {
  /// Writes `report` in `reporter`'s format to `--output` (atomically) or to standard output,
  /// a chunk at a time as the reporter makes it.
  func writeReport(_ report: LintReport, with reporter: any Reporter, project: Project) throws {
    if let output {
      try projectOptions.commandLineFile(output, in: project).write { reporter.write(report, to: &$0) }
    } else {
      var stream = FileOutputStream(descriptor: STDOUT_FILENO)
      reporter.write(report, to: &stream)
      do {
        try stream.flush()
      } catch {
        Terminal.standardError.write("error: cannot write the report to standard output: \(error)\n")
        throw ExitCode(2)
      }
    }
  }

  /// Appends the Markdown summary to `--summary-file`, if given.
  func writeSummary(_ report: LintReport, project: Project) throws {
    guard let summaryFile else { return }
    try StepSummary.append(StepSummary.render(report), to: projectOptions.commandLineFile(summaryFile, in: project))
  }

  /// Writes `--plugin-stamp`: the build command's declared output, which SwiftPM compiles into
  /// the target (a file of another type would become a resource), so it holds only a comment.
  ///
  /// The path is SwiftPM's (its plugin work folder), never the repository's, and may lie
  /// under a `.build` linked elsewhere: it is written as it is, links followed.
  func writePluginStamp() throws {
    guard let pluginStamp else { return }
    let url = URL(fileURLWithPath: pluginStamp, relativeTo: projectOptions.workingDirectory)
    try FileSystem.write(Self.stampText, to: url.path, displayPath: pluginStamp)
  }

  private static let stampText = "// Written by charter lint for the CharterBuildToolPlugin; it declares nothing.\n"
}
