import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject

/// The settings' answers are worked out once for all files of a folder with one extension only
/// when the settings cannot tell those files apart.
@Suite struct SettingsFileClassTests {
  private func settings(_ files: [String: String]) throws -> (TemporaryDirectory, TeamSettings) {
    let scratch = try TemporaryDirectory()
    try scratch.write(".git/HEAD", "ref: refs/heads/main\n")
    try scratch.write(".charter/config.yml", "packs: []\n")
    for (path, text) in files { try scratch.write(path, text) }
    return (scratch, TeamSettings(project: Project(root: scratch.url, options: ProjectOptions(useUserRules: false))))
  }

  @Test(arguments: [
    ("*", true), ("*.swift", true), ("*.{yml,yaml}", true), ("*.c++", true), ("*.{md}", true),
    ("Makefile", false), ("*.tar.gz", false), ("**.swift", false), ("src/*.swift", false), ("*_test.go", false),
    ("*.{a,}", false), ("*.", false), ("*.[ch]", false), ("{a,b}.swift", false),
  ])
  func globsThatSelectByExtension(glob: String, byExtension: Bool) {
    #expect(EditorConfig.selectsByExtension(glob) == byExtension)
  }

  /// A section for one file name: two Swift files of one folder get different answers.
  @Test func aSectionForOneNameIsAskedPerFile() throws {
    let (scratch, settings) = try settings([
      ".editorconfig": "[*]\nindent_size = 4\n[Special.swift]\nindent_size = 2\ntrim_trailing_whitespace = false\n"
    ])
    #expect(settings.fileClass(of: "Sources/A.swift") == nil)
    #expect(settings.indentation(for: "Sources/A.swift")?.style.width == 4)
    #expect(settings.indentation(for: "Sources/Special.swift")?.style.width == 2)
    #expect(settings.indentation(for: "Sources/B.swift")?.style.width == 4)
    #expect(settings.turnedOffSignature(for: "Sources/A.swift") != settings.turnedOffSignature(for: "Sources/Special.swift"))
    _ = scratch
  }

  /// Sections by extension: files share answers by folder and extension, and those answers are
  /// the ones each file would get on its own.
  @Test func sectionsByExtensionAreAskedOncePerClass() throws {
    let files = [
      ".editorconfig": "[*]\nindent_size = 4\n[*.{yml,yaml}]\nindent_size = 2\ntrim_trailing_whitespace = false\n",
      "Tools/.editorconfig": "[*.swift]\nindent_style = tab\n",
    ]
    let (scratch, settings) = try settings(files)
    let (otherScratch, fresh) = try self.settings(files)
    #expect(settings.fileClass(of: "Sources/A.swift") == settings.fileClass(of: "Sources/B.swift"))
    #expect(settings.fileClass(of: "Sources/A.swift") != settings.fileClass(of: "Tools/A.swift"))
    #expect(settings.fileClass(of: "Sources/a.yml") != settings.fileClass(of: "Sources/a.yaml"))
    #expect(settings.fileClass(of: "Makefile") != settings.fileClass(of: "a.Makefile"))
    let paths = ["Sources/A.swift", "Sources/B.swift", "Sources/c.yml", "Sources/d.yaml", "Tools/T.swift", "Tools/u.yml", "Makefile"]
    for path in paths {
      // Asked in order (filling the cache) and asked of a fresh value, the answers agree.
      #expect(settings.indentation(for: path) == fresh.indentation(for: path), "\(path)")
      #expect(settings.turnedOffSignature(for: path) == fresh.turnedOffSignature(for: path), "\(path)")
    }
    #expect(settings.indentation(for: "Tools/T.swift")?.style.character == .tabs)
    #expect(settings.indentation(for: "Sources/d.yaml")?.style.width == 2)
    #expect(settings.turnedOffSignature(for: "Sources/c.yml").contains("trim_trailing_whitespace::5:false"))
    _ = (scratch, otherScratch)
  }

  /// A folder with no settings file of its own shares its class with every folder under the same
  /// settings files, and the shared answers are each file's own: settings in the folders above
  /// of every kind, an `.editorconfig` that says `root = true` part-way down among them.
  @Test func foldersUnderTheSameSettingsFilesShareAClass() throws {
    let files = [
      ".editorconfig": "[*]\nindent_size = 4\ntrim_trailing_whitespace = true\n",
      ".swiftlint.yml": "disabled_rules:\n  - trailing_whitespace\nindentation_width:\n  indentation_width: 3\n",
      "App/.swiftformat": "--indent 2\n--disable trailingSpace\n",
      "App/Deep/.editorconfig": "root = true\n[*.swift]\nindent_style = tab\ntab_width = 8\n",
      "Kit/.swift-format": "{\"indentation\": {\"spaces\": 6}}\n",
    ]
    let (scratch, settings) = try settings(files)
    let (otherScratch, fresh) = try self.settings(files)
    #expect(settings.fileClass(of: "Sources/A.swift") == settings.fileClass(of: "Sources/Models/B.swift"))
    #expect(settings.fileClass(of: "A.swift") == settings.fileClass(of: "Docs/Guide/C.swift"))
    #expect(settings.fileClass(of: "App/A.swift") == settings.fileClass(of: "App/Views/Lists/A.swift"))
    #expect(settings.fileClass(of: "App/A.swift") != settings.fileClass(of: "Sources/A.swift"))
    #expect(settings.fileClass(of: "App/Deep/A.swift") != settings.fileClass(of: "App/A.swift"))
    #expect(settings.fileClass(of: "App/Deep/A.swift") == settings.fileClass(of: "App/Deep/More/A.swift"))
    #expect(settings.fileClass(of: "Kit/A.swift") != settings.fileClass(of: "Sources/A.swift"))
    let paths = [
      "A.swift", "Sources/A.swift", "Sources/Models/B.swift", "Docs/Guide/C.swift", "App/A.swift",
      "App/Views/Lists/A.swift", "App/Deep/A.swift", "App/Deep/More/A.swift", "Kit/A.swift", "Kit/Sub/A.swift",
      "App/Views/x.yml", "Kit/x.yml", "notes.md", "App/Deep/More/Makefile",
    ]
    for path in paths {
      // Each path asked after its class was filled by another folder's file, and asked of a
      // fresh value with nothing shared, and worked out with no class at all: one answer.
      #expect(settings.indentation(for: path) == fresh.indentation(for: path), "\(path)")
      #expect(settings.indentation(for: path) == settings.computedIndentation(for: path), "\(path)")
      #expect(settings.turnedOffSignature(for: path) == settings.computedTurnedOffSignature(for: path), "\(path)")
      let answers = settings.keyAnswers(for: path, indentation: true)
      #expect(answers.turnedOff == fresh.turnedOffSignature(for: path), "\(path)")
      #expect(answers.indentation == fresh.indentation(for: path), "\(path)")
    }
    #expect(settings.indentation(for: "App/Views/Lists/A.swift")?.style.width == 2)
    #expect(settings.indentation(for: "App/Deep/More/A.swift")?.style.character == .tabs)
    #expect(settings.indentation(for: "Kit/Sub/A.swift")?.style.width == 6)
    #expect(settings.indentation(for: "Docs/Guide/C.swift")?.style.width == 3)
    _ = (scratch, otherScratch)
  }

  /// SwiftLint's `excluded` names paths: the answers are worked out per file.
  @Test func swiftLintPathsAreAskedPerFile() throws {
    let (scratch, settings) = try settings([".swiftlint.yml": "excluded:\n  - Sources/Generated.swift\n"])
    #expect(settings.fileClass(of: "Sources/A.swift") == nil)
    #expect(settings.turnedOffSignature(for: "Sources/A.swift") != settings.turnedOffSignature(for: "Sources/Generated.swift"))
    _ = scratch
  }
}
