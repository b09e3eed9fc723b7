import CharterKit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `charter lsp`: a Language Server Protocol server over standard input and output that lints
/// the documents an editor has open as they change — unsaved text, the rules in force for each
/// path — with quick fixes, a directive to silence a finding, and hover text saying where each
/// rule comes from.
public enum CharterLSPServer {
  /// Serves one editor until it sends `exit` or closes the connection; the exit code: 0 after
  /// `shutdown`, 1 otherwise (as the protocol asks).
  /// - Parameters:
  ///   - directory: the folder to start in, until the editor names its workspace.
  ///   - useUserRules: whether the user-global rules layer takes part.
  public static func run(
    directory: URL, useUserRules: Bool, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO
  ) async -> Int32 {
    let writer = LSPOutput(descriptor: output)
    let session = LSPSession(output: writer, directory: directory, useUserRules: useUserRules)
    do {
      for try await bytes in LSPInput(descriptor: input).messages() {
        let outcome = await session.handle(bytes)
        if !outcome.continues { return outcome.exitCode }
      }
    } catch {
      return 1
    }
    return 1
  }
}
