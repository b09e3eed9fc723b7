import CharterSupport
import SwiftSyntax

/// What Charter reads from a `Package.swift`, parsed with swift-syntax and never run: the
/// targets, where their sources are, and the Swift settings that change what the structural
/// checks report.
///
/// Only literal forms are understood: `.defaultIsolation(MainActor.self)`,
/// `.swiftLanguageMode(.v6)` (and `.swiftLanguageVersion`), `.enableUpcomingFeature("X")`,
/// `swiftLanguageModes:` / `swiftLanguageVersions:` on the package, settings given inline or
/// through a top-level `let` array, and settings appended to every target in a loop over
/// `package.targets`. A setting given any other way (a function, a condition) makes that
/// setting unknown for the targets it may reach.
public struct PackageManifest: Sendable {
  /// One target.
  public struct Target: Sendable, Hashable {
    /// The target's name.
    public var name: String
    /// `target`, `executableTarget`, `testTarget`, `macro`, `plugin`.
    public var kind: String
    /// The `path:` argument, when given.
    public var path: String?
    /// The settings this target states, each with the line it is stated on.
    public var settings: StatedSettings
    /// The line of the target's declaration.
    public var line: Int
  }

  /// Settings stated in the manifest, each with its line (`nil`: not stated).
  public struct StatedSettings: Sendable, Hashable {
    /// Default isolation.
    public var defaultIsolation: Stated<SwiftSettings.DefaultIsolation>?
    /// Language mode.
    public var languageMode: Stated<Int>?
    /// Upcoming features and the line of each.
    public var upcomingFeatures: [String: Int] = [:]

    /// No settings.
    public init() {}
  }

  /// A setting's value where it is stated: known, or stated in a form Charter cannot read.
  public struct Stated<T: Hashable & Sendable>: Hashable, Sendable {
    /// The value, or `nil` when it could not be read.
    public var value: T?
    /// The line it is stated on.
    public var line: Int
  }

  /// The targets, in order.
  public var targets: [Target] = []
  /// `swift-tools-version`, as `(major, minor)`.
  public var toolsVersion: (major: Int, minor: Int)?
  /// The highest mode of `swiftLanguageModes:` (or `swiftLanguageVersions:`).
  public var packageLanguageMode: Stated<Int>?
  /// Settings a loop over `package.targets` adds to every target.
  public var everyTarget = StatedSettings()
  /// `platforms:`, when the package states it.
  public var platforms: Stated<DeploymentTargets>?

  /// The platforms every target builds for and their minimums, and the line that says so.
  /// The platforms a package lists are the ones it is built for; a package that lists none
  /// supports every Apple platform from the SDK's oldest version (SE-0236), line 1. `nil`
  /// value: `platforms:` is in a form Charter cannot read.
  public var deploymentTargets: Stated<DeploymentTargets> {
    if let platforms { return platforms }
    let every = Dictionary(
      uniqueKeysWithValues: DeploymentTargets.Platform.allCases.map { ($0, DeploymentTargets.Minimum.oldestSupported) })
    return Stated(value: DeploymentTargets(every), line: 1)
  }

  /// The language mode a target without its own uses, and the line that says so: the
  /// package's `swiftLanguageModes`, or the tools version's default (Swift 6 from tools
  /// version 6.0, line 1). `nil` when neither can be read.
  public var defaultLanguageMode: Stated<Int>? {
    if let packageLanguageMode { return packageLanguageMode }
    guard let toolsVersion else { return nil }
    return Stated(value: toolsVersion.major >= 6 ? 6 : 5, line: 1)
  }

  /// A manifest swift-syntax is not given (``SwiftParseGuard``): where and why.
  public struct Refused: Error, Hashable, Sendable {
    /// The 1-based line and column (in Unicode scalars) of the problem.
    public var line: Int
    public var column: Int
    /// What is wrong ("brackets nest more than 64 deep").
    public var message: String
  }

  /// Reads `text`, a `Package.swift`, through the guard every Swift parse goes through.
  /// - Throws: ``Refused`` when the guard refuses it: unbalanced brackets, nesting too deep.
  public init(parsing text: String) throws(Refused) {
    // The parse and the reader recurse as deep as the manifest nests: on a stack of known size.
    let parsed = LargeStack.run { () -> Result<ManifestReader, Refused> in
      switch SwiftParseGuard.parse(text) {
      case .success(let tree):
        let converter = SourceLocationConverter(fileName: "Package.swift", tree: tree)
        let reader = ManifestReader(converter: converter, constants: ManifestReader.constants(in: tree))
        reader.walk(tree)
        return .success(reader)
      case .failure(let problem): return .failure(Self.refused(problem, in: text))
      }
    }
    let reader = try parsed.get()
    toolsVersion = Self.toolsVersion(in: text)
    targets = reader.targets
    packageLanguageMode = reader.packageLanguageMode
    everyTarget = reader.everyTarget
    platforms = reader.platforms
  }

  private static func refused(_ problem: SwiftParseGuard.Problem, in text: String) -> Refused {
    let before = text.utf8.prefix(problem.offset)
    let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    let lineStart = before.lastIndex(of: 0x0A).map { before.index(after: $0) } ?? before.startIndex
    let column = before[lineStart...].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    return Refused(line: line, column: column, message: problem.message)
  }

  /// `// swift-tools-version:5.9` on the first line.
  public static func toolsVersion(in text: String) -> (major: Int, minor: Int)? {
    guard let first = text.split(separator: "\n", maxSplits: 1).first else { return nil }
    let marker = "swift-tools-version:"
    var rest = Substring(first)
    while !rest.isEmpty, !rest.hasPrefix(marker) { rest = rest.dropFirst() }
    guard !rest.isEmpty else { return nil }
    let numbers = rest.dropFirst(marker.count).drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }
      .split(separator: ".").compactMap { Int($0) }
    guard let major = numbers.first else { return nil }
    return (major, numbers.count > 1 ? numbers[1] : 0)
  }
}
