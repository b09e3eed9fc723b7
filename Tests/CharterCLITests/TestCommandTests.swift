import Foundation
import Testing

@Suite struct TestCommandTests {
  static let fragment = """
    ---
    id: errors
    checks:
      - id: no-force-try
        ban: "try!"
    ---
    # Errors

    WRONG:

    ```swift
    let a = try! f()
    ```

    RIGHT:

    ```swift
    let a = try f()
    ```

    """

  @Test func passingExamplesExitZero() throws {
    let sandbox = try Sandbox([".charter/config.yml": "packs: []\n", ".charter/rules/errors.md": Self.fragment])
    let result = try CharterProcess.run(["test"], in: sandbox.url)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == "2 examples in 1 file: 2 passed, 0 failed\n")
  }

  @Test func failingExampleExitsOneNamingFileAndLine() throws {
    let broken = Self.fragment.replacingOccurrences(of: "let a = try f()", with: "let a = try! g()")
    let sandbox = try Sandbox([".charter/config.yml": "packs: []\n", ".charter/rules/errors.md": broken])
    let result = try CharterProcess.run(["test"], in: sandbox.url)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        .charter/rules/errors.md:18:9: error: RIGHT example triggers 'no-force-try': `try!` is not allowed here
        2 examples in 1 file: 1 passed, 1 failed

        """)
    let json = try CharterProcess.run(["test", "--format", "json"], in: sandbox.url)
    #expect(json.status == 1)
    #expect(json.stdout.contains("\"failed\": 1"))
  }

  /// Other agents' files and AGENTS.md are tested too; with no checks, a WRONG block fails at
  /// its fence, whose column counts the list indentation.
  @Test func agentFilesAreTested() throws {
    let sandbox = try Sandbox([
      ".charter/config.yml": "packs: []\n",
      ".cursor/rules/ts.mdc": "---\ndescription: x\nglobs: \"**/*.ts\"\nalwaysApply: false\n---\n# TS\n\nWRONG:\n\n```ts\nvar x\n```\n",
      "AGENTS.md": "# Guide\n\n## Shell\n\n- item\n\n  ❌ Bad\n\n  ```sh\n  rm -rf /\n  ```\n",
    ])
    let result = try CharterProcess.run(["test"], in: sandbox.url)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        .cursor/rules/ts.mdc:10:1: error: WRONG example has no check in section 'TS' or the sections enclosing it to trigger
        AGENTS.md:9:3: error: WRONG example has no check in section 'Shell' or the sections enclosing it to trigger
        2 examples in 2 files: 0 passed, 2 failed

        """)
    let only = try CharterProcess.run(["test", "AGENTS.md"], in: sandbox.url)
    #expect(only.stdout.hasSuffix("1 example in 1 file: 0 passed, 1 failed\n"))
  }

  @Test func invalidRuleFileExitsTwo() throws {
    let sandbox = try Sandbox([
      ".charter/config.yml": "packs: []\n", ".charter/rules/errors.md": "---\nchecks:\n  - id: a\n    bann: x\n---\n",
    ])
    let result = try CharterProcess.run(["test"], in: sandbox.url)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix(".charter/rules/errors.md:4:5: error: unknown check kind 'bann'"))
    let json = try CharterProcess.run(["test", "--format", "json"], in: sandbox.url)
    #expect(json.status == 2)
    #expect(json.stderr.hasPrefix(".charter/rules/errors.md:4:5: error: unknown check kind 'bann'"))
    #expect(json.stdout.contains("\"errors\": 1"))
  }

  @Test func missingPathExitsTwo() throws {
    let sandbox = try Sandbox([".charter/config.yml": "packs: []\n"])
    let result = try CharterProcess.run(["test", "nope.md"], in: sandbox.url)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("Error: 'nope.md': no such file or folder\nUsage: charter test "))
  }

  /// Guards the packs embedded in the binary: each WRONG example triggers one of its checks,
  /// each RIGHT example none.
  @Test func everyBuiltinPackPasses() throws {
    let sandbox = try Sandbox([".charter/config.yml": "packs: []\n"])
    let result = try CharterProcess.run(["test", "--builtin-packs"], in: sandbox.url)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.hasSuffix(" failed\n"))
    #expect(result.stdout.contains(", 0 failed"))
  }
}
