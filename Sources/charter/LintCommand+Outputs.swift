import ArgumentParser
import CharterKit
import Foundation

/// The files `charter lint` writes: its report, the CI summary and the plugin stamp. A file
/// that cannot be written is a ``DiagnosticsError``, which ``CharterMain/exitCode(reporting:)``
/// reports (exit 2).
extension LintCommand {
  /// Writes `report` in `reporter`'s format to `--output` (atomically) or to standard output,
  /// a chunk at a time as the reporter makes it, through the format's output filter.
  func writeReport(_ report: LintReport, with reporter: any Reporter, project: Project, useColor: Bool = false) throws {
    let sanitizer = format.outputSanitizer(useColor: useColor)
    if let output {
      try projectOptions.commandLineFile(output, in: project).write { Self.write(report, with: reporter, sanitizer, to: &$0) }
    } else {
      var stream = FileOutputStream(descriptor: STDOUT_FILENO)
      Self.write(report, with: reporter, sanitizer, to: &stream)
      do {
        try stream.flush()
      } catch {
        Terminal.standardError.write("error: cannot write the report to standard output: \(error)\n")
        throw ExitCode(2)
      }
    }
  }

  /// Writes `report` into `stream`, filtered by `sanitizer` when there is one.
  private static func write(
    _ report: LintReport, with reporter: any Reporter, _ sanitizer: OutputSanitizer?, to stream: inout FileOutputStream
  ) {
    guard let sanitizer else { return reporter.write(report, to: &stream) }
    var filtered = SanitizedOutputStream(stream, sanitizer: sanitizer)
    reporter.write(report, to: &filtered)
    stream = filtered.base
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
