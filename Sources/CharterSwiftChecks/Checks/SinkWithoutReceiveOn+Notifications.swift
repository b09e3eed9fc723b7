import SwiftSyntax

/// Which notification centers `sink-without-receive-on` recognises, and on which thread the
/// SDK documents a notification to be posted.
extension SinkWithoutReceiveOn {
  /// Where a notification is posted, as far as the SDK's documentation says.
  enum PostingThread: Equatable {
    /// Posted on the main thread (`UIApplication.didBecomeActiveNotification`): a main-actor
    /// sink is safe.
    case main
    /// Documented as posted on a background thread; the associated text names the poster.
    case background(String)
    /// Not known: the app's own notifications, and most of the SDK's.
    case unknown
  }

  /// The thread `notification` (the `for:` argument, such as `.AVPlayerItemDidPlayToEndTime`
  /// or `AVAudioSession.routeChangeNotification`) is posted on.
  static func postingThread(of notification: ExprSyntax) -> PostingThread {
    var name = notification.trimmedDescription
    for prefix in ["NSNotification.Name.", "Notification.Name.", "."] where name.hasPrefix(prefix) {
      name = String(name.dropFirst(prefix.count))
    }
    if let poster = backgroundPosters.first(where: { name.hasPrefix($0) }) { return .background(poster) }
    if mainThreadPosters.contains(where: { name.hasPrefix($0) }) { return .main }
    return .unknown
  }

  /// Notifications the SDK posts on the main thread: the application's and scenes' life cycle,
  /// windows, the keyboard, the device's orientation.
  private static let mainThreadPosters = [
    "UIApplication", "UIScene", "UIWindow", "UIResponder.keyboard", "UIKeyboard", "UIDevice.orientation",
    "UIDeviceOrientation", "UIContentSizeCategory", "NSApplication", "NSWindow", "NSWorkspace",
  ]

  /// Notifications the SDK documents as posted on a secondary thread (spelled as the type's
  /// member, or as the old global name).
  private static let backgroundPosters = [
    "AVAudioSession", "AVPlayerItem", "AVAudioEngine", "NSPersistentStoreRemoteChange", "NSProcessInfoPowerState",
    "ProcessInfo.thermalState", "ProcessInfo.powerState", "NSUbiquitousKeyValueStore", "CKAccountChanged",
  ]

  /// Whether `expression` is a notification center: `NotificationCenter.default`, a name the
  /// file declares as a `NotificationCenter` (a property, a parameter, a local), or a name
  /// ending in `notificationCenter`.
  static func isNotificationCenter(_ expression: ExprSyntax, centers: Set<String>) -> Bool {
    if expression.rootName == "NotificationCenter" { return true }
    guard let name = expression.referencedName else { return false }
    return centers.contains(name) || name.lowercased().hasSuffix("notificationcenter")
  }

  /// The names `file` declares with the type `NotificationCenter` or initialises from
  /// `NotificationCenter.…`: properties, locals and function parameters.
  static func declaredCenters(in file: SwiftFile) -> Set<String> {
    var names: Set<String> = []
    for variable in file.index.variables {
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        let typed = binding.typeAnnotation?.type.lastNameComponent == "NotificationCenter"
        let initialised = binding.initializer?.value.rootName == "NotificationCenter"
        if typed || initialised { names.insert(name) }
      }
    }
    for function in file.index.functions {
      for parameter in function.signature.parameterClause.parameters where parameter.type.lastNameComponent == "NotificationCenter" {
        names.insert((parameter.secondName ?? parameter.firstName).text)
      }
    }
    return names
  }
}
