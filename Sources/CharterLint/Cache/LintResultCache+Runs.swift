import CharterSupport

extension LintResultCache {
  /// The key of a run described by `inputs`: every argument, setting and environment value
  /// that decides what the run reads and how (the repository, the paths asked for, the folders
  /// the user layer and shared packs are found in), with this build of Charter.
  public static func runKey(describing inputs: [String]) -> String {
    var hash = SHA256()
    hash.update(field: LintRunRecord.magic)
    hash.update(field: BuildIdentity.current)
    hash.update(count: inputs.count)
    for input in inputs { hash.update(field: input) }
    return SHA256.hex(hash.finalize())
  }

  /// A kept run that can answer for the run `key` names, in the repository at `root`
  /// (absolute), and the files (root-relative) that changed since and must be checked again:
  /// none when every path it read is unchanged. `nil` when there is none, or something else it
  /// read changed (a rule file, a setting, a folder's entries, a file read for more than being
  /// linted). A record that cannot be read is removed and counted as an unreadable entry.
  func keptRun(_ key: String, root: String) -> (record: LintRunRecord, changed: [String])? {
    let record: LintRunRecord
    switch store.read(key) {
    case .missing:
      return nil
    case .unreadable:
      discardUnreadable(key)
      return nil
    case .found(let bytes):
      guard let decoded = LintRunRecord.decode(bytes, key: key) else {
        discardUnreadable(key)
        return nil
      }
      record = decoded
    }
    var changed: [String] = []
    let prefix = root + "/"
    for input in record.inputs where FileSignature(of: input.path) != input.signature {
      guard input.lintedOnly, input.path.hasPrefix(prefix) else { return nil }
      changed.append(String(input.path.dropFirst(prefix.count)))
    }
    return (record, changed)
  }

  /// Removes the entry of `key`, which could not be read, and counts it.
  func discardUnreadable(_ key: String) {
    countUnreadable()
    store.remove(key)
  }

  /// Keeps the run `key` names, which reported `report` from `shared` and `files`, read
  /// `paths` (``FileReadLog``, each with whether it was only read to be linted) and began at
  /// `start` (``FileSignature/now()``). Not kept when any of the paths changed less than
  /// ``FileSignature/settlingTime`` before the run began (it may have changed while the run
  /// read it, or change again unseen).
  func keep(
    _ report: LintReport, shared: LintRunRecord.Shared, files: [FileOutcome], ofRun key: String,
    reading paths: [String: Bool], startedAt start: Int64
  ) {
    var inputs: [LintRunRecord.Input] = []
    inputs.reserveCapacity(paths.count)
    for (path, lintedOnly) in paths.sorted(by: { $0.key < $1.key }) {
      let signature = FileSignature(of: path)
      guard signature.isSettled(before: start) else { return }
      inputs.append(LintRunRecord.Input(path: path, signature: signature, lintedOnly: lintedOnly))
    }
    guard
      let bytes = LintRunRecord(report: report, shared: shared, files: files, inputs: inputs)?.encode(key: key)
    else { return }
    _ = store.write(bytes, for: key, temporaryName: nextTemporaryName())
  }
}
