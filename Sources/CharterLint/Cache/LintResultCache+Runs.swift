import CharterSupport

extension LintResultCache {
  /// The key of a run described by `inputs`: every argument, setting and environment value
  /// that decides what the run reads and how (the command line, the working folder, the
  /// folders the user layer and shared packs are found in), with this build of Charter.
  public static func runKey(describing inputs: [String]) -> String {
    var hash = SHA256()
    hash.update(field: LintRunRecord.magic)
    hash.update(field: BuildIdentity.current)
    hash.update(count: inputs.count)
    for input in inputs { hash.update(field: input) }
    return SHA256.hex(hash.finalize())
  }

  /// The report of the run `key` names, when it was kept and every path it read is unchanged
  /// (``FileSignature``); `nil` otherwise. A record that cannot be read is removed and counted
  /// as an unreadable entry.
  public func report(ofRun key: String) -> LintReport? {
    let record: LintRunRecord
    switch store.read(key) {
    case .missing:
      return nil
    case .unreadable:
      countUnreadable()
      store.remove(key)
      return nil
    case .found(let bytes):
      guard let decoded = LintRunRecord.decode(bytes, key: key) else {
        countUnreadable()
        store.remove(key)
        return nil
      }
      record = decoded
    }
    for (path, signature) in record.inputs where FileSignature(of: path) != signature { return nil }
    countKeptRun(inputs: record.inputs.count)
    return record.report
  }

  /// Keeps `report` as the answer of the run `key` names, which read `paths` (``FileReadLog``)
  /// and began at `start` (``FileSignature/now()``). Not kept when any of the paths changed
  /// less than ``FileSignature/settlingTime`` before the run began (it may have changed while
  /// the run read it, or change again unseen), or when the report holds a diagnostic about
  /// the cache itself, which the next run need not meet.
  public func keep(_ report: LintReport, ofRun key: String, reading paths: Set<String>, startedAt start: Int64) {
    guard !report.diagnostics.contains(where: { $0.code.hasPrefix("cache-") }) else { return }
    var inputs: [(path: String, signature: FileSignature)] = []
    inputs.reserveCapacity(paths.count)
    for path in paths.sorted() {
      let signature = FileSignature(of: path)
      guard signature.isSettled(before: start) else { return }
      inputs.append((path, signature))
    }
    guard let bytes = LintRunRecord(report: report, inputs: inputs).encode(key: key) else { return }
    _ = store.write(bytes, for: key, temporaryName: nextTemporaryName())
  }
}
