import Testing

@testable import CharterKit

/// Editing an agent's settings text: other keys keep their order and spelling, installing is
/// idempotent, uninstalling takes out exactly what installing put in.
@Suite struct AgentHookSettingsTests {
  @Test func literalsKeepTheirSpellingAndTheFileItsIndentation() throws {
    let text = "{\n    \"env\": {\"A\": \"caf\\u00e9\\n\", \"N\": 1.50e2},\n    \"x\": [true, null]\n}\n"
    guard case .write(let installed) = try AgentHookSettings.installing(.claude, into: text) else {
      Issue.record("nothing written")
      return
    }
    #expect(installed.contains("\"A\": \"caf\\u00e9\\n\""))
    #expect(installed.contains("\"N\": 1.50e2"))
    #expect(installed.hasPrefix("{\n    \"env\": {\n        \"A\""))
    guard case .write(let removed) = try AgentHookSettings.removing(.claude, from: installed) else {
      Issue.record("nothing removed")
      return
    }
    #expect(try SettingsJSON(parsing: removed) == SettingsJSON(parsing: text))
    #expect(!removed.contains("hooks"))
  }

  @Test func installingTwiceChangesNothing() throws {
    guard case .write(let once) = try AgentHookSettings.installing(.gemini, into: nil) else {
      Issue.record("nothing written")
      return
    }
    #expect(try AgentHookSettings.installing(.gemini, into: once) == .unchanged)
    #expect(try AgentHookSettings.removing(.gemini, from: once) == .delete)
    #expect(try AgentHookSettings.removing(.gemini, from: nil) == .unchanged)
  }

  @Test func aGroupSharedWithAnotherHandlerKeepsThatHandler() throws {
    let text = """
      {"hooks": {"PostToolUse": [{"matcher": "Edit|Write|MultiEdit", "hooks": [
        {"type": "command", "command": "prettier --write"},
        {"type": "command", "command": "charter lint --agent-hook claude"}]}]}}
      """
    guard case .write(let removed) = try AgentHookSettings.removing(.claude, from: text) else {
      Issue.record("nothing removed")
      return
    }
    #expect(removed.contains("prettier --write"))
    #expect(!removed.contains("charter lint"))
    #expect(removed.contains("\"matcher\": \"Edit|Write|MultiEdit\""))
  }

  @Test(arguments: [
    ("[1, 2]", "the settings are not a JSON object"),
    ("{\"hooks\": []}", "'hooks' is not an object"),
    ("{\"hooks\": {\"PostToolUse\": {}}}", "'hooks.PostToolUse' is not a list"),
  ])
  func settingsOfTheWrongShapeAreRefused(text: String, problem: String) {
    #expect(throws: AgentHookSettings.Failure.shape(problem)) { try AgentHookSettings.installing(.claude, into: text) }
  }

  @Test(arguments: [
    ("{\"a\": 1,}", 1, 9), ("{\n  \"a\": tru\n}", 2, 8), ("{\"a\": \"x", 1, 9), ("{} {}", 1, 4),
  ])
  func syntaxErrorsHaveTheirLineAndColumn(text: String, line: Int, column: Int) {
    do {
      _ = try SettingsJSON(parsing: text)
      Issue.record("parsed \(text)")
    } catch {
      #expect((error.line, error.column) == (line, column), "\(error.message)")
    }
  }
}
