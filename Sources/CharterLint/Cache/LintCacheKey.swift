import CharterSupport

/// The name of a lint result cache entry: a digest of everything that decides one file's
/// results. Two runs that compute the same key would compute the same results.
struct LintCacheKey: Hashable, Sendable {
  /// The digest, in hex.
  let hex: String

  /// The key of checking `bytes` at `path` with the checks whose fingerprint is `rules`
  /// (``CompiledRules/fingerprint``), under module settings whose digest is `settings`, with at
  /// most `findingLimit` findings, by this build of Charter.
  init(bytes: [UInt8], path: String, rules: [UInt8], settings: [UInt8], findingLimit: Int) {
    var hash = SHA256()
    hash.update(field: LintCacheEntry.magic)
    hash.update(field: BuildIdentity.current)
    hash.update(rules)
    hash.update(settings)
    hash.update(count: findingLimit)
    hash.update(field: path)
    hash.update(count: bytes.count)
    hash.update(SHA256.digest(bytes))
    hex = SHA256.hex(hash.finalize())
  }
}
