/// Where the linter reads files from when not from the working tree — the git index for
/// `charter lint --staged`. Without one, files are read from disk with POSIX calls.
public protocol LintContentSource: Sendable {
  /// The bytes of the root-relative `path`, or `nil` when the source does not have it (the
  /// file is then reported as unreadable).
  func contents(of path: String) -> [UInt8]?
}
