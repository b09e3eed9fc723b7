import Foundation
import Testing

/// `init --from-existing` on agent files already past what their agents read: the text is
/// written back as it was (with a warning), never left only in the fragment.
@Suite struct InitOverBudgetTests {
  @Test func anOversizedAGENTSmdAndWindsurfRuleKeepTheirText() throws {
    let rules = (0..<700).map { "- rule \($0): keep the code tidy and well tested at all times, please." }
    let agents = "# Big\n\n" + rules.joined(separator: "\n") + "\n"
    let windsurf = "---\ntrigger: always_on\n---\n" + String(repeating: "x", count: 13_000) + "\n"
    let sandbox = try Sandbox([".git/HEAD": "ref: refs/heads/main\n", "AGENTS.md": agents, ".windsurf/rules/big.md": windsurf])
    let result = try CharterProcess.run(["init", "--from-existing"], in: sandbox.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("AGENTS.md:1:1: warning: written back with the text it held, though that is past what its agent reads"))
    #expect(result.stderr.contains(".windsurf/rules/big.md:1:1: warning: written back with the text it held, though that is past what its agent reads"))
    let after = try sandbox.read("AGENTS.md")
    #expect(after.contains(agents.trimmingCharacters(in: .newlines)), "every line is still in AGENTS.md")
    #expect(try sandbox.read(".windsurf/rules/big.md").contains(String(repeating: "x", count: 13_000)))
    #expect(try CharterProcess.run(["compose", "--check"], in: sandbox.url).status == 0)
  }
}
