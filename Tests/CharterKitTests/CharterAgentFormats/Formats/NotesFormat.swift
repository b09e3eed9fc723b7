import Foundation
@testable import CharterKit
@testable import CharterAgentFormats
@testable import CharterCompose
@testable import CharterProject
@testable import CharterSupport

/// A format for engine tests: unscoped fragments go into a managed block in `NOTES.md`,
/// scoped ones into whole files `.notes/<name>.md`.
enum NotesFormat: AgentFormat {
  static let target = "notes"
  static let ownedPaths = ["NOTES.md", ".notes/*.md"]

  static func read(_ repository: RepositoryFiles) -> (rules: [AgentRule], diagnostics: [Diagnostic]) {
    ([], [])
  }

  static func write(_ fragments: [ComposeFragment]) -> [ComposedOutput] {
    var outputs: [ComposedOutput] = []
    let unscoped = fragments.filter { $0.activation == .always && $0.directory.isEmpty }
    if !unscoped.isEmpty {
      outputs.append(
        ComposedOutput(path: "NOTES.md", target: target, ownership: .managedBlock, content: ComposeText.block(of: unscoped, scopeNote: false)))
    }
    for fragment in fragments where !unscoped.contains(fragment) {
      outputs.append(
        ComposedOutput(
          path: ".notes/\(fragment.name).md", target: target, ownership: .wholeFile,
          content: GeneratedMarkers.header(source: fragment.sourcePath) + "\n\n" + ComposeText.body(of: fragment) + "\n"))
    }
    return outputs
  }
}

/// A repository with `notes` as its compose target.
struct ComposeSandbox {
  let directory: TemporaryDirectory
  var root: URL { directory.url }

  init() throws {
    directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write(".charter/config.yml", "packs: []\ntargets: [notes]\n")
    try directory.write(".charter/rules/style.md", "---\nid: style\nchecks:\n  - id: no-print\n    ban: print(\n---\n# Style\n\n- Log, never print.\n")
    try directory.write(".charter/rules/swift.md", "---\nid: swift\nglobs: [\"**/*.swift\"]\n---\n# Swift\n\n- Use 2 spaces.\n")
  }

  var composer: Composer { Composer(project: Project(root: root, options: ProjectOptions(useUserRules: false)), formats: [NotesFormat.self]) }

  func text(_ path: String) throws -> String { try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }

  func statuses(targets: [String]? = nil) throws -> [String: ComposeItem.Status] {
    Dictionary(uniqueKeysWithValues: try composer.plan(targets: targets).items.map { ($0.path, $0.status) })
  }

  @discardableResult
  func compose(force: Bool = false) throws -> Composer.Outcome {
    try composer.apply(composer.plan(), force: force)
  }
}
