import Foundation

/// What an agent's hook sends on standard input after a tool call, as far as Charter needs
/// it: the file the tool wrote and the folder the agent works in.
///
/// Claude Code and Gemini CLI both send a JSON object with `cwd` and `tool_input`, whose
/// `file_path` names the file (Claude Code's `Write`, `Edit`, `MultiEdit`; Gemini CLI's
/// `write_file`, `replace`).
public struct AgentHookInput: Equatable, Sendable {
  /// The file the tool wrote, as the agent gave it (absolute, or relative to ``workingDirectory``);
  /// `nil` when the tool named none.
  public var filePath: String?
  /// The agent's working directory, when it sent one.
  public var workingDirectory: String?

  /// Why the input cannot be read.
  public struct Invalid: Error, CustomStringConvertible, Equatable {
    public var description: String
  }

  /// Reads the hook input `bytes`.
  /// - Throws: ``Invalid`` when they are not a JSON object.
  public init(_ bytes: [UInt8]) throws(Invalid) {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(bytes))
    } catch {
      throw Invalid(description: "the hook input on standard input is not JSON")
    }
    guard let input = object as? [String: Any] else {
      throw Invalid(description: "the hook input on standard input is not a JSON object")
    }
    let toolInput = input["tool_input"] as? [String: Any]
    filePath = (toolInput?["file_path"] as? String).flatMap { $0.isEmpty ? nil : $0 }
    workingDirectory = input["cwd"] as? String
  }
}
