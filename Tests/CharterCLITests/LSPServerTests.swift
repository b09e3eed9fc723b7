import Foundation
import Testing

/// `charter lsp` driven by a real Language Server Protocol client (pygls) on a copy of
/// `Examples/Demo`: what an editor sees as the person types.
@Suite(.serialized) struct LSPServerTests {
  static let path = "Sources/App/Model.swift"

  @Test func anEditorSeesFindingsFixesAndWhereEachRuleComesFrom() throws {
    let demo = try MCPClient.demo()
    let text = try String(contentsOf: demo.url.appendingPathComponent(Self.path), encoding: .utf8)
    let indented = text.replacingOccurrences(of: "    var count = 0", with: "  var count = 0")
    let results = try LSPClient.run(
      [
        ["open": Self.path, "text": text],
        ["codeAction": Self.path, "line": 3],
        ["hover": Self.path, "line": 2, "character": 22],
        ["change": Self.path, "text": indented],
        ["close": Self.path],
      ], in: demo.url)
    // Opened: the findings of the unsaved text, at the editor's 0-based lines and columns.
    let opened = try #require(results[0]["diagnostics"] as? [[String: Any]])
    #expect(LSPClient.codes(results[0]).contains("no-observable-object"))
    let observable = try #require(opened.first { $0["code"] as? String == "no-observable-object" })
    #expect(
      observable["line"] as? Int == 2 && observable["character"] as? Int == 19 && observable["severity"] as? Int == 1)
    // Line 3's indentation: a quick fix, a directive to silence it, and the fix-all action.
    let actions = try #require(results[1]["actions"] as? [[String: Any]])
    let fix = try #require(actions.first { ($0["title"] as? String)?.hasPrefix("Fix: Indent") == true })
    let edit = try #require((fix["edits"] as? [[String: Any]])?.first)
    #expect(edit["line"] as? Int == 3 && edit["endCharacter"] as? Int == 4 && edit["newText"] as? String == "  ")
    #expect(
      actions.contains { action in
        (action["edits"] as? [[String: Any]])?.first?["newText"] as? String
          == "    // charter:disable-next-line indentation -- reason\n"
      })
    #expect(actions.contains { $0["kind"] as? String == "source.fixAll.charter" })
    // Hover: the rule, what is wrong, and the rule file it comes from.
    let hover = try #require(results[2]["hover"] as? String)
    #expect(hover.contains("no-observable-object") && hover.contains(".charter/rules/swift-style.md:"))
    // Changed: the indentation finding is gone, the others stay.
    #expect(!LSPClient.codes(results[3]).contains("indentation"))
    #expect(LSPClient.codes(results[3]).contains("no-observable-object"))
    #expect(results.last?["exit"] as? Int == 0)
  }

  /// A rule file changed on disk is honoured when the editor reports the change.
  @Test func aChangedRuleFileLintsTheOpenDocumentsAgain() throws {
    let demo = try MCPClient.demo()
    let text = try String(contentsOf: demo.url.appendingPathComponent(Self.path), encoding: .utf8)
    let rules = ".charter/rules/swift-style.md"
    let original = try String(contentsOf: demo.url.appendingPathComponent(rules), encoding: .utf8)
    let results = try LSPClient.run(
      [
        ["open": Self.path, "text": text],
        ["write": rules, "text": original.replacingOccurrences(of: "ObservableObject", with: "NoSuchTypeAnywhere")],
        ["watched": rules],
      ], in: demo.url)
    #expect(LSPClient.codes(results[0]).contains("no-observable-object"))
    let relinted = try #require((results[2]["diagnostics"] as? [String: Any])?[Self.path] as? [[String: Any]])
    #expect(!relinted.isEmpty && !relinted.contains { $0["code"] as? String == "no-observable-object" })
  }

  /// A document outside the repository is never linted: no diagnostics, no error.
  @Test func aDocumentOutsideTheRepositoryGetsNothing() throws {
    let demo = try MCPClient.demo()
    let results = try LSPClient.run(
      [["open": "../elsewhere.swift", "text": "final class A: ObservableObject {}\n"]], in: demo.url)
    #expect(LSPClient.codes(results[0]).isEmpty)
    #expect(results.last?["exit"] as? Int == 0)
  }
}
