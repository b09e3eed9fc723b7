enum UnsafeNeedsJustificationExamples {
  static let triggering = [
    """
    import Foundation

    final class Counter: ⟪@unchecked⟫ Sendable {
      private var value = 0
    }

    enum Settings {
      ⟪nonisolated(unsafe)⟫ static var shared = Settings.Values()
      //
      ⟪nonisolated(unsafe)⟫ static var cache: [String: Int] = [:]
    }
    """,
    """
    import Foundation

    // Caches thumbnails.

    final class ThumbnailCache: NSObject, ⟪@unchecked⟫ Sendable {
      let images = NSCache<NSString, UIImage>()
    }
    """,
    """
    import Foundation

    let greeting = "hello" // the greeting
    ⟪nonisolated(unsafe)⟫ var formatter = DateFormatter()

    // MARK: - Sendable
    extension Box: @retroactive ⟪@unchecked⟫ Sendable {}

    #if canImport(UIKit)
    /* */
    ⟪nonisolated(unsafe)⟫ let sharedQueue = DispatchQueue(label: "q")
    #endif
    """,
    """
    import Foundation

    /// A cache of thumbnails, shared by every screen.
    final class ThumbnailCache: ⟪@unchecked⟫ Sendable {
      /// The images, by URL.
      ⟪nonisolated(unsafe)⟫ var images: [URL: Data] = [:]
      ⟪nonisolated(unsafe)⟫ var hits = 0 /// how often the cache answered
    }
    """,
    """
    import Foundation

    /// Resolves bundles.
    enum BundleCache {
      // A plain cache.
      private static let storage = NSCache<NSString, Bundle>()
      func load() {
        // Take the lock first.
      }
      ⟪nonisolated(unsafe)⟫ static var main: Bundle?
    }
    """,
    """
    import Foundation

    enum Gate {
      // Guarded by the lock.
      private static let stateLock = NSLock()
      nonisolated(unsafe) static var reason: String?

      ⟪nonisolated(unsafe)⟫ static var isDisabled: Bool {
        get { stateLock.withLock { reason != nil } }
        set { stateLock.withLock { reason = newValue ? "off" : nil } }
      }
      /// Must be called on the main thread; every caller holds the lock.
      func reset() {
        // The lock guards all of this.
        Self.reason = nil
      }

      ⟪nonisolated(unsafe)⟫ static var count = 0
    }
    """,
    """
    @testable import Store

    final class Recorder: ⟪@unchecked⟫ Sendable {
      var events: [String] = []
    }
    """,
    """
    import Foundation

    func run() {
      // swiftlint:disable:next identifier_name
      ⟪nonisolated(unsafe)⟫ var x = 0
      DispatchQueue.global().async { x += 1 }
    }
    """,
  ]

  static let nonTriggering = [
    """
    import Foundation

    // Every access goes through `lock`.
    final class Counter: @unchecked Sendable {
      private let lock = NSLock()
      private var value = 0
    }

    final class Cache: @unchecked Sendable { // NSCache is thread-safe.
      let storage = NSCache<NSString, NSData>()
    }
    """,
    """
    import Foundation

    enum Settings {
      // Written once at launch, before any task reads it.
      @available(*, deprecated, message: "Read Clock.launch instead.")
      nonisolated(unsafe) static var launchDate = Date()

      /// The date formatter every screen shares.
      // Safe: DateFormatter is thread-safe since iOS 7.
      nonisolated(unsafe) static var sharedFormatter = DateFormatter()

      /// The session cache. Every access goes through `cacheLock`.
      nonisolated(unsafe) static var sessions: [String: Session] = [:]

      nonisolated(unsafe) static var formatter = DateFormatter() // DateFormatter is thread-safe since iOS 7.

      // Only touched on `Settings.queue`, which serialises
      // every read and write.
      nonisolated(unsafe) static var values: [String: Int] = [:]
    }
    """,
    """
    import Foundation

    extension Box:
      Equatable,
      /* Box holds only immutable values. */ @unchecked Sendable
    {}

    final class Pool: Sendable {
      nonisolated let name = "pool"
    }
    """,
    """
    import Foundation

    /// Resolving bundles is slow, so they are cached. One lock guards both statics; the work
    /// happens outside it.
    enum BundleCache {
      private static let lock = NSLock()
      nonisolated(unsafe) static var main: Bundle?
      nonisolated(unsafe) static var byLanguage: [String: Bundle] = [:]
    }

    enum Gate {
      @TaskLocal static var override: Bool?
      // All mutable state below shares this lock.
      private static let stateLock = NSLock()
      nonisolated(unsafe) static var reason: String?
      nonisolated(unsafe) static var since: Date?

      nonisolated(unsafe) static var isDisabled: Bool {
        get { stateLock.withLock { reason != nil } }
        set { stateLock.withLock { reason = newValue ? "off" : nil } }
      }
    }
    """,
    """
    import XCTest
    @testable import Store

    final class MockStore: @unchecked Sendable {
      var saved: [Item] = []
    }
    final class StoreTests: XCTestCase {
      final class SpyDelegate: StoreDelegate, @unchecked Sendable {
        nonisolated(unsafe) var calls = 0
      }
    }
    """,
  ]
}
