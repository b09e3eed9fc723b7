/// An option a structural check takes, declared under `options:` next to `swift: ID`.
///
/// Every option is a list of strings (names or name patterns); a single string is read as a
/// list of one. A fragment's list replaces the default.
public struct StructuralOption: Hashable, Sendable {
  /// The option's key.
  public var name: String
  /// What the option controls.
  public var summary: String
  /// The value when a fragment does not set it.
  public var defaultValue: [String]

  /// Creates an option.
  public init(name: String, summary: String, defaultValue: [String]) {
    self.name = name
    self.summary = summary
    self.defaultValue = defaultValue
  }
}

/// The values of a check's options, defaults filled in.
public struct StructuralOptionValues: Hashable, Sendable {
  private var values: [String: [String]]

  /// Creates values from what a fragment set.
  public init(_ values: [String: [String]] = [:]) { self.values = values }

  /// The value of `option`, or its default.
  public subscript(_ option: StructuralOption) -> [String] {
    values[option.name] ?? option.defaultValue
  }
}
