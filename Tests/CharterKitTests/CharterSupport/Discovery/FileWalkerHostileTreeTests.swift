import Foundation
import Testing

@testable import CharterKit
@testable import CharterSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Trees that try to hang, crash or mislead the walk: links, loops, FIFOs, unreadable folders.
@Suite struct FileWalkerHostileTreeTests {
  private static func link(_ directory: TemporaryDirectory, _ name: String, to target: String)
    throws
  {
    try FileManager.default.createSymbolicLink(
      atPath: directory.url.appendingPathComponent(name).path, withDestinationPath: target)
  }

  @Test func symbolicLinksAreNeitherFollowedNorListed() throws {
    let tree = try TemporaryDirectory()
    let outside = try TemporaryDirectory()
    try outside.write("secret.swift", "")
    try tree.write("a.swift", "")
    try tree.write("Sources/b.swift", "")
    try Self.link(tree, "loop", to: ".")
    try Self.link(tree, "Sources/up", to: "..")
    try Self.link(tree, "ping", to: "pong")
    try Self.link(tree, "pong", to: "ping")
    try Self.link(tree, "dangling.swift", to: "missing.swift")
    try Self.link(tree, "alias.swift", to: "a.swift")
    try Self.link(tree, "Outside", to: outside.url.path)
    let walk = FileWalker(root: tree.url).walk()
    #expect(walk.files == ["Sources/b.swift", "a.swift"])
    #expect(walk.diagnostics.isEmpty)
  }

  @Test func startingLinksAreResolvedOrDiagnosed() throws {
    let tree = try TemporaryDirectory()
    let outside = try TemporaryDirectory()
    try outside.write("secret.swift", "")
    try tree.write("Sources/a.swift", "")
    try Self.link(tree, "alias.swift", to: "Sources/a.swift")
    try Self.link(tree, "SourcesLink", to: "Sources")
    try Self.link(tree, "loop", to: "loop")
    try Self.link(tree, "dangling.swift", to: "missing.swift")
    try Self.link(tree, "Outside", to: outside.url.path)
    let walk = FileWalker(root: tree.url).walk([
      "alias.swift", "SourcesLink", "loop", "dangling.swift", "Outside/secret.swift",
    ])
    #expect(walk.files == ["Sources/a.swift"])
    let messages = walk.diagnostics.map { "\($0.code): \($0.message)" }
    #expect(
      messages == [
        "outside-repository: 'Outside/secret.swift' is outside the repository",
        "no-such-file: 'dangling.swift' is a symbolic link to nothing",
        "no-such-file: 'loop' is a symbolic link loop",
      ])
  }

  @Test func fifosAreSkippedWithoutBlocking() throws {
    let tree = try TemporaryDirectory()
    try tree.write("a.swift", "")
    #expect(mkfifo(tree.url.appendingPathComponent("pipe").path, 0o600) == 0)
    let walk = FileWalker(root: tree.url).walk()
    #expect(walk.files == ["a.swift"])
    let explicit = FileWalker(root: tree.url).walk(["pipe"])
    #expect(explicit.files.isEmpty)
    #expect(explicit.diagnostics.map(\.code) == ["unreadable"])
  }

  /// `chmod 000` stops everyone but root, so the expectation depends on who runs the test;
  /// either way it can fail. `pathTooLongIsUnreadable` covers the error path for root too.
  @Test func unreadableFolderIsReportedAndTheWalkGoesOn() throws {
    let tree = try TemporaryDirectory()
    try tree.write("Locked/inside.swift", "")
    try tree.write("Open/a.swift", "")
    try tree.write("z.swift", "")
    let locked = tree.url.appendingPathComponent("Locked").path
    #expect(chmod(locked, 0) == 0)
    defer { chmod(locked, 0o755) }
    let walk = FileWalker(root: tree.url).walk()
    if geteuid() == 0 {
      #expect(walk.files == ["Locked/inside.swift", "Open/a.swift", "z.swift"])
      #expect(walk.diagnostics.isEmpty)
    } else {
      #expect(walk.files == ["Open/a.swift", "z.swift"])
      let diagnostic = try #require(walk.diagnostics.first)
      #expect(walk.diagnostics.count == 1)
      #expect(diagnostic.code == "unreadable")
      #expect(diagnostic.path == "Locked")
      #expect(diagnostic.severity == .error)
      #expect(diagnostic.description == "Locked:1:1: error: cannot read 'Locked': Permission denied")
    }
  }

  /// A folder whose absolute path is longer than `PATH_MAX` cannot be opened by path, not even
  /// by root: the walk reports it and lists everything else.
  @Test func pathTooLongIsUnreadable() throws {
    let tree = try TemporaryDirectory()
    defer { Self.removeDeepTree(tree.url.appendingPathComponent("deep")) }
    try tree.write("a.swift", "")
    let segment = String(repeating: "d", count: 250)
    var descriptor = open(tree.url.path, O_RDONLY | O_DIRECTORY)
    try #require(descriptor >= 0)
    let levels = Int(PATH_MAX) / segment.utf8.count + 2
    for level in 0..<levels {
      let name = level == 0 ? "deep" : segment
      try #require(mkdirat(descriptor, name, 0o755) == 0)
      let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
      close(descriptor)
      descriptor = child
      try #require(descriptor >= 0)
    }
    close(descriptor)
    let walk = FileWalker(root: tree.url).walk()
    #expect(walk.files == ["a.swift"])
    let diagnostic = try #require(walk.diagnostics.first)
    #expect(walk.diagnostics.count == 1)
    #expect(diagnostic.code == "unreadable")
    #expect(diagnostic.path.hasPrefix("deep/\(segment)/"))
    #expect(diagnostic.message.hasSuffix("File name too long"))
  }

  private static func removeDeepTree(_ url: URL) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/rm")
    process.arguments = ["-rf", url.path]
    try? process.run()
    process.waitUntilExit()
  }
}
