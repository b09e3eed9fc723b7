/// The Apple platforms a module builds for and the oldest version of each it supports: what
/// decides whether an API a check would advise exists where the code runs.
///
/// Read from `platforms:` in `Package.swift`, the `*_DEPLOYMENT_TARGET` build settings of an
/// Xcode target (and its xcconfig files), or an XcodeGen target's `platform` and
/// `deploymentTarget`. A value of this type is known; `nil` in ``SwiftSettings`` is unknown,
/// and no finding may depend on it.
public struct DeploymentTargets: Hashable, Sendable, Encodable, CustomStringConvertible {
  /// An Apple platform.
  public enum Platform: String, CaseIterable, Hashable, Sendable, Comparable, Encodable, CodingKeyRepresentable {
    case iOS, macOS, macCatalyst = "Mac Catalyst", tvOS, watchOS, visionOS

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// The oldest version a platform is supported from.
  public enum Minimum: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// A stated version.
    case version(OSVersion)
    /// The oldest the SDK supports: what SwiftPM assumes for a platform a package does not
    /// list, and older than any API a check advises.
    case oldestSupported

    public var description: String {
      switch self {
      case .version(let version): version.description
      case .oldestSupported: "the SDK's oldest"
      }
    }
  }

  /// The minimum of each platform the module builds for.
  public var minimums: [Platform: Minimum]

  /// Targets with the given minimums.
  public init(_ minimums: [Platform: Minimum]) {
    self.minimums = minimums
  }

  /// Whether every platform the module builds for that `required` names is supported from
  /// no older than the version it gives there: whether code that needs those versions
  /// compiles for this module without `#available`. Platforms `required` does not name (and
  /// platforms that are not Apple's) do not count.
  public func meets(_ required: [Platform: OSVersion]) -> Bool {
    for (platform, minimum) in minimums {
      guard let needed = required[platform] else { continue }
      guard case .version(let version) = minimum, version >= needed else { return false }
    }
    return true
  }

  /// The targets a file compiled by two modules has: every platform of either, from the older
  /// of the two minimums.
  public func union(_ other: DeploymentTargets) -> DeploymentTargets {
    var merged = minimums
    for (platform, minimum) in other.minimums {
      guard let existing = merged[platform] else {
        merged[platform] = minimum
        continue
      }
      switch (existing, minimum) {
      case (.version(let a), .version(let b)): merged[platform] = .version(min(a, b))
      default: merged[platform] = .oldestSupported
      }
    }
    return DeploymentTargets(merged)
  }

  /// `iOS 16.4, watchOS 9.0`, platforms in a fixed order; `every Apple platform from the
  /// SDK's oldest` for a package that lists none.
  public var description: String {
    if minimums.count == Platform.allCases.count, minimums.values.allSatisfy({ $0 == .oldestSupported }) {
      return "every Apple platform from the SDK's oldest"
    }
    return minimums.keys.sorted().map { "\($0.rawValue) \(minimums[$0]!)" }.joined(separator: ", ")
  }

  /// Where the Observation framework (`@Observable`, `@Bindable`, `@Environment(Model.self)`)
  /// exists.
  public static let observation: [Platform: OSVersion] = [
    .iOS: OSVersion(17), .macOS: OSVersion(14), .macCatalyst: OSVersion(17), .tvOS: OSVersion(17),
    .watchOS: OSVersion(10), .visionOS: OSVersion(1),
  ]
}

extension DeploymentTargets.Platform {
  /// The platform's name as `platforms:` in Package.swift writes it (`iOS`, `macCatalyst`).
  public var manifestName: String { self == .macCatalyst ? "macCatalyst" : rawValue }

  /// The platform `platforms:` in Package.swift names `name`.
  public init?(manifestName name: String) {
    guard let platform = Self.allCases.first(where: { $0.manifestName == name }) else { return nil }
    self = platform
  }
}

/// An operating system version: `17`, `16.4`, `10.15.4`.
public struct OSVersion: Hashable, Sendable, Comparable, Encodable, CustomStringConvertible {
  /// The numbers, at least one; trailing zeros are kept for display only.
  public var components: [Int]

  /// `major.minor.patch`.
  public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    components = [major, minor, patch]
  }

  /// Reads `17`, `16.4`, `10.15.4` (and `"17.0"` with its quotes); `nil` for anything else.
  public init?(_ text: some StringProtocol) {
    let trimmed = text.trimmingQuotes
    let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
    guard !parts.isEmpty, parts.count <= 3 else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.count <= 4, part.allSatisfy(\.isASCII), let number = Int(part) else { return nil }
      numbers.append(number)
    }
    while numbers.count < 3 { numbers.append(0) }
    components = numbers
  }

  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    lhs.components.lexicographicallyPrecedes(rhs.components)
  }

  /// `17.0`, `16.4`, `10.15.4`.
  public var description: String {
    let shown = components[2] == 0 ? components.prefix(2) : components[...]
    return shown.map(String.init).joined(separator: ".")
  }
}

extension StringProtocol {
  /// The text without one pair of surrounding double quotes.
  fileprivate var trimmingQuotes: Substring {
    let text = Substring(self)
    guard text.count >= 2, text.first == "\"", text.last == "\"" else { return text }
    return text.dropFirst().dropLast()
  }
}
