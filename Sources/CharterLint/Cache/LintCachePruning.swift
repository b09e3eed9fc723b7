import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps the lint result cache from growing without end: at most once a day, entries not used
/// for ``LintResultCache/maximumAge`` are removed, then the least recently used until the rest
/// take at most three quarters of ``LintResultCache/maximumBytes``; temporary files an hour old
/// (left by killed runs) go too. Another run reading an entry being removed finds it missing
/// and computes it again.
struct LintCachePruning {
  let store: LintCacheStore

  /// The file whose time says when the cache was last pruned.
  var stamp: String { store.entries + "/pruned" }

  /// Prunes when the last pruning was a day or more before `now`.
  func pruneIfDue(now: Date) {
    guard store.entriesAreSafe else { return }
    var status = stat()
    let seconds = Int(now.timeIntervalSince1970)
    if stat(stamp, &status) == 0, seconds - Self.modified(status) < 86_400 { return }
    prune(now: seconds, maximumAge: LintResultCache.maximumAge, maximumBytes: LintResultCache.maximumBytes)
    let descriptor = open(stamp, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
    if descriptor >= 0 {
      futimens(descriptor, nil)
      close(descriptor)
    }
  }

  /// Removes what is older than `maximumAge` seconds, then the oldest entries until the rest
  /// take at most three quarters of `maximumBytes`.
  func prune(now: Int, maximumAge: Int, maximumBytes: Int) {
    var kept: [LintCacheStore.Item] = []
    for item in store.contents() {
      let age = now - item.modified
      if age > maximumAge || (item.isTemporary && age > 3_600) {
        unlink(item.path)
      } else if !item.isTemporary {
        kept.append(item)
      }
    }
    var total = kept.reduce(0) { $0 + $1.size }
    guard total > maximumBytes else { return }
    for item in kept.sorted(by: { $0.modified < $1.modified }) where total > maximumBytes / 4 * 3 {
      unlink(item.path)
      total -= item.size
    }
  }

  private static func modified(_ status: stat) -> Int {
    #if canImport(Glibc)
      Int(status.st_mtim.tv_sec)
    #else
      Int(status.st_mtimespec.tv_sec)
    #endif
  }
}
