/// A language whose files decide which built-in packs are enabled by default.
public enum SourceLanguage: String, Hashable, Sendable, CaseIterable {
  /// Swift.
  case swift

  /// The language of a file name, by extension.
  public init?(fileName: String) {
    if fileName.hasSuffix(".swift") { self = .swift } else { return nil }
  }
}
