import CharterProject
import CharterSupport
import CharterSwiftChecks
import Foundation
import Synchronization

/// Per-file lint results kept between runs (`.charter/cache/` by default), so that a run pays
/// only for the files that changed.
///
/// Correct by construction: an entry is named by a digest of everything that decides the
/// file's results (``LintCacheKey``): its bytes and path, the checks in force for it as
/// compiled (``StableDigest`` of every check and rule file), its module's settings, the finding
/// limit, and this build of Charter. Change any of them and the entry is simply not found.
/// What a file's findings owe to other files (a type declared main-actor elsewhere) is not in
/// the entry: each file's facts are, and findings are settled against every file's facts at
/// report time.
///
/// Never trusted blindly: an entry is checked against its key and the digest of its payload;
/// one that fails is computed again and reported once as a warning. A cache folder inside the
/// repository that git tracks came with the code, perhaps from a stranger's pull request, and
/// is not used at all; nor is one reached through a link.
public final class LintResultCache: Sendable {
  /// Where the cache is by default, relative to the repository root.
  public static let defaultFolder = ".charter/cache"
  /// Entries not used for this long are removed.
  public static let maximumAge = 14 * 86_400
  /// When the entries take more than this, the least recently used are removed.
  public static let maximumBytes = 512 << 20
  /// The most findings an entry keeps: a file with more is checked every time. Decoding many
  /// findings costs more than finding them again (a legacy repository's 1,002,000 findings took
  /// 28.7 s from the cache against 18.4 s without, and 1.2 GB against 0.84).
  public static let maximumFindingsPerEntry = 100
  /// The most findings a kept run holds (``LintOptions/keptRun``): a run with more is not
  /// kept, since writing and reading them back would cost more than the run saves.
  public static let maximumFindingsPerRun = 20_000

  /// What happened to the cache in a run.
  public struct Statistics: Sendable, Equatable {
    /// Files whose results came from the cache.
    public var hits = 0
    /// Files checked because the cache did not hold them (stored unless too many findings).
    public var misses = 0
    /// Entries that could not be read and were computed again.
    public var unreadable = 0
    /// Files whose results came from a kept run (``LintOptions/keptRun``).
    public var fromKeptRun = 0
    /// When the whole report was a kept run's: how many paths that run read, each unchanged.
    public var keptRunInputs: Int?
  }

  private struct State {
    var statistics = Statistics()
    var writeFailure: String?
    var written = 0
    var settingsDigests: [SwiftSettings: [UInt8]] = [:]
  }

  /// The folder, absolute.
  public var folder: String { store.folder }
  /// How the folder is named in diagnostics.
  let displayPath: String
  let store: LintCacheStore
  private let state = Mutex(State())
  private let temporaryPrefix: String
  private let counter = Atomic<Int>(0)

  init(folder: String, displayPath: String) {
    store = LintCacheStore(folder: folder)
    self.displayPath = displayPath
    temporaryPrefix = ".tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))-"
  }

  /// What happened to the cache so far.
  public var statistics: Statistics { state.withLock { $0.statistics } }

  /// The results stored for `key`, if an intact entry holds them.
  func results(for key: LintCacheKey) -> LintCacheEntry.Contents? {
    switch store.read(key.hex) {
    case .missing:
      return nil
    case .found(let bytes):
      if let results = LintCacheEntry.decode(bytes, key: key.hex) {
        state.withLock { $0.statistics.hits += 1 }
        return results
      }
    case .unreadable:
      break
    }
    countUnreadable()
    store.remove(key.hex)
    return nil
  }

  /// Counts an entry that could not be read.
  func countUnreadable() { state.withLock { $0.statistics.unreadable += 1 } }

  /// Counts `reused` files answered from a kept run; `inputs`, the paths it read, when it
  /// answered whole.
  func countKeptRun(reused: Int, inputs: Int?) {
    state.withLock {
      $0.statistics.fromKeptRun = reused
      $0.statistics.keptRunInputs = inputs
    }
  }

  /// A name for a temporary file no other writer uses.
  func nextTemporaryName() -> String { temporaryPrefix + String(counter.add(1, ordering: .relaxed).oldValue) }

  /// Counts a file the cache did not hold.
  func recordMiss() { state.withLock { $0.statistics.misses += 1 } }

  /// Stores `results` and the module facts `encodedFacts` (``LintCacheEntry/encode(facts:)``,
  /// empty for none) as the entry of `key`.
  func store(_ results: CachedFileResults, encodedFacts: [UInt8], for key: LintCacheKey) {
    guard let bytes = LintCacheEntry.encode(results, encodedFacts: encodedFacts, key: key.hex) else { return }
    if let failure = store.write(bytes, for: key.hex, temporaryName: nextTemporaryName()) {
      state.withLock { if $0.writeFailure == nil { $0.writeFailure = failure } }
    } else {
      state.withLock { $0.written += 1 }
    }
  }

  /// The digest of `settings`, computed once per distinct value.
  func digest(of settings: SwiftSettings) -> [UInt8] {
    if let known = state.withLock({ $0.settingsDigests[settings] }) { return known }
    // Settings are plain values; one that could not be digested keys as unknown settings would.
    let digest = StableDigest.of(settings) ?? SHA256.digest(Array("unknown settings".utf8))
    state.withLock { $0.settingsDigests[settings] = digest }
    return digest
  }

  /// Ends a run: prunes the cache when a day has passed since it was last pruned and this run
  /// wrote to it, and says what went wrong with it, once.
  func finish(now: Date = Date()) -> [Diagnostic] {
    let state = state.withLock { $0 }
    var diagnostics: [Diagnostic] = []
    if state.statistics.unreadable > 0 {
      let count = state.statistics.unreadable
      diagnostics.append(
        warning(
          "cache-entry-unreadable",
          "\(count) \(count == 1 ? "entry" : "entries") of the lint cache could not be read (corrupt, truncated or "
            + "not Charter's) and \(count == 1 ? "was" : "were") computed again"))
    }
    if let failure = state.writeFailure {
      diagnostics.append(
        warning("cache-unwritable", "cannot write to the lint cache (\(failure.lowercased())); results were not kept"))
    }
    if state.written > 0 { LintCachePruning(store: store).pruneIfDue(now: now) }
    return diagnostics
  }

  private func warning(_ code: String, _ message: String) -> Diagnostic {
    Diagnostic(
      path: displayPath, position: SourcePosition(line: 1, column: 1), severity: .warning, code: code, message: message)
  }
}
