import CharterKit

/// A fuzz target: a part of Charter that takes untrusted bytes, run on one input, with the
/// invariants that must hold beyond "it does not crash".
///
/// `Fuzz/` holds one libFuzzer executable per target (`make fuzz`); the test suite runs every
/// target on the repository's own fixtures and on a fixed-seed set of mutations of them, and
/// replays every input that ever broke one (`Fuzz/Regressions/<target>/`). Documentation:
/// `Documentation/Fuzzing.md`.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// Front matter and fragment decoding: `RuleFileParser` on a `.charter/rules` fragment.
  case frontMatter = "front-matter"
  /// The Markdown model built from cmark-gfm's tree.
  case markdown
  /// The readers of agents' own files: `AGENTS.md`, and front-matter files in each syntax.
  case agentFiles = "agent-files"
  /// The region classifier (code, comment, string) of every language Charter knows.
  case regions
  /// The regex compiler and matcher, against NSRegularExpression where their syntax overlaps.
  case regex
  /// Indentation and the other fixable checks, and `--fix`.
  case fix
  /// The structural checks (and the parse guard before swift-syntax) on arbitrary Swift.
  case structural
  /// `Package.swift` read for module settings, behind the same parse guard.
  case manifest
  /// `project.pbxproj` read for targets, files and settings.
  case pbxproj
  /// Glob and `.gitignore` (wildmatch) matching.
  case glob
  /// JSON and JSONC read with places, members edited in place, and `.charter/mcp.json`.
  case json

  /// The invariants `bytes` breaks, one sentence each; empty when every one holds.
  public func check(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    switch self {
    case .frontMatter: FuzzDocuments.frontMatter(bytes)
    case .markdown: FuzzDocuments.markdown(bytes)
    case .agentFiles: FuzzDocuments.agentFiles(bytes)
    case .regions: FuzzRegions.check(bytes)
    case .regex: FuzzRegex.check(bytes)
    case .fix: FuzzFix.check(bytes)
    case .structural: FuzzStructural.check(bytes)
    case .manifest: FuzzProjectFiles.manifest(bytes)
    case .pbxproj: FuzzProjectFiles.pbxproj(bytes)
    case .glob: FuzzGlob.check(bytes)
    case .json: FuzzJSON.check(bytes)
    }
  }

  /// ``check(_:)`` on an array.
  public func check(_ bytes: [UInt8]) -> [String] {
    bytes.withUnsafeBufferPointer { check($0) }
  }

  /// Where in the repository the target's seeds are: folders, and the file name endings taken.
  public var seeds: (folders: [String], endings: [String]) {
    switch self {
    case .frontMatter, .agentFiles, .markdown:
      (["rules", "skills", "Tests/Fixtures", "Examples", "Documentation"], [".md", ".mdc", ".instructions.md"])
    case .regions:
      (["Sources", "Tests/Fixtures", "Examples", "Benchmarks"], [".swift", ".py", ".sh", ".c", ".h", ".js", ".ts"])
    case .regex:
      (["Fuzz/Seeds/regex"], [""])
    case .fix, .structural:
      (["Sources/CharterLint", "Sources/CharterSwiftChecks", "Tests/Fixtures", "Examples"], [".swift"])
    case .manifest:
      (["Fuzz/Seeds/manifest", "Examples"], ["Package.swift", ".swift"])
    case .pbxproj:
      (["Fuzz/Seeds/pbxproj"], [""])
    case .glob:
      (["Fuzz/Seeds/glob"], [""])
    case .json:
      (["Documentation/schemas", "Fuzz/Seeds/json"], [".json", ".jsonc"])
    }
  }
}

/// Positions Charter reports must lie in the text they are about.
enum FuzzPositions {
  /// Problems with `positions` as positions in `text`: a line past the end, a column before 1.
  /// Lines end at `\n`, `\r\n` or a lone `\r`: cmark-gfm and libyaml count a lone carriage
  /// return as a line break, as most editors do.
  static func check(_ positions: [SourcePosition], in text: String, what: String) -> [String] {
    var lines = 1
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte == 0x0A, previous != 0x0D { lines += 1 }
      if byte == 0x0D { lines += 1 }
      previous = byte
    }
    var problems: [String] = []
    for position in positions where position.line < 1 || position.line > lines + 1 || position.column < 1 {
      problems.append("\(what) at \(position.line):\(position.column) outside a text of \(lines) lines")
    }
    return problems
  }
}
