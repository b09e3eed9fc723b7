/// Folders that hold other people's code by convention, at any depth: Charter skips them like
/// generated code (``GeneratedCode``), as GitHub's Linguist does.
///
/// Only names that mean third-party code wherever they appear are listed; a name a team could
/// give its own code (`External`, `Libraries`, `Dependencies`, `fastlane` as a whole) is not.
/// The first folder of a path that matches decides; names are compared exactly (`Pods`, not
/// `pods`). A `.gitattributes` line with `-linguist-vendored` (or `linguist-vendored=false`)
/// makes a path the team's own again, and a rule file whose `globs` spell the folder's name
/// still has its files checked.
public struct VendoredFolder: Hashable, Sendable {
  /// The folder, relative to the repository root: `Pods`, `App/Carthage/Checkouts`.
  public var path: String
  /// The convention it follows, as listed in ``conventions``: `Pods`, `Carthage/Checkouts`.
  public var name: String
  /// What puts code there, for people: `CocoaPods installs pods there`.
  public var why: String

  /// The words a rule's glob must spell to name the folder's files on purpose: the convention's
  /// first folder (`Carthage` for `Carthage/Checkouts`, `fastlane` for `fastlane/swift`).
  public var spelling: [String] { [String(name.prefix { $0 != "/" })] }

  /// ``conventions`` with each name split at `/`, split once: every linted path is tested.
  private static let splitConventions = conventions.map { ($0.name, $0.why, $0.name.split(separator: "/")) }

  /// The conventional folder names, one or two path components, and what puts code in them.
  public static let conventions: [(name: String, why: String)] = [
    ("Pods", "CocoaPods installs pods there"),
    ("Carthage/Checkouts", "Carthage checks dependencies out there"),
    ("Carthage/Build", "Carthage builds dependencies there"),
    ("fastlane/swift", "fastlane writes its Swift runner there"),
    ("Vendor", "by convention it holds copies of third-party code"),
    ("vendor", "by convention it holds copies of third-party code (Go modules, Bundler, Composer)"),
    ("third_party", "by convention it holds copies of third-party code"),
    ("third-party", "by convention it holds copies of third-party code"),
    ("ThirdParty", "by convention it holds copies of third-party code"),
    ("node_modules", "npm installs packages there"),
  ]

  /// The vendored folder `path` (root-relative, a file) lies in, if any.
  public static func containing(_ path: String) -> VendoredFolder? {
    guard hasConventionalFolderName(path) else { return nil }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    for (index, part) in parts.enumerated() {
      for (name, why, names) in splitConventions {
        guard part == names[0], index + names.count <= parts.count,
          zip(names.dropFirst(), parts[(index + 1)...]).allSatisfy({ $0 == $1 })
        else { continue }
        let folder = parts.prefix(index + names.count).joined(separator: "/")
        return VendoredFolder(path: folder, name: name, why: why)
      }
    }
    return nil
  }

  /// The first folder name of each convention, as bytes.
  private static let firstNames = Set(conventions.map { Array($0.name.utf8.prefix { $0 != UInt8(ascii: "/") }) })
  private static let firstNameLengths = Set(firstNames.map(\.count))

  /// Whether a folder of `path` bears the first name of a convention: nearly every path's
  /// answer is no, found without splitting it.
  private static func hasConventionalFolderName(_ path: String) -> Bool {
    let bytes = path.utf8
    var start = bytes.startIndex
    while let slash = bytes[start...].firstIndex(of: UInt8(ascii: "/")) {
      let length = bytes.distance(from: start, to: slash)
      if firstNameLengths.contains(length), firstNames.contains(Array(bytes[start..<slash])) { return true }
      start = bytes.index(after: slash)
    }
    return false
  }
}
