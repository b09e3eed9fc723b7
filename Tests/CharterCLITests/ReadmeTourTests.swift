import Foundation
import Testing

/// Every console block of the README is what `scripts/demo.sh` prints on `Examples/Demo`, run
/// with the built binary: the tour cannot drift from the code.
///
/// A block holds one or more `$ charter …` commands, each followed by its output; they must be
/// consecutive steps of the demo with exactly that output, except that a line holding only `…`
/// (indented or not) stands for any number of lines.
@Suite struct ReadmeTourTests {
  struct Step: Equatable, CustomStringConvertible {
    var command: String
    var output: [String]
    var description: String { ([command] + output).joined(separator: "\n") }
  }

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The demo's steps, run once for every test that asks.
  static let demo = Result { () throws -> [Step] in
    let result = try CharterProcess.run(
      URL(fileURLWithPath: "/bin/bash"), ["scripts/demo.sh"], in: packageRoot,
      environment: ["CHARTER": CharterProcess.executable.path])
    guard result.status == 0 else { throw DemoFailed(stderr: result.stderr) }
    return steps(result.stdout)
  }

  struct DemoFailed: Error, CustomStringConvertible {
    var stderr: String
    var description: String { "scripts/demo.sh failed: \(stderr)" }
  }

  /// The console blocks of `file`.
  static func consoleBlocks(in file: String) throws -> [[Step]] {
    let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
    var blocks: [[Step]] = []
    var current: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if current == nil, line == "```console" {
        current = []
      } else if let lines = current, line == "```" {
        blocks.append(steps(lines.joined(separator: "\n")))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// Splits a transcript at its `$ charter` lines, dropping the blank line after each output.
  static func steps(_ transcript: String) -> [Step] {
    var steps: [Step] = []
    for line in transcript.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("$ ") {
        steps.append(Step(command: line, output: []))
      } else if !steps.isEmpty {
        steps[steps.count - 1].output.append(line)
      }
    }
    for index in steps.indices {
      while steps[index].output.last == "" { steps[index].output.removeLast() }
    }
    return steps
  }

  /// Whether `actual` is `expected` with each `…` line standing for any lines.
  static func matches(_ expected: [String], _ actual: [String]) -> Bool {
    guard let gap = expected.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "…" }) else {
      return expected == actual
    }
    guard actual.starts(with: expected[..<gap]) else { return false }
    let rest = Array(expected[(gap + 1)...])
    let remaining = Array(actual[gap...])
    return (0...remaining.count).contains { matches(rest, Array(remaining[$0...])) }
  }

  @Test func everyReadmeConsoleBlockIsWhatTheDemoPrints() throws {
    let demo = try Self.demo.get()
    let blocks = try Self.consoleBlocks(in: "README.md")
    #expect(blocks.count >= 6)
    for block in blocks {
      #expect(!block.isEmpty)
      let found = demo.indices.contains { start in
        start + block.count <= demo.count
          && zip(block, demo[start...]).allSatisfy {
            $0.command == $1.command && Self.matches($0.output, $1.output)
          }
      }
      let shown = block.map(\.command).joined(separator: ", ")
      let printed = demo.filter { step in block.contains { $0.command == step.command } }
      #expect(found, "README block (\(shown)) is not what the demo prints:\n\(printed.map(\.description).joined(separator: "\n\n"))")
    }
  }

  /// Every step of the demo appears in the README, so the tour shows all it runs.
  @Test func theReadmeShowsEveryStepOfTheDemo() throws {
    let demo = try Self.demo.get()
    let shown = Set(try Self.consoleBlocks(in: "README.md").flatMap { $0.map(\.command) })
    #expect(demo.map(\.command).filter { !shown.contains($0) } == [])
  }

  @Test(arguments: [
    (["a", "b", "c"], ["a", "b", "c"], true),
    (["a", "…", "c"], ["a", "b", "x", "c"], true),
    (["a", "  …", "c"], ["a", "c"], true),
    (["a", "…", "c"], ["a", "b"], false),
    (["a", "b"], ["a", "b", "c"], false),
    (["…", "b", "…"], ["a", "b", "c"], true),
  ])
  func elision(_ expected: [String], _ actual: [String], _ result: Bool) {
    #expect(Self.matches(expected, actual) == result)
  }
}
