import SwiftSyntax

/// The SDK's closures and delegate methods that are called on a queue of the framework's own,
/// which `mainactor-background-callback` knows: one table, each entry with where Apple says so.
///
/// Only APIs whose closure type is *not* `@Sendable` belong here: a closure written in
/// main-actor code and passed to one is inferred main-actor isolated, and the Swift 6 runtime
/// checks that isolation on entry and traps off the main thread. A `@Sendable` parameter makes the
/// closure nonisolated instead, and the compiler reports main-actor use inside it; that is why
/// `NotificationCenter.addObserver(forName:object:queue:using:)` (`NS_SWIFT_SENDABLE` in
/// `NSNotification.h`), `NWPathMonitor.pathUpdateHandler`, `Process.terminationHandler` and
/// `FileHandle.readabilityHandler` (declared `@Sendable`) are not listed. Dispatch source
/// handlers (`DispatchSourceHandler`, a plain block in Dispatch's `Source.swift`) depend on the
/// queue the source was made on, which another statement says: they are matched in
/// `MainActorBackgroundCallback+DispatchSource.swift`.
enum BackgroundCallbacks {
  /// A closure the SDK calls off the main thread.
  struct Closure {
    /// How the closure is handed over.
    enum Shape {
      /// An argument of a call of `name` whose first argument is labelled `firstLabel` (`nil`:
      /// unlabelled or none), the closure trailing or labelled `closureLabel`; `receiverRoot`
      /// names the type the call's receiver chain starts with, when the name alone is too common.
      case call(name: String, firstLabel: String?, closureLabels: Set<String>, receiverRoot: String? = nil)
      /// An argument labelled one of `closureLabels` (or trailing) of `type`'s initializer.
      case initializer(type: String, closureLabels: Set<String>)
      /// Assigned to a property of this name: `task.expirationHandler = { … }`.
      case assignment(property: String)
    }

    var shape: Shape
    /// The argument that names the queue the closure is called on, when the API takes one: the
    /// main queue makes the call safe.
    var queueLabel: String? = nil
    /// Who calls it and where, for the message: "BGTaskScheduler calls this launch handler on a
    /// background queue".
    var caller: String
    /// Where Apple documents the queue.
    var documentation: String
  }

  /// Every closure API known.
  static let closures: [Closure] =
    [
      Closure(
        shape: .call(
          name: "register", firstLabel: "forTaskWithIdentifier", closureLabels: ["launchHandler"], receiverRoot: "BGTaskScheduler"),
        queueLabel: "using",
        caller: "BGTaskScheduler calls this launch handler on a background queue",
        documentation: "BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:): a nil queue means a background queue"),
      Closure(
        shape: .assignment(property: "expirationHandler"),
        caller: "the system calls 'expirationHandler' on a background queue",
        documentation: "BGTask.expirationHandler"),
      Closure(
        shape: .call(name: "installTap", firstLabel: "onBus", closureLabels: ["block"]),
        caller: "AVAudioNode calls this tap block on the audio engine's own thread",
        documentation: "AVAudioNode.h, AVAudioNodeTapBlock: \"may be invoked on a thread other than the main thread\""),
      Closure(
        shape: .call(name: "performBackgroundTask", firstLabel: nil, closureLabels: []),
        caller: "NSPersistentContainer runs this block on a background context's private queue",
        documentation: "NSPersistentContainer.performBackgroundTask(_:)"),
    ] + healthKitQueries

  /// HealthKit runs query handlers on a background queue (HealthKit, "Executing queries").
  private static let healthKitQueries: [Closure] =
    [
      ("HKObserverQuery", ["updateHandler"]), ("HKSampleQuery", ["resultsHandler"]),
      ("HKAnchoredObjectQuery", ["resultsHandler"]), ("HKStatisticsQuery", ["completionHandler"]),
      ("HKActivitySummaryQuery", ["resultsHandler"]), ("HKSourceQuery", ["completionHandler"]),
      ("HKCorrelationQuery", ["completion"]), ("HKQuantitySeriesSampleQuery", ["quantityHandler"]),
    ].map { type, labels in
      Closure(
        shape: .initializer(type: type, closureLabels: Set(labels)),
        caller: "HealthKit calls this \(type) handler on a background queue",
        documentation: "HealthKit: query handlers run on a background queue")
    }
    + ["initialResultsHandler", "statisticsUpdateHandler"].map { property in
      Closure(
        shape: .assignment(property: property),
        caller: "HealthKit calls '\(property)' on a background queue",
        documentation: "HKStatisticsCollectionQuery.\(property)")
    }

  /// The names a call must end in to hand a closure to one of ``closures``: the methods and
  /// initializers, so that most calls are passed over with one lookup.
  static let closureCallNames: Set<String> = Set(
    closures.compactMap { api in
      switch api.shape {
      case .call(let name, _, _, _): name
      case .initializer(let type, _): type
      case .assignment: nil
      }
    })

  /// A delegate method a framework calls on a queue of its own.
  struct DelegateMethod {
    /// The method's base name and argument labels: `captureOutput(_:didOutput:from:)`; `nil`
    /// labels: every method of that name.
    var name: String
    var labels: [String]?
    /// When it is called off the main thread: always, or when the file hands the delegate
    /// (`self`) over with a call of this name whose `queue`-like argument is not the main queue.
    var registration: Registration
    /// Who calls it, for the message.
    var caller: String
    var documentation: String

    enum Registration {
      /// The protocol is enough: the framework always calls it on its own queue.
      case always(protocolName: String)
      /// A call of `call` with `self` as its first argument and `queueLabel` not the main queue.
      case queue(call: String, queueLabel: String, nilIsBackground: Bool)
    }
  }

  /// Every delegate method known.
  static let delegateMethods: [DelegateMethod] = [
    DelegateMethod(
      name: "photoLibraryDidChange", labels: ["_"], registration: .always(protocolName: "PHPhotoLibraryChangeObserver"),
      caller: "Photos calls 'photoLibraryDidChange' on a background queue",
      documentation: "PHPhotoLibraryChangeObserver: called on an arbitrary serial queue"),
    DelegateMethod(
      name: "captureOutput", labels: ["_", "didOutput", "from"],
      registration: .queue(call: "setSampleBufferDelegate", queueLabel: "queue", nilIsBackground: false),
      caller: "the capture output calls this delegate method on the queue passed to 'setSampleBufferDelegate'",
      documentation: "AVCaptureVideoDataOutput.setSampleBufferDelegate(_:queue:)"),
    DelegateMethod(
      name: "captureOutput", labels: ["_", "didDrop", "from"],
      registration: .queue(call: "setSampleBufferDelegate", queueLabel: "queue", nilIsBackground: false),
      caller: "the capture output calls this delegate method on the queue passed to 'setSampleBufferDelegate'",
      documentation: "AVCaptureVideoDataOutput.setSampleBufferDelegate(_:queue:)"),
    DelegateMethod(
      name: "metadataOutput", labels: ["_", "didOutput", "from"],
      registration: .queue(call: "setMetadataObjectsDelegate", queueLabel: "queue", nilIsBackground: false),
      caller: "the metadata output calls this delegate method on the queue passed to 'setMetadataObjectsDelegate'",
      documentation: "AVCaptureMetadataOutput.setMetadataObjectsDelegate(_:queue:)"),
    DelegateMethod(
      name: "urlSession", labels: nil,
      registration: .queue(call: "URLSession", queueLabel: "delegateQueue", nilIsBackground: true),
      caller: "URLSession calls its delegate on the session's delegate queue, a background queue here",
      documentation: "URLSession.init(configuration:delegate:delegateQueue:): a nil queue is a background serial queue"),
  ]
}
