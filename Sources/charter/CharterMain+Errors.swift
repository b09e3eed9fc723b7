import ArgumentParser
import CharterKit
import Foundation

extension CharterMain {
  /// Reports `error` and returns Charter's exit code for it: 0 success (help, `--version`), 1
  /// findings or drift (a command's `ExitCode(1)`), 2 when Charter cannot do its job.
  ///
  /// The one place errors become exit codes. A command that has already printed what went
  /// wrong throws an `ExitCode`; otherwise it lets the library's error through and this says
  /// it: a usage error in argument-parser's words, a ``DiagnosticsError`` or an invalid
  /// baseline compiler-style, a git failure as `error: …`. Usage errors exit 2, not argument-parser's 64.
  static func exitCode(reporting error: any Error) -> Int32 {
    switch error {
    case let error as UsageError:
      Terminal.standardError.write(error.text)
      return 2
    case let error as DiagnosticsError:
      Terminal.standardError.write(error.description + "\n")
      return 2
    case .invalid(let path, let problem) as BaselineError:
      // A problem in a file: compiler-style, at the file.
      Terminal.standardError.write("\(path):1:1: error: \(problem)\n")
      return 2
    case let error as GitError:
      Terminal.standardError.write("error: \(error)\n")
      return 2
    default:
      let code = Charter.exitCode(for: error)
      let message = Charter.fullMessage(for: error)
      if code == .success {
        if !message.isEmpty { print(message) }
        return 0
      }
      if !message.isEmpty { Terminal.standardError.write(message + "\n") }
      return code == .validationFailure ? 2 : code.rawValue
    }
  }
}
