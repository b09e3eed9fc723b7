import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject
@testable import CharterRules

@Suite struct LayoutExemptFileTests {
  @Test(arguments: [
    ("Makefile", true), ("build/rules.mk", true), ("App.xcodeproj/project.pbxproj", true),
    ("Info.plist", true), ("data/config.json", true), ("en.lproj/Localizable.strings", true),
    ("Localizable.xcstrings", true), ("App.entitlements", true), ("Package.resolved", true),
    ("Podfile.lock", true), ("yarn.lock", true), ("Sources/App/Model.swift", false),
    ("README.md", false), ("Makefile.swift", false), ("scripts/build.sh", false),
    ("Sources/Gen.playground/contents.xcplayground", true), ("Assets/icon.svg", true),
  ])
  func knowsWhichFilesKeepTheirLayout(path: String, exempt: Bool) {
    #expect((LayoutExemptFile.reason(for: path) != nil) == exempt)
  }

  /// A prose bullet without globs never reaches a Makefile or a data file; a rule whose globs
  /// name them does.
  @Test(arguments: [
    ("", "Makefile", 0), ("", "project.pbxproj", 0), ("", "a.json", 0), ("", "Sources/a.swift", 1),
    ("globs: [\"**/*.json\"]\n", "a.json", 1), ("globs: [\"Makefile\"]\n", "Makefile", 1),
    ("globs: [\"**/*\"]\n", "a.json", 0), ("globs: [\"**\"]\n", "Makefile", 0),
  ])
  func layoutChecksNeedAGlobThatNamesTheFile(globs: String, path: String, checks: Int) throws {
    let text = "---\n\(globs)checks:\n  - id: indent\n    indentation: {style: spaces, width: 4}\n  - id: width\n    max-line-length: 80\n---\n"
    let file = try #require(RuleFileParser.parse(text, as: RuleFile(path: "AGENTS.md", origin: .agents, baseDirectory: "")).file)
    let resolved = RuleResolver.resolve(path: path, files: [file])
    #expect(resolved.checks.count == checks * 2)
    #expect(resolved.exempt.count == (1 - checks) * 2)
  }

  /// Tools decide how their files end: `final-newline` does not apply to data, project and lock
  /// files, but still to Makefiles and source files.
  @Test(arguments: [
    ("Localizable.xcstrings", false), ("AppIcon.icon/icon.json", false), ("Package.resolved", false),
    ("Makefile", true), ("Sources/a.swift", true), ("README.md", true),
  ])
  func finalNewlineIsLeftToTheToolsThatWriteDataFiles(path: String, checked: Bool) throws {
    let text = "---\nchecks:\n  - id: newline\n    final-newline: true\n---\n"
    let file = try #require(RuleFileParser.parse(text, as: RuleFile(path: "AGENTS.md", origin: .agents, baseDirectory: "")).file)
    let resolved = RuleResolver.resolve(path: path, files: [file])
    #expect(resolved.checks.map(\.id) == (checked ? ["newline"] : []))
    #expect(resolved.exempt.map(\.id) == (checked ? [] : ["newline"]))
  }

  /// `--fix` with a 4-space rule from prose leaves a Makefile's tabs alone.
  @Test func fixNeverTouchesAMakefile() async throws {
    let scratch = try TemporaryDirectory()
    let makefile = "all:\n\tswift build\n\ntest:\n\tswift test\n"
    try scratch.write(".git/HEAD", "ref: refs/heads/main\n")
    try scratch.write(".charter/config.yml", "packs: []\nextract: true\n")
    try scratch.write("AGENTS.md", "# Rules\n\n- Use 4-space indentation.\n")
    try scratch.write("Makefile", makefile)
    try scratch.write("rules.mk", makefile)
    try scratch.write("Sources/a.swift", "func f() {\n\treturn\n}\n")
    var options = LintOptions(jobs: 1)
    options.fix = .write
    let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
    let report = try await Linter(project: project).lint(paths: [], options: options)
    #expect(report.fixes.map(\.path) == ["Sources/a.swift"])
    for name in ["Makefile", "rules.mk"] {
      #expect(try String(contentsOf: scratch.url.appendingPathComponent(name), encoding: .utf8) == makefile)
    }
    #expect(!report.findings.contains { $0.path.hasSuffix("Makefile") || $0.path.hasSuffix(".mk") })
  }
}
