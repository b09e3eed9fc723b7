import SwiftSyntax

/// `preconcurrency-import`: an import of a framework whose types are not annotated for
/// `Sendable`, without `@preconcurrency`.
public struct PreconcurrencyImport: StructuralCheck {
  public static let id = "preconcurrency-import"
  /// The Swift 6 compiler reports the same thing: the check runs only in older language modes.
  public static let enforcedBySwift6 = true
  public static let summary =
    "An import of a framework whose types predate `Sendable` annotations, without `@preconcurrency`."
  public static let rationale = """
    Many Apple frameworks (EventKit, HealthKit, Core Data, Core Location …) were written before \
    strict concurrency and do not say which of their types are `Sendable`. In Swift 6 mode every \
    use of such a type across an isolation boundary is an error, even where the framework is \
    safe to use that way. `@preconcurrency import EventKit` tells the compiler the module has \
    not been audited yet: the missing annotations become warnings instead of errors, and they \
    disappear by themselves once the framework gains its annotations. Write the attribute on \
    every import of these frameworks, including `@testable` and single-declaration imports. \
    When the compiler answers that the attribute has no effect, the SDK you build with has \
    annotated that framework: remove it from the option `frameworks`.
    """
  /// The frameworks whose imports need `@preconcurrency`.
  public static let frameworksOption = StructuralOption(
    name: "frameworks",
    summary: "Modules to import with `@preconcurrency`; a submodule import (`CoreData.NSManagedObject`) counts as its module.",
    defaultValue: [
      "AVFoundation", "CallKit", "Contacts", "CoreBluetooth", "CoreData", "CoreLocation", "CoreMotion",
      "EventKit", "HealthKit", "MapKit", "MediaPlayer", "Photos", "Speech", "StoreKit", "UserNotifications",
      "Vision", "VideoToolbox",
    ])
  public static let options = [frameworksOption]
  public static let triggering = [
    """
    import Foundation
    import ⟪EventKit⟫
    """,
    """
    @testable import ⟪CoreData⟫
    import struct ⟪HealthKit⟫.HKQuantity
    """,
    """
    import ⟪CoreData⟫.NSManagedObject
    #if canImport(Speech)
    import ⟪Speech⟫
    #endif
    """,
  ]
  public static let nonTriggering = [
    """
    @preconcurrency import EventKit
    @preconcurrency import struct HealthKit.HKQuantity
    """,
    """
    import Foundation
    import SwiftUI
    import EventKitUI
    """,
    """
    @testable @preconcurrency import CoreData
    let framework = "import CoreLocation"
    """,
  ]

  private let frameworks: Set<String>

  public init(options: StructuralOptionValues) {
    frameworks = Set(options[Self.frameworksOption])
  }

  public var triggers: [String] { frameworks.sorted() }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    for declaration in file.index.imports where !declaration.attributes.contains(named: "preconcurrency") {
      guard let module = declaration.path.first?.name, frameworks.contains(module.text) else { continue }
      findings.append(StructuralFinding(checkID: Self.id, range: file.range(of: module), message: Self.message(module.text)))
    }
  }

  private static func message(_ module: String) -> String {
    "\(module) is not annotated for Sendable; import it with '@preconcurrency import \(module)'"
  }
}
