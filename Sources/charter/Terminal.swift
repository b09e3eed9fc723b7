import CharterKit
import Foundation

/// Writing to the standard streams, and what they are connected to. Everything written goes
/// through an ``OutputSanitizer`` first (Documentation/Security.md, "Steer what reads the
/// output"): no control character or workflow command from a repository's text reaches a
/// terminal or a CI log.
struct Terminal: Sendable {
  let handle: FileHandle
  let descriptor: Int32
  private let filter: SharedSanitizer

  static let standardOutput = Terminal(handle: .standardOutput, descriptor: STDOUT_FILENO)
  static let standardError = Terminal(handle: .standardError, descriptor: STDERR_FILENO)

  private init(handle: FileHandle, descriptor: Int32) {
    self.handle = handle
    self.descriptor = descriptor
    filter = SharedSanitizer(OutputSanitizer(allowsStyles: isatty(descriptor) != 0))
  }

  /// Writes `text`, filtered.
  func write(_ text: String) {
    handle.write(Data(filter.filter(text).utf8))
  }

  /// Writes `text` through `sanitizer` instead of the stream's own filter, or as it is when
  /// there is none: a JSON document (which escapes every control character itself), or a
  /// report whose format has its own filter (``LintFormat/outputSanitizer(useColor:)``).
  func write(_ text: String, filteredBy sanitizer: OutputSanitizer?) {
    var sanitizer = sanitizer
    filter.startLine()
    handle.write(Data((sanitizer?.filter(text) ?? text).utf8))
  }

  /// Writes Charter's own terminal control text as it is (erase the line and return to its
  /// start, for the progress line); never text that holds anything read from a repository.
  /// What follows is filtered as the start of a line.
  func writeControl(_ text: StaticString) {
    filter.startLine()
    handle.write(Data(bytes: text.utf8Start, count: text.utf8CodeUnitCount))
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

/// One stream's filter, shared by every writer of that stream.
private final class SharedSanitizer: @unchecked Sendable {
  private var sanitizer: OutputSanitizer
  private let lock = NSLock()

  init(_ sanitizer: OutputSanitizer) { self.sanitizer = sanitizer }

  func startLine() {
    lock.withLock { sanitizer = OutputSanitizer(allowsStyles: sanitizer.allowsStyles) }
  }

  func filter(_ text: String) -> String {
    lock.withLock { sanitizer.filter(text) }
  }
}
