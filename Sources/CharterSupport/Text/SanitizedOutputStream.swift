/// A text stream that passes everything written to it through an ``OutputSanitizer`` on its
/// way to `base`: how a report reaches standard output or a file.
public struct SanitizedOutputStream<Base: TextOutputStream>: TextOutputStream {
  /// Where the filtered text goes.
  public var base: Base
  /// The filter, with what it knows of the output so far.
  public var sanitizer: OutputSanitizer

  /// Creates a stream that filters with `sanitizer` into `base`.
  public init(_ base: Base, sanitizer: OutputSanitizer = OutputSanitizer()) {
    self.base = base
    self.sanitizer = sanitizer
  }

  public mutating func write(_ string: String) {
    base.write(sanitizer.filter(string))
  }
}
