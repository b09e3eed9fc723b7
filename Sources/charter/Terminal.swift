import CharterKit
import Foundation

/// Writing to the standard streams, and what they are connected to.
struct Terminal: Sendable {
  let handle: FileHandle
  let descriptor: Int32

  static let standardOutput = Terminal(handle: .standardOutput, descriptor: STDOUT_FILENO)
  static let standardError = Terminal(handle: .standardError, descriptor: STDERR_FILENO)

  func write(_ text: String) {
    handle.write(Data(text.utf8))
  }

  /// Whether the stream is a terminal.
  var isTerminal: Bool { isatty(descriptor) != 0 }

  /// Colour only on a terminal, and never when `NO_COLOR` is set.
  var supportsColor: Bool {
    isatty(descriptor) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }

  /// Renders diagnostics about rule files to standard error, quoting their source lines.
  static func report(_ diagnostics: [Diagnostic], project: Project) {
    guard !diagnostics.isEmpty else { return }
    let renderer = DiagnosticRenderer(useColor: standardError.supportsColor) { path in
      RuleSourceText.text(of: path, project: project)
    }
    standardError.write(renderer.render(diagnostics))
  }
}
