import ArgumentParser
import CharterKit
import Foundation

/// The files `charter lint` writes: its report, the CI summary and the plugin stamp. A file
/// that cannot be written is a ``DiagnosticsError``, which ``CharterMain/exitCode(reporting:)``
/// reports (exit 2).
extension LintCommand {
  /// Writes `report` in `reporter`'s format to `--output` (atomically) or to standard output,
  /// a chunk at a time as the reporter makes it, through the format's output filter.
  func writeReport(_ report: LintReport, with reporter: any Reporter, useColor: Bool = false) throws {
    let sanitizer = format.outputSanitizer(useColor: useColor)
    if let output {
      let url = URL(fileURLWithPath: output, relativeTo: projectOptions.workingDirectory)
      try FileSystem.write(to: url.path, displayPath: output) { Self.write(report, with: reporter, sanitizer, to: &$0) }
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
  func writeSummary(_ report: LintReport) throws {
    guard let summaryFile else { return }
    let url = URL(fileURLWithPath: summaryFile, relativeTo: projectOptions.workingDirectory)
    try StepSummary.append(StepSummary.render(report), to: url, displayPath: summaryFile)
  }

  /// Writes `--plugin-stamp`: the build command's declared output, which SwiftPM compiles into
  /// the target (a file of another type would become a resource), so it holds only a comment.
  func writePluginStamp() throws {
    guard let pluginStamp else { return }
    let url = URL(fileURLWithPath: pluginStamp, relativeTo: projectOptions.workingDirectory)
    try FileSystem.write(Self.stampText, to: url.path, displayPath: pluginStamp)
  }

  private static let stampText = "// Written by charter lint for the CharterBuildToolPlugin; it declares nothing.\n"
}
