import Foundation
import Testing

/// Packs of rule files shared between repositories, pinned in `.charter/packs.lock`, against
/// git repositories on disk (`file://`), never the network.
@Suite struct SharedPackTests {
  /// A repository holding a pack in `rules/`, with one commit on `main`.
  static func upstream() throws -> Sandbox {
    let upstream = try Sandbox([
      "rules/team.md": "---\nid: team\nseverity: error\nchecks:\n  - id: no-print\n    ban: \"print(\"\n---\n# Team\n\n- Log, never print.\n",
      "README.md": "not a rule\n",
    ])
    try Self.git(["init", "-q", "-b", "main"], in: upstream.url)
    try Self.commit("first", in: upstream.url)
    return upstream
  }

  static func git(_ arguments: [String], in folder: URL) throws {
    let result = try CharterProcess.run(
      URL(fileURLWithPath: "/usr/bin/git"),
      ["-c", "user.email=t@example.com", "-c", "user.name=T", "-c", "commit.gpgsign=false"] + arguments, in: folder)
    try #require(result.status == 0, "git \(arguments): \(result.stderr)")
  }

  static func commit(_ message: String, in folder: URL) throws {
    try git(["add", "-A"], in: folder)
    try git(["commit", "-q", "-m", message], in: folder)
  }

  /// A repository whose config names the upstream's pack.
  static func repository(_ upstream: Sandbox) throws -> Sandbox {
    try Sandbox([
      ".git/HEAD": "ref: refs/heads/main\n",
      ".charter/config.yml": """
        targets: [agents]
        packs:
          - name: team
            git: file://\(upstream.url.path)
            rev: main
            folder: rules

        """,
      "Sources/App/Main.swift": "print(1)\n",
    ])
  }

  @Test func aLockedPackIsUsedByLintAndComposeAndAMovedUpstreamFailsFrozen() throws {
    let upstream = try Self.upstream()
    let repository = try Self.repository(upstream)
    let cache = try Sandbox()
    let environment = ["XDG_CACHE_HOME": cache.url.path]
    // Before the lock: lint refuses to guess.
    let unlocked = try CharterProcess.run(["lint"], in: repository.url, environment: environment)
    #expect(unlocked.status == 2)
    #expect(unlocked.stderr.contains("pack 'team' is not in .charter/packs.lock as the config names it"))

    let lock = try CharterProcess.run(["packs", "lock"], in: repository.url, environment: environment)
    #expect(lock.status == 0, "\(lock.stderr)")
    #expect(lock.stdout.hasPrefix("locked team at "))
    let lockText = try repository.read(".charter/packs.lock")
    #expect(lockText.contains("\"rev\": \"main\""))

    let lint = try CharterProcess.run(["lint"], in: repository.url, environment: environment)
    #expect(lint.status == 1, "\(lint.stderr)")
    #expect(lint.stdout.contains("Sources/App/Main.swift:1:1"))
    #expect(lint.stdout.contains("no-print"))
    let explain = try CharterProcess.run(["explain", "Sources/App/Main.swift"], in: repository.url, environment: environment)
    #expect(explain.stdout.contains("pack:team/team.md"))
    let compose = try CharterProcess.run(["compose"], in: repository.url, environment: environment)
    #expect(compose.status == 0, "\(compose.stderr)")
    #expect(try repository.read("AGENTS.md").contains("- Log, never print."))

    // The upstream moves on: the lock keeps lint where it was, and --frozen says so.
    try upstream.write("rules/team.md", "---\nid: team\n---\n# Team\n\n- Print freely.\n")
    try Self.commit("second", in: upstream.url)
    #expect(try CharterProcess.run(["lint"], in: repository.url, environment: environment).status == 1)
    let frozen = try CharterProcess.run(["packs", "fetch", "--frozen"], in: repository.url, environment: environment)
    #expect(frozen.status == 1)
    #expect(frozen.stderr.contains("pack 'team': 'main' is now"))
    #expect(try repository.read(".charter/packs.lock") == lockText, "--frozen changes nothing")

    // Taking the new commit is an explicit lock.
    #expect(try CharterProcess.run(["packs", "lock"], in: repository.url, environment: environment).status == 0)
    #expect(try CharterProcess.run(["lint"], in: repository.url, environment: environment).status == 0)
    #expect(try CharterProcess.run(["compose", "--check"], in: repository.url, environment: environment).status == 1)
  }

  @Test func aFreshCacheIsFilledByFetchAndAChangedCacheIsNeverUsed() throws {
    let upstream = try Self.upstream()
    let repository = try Self.repository(upstream)
    let first = try Sandbox()
    #expect(try CharterProcess.run(["packs", "lock"], in: repository.url, environment: ["XDG_CACHE_HOME": first.url.path]).status == 0)
    // Another machine: the lock is committed, the cache is empty.
    let second = try Sandbox()
    let environment = ["XDG_CACHE_HOME": second.url.path]
    let missing = try CharterProcess.run(["lint"], in: repository.url, environment: environment)
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("is not in the pack cache; run `charter packs fetch`"))
    let fetch = try CharterProcess.run(["packs", "fetch", "--frozen"], in: repository.url, environment: environment)
    #expect(fetch.status == 0, "\(fetch.stderr)")
    #expect(fetch.stdout == "packs: 1 fetched, 0 already in the cache\n")
    #expect(try CharterProcess.run(["lint"], in: repository.url, environment: environment).status == 1)
    // Someone edits the cached copy: it no longer matches the lock's hash and is refused.
    let cached = try #require(
      FileManager.default.enumerator(at: second.url, includingPropertiesForKeys: nil)?.allObjects
        .compactMap { $0 as? URL }.first { $0.lastPathComponent == "team.md" })
    try Data("---\nid: team\n---\n- Anything goes.\n".utf8).write(to: cached)
    let changed = try CharterProcess.run(["lint"], in: repository.url, environment: environment)
    #expect(changed.status == 2)
    #expect(changed.stderr.contains("are not what the lock records"))
  }

  @Test func packEntriesAreCheckedWhereTheyAreWritten() throws {
    let repository = try Sandbox([
      ".git/HEAD": "ref: refs/heads/main\n",
      ".charter/config.yml": """
        packs:
          - git: "--upload-pack=touch /tmp/x"
            rev: main
          - name: local
            path: ../outside
          - name: nothing
            git: https://example.com/rules.git

        """,
    ])
    let result = try CharterProcess.run(["packs", "lock"], in: repository.url)
    #expect(result.status == 2)
    #expect(result.stderr.contains(".charter/config.yml:2:10: error: 'git' cannot start with '-'"))
    #expect(result.stderr.contains("'path' of a pack is refused"))
    #expect(result.stderr.contains("a git pack needs 'rev'"))
  }

  /// Two packs from one repository and commit, in different folders, keep their own files; a
  /// folder holding no rule file is an error; git ignores a GIT_DIR set around Charter.
  @Test func packsOfOneRepositoryAreKeptApartAndAnEmptyOneIsAnError() throws {
    let upstream = try Self.upstream()
    try upstream.write("other/extra.md", "---\nid: extra\n---\n- Extra rule.\n")
    try Self.commit("other", in: upstream.url)
    let url = "file://\(upstream.url.path)"
    let repository = try Sandbox([
      ".git/HEAD": "ref: refs/heads/main\n",
      ".charter/config.yml":
        "packs:\n  - {name: team, git: \"\(url)\", rev: main, folder: rules}\n  - {name: whole, git: \"\(url)\", rev: main}\n",
    ])
    let cache = try Sandbox()
    let environment = ["XDG_CACHE_HOME": cache.url.path, "GIT_DIR": repository.url.appendingPathComponent(".git").path]
    #expect(try CharterProcess.run(["packs", "lock"], in: repository.url, environment: environment).status == 0)
    #expect(!FileManager.default.fileExists(atPath: repository.url.appendingPathComponent(".git/FETCH_HEAD").path))
    let rules = try CharterProcess.run(["rules"], in: repository.url, environment: environment)
    #expect(rules.status == 0, "\(rules.stderr)")
    #expect(rules.stdout.contains("pack:team/team.md") && rules.stdout.contains("pack:whole/other/extra.md"))
    try repository.write(".charter/config.yml", "packs:\n  - {name: typo, git: \"\(url)\", rev: main, folder: rulez}\n")
    let empty = try CharterProcess.run(["packs", "lock"], in: repository.url, environment: environment)
    #expect(empty.status == 2)
    #expect(empty.stderr.contains("pack 'typo' has no rule files (*.md) in 'rulez'"))
    try repository.write(".charter/config.yml", "packs:\n  - {name: spec, git: \"\(url)\", rev: \"main:refs/x\"}\n")
    let refspec = try CharterProcess.run(["packs", "lock"], in: repository.url, environment: environment)
    #expect(refspec.status == 2)
    #expect(refspec.stderr.contains("'rev' must be a tag, a branch or a commit"))
  }

  @Test func aPathPackBehindALinkOutOfTheRepositoryIsRefused() throws {
    let outside = try Sandbox(["style.md": "---\nid: style\n---\n- Outside.\n"])
    let repository = try Sandbox([
      ".git/HEAD": "ref: refs/heads/main\n", ".charter/config.yml": "packs:\n  - {name: out, path: Vendor/rules}\n",
    ])
    try FileManager.default.createDirectory(
      at: repository.url.appendingPathComponent("Vendor"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: repository.url.appendingPathComponent("Vendor/rules"), withDestinationURL: outside.url)
    let rules = try CharterProcess.run(["rules"], in: repository.url)
    #expect(rules.status == 2)
    #expect(rules.stderr.contains("pack 'out': 'Vendor/rules' is refused"))
    #expect(!rules.stdout.contains("Outside"))
  }

  /// A lock that is not Charter's (hand-edited, truncated, a commit that is not hex) is an
  /// error naming the file and what to run, never a crash and never a guess.
  @Test(arguments: [
    "not json", #"{"version": 2, "packs": []}"#,
    #"{"version": 1, "packs": [{"name": "team", "git": "x", "rev": "main", "folder": "", "commit": "../../etc", "sha256": "0"}]}"#,
  ])
  func aMalformedLockIsAnError(lock: String) throws {
    let upstream = try Self.upstream()
    let repository = try Self.repository(upstream)
    try repository.write(".charter/packs.lock", lock)
    let result = try CharterProcess.run(["lint"], in: repository.url, environment: ["XDG_CACHE_HOME": repository.url.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains(".charter/packs.lock:1:1: error:"), "\(result.stderr)")
    #expect(result.stderr.contains("run `charter packs lock` to write it again"))
  }

  @Test func aPackInAFolderOfTheRepositoryNeedsNoLock() throws {
    let repository = try Sandbox([
      ".git/HEAD": "ref: refs/heads/main\n",
      ".charter/config.yml": "packs:\n  - name: vendor\n    path: Vendor/rules\n",
      "Vendor/rules/style.md": "---\nid: style\nseverity: error\nchecks:\n  - id: no-print\n    ban: \"print(\"\n---\n- Never print.\n",
      "Sources/Main.swift": "print(1)\n",
    ])
    let lint = try CharterProcess.run(["lint"], in: repository.url)
    #expect(lint.status == 1, "\(lint.stderr)")
    #expect(lint.stdout.contains("no-print"))
  }
}
