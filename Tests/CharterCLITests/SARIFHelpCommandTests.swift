import Foundation
import Testing

/// `charter lint --format sarif` gives each rule its help, with the rule file's examples.
@Suite struct SARIFHelpCommandTests {
  @Test func rulesCarryHelpURIAndExamples() throws {
    let sandbox = try Sandbox([
      "Sources/A.swift": "print(1)\n",
      ".charter/config.yml": "packs: []\n",
      ".charter/rules/rules.md": LintCommandTests.rules + "\nWRONG:\n\n```swift\nprint(\"x\")\n```\n\nRIGHT:\n\n```swift\nlog(\"x\")\n```\n",
      ".git/HEAD": "ref: refs/heads/main\n",
    ])
    let result = try CharterProcess.run(["lint", "--no-user-rules", "--format", "sarif"], in: sandbox.url)
    #expect(result.status == 0, "\(result.stderr)")
    let sarif = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect((driver["informationUri"] as? String)?.hasPrefix("https://") == true)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let print = try #require(rules.first { $0["id"] as? String == "no-print" })
    #expect((print["helpUri"] as? String)?.hasSuffix("/Documentation/Checks.md#ban") == true)
    let markdown = try #require((print["help"] as? [String: Any])?["markdown"] as? String)
    #expect(markdown.contains("WRONG:\n\n```swift\nprint(\"x\")\n```\n\nRIGHT:\n\n```swift\nlog(\"x\")\n```"))
  }
}
