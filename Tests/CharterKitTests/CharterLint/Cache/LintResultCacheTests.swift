import Foundation
import Testing

@testable import CharterLint
@testable import CharterProject
@testable import CharterRules
@testable import CharterSupport
@testable import CharterSwiftChecks

/// The lint result cache: a second run reads every file from it and reports the same; an edit
/// in one file recomputes that file only, yet changes the findings of a file that depends on a
/// fact it declares; a corrupt, forged or misplaced cache is never trusted.
@Suite struct LintResultCacheTests {
  static let fragment = """
    ---
    id: x
    globs: ["**/*.swift"]
    checks:
      - id: sync-test
        swift: mainactor-sync-test
      - id: no-force-cast
        ban: "as!"
    ---
    # X

    """
  static let package = """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(name: "App", targets: [
      .target(name: "App", path: "Sources"), .testTarget(name: "AppTests", path: "Tests"),
    ])

    """
  static let test =
    "import Testing\n\n@Test func startsEmpty() {\n  let model = ViewModel()\n  #expect(model != nil)\n}\n"
  static let files = [
    ".charter/config.yml": "packs: []\n", ".charter/rules/x.md": fragment, "Package.swift": package,
    "Sources/VM.swift": "@MainActor final class ViewModel {}\n", "Sources/Cast.swift": "let a = b as! C\n",
    "Tests/VMTests.swift": test,
  ]

  @Test func aSecondRunReadsEveryFileFromTheCacheAndReportsTheSame() async throws {
    let repository = try LintCacheRepository()
    try repository.write(Self.files)
    let uncached = try await repository.lintUncached()
    let first = try await repository.lintCached()
    let second = try await repository.lintCached()
    #expect(first.opening.isEmpty)
    #expect(first.report.comparable == uncached.comparable)
    #expect(second.report.comparable == uncached.comparable)
    #expect(uncached.findings.map(\.rule).sorted() == ["no-force-cast", "sync-test"])
    // Package.swift is a Swift file too.
    #expect(first.statistics == LintResultCache.Statistics(hits: 0, misses: 4, unreadable: 0))
    #expect(second.statistics == LintResultCache.Statistics(hits: 4, misses: 0, unreadable: 0))
    #expect(repository.entries().count == 4)
  }

  /// Every check of every built-in pack has a stable digest, or files under them would never be
  /// cached; agent files, whose checks read the rest of the repository, are checked every time.
  @Test func filesUnderEveryBuiltInPackAreCachedButAgentFiles() async throws {
    let repository = try LintCacheRepository()
    try repository.write([
      ".charter/config.yml": "packs: [\(BuiltinPacks.names.joined(separator: ", "))]\n",
      "Sources/A.swift": "import SwiftUI\n\nstruct A: View {\n  var body: some View { Text(\"a\") }\n}\n",
      "Sources/B.swift": "@MainActor final class B: ObservableObject {\n    func f() { Task { self.g() } }   \n}",
      "docs/notes.md": "# Notes\n\nText.\n", "AGENTS.md": "# Agents\n\nRun `make test`.\n",
    ])
    let first = try await repository.lintCached()
    let second = try await repository.lintCached()
    #expect(first.statistics?.misses == 3)
    #expect(second.statistics == LintResultCache.Statistics(hits: 3, misses: 0, unreadable: 0))
    #expect(second.report.comparable == (try await repository.lintUncached()).comparable)
    #expect(second.report.rules.count > 5)
  }

  /// A file with more findings than an entry keeps is checked every time: decoding them would
  /// cost more than finding them.
  @Test func aFileWithManyFindingsIsNotKept() async throws {
    let repository = try LintCacheRepository()
    let many = String(repeating: "let a = b as! C\n", count: LintResultCache.maximumFindingsPerEntry + 1)
    try repository.write(Self.files.merging(["Sources/Many.swift": many]) { $1 })
    _ = try await repository.lintCached()
    let second = try await repository.lintCached()
    #expect(second.statistics == LintResultCache.Statistics(hits: 4, misses: 1, unreadable: 0))
    #expect(second.report.comparable == (try await repository.lintUncached()).comparable)
    #expect(repository.entries().count == 4)
  }

  /// The test's finding holds because another file declares `ViewModel` main-actor: the test
  /// file's entry is still used when that file changes, and the finding goes.
  @Test func aFactDeclaredInAnotherFileIsSettledAfreshWhenThatFileChanges() async throws {
    let repository = try LintCacheRepository()
    try repository.write(Self.files)
    _ = try await repository.lintCached()
    try repository.write(["Sources/VM.swift": "final class ViewModel {}\n"])
    let after = try await repository.lintCached()
    #expect(after.statistics == LintResultCache.Statistics(hits: 3, misses: 1, unreadable: 0))
    #expect(after.report.findings.map(\.rule) == ["no-force-cast"])
    #expect(after.report.comparable == (try await repository.lintUncached()).comparable)
  }

  /// Which file is checked afresh and which come from the cache makes no difference to the
  /// findings settled by other files' facts: only the cached facts that mention the names a
  /// finding asks about are decoded, and the answer is the uncached one.
  @Test(arguments: ["Sources/VM.swift", "Tests/VMTests.swift", "Sources/Other.swift"])
  func aFactOfACachedFileSettlesAsUncached(_ edited: String) async throws {
    let repository = try LintCacheRepository()
    try repository.write(
      Self.files.merging([
        "Sources/Other.swift": "final class Unrelated: Sendable {}\n",
        "Tests/OtherTests.swift":
          "import Testing\n\n@Test func other() {\n  let model = Unrelated()\n  #expect(model != nil)\n}\n",
      ]) { $1 })
    _ = try await repository.lintCached()
    for model in ["final class ViewModel {}\n", "@MainActor final class ViewModel {}\n"] {
      try repository.write(["Sources/VM.swift": model])
      let text = try String(contentsOf: repository.root.appendingPathComponent(edited), encoding: .utf8)
      try repository.write([edited: text + "\n"])
      let cached = try await repository.lintCached()
      let uncached = try await repository.lintUncached()
      #expect(cached.report.comparable == uncached.comparable)
      #expect(uncached.findings.contains { $0.rule == "sync-test" } == model.hasPrefix("@MainActor"))
      #expect((cached.statistics?.hits ?? 0) >= 3)
    }
  }

  @Test func theFactsOfAFileAreFoundByTheNamesTheyHold() {
    let facts = Array(#"{"declared":{"Model":[true]},"shapes":{"A\"B":[]},"observableObjects":["Store"]}"#.utf8)
    #expect(GatheredFacts.mentions(facts, anyOf: ["Model"]))
    #expect(GatheredFacts.mentions(facts, anyOf: ["Store", "Nope"]))
    // A JSON key is a string too: finding it decodes facts that were not needed, never fewer.
    #expect(GatheredFacts.mentions(facts, anyOf: ["declared"]))
    #expect(!GatheredFacts.mentions(facts, anyOf: ["Mode", "Storex"]))
    #expect(!GatheredFacts.mentions(facts, anyOf: []))
  }

  /// What decides a file's checks besides its bytes: the rule files, the module's settings.
  @Test(arguments: [
    [".charter/rules/x.md": fragment.replacingOccurrences(of: "as!", with: "as?")],
    [".charter/rules/x.md": fragment.replacingOccurrences(of: "# X", with: "# X\n\nSeverity stays.")],
    [".charter/config.yml": "packs: []\nseverity:\n  no-force-cast: error\n"],
    ["Package.swift": package.replacingOccurrences(of: "5.9", with: "6.2")],
  ])
  func aChangeToWhatDecidesTheChecksIsSeen(_ change: [String: String]) async throws {
    let repository = try LintCacheRepository()
    try repository.write(Self.files)
    _ = try await repository.lintCached()
    try repository.write(change)
    let cached = try await repository.lintCached()
    #expect(cached.report.comparable == (try await repository.lintUncached()).comparable)
  }

  @Test func theFolderIsKeptOutOfGitAndOutOfTheLint() async throws {
    let repository = try LintCacheRepository()
    try repository.write(Self.files.merging(["Sources/Entry.swift": "let a = 1\n"]) { $1 })
    _ = try await repository.lintCached()
    let ignore = try String(contentsOfFile: repository.cacheFolder + "/.gitignore", encoding: .utf8)
    #expect(ignore.hasSuffix("\n*\n"))
    #expect(FileManager.default.fileExists(atPath: repository.cacheFolder + "/CACHEDIR.TAG"))
    // An entry named like Swift is never linted.
    try repository.write([".charter/cache/v1/ab/cd.swift": "let a = b as! C\n"])
    let report = try await repository.lintUncached()
    #expect(!report.findings.contains { $0.path.hasPrefix(".charter/cache") })
  }

  /// However an entry is damaged, the run reports what an uncached one does, with one warning.
  @Test(arguments: ["flip", "truncate", "empty", "garbage", "folder", "link", "otherKey", "fifo", "hugeLength"])
  func aDamagedEntryIsComputedAgainWithAWarning(_ damage: String) async throws {
    let repository = try LintCacheRepository()
    try repository.write(Self.files)
    _ = try await repository.lintCached()
    let entries = repository.entries()
    let entry = entries[0]
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: entry)))
    try FileManager.default.removeItem(atPath: entry)
    switch damage {
    case "flip": bytes[bytes.count - 3] ^= 0x20
    case "truncate": bytes.removeLast(5)
    case "empty": bytes = []
    case "garbage": bytes = Array("charter-lint-cache 1 x y 3 0\n{}}".utf8)
    case "folder": try FileManager.default.createDirectory(atPath: entry, withIntermediateDirectories: false)
    case "link": try FileManager.default.createSymbolicLink(atPath: entry, withDestinationPath: entries[1])
    // Opening a FIFO for reading would wait for a writer for ever.
    case "fifo": #expect(mkfifo(entry, 0o644) == 0)
    case "hugeLength":
      let newline = try #require(bytes.firstIndex(of: UInt8(ascii: "\n")))
      var fields = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ").map(String.init)
      fields[5] = String(Int.max)
      bytes = Array(fields.joined(separator: " ").utf8) + bytes[newline...]
    default: bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: entries[1])))
    }
    if !["folder", "link", "fifo"].contains(damage) { try Data(bytes).write(to: URL(fileURLWithPath: entry)) }
    let cached = try await repository.lintCached()
    let uncached = try await repository.lintUncached()
    #expect(cached.statistics?.unreadable == 1)
    #expect(cached.report.findings == uncached.findings)
    // A folder in the way of the entry cannot be replaced by it, and that is said too.
    #expect(
      cached.report.diagnostics.map(\.code)
        == ["cache-entry-unreadable"] + (damage == "folder" ? ["cache-unwritable"] : []))
    #expect(cached.report.diagnostics.first?.path == ".charter/cache")
    // Documentation/Cache.md quotes the warning as it is printed.
    let documentation = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Documentation/Cache.md"), encoding: .utf8)
    #expect(documentation.contains("`\(try #require(cached.report.diagnostics.first).description)`"))
    // A damaged file is replaced; a folder in the way is left alone and recomputed each time.
    let again = try await repository.lintCached()
    #expect(again.statistics?.unreadable == (damage == "folder" ? 1 : 0))
    if damage == "fifo" { #expect(repository.entries().contains(entry)) }
  }

  /// A cache folder that came with the code (git tracks it) may hold results forged to hide
  /// findings: it is not used, and nothing is written to it.
  @Test func aCacheGitTracksIsNotTrusted() async throws {
    let repository = try LintCacheRepository()
    try repository.write(Self.files)
    _ = try await repository.lintCached()
    // Forge every entry into "no findings".
    for entry in repository.entries() {
      let text = try String(contentsOfFile: entry, encoding: .utf8)
      let key = String(text.split(separator: " ")[2])
      let forged = LintCacheEntry.encode(CachedFileResults(findings: [], skipped: []), encodedFacts: [], key: key)!
      try Data(forged).write(to: URL(fileURLWithPath: entry))
    }
    let git = Git(workTree: repository.root)
    _ = try git.run(["add", "-f", ".charter/cache"])
    let cached = try await repository.lintCached()
    #expect(cached.statistics == nil)
    #expect(cached.opening.map(\.code) == ["cache-tracked"])
    #expect(cached.report.findings.count == 2)
    // Untracked, the same forged entries would be believed: the check is what stops them.
    _ = try git.run(["rm", "-q", "-r", "--cached", ".charter/cache"])
    let untracked = try await repository.lintCached()
    #expect(untracked.opening.isEmpty)
    #expect(untracked.report.findings.isEmpty)
  }

  /// Git's answer is remembered against the index it came from, and the index's identity
  /// (inode, size, times to the nanosecond) changes with every change git makes to it: adding
  /// the cache to the index is seen at once, and an identity a repository carries (copied from
  /// another checkout) matches no checkout's index.
  @Test func theIndexGitVouchedWithIsRememberedAndNoOtherIsBelieved() async throws {
    let repository = try LintCacheRepository()
    try repository.write(Self.files)
    _ = try await repository.lintCached()
    let memo = repository.cacheFolder + "/" + GitIndexIdentity.fileName
    let remembered = try #require(GitIndexIdentity.remembered(in: repository.cacheFolder))
    #expect(remembered == GitIndexIdentity(of: repository.cacheFolder))
    #expect(remembered.gitFolder.hasSuffix("/.git"))
    try Self.forgeEveryEntry(in: repository)
    #expect(try await repository.lintCached().report.findings.isEmpty, "forged entries are believed where git vouched")
    // Another repository carries this one's cache, remembered identity included, and tracks it.
    let other = try LintCacheRepository()
    try other.write(Self.files)
    try FileManager.default.copyItem(atPath: repository.cacheFolder, toPath: other.cacheFolder)
    #expect(FileManager.default.fileExists(atPath: other.cacheFolder + "/" + GitIndexIdentity.fileName))
    _ = try Git(workTree: other.root).run(["add", "-f", ".charter/cache"])
    let copied = try await other.lintCached()
    #expect(copied.opening.map(\.code) == ["cache-tracked"])
    #expect(copied.report.findings.count == 2)
    // Even one that names this checkout's git folder and the index as it was a moment ago.
    let planted = GitIndexIdentity(of: other.cacheFolder)
    _ = try Git(workTree: other.root).run(["rm", "-q", "-r", "--cached", ".charter/cache"])
    try #require(planted).remember(in: other.cacheFolder)
    _ = try Git(workTree: other.root).run(["add", "-f", ".charter/cache"])
    #expect(try await other.lintCached().opening.map(\.code) == ["cache-tracked"])
    // A damaged memory is not believed either: git is asked, and vouches again.
    try Data("charter git index v1\n/\n".utf8).write(to: URL(fileURLWithPath: memo))
    #expect(GitIndexIdentity.remembered(in: repository.cacheFolder) == nil)
    #expect(try await repository.lintCached().opening.isEmpty)
    #expect(GitIndexIdentity.remembered(in: repository.cacheFolder) == GitIndexIdentity(of: repository.cacheFolder))
  }

  /// Charter's root may be a folder of a larger git repository: git is asked all the same.
  @Test func aTrackedCacheInAFolderOfALargerRepositoryIsNotTrustedEither() async throws {
    let outer = try TemporaryDirectory()
    let git = Git(workTree: outer.url)
    _ = try git.run(["init", "-q"])
    for (path, text) in Self.files { _ = try outer.write("app/" + path, text) }
    _ = try outer.write("app/.charter/cache/v1/ab/cdef", "forged\n")
    _ = try git.run(["add", "-f", "app/.charter/cache"])
    let project = Project(root: outer.url.appendingPathComponent("app"), options: ProjectOptions(useUserRules: false))
    let (cache, opening) = LintResultCache.open(for: project)
    #expect(cache == nil)
    #expect(opening.map(\.code) == ["cache-tracked"])
  }

  /// Where git cannot say what it tracks (no repository, a `.git` it cannot read), a cache that
  /// came with the code cannot be told from one a run wrote: it is not used, and the forged
  /// entries it holds are not believed.
  @Test(arguments: ["no git", "bad gitdir"])
  func aCacheGitCannotVouchForIsNotUsed(_ case: String) async throws {
    let repository = try LintCacheRepository()
    try repository.write(Self.files)
    _ = try await repository.lintCached()
    try Self.forgeEveryEntry(in: repository)
    #expect(try await repository.lintCached().report.findings.isEmpty, "forged entries are believed where git vouches")
    try FileManager.default.removeItem(at: repository.root.appendingPathComponent(".git"))
    if `case` == "bad gitdir" { try repository.write([".git": "gitdir: /nonexistent/charter\n"]) }
    let cached = try await repository.lintCached()
    #expect(cached.statistics == nil)
    #expect(cached.opening.isEmpty)
    #expect(cached.report.findings.count == 2)
  }

  /// `.charter` as a submodule whose commit carries a cache: the outer repository lists nothing
  /// under `.charter/cache`, the submodule does.
  @Test func aCacheInASubmoduleIsNotTrusted() async throws {
    let source = try TemporaryDirectory()
    let sourceGit = Git(workTree: source.url)
    _ = try sourceGit.run(["init", "-q"])
    _ = try source.write("rules/x.md", Self.fragment)
    _ = try source.write("config.yml", "packs: []\n")
    _ = try source.write("cache/v1/ab/cdef", "forged\n")
    _ = try sourceGit.run(["add", "-A", "-f"])
    _ = try sourceGit.run(["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "rules"])
    let repository = try LintCacheRepository()
    try repository.write(Self.files.filter { !$0.key.hasPrefix(".charter/") })
    _ = try Git(workTree: repository.root).run([
      "-c", "protocol.file.allow=always", "submodule", "add", "-q", source.url.path, ".charter",
    ])
    let cached = try await repository.lintCached()
    #expect(cached.opening.map(\.code) == ["cache-tracked"])
    #expect(cached.report.findings.count == 2)
  }

  /// A `--cache-dir` that reaches the repository through a link outside it is inside it all the
  /// same: git is asked.
  @Test func aCacheFolderNamedThroughALinkToTheRepositoryIsCheckedLikeTheDefault() async throws {
    let repository = try LintCacheRepository()
    let elsewhere = try TemporaryDirectory()
    try repository.write(Self.files)
    let link = elsewhere.url.path + "/checkout"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: repository.root.path)
    _ = try await repository.lintCached(folder: link + "/.cache/charter")
    _ = try Git(workTree: repository.root).run(["add", "-f", ".cache/charter"])
    let cached = try await repository.lintCached(folder: link + "/.cache/charter")
    #expect(cached.opening.map(\.code) == ["cache-tracked"])
    #expect(cached.opening.first?.path == ".cache/charter")
  }

  /// A folder of entries that is a link (left by someone with access to the cache) is neither
  /// read, written nor pruned through.
  @Test func aFolderOfEntriesThatIsALinkIsNotFollowed() async throws {
    let repository = try LintCacheRepository()
    let outside = try TemporaryDirectory()
    try repository.write(Self.files)
    _ = try await repository.lintCached()
    let old = outside.url.path + "/important"
    #expect(FileManager.default.createFile(atPath: old, contents: Data("keep\n".utf8)))
    let ancient = [timespec(tv_sec: 1, tv_nsec: 0), timespec(tv_sec: 1, tv_nsec: 0)]
    #expect(utimensat(AT_FDCWD, old, ancient, 0) == 0)
    for shard in try FileManager.default.contentsOfDirectory(atPath: repository.cacheFolder + "/v1")
    where shard.count == 2 {
      try FileManager.default.removeItem(atPath: repository.cacheFolder + "/v1/" + shard)
      try FileManager.default.createSymbolicLink(
        atPath: repository.cacheFolder + "/v1/" + shard, withDestinationPath: outside.url.path)
    }
    repository.remove(".charter/cache/v1/pruned")
    let cached = try await repository.lintCached()
    #expect(cached.report.findings == (try await repository.lintUncached()).findings)
    // Entries behind the links are unreadable, and new ones cannot be written there: both said.
    #expect(cached.report.diagnostics.map(\.code) == ["cache-entry-unreadable", "cache-unwritable"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path) == ["important"])
  }

  /// Rewrites every entry of the cache as "no findings", with a correct digest and key.
  static func forgeEveryEntry(in repository: LintCacheRepository) throws {
    for entry in repository.entries() {
      let text = try String(contentsOfFile: entry, encoding: .utf8)
      let key = String(text.split(separator: " ")[2])
      let forged = try #require(
        LintCacheEntry.encode(CachedFileResults(findings: [], skipped: []), encodedFacts: [], key: key))
      try Data(forged).write(to: URL(fileURLWithPath: entry))
    }
  }

  @Test func aCacheFolderReachedThroughALinkIsNotUsed() async throws {
    let repository = try LintCacheRepository()
    let elsewhere = try TemporaryDirectory()
    try repository.write(Self.files)
    try FileManager.default.createSymbolicLink(
      atPath: repository.root.path + "/.charter/cache", withDestinationPath: elsewhere.url.path)
    let cached = try await repository.lintCached()
    #expect(cached.opening.map(\.code) == ["cache-refused"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.url.path).isEmpty)
    // Inside the repository too: the link would make the cache write into `Sources`.
    try FileManager.default.removeItem(atPath: repository.root.path + "/.charter/cache")
    try FileManager.default.createSymbolicLink(
      atPath: repository.root.path + "/.charter/cache", withDestinationPath: repository.root.path + "/Sources")
    #expect(try await repository.lintCached().opening.map(\.code) == ["cache-refused"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: repository.root.path + "/Sources").sorted() == [
        "Cast.swift", "VM.swift",
      ])
  }

  @Test func aFolderOutsideTheRepositoryServesAsWell() async throws {
    let repository = try LintCacheRepository()
    let elsewhere = try TemporaryDirectory()
    try repository.write(Self.files)
    let folder = elsewhere.url.path + "/charter"
    _ = try await repository.lintCached(folder: folder)
    let second = try await repository.lintCached(folder: folder)
    #expect(second.statistics?.hits == 4)
    #expect(!FileManager.default.fileExists(atPath: repository.cacheFolder))
  }

  @Test func anUnwritableFolderIsAWarningAndTheRunGoesOn() async throws {
    let repository = try LintCacheRepository()
    try repository.write(Self.files.merging([".charter/cache": "a file where the folder would be\n"]) { $1 })
    let cached = try await repository.lintCached()
    #expect(cached.opening.map(\.code) == ["cache-unwritable"])
    #expect(cached.report.findings.count == 2)
  }

  /// Runs at once share the folder: each writes its own temporary files and renames whole
  /// entries into place.
  @Test func concurrentRunsAgree() async throws {
    let repository = try LintCacheRepository()
    var files = Self.files
    for index in 0..<40 { files["Sources/File\(index).swift"] = "let v\(index) = x as! Y\n" }
    try repository.write(files)
    let expected = try await repository.lintUncached().comparable
    let reports = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<4 { group.addTask { try await repository.lintCached().report.comparable } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(reports.allSatisfy { $0 == expected })
    #expect(LintCacheStore(folder: repository.cacheFolder).contents().allSatisfy { !$0.isTemporary })
    #expect(try await repository.lintCached().statistics?.misses == 0)
  }

  @Test func pruningRemovesOldEntriesThenTheLeastRecentlyUsed() throws {
    let directory = try TemporaryDirectory()
    let store = LintCacheStore(folder: directory.url.path)
    let now = Int(Date().timeIntervalSince1970)
    for (index, age) in [0, 10, 20, 30, 40_000_000].enumerated() {
      let key = String(repeating: "\(index)", count: 64)
      #expect(store.write(Array(repeating: 1, count: 100), for: key, temporaryName: "t\(index)") == nil)
      let time = [timespec(tv_sec: now - age, tv_nsec: 0), timespec(tv_sec: now - age, tv_nsec: 0)]
      #expect(utimensat(AT_FDCWD, store.location(of: key).file, time, 0) == 0)
    }
    _ = store.write([1], for: String(repeating: "9", count: 64), temporaryName: ".tmp-killed")
    let temporary = store.location(of: String(repeating: "9", count: 64)).shard + "/.tmp-stale"
    #expect(FileManager.default.createFile(atPath: temporary, contents: Data([1])))
    let old = [timespec(tv_sec: now - 7_200, tv_nsec: 0), timespec(tv_sec: now - 7_200, tv_nsec: 0)]
    #expect(utimensat(AT_FDCWD, temporary, old, 0) == 0)
    LintCachePruning(store: store).prune(now: now, maximumAge: 86_400, maximumBytes: 350)
    // The 40-million-second-old entry went for its age, the stale temporary file with it; the
    // rest took 401 bytes, over 350, so the oldest went until at most 262 were left (201).
    let left = store.contents().map { URL(fileURLWithPath: $0.path).lastPathComponent }.sorted()
    #expect(left == ["0", "1", "9"].map { String(repeating: $0, count: 62) })
  }
}
