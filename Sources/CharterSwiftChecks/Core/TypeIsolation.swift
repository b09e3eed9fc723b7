import SwiftSyntax

/// Whether a type's members are isolated to the main actor, as far as one file can tell.
public enum TypeIsolation: Hashable, Sendable {
  /// Main-actor isolated: `@MainActor`, or inheriting from a known main-actor type.
  case mainActor
  /// Not main-actor isolated: an actor, another global actor, or nothing that isolates it.
  case notMainActor
  /// Main-actor isolated if one of these types is, which other files of the module decide:
  /// the extended type of an extension, or the supertypes of a type.
  case ifMainActor([String])

  /// Types of Apple's SDKs that are main-actor isolated, so that their subclasses and
  /// conforming types are too.
  public static let knownMainActorTypes: Set<String> = [
    "UIViewController", "UIView", "UIResponder", "UIApplicationDelegate", "UIWindowSceneDelegate",
    "UISceneDelegate", "UITableViewController", "UICollectionViewController", "UINavigationController",
    "UITabBarController", "UIHostingController", "NSViewController", "NSView", "NSWindowController",
    "NSWindow", "NSResponder", "NSApplicationDelegate", "NSHostingController", "NSHostingView", "View", "App",
    "WKInterfaceController",
    // UIKit views and controls.
    "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView", "UIControl",
    "UIButton", "UILabel", "UIImageView", "UIScrollView", "UITableView", "UICollectionView", "UIStackView",
    "UITextField", "UITextView", "UIWindow", "UIVisualEffectView",
    // UIKit controllers.
    "UIPageViewController", "UISplitViewController", "UISearchController", "UIAlertController",
    "UIImagePickerController", "UIDocumentPickerViewController", "UIActivityViewController",
    // Views of other SDK frameworks (UIView or NSView subclasses).
    "WKWebView", "MTKView", "SCNView", "SKView", "ARView", "ARSCNView", "MKMapView", "PKCanvasView",
    "AVPlayerViewController", "SFSafariViewController",
    // AppKit views, controls and controllers.
    "NSControl", "NSButton", "NSTextField", "NSTextView", "NSScrollView", "NSStackView", "NSImageView",
    "NSTableView", "NSOutlineView", "NSCollectionView", "NSTableCellView", "NSCollectionViewItem", "NSPanel",
    "NSSplitViewController", "NSTabViewController",
    // SwiftUI protocols whose conformers are main-actor isolated.
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
  ]

  /// `Sendable` and protocols that inherit from it: a type conforming to one where it is
  /// declared is not main-actor isolated by default (SE-0466 as amended), so its members'
  /// explicit `@MainActor` is not redundant. Protocols of the SDK whose inheritance Charter
  /// cannot see are listed by name; when in doubt a name is listed, so that no finding rests
  /// on a guess.
  public static let sendableProtocols: Set<String> = [
    "Sendable", "SendableMetatype", "Error", "LocalizedError", "CustomNSError", "RecoverableError", "CodingKey",
    "AppIntent", "AppEntity", "AppEnum", "AppShortcutsProvider", "WidgetConfigurationIntent", "AudioPlaybackIntent",
    "LiveActivityIntent", "ForegroundContinuableIntent", "SetValueIntent", "OpenIntent", "EntityQuery",
    "EntityStringQuery", "EntityPropertyQuery", "TimelineEntry", "TimelineProvider", "AppIntentTimelineProvider",
    "IntentTimelineProvider", "ControlConfigurationIntent", "TransferRepresentation", "Transferable",
  ]

  /// Texts of which one occurs in any file that declares a main-actor type: such files are
  /// parsed for ``ModuleFacts`` even when no check could fire in them, so that findings in
  /// other files that depend on them are settled right. `App` is looked for as a whole name
  /// after the colon (what can follow it in an inheritance clause), since `: Application`,
  /// `: AppendableCollection` and `: AppKit…` are far more common in code that is no app.
  static let factTriggers =
    ["MainActor", ": View"] + [" ", "\t", "\n", "\r", "{", ",", "&", "/"].map { ": App" + $0 }
    + knownMainActorTypes.filter { $0 != "View" && $0 != "App" }.sorted()

  /// The isolation of `type`, deciding supertypes declared in the same file (`localTypes`).
  ///
  /// With `defaultIsolation` `.mainActor` (SE-0466), a type that states no isolation is
  /// main-actor isolated, except an actor, a type marked `nonisolated`, one that conforms to
  /// `Sendable` where it is declared (the compiler infers no main-actor isolation for those),
  /// and a type nested in a type that is not main-actor isolated. An extension takes the
  /// isolation of the type it extends, wherever that is declared.
  static func of(
    _ type: DeclGroupSyntax, localTypes: [String: DeclGroupSyntax],
    defaultIsolation: SwiftSettings.DefaultIsolation? = nil,
    depth: Int = 0
  ) -> TypeIsolation {
    if type.is(ActorDeclSyntax.self) { return .notMainActor }
    if type.attributes.contains(named: "MainActor") { return .mainActor }
    if type.attributes.contains(where: { Self.isOtherGlobalActor($0) }) { return .notMainActor }
    if type.modifiers.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) }) { return .notMainActor }
    let byDefault = defaultIsolation == .mainActor
    var undecided: [String] = []
    if type.is(ExtensionDeclSyntax.self), let name = type.declaredName {
      if let local = localTypes[name], depth < 8 {
        return of(local, localTypes: localTypes, defaultIsolation: defaultIsolation, depth: depth + 1)
      }
      // A type declared elsewhere decides, default or not: members of an extension of a
      // nonisolated type take no default isolation.
      return .ifMainActor([name])
    }
    if byDefault {
      if type.inheritedNames.contains(where: { Self.sendableProtocols.contains($0) }) { return .notMainActor }
      if let outer = Self.enclosingType(of: type), depth < 8,
        of(outer, localTypes: localTypes, defaultIsolation: defaultIsolation, depth: depth + 1) == .notMainActor
      {
        return .notMainActor
      }
      return .mainActor
    }
    for name in type.inheritedNames {
      if knownMainActorTypes.contains(name) { return .mainActor }
      if let local = localTypes[name], depth < 8 {
        switch of(local, localTypes: localTypes, defaultIsolation: defaultIsolation, depth: depth + 1) {
        case .mainActor: return .mainActor
        case .notMainActor: continue
        case .ifMainActor(let names): undecided += names
        }
      } else {
        undecided.append(name)
      }
    }
    return undecided.isEmpty ? .notMainActor : .ifMainActor(undecided)
  }

  /// The type declaration `type` is nested in, if any.
  private static func enclosingType(of type: DeclGroupSyntax) -> DeclGroupSyntax? {
    var current = type.parent
    while let parent = current {
      if let group = parent.asProtocol(DeclGroupSyntax.self) { return group }
      current = parent.parent
    }
    return nil
  }

  /// An attribute naming a global actor other than the main actor: `@SomeActor` on a type,
  /// recognised by the convention that global actors' names end in `Actor`.
  private static func isOtherGlobalActor(_ element: AttributeListSyntax.Element) -> Bool {
    guard let name = element.attributeName else { return false }
    return name != "MainActor" && name.hasSuffix("Actor") && name.first?.isUppercase == true
  }
}

/// Encoded as one value — `true` (main actor), `false` (not), or the list of types it depends
/// on — rather than the nested containers synthesized `Codable` writes for an enum with a payload:
/// the lint result cache decodes the facts of every cached file when a finding needs them.
extension TypeIsolation: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let isMainActor = try? container.decode(Bool.self) {
      self = isMainActor ? .mainActor : .notMainActor
    } else {
      self = .ifMainActor(try container.decode([String].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .mainActor: try container.encode(true)
    case .notMainActor: try container.encode(false)
    case .ifMainActor(let types): try container.encode(types)
    }
  }
}
